config-unknown-key = Plik ustawień { $path } zawiera klucz { $key }, którego hektor nie zna; został pominięty, pozostałe ustawienia obowiązują. Sprawdź pisownię w README.
