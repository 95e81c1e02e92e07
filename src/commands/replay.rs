//! `hektor replay`: browse the games of a PGN or PDN file, in plain mode or on the full screen.

use std::io::{self, IsTerminal};

use super::Outcome;
use crate::cli::ReplayArgs;
use crate::config::Settings;
use crate::games::chess::openings::Openings;
use crate::i18n::Locale;
use crate::replay::plain;
use crate::replay::session::Session;
use crate::replay::tree::Format;
use crate::runtime::TextOutput;
use crate::speech::{Priority, Utterance};
use crate::voice::Voice;
use crate::{announce::AnnounceOptions, games::chess::announce::Announcer};

/// Runs `replay`.
pub fn run(settings: &Settings, args: &ReplayArgs) -> Outcome {
    // The voice opens first: a file that cannot be replayed is said too, as in play.
    // Replay plays no earcons: its voice opens no sound device.
    let mut voice = Voice::open_speech_only(settings, &Locale::new(settings.lang));
    // A PDN file is draughts: said in draughts' own default style unless one is asked for.
    let draughts = Format::of(&args.file).is_ok_and(|format| format == Format::Pdn);
    let default_style = if draughts {
        crate::games::draughts::DEFAULT_STYLE
    } else {
        settings.style
    };
    let announcer = Announcer::new(AnnounceOptions {
        style: args.style.unwrap_or(default_style),
        lang: settings.lang,
        ranks_in_ui_language: args.ranks_in_ui_language || settings.ranks_in_ui_language,
        ..AnnounceOptions::default()
    });
    let folder = args.openings.as_ref().or(settings.openings.as_ref());
    let (openings, notices) = Openings::load(
        &folder
            .cloned()
            .unwrap_or_else(|| settings.data_dir.join("openings")),
        folder.is_some(),
        announcer.locale(),
    );
    let (mut session, opening) = match Session::open(
        &args.file,
        args.game,
        announcer,
        &settings.data_dir,
        openings,
    ) {
        Ok((session, opening)) => {
            let opening: Vec<String> = notices.into_iter().chain(opening).collect();
            (session, opening)
        }
        Err(message) => {
            voice.say(&Utterance::new(message.clone(), Priority::Error));
            voice.finish();
            return Outcome::Unusable(message);
        }
    };
    let full_screen = !args.plain && io::stdin().is_terminal() && io::stdout().is_terminal();
    // Both front ends speak through the voice, and say first which backend speaks and
    // why, as play does.
    let opening: Vec<String> = voice.take_report().into_iter().chain(opening).collect();
    let result = if full_screen {
        crate::tui::replay::run(&mut session, &opening, &voice)
    } else {
        let mut output = TextOutput::with_voice(io::stdout(), voice);
        let result = plain::run(&mut session, &opening, io::stdin().lock(), &mut output);
        voice = output.into_voice();
        result
    };
    voice.finish();
    match result {
        Ok(()) => Outcome::Success,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Outcome::Success,
        Err(_) => Outcome::Unusable(session.locale().text("io-terminal")),
    }
}
