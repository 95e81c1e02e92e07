# Shared UI words.
app-name = hektor
