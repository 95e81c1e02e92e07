# Tryb turniejowy w partii (play --tournament): co jest mówione i czego się odmawia.
tournament-greeting = Tryb turniejowy: każdy ruch jest zapisywany tak, jak go wpisano, bez sprawdzania przepisów i bez podpowiedzi z szachownicy, a każda czynność trafia do dziennika dla sędziego.
tournament-greeting-left = Ta partia zaczęła się w trybie turniejowym, który zakończył PIN sędziego: ruchy są znowu sprawdzane, a dziennik jest prowadzony dalej.
tournament-board-questions-allowed = Sędzia zezwolił temu graczowi na pytania o szachownicę.
tournament-screen-line = Tryb turniejowy: ruchy jak wpisano, bez podpowiedzi, każda czynność w dzienniku.
tournament-screen-line-left = Tryb turniejowy opuszczony PIN-em sędziego; dziennik jest prowadzony dalej.
tournament-no-board-questions = W trybie turniejowym hektor nie odpowiada na pytania o szachownicę; zezwolić na nie może tylko sędzia, przed partią.
tournament-no-claims = W trybie turniejowym hektor nie rozstrzyga reklamacji: zatrzymaj zegar i zawołaj sędziego.
tournament-no-pin-set = W trybie turniejowym wymaga to PIN-u sędziego, a dla tej partii go nie ustawiono: zawołaj sędziego.
tournament-pin-question = { $purpose ->
    [leave] Sędzio, wpisz PIN, aby opuścić tryb turniejowy, albo pusty wiersz, aby anulować.
   *[reconcile] Sędzio, wpisz PIN, aby porównać blankiety w trakcie partii, albo pusty wiersz, aby anulować.
}
tournament-pin-wrong = To nie jest PIN sędziego: nic nie zmieniono.
tournament-pin-cancelled = Nie wpisano PIN-u: nic nie zmieniono.
tournament-ask-leave = Opuścić tryb turniejowy przed wynikiem? Dziennik zachowa to dla sędziego. Tak czy nie.
tournament-left = Tryb turniejowy jest wyłączony: ruchy są znowu sprawdzane według przepisów, a pytania o szachownicę są dostępne. Dziennik zachowuje, że zezwolił na to sędzia.
tournament-left-as-written = Tryb turniejowy jest wyłączony, a dziennik to zachowuje; ruchy są nadal zapisywane tak, jak je wpisano, bo zapisanej partii nie da się rozegrać na szachownicy.
tournament-not-in-mode = Ta partia nie jest w trybie turniejowym.
tournament-already-open = Tryb turniejowy już nie ogranicza tej partii: wszystko jest dostępne.
tournament-flag-result = W trybie turniejowym hektor nie rozstrzyga wyniku na czas: zatrzymaj zegar, zawołaj sędziego i wpisz go poleceniem „wynik”, na przykład: wynik 1-0.
tournament-other-game = Tryb turniejowy prowadzi zapis tylko partii szachowych i warcabowych.
tournament-no-board-shown = W trybie turniejowym nie ma szachownicy: blankiet pokazuje ruchy tak, jak je zapisano.
tournament-no-replay = W trybie turniejowym w trakcie partii nie ma przeglądania ani analizy; po wyniku wszystko jest znowu dostępne.
tournament-no-export = W trybie turniejowym blankiet eksportuje się po wyniku: eksport sprawdza ruchy według przepisów.
tournament-board-unknown = Nie da się powiedzieć, co stoi na szachownicy: zapisanej partii nie da się rozegrać dalej niż do jej pierwszego nieprawidłowego ruchu.
tournament-identity-line = hektor { $version }, instalacja { $installation }…, plik programu { $sha }…
tournament-command-closed = Otwarta jest partia w trybie turniejowym ({ $path }): { $command } czeka na jej wynik, jak każda pomoc dotycząca pozycji.
