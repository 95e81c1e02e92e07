//! `hektor say`: announce moves played from the start (or a FEN), one line each.

use super::{Outcome, output_failed, print_line};
use crate::announce::{AnnounceOptions, Form};
use crate::cli::SayArgs;
use crate::config::Settings;
use crate::game_errors::start_phrase;
use crate::games::words::{GameWords, Reading};
use crate::games::{Board, GamePosition};
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::speech::segment::unmark;
use crate::speech::{Priority, Utterance};
use crate::voice::Voice;

/// Runs `say`: every line is printed as soon as its move is read, so the moves before a
/// wrong one are still announced; with `--speak` each is also spoken, and the command
/// ends when the speech has (boundedly) finished.
pub fn run(settings: &Settings, args: &SayArgs) -> Outcome {
    let rules = settings.rules;
    let default_style = rules.default_style(settings.style);
    let words = GameWords::new(
        rules,
        AnnounceOptions {
            style: args.style.unwrap_or(default_style),
            form: if args.long { Form::Long } else { Form::Short },
            lang: settings.lang,
            ranks_in_ui_language: args.ranks_in_ui_language || settings.ranks_in_ui_language,
            ..AnnounceOptions::default()
        },
    );
    let locale = words.locale();
    let mut pos = match Board::start(rules, args.fen.as_deref()) {
        Ok(pos) => pos,
        Err(problem) => {
            return Outcome::Unusable(sentence(
                locale,
                msg::SAY_BAD_FEN,
                &[("reason", start_phrase(locale, &problem).into())],
            ));
        }
    };
    let voice = args.speak.then(|| open_voice(settings, locale));
    let mut outcome = Outcome::Success;
    for (index, input) in args.moves.iter().enumerate() {
        match words.read(&pos, input) {
            Reading::Move(mv) | Reading::Unusual(mv) => {
                let text = words.move_text(&pos, &mv);
                if let Err(error) = print_line(&unmark(&text)) {
                    outcome = output_failed(locale, &error);
                    break;
                }
                if let Some(voice) = &voice {
                    voice.say(&Utterance::new(text, Priority::Move));
                }
                if let Some(next) = pos.play(&mv) {
                    pos = next;
                }
            }
            Reading::Promotion {
                sentence: reason, ..
            }
            | Reading::Choice {
                sentence: reason, ..
            }
            | Reading::Error(reason) => {
                let args = [
                    ("number", (index + 1).into()),
                    ("input", input.clone().into()),
                    ("reason", reason.into()),
                ];
                let said = sentence(locale, msg::SAY_MOVE_ERROR, &args);
                if let Some(voice) = &voice {
                    voice.say(&Utterance::new(said.clone(), Priority::Error));
                }
                outcome = Outcome::Wrong(unmark(&said));
                break;
            }
        }
    }
    if let Some(voice) = &voice {
        voice.finish();
        for notice in voice.take_notices() {
            super::print_error(&notice);
        }
    }
    outcome
}

/// The speech backend for `--speak` (no earcons: `say` plays none, and opens no sound
/// device); which one, and why, goes to stderr so that standard output keeps one
/// announcement per line.
fn open_voice(settings: &Settings, locale: &Locale) -> Voice {
    let mut voice = Voice::open_speech_only(&settings.voice_choice(), locale);
    if let Some(report) = voice.take_report() {
        super::print_error(&report);
    }
    voice
}
