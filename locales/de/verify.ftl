# hektor verify: die Prüfung der Kette von Hashes einer Partiedatei und der kurze Code
# ihrer letzten Zeile (`time` sagt ihn, der Bildschirm zeigt ihn im Turniermodus).

log-code = Code { $code }.
verify-intact = Unverändert: { $actions }, { $moves }, { $corrections }, { $resumes }, { $mode }.
verify-actions = { $count ->
    [one] 1 Aktion
   *[other] { $count } Aktionen
}
verify-moves = { $count ->
    [one] 1 Zug
   *[other] { $count } Züge
}
verify-corrections = { $count ->
    [one] 1 Korrektur
   *[other] { $count } Korrekturen
}
verify-resumes = { $count ->
    [0] keine Fortsetzung
    [one] 1 Fortsetzung (die längste Pause { $gap })
   *[other] { $count } Fortsetzungen (die längste Pause { $gap })
}
verify-mode-throughout = durchgehend im Turniermodus
verify-mode-left = Turniermodus in Zeile { $line } mit der PIN des Schiedsrichters verlassen
verify-mode-never = nicht im Turniermodus gespielt
verify-identity = Begonnen von Installation { $installation }, hektor { $version }, SHA-256 des Programms { $sha256 }.
verify-identity-resumed = Fortgesetzt in Zeile { $line } von Installation { $installation }, hektor { $version }, SHA-256 des Programms { $sha256 }.
verify-code = Der Code der letzten Zeile: { $code }.
verify-code-differs = Der Code der letzten Zeile ist { $code }, nicht { $given }: das Ende der Datei wurde abgeschnitten oder ergänzt.
verify-code-unreadable = { $given } ist kein Code: geben Sie seine sechs Ziffern so ein, wie der Bildschirm sie zeigt, zum Beispiel 482 913.
verify-repair-torn = In Zeile { $line } hat eine Fortsetzung Zeile { $left } ausgelassen, die ein Absturz abgeschnitten hatte (SHA-256 { $sha256 }).
verify-repair-left-out = In Zeile { $line } hat eine Fortsetzung { $count ->
    [one] 1 beschädigte Zeile
   *[other] { $count } beschädigte Zeilen
} ausgelassen, die erste ist Zeile { $left } (SHA-256 { $sha256 }); die Datei, wie sie war, liegt daneben, ihr Name endet auf .damaged.
verify-broken-before-repair = Zeile { $line } der Datei, wie sie war, folgte nicht auf die Zeile davor, und eine Fortsetzung in Zeile { $repair } hat die Zeilen danach neu geschrieben.
verify-altered = Zeile { $line } wurde verändert.
verify-altered-or-removed = Zeile { $line } wurde verändert, oder eine Zeile danach wurde entfernt.
verify-between = Die Kette reißt zwischen den Zeilen { $before } und { $line }: eine von ihnen wurde verändert, oder eine Zeile dazwischen wurde entfernt.
verify-added = Zeile { $line } wurde hinzugefügt.
verify-reordered = Zeile { $line } steht nicht an ihrem Platz: sie wurde verschoben.
verify-unlinked = Zeile { $line } nennt keine Zeile vor ihr: sie wurde hinzugefügt, oder die Datei schrieb ein hektor ohne die Kette von Hashes.
verify-start-removed = Zeile { $line } ist nicht der Beginn einer Partie: der Anfang der Datei wurde entfernt.
verify-torn-end = Die letzte Zeile, { $line }, bricht ab: hektor wurde beim Schreiben beendet; eine Fortsetzung lässt sie aus und nennt sie.
