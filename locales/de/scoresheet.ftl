# Das gedruckte Partieformular (hektor export --format text).
# Figurenbuchstaben: König, Dame, Turm, Läufer, Springer.
scoresheet-pieces = K D T L S
scoresheet-castle-short = 0-0
scoresheet-castle-long = 0-0-0
scoresheet-draw-offer = (=)
scoresheet-unchecked-mark = (?)
scoresheet-not-legal = Zug { $number } laut Aufzeichnung ({ $side }), { $move }, ist nicht legal: Er und die Züge danach stehen wie aufgezeichnet, markiert mit { $mark }, ungeprüft.
scoresheet-event = Turnier
scoresheet-site = Ort
scoresheet-date = Datum
scoresheet-round = Runde
scoresheet-white = Weiß
scoresheet-black = Schwarz
scoresheet-time-control = Bedenkzeit
scoresheet-result = Ergebnis
scoresheet-unfinished = Partie nicht beendet
scoresheet-page = Seite { $number }
scoresheet-end-checkmate = Matt
scoresheet-end-stalemate = Patt
scoresheet-end-resignation = Aufgabe
scoresheet-end-time-forfeit = Zeitüberschreitung
scoresheet-end-draw-agreement = Remis vereinbart
scoresheet-end-repetition = Stellungswiederholung
scoresheet-end-fifty-moves = 50-Züge-Regel
scoresheet-end-insufficient-material = ungenügendes Material
scoresheet-end-adjudication = Schiedsrichterentscheid
scoresheet-board = Brett
