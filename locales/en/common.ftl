# Shared UI words.
app-name = hektor
config-unknown-key = The configuration file { $path } has the key { $key }, which hektor does not know; it is left out and the other settings apply. Check its spelling in the README.
