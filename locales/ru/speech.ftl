# Речь, `hektor voices` и `hektor speech-test`.
speech-backend-chosen = Речь: { $backend } ({ $voice }).
speech-backend-fallback = Речь: { $backend } ({ $voice }), потому что { $reasons }.
speech-backend-name = { $backend ->
    [tts] синтезатор речи
    [command] программа речи
    [screen-reader] программа чтения с экрана
    [text] текст
    [none] выключена
   *[other] { $backend }
}
speech-reason-tts = tts не работает: { $error }
speech-reason-command = нет программы речи: { $error }
speech-reason-screen-reader = нет экранного чтеца: { $error }
speech-probe = hektor
speech-test-sample = Конь f3. hektor говорит.
speech-test-backend = вывод речи: { $backend }
speech-test-voice = голос: { $voice }
speech-test-delivered = Пробная фраза озвучена.
speech-test-failed = Пробная фраза не озвучена: { $error }
speech-test-silent = Речь выключена (--speech none), поэтому ничего не озвучено.
speech-voices-none = У вывода «{ $backend }» нет голосов на выбор; используйте --speech tts или --speech command.
speech-voices-failed = Не удаётся получить список голосов: { $error }
speech-dispatcher-not-installed = speech-dispatcher не установлен: установите пакеты Debian speech-dispatcher и speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng)
speech-dispatcher-no-module = speech-dispatcher не запускается, потому что в { $folder } нет модуля речи ({ $count ->
        [0] ни одного
       *[other] только { $found }, которые не умеют говорить
    }): установите пакет Debian speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher-espeak-ng)
speech-dispatcher-log-error = speech-dispatcher остановился с такой ошибкой в журнале { $log }: { $error }
speech-dispatcher-no-audio = speech-dispatcher работает, но не может открыть свой звуковой вывод (его журнал { $log } говорит: { $error }): проверьте AudioOutputMethod и AudioALSADevice в его speechd.conf и есть ли звуковая карта, затем перезапустите его (killall speech-dispatcher)

# Почему речь не удалась, как часть предложения (в «tts не работает: ...» и в сообщениях сеанса).
speech-error-unavailable = синтезатор речи недоступен
speech-error-no-answer = синтезатор речи не ответил в течение { $seconds ->
    [one] { $seconds } секунды
   *[other] { $seconds } секунд
  }
speech-error-no-end-reports = синтезатор речи не может сообщить, когда высказывание заканчивается
speech-error-setting = синтезатор речи отклонил настройку { $setting ->
    [rate] темпа
    [pitch] высоты голоса
    [volume] громкости
    [voice] голоса
   *[other] сообщения о конце
  }
speech-error-no-voice = у синтезатора речи нет голоса { $voice }; hektor voices показывает имеющиеся голоса
speech-error-cannot-list = синтезатор речи не может перечислить свои голоса
speech-error-voices-unknown = hektor не может спросить { $program } о его голосах; смотрите его собственную документацию
speech-error-refused = синтезатор речи отклонил высказывание
speech-error-empty-command = команда речи пуста: назовите программу, например espeak-ng
speech-error-no-program = ни одной из программ { $programs } нет в пути поиска PATH
speech-error-cannot-start = команду речи { $program } невозможно запустить
speech-error-command-failed = команда речи { $program } завершилась с ошибкой
speech-error-command-said = команда речи { $program } завершилась с ошибкой и написала: «{ $said }»
speech-error-cannot-watch = за командой речи { $program } невозможно следить
speech-error-cannot-print = высказывание невозможно вывести
speech-error-too-slow = вывод «{ $backend }» не закончил высказывание в течение { $seconds ->
    [one] { $seconds } секунды
   *[other] { $seconds } секунд
  }
speech-error-stuck = вывод «{ $backend }» не закончил «{ $text }» вовремя, поэтому он остановлен; дальше каждая фраза, которая длится слишком долго, будет остановлена без нового сообщения
speech-error-probe = синтезатор речи принял пробное слово, но не закончил его в течение { $seconds ->
    [one] { $seconds } секунды
   *[other] { $seconds } секунд
  }; проверьте его звуковой выход
speech-error-not-built = этот hektor собран без функции speech-tts
speech-error-stopped = речь остановилась; журнал по-прежнему показывает всё
speech-error-no-thread = поток речи не удалось запустить, поэтому речь выключена
speech-notice = Речь: { $error }.
speech-voice-text = печатный текст
speech-voice-none = без звука
speech-voice-own-command = ваша команда речи, { $program }
speech-error-not-found = программа { $program } (speech_command) не найдена в PATH или не может быть запущена
speech-error-no-screen-reader-library = hektor не нашёл ни одной из библиотек { $libraries } рядом с hektor.exe или в PATH (см. раздел об установке в Windows в README)
speech-error-screen-reader-not-running = { $library } не нашла запущенного экранного чтеца
speech-error-screen-reader-windows-only = экранный чтец доступен напрямую только в Windows; здесь используйте --speech text, строки которого читает экранный чтец, например Orca

# Speech only (the screen and Braille keep the normal words): words a voice of this
# language misreads, each as written and then as the voice says it right, separated by
# commas (found with `espeak-ng -q -x -v LANG`; tests/it/speech_pronunciation.rs checks
# them). German: the spelt-out umlauts of fide-ascii; Ukrainian: the capture word б'є.
speech-respell = {""}
# The letter name said for the file "a" where the voice reads a written "a" as a word
# of its own (the English article), when one of speech-file-a-before (separated by
# commas) follows it, or nothing, or punctuation; {""}: the voice reads "a" right.
speech-file-a = {""}
speech-file-a-before = {""}
