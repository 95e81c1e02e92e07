# Мовлення, `hektor voices` і `hektor speech-test`.
speech-backend-chosen = Мовлення: { $backend } ({ $voice }).
speech-backend-fallback = Мовлення: { $backend } ({ $voice }), бо { $reasons }.
speech-reason-tts = tts не працює: { $error }
speech-reason-command = немає програми мовлення: { $error }
speech-probe = hektor
speech-test-sample = Кінь f3. hektor говорить.
speech-test-backend = backend: { $backend }
speech-test-voice = voice: { $voice }
speech-test-delivered = Пробне речення озвучено.
speech-test-failed = Пробне речення не озвучено: { $error }
speech-test-silent = Мовлення вимкнено (--speech none), тому нічого не озвучено.
speech-voices-none = Бекенд { $backend } не має голосів на вибір; використайте --speech tts або --speech command.
speech-voices-failed = Не вдається отримати список голосів: { $error }
speech-dispatcher-not-installed = speech-dispatcher не встановлено: встановіть пакунки Debian speech-dispatcher і speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng)
speech-dispatcher-no-module = speech-dispatcher не запускається, бо в { $folder } немає модуля мовлення ({ $count ->
        [0] жодного
       *[other] лише { $found }, які не вміють говорити
    }): встановіть пакунок Debian speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher-espeak-ng)
speech-dispatcher-log-error = speech-dispatcher зупинився з такою помилкою в журналі { $log }: { $error }
