# Mowa, `hektor voices` i `hektor speech-test`.
speech-backend-chosen = Mowa: { $backend } ({ $voice }).
speech-backend-fallback = Mowa: { $backend } ({ $voice }), ponieważ { $reasons }.
speech-reason-tts = tts nie działa: { $error }
speech-reason-command = brak programu mowy: { $error }
speech-probe = hektor
speech-test-sample = Skoczek f3. hektor mówi.
speech-test-backend = backend: { $backend }
speech-test-voice = voice: { $voice }
speech-test-delivered = Zdanie próbne zostało wypowiedziane.
speech-test-failed = Zdanie próbne nie zostało wypowiedziane: { $error }
speech-test-silent = Mowa jest wyłączona (--speech none), więc nic nie zostało wypowiedziane.
speech-voices-none = Backend { $backend } nie ma głosów do wyboru; użyj --speech tts lub --speech command.
speech-voices-failed = Nie można wyświetlić listy głosów: { $error }
speech-dispatcher-not-installed = speech-dispatcher nie jest zainstalowany: zainstaluj pakiety Debiana speech-dispatcher i speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng)
speech-dispatcher-no-module = speech-dispatcher nie uruchamia się, bo w { $folder } nie ma modułu mowy ({ $count ->
        [0] żadnego
       *[other] tylko { $found }, które nie potrafią mówić
    }): zainstaluj pakiet Debiana speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher-espeak-ng)
speech-dispatcher-log-error = speech-dispatcher zatrzymał się z tym błędem w swoim dzienniku { $log }: { $error }
