//! The names of commands and the words after them in every UI language at once, read
//! from the locale files.

use super::*;

/// The names `spec` has in the UI language of `locale`, as written in its locale file
/// (`час`, `Zeit`, `мій час`); none for the entries without names (moves, yes and no).
pub fn names_in(locale: &crate::i18n::Locale, spec: &CommandSpec) -> Vec<String> {
    let id = spec.help_id.replacen("-help-", "-words-", 1);
    if spec.names.is_empty() || !locale.has_own(&id) {
        return Vec::new();
    }
    words_of(locale, &id)
}

/// The comma-separated words of the message `id` in `locale`, each with single spaces.
pub(super) fn words_of(locale: &crate::i18n::Locale, id: &str) -> Vec<String> {
    locale
        .text(id)
        .split(',')
        .map(|name| name.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|name| !name.is_empty())
        .collect()
}

/// "last" of `moves last 5` in every UI language, in lower case (`останні`, `letzte`).
pub fn last_words() -> &'static [String] {
    everywhere("replay-words-moves-last")
}

/// The messages whose words the readers take in every language at once.
pub(super) const EVERYWHERE: [&str; 31] = [
    "replay-words-moves-last",
    "words-reason-resignation",
    "words-reason-time",
    "words-reason-agreement",
    "words-reason-checkmate",
    "words-reason-stalemate",
    "words-reason-material",
    "words-reason-arbiter",
    "words-line",
    "words-comment",
    "words-mistake",
    "words-player",
    "words-event",
    "words-date",
    "words-opening",
    "words-result",
    "words-agreed",
    "words-repetition",
    "words-fifty",
    "words-done",
    "words-clear",
    "words-game",
    "words-white",
    "words-black",
    "words-king",
    "words-queen",
    "words-rook",
    "words-bishop",
    "words-knight",
    "words-pawn",
    "words-man",
];

/// Whether `word` (lower case) is one of the words of message `id` (one of
/// [`EVERYWHERE`]) in some language (`undo result`, `undo результат`).
pub fn is_word(id: &str, word: &str) -> bool {
    everywhere(id).iter().any(|w| w == word)
}

/// The words of message `id` (one of [`EVERYWHERE`]) in every language, in lower case,
/// each once; read once from the locale files.
pub(super) fn everywhere(id: &str) -> &'static [String] {
    static WORDS: std::sync::OnceLock<Vec<Vec<String>>> = std::sync::OnceLock::new();
    let all = WORDS.get_or_init(|| {
        let locales = every_locale();
        EVERYWHERE
            .iter()
            .map(|id| in_every_language(&locales, |locale| words_of(locale, id), &[]))
            .collect()
    });
    EVERYWHERE
        .iter()
        .position(|known| *known == id)
        .and_then(|index| all.get(index))
        .map_or(&[], Vec::as_slice)
}

/// The meaning `table` gives the first of its messages that has `word` in some language
/// (`("words-knight", PieceKind::Knight)`, `("words-line", Seek::Line)`).
pub fn meaning_of<T: Copy>(table: &[(&str, T)], word: &str) -> Option<T> {
    table
        .iter()
        .find(|(id, _)| is_word(id, word))
        .map(|(_, meaning)| *meaning)
}

/// The messages of every language, the pseudo-locale too.
pub(super) fn every_locale() -> Vec<crate::i18n::Locale> {
    crate::i18n::Lang::EVERY
        .into_iter()
        .map(crate::i18n::Locale::new)
        .collect()
}

/// What `of` gives in each of `locales`, in lower case, each once, but the words of
/// `known`.
pub(super) fn in_every_language(
    locales: &[crate::i18n::Locale],
    of: impl Fn(&crate::i18n::Locale) -> Vec<String>,
    known: &[&str],
) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for word in locales.iter().flat_map(of) {
        let word = word.to_lowercase();
        if !words.contains(&word) && !known.contains(&word.as_str()) {
            words.push(word);
        }
    }
    words
}

/// The names of every entry of [`COMMANDS`] in every UI language, in lower case and in
/// the table's order; read once from the locale files.
pub(super) fn ui_names() -> &'static [Vec<String>] {
    static NAMES: std::sync::OnceLock<Vec<Vec<String>>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let locales = every_locale();
        COMMANDS
            .iter()
            .map(|spec| in_every_language(&locales, |locale| names_in(locale, spec), spec.names))
            .collect()
    })
}
