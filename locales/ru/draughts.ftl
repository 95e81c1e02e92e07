# Слова ходов в шашках по-русски.
#
# draughts-number-* и draughts-tens-* — номера полей 1-50; draughts-number-compound
# составляет числа между ними из десятков ($tens) и единиц ($units). Число,
# называющее поле, стоит в начальной форме: «поле двадцать один». *-variants перечисляет
# другие написания, которые принимает ввод хода, через "|".

draughts-number-1 = один
draughts-number-2 = два
draughts-number-3 = три
draughts-number-4 = четыре
draughts-number-5 = пять
draughts-number-6 = шесть
draughts-number-7 = семь
draughts-number-8 = восемь
draughts-number-9 = девять
draughts-number-10 = десять
draughts-number-11 = одиннадцать
draughts-number-12 = двенадцать
draughts-number-13 = тринадцать
draughts-number-14 = четырнадцать
draughts-number-15 = пятнадцать
draughts-number-16 = шестнадцать
draughts-number-17 = семнадцать
draughts-number-18 = восемнадцать
draughts-number-19 = девятнадцать
draughts-tens-2 = двадцать
draughts-tens-3 = тридцать
draughts-tens-4 = сорок
draughts-tens-5 = пятьдесят
draughts-number-compound = { $tens } { $units }

draughts-captures = бьёт
draughts-captures-variants = бьет | берёт | берет | бить | взятие
draughts-crowned = дамка
draughts-crowned-variants = в дамки | становится дамкой | дамкой
