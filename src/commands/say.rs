//! `hektor say`: announce moves played from the start (or a FEN), one line each.

use fluent_bundle::FluentArgs;
use shakmaty::{Chess, Position};

use super::Outcome;
use crate::announce::{AnnounceOptions, Announcer, Form};
use crate::cli::SayArgs;
use crate::config::Settings;
use crate::game::chess::position_from_fen;
use crate::notation::parse_move;

/// Runs `say`: every line is printed as soon as its move is read, so the moves before a
/// wrong one are still announced.
pub fn run(settings: &Settings, args: &SayArgs) -> Outcome {
    let announcer = Announcer::new(AnnounceOptions {
        style: args.style,
        form: if args.long { Form::Long } else { Form::Short },
        lang: settings.lang,
        ..AnnounceOptions::default()
    });
    let locale = announcer.locale();
    let mut pos = match args.fen.as_deref().map(position_from_fen) {
        None => Chess::default(),
        Some(Ok(pos)) => pos,
        Some(Err(error)) => {
            let mut fluent_args = FluentArgs::new();
            fluent_args.set("reason", error.to_string());
            return Outcome::Unusable(locale.format("say-bad-fen", Some(&fluent_args)));
        }
    };
    for (index, input) in args.moves.iter().enumerate() {
        match parse_move(&pos, input) {
            Ok(mv) => {
                println!("{}", announcer.move_text(&pos, mv));
                pos.play_unchecked(mv);
            }
            Err(error) => {
                let mut fluent_args = FluentArgs::new();
                fluent_args.set("number", index + 1);
                fluent_args.set("input", input.clone());
                fluent_args.set("reason", announcer.error_sentence(&pos, &error));
                return Outcome::Wrong(locale.format("say-move-error", Some(&fluent_args)));
            }
        }
    }
    Outcome::Success
}
