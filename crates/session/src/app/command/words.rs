//! The names of commands and the words after them in every UI language at once, read
//! from the locale files.

use super::*;
use crate::msg;

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
    everywhere(msg::REPLAY_WORDS_MOVES_LAST)
}

/// The messages whose words the readers take in every language at once.
pub(super) const EVERYWHERE: [&str; 33] = [
    msg::REPLAY_WORDS_MOVES_LAST,
    msg::WORDS_REASON_RESIGNATION,
    msg::WORDS_REASON_TIME,
    msg::WORDS_REASON_AGREEMENT,
    msg::WORDS_REASON_CHECKMATE,
    msg::WORDS_REASON_STALEMATE,
    msg::WORDS_REASON_MATERIAL,
    msg::WORDS_REASON_ARBITER,
    msg::WORDS_LINE,
    msg::WORDS_COMMENT,
    msg::WORDS_MISTAKE,
    msg::WORDS_PLAYER,
    msg::WORDS_EVENT,
    msg::WORDS_DATE,
    msg::WORDS_OPENING,
    msg::WORDS_RESULT,
    msg::WORDS_AGREED,
    msg::WORDS_RESIGNS,
    msg::WORDS_FIELD,
    msg::WORDS_REPETITION,
    msg::WORDS_FIFTY,
    msg::WORDS_DONE,
    msg::WORDS_CLEAR,
    msg::WORDS_GAME,
    msg::WORDS_WHITE,
    msg::WORDS_BLACK,
    msg::WORDS_KING,
    msg::WORDS_QUEEN,
    msg::WORDS_ROOK,
    msg::WORDS_BISHOP,
    msg::WORDS_KNIGHT,
    msg::WORDS_PAWN,
    msg::WORDS_MAN,
];

/// Whether `word` (lower case) is one of the words of message `id` (one of
/// `EVERYWHERE`) in some language (`undo result`, `undo результат`).
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
