//! Words a voice says right: the speech-only spelling of announcement words a speech
//! engine misreads. The printed text, the screen and Braille keep the normal words; only
//! the segments handed to an engine that speaks aloud change ([`spoken`], called where the
//! queue starts an utterance).
//!
//! Each entry was found with the engine's phoneme output (`espeak-ng -q -x -v LANG`);
//! `tests/speech_pronunciation.rs` checks every style and language against it.

use crate::i18n::Lang;

use super::Segment;

/// Words an engine reads as another word, in the voice of a language: (language, as
/// written, as spoken). `fide-ascii` spells the umlauts out ("Koenig"), which a German
/// voice reads letter by letter ("Ko-e-nig"); the umlaut says the FIDE word. The
/// Ukrainian voice reads the draughts capture word "б'є" as "бе є" with a pause (with the
/// apostrophe "ʼ" it even switches to English for "apostrophe"); "бйе" says /bjɛ/, as
/// "бьє" would. A word is looked up with its apostrophes made plain ([`APOSTROPHES`]).
const RESPELLED: [(Lang, &str, &str); 5] = [
    (Lang::De, "Koenig", "König"),
    (Lang::De, "Laeufer", "Läufer"),
    (Lang::De, "fuenf", "fünf"),
    (Lang::De, "schlaegt", "schlägt"),
    (Lang::Uk, "б'є", "бйе"),
];

/// The apostrophes people type inside a Ukrainian or Russian word ("б’є", "бʼє"), read as
/// the plain "'" when a word is looked up in [`RESPELLED`].
const APOSTROPHES: [char; 3] = ['\u{2019}', '\u{02BC}', '\u{2018}'];

/// The English file letter "a" is read as the article ("uh") before another word of a
/// move; its letter name, spelt "eh", is read /eɪ/. It is a file wherever one of these
/// words (or nothing) follows, which no English sentence of hektor has after the article.
const ENGLISH_AFTER_FILE_A: [&str; 18] = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "takes", "a", "b", "c", "d",
    "e", "f", "g", "h", "check",
];

/// The letter name the English voice says for the file "a".
const ENGLISH_FILE_A: &str = "eh";

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
    let words: Vec<&str> = text.split(' ').collect();
    let mut out = Vec::with_capacity(words.len());
    for (i, word) in words.iter().enumerate() {
        let (bare, tail) = split_punctuation(word);
        let next = words
            .get(i + 1)
            .map(|w| split_punctuation(w).0.to_lowercase());
        let file_a = lang == Lang::En
            && bare == "a"
            && (!tail.is_empty()
                || next
                    .as_deref()
                    .is_none_or(|n| ENGLISH_AFTER_FILE_A.contains(&n)));
        let respelled = respelling(bare, lang);
        match (file_a, respelled) {
            (true, _) => out.push(format!("{ENGLISH_FILE_A}{tail}")),
            (false, Some(said)) => out.push(format!("{said}{tail}")),
            (false, None) => out.push((*word).to_owned()),
        }
    }
    out.join(" ")
}

/// The speech-only spelling of `word` in the voice of `lang`, if it has one; any
/// apostrophe in `word` counts as the plain "'".
fn respelling(word: &str, lang: Lang) -> Option<&'static str> {
    let plain: String = word
        .chars()
        .map(|c| if APOSTROPHES.contains(&c) { '\'' } else { c })
        .collect();
    RESPELLED
        .iter()
        .find(|(l, written, _)| *l == lang && *written == plain)
        .map(|(_, _, said)| *said)
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
