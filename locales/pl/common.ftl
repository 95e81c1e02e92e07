# Tempo gry słowami ($time to czas słowami: „1 godzina 30 minut”).
time-control-moves = { $time } na { $moves ->
    [one] { $moves } posunięcie
    [few] { $moves } posunięcia
   *[other] { $moves } posunięć
}
time-control-every = { $time } na każde { $moves ->
    [one] { $moves } posunięcie
    [few] { $moves } posunięcia
   *[other] { $moves } posunięć
}
time-control-game = { $time } na partię
time-control-rest = { $time } do końca partii
time-control-then = potem
time-control-increment = plus { $time } za każde posunięcie od pierwszego
time-control-period-increment = plus { $time } za każde posunięcie
time-control-delay = { $kind ->
    [bronstein] opóźnienie Bronsteina { $time }
   *[simple] opóźnienie { $time }
} na każde posunięcie

config-unknown-key = Plik ustawień { $path } zawiera klucz { $key }, którego hektor nie zna; został pominięty, pozostałe ustawienia obowiązują. Sprawdź pisownię w podręczniku (manual.html).
config-unknown-keys = Plik ustawień { $path } zawiera klucze, których hektor nie zna: { $keys }; zostały pominięte, pozostałe ustawienia obowiązują. Sprawdź ich pisownię w podręczniku (manual.html).
config-unknown-more = i jeszcze { $count } { $count ->
    [one] klucz
    [few] klucze
    [many] kluczy
   *[other] klucza
}
config-left-out = To ustawienie zostało pominięte, pozostałe obowiązują.
config-version-newer = Plik ustawień { $path } ma wersję { $version }, a ten hektor zna wersję { $known }: ustawienia, które potrafi odczytać, obowiązują, pozostałe są wymienione osobno. Zaktualizuj hektora, aby obowiązywały wszystkie.
config-key-unknown-command = Klawisz { $key } w config.toml [{ $table }] ma przypisane { $action }, ale to nie jest polecenie { $table ->
    [replay_keys] ekranu przeglądania
   *[other] ekranu gry
}; to przypisanie pominięto, pozostałe klawisze działają. Wpisz pomoc, aby usłyszeć polecenia.
config-key-bad = config.toml [{ $table }]: { $key } to nie klawisz, który hektor może przypisać. Użyj f1–f12, esc, tab, strzałek (left, right, up, down), home, end, pageup, pagedown albo ctrl- lub alt- z literą lub cyfrą (ctrl-u).
cli-value-not-one-of = { $option } nie przyjmuje „{ $value }”; możliwe wartości: { $valid }.
cli-value-unreadable = { $option } nie przyjmuje „{ $value }”. Wpisz hektor --help, aby zobaczyć opcje.
cli-value-missing = Po { $option } potrzebna jest wartość.
cli-unknown-option = hektor nie zna { $option }. Wpisz hektor --help, aby zobaczyć opcje.
cli-missing = Brakuje { $what }. Wpisz hektor --help, aby zobaczyć opcje.
cli-given-twice = { $option } podano więcej niż raz; podaj go tylko raz.
# A value the command line lacks, by clap's name for it (lowercase), in the genitive after "Brakuje".
cli-argument = { $name ->
    [moves] ruchów
    [file] pliku
    [input] pliku do eksportu
   *[other] { $name }
}
cli-unknown-command = hektor nie ma polecenia { $command }; polecenia to play, say, replay, check, export, reconcile, verify, arbiter, voices i speech-test.
cli-value-not-number = { $option } przyjmuje dodatnią liczbę całkowitą, na przykład 3; „{ $value }” nią nie jest.
# The end of a quote from a file (a comment, a line) cut at 2,000 characters: how much was left out.
quote-cut = … pominięto jeszcze { $count } { $count ->
    [one] znak
    [few] znaki
    [many] znaków
   *[other] znaku
}.

# The answers to every question hektor asks (a move to confirm, undo, a result, ...),
# read in every language at once, in any case, separated by commas: the yes words and
# the no words, the full word first, then the single letters (what the help names).
answer-yes = tak, t
answer-no = nie, n
# The other answers to "..., correct?": what a speaker says for "that is right" and
# "that is wrong"; one may follow a yes or no word ("yes, correct").
answer-right = zgadza się, dobrze, poprawnie, jasne, zgoda, no tak, oczywiście, tak jest, okej
answer-wrong = nie zgadza się, źle, błędnie, nie tak, nieprawda
