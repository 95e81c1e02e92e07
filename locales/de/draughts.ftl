# Die Wörter der Damezüge auf Deutsch.
#
# draughts-number-* und draughts-tens-* nennen die Feldnummern 1-50;
# draughts-number-compound setzt die Zahlen dazwischen aus Einer ($units; eins wird ein)
# und Zehner ($tens) zusammen. *-variants nennt weitere Schreibweisen, die die Zugeingabe
# annimmt, getrennt durch "|".

draughts-number-1 = eins
draughts-number-2 = zwei
draughts-number-3 = drei
draughts-number-4 = vier
draughts-number-5 = fünf
draughts-number-6 = sechs
draughts-number-7 = sieben
draughts-number-8 = acht
draughts-number-9 = neun
draughts-number-10 = zehn
draughts-number-11 = elf
draughts-number-12 = zwölf
draughts-number-13 = dreizehn
draughts-number-14 = vierzehn
draughts-number-15 = fünfzehn
draughts-number-16 = sechzehn
draughts-number-17 = siebzehn
draughts-number-18 = achtzehn
draughts-number-19 = neunzehn
draughts-tens-2 = zwanzig
draughts-tens-3 = dreißig
draughts-tens-4 = vierzig
draughts-tens-5 = fünfzig
draughts-number-compound = { $units ->
        [eins] ein
       *[other] { $units }
    }und{ $tens }

draughts-captures = schlägt
draughts-captures-variants = schlaegt | schlagt | nimmt | springt
draughts-crowned = Dame
draughts-crowned-variants = wird Dame
