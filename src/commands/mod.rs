//! The subcommands. Each returns an [`Outcome`]; `main` prints and exits accordingly.

mod arbiter;
mod check;
pub mod cli_error;
mod delivery;
mod export;
mod play;
mod reconcile;
mod replay;
mod say;
mod speech;
mod verify;

use std::io::{self, Write};
use std::process::ExitCode;

use crate::cli::{Cli, Command, PlayArgs};
use crate::config::Settings;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::safe_text::{Breaks, safe_text};
use crate::speech::{Priority, Utterance};
use crate::voice::Voice;

/// How a command ended, per the command contract's exit codes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Exit 0.
    Success,
    /// Exit 1: the input was understood but is wrong; the sentence goes to stderr.
    Wrong(String),
    /// Exit 2: the input could not be used; the sentence goes to stderr.
    Unusable(String),
    /// Exit 3: a game session ended with entries its game file could not take (a full
    /// disk); the session said how many as its last sentence.
    Unsaved,
    /// Exit 141 (128 + SIGPIPE, as the shell reports a program a closed pipe ended),
    /// quietly: standard output was closed before everything was written
    /// (`hektor export game.pgn | head -1`), so what the command found is not known.
    OutputClosed,
}

impl Outcome {
    /// The process exit code.
    pub fn exit_code(&self) -> ExitCode {
        match self {
            Outcome::Success => ExitCode::SUCCESS,
            Outcome::Wrong(_) => ExitCode::from(1),
            Outcome::Unusable(_) => ExitCode::from(2),
            Outcome::Unsaved => ExitCode::from(3),
            Outcome::OutputClosed => ExitCode::from(141),
        }
    }

    /// The sentence to print on stderr, if any.
    pub fn message(&self) -> Option<&str> {
        match self {
            Outcome::Success | Outcome::Unsaved | Outcome::OutputClosed => None,
            Outcome::Wrong(m) | Outcome::Unusable(m) => Some(m),
        }
    }
}

/// `say`, `replay`, `reconcile`, `check` and `export` (both tell which moves are legal)
/// while a game in tournament mode is open in this data folder: refused with one
/// sentence (spoken by the commands that speak).
fn closed_in_tournament(settings: &Settings, command: Option<&Command>) -> Option<Outcome> {
    let (name, speaks) = match command? {
        Command::Say(args) => ("say", args.speak),
        Command::Replay(_) => ("replay", true),
        Command::Reconcile(_) => ("reconcile", false),
        Command::Check(_) => ("check", false),
        Command::Export(_) => ("export", false),
        _ => return None,
    };
    let game = crate::tournament::guard::open_game(&settings.data_dir)?;
    let locale = Locale::new(settings.lang);
    let message = crate::tournament::guard::refusal(&locale, name, &game);
    Some(if speaks {
        said_unusable(
            &Voice::open_speech_only(&settings.voice_choice(), &locale),
            message,
        )
    } else {
        Outcome::Unusable(message)
    })
}

/// A command that cannot go on: `message` is said by `voice` (to its end, as an error)
/// and printed on stderr, for a listener as for a reader.
fn said_unusable(voice: &Voice, message: String) -> Outcome {
    voice.say(&Utterance::new(message.clone(), Priority::Error));
    voice.finish();
    Outcome::Unusable(message)
}

/// The file `replay` and `check` read for `path`: itself, the copy of the game `play`
/// saved there (see [`crate::replay::saved`]), with what its reader left out of the saved
/// game (damaged lines, moves read from what remained of them: the sentences `export`
/// prints), or the copy in UTF-8 of UTF-16 text or of text in another encoding (`encoding`
/// when given, with the sentence saying which encoding it was read in); or why neither
/// copy can be read.
fn game_file(
    locale: &Locale,
    path: &std::path::Path,
    data_dir: &std::path::Path,
    encoding: Option<&'static crate::files::encoding::Encoding>,
) -> Result<(std::path::PathBuf, Vec<String>), UnreadGameFile> {
    use crate::games::saved::{self, GameFile};
    let unread = |error, saved| UnreadGameFile {
        file: path.to_owned(),
        error: Box::new(error),
        saved,
    };
    match saved::game_file(path, data_dir, encoding) {
        GameFile::AsItIs => Ok((path.to_owned(), Vec::new())),
        GameFile::Decoded(file, None) => Ok((file, Vec::new())),
        GameFile::Decoded(file, Some(read_as)) => {
            Ok((file, vec![read_as_sentence(locale, path, read_as)]))
        }
        GameFile::Copy { file, input } => Ok((file, input.warnings(locale, path))),
        GameFile::Unusable(error) => Err(unread(error, true)),
        GameFile::Uncopied(error) => Err(unread(error, false)),
    }
}

/// `outcome` with the path of the `copy` read in its sentences named as the file `given`.
fn named_as_given(outcome: Outcome, copy: &std::path::Path, given: &std::path::Path) -> Outcome {
    let name =
        |text: String| text.replace(&copy.display().to_string(), &given.display().to_string());
    match outcome {
        Outcome::Wrong(text) => Outcome::Wrong(name(text)),
        Outcome::Unusable(text) => Outcome::Unusable(name(text)),
        other => other,
    }
}

/// The sentence that the file at `path` is read in `encoding` (not UTF-8).
pub(crate) fn read_as_sentence(
    locale: &Locale,
    path: &std::path::Path,
    encoding: &'static crate::files::encoding::Encoding,
) -> String {
    sentence(
        locale,
        msg::FILE_READ_AS,
        &[
            ("file", path.display().to_string().into()),
            ("encoding", encoding.name().into()),
        ],
    )
}

/// A game `play` saved that hektor cannot read, or UTF-16 text whose copy in UTF-8
/// cannot be made, for `replay` and `check`.
#[derive(Debug)]
struct UnreadGameFile {
    /// The file given.
    file: std::path::PathBuf,
    /// Why it does not read (boxed: the error is large, and the answer is mostly `Ok`).
    error: Box<crate::scoresheet::input::InputError>,
    /// Whether it is a game `play` saved.
    saved: bool,
}

impl UnreadGameFile {
    /// The refusal in `locale`'s language: why; for a saved game, how to go on with the
    /// game and how to write it out as PGN or PDN.
    fn sentence(&self, locale: &Locale) -> String {
        if !self.saved {
            return self.error.sentence(locale);
        }
        sentence(
            locale,
            msg::REPLAY_SAVED_GAME,
            &[
                ("file", self.file.display().to_string().into()),
                ("error", self.error.sentence(locale).into()),
            ],
        )
    }
}

/// Prints one line on standard output, made safe ([`safe_text`]: nothing read from a
/// file reaches the terminal as a control character).
fn print_line(text: &str) -> io::Result<()> {
    writeln!(io::stdout().lock(), "{}", safe_text(text, Breaks::Keep))
}

/// Prints `text` on standard error (a refusal, a notice), made safe as `print_line`
/// makes a line. A closed standard error (`2>&1 | head -1`) is no reason to stop or to
/// panic, as `eprintln!` would: the line is dropped.
pub fn print_error(text: &str) {
    let _ = writeln!(io::stderr().lock(), "{}", safe_text(text, Breaks::Keep));
}

/// How a command ends when writing its standard output failed: a closed pipe (`| head -1`)
/// ends it quietly ([`Outcome::OutputClosed`], never a success), any other failure is
/// said.
fn output_failed(locale: &Locale, error: &io::Error) -> Outcome {
    if error.kind() == io::ErrorKind::BrokenPipe {
        Outcome::OutputClosed
    } else {
        Outcome::Unusable(locale.text(msg::IO_STDOUT))
    }
}

/// Whether `command` speaks to its user (a game, a replay, `say --speak`, the speech
/// test): its refusals are then spoken as well as printed. The others (`check`,
/// `export`, `reconcile`, `verify`, `voices`) print them only: a screen reader reads them, and
/// hektor's voice would say them a second time.
fn speaks(command: &Option<Command>) -> bool {
    let name = command.as_ref().map(|command| match command {
        Command::Play(_) => "play",
        Command::Say(_) => "say",
        Command::Replay(_) => "replay",
        Command::Check(_) => "check",
        Command::Export(_) => "export",
        Command::Reconcile(_) => "reconcile",
        Command::Verify(_) => "verify",
        Command::Arbiter => "arbiter",
        Command::Voices => "voices",
        Command::SpeechTest => "speech-test",
    });
    speaks_named(
        name,
        matches!(command, Some(Command::Say(args)) if args.speak),
    )
}

/// [`speaks`] by the command's name on the command line and whether `--speak` is given:
/// also for a command line clap refused, as far as it can be read (`hektor export
/// --width abc` is export's).
fn speaks_named(name: Option<&str>, speak_flag: bool) -> bool {
    match name {
        Some("check" | "export" | "reconcile" | "verify" | "voices") => false,
        Some("say") => speak_flag,
        _ => true,
    }
}

/// Runs the command the command line names.
pub fn run(cli: Cli) -> Outcome {
    let settings = match Settings::load(&cli) {
        Ok(settings) => settings,
        // A command that speaks says why it cannot start, with what of the file is usable.
        Err(refused) if speaks(&cli.command) => {
            let locale = Locale::new(refused.settings.lang);
            let voice = Voice::open_speech_only(&refused.settings.voice_choice(), &locale);
            return said_unusable(&voice, refused.sentence);
        }
        Err(refused) => return Outcome::Unusable(refused.sentence),
    };
    // A game or a replay says the notices about config.toml itself (spoken and shown);
    // the other commands print them.
    let says_notices = matches!(
        cli.command,
        None | Some(Command::Play(_)) | Some(Command::Replay(_))
    );
    if !says_notices {
        for notice in &settings.notices {
            print_error(notice);
        }
    }
    if let Some(refusal) = closed_in_tournament(&settings, cli.command.as_ref()) {
        return refusal;
    }
    match cli.command {
        None => play::run(&settings, &PlayArgs::default()),
        Some(Command::Play(args)) => play::run(&settings, &args),
        Some(Command::Say(args)) => say::run(&settings, &args),
        Some(Command::Replay(args)) => replay::run(&settings, &args),
        Some(Command::Check(args)) => check::run(&settings, &args),
        Some(Command::Export(args)) => export::run(&settings, &args),
        Some(Command::Reconcile(args)) => reconcile::run(&settings, &args),
        Some(Command::Verify(args)) => verify::run(&settings, &args),
        Some(Command::Arbiter) => arbiter::run(&settings),
        Some(Command::Voices) => speech::voices(&settings),
        Some(Command::SpeechTest) => speech::speech_test(&settings),
    }
}
