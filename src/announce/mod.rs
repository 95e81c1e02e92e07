//! Announcements: a move in its position becomes typed tokens, and tokens become words in
//! an announcement style (`fide`, `fide-ascii`, `nato`, `native`, `san`), a form (short,
//! long) and a UI language. The words live in `locales/` (Fluent).

pub mod lexicon;

use serde::{Deserialize, Serialize};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, File, Move, Rank, Square};

use crate::i18n::{Lang, Locale};
use crate::notation::MoveError;

/// The vocabulary moves are announced in.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "kebab-case")]
pub enum Style {
    /// The FIDE words in German orthography (Anna, Bella, Cäsar ... Hektor; eins ... acht).
    #[default]
    Fide,
    /// The FIDE words exactly as the FIDE texts print them (Caesar, Hector, fuenf).
    FideAscii,
    /// NATO alphabet and English numbers (Alpha ... Hotel).
    Nato,
    /// The UI language's own piece and letter names.
    Native,
    /// Letters as written (`Nf3`).
    San,
}

/// Short (the SAN tokens) or long (with the departure square).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "kebab-case")]
pub enum Form {
    /// Follows the SAN tokens.
    #[default]
    Short,
    /// Names the departure square too.
    Long,
}

/// Everything that decides how an announcement sounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct AnnounceOptions {
    /// The vocabulary.
    pub style: Style,
    /// Short or long.
    pub form: Form,
    /// UI language (errors, prompts, and the `native` style).
    pub lang: Lang,
    /// Name pawns ("Bauer Eva vier").
    pub pawn_name: bool,
    /// Ranks in the UI language instead of German numbers.
    pub ranks_in_ui_language: bool,
}

/// Turns moves, squares and move errors into words.
#[derive(Debug)]
pub struct Announcer {
    options: AnnounceOptions,
    locale: Locale,
}

impl Announcer {
    /// An announcer for `options`.
    pub fn new(options: AnnounceOptions) -> Announcer {
        Announcer {
            options,
            locale: Locale::new(options.lang),
        }
    }

    /// The options in force.
    pub fn options(&self) -> AnnounceOptions {
        self.options
    }

    /// The UI language's messages.
    pub fn locale(&self) -> &Locale {
        &self.locale
    }

    /// The announcement of the legal move `mv` in `pos`.
    pub fn move_text(&self, pos: &Chess, mv: Move) -> String {
        SanPlus::from_move(pos.clone(), mv).to_string()
    }

    /// A square in the chosen style ("Eva vier").
    pub fn square(&self, square: Square) -> String {
        square.to_string()
    }

    /// Every piece of `color` in `pos`, as a sentence ("Weiß: König Eva eins, ...").
    pub fn pieces(&self, pos: &Chess, color: Color) -> String {
        let _ = (pos, color);
        String::new()
    }

    /// What stands on each square of `file`, from rank 1 up, as a sentence.
    pub fn scan_file(&self, pos: &Chess, file: File) -> String {
        let _ = (pos, file);
        String::new()
    }

    /// What stands on each square of `rank`, from file a on, as a sentence.
    pub fn scan_rank(&self, pos: &Chess, rank: Rank) -> String {
        let _ = (pos, rank);
        String::new()
    }

    /// What stands on `square` ("Eva vier: weißer Bauer" / "Eva vier: leer").
    pub fn square_contents(&self, pos: &Chess, square: Square) -> String {
        let _ = pos;
        self.square(square)
    }

    /// The sentence for a move that could not be used.
    pub fn error_sentence(&self, _pos: &Chess, error: &MoveError) -> String {
        format!("{error:?}")
    }
}

/// Every word the style `style` can say in an announcement (pieces, files, ranks,
/// connecting words), each once, for vocabulary tests of speech engines.
pub fn style_words(style: Style) -> Vec<String> {
    let _ = style;
    lexicon::spoken_words()
        .into_iter()
        .map(|(word, _)| word)
        .collect()
}
