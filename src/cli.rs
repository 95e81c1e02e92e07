//! The command line (clap): global options and one subcommand each job.

use std::path::PathBuf;

use clap::builder::PossibleValue;
use clap::{Parser, Subcommand, ValueEnum};

use crate::announce::{Form, Style};
pub use crate::app::setup::{Mode, Side};
use crate::files::encoding::Encoding;
use crate::games::Rules;
use crate::i18n::Lang;
use crate::scoresheet::layout::LineEnding;
pub use crate::speech::select::SpeechChoice;

/// Talking scoresheet, move announcer and clock for blind and visually impaired chess players.
#[derive(Debug, Parser)]
#[command(name = "hektor", version, about, long_about = None)]
pub struct Cli {
    /// How hektor speaks: auto tries a running screen reader (Windows), tts, a speech
    /// command, then text.
    #[arg(long, global = true, value_parser = choice::<SpeechChoice>())]
    pub speech: Option<SpeechChoice>,
    /// The user-interface language (any case, a region too: ru-RU, uk_UA, ua).
    #[arg(long, global = true, value_parser = LangParser)]
    pub lang: Option<Lang>,
    /// The configuration file (default: config.toml in the platform config folder).
    #[arg(long, global = true)]
    pub config: Option<PathBuf>,
    /// The game: chess (default), draughts-64 or draughts-100.
    #[arg(long, global = true, value_parser = choice::<Rules>())]
    pub rules: Option<Rules>,
    /// What to do; without one, `play`.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// How well the visually impaired player sees (draughts IV.13.14: when the time
/// warnings come).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Vision {
    /// Blind: warned 10 minutes before the control.
    Blind,
    /// Low vision: warned 5 minutes before the control.
    Low,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a game over the board: announcements, scoresheet and clock.
    Play(PlayArgs),
    /// Announce moves played from the start (or a FEN), one line each.
    Say(SayArgs),
    /// Replay the games of a PGN file, or of a PDN file of draughts games.
    Replay(ReplayArgs),
    /// Validate every game of a PGN file.
    Check(CheckArgs),
    /// Export a saved game or a PGN file as PGN, Braille (BRF, Unicode) or text.
    Export(ExportArgs),
    /// Compare two scoresheets (and boards) and say how to restore the position.
    Reconcile(ReconcileArgs),
    /// Check a saved game's log: intact, or the first line altered, removed, reordered or
    /// added.
    Verify(VerifyArgs),
    /// The page for the arbiter: what tournament mode does, this installation's
    /// identity, how to check a game file.
    Arbiter,
    /// List the voices of the speech engine.
    Voices,
    /// Speak a sample sentence and report the backend and voice.
    SpeechTest,
}

/// `hektor play`.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct PlayArgs {
    /// Line-by-line session for screen readers and pipes instead of the full screen.
    #[arg(long)]
    pub plain: bool,
    /// Who enters moves: the blind player (both sides' moves) or an assistant.
    #[arg(long, value_parser = choice::<Mode>())]
    pub mode: Option<Mode>,
    /// The blind player's colour.
    #[arg(long, value_parser = choice::<Side>())]
    pub side: Option<Side>,
    /// White's name.
    #[arg(long)]
    pub white: Option<String>,
    /// Black's name.
    #[arg(long)]
    pub black: Option<String>,
    /// Time control: moves/minutes (`40/90+30,30+30`), minutes (`90+30`) or PGN seconds (`40/5400+30:1800+30`).
    #[arg(long)]
    pub time: Option<String>,
    /// Announcement style.
    #[arg(long, value_parser = choice::<Style>())]
    pub style: Option<Style>,
    /// Say the ranks in the UI language instead of the style's words.
    #[arg(long)]
    pub ranks_in_ui_language: bool,
    /// Where the game journal is written.
    #[arg(long)]
    pub save: Option<PathBuf>,
    /// Continue the game of this journal.
    #[arg(long)]
    pub resume: Option<PathBuf>,
    /// Record moves at once, without asking for confirmation.
    #[arg(long)]
    pub auto_confirm: bool,
    /// Time warnings, minutes before the control, comma separated (default `10,5,1`;
    /// `0.5` is 30 seconds; an empty value turns them off).
    #[arg(long, value_name = "MINUTES")]
    pub warn: Option<String>,
    /// The player's sight, for the time warnings of draughts IV.13.14: blind (10
    /// minutes before the control) or low (5 minutes); `--warn` overrides it.
    #[arg(long, value_enum)]
    pub vision: Option<Vision>,
    /// The event, for the scoresheet's heading.
    #[arg(long)]
    pub event: Option<String>,
    /// Where the game is played, for the heading.
    #[arg(long)]
    pub site: Option<String>,
    /// The round, for the heading.
    #[arg(long)]
    pub round: Option<String>,
    /// The board number (team matches), for the heading.
    #[arg(long)]
    pub board: Option<String>,
    /// A position the arbiter set up, in FEN (default: the initial position).
    #[arg(long)]
    pub fen: Option<String>,
    /// Tournament mode: moves recorded as typed, no help, every action logged, no
    /// network; what is missing of event, round, board, name and side is asked.
    #[arg(long)]
    pub tournament: bool,
    /// The blind player's name (fills the side of `--side`).
    #[arg(long)]
    pub name: Option<String>,
    /// Tournament mode: the arbiter sets a PIN, typed at the terminal (not shown) or
    /// read from HEKTOR_ARBITER_PIN, kept as a salted hash.
    #[arg(long, requires = "tournament")]
    pub pin: bool,
    /// Tournament mode: the arbiter allows this player the board questions (the PIN
    /// is asked).
    #[arg(long, requires = "tournament")]
    pub allow_board_questions: bool,
    /// Tournament mode: the arbiter allows the game with a network interface up (the
    /// PIN is asked; logged).
    #[arg(long)]
    pub allow_network: bool,
}

/// `hektor say`.
#[derive(Debug, Clone, clap::Args)]
pub struct SayArgs {
    /// Announcement style (default: the config file's `style`, else fide).
    #[arg(long, value_parser = choice::<Style>())]
    pub style: Option<Style>,
    /// Long form: name the departure square too.
    #[arg(long)]
    pub long: bool,
    /// Say the ranks in the UI language instead of the style's words.
    #[arg(long)]
    pub ranks_in_ui_language: bool,
    /// Start position (default: the initial position).
    #[arg(long)]
    pub fen: Option<String>,
    /// Also speak the announcements.
    #[arg(long)]
    pub speak: bool,
    /// The moves, in any notation hektor reads.
    #[arg(required = true)]
    pub moves: Vec<String>,
}

/// `hektor replay`.
#[derive(Debug, Clone, clap::Args)]
pub struct ReplayArgs {
    /// The PGN file, or a PDN file of draughts games.
    pub file: PathBuf,
    /// Line-by-line session instead of the full screen.
    #[arg(long)]
    pub plain: bool,
    /// Open game N (1-based).
    #[arg(long, allow_negative_numbers = true)]
    pub game: Option<usize>,
    /// The file's encoding when it is not UTF-8 (`windows-1251`, `koi8-r`, ...; default:
    /// guessed from its text).
    #[arg(long, value_name = "NAME", value_parser = EncodingParser)]
    pub encoding: Option<&'static Encoding>,
    /// Announcement style (default: the config file's `style`, else fide; native for
    /// draughts).
    #[arg(long, value_parser = choice::<Style>())]
    pub style: Option<Style>,
    /// Say the ranks in the UI language instead of the style's words.
    #[arg(long)]
    pub ranks_in_ui_language: bool,
    /// The folder of the lichess chess-openings TSV files (default: the config file's
    /// `openings`, else `openings` in the data folder).
    #[arg(long, value_name = "DIR")]
    pub openings: Option<PathBuf>,
}

/// `hektor check`.
#[derive(Debug, Clone, clap::Args)]
pub struct CheckArgs {
    /// The PGN file.
    pub file: PathBuf,
    /// Print only the errors and the totals, not the notes.
    #[arg(long = "errors")]
    pub errors_only: bool,
    /// How many threads read a big file at once (default: one per core; 1 reads it in
    /// one piece). The report is the same.
    #[arg(long, value_name = "N")]
    pub threads: Option<std::num::NonZeroUsize>,
    /// The file's encoding when it is not UTF-8 (`windows-1251`, `koi8-r`, ...; default:
    /// guessed from its text).
    #[arg(long, value_name = "NAME", value_parser = EncodingParser)]
    pub encoding: Option<&'static Encoding>,
}

/// `hektor export`.
#[derive(Debug, Clone, clap::Args)]
pub struct ExportArgs {
    /// A saved game (journal), a PGN file or a PDN file of draughts games.
    pub input: PathBuf,
    /// The output format.
    #[arg(long, value_parser = choice::<crate::scoresheet::Format>())]
    pub format: crate::scoresheet::Format,
    /// Braille notation profile (see `braille/`).
    #[arg(long)]
    pub profile: Option<String>,
    /// The reader's language of a Braille export: its headings in that language's
    /// literary Braille (default: `braille_language` of the config file, else --lang).
    #[arg(long, value_parser = LangParser)]
    pub braille_language: Option<Lang>,
    /// Game N of a PGN file (1-based).
    #[arg(long, allow_negative_numbers = true)]
    pub game: Option<usize>,
    /// Every game of a PGN file, one after another (a new page, or a blank line in PGN,
    /// between games).
    #[arg(long, conflicts_with = "game")]
    pub all: bool,
    /// How many threads read a big PGN file at once with `--all` (default: one per core;
    /// 1 reads it in one piece). The output is the same.
    #[arg(long, value_name = "N")]
    pub threads: Option<std::num::NonZeroUsize>,
    /// Line width in cells or characters.
    #[arg(long, allow_negative_numbers = true)]
    pub width: Option<usize>,
    /// Page height in lines.
    #[arg(long, allow_negative_numbers = true)]
    pub height: Option<usize>,
    /// Line ending (default: crlf for brf, lf otherwise).
    #[arg(long, value_parser = choice::<crate::scoresheet::LineEnding>())]
    pub line_ending: Option<crate::scoresheet::LineEnding>,
    /// Output file (default: standard output).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// The file's encoding when it is not UTF-8 (`windows-1251`, `koi8-r`, ...; default:
    /// guessed from its text).
    #[arg(long, value_name = "NAME", value_parser = EncodingParser)]
    pub encoding: Option<&'static Encoding>,
    /// Replace the output file when it exists (without it, an existing file is kept).
    #[arg(long)]
    pub force: bool,
}

/// `hektor verify`.
#[derive(Debug, Clone, clap::Args)]
pub struct VerifyArgs {
    /// The game file (a saved game's journal).
    pub file: PathBuf,
    /// The code the screen showed last (six digits, `482 913`): an end cut off or added
    /// to is caught too.
    #[arg(long)]
    pub code: Option<String>,
}

/// Output formats of `reconcile`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum ReportFormat {
    /// Sentences.
    #[default]
    Text,
    /// One JSON object.
    Json,
}

/// `hektor reconcile`.
#[derive(Debug, Clone, clap::Args)]
pub struct ReconcileArgs {
    /// A scoresheet file (give exactly two).
    #[arg(long = "sheet", required = true, num_args = 1)]
    pub sheets: Vec<PathBuf>,
    /// The file's encoding when it is not UTF-8 (`windows-1251`, `koi8-r`, ...; default:
    /// guessed from its text).
    #[arg(long, value_name = "NAME", value_parser = EncodingParser)]
    pub encoding: Option<&'static Encoding>,
    /// What stands on a board: FEN or a piece list (zero, one or two); `blind:POS` or
    /// `sighted:POS` says whose board it is.
    #[arg(long = "board")]
    pub boards: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    pub format: ReportFormat,
    /// Announcement style for squares and moves.
    #[arg(long, value_parser = choice::<Style>())]
    pub style: Option<Style>,
    /// Of a PGN file with several games, read game N (1-based): once for both sheets,
    /// or twice, for sheet 1 and sheet 2.
    #[arg(long = "game", value_name = "N", allow_negative_numbers = true)]
    pub games: Vec<usize>,
}

/// The names a type of the domain, which knows nothing of clap, takes on the command
/// line, and their help, in the order `--help` lists them.
pub trait Choices: Sized + Clone + Send + Sync + 'static {
    /// Every value, in the order of `--help`.
    fn choices() -> &'static [Self];
    /// The value's name on the command line and its help.
    fn possible_value(&self) -> PossibleValue;
}

/// Reads a [`Choices`] type's value from its name, refusing any other word as clap
/// refuses a value not among the possible ones (said in the UI language by
/// `commands::cli_error`).
#[derive(Debug, Clone, Copy)]
pub struct ChoiceParser<T>(std::marker::PhantomData<T>);

/// The parser of `T`'s names, for a field's `value_parser`.
pub fn choice<T: Choices>() -> ChoiceParser<T> {
    ChoiceParser(std::marker::PhantomData)
}

impl<T: Choices> clap::builder::TypedValueParser for ChoiceParser<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let values = T::choices().iter().map(Choices::possible_value);
        let name = clap::builder::PossibleValuesParser::new(values).parse_ref(cmd, arg, value)?;
        T::choices()
            .iter()
            .find(|choice| choice.possible_value().matches(&name, false))
            .cloned()
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidValue).with_cmd(cmd))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(T::choices().iter().map(Choices::possible_value)))
    }
}

/// [`Choices`] for a type of the domain: its command-line names and their help.
macro_rules! value_enum {
    ($ty:ty { $($variant:ident => $name:literal: $help:literal),+ $(,)? }) => {
        impl Choices for $ty {
            fn choices() -> &'static [Self] {
                &[$(Self::$variant),+]
            }

            fn possible_value(&self) -> PossibleValue {
                match self {
                    $(Self::$variant => PossibleValue::new($name).help($help)),+
                }
            }
        }
    };
}

impl Choices for Rules {
    fn choices() -> &'static [Self] {
        &Rules::ALL
    }

    fn possible_value(&self) -> PossibleValue {
        PossibleValue::new(self.name()).help(self.description())
    }
}

value_enum!(Mode {
    Player => "player": "The blind player enters their own and the opponent's moves",
    Assistant => "assistant": "An assistant enters both players' moves as they are made",
});

value_enum!(Side {
    White => "white": "White",
    Black => "black": "Black",
});

value_enum!(SpeechChoice {
    Auto => "auto": "A running screen reader (Windows), then tts, then a speech command on PATH, then text",
    Tts => "tts": "The platform speech engine (speech-dispatcher on Linux, Windows' voices)",
    ScreenReader => "screen-reader": "The running screen reader (Windows: NVDA, or JAWS and others through Tolk)",
    Command => "command": "An external program that takes the text",
    Text => "text": "One printed line per utterance (screen readers, Braille displays)",
    None => "none": "Silence",
});

value_enum!(Style {
    Fide => "fide": "The FIDE words in German orthography (Anna, Bella, Cäsar ... Hektor; eins ... acht)",
    FideAscii => "fide-ascii": "The FIDE words exactly as the FIDE texts print them (Caesar, Hector, fuenf)",
    Nato => "nato": "NATO alphabet and English numbers (Alpha ... Hotel)",
    Native => "native": "The UI language's own piece and letter names",
    San => "san": "Letters as written (`Nf3`)",
});

value_enum!(Form {
    Short => "short": "Follows the SAN tokens",
    Long => "long": "Names the departure square too",
});

/// Reads `--lang` as config.toml's `lang` is read ([`Lang`]'s `parse`: `RU`, `ru-RU`, `ua`);
/// help and refusals list the codes.
#[derive(Debug, Clone, Copy)]
pub struct LangParser;

impl clap::builder::TypedValueParser for LangParser {
    type Value = Lang;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Lang, clap::Error> {
        match value.to_str().map(str::parse) {
            Some(Ok(lang)) => Ok(lang),
            _ => choice::<Lang>().parse_ref(cmd, arg, value),
        }
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            Lang::choices().iter().map(Choices::possible_value),
        ))
    }
}

/// Reads `--encoding`: a name of the WHATWG Encoding Standard (`windows-1251`, `cp1251`,
/// `koi8-r`, any case); another word is refused as clap refuses a value not among the
/// possible ones, naming some of them.
#[derive(Debug, Clone, Copy)]
pub struct EncodingParser;

/// The encodings named when a name is not known.
const SOME_ENCODINGS: [&str; 5] = [
    "windows-1251",
    "koi8-r",
    "windows-1252",
    "iso-8859-2",
    "utf-8",
];

impl clap::builder::TypedValueParser for EncodingParser {
    type Value = &'static Encoding;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<&'static Encoding, clap::Error> {
        use clap::error::{ContextKind, ContextValue, ErrorKind};
        if let Some(found) = value.to_str().and_then(crate::files::encoding::named) {
            return Ok(found);
        }
        let mut error = clap::Error::new(ErrorKind::InvalidValue).with_cmd(cmd);
        if let Some(arg) = arg {
            error.insert(
                ContextKind::InvalidArg,
                ContextValue::String(arg.to_string()),
            );
        }
        error.insert(
            ContextKind::InvalidValue,
            ContextValue::String(value.to_string_lossy().into_owned()),
        );
        error.insert(
            ContextKind::ValidValue,
            ContextValue::Strings(SOME_ENCODINGS.map(str::to_owned).to_vec()),
        );
        Err(error)
    }
}

/// The languages of `locales/`, each with its own name.
impl Choices for Lang {
    fn choices() -> &'static [Self] {
        &Lang::ALL
    }

    fn possible_value(&self) -> PossibleValue {
        PossibleValue::new(self.code()).help(self.name())
    }
}

value_enum!(crate::scoresheet::Format {
    Pgn => "pgn": "PGN with clock comments",
    Brf => "brf": "Braille Ready Format (North American Braille ASCII)",
    Braille => "braille": "Unicode Braille cells",
    Text => "text": "Printed text in the UI language",
    Pdn => "pdn": "Portable Draughts Notation (draughts files)",
});

value_enum!(LineEnding {
    Crlf => "crlf": "CR LF (the BRF convention)",
    Lf => "lf": "LF",
    Cr => "cr": "CR",
});

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::scoresheet::Format;

    #[test]
    fn every_format_name_on_the_command_line_is_the_one_a_session_reads() {
        assert_eq!(Format::choices().len(), Format::ALL.len());
        for format in Format::choices() {
            let value = format.possible_value();
            assert_eq!(value.get_name(), format.to_string());
            assert_eq!(value.get_name().parse::<Format>(), Ok(*format));
        }
    }
}
