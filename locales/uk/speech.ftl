# Мовлення, `hektor voices` і `hektor speech-test`.
speech-backend-chosen = Мовлення: { $backend } ({ $voice }).
speech-backend-fallback = Мовлення: { $backend } ({ $voice }), бо { $reasons }.
speech-backend-name = { $backend ->
    [tts] синтезатор мовлення
    [command] програма мовлення
    [screen-reader] програма читання з екрана
    [text] текст
    [none] вимкнено
   *[other] { $backend }
}
speech-reason-tts = tts не працює: { $error }
speech-reason-command = немає програми мовлення: { $error }
speech-reason-screen-reader = немає екранного читача: { $error }
speech-probe = hektor
speech-test-sample = Кінь f3. hektor говорить.
speech-test-backend = вивід мовлення: { $backend }
speech-test-voice = голос: { $voice }
speech-test-delivered = Пробне речення озвучено.
speech-test-failed = Пробне речення не озвучено: { $error }
speech-test-silent = Мовлення вимкнено (--speech none), тому нічого не озвучено.
speech-voices-none = Вивід «{ $backend }» не має голосів на вибір; використайте --speech tts або --speech command.
speech-voices-failed = Не вдається отримати список голосів: { $error }
speech-dispatcher-not-installed = speech-dispatcher не встановлено: встановіть пакунки Debian speech-dispatcher і speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng)
speech-dispatcher-no-module = speech-dispatcher не запускається, бо в { $folder } немає модуля мовлення ({ $count ->
        [0] жодного
       *[other] лише { $found }, які не вміють говорити
    }): встановіть пакунок Debian speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher-espeak-ng)
speech-dispatcher-log-error = speech-dispatcher зупинився з такою помилкою в журналі { $log }: { $error }
speech-dispatcher-no-audio = speech-dispatcher працює, але не може відкрити свій звуковий вихід (його журнал { $log } каже: { $error }): перевірте AudioOutputMethod і AudioALSADevice у його speechd.conf і чи є звукова карта, потім перезапустіть його (killall speech-dispatcher)

# Чому мовлення не вдалося, як частина речення (у «tts не працює: ...» і в повідомленнях сеансу).
speech-error-unavailable = рушій мовлення недоступний
speech-error-no-answer = рушій мовлення не відповів протягом { $seconds ->
    [one] { $seconds } секунди
   *[other] { $seconds } секунд
  }
speech-error-no-end-reports = рушій мовлення не може повідомити, коли висловлювання закінчується
speech-error-setting = рушій мовлення відхилив налаштування { $setting ->
    [rate] темпу
    [pitch] висоти голосу
    [volume] гучності
    [voice] голосу
   *[other] повідомлення про кінець
  }
speech-error-no-voice = у рушія мовлення немає голосу { $voice }; hektor voices показує наявні голоси
speech-error-cannot-list = рушій мовлення не може перелічити свої голоси
speech-error-voices-unknown = hektor не може запитати { $program } про його голоси; дивіться його власну документацію
speech-error-refused = рушій мовлення відхилив висловлювання
speech-error-empty-command = команда мовлення порожня: назвіть програму, наприклад espeak-ng
speech-error-no-program = жодної з програм { $programs } немає в шляху пошуку PATH
speech-error-cannot-start = команду мовлення { $program } неможливо запустити
speech-error-command-failed = команда мовлення { $program } завершилася з помилкою
speech-error-command-said = команда мовлення { $program } завершилася з помилкою й написала: «{ $said }»
speech-error-cannot-watch = за командою мовлення { $program } неможливо стежити
speech-error-cannot-print = висловлювання неможливо вивести
speech-error-too-slow = вивід «{ $backend }» не закінчив висловлювання протягом { $seconds ->
    [one] { $seconds } секунди
   *[other] { $seconds } секунд
  }
speech-error-stuck = вивід «{ $backend }» не закінчив «{ $text }» вчасно, тому його зупинено; надалі кожну фразу, що триває задовго, буде зупинено без нового повідомлення
speech-error-probe = рушій мовлення прийняв пробне слово, але не закінчив його протягом { $seconds ->
    [one] { $seconds } секунди
   *[other] { $seconds } секунд
  }; перевірте його звуковий вихід
speech-error-not-built = цей hektor зібрано без функції speech-tts
speech-error-stopped = мовлення зупинилося; журнал і далі показує все
speech-error-no-thread = потік мовлення не вдалося запустити, тому мовлення вимкнено
speech-notice = Мовлення: { $error }.
speech-voice-text = надрукований текст
speech-voice-none = без звуку
speech-voice-own-command = ваша команда мовлення, { $program }
speech-error-not-found = програми { $program } (speech_command) немає в PATH або її не можна запустити
speech-error-no-screen-reader-library = hektor не знайшов жодної з бібліотек { $libraries } поруч із hektor.exe чи в PATH (див. розділ про встановлення у Windows у README)
speech-error-screen-reader-not-running = { $library } не знайшла запущеного екранного читача
speech-error-screen-reader-windows-only = екранний читач доступний напряму лише у Windows; тут використовуйте --speech text, рядки якого читає екранний читач, наприклад Orca

# Speech only (the screen and Braille keep the normal words): words a voice of this
# language misreads, each as written and then as the voice says it right, separated by
# commas (found with `espeak-ng -q -x -v LANG`; tests/it/speech_pronunciation.rs checks
# them). German: the spelt-out umlauts of fide-ascii; Ukrainian: the capture word б'є.
speech-respell = б'є бйе
# The letter name said for the file "a" where the voice reads a written "a" as a word
# of its own (the English article), when one of speech-file-a-before (separated by
# commas) follows it, or nothing, or punctuation; {""}: the voice reads "a" right.
speech-file-a = {""}
speech-file-a-before = {""}
