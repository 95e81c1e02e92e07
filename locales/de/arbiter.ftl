# Turniermodus: der Eintritt (play --tournament) und die Seite für den Schiedsrichter (hektor arbiter).

tournament-entry-auto-confirm = Im Turniermodus wird jeder Zug vorgelesen, bevor er notiert wird; --tournament geht daher nicht mit --auto-confirm: Lassen Sie das weg.
tournament-entry-player-mode = { $rule } Darum ist der Turniermodus hier nicht für den Spielermodus: Starten Sie ihn mit --mode assistant.
tournament-entry-network-up = Der Turniermodus startet nicht, solange { $count ->
    [one] eine Netzwerkschnittstelle aktiv ist
   *[other] Netzwerkschnittstellen aktiv sind
}: { $interfaces }. Schalten Sie sie ab (Linux: { $off } oder { $down }; Windows: Flugzeugmodus oder den Adapter in den Netzwerkeinstellungen deaktivieren), oder lassen Sie es den Schiedsrichter mit --allow-network erlauben.
tournament-entry-network-unknown = Der Turniermodus konnte die Netzwerkschnittstellen nicht auflisten und startet daher nicht; der Schiedsrichter kann die Partie mit --allow-network erlauben.
tournament-entry-network-allowed = { $count ->
    [0] Die PIN des Schiedsrichters hat diese Partie erlaubt, obwohl das Netzwerk nicht geprüft werden konnte; das steht in der Partiedatei.
    [one] Die PIN des Schiedsrichters hat diese Partie mit einer aktiven Netzwerkschnittstelle erlaubt: { $interfaces }; das steht in der Partiedatei.
   *[other] Die PIN des Schiedsrichters hat diese Partie mit aktiven Netzwerkschnittstellen erlaubt: { $interfaces }; das steht in der Partiedatei.
}
tournament-entry-network-came-up = { $count ->
    [one] Eine Netzwerkschnittstelle ist aktiv geworden: { $interfaces }. Das steht in der Partiedatei; schalten Sie sie ab.
   *[other] Netzwerkschnittstellen sind aktiv geworden: { $interfaces }. Das steht in der Partiedatei; schalten Sie sie ab.
}
tournament-entry-pin-question = Schiedsrichter: Geben Sie die PIN ein und drücken Sie Enter; sie wird nicht angezeigt.
tournament-entry-pin-empty = Die PIN des Schiedsrichters ist leer: Geben Sie eine mit mindestens einem Zeichen ein.
tournament-entry-pin-no-terminal = Die PIN des Schiedsrichters wird an einem Terminal eingegeben, und es gibt keines: Starten Sie hektor an einem Terminal, oder geben Sie die PIN in der Umgebungsvariablen { $variable } an.
tournament-entry-pin-not-typed = Es wurde keine PIN eingegeben, daher startet der Turniermodus nicht; führen Sie den Befehl noch einmal aus.
tournament-entry-pin-wrong = Das ist nicht die PIN des Schiedsrichters für diese Partie; nichts wurde erlaubt, und die Partie startet nicht.
tournament-entry-pin-none = Diese Partie wurde ohne PIN des Schiedsrichters begonnen, daher kann mit einer nichts erlaubt werden.
tournament-entry-pin-no-random = Das System hat keine Zufallszahlen geliefert, um die PIN sicher aufzubewahren, daher startet der Turniermodus nicht; versuchen Sie es noch einmal.
tournament-entry-id-replaced = Die Installationskennung in { $path } war nicht lesbar; eine neue wurde erzeugt und dort gespeichert.
tournament-entry-id-not-kept = Die Installationskennung konnte nicht gespeichert werden: { $error }
tournament-entry-ask-event = Turniermodus. Die Veranstaltung? Enter lässt sie leer.
tournament-entry-ask-round = Die Runde?
tournament-entry-ask-board = Die Brettnummer?
tournament-entry-ask-side = Die Farbe des Spielers: Weiß oder Schwarz?
tournament-entry-ask-name = Der Name des Spielers?
tournament-entry-not-a-side = „{ $line }“ ist keine Farbe.

arbiter-title = hektor für den Schiedsrichter: der Turniermodus.
arbiter-identity = Version { $version }. SHA-256 des Programms: { $sha }. Installationskennung: { $id }.
arbiter-unknown = unbekannt
arbiter-does = Züge werden notiert und vorgelesen, wie sie getippt wurden: keine Zugprüfung, kein Schach oder Matt, keine Brettfragen, kein Brett, außer Ihre PIN erlaubt es. Der Modus startet nicht bei aktivem Netzwerk außer Loopback, außer Ihre PIN erlaubt es, und prüft jede Minute. Jede Aktion wird mit Zeit und dem Hash des vorigen Eintrags protokolliert.
arbiter-code = Notieren Sie den sechsstelligen Code auf dem Bildschirm, etwa 482 913. Nach der Partie: hektor verify DATEI --code CODE.
arbiter-limits = hektor läuft auf einem gewöhnlichen Computer: Andere Programme kann es nicht verhindern.
