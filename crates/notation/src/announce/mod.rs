//! How moves are said, for both games: the announcement style (`fide`, `fide-ascii`,
//! `nato`, `native`, `san`), the form (short, long), the UI language, and the words every
//! style knows (the [`lexicon`], read from `locales/` through `vocabulary`). Chess says
//! its moves with hektor-games' `games::chess::announce`, draughts with its
//! `games::draughts`.
//!
//! The styles `fide` and `fide-ascii` say every word of a move in German, whatever the UI
//! language (the FIDE words are prescribed; only the ranks follow the UI language when
//! `ranks_in_ui_language` is on); `nato` says English words with the NATO alphabet;
//! `native` the UI language's own words; `san` the letters of the UI language's
//! scoresheets. Sentences about the position and errors are in the UI language.

pub mod lexicon;
pub mod vocabulary;

use serde::{Deserialize, Serialize};

use crate::i18n::Lang;

/// The vocabulary moves are announced in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
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
