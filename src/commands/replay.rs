//! `hektor replay`: browse the games of a PGN or PDN file, in plain mode or on the full screen.

use std::io::{self, IsTerminal};

use super::{Outcome, said_unusable};
use crate::app::replay::{OpenError, Replay};
use crate::cli::ReplayArgs;
use crate::config::Settings;
use crate::games::chess::openings::Openings;
use crate::i18n::Locale;
use crate::msg;
use crate::replay::library::Library;
use crate::runtime::{Runtime, TextOutput};
use crate::tui::game::ScreenOutput;
use crate::tui::keys::KeyMap;
use crate::voice::Voice;
use crate::{announce::AnnounceOptions, games::chess::announce::Announcer};

/// Runs `replay`.
pub fn run(settings: &Settings, args: &ReplayArgs) -> Outcome {
    // The voice opens first: a file that cannot be replayed is said too, as in play.
    // Replay plays no earcons: its voice opens no sound device.
    let locale = Locale::new(settings.lang);
    let mut voice = Voice::open_speech_only(&settings.voice_choice(), &locale);
    // The keys are read before the file is opened: a key hektor cannot bind stops it.
    let keys = match KeyMap::replay(&settings.replay_keys) {
        Ok(keys) => keys,
        Err(error) => return said_unusable(&voice, error.sentence(&locale)),
    };
    let (file, file_notices) =
        match super::game_file(&locale, &args.file, &settings.data_dir, args.encoding) {
            Ok(read) => read,
            Err(unread) => return said_unusable(&voice, unread.sentence(&locale)),
        };
    // The file is opened (and told PGN or PDN) once.
    let library = match Library::open(&file, crate::games::format::Format::replayed) {
        Ok(library) => library,
        Err(error) => {
            return said_unusable(&voice, OpenError::File(error).sentence(&locale, &args.file));
        }
    };
    // A PDN file is draughts: said in draughts' own default style unless one is asked for.
    let default_style = library.format().rules().default_style(settings.style);
    // The words of another language (the FIDE words are German) are marked for speech,
    // so they are said by that language's voice, as in play.
    let announcer = Announcer::new(AnnounceOptions {
        style: args.style.unwrap_or(default_style),
        lang: settings.lang,
        ranks_in_ui_language: args.ranks_in_ui_language || settings.ranks_in_ui_language,
        ..AnnounceOptions::default()
    })
    .marking();
    let folder = args.openings.as_ref().or(settings.openings.as_ref());
    let (openings, notices) = Openings::load(
        &folder
            .cloned()
            .unwrap_or_else(|| settings.data_dir.join("openings")),
        folder.is_some(),
        announcer.locale(),
    );
    let mut session =
        match Replay::from_library(library, args.game, announcer, &settings.data_dir, openings) {
            Ok(session) => session,
            Err(error) => return said_unusable(&voice, error.sentence(&locale, &args.file)),
        };
    let key_notices = keys
        .left_out()
        .iter()
        .map(|key| key.sentence(session.locale()));
    // Both front ends speak through the voice, and say first which backend speaks and
    // why, then the game, then what was left out (of the saved game first), as play does.
    session.notice(
        voice.take_report(),
        file_notices
            .into_iter()
            .chain(notices)
            .chain(settings.notices.iter().cloned())
            .chain(key_notices)
            .collect(),
    );
    let terminal_error = session.locale().text(msg::IO_TERMINAL);
    let full_screen = !args.plain && io::stdin().is_terminal() && io::stdout().is_terminal();
    let result = if full_screen {
        session.describe_keys(keys.help_lines(session.locale()));
        let mut runtime = Runtime::without_journal(session, ScreenOutput::with_voice(voice));
        let result = crate::tui::replay::run(&mut runtime, keys);
        voice = runtime.into_output().into_voice();
        result
    } else {
        let mut runtime =
            Runtime::without_journal(session, TextOutput::with_voice(io::stdout(), voice));
        runtime.greet();
        crate::plain::run(
            &mut runtime,
            &crate::plain::spawn_reader(io::BufReader::new(io::stdin())),
            crate::plain::Lines::of_stdin(),
        );
        voice = runtime.into_output().into_voice();
        Ok(())
    };
    voice.finish();
    match result {
        Ok(()) => Outcome::Success,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Outcome::OutputClosed,
        Err(_) => Outcome::Unusable(terminal_error),
    }
}
