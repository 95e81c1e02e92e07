# The words of draughts moves in English.
#
# draughts-number-* and draughts-tens-* spell the square numbers 1-50;
# draughts-number-compound joins a tens word ($tens) and a units word ($units)
# for the numbers between. A number naming a square is said as it stands.
# *-variants lists further spellings the move reader accepts, separated by "|".

draughts-number-1 = one
draughts-number-2 = two
draughts-number-3 = three
draughts-number-4 = four
draughts-number-5 = five
draughts-number-6 = six
draughts-number-7 = seven
draughts-number-8 = eight
draughts-number-9 = nine
draughts-number-10 = ten
draughts-number-11 = eleven
draughts-number-12 = twelve
draughts-number-13 = thirteen
draughts-number-14 = fourteen
draughts-number-15 = fifteen
draughts-number-16 = sixteen
draughts-number-17 = seventeen
draughts-number-18 = eighteen
draughts-number-19 = nineteen
draughts-tens-2 = twenty
draughts-tens-3 = thirty
draughts-tens-4 = forty
draughts-tens-5 = fifty
draughts-number-compound = { $tens }-{ $units }

draughts-captures = takes
draughts-captures-variants = take | captures | capture | jumps
draughts-crowned = king
draughts-crowned-variants = crowned | crowns | becomes king
