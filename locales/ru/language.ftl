## The language itself, as the build reads it to offer the language: a folder
## locales/<code>/ with this file and the other files of locales/en, translated, is a
## new UI language (no code changes).

# The language's own name, as the command line's help lists it.
language-name = Русский
# The codes that choose this language (`--lang`, config.toml's `lang`), separated by
# spaces; the folder's name is one of them. A region or an encoding after a code
# (`ru-XX`, `ru_XX.UTF-8`) chooses it too.
language-codes = ru
# The mark between a number's whole part and its fraction: "." or ",".
language-decimal-mark = ,
language-date-order = day-first
