# Tryb turniejowy: wejście do niego (play --tournament) i strona dla sędziego (hektor arbiter).

tournament-entry-auto-confirm = W trybie turniejowym każdy ruch jest odczytywany, zanim zostanie zapisany, więc --tournament nie idzie w parze z --auto-confirm: pomiń tę opcję.
tournament-entry-player-mode = { $rule } Dlatego tryb turniejowy nie jest tu dla trybu gracza: uruchom go z --mode assistant.
tournament-entry-network-up = Tryb turniejowy nie rusza, dopóki { $count ->
    [one] działa interfejs sieciowy
    [few] działają interfejsy sieciowe
    [many] działają interfejsy sieciowe
   *[other] działają interfejsy sieciowe
}: { $interfaces }. Wyłącz { $count ->
    [one] go
   *[other] je
} (Linux: { $off } albo { $down }; Windows: tryb samolotowy albo wyłączenie karty w ustawieniach sieci) albo poproś sędziego o zgodę przez --allow-network.
tournament-entry-network-unknown = Tryb turniejowy nie mógł odczytać listy interfejsów sieciowych, więc nie rusza; sędzia może zezwolić na partię przez --allow-network.
tournament-entry-network-allowed = { $count ->
    [0] PIN sędziego zezwolił na tę partię, choć nie dało się sprawdzić sieci; jest to zapisane w pliku partii.
    [one] PIN sędziego zezwolił na tę partię z działającym interfejsem sieciowym: { $interfaces }; jest to zapisane w pliku partii.
   *[other] PIN sędziego zezwolił na tę partię z działającymi interfejsami sieciowymi: { $interfaces }; jest to zapisane w pliku partii.
}
tournament-entry-network-came-up = { $count ->
    [one] Włączył się interfejs sieciowy: { $interfaces }. Jest to zapisane w pliku partii; wyłącz go.
   *[other] Włączyły się interfejsy sieciowe: { $interfaces }. Jest to zapisane w pliku partii; wyłącz je.
}
tournament-entry-pin-question = Sędzio: wpisz PIN i naciśnij Enter; nie jest wyświetlany.
tournament-entry-pin-empty = PIN sędziego jest pusty: wpisz PIN z co najmniej jednym znakiem.
tournament-entry-pin-no-terminal = PIN sędziego wpisuje się w terminalu, a terminala nie ma: uruchom hektor w terminalu albo podaj PIN w zmiennej środowiskowej { $variable }.
tournament-entry-pin-not-typed = Nie wpisano PIN-u, więc tryb turniejowy nie rusza; uruchom polecenie jeszcze raz.
tournament-entry-pin-wrong = To nie jest PIN sędziego tej partii, więc na nic nie zezwolono i partia nie rusza.
tournament-entry-pin-none = Tę partię zaczęto bez PIN-u sędziego, więc PIN-em nie można na nic zezwolić.
tournament-entry-pin-no-random = System nie dał liczb losowych do bezpiecznego przechowania PIN-u, więc tryb turniejowy nie rusza; spróbuj jeszcze raz.
tournament-entry-id-replaced = Nie dało się odczytać identyfikatora instalacji w { $path }; utworzono nowy i tam zapisano.
tournament-entry-id-not-kept = Nie dało się zapisać identyfikatora instalacji: { $error }
tournament-entry-ask-event = Tryb turniejowy. Nazwa turnieju? Enter zostawia ją pustą.
tournament-entry-ask-round = Runda?
tournament-entry-ask-board = Numer szachownicy?
tournament-entry-ask-side = Kolor gracza: białe czy czarne?
tournament-entry-ask-name = Imię i nazwisko gracza?
tournament-entry-not-a-side = „{ $line }” to nie kolor.

arbiter-title = hektor dla sędziego: tryb turniejowy.
arbiter-identity = Wersja { $version }. SHA-256 programu: { $sha }. Identyfikator instalacji: { $id }.
arbiter-unknown = nieznany
arbiter-does = Ruchy są zapisywane i odczytywane tak, jak je wpisano: bez sprawdzania ruchów, szacha i mata, bez pytań o szachownicę i bez szachownicy, chyba że zezwoli Twój PIN. Tryb nie rusza przy działającej sieci innej niż loopback, chyba że zezwoli Twój PIN; sprawdza co minutę. Każda czynność trafia do dziennika z czasem i skrótem poprzedniego wpisu.
arbiter-code = Zanotuj sześciocyfrowy kod z ekranu, np. 482 913. Po partii: hektor verify PLIK --code KOD.
arbiter-limits = hektor działa na zwykłym komputerze: nie zatrzyma innych programów.
