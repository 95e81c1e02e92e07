//! A typed line read into a command through the one table.

use super::*;

/// Reads a typed line. `answering` says whether a question waits (then an empty line is
/// a yes). A line that begins with a command's name is that command (or its usage, when
/// the words after the name do not fit); anything else is returned as
/// [`Command::Move`].
pub fn read_line(line: &str, answering: bool) -> Result<Command, LineError> {
    let text = text_of(line)?;
    if text.is_empty() {
        return if answering {
            Ok(Command::Confirm)
        } else {
            Err(LineError::Empty)
        };
    }
    if let Some(yes) = crate::i18n::yes_no(text) {
        return Ok(if yes {
            Command::Confirm
        } else {
            Command::Withdraw
        });
    }
    if let Some(command) = said_as_people_say_it(text) {
        return Ok(command);
    }
    match read_command(Engine::Play, text) {
        Some(Ok(command)) => Ok(command),
        Some(Err(LineError::Extra { usage, .. })) => Err(LineError::Usage(usage)),
        Some(Err(error)) => Err(error),
        None => Ok(Command::Move(text.to_owned())),
    }
}

/// What a line says in the order people say it rather than a command's: a side and then
/// that it resigns (`Schwarz gibt auf`, `білі здалися`, `białe się poddały`), or the word
/// for a square and then one (`Feld e4`, whose first word alone is also a move, f×e1=D,
/// so it cannot be a command's name).
fn said_as_people_say_it(text: &str) -> Option<Command> {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let (first, rest) = words.split_first()?;
    match rest {
        [square] if is_word(msg::WORDS_FIELD, first) => {
            SquareName::parse(square).map(Command::Square)
        }
        [_, ..] if is_word(msg::WORDS_RESIGNS, &rest.join(" ")) => {
            parse::player(first).map(|side| Command::Resign(Some(side)))
        }
        _ => None,
    }
}

/// Reads a line typed in the replay session: an empty line is the next move, a line
/// that names no command of [`Engine::Replay`] is [`LineError::Unknown`].
///
/// ```
/// use hektor_session::app::{Browse, Command, LineError, Step, read_replay_line};
///
/// assert_eq!(read_replay_line(""), Ok(Command::Browse(Browse::Step(Step::Next))));
/// assert_eq!(read_replay_line("go 12..."), Ok(Command::Browse(Browse::Go(12, hektor_session::game::clock::Player::Black))));
/// assert!(matches!(read_replay_line("fly"), Err(LineError::Unknown(_))));
/// ```
pub fn read_replay_line(line: &str) -> Result<Command, LineError> {
    let text = text_of(line)?;
    if text.is_empty() {
        return Ok(Command::Browse(Browse::Step(Step::Next)));
    }
    read_command(Engine::Replay, text).unwrap_or_else(|| Err(LineError::Unknown(text.to_owned())))
}

/// The line without its surrounding spaces, unless it is too long or not text.
pub(super) fn text_of(line: &str) -> Result<&str, LineError> {
    let count = line.chars().count();
    if count > MAX_LINE {
        return Err(LineError::TooLong(count));
    }
    if line
        .chars()
        .any(|c| c == '\u{FFFD}' || (c.is_control() && c != '\t'))
    {
        return Err(LineError::NotText);
    }
    Ok(line.trim())
}

/// The command of `engine` that `text` names with the words after its name read, or why
/// they do not fit; `None` when the text names no command.
pub(super) fn read_command(engine: Engine, text: &str) -> Option<Result<Command, LineError>> {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let typed: Vec<&str> = text.split_whitespace().collect();
    let (entry, name, taken) = find(engine, &words)?;
    let words = Words {
        name,
        args: words.get(taken..).unwrap_or_default(),
        typed: typed.get(taken..).unwrap_or_default(),
    };
    Some((entry.parse)(&words).ok_or_else(|| LineError::Extra {
        help_id: entry.help_id,
        usage: entry.usage,
        name,
        extra: words.typed.join(" "),
    }))
}

/// The entry of the table that `line` gives in `engine`'s session, when it reads as a
/// command there (a move, or a command whose words do not fit, gives none): what a key
/// may be bound to.
pub fn entry_of(engine: Engine, line: &str) -> Option<&'static CommandSpec> {
    command_of(engine, line).map(|(_, entry)| entry)
}

/// The command `line` reads as in `engine`'s session and its entry of the table, when it
/// names a command there: a key's binding read once, when the key map is made, so the
/// screen sends the command itself.
pub fn command_of(engine: Engine, line: &str) -> Option<(Command, &'static CommandSpec)> {
    let read = match engine {
        Engine::Play => read_line(line, false),
        Engine::Replay => read_replay_line(line),
    };
    let entry = match &read {
        Ok(Command::Confirm | Command::Withdraw) => {
            COMMANDS.iter().find(|spec| spec.help_id == CONFIRM_HELP)
        }
        Ok(Command::Move(_)) | Err(_) => None,
        Ok(_) => {
            let lower = line.trim().to_lowercase();
            let words: Vec<&str> = lower.split_whitespace().collect();
            find(engine, &words).map(|(spec, ..)| spec)
        }
    }?;
    Some((read.ok()?, entry))
}
