//! `hektor say`: announce moves played from the start (or a FEN), one line each.

use fluent_bundle::FluentArgs;
use shakmaty::{Chess, Position};

use super::{Outcome, output_failed, print_line};
use crate::announce::{AnnounceOptions, Announcer, Form};
use crate::cli::SayArgs;
use crate::config::Settings;
use crate::games::chess::fen_position;
use crate::i18n::Locale;
use crate::notation::parse_move;
use crate::speech::segment::unmark;
use crate::speech::{Priority, Utterance};
use crate::voice::Voice;

/// Runs `say`: every line is printed as soon as its move is read, so the moves before a
/// wrong one are still announced; with `--speak` each is also spoken, and the command
/// ends when the speech has (boundedly) finished.
pub fn run(settings: &Settings, args: &SayArgs) -> Outcome {
    let announcer = Announcer::new(AnnounceOptions {
        style: args.style.unwrap_or(settings.style),
        form: if args.long { Form::Long } else { Form::Short },
        lang: settings.lang,
        ranks_in_ui_language: args.ranks_in_ui_language || settings.ranks_in_ui_language,
        ..AnnounceOptions::default()
    })
    .marking();
    let locale = announcer.locale();
    let mut pos = match args.fen.as_deref().map(fen_position) {
        None => Chess::default(),
        Some(Ok(pos)) => pos,
        Some(Err(problem)) => {
            let mut fluent_args = FluentArgs::new();
            fluent_args.set("reason", problem.phrase(locale));
            return Outcome::Unusable(locale.format("say-bad-fen", Some(&fluent_args)));
        }
    };
    let voice = args.speak.then(|| open_voice(settings, locale));
    let mut outcome = Outcome::Success;
    for (index, input) in args.moves.iter().enumerate() {
        match parse_move(&pos, input) {
            Ok(mv) => {
                let text = announcer.move_text(&pos, mv);
                if let Err(error) = print_line(&unmark(&text)) {
                    outcome = output_failed(locale, &error);
                    break;
                }
                if let Some(voice) = &voice {
                    voice.say(&Utterance::new(text, Priority::Move));
                }
                pos.play_unchecked(mv);
            }
            Err(error) => {
                let mut fluent_args = FluentArgs::new();
                fluent_args.set("number", index + 1);
                fluent_args.set("input", input.clone());
                fluent_args.set("reason", announcer.error_sentence(&pos, &error));
                let sentence = locale.format("say-move-error", Some(&fluent_args));
                if let Some(voice) = &voice {
                    voice.say(&Utterance::new(sentence.clone(), Priority::Error));
                }
                outcome = Outcome::Wrong(unmark(&sentence));
                break;
            }
        }
    }
    if let Some(voice) = &voice {
        voice.finish();
        for notice in voice.take_notices() {
            eprintln!("{notice}");
        }
    }
    outcome
}

/// The speech backend for `--speak`; which one, and why, goes to stderr so that standard
/// output keeps one announcement per line.
fn open_voice(settings: &Settings, locale: &Locale) -> Voice {
    let mut voice = Voice::open(settings, locale);
    if let Some(report) = voice.take_report() {
        eprintln!("{report}");
    }
    voice
}
