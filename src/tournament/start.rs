//! Tournament mode at the start of `play`: whether it is entered (a new game's option,
//! or the game resumed was begun in it) and its checks; a new game's settings (the
//! questions, the PIN's hash, the identity); what goes into the game file before the
//! session runs (the arbiter's leave, a resume's gap and identity); the network check
//! handed to the runtime.

use std::io::IsTerminal;
use std::path::Path;

use super::{Entering, Refusal, ask_missing, enter, id_notice_sentence, identity};
use crate::app::resume::ResumeQuestion;
use crate::app::setup::Tournament;
use crate::app::{Command, Setup};
use crate::cli::PlayArgs;
use crate::config::Settings;
use crate::game::clock::{SystemTime, TimeSource};
use crate::game::tournament::Allowance;
use crate::games::journal::{Entry, Event, Journal};
use crate::i18n::Locale;
use crate::msg;
use crate::runtime::{Output, Runtime, TextOutput};
use crate::speech::{Priority, Utterance};
use crate::voice::Voice;

/// The tournament settings a game's journal was begun with, if any.
pub fn begun_in(entries: &[Entry]) -> Option<Tournament> {
    entries.iter().find_map(|e| match &e.event {
        Event::Start { settings, .. } => Setup::from_json(settings).tournament,
        _ => None,
    })
}

/// Enters tournament mode when `args` ask for it (a new game) or `resumed` (the
/// settings of the game to be resumed) was begun in it: its checks, the PIN asked at
/// the terminal (printed and said in `locale`'s language). `None` outside it.
pub fn entering(
    settings: &Settings,
    args: &PlayArgs,
    setup: &Setup,
    resumed: Option<&Tournament>,
    locale: &Locale,
) -> Result<Option<Entering>, Refusal> {
    if !args.tournament && resumed.is_none() {
        return Ok(None);
    }
    let asked = super::Asked {
        new_game: args.resume.is_none() && resumed.is_none(),
        rules: settings.rules,
        mode: setup.mode,
        auto_confirm: args.auto_confirm,
        pin: args.pin || args.allow_board_questions,
        allow_network: args.allow_network,
        stored_pin: resumed.and_then(|t| t.pin.as_ref()),
    };
    // Printed and said as every question before a game is (once with text speech).
    let mut ask_pin = || {
        let voice = Voice::open_speech_only(&settings.voice_choice(), locale);
        let mut output = TextOutput::with_voice(std::io::stdout(), voice);
        let question = locale.text(msg::TOURNAMENT_ENTRY_PIN_QUESTION);
        output.say(&Utterance::new(question, Priority::Move));
        output.into_voice().finish();
    };
    enter(asked, std::io::stdin().is_terminal(), &mut ask_pin).map(Some)
}

/// A new game's setup: in tournament mode with what the command line left out asked
/// through `ask` and the tournament settings (the PIN's hash, the identity) filled in;
/// what happened to the installation id goes to `notices`.
pub fn new_game_setup(
    mut setup: Setup,
    args: &PlayArgs,
    entering: Option<&Entering>,
    (locale, data_dir): (&Locale, &Path),
    ask: &mut dyn FnMut(ResumeQuestion) -> ResumeQuestion,
    notices: &mut Vec<String>,
) -> Setup {
    let Some(entering) = entering.filter(|_| args.tournament) else {
        return setup;
    };
    ask_missing(&mut setup, args, locale, ask);
    let (identity, notice) = identity::identity(data_dir);
    notices.extend(notice.map(|n| id_notice_sentence(locale, &n)));
    setup.tournament = Some(Tournament {
        board_questions: args.allow_board_questions && entering.pin.is_some(),
        pin: entering.pin.clone(),
        identity,
        left: false,
    });
    setup
}

/// Writes the arbiter's leave to play with the network up, when it was needed: the
/// sentence that says so. A write the disk refused waits in the journal for the next
/// one, and is counted as unsaved at the end.
pub fn log_allowed(journal: &mut Journal, entering: &Entering, locale: &Locale) -> Option<String> {
    if !entering.network_allowed {
        return None;
    }
    let _ = journal.append(&Entry {
        unix_ms: SystemTime.now_ms(),
        event: Event::ArbiterAllowed {
            what: Allowance::Network,
        },
    });
    Some(super::network_allowed_sentence(locale, &entering.up))
}

/// Writes a resume's first entry: how long the file lay untouched since `last_ms` and
/// who goes on with it; what happened to the installation id, if worth a sentence. A
/// write the disk refused waits for the next one.
pub fn log_resumed(
    journal: &mut Journal,
    last_ms: Option<i64>,
    data_dir: &Path,
    locale: &Locale,
) -> Option<String> {
    let now = SystemTime.now_ms();
    let gap_ms = u64::try_from(now - last_ms.unwrap_or(now)).unwrap_or_default();
    let (identity, notice) = identity::identity(data_dir);
    let _ = journal.append(&Entry {
        unix_ms: now,
        event: Event::Resumed { gap_ms, identity },
    });
    notice.map(|n| id_notice_sentence(locale, &n))
}

/// Hands the session the network check made on entering (journaled), and makes the
/// runtime look again every minute.
pub fn watch_network<O: Output>(runtime: &mut Runtime<O>, entering: Option<Entering>) {
    if let Some(entering) = entering {
        runtime.handle(Command::Network(entering.up));
        runtime.probe_with(super::network_probe());
    }
}
