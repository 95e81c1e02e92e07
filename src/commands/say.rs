//! `hektor say`: announce moves played from the start (or a FEN), one line each.

use shakmaty::{Chess, Position};

use super::Outcome;
use crate::announce::{AnnounceOptions, Announcer, Form};
use crate::cli::SayArgs;
use crate::config::Settings;
use crate::game::chess::position_from_fen;
use crate::notation::parse_move;

/// Runs `say`.
pub fn run(settings: &Settings, args: &SayArgs) -> Outcome {
    let mut pos = match args.fen.as_deref().map(position_from_fen) {
        None => Chess::default(),
        Some(Ok(pos)) => pos,
        Some(Err(error)) => return Outcome::Unusable(format!("--fen: {error}")),
    };
    let announcer = Announcer::new(AnnounceOptions {
        style: args.style,
        form: if args.long { Form::Long } else { Form::Short },
        lang: settings.lang,
        ..AnnounceOptions::default()
    });
    for (index, input) in args.moves.iter().enumerate() {
        match parse_move(&pos, input) {
            Ok(mv) => {
                println!("{}", announcer.move_text(&pos, mv));
                pos.play_unchecked(mv);
            }
            Err(error) => {
                return Outcome::Wrong(format!(
                    "move argument {} ({input}): {}",
                    index + 1,
                    announcer.error_sentence(&pos, &error)
                ));
            }
        }
    }
    Outcome::Success
}
