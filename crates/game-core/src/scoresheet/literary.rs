//! Literary Braille in the reader's own code: the headings, names, events, dates and
//! result words of the Braille scoresheets, for Ukrainian, Russian, Polish, German and
//! English readers (uncontracted). The moves keep the notation profile's cells.
//!
//! Each language is a data file, `braille/literary/<lang>.toml`, embedded in the binary:
//! its letters (generated from liblouis by `scripts/literary-letters.py`), punctuation,
//! number sign and digits, and the few rules of its code that headings meet: capital
//! signs, the Latin sign among Cyrillic letters, the signs that keep a letter or a
//! full stop after a number from reading as a digit, and where a space is left out.
//! `tests/it/literary_braille.rs` checks the cells against liblouis's `lou_translate`.

use std::collections::BTreeMap;

use serde::Deserialize;
use unicode_normalization::UnicodeNormalization;

use super::cells::Cell;
use super::profile::{Cells, ProfileError, ProfileReader, fixed};
use super::translit;
use crate::i18n::Lang;

/// The literary tables built into hektor: every `braille/literary/<code>.toml` (`build.rs`).
mod embedded {
    include!(concat!(env!("OUT_DIR"), "/literary.rs"));
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LiteraryFile {
    language: Lang,
    code: String,
    liblouis: String,
    script: Script,
    numbers: NumbersFile,
    #[serde(default)]
    capitals: Option<CapitalsFile>,
    #[serde(default)]
    lone_letter: String,
    #[serde(default)]
    foreign: Option<ForeignFile>,
    #[serde(default)]
    spaces: SpacesFile,
    dash: DashFile,
    punctuation: BTreeMap<char, String>,
    quotes: QuotesFile,
    letters: BTreeMap<char, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct NumbersFile {
    sign: String,
    digits: [String; 10],
    #[serde(default)]
    latin_letter: String,
    #[serde(default)]
    latin_letters: LettersAfterNumber,
    #[serde(default)]
    own_letter: String,
    #[serde(default)]
    joins: BTreeMap<char, String>,
    #[serde(default)]
    punctuation_after: BTreeMap<char, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CapitalsFile {
    word: String,
    all: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ForeignFile {
    capital: String,
    small: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct SpacesFile {
    #[serde(default)]
    dropped_after: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DashFile {
    cells: String,
    space_before: bool,
    space_after: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct QuotesFile {
    open: String,
    close: String,
}

/// The script of the reader's own letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Script {
    /// Cyrillic: Latin letters are foreign and get the Latin sign.
    Cyrillic,
    /// Latin: Cyrillic letters are spelt in Latin letters.
    Latin,
}

/// Which Latin letters take the letter sign right after a number.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
pub enum LettersAfterNumber {
    /// All of them (a to z).
    #[default]
    #[serde(rename = "a-z")]
    All,
    /// Only a to j, the letters whose cells are the upper-cell digits.
    #[serde(rename = "a-j")]
    DigitLetters,
}

/// One language's literary Braille, every value converted to cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Literary {
    /// The reader's language (its words in the headings come from its locale).
    pub lang: Lang,
    /// The Braille code it writes.
    pub code: String,
    /// The liblouis table it is checked against.
    pub liblouis: String,
    /// The reader's own script.
    pub script: Script,
    number_sign: Cells,
    digits: [Cells; 10],
    latin_after_number: Cells,
    latin_letters_after_number: LettersAfterNumber,
    own_after_number: Cells,
    number_joins: BTreeMap<char, Cells>,
    punctuation_after_number: BTreeMap<char, Cells>,
    capital: Cells,
    all_capitals: Cells,
    lone_letter: Cells,
    foreign_capital: Cells,
    foreign_small: Cells,
    spaces_dropped_after: String,
    dash: Cells,
    dash_space_before: bool,
    dash_space_after: bool,
    punctuation: BTreeMap<char, Cells>,
    open_quote: Cells,
    close_quote: Cells,
    letters: BTreeMap<char, Cells>,
}

/// A character of the text once every letter is one the table knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sign {
    Letter(char),
    Digit(u8),
    Mark(char),
    /// A hyphen with a space on either side: a dash between words (`Ivanov - Petrov`).
    Dash,
    Space,
}

impl Literary {
    /// The built-in table of `lang`; a language without a file of its own (the
    /// pseudo-locale) reads English's.
    pub fn of(lang: Lang) -> Result<Literary, ProfileError> {
        let table = |code: &str| {
            embedded::TABLES
                .iter()
                .find(|(table, _)| *table == code)
                .map(|(_, source)| *source)
        };
        let source = table(lang.code())
            .or_else(|| table(Lang::En.code()))
            .unwrap_or_default();
        Literary::from_toml(source, &format!("literary/{}", lang.code()))
    }

    /// Reads a table from TOML; `origin` names it in error messages.
    pub fn from_toml(text: &str, origin: &str) -> Result<Literary, ProfileError> {
        let read = ProfileReader { origin };
        let file: LiteraryFile = read.toml(text)?;
        let c = |key: &str, value: &str| read.cells(key, value);
        let map = |key: &str, values: &BTreeMap<char, String>| {
            values
                .iter()
                .map(|(k, v)| Ok((*k, c(&format!("{key}.{k}"), v)?)))
                .collect::<Result<BTreeMap<char, Cells>, ProfileError>>()
        };
        let n = &file.numbers;
        let (capital, all_capitals) = match &file.capitals {
            Some(caps) => (
                c("capitals.word", &caps.word)?,
                c("capitals.all", &caps.all)?,
            ),
            None => (Vec::new(), Vec::new()),
        };
        let (foreign_capital, foreign_small) = match &file.foreign {
            Some(f) => (
                c("foreign.capital", &f.capital)?,
                c("foreign.small", &f.small)?,
            ),
            None => (Vec::new(), Vec::new()),
        };
        Ok(Literary {
            number_sign: c("numbers.sign", &n.sign)?,
            digits: fixed(read.all("numbers.digits", &n.digits)?),
            latin_after_number: c("numbers.latin_letter", &n.latin_letter)?,
            latin_letters_after_number: n.latin_letters,
            own_after_number: c("numbers.own_letter", &n.own_letter)?,
            number_joins: map("numbers.joins", &n.joins)?,
            punctuation_after_number: map("numbers.punctuation_after", &n.punctuation_after)?,
            capital,
            all_capitals,
            lone_letter: c("lone_letter", &file.lone_letter)?,
            foreign_capital,
            foreign_small,
            spaces_dropped_after: file.spaces.dropped_after,
            dash: c("dash.cells", &file.dash.cells)?,
            dash_space_before: file.dash.space_before,
            dash_space_after: file.dash.space_after,
            punctuation: map("punctuation", &file.punctuation)?,
            open_quote: c("quotes.open", &file.quotes.open)?,
            close_quote: c("quotes.close", &file.quotes.close)?,
            letters: map("letters", &file.letters)?,
            lang: file.language,
            code: file.code,
            liblouis: file.liblouis,
            script: file.script,
        })
    }

    /// The cells of `text` in this code: letters of the reader's script, foreign letters
    /// by the code's rule (Latin among Cyrillic with the Latin sign; a Cyrillic letter for
    /// a Latin-script reader, or a letter the code has no cell for, spelt as
    /// [`translit`] and accent removal give it), numbers with the number sign; any other
    /// character keeps the words on either side apart. Blank cells never lead, trail or
    /// double.
    pub fn cells(&self, text: &str) -> Cells {
        let signs = self.signs(text);
        let mut out: Cells = Vec::new();
        let mut in_number = false;
        let mut latin_run = false;
        let mut open_quote = true;
        for (i, &sign) in signs.iter().enumerate() {
            let prev = i.checked_sub(1).and_then(|p| signs.get(p)).copied();
            let next = signs.get(i + 1).copied();
            match sign {
                Sign::Digit(d) => {
                    if !in_number {
                        out.extend(&self.number_sign);
                    }
                    out.extend(&self.digits[usize::from(d)]);
                    in_number = true;
                    open_quote = false;
                    continue;
                }
                Sign::Letter(c) => {
                    self.letter(&signs, i, c, in_number, &mut latin_run, &mut out);
                    open_quote = false;
                }
                Sign::Mark(m) => {
                    let after_digit = matches!(prev, Some(Sign::Digit(_)));
                    let joins = self.number_joins.get(&m);
                    if let (true, Some(Sign::Digit(_)), Some(cells)) = (after_digit, next, joins) {
                        out.extend(cells);
                        continue;
                    }
                    let alone = !matches!(next, Some(Sign::Letter(_) | Sign::Digit(_)));
                    match self.punctuation_after_number.get(&m) {
                        Some(cells) if after_digit && alone => out.extend(cells),
                        _ if m == '"' => {
                            out.extend(if open_quote {
                                &self.open_quote
                            } else {
                                &self.close_quote
                            });
                            open_quote = !open_quote;
                        }
                        _ => out.extend(self.punctuation.get(&m).into_iter().flatten()),
                    }
                }
                Sign::Dash => {
                    if self.dash_space_before && !out.is_empty() {
                        out.push(Cell::BLANK);
                    }
                    out.extend(&self.dash);
                    if self.dash_space_after && next.is_some() {
                        out.push(Cell::BLANK);
                    }
                    open_quote = true;
                }
                Sign::Space => {
                    let dropped = matches!(prev, Some(Sign::Mark(m)) if self.spaces_dropped_after.contains(m));
                    if !dropped {
                        out.push(Cell::BLANK);
                    }
                    open_quote = true;
                }
            }
            in_number = false;
        }
        out
    }

    /// Writes the letter `c` (at `i` in `signs`) with the signs it needs before it.
    fn letter(
        &self,
        signs: &[Sign],
        i: usize,
        c: char,
        after_number: bool,
        latin_run: &mut bool,
        out: &mut Cells,
    ) {
        let latin = is_latin(c);
        let lower = c.to_lowercase().next().unwrap_or(c);
        if after_number {
            let marked = match self.latin_letters_after_number {
                LettersAfterNumber::All => true,
                LettersAfterNumber::DigitLetters => ('a'..='j').contains(&lower),
            };
            if latin && marked {
                out.extend(&self.latin_after_number);
            } else if !latin {
                out.extend(&self.own_after_number);
            }
        } else if self.script == Script::Cyrillic && latin && !*latin_run {
            out.extend(if c.is_uppercase() {
                &self.foreign_capital
            } else {
                &self.foreign_small
            });
        }
        if self.script == Script::Cyrillic {
            *latin_run = latin;
        }
        let prev = i.checked_sub(1).and_then(|p| signs.get(p)).copied();
        let next = signs.get(i + 1).copied();
        let starts_word = !matches!(prev, Some(Sign::Letter(_)));
        // A letter standing alone (not an initial before its full stop, nor the O of
        // O'Kelly) would read as a word the code abbreviates: the code's letter sign says
        // it is a letter.
        let alone = starts_word && !matches!(next, Some(Sign::Letter(_) | Sign::Mark('.' | '\'')));
        if alone && !after_number {
            out.extend(&self.lone_letter);
        }
        let word = word_at(signs, i);
        let all_capitals = word.len() > 1 && word.iter().all(|c| c.is_uppercase());
        if starts_word && all_capitals {
            out.extend(&self.all_capitals);
        } else if c.is_uppercase() && !all_capitals {
            out.extend(&self.capital);
        }
        out.extend(self.letters.get(&lower).into_iter().flatten());
    }

    /// The text as signs the table can write: letters it knows (others spelt by the
    /// fallback), digits, its punctuation and quotes, spaces (one between words).
    fn signs(&self, text: &str) -> Vec<Sign> {
        let mut signs: Vec<Sign> = Vec::with_capacity(text.len());
        for c in text.chars() {
            for sign in self.sign_of(c) {
                if sign == Sign::Space && matches!(signs.last(), None | Some(Sign::Space)) {
                    continue;
                }
                signs.push(sign);
            }
        }
        if signs.last() == Some(&Sign::Space) {
            signs.pop();
        }
        // A hyphen between spaces is a dash, its spaces the code's.
        let mut merged: Vec<Sign> = Vec::with_capacity(signs.len());
        for (i, &sign) in signs.iter().enumerate() {
            let spaced = |at: Option<usize>| {
                at.and_then(|a| signs.get(a))
                    .is_none_or(|s| *s == Sign::Space)
            };
            if sign == Sign::Mark('-') && spaced(i.checked_sub(1)) && spaced(Some(i + 1)) {
                if merged.last() == Some(&Sign::Space) {
                    merged.pop();
                }
                merged.push(Sign::Dash);
            } else if !(sign == Sign::Space && merged.last() == Some(&Sign::Dash)) {
                merged.push(sign);
            }
        }
        merged
    }

    fn sign_of(&self, c: char) -> Vec<Sign> {
        if let Some(d) = c.to_digit(10).filter(|_| c.is_ascii_digit()) {
            return vec![Sign::Digit(u8::try_from(d).unwrap_or(0))];
        }
        if self.knows(c) {
            return vec![Sign::Letter(c)];
        }
        if c == '"' || self.punctuation.contains_key(&c) {
            return vec![Sign::Mark(c)];
        }
        match quote_or_dash(c) {
            Some(m) => return vec![Sign::Mark(m)],
            None if !c.is_alphabetic() => return vec![Sign::Space],
            None => {}
        }
        self.spelt(c)
            .chars()
            .map(|l| {
                if self.knows(l) {
                    Sign::Letter(l)
                } else {
                    Sign::Space
                }
            })
            .collect()
    }

    /// Whether the table has a cell for this letter (in either case).
    fn knows(&self, c: char) -> bool {
        c.is_alphabetic()
            && self
                .letters
                .contains_key(&c.to_lowercase().next().unwrap_or(c))
    }

    /// A letter the table has no cell for, in letters it may have: a Cyrillic letter (for
    /// a Latin-script reader) or ł, ß, æ ... as [`translit`] spells them, else the letter
    /// without its accent when the table has that, else as `deunicode` spells it; a
    /// capital stays a capital, a letter without case (丁) keeps deunicode's spelling.
    fn spelt(&self, c: char) -> String {
        let base = std::iter::once(c)
            .nfd()
            .next()
            .filter(|&b| b != c && self.knows(b));
        let spelt = match (translit::latin(c), base) {
            (Some(spelt), _) => spelt.to_owned(),
            (None, Some(base)) => base.to_string(),
            (None, None) => deunicode::deunicode_char(c).unwrap_or(" ").to_owned(),
        };
        if c.is_uppercase() {
            let mut chars = spelt.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_uppercase().chain(chars).collect()
            })
        } else if c.is_lowercase() {
            spelt.to_lowercase()
        } else {
            spelt
        }
    }
}

/// Typographic quotes and dashes read as the ASCII ones the tables name.
fn quote_or_dash(c: char) -> Option<char> {
    match c {
        '«' | '»' | '„' | '“' | '”' => Some('"'),
        '–' | '—' | '‐' | '‑' => Some('-'),
        '’' | 'ʼ' => Some('\''),
        _ => None,
    }
}

/// Whether `c` is a letter of the Latin script.
fn is_latin(c: char) -> bool {
    c.is_ascii_alphabetic() || (c.is_alphabetic() && ('\u{c0}'..='\u{24f}').contains(&c))
}

/// The letters of the word around `signs[i]`.
fn word_at(signs: &[Sign], i: usize) -> Vec<char> {
    let start = signs[..i]
        .iter()
        .rposition(|s| !matches!(s, Sign::Letter(_)))
        .map_or(0, |p| p + 1);
    signs[start..]
        .iter()
        .map_while(|s| match s {
            Sign::Letter(c) => Some(*c),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::scoresheet::cells::Cell;

    fn unicode(lang: Lang, text: &str) -> String {
        Literary::of(lang)
            .unwrap()
            .cells(text)
            .iter()
            .map(|c| {
                if *c == Cell::BLANK {
                    '\u{2800}'
                } else {
                    c.unicode()
                }
            })
            .collect()
    }

    proptest::proptest! {
        /// Any text, in any language's code, is cells without a blank at either end or
        /// two blanks running: words stay apart and nothing is lost to a panic.
        #[test]
        fn any_text_is_cells_with_single_blanks_inside(
            text in "\\PC{0,40}",
            index in 0..5usize,
        ) {
            let literary = Literary::of(Lang::ALL[index]).unwrap();
            let cells = literary.cells(&text);
            proptest::prop_assert!(cells.first() != Some(&Cell::BLANK));
            proptest::prop_assert!(cells.last() != Some(&Cell::BLANK));
            proptest::prop_assert!(!cells.windows(2).any(|w| w == [Cell::BLANK, Cell::BLANK]));
        }
    }

    #[test]
    fn every_language_loads_and_names_its_liblouis_table() {
        for lang in Lang::ALL {
            let table = Literary::of(lang).unwrap();
            assert_eq!(table.lang, lang);
            assert!(!table.liblouis.is_empty());
        }
    }

    #[test]
    fn a_ukrainian_reader_reads_cyrillic_and_marked_latin() {
        assert_eq!(unicode(Lang::Uk, "Чемпіонат України"), "⠟⠑⠍⠏⠽⠕⠝⠁⠞⠀⠥⠅⠗⠁⠹⠝⠊");
        assert_eq!(
            unicode(Lang::Uk, "Іваненко, Михайло - Kasparov"),
            "⠽⠺⠁⠝⠑⠝⠅⠕⠂⠍⠊⠓⠁⠯⠇⠕⠤⠀⠨⠅⠁⠎⠏⠁⠗⠕⠧"
        );
        assert_eq!(unicode(Lang::Uk, "1/2-1/2"), "⠼⠁⠠⠌⠼⠃⠤⠼⠁⠠⠌⠼⠃");
    }

    #[test]
    fn latin_readers_keep_their_letters_and_spell_cyrillic() {
        assert_eq!(unicode(Lang::Pl, "Łukasz Żółw"), "⠨⠣⠥⠅⠁⠎⠵⠀⠨⠯⠬⠣⠺");
        assert_eq!(unicode(Lang::De, "Müller, Jürgen"), "⠍⠳⠇⠇⠑⠗⠂⠀⠚⠳⠗⠛⠑⠝");
        assert_eq!(unicode(Lang::De, "Іван"), "⠊⠧⠁⠝");
        assert_eq!(unicode(Lang::En, "12.05.2023"), "⠼⠁⠃⠨⠚⠑⠨⠃⠚⠃⠉");
    }
}
