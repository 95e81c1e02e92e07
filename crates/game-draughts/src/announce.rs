//! A draughts move in words: the announcer.

use hektor_draughts::notation::{self, Spoken};
use hektor_draughts::{Move, Square, Variant};

use super::numbers::spell;
use super::rules::{written, written_square};
use crate::i18n::{Lang, Locale};
use crate::msg;
use crate::speech::{Priority, Utterance, segment};
use hektor_notation::announce::Style;
use hektor_notation::announce::vocabulary::{lookup, source};

/// The style draughts moves are announced in unless the user chooses another: the UI
/// language's own words (no alphabet is prescribed for draughts).
pub const DEFAULT_STYLE: Style = Style::Native;

/// Says draughts moves in full notation, in words (`../shared/docs/draughts.md` section
/// 2): the from-square, a pause, the to-square; for a capture the capture word before
/// the first landing square and every landing square; the crowning last.
///
/// Styles: `native` names squares in the UI language (numbers as words, the 64-square
/// board's letters by their letter names); `fide` and `fide-ascii` say the whole move in
/// German with the FIDE alphabet, `nato` in English with the NATO alphabet, whatever the
/// UI language (on the 100-square board, which has no letters, they say the numbers in
/// that language); `san` writes the move as PDN does (`26x17x28x19`, `c3:e5`).
///
/// ```
/// use hektor_notation::announce::Style;
/// use hektor_game_draughts::Announcer;
/// use hektor_words::i18n::Lang;
/// use hektor_draughts::{Move, Square, Variant};
///
/// let square = |n| Square::new(Variant::International, n).unwrap();
/// let capture = Move::new(
///     square(26),
///     vec![square(17), square(28), square(19)],
///     vec![square(21), square(22), square(23)],
///     false,
/// )
/// .unwrap();
/// let uk = Announcer::new(Style::Native, Lang::Uk);
/// assert_eq!(
///     uk.text(Variant::International, &capture),
///     "двадцять шість б'є сімнадцять, двадцять вісім, дев'ятнадцять"
/// );
///
/// let c3 = Square::from_algebraic(Variant::Russian, "c3").unwrap();
/// let d4 = Square::from_algebraic(Variant::Russian, "d4").unwrap();
/// let step = Move::new(c3, vec![d4], vec![], false).unwrap();
/// let fide = Announcer::new(Style::Fide, Lang::Uk);
/// assert_eq!(fide.text(Variant::Russian, &step), "Cäsar drei, David vier");
/// assert_eq!(fide.utterance(Variant::Russian, &step).segments[0].lang, Some(Lang::De));
/// ```
#[derive(Debug, Clone)]
pub struct Announcer {
    style: Style,
    words: Option<Words>,
}

/// The words of one style, ready to join; `None` in [`Announcer`] for `san`.
#[derive(Debug, Clone)]
struct Words {
    /// The language speech must say the words in when it is not the UI language's
    /// (`fide`: German, `nato`: English); `None`: the UI language.
    marks: Option<Lang>,
    /// The numbers 1-50, in order.
    numbers: Vec<String>,
    /// The 64-square board's squares 1-32 by letter and rank ("c three").
    lettered: Vec<String>,
    /// The capture word ("takes").
    captures: String,
    /// The crowning ("king").
    crowned: String,
}

impl Announcer {
    /// An announcer of `style` for the UI language `lang`.
    pub fn new(style: Style, lang: Lang) -> Announcer {
        let words = source(style, lang).map(|(words_lang, prefixes)| {
            let locale = Locale::new(words_lang);
            let lettered = (1..=Variant::Russian.squares())
                .filter_map(|n| Square::new(Variant::Russian, n))
                .map(|square| {
                    let name = square.algebraic(Variant::Russian);
                    let (file, rank) = name.split_at(1);
                    let file = lookup(&locale, prefixes, &format!("file-{file}"));
                    let rank = lookup(&locale, prefixes, &format!("rank-{rank}"));
                    format!("{file} {rank}")
                })
                .collect();
            Words {
                marks: (style != Style::Native).then_some(words_lang),
                numbers: (1..=Variant::International.squares())
                    .map(|n| spell(&locale, n))
                    .collect(),
                lettered,
                captures: locale.text(msg::DRAUGHTS_CAPTURES),
                crowned: locale.text(msg::DRAUGHTS_CROWNED),
            }
        });
        Announcer { style, words }
    }

    /// The style in force.
    pub fn style(&self) -> Style {
        self.style
    }

    /// `square` of `variant` in this style: a number in words on the 100-square board, a
    /// letter name and a rank on the 64-square board ("c three"; `san`: "c3", "32").
    pub fn square(&self, variant: Variant, square: Square) -> String {
        let index = usize::from(square.number()).saturating_sub(1);
        let named = |names: &[String]| names.get(index).cloned().unwrap_or_default();
        match (&self.words, variant) {
            (None, _) => written_square(variant, square),
            (Some(words), Variant::International) => named(&words.numbers),
            (Some(words), Variant::Russian) => named(&words.lettered),
        }
    }

    /// The announcement of `mv` (a move of `variant`) as plain text, for screens, files
    /// and Braille.
    pub fn text(&self, variant: Variant, mv: &Move) -> String {
        match &self.words {
            None => written(variant, mv),
            Some(_) => self.said(variant, &notation::spoken(mv)),
        }
    }

    /// A move as written (tournament mode), read without a position, in words marked
    /// for speech as [`Announcer::marked`] marks them; in the `san` style as written.
    pub fn marked_written(&self, variant: Variant, written: &notation::TextMove) -> String {
        let text = match &self.words {
            None => written.record(variant),
            Some(_) => self.said(variant, &notation::spoken_written(written)),
        };
        self.mark_words(text)
    }

    /// `parts` said in this style's words (a style with words only).
    fn said(&self, variant: Variant, parts: &[Spoken]) -> String {
        let Some(words) = &self.words else {
            return String::new();
        };
        let mut out = String::new();
        let mut after_square = false;
        for &part in parts {
            match part {
                Spoken::Square(square) => {
                    if after_square {
                        out.push_str(", ");
                    }
                    out.push_str(&self.square(variant, square));
                }
                Spoken::Pause => out.push_str(", "),
                Spoken::Takes => {
                    out.push(' ');
                    out.push_str(&words.captures);
                    out.push(' ');
                }
                Spoken::King => {
                    out.push_str(", ");
                    out.push_str(&words.crowned);
                }
            }
            after_square = matches!(part, Spoken::Square(_));
        }
        out
    }

    /// The announcement of `mv` marked with the language its words are in when that is
    /// not the UI language ([`segment::mark`]), to put into a sentence that becomes an
    /// [`Utterance`]. Never print marked text: use [`Announcer::text`].
    pub fn marked(&self, variant: Variant, mv: &Move) -> String {
        self.mark_words(self.text(variant, mv))
    }

    /// `text` in this style's words, marked with their language when it is not the UI
    /// language.
    fn mark_words(&self, text: String) -> String {
        match self.words.as_ref().and_then(|w| w.marks) {
            Some(lang) => segment::mark(lang, &text),
            None => text,
        }
    }

    /// The announcement of `mv` as something to say, each segment with its language.
    pub fn utterance(&self, variant: Variant, mv: &Move) -> Utterance {
        Utterance::new(self.marked(variant, mv), Priority::Move)
    }
}
