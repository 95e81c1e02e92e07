# Turniermodus in der Partie (play --tournament): was gesagt und verweigert wird.
tournament-greeting = Turniermodus: Jeder Zug wird so aufgezeichnet, wie er eingegeben wird, ohne Prüfung der Regeln und ohne Hilfe vom Brett, und jede Handlung wird für den Schiedsrichter protokolliert.
tournament-greeting-left = Diese Partie begann im Turniermodus, den die PIN des Schiedsrichters beendet hat: Züge werden wieder geprüft, und das Protokoll läuft weiter.
tournament-board-questions-allowed = Der Schiedsrichter hat diesem Spieler Fragen zum Brett erlaubt.
tournament-screen-line = Turniermodus: Züge wie eingegeben, keine Hilfe, jede Handlung protokolliert.
tournament-screen-line-left = Turniermodus mit der PIN des Schiedsrichters verlassen; das Protokoll läuft weiter.
tournament-no-board-questions = Im Turniermodus beantwortet hektor keine Fragen zum Brett; nur der Schiedsrichter kann sie vor der Partie erlauben.
tournament-no-claims = Im Turniermodus beurteilt hektor keinen Anspruch: Halten Sie die Uhren an und rufen Sie den Schiedsrichter.
tournament-no-pin-set = Im Turniermodus braucht das die PIN des Schiedsrichters, und für diese Partie wurde keine gesetzt: Rufen Sie den Schiedsrichter.
tournament-pin-question = { $purpose ->
    [leave] Schiedsrichter: Geben Sie die PIN ein, um den Turniermodus zu verlassen, oder eine leere Zeile zum Abbrechen.
   *[reconcile] Schiedsrichter: Geben Sie die PIN ein, um die Partieformulare während der Partie zu vergleichen, oder eine leere Zeile zum Abbrechen.
}
tournament-pin-wrong = Das ist nicht die PIN des Schiedsrichters: Nichts wurde geändert.
tournament-pin-cancelled = Es wurde keine PIN eingegeben: Nichts wurde geändert.
tournament-ask-leave = Den Turniermodus vor dem Ergebnis verlassen? Das Protokoll hält es für den Schiedsrichter fest. Ja oder nein.
tournament-left = Der Turniermodus ist aus: Züge werden wieder nach den Regeln geprüft, und die Fragen zum Brett sind offen. Das Protokoll hält fest, dass der Schiedsrichter es erlaubt hat.
tournament-left-as-written = Der Turniermodus ist aus, und das Protokoll hält es fest; die Züge werden weiter so aufgezeichnet, wie sie eingegeben werden, weil sich die Aufzeichnung so nicht auf einem Brett spielen lässt.
tournament-not-in-mode = Diese Partie ist nicht im Turniermodus.
tournament-already-open = Der Turniermodus bindet diese Partie nicht mehr: Alles ist offen.
tournament-flag-result = Im Turniermodus entscheidet hektor das Ergebnis bei Zeitüberschreitung nicht: Halten Sie die Uhren an, rufen Sie den Schiedsrichter und geben Sie es mit „Ergebnis“ ein, zum Beispiel: Ergebnis 1-0.
tournament-other-game = Der Turniermodus zeichnet nur Schach- und Damepartien auf.
tournament-no-board-shown = Kein Brett im Turniermodus: Das Partieformular zeigt die Züge, wie sie notiert wurden.
tournament-no-replay = Im Turniermodus gibt es während der Partie kein Nachspielen und keine Analyse; nach dem Ergebnis ist alles wieder offen.
tournament-no-export = Im Turniermodus wird das Partieformular nach dem Ergebnis exportiert: Ein Export prüft die Züge nach den Regeln.
tournament-board-unknown = Das Brett lässt sich nicht sagen: Die Aufzeichnung lässt sich über ihren ersten regelwidrigen Zug hinaus nicht auf einem Brett spielen.
tournament-identity-line = hektor { $version }, Installation { $installation }…, Programmdatei { $sha }…
tournament-command-closed = Eine Partie im Turniermodus ist offen ({ $path }): { $command } wartet auf ihr Ergebnis, wie jede Hilfe zur Stellung.
