# Drukowany blankiet zapisu partii (hektor export --format text).
# Litery bierek: król, hetman, wieża, goniec, skoczek.
scoresheet-pieces = K H W G S
scoresheet-castle-short = O-O
scoresheet-castle-long = O-O-O
scoresheet-draw-offer = (=)
scoresheet-unchecked-mark = (?)
scoresheet-not-legal = Posunięcie { $number } według zapisu ({ $side }), { $move }, nie jest legalne: ono i posunięcia po nim zostają tak, jak zapisano, oznaczone { $mark }, niesprawdzone.
scoresheet-event = Turniej
scoresheet-site = Miejsce
scoresheet-date = Data
scoresheet-round = Runda
scoresheet-white = Białe
scoresheet-black = Czarne
scoresheet-time-control = Tempo gry
scoresheet-result = Wynik
scoresheet-unfinished = partia nieukończona
scoresheet-page = Strona { $number }
scoresheet-end-checkmate = mat
scoresheet-end-stalemate = pat
scoresheet-end-resignation = poddanie
scoresheet-end-time-forfeit = przekroczenie czasu
scoresheet-end-draw-agreement = remis za zgodą
scoresheet-end-repetition = powtórzenie pozycji
scoresheet-end-fifty-moves = zasada 50 posunięć
scoresheet-end-insufficient-material = niewystarczający materiał
scoresheet-end-adjudication = decyzja sędziego
scoresheet-board = Szachownica
