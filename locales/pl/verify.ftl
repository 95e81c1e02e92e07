# hektor verify: sprawdzenie łańcucha skrótów pliku partii i krótki kod jego ostatniego
# wiersza (mówi go `time` i pokazuje ekran w trybie turniejowym).

log-code = Kod { $code }.
verify-intact = Nienaruszony: { $actions }, { $moves }, { $corrections }, { $resumes }, { $mode }.
verify-actions = { $count ->
    [one] 1 czynność
    [few] { $count } czynności
   *[other] { $count } czynności
}
verify-moves = { $count ->
    [one] 1 ruch
    [few] { $count } ruchy
   *[other] { $count } ruchów
}
verify-corrections = { $count ->
    [one] 1 poprawka
    [few] { $count } poprawki
   *[other] { $count } poprawek
}
verify-resumes = { $count ->
    [0] bez wznowień
    [one] 1 wznowienie (najdłuższa przerwa { $gap })
    [few] { $count } wznowienia (najdłuższa przerwa { $gap })
   *[other] { $count } wznowień (najdłuższa przerwa { $gap })
}
verify-mode-throughout = cały czas w trybie turniejowym
verify-mode-left = tryb turniejowy opuszczony w wierszu { $line } z PIN-em sędziego
verify-mode-never = partia rozegrana poza trybem turniejowym
verify-identity = Rozpoczęta w instalacji { $installation }, hektor { $version }, SHA-256 programu { $sha256 }.
verify-identity-resumed = Wznowiona w wierszu { $line } w instalacji { $installation }, hektor { $version }, SHA-256 programu { $sha256 }.
verify-code = Kod ostatniego wiersza: { $code }.
verify-code-differs = Kod ostatniego wiersza to { $code }, nie { $given }: koniec pliku odcięto albo coś do niego dopisano.
verify-code-unreadable = { $given } to nie kod: podaj jego sześć cyfr tak, jak pokazuje je ekran, na przykład 482 913.
verify-repair-torn = W wierszu { $line } wznowienie pominęło wiersz { $left }, który urwała awaria (SHA-256 { $sha256 }).
verify-repair-left-out = W wierszu { $line } wznowienie pominęło { $count ->
    [one] 1 uszkodzony wiersz
    [few] { $count } uszkodzone wiersze
   *[other] { $count } uszkodzonych wierszy
}, pierwszy to wiersz { $left } (SHA-256 { $sha256 }); plik w poprzedniej postaci jest obok, jego nazwa kończy się na .damaged.
verify-broken-before-repair = Wiersz { $line } pliku w poprzedniej postaci nie był dalszym ciągiem wiersza przed nim, a wznowienie w wierszu { $repair } zapisało wiersze po nim od nowa.
verify-altered = Wiersz { $line } został zmieniony.
verify-altered-or-removed = Wiersz { $line } został zmieniony albo usunięto wiersz po nim.
verify-between = Łańcuch rwie się między wierszami { $before } i { $line }: jeden z nich zmieniono albo usunięto wiersz między nimi.
verify-added = Wiersz { $line } został dopisany.
verify-reordered = Wiersz { $line } stoi nie na swoim miejscu: przeniesiono go.
verify-unlinked = Wiersz { $line } nie wskazuje wiersza przed sobą: dopisano go albo plik zapisał hektor bez łańcucha skrótów.
verify-start-removed = Wiersz { $line } nie jest początkiem partii: początek pliku usunięto.
verify-torn-end = Ostatni wiersz, { $line }, urywa się: hektor zatrzymano podczas jego zapisu; wznowienie go pominie i wskaże.
