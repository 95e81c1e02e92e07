# Sprachausgabe, `hektor voices` und `hektor speech-test`.
speech-backend-chosen = Sprachausgabe: { $backend } ({ $voice }).
speech-backend-fallback = Sprachausgabe: { $backend } ({ $voice }), weil { $reasons }.
speech-backend-name = { $backend ->
    [tts] Sprachsynthese
    [command] Sprachprogramm
    [screen-reader] Bildschirmleser
    [text] Text
    [none] aus
   *[other] { $backend }
}
speech-reason-tts = tts ging nicht: { $error }
speech-reason-command = kein Sprachprogramm: { $error }
speech-reason-screen-reader = kein Bildschirmleser: { $error }
speech-probe = hektor
speech-test-sample = Springer Felix drei. hektor spricht.
speech-test-backend = Sprachausgabe: { $backend }
speech-test-voice = Stimme: { $voice }
speech-test-delivered = Der Beispielsatz wurde ausgegeben.
speech-test-failed = Der Beispielsatz wurde nicht ausgegeben: { $error }
speech-test-silent = Die Sprachausgabe ist aus (--speech none), daher wurde nichts ausgegeben.
speech-voices-none = Die Ausgabe „{ $backend }“ hat keine Stimmen zur Auswahl; nehmen Sie --speech tts oder --speech command.
speech-voices-failed = Die Stimmen lassen sich nicht auflisten: { $error }
speech-dispatcher-not-installed = speech-dispatcher ist nicht installiert: Installieren Sie die Debian-Pakete speech-dispatcher und speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng)
speech-dispatcher-no-module = speech-dispatcher startet nicht, weil es in { $folder } kein Sprachausgabemodul gibt ({ $count ->
        [0] gar keines
       *[other] nur { $found }, die nicht sprechen können
    }): Installieren Sie das Debian-Paket speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher-espeak-ng)
speech-dispatcher-log-error = speech-dispatcher hat mit diesem Fehler in seinem Protokoll { $log } angehalten: { $error }
speech-dispatcher-no-audio = speech-dispatcher läuft, kann aber seine Tonausgabe nicht öffnen (sein Protokoll { $log } sagt: { $error }): prüfen Sie AudioOutputMethod und AudioALSADevice in seiner speechd.conf und ob die Soundkarte da ist, und starten Sie ihn dann neu (killall speech-dispatcher)

# Warum die Sprachausgabe scheiterte, als Satzteil (in „tts ging nicht: ...“ und den Hinweisen einer Sitzung).
speech-error-unavailable = die Sprachausgabe ist nicht verfügbar
speech-error-no-answer = die Sprachausgabe hat nicht innerhalb von { $seconds ->
    [one] einer Sekunde
   *[other] { $seconds } Sekunden
  } geantwortet
speech-error-no-end-reports = die Sprachausgabe kann nicht melden, wann eine Äußerung endet
speech-error-setting = die Sprachausgabe hat die Einstellung { $setting ->
    [rate] Tempo
    [pitch] Tonhöhe
    [volume] Lautstärke
    [voice] Stimme
   *[other] Endemeldung
  } abgelehnt
speech-error-no-voice = die Sprachausgabe hat keine Stimme { $voice }; hektor voices listet die Stimmen auf
speech-error-cannot-list = die Sprachausgabe kann ihre Stimmen nicht auflisten
speech-error-voices-unknown = hektor kann { $program } nicht nach seinen Stimmen fragen; sehen Sie in dessen Dokumentation nach
speech-error-refused = die Sprachausgabe hat die Äußerung abgelehnt
speech-error-empty-command = der Sprachbefehl ist leer: nennen Sie ein Programm, zum Beispiel espeak-ng
speech-error-no-program = keines der Programme { $programs } ist im Suchpfad PATH
speech-error-cannot-start = der Sprachbefehl { $program } lässt sich nicht starten
speech-error-command-failed = der Sprachbefehl { $program } ist gescheitert
speech-error-command-said = der Sprachbefehl { $program } ist gescheitert und schrieb: „{ $said }“
speech-error-cannot-watch = der Sprachbefehl { $program } lässt sich nicht überwachen
speech-error-cannot-print = die Äußerung lässt sich nicht ausgeben
speech-error-too-slow = die Ausgabe „{ $backend }“ hat die Äußerung nicht innerhalb von { $seconds ->
    [one] einer Sekunde
   *[other] { $seconds } Sekunden
  } beendet
speech-error-stuck = die Ausgabe „{ $backend }“ hat „{ $text }“ nicht rechtzeitig beendet und wurde angehalten; von nun an wird jede Äußerung, die zu lange dauert, ohne weiteren Hinweis angehalten
speech-error-probe = die Sprachausgabe hat ein Testwort angenommen, aber nicht innerhalb von { $seconds ->
    [one] einer Sekunde
   *[other] { $seconds } Sekunden
  } beendet; prüfen Sie ihre Tonausgabe
speech-error-not-built = dieses hektor wurde ohne die Funktion speech-tts gebaut
speech-error-stopped = die Sprachausgabe ist beendet; das Protokoll zeigt weiterhin alles
speech-error-no-thread = die Sprachausgabe konnte nicht starten und ist aus
speech-notice = Sprachausgabe: { $error }.
speech-voice-text = gedruckter Text
speech-voice-none = stumm
speech-voice-own-command = Ihr Sprachbefehl, { $program }
speech-error-not-found = das Programm { $program } (speech_command) ist nicht im PATH oder nicht ausführbar
speech-error-no-screen-reader-library = hektor hat keine der Bibliotheken { $libraries } neben hektor.exe oder im PATH gefunden (siehe „Installation unter Windows“ im README)
speech-error-screen-reader-not-running = { $library } hat keinen laufenden Bildschirmleser gefunden
speech-error-screen-reader-windows-only = ein Bildschirmleser wird nur unter Windows direkt erreicht; verwenden Sie hier --speech text, dessen Zeilen ein Bildschirmleser wie Orca vorliest

# Speech only (the screen and Braille keep the normal words): words a voice of this
# language misreads, each as written and then as the voice says it right, separated by
# commas (found with `espeak-ng -q -x -v LANG`; tests/it/speech_pronunciation.rs checks
# them). German: the spelt-out umlauts of fide-ascii; Ukrainian: the capture word б'є.
speech-respell = Koenig König, Laeufer Läufer, fuenf fünf, schlaegt schlägt
# The letter name said for the file "a" where the voice reads a written "a" as a word
# of its own (the English article), when one of speech-file-a-before (separated by
# commas) follows it, or nothing, or punctuation; {""}: the voice reads "a" right.
speech-file-a = {""}
speech-file-a-before = {""}
