# Mowa, `hektor voices` i `hektor speech-test`.
speech-backend-chosen = Mowa: { $backend } ({ $voice }).
speech-backend-fallback = Mowa: { $backend } ({ $voice }), ponieważ { $reasons }.
speech-backend-name = { $backend ->
    [tts] syntezator mowy
    [command] program mowy
    [screen-reader] czytnik ekranu
    [text] tekst
    [none] wyłączona
   *[other] { $backend }
}
speech-reason-tts = tts nie działa: { $error }
speech-reason-command = brak programu mowy: { $error }
speech-reason-screen-reader = brak czytnika ekranu: { $error }
speech-probe = hektor
speech-test-sample = Skoczek f3. hektor mówi.
speech-test-backend = wyjście mowy: { $backend }
speech-test-voice = głos: { $voice }
speech-test-delivered = Zdanie próbne zostało wypowiedziane.
speech-test-failed = Zdanie próbne nie zostało wypowiedziane: { $error }
speech-test-silent = Mowa jest wyłączona (--speech none), więc nic nie zostało wypowiedziane.
speech-voices-none = Wyjście „{ $backend }” nie ma głosów do wyboru; użyj --speech tts lub --speech command.
speech-voices-failed = Nie można wyświetlić listy głosów: { $error }
speech-dispatcher-not-installed = speech-dispatcher nie jest zainstalowany: zainstaluj pakiety Debiana speech-dispatcher i speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng)
speech-dispatcher-no-module = speech-dispatcher nie uruchamia się, bo w { $folder } nie ma modułu mowy ({ $count ->
        [0] żadnego
       *[other] tylko { $found }, które nie potrafią mówić
    }): zainstaluj pakiet Debiana speech-dispatcher-espeak-ng (sudo apt-get install speech-dispatcher-espeak-ng)
speech-dispatcher-log-error = speech-dispatcher zatrzymał się z tym błędem w swoim dzienniku { $log }: { $error }
speech-dispatcher-no-audio = speech-dispatcher działa, ale nie może otworzyć swojego wyjścia dźwięku (jego dziennik { $log } mówi: { $error }): sprawdź AudioOutputMethod i AudioALSADevice w jego speechd.conf oraz czy karta dźwiękowa jest dostępna, a potem uruchom go ponownie (killall speech-dispatcher)

# Dlaczego mowa zawiodła, jako część zdania (w „tts nie działa: ...” i w komunikatach sesji).
speech-error-unavailable = syntezator mowy jest niedostępny
speech-error-no-answer = syntezator mowy nie odpowiedział w ciągu { $seconds ->
    [one] { $seconds } sekundy
   *[other] { $seconds } sekund
  }
speech-error-no-end-reports = syntezator mowy nie potrafi zgłosić, kiedy wypowiedź się kończy
speech-error-setting = syntezator mowy odrzucił ustawienie { $setting ->
    [rate] tempa
    [pitch] wysokości głosu
    [volume] głośności
    [voice] głosu
   *[other] zgłoszenia końca
  }
speech-error-no-voice = syntezator mowy nie ma głosu { $voice }; hektor voices wypisuje dostępne głosy
speech-error-cannot-list = syntezator mowy nie potrafi wypisać swoich głosów
speech-error-voices-unknown = hektor nie potrafi zapytać programu { $program } o głosy; zajrzyj do jego dokumentacji
speech-error-refused = syntezator mowy odrzucił wypowiedź
speech-error-empty-command = polecenie mowy jest puste: podaj program, na przykład espeak-ng
speech-error-no-program = żadnego z programów { $programs } nie ma w ścieżce wyszukiwania PATH
speech-error-cannot-start = nie można uruchomić polecenia mowy { $program }
speech-error-command-failed = polecenie mowy { $program } zakończyło się błędem
speech-error-command-said = polecenie mowy { $program } zakończyło się błędem i napisało: „{ $said }”
speech-error-cannot-watch = nie można śledzić polecenia mowy { $program }
speech-error-cannot-print = nie można wypisać wypowiedzi
speech-error-too-slow = wyjście „{ $backend }” nie dokończyło wypowiedzi w ciągu { $seconds ->
    [one] { $seconds } sekundy
   *[other] { $seconds } sekund
  }
speech-error-stuck = wyjście „{ $backend }” nie dokończyło „{ $text }” na czas, więc zostało zatrzymane; od teraz każda wypowiedź, która trwa zbyt długo, zostanie zatrzymana bez dalszego komunikatu
speech-error-probe = syntezator mowy przyjął słowo próbne, ale nie dokończył go w ciągu { $seconds ->
    [one] { $seconds } sekundy
   *[other] { $seconds } sekund
  }; sprawdź jego wyjście dźwięku
speech-error-not-built = ten hektor zbudowano bez funkcji speech-tts
speech-error-stopped = mowa się zatrzymała; dziennik nadal pokazuje wszystko
speech-error-no-thread = nie udało się uruchomić wątku mowy, więc mowa jest wyłączona
speech-notice = Mowa: { $error }.
speech-voice-text = drukowany tekst
speech-voice-none = bez dźwięku
speech-voice-own-command = Twoje polecenie mowy, { $program }
speech-error-not-found = programu { $program } (speech_command) nie ma w PATH albo nie można go uruchomić
speech-error-no-screen-reader-library = hektor nie znalazł żadnej z bibliotek { $libraries } obok hektor.exe ani w PATH (zob. „Instalacja w Windows” w README)
speech-error-screen-reader-not-running = { $library } nie znalazła uruchomionego czytnika ekranu
speech-error-screen-reader-windows-only = czytnik ekranu jest dostępny bezpośrednio tylko w Windows; tutaj użyj --speech text, którego wiersze czyta czytnik ekranu, np. Orca

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
