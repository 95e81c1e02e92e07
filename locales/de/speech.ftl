# Sprachausgabe, `hektor voices` und `hektor speech-test`.
speech-backend-chosen = Sprachausgabe: { $backend } ({ $voice }).
speech-backend-fallback = Sprachausgabe: { $backend } ({ $voice }), weil { $reasons }.
speech-reason-tts = tts ging nicht: { $error }
speech-reason-command = kein Sprachprogramm: { $error }
speech-probe = hektor
speech-test-sample = Springer Felix drei. hektor spricht.
speech-test-backend = backend: { $backend }
speech-test-voice = voice: { $voice }
speech-test-delivered = Der Beispielsatz wurde ausgegeben.
speech-test-failed = Der Beispielsatz wurde nicht ausgegeben: { $error }
speech-test-silent = Die Sprachausgabe ist aus (--speech none), daher wurde nichts ausgegeben.
speech-voices-none = Das Backend { $backend } hat keine Stimmen zur Auswahl; nehmen Sie --speech tts oder --speech command.
speech-voices-failed = Die Stimmen lassen sich nicht auflisten: { $error }
speech-dispatcher-not-installed = speech-dispatcher ist nicht installiert: Installieren Sie die Debian-Pakete speech-dispatcher und speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng)
speech-dispatcher-no-module = speech-dispatcher startet nicht, weil es in { $folder } kein Sprachausgabemodul gibt ({ $count ->
        [0] gar keines
       *[other] nur { $found }, die nicht sprechen können
    }): Installieren Sie das Debian-Paket speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher-espeak-ng)
speech-dispatcher-log-error = speech-dispatcher hat mit diesem Fehler in seinem Protokoll { $log } angehalten: { $error }
