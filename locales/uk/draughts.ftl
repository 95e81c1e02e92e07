# Слова ходів у шашках українською.
#
# draughts-number-* і draughts-tens-* — номери полів 1-50; draughts-number-compound
# складає числа між ними з десятків ($tens) і одиниць ($units). Число, що
# називає поле, стоїть у початковій формі: «поле двадцять один». *-variants перелічує
# інші написання, які приймає введення ходу, через "|".

draughts-number-1 = один
draughts-number-2 = два
draughts-number-3 = три
draughts-number-4 = чотири
draughts-number-5 = п'ять
draughts-number-6 = шість
draughts-number-7 = сім
draughts-number-8 = вісім
draughts-number-9 = дев'ять
draughts-number-10 = десять
draughts-number-11 = одинадцять
draughts-number-12 = дванадцять
draughts-number-13 = тринадцять
draughts-number-14 = чотирнадцять
draughts-number-15 = п'ятнадцять
draughts-number-16 = шістнадцять
draughts-number-17 = сімнадцять
draughts-number-18 = вісімнадцять
draughts-number-19 = дев'ятнадцять
draughts-tens-2 = двадцять
draughts-tens-3 = тридцять
draughts-tens-4 = сорок
draughts-tens-5 = п'ятдесят
draughts-number-compound = { $tens } { $units }

draughts-captures = б'є
draughts-captures-variants = бере | бий | бити | взяття
draughts-crowned = дамка
draughts-crowned-variants = в дамки | стає дамкою | дамкою
