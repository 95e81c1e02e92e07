//! Words a voice says right: the speech-only spelling of announcement words a speech
//! engine misreads. The printed text, the screen and Braille keep the normal words; only
//! the segments handed to an engine that speaks aloud change ([`spoken`], called where the
//! queue starts an utterance).
//!
//! Each entry was found with the engine's phoneme output (`espeak-ng -q -x -v LANG`);
//! `tests/it/speech_pronunciation.rs` checks every style and language against it.

use std::sync::OnceLock;

use crate::i18n::{Lang, Locale};
use crate::msg;

use super::Segment;

/// What a voice of one language needs respelled, read from its `speech.ftl`.
struct Respellings {
    /// Words its voice reads as another word (`speech-respell`): (as written, as
    /// spoken). `fide-ascii` spells the umlauts out ("Koenig"), which a German voice
    /// reads letter by letter; the Ukrainian voice reads the draughts capture word "б'є"
    /// as "бе є". A word is looked up with its apostrophes made plain ([`APOSTROPHES`]).
    words: Vec<(String, String)>,
    /// The letter name said for the file "a" (`speech-file-a`), where the voice would
    /// read the written "a" as another word (the English article, "uh"); empty: never.
    file_a: String,
    /// The words (`speech-file-a-before`) after which "a" is the file, as is a last "a"
    /// or one with punctuation after it; no sentence of the language has them after the
    /// other word.
    file_a_before: Vec<String>,
}

/// The apostrophes people type inside a Ukrainian or Russian word ("б’є", "бʼє"), read as
/// the plain "'" when a word is looked up in [`Respellings::words`].
const APOSTROPHES: [char; 3] = ['\u{2019}', '\u{02BC}', '\u{2018}'];

/// The respellings of `lang`, read once per process.
fn respellings(lang: Lang) -> Option<&'static Respellings> {
    static READ: OnceLock<Vec<Respellings>> = OnceLock::new();
    let all = READ.get_or_init(|| Lang::EVERY.into_iter().map(read).collect());
    all.get(lang.index())
}

fn read(lang: Lang) -> Respellings {
    let locale = Locale::new(lang);
    let list = |id: &str| -> Vec<String> {
        locale
            .text(id)
            .split(',')
            .map(|item| item.trim().to_owned())
            .filter(|item| !item.is_empty())
            .collect()
    };
    Respellings {
        words: list(msg::SPEECH_RESPELL)
            .into_iter()
            .filter_map(|pair| {
                let (written, said) = pair.split_once(' ')?;
                Some((written.to_owned(), said.trim().to_owned()))
            })
            .collect(),
        file_a: locale.text(msg::SPEECH_FILE_A).trim().to_owned(),
        file_a_before: list(msg::SPEECH_FILE_A_BEFORE),
    }
}

/// `segments` as an engine that speaks aloud in the UI language `ui` must get them: each
/// segment's misread words in the spelling its voice says right.
pub fn spoken(segments: &[Segment], ui: Lang) -> Vec<Segment> {
    segments
        .iter()
        .map(|segment| Segment {
            lang: segment.lang,
            text: respell(&segment.text, segment.lang.unwrap_or(ui)),
        })
        .collect()
}

/// `text` (cleaned: words separated by single spaces) as a voice of `lang` must get it.
pub fn respell(text: &str, lang: Lang) -> String {
    let Some(table) = respellings(lang) else {
        return text.to_owned();
    };
    let words: Vec<&str> = text.split(' ').collect();
    let mut out = Vec::with_capacity(words.len());
    for (i, word) in words.iter().enumerate() {
        let (bare, tail) = split_punctuation(word);
        let next = words
            .get(i + 1)
            .map(|w| split_punctuation(w).0.to_lowercase());
        let file_a = !table.file_a.is_empty()
            && bare == "a"
            && (!tail.is_empty()
                || next
                    .as_deref()
                    .is_none_or(|n| table.file_a_before.iter().any(|w| w == n)));
        let respelled = respelling(bare, table);
        match (file_a, respelled) {
            (true, _) => out.push(format!("{}{tail}", table.file_a)),
            (false, Some(said)) => out.push(format!("{said}{tail}")),
            (false, None) => out.push((*word).to_owned()),
        }
    }
    out.join(" ")
}

/// The speech-only spelling of `word` in `table`, if it has one; any apostrophe in
/// `word` counts as the plain "'".
fn respelling<'a>(word: &str, table: &'a Respellings) -> Option<&'a str> {
    let plain: String = word
        .chars()
        .map(|c| if APOSTROPHES.contains(&c) { '\'' } else { c })
        .collect();
    table
        .words
        .iter()
        .find(|(written, _)| *written == plain)
        .map(|(_, said)| said.as_str())
}

/// A word and the punctuation after it ("a," is "a" and ",").
fn split_punctuation(word: &str) -> (&str, &str) {
    let end = word
        .char_indices()
        .rev()
        .take_while(|(_, c)| !c.is_alphanumeric())
        .last()
        .map_or(word.len(), |(i, _)| i);
    word.split_at(end)
}

#[cfg(test)]
mod tests {
    use super::respell;
    use crate::i18n::Lang;

    #[test]
    fn the_english_file_a_is_said_by_its_letter_name() {
        assert_eq!(respell("rook a one", Lang::En), "rook eh one");
        assert_eq!(respell("a takes b five", Lang::En), "eh takes b five");
        assert_eq!(
            respell("White: rook a d one, correct?", Lang::En).as_str(),
            "White: rook eh d one, correct?"
        );
        assert_eq!(respell("knight on a.", Lang::En), "knight on eh.");
    }

    #[test]
    fn the_english_article_stays() {
        let sentence = "That line contains a move or a command; type a move, or help.";
        assert_eq!(respell(sentence, Lang::En), sentence);
    }

    #[test]
    fn spelt_out_umlauts_are_said_as_umlauts_in_german_only() {
        assert_eq!(respell("Koenig fuenf", Lang::De), "König fünf");
        assert_eq!(respell("Koenig a five", Lang::En), "Koenig eh five");
        assert_eq!(respell("a vier", Lang::De), "a vier");
    }

    #[test]
    fn the_ukrainian_capture_word_is_respelled_whatever_its_apostrophe() {
        for word in ["б'є", "б\u{2019}є", "б\u{02BC}є", "б\u{2018}є"] {
            let said = respell(&format!("де чотири {word} бе шість."), Lang::Uk);
            assert_eq!(said, "де чотири бйе бе шість.", "{word}");
        }
        assert_eq!(respell("б’є", Lang::Ru), "б’є");
    }
}
