# Речь, `hektor voices` и `hektor speech-test`.
speech-backend-chosen = Речь: { $backend } ({ $voice }).
speech-backend-fallback = Речь: { $backend } ({ $voice }), потому что { $reasons }.
speech-reason-tts = tts не работает: { $error }
speech-reason-command = нет программы речи: { $error }
speech-probe = hektor
speech-test-sample = Конь f3. hektor говорит.
speech-test-backend = backend: { $backend }
speech-test-voice = voice: { $voice }
speech-test-delivered = Пробная фраза озвучена.
speech-test-failed = Пробная фраза не озвучена: { $error }
speech-test-silent = Речь выключена (--speech none), поэтому ничего не озвучено.
speech-voices-none = У бэкенда { $backend } нет голосов на выбор; используйте --speech tts или --speech command.
speech-voices-failed = Не удаётся получить список голосов: { $error }
speech-dispatcher-not-installed = speech-dispatcher не установлен: установите пакеты Debian speech-dispatcher и speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng)
speech-dispatcher-no-module = speech-dispatcher не запускается, потому что в { $folder } нет модуля речи ({ $count ->
        [0] ни одного
       *[other] только { $found }, которые не умеют говорить
    }): установите пакет Debian speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher-espeak-ng)
speech-dispatcher-log-error = speech-dispatcher остановился с такой ошибкой в журнале { $log }: { $error }
