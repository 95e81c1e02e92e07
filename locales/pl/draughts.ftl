# Słowa ruchów w warcabach po polsku.
#
# draughts-number-* i draughts-tens-* to numery pól 1-50; draughts-number-compound
# składa liczby pomiędzy z dziesiątek ($tens) i jedności ($units). Liczba
# nazywająca pole stoi w formie podstawowej: „pole dwadzieścia jeden”. *-variants to
# inne pisownie, które przyjmuje wprowadzanie ruchu, rozdzielone "|".

draughts-number-1 = jeden
draughts-number-2 = dwa
draughts-number-3 = trzy
draughts-number-4 = cztery
draughts-number-5 = pięć
draughts-number-6 = sześć
draughts-number-7 = siedem
draughts-number-8 = osiem
draughts-number-9 = dziewięć
draughts-number-10 = dziesięć
draughts-number-11 = jedenaście
draughts-number-12 = dwanaście
draughts-number-13 = trzynaście
draughts-number-14 = czternaście
draughts-number-15 = piętnaście
draughts-number-16 = szesnaście
draughts-number-17 = siedemnaście
draughts-number-18 = osiemnaście
draughts-number-19 = dziewiętnaście
draughts-tens-2 = dwadzieścia
draughts-tens-3 = trzydzieści
draughts-tens-4 = czterdzieści
draughts-tens-5 = pięćdziesiąt
draughts-number-compound = { $tens } { $units }

draughts-captures = bije
draughts-captures-variants = zbija | bicie | bić
draughts-crowned = damka
draughts-crowned-variants = na damkę | damką | zostaje damką
