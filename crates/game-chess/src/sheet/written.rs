//! The scoresheet of a chess record kept as written (tournament mode): the moves checked
//! by the rules ([`crate::game::written::check`], each read as chess reads a written move,
//! [`crate::legal_written::read`]) up to the first that is not legal, each
//! with the move it fits; that move and the ones after it stand as written, marked.

use shakmaty::CastlingMode;
use shakmaty::Position;
use shakmaty::san::{San, SanPlus};

use crate::announce::Announcer;
use crate::game::GameRecord;
use crate::game::rules::GameRules;
use crate::game::written;
use crate::position::ReplayError;
use crate::scoresheet::{AsWritten, NotLegal, Ply, Scoresheet, san_and_play};
use hektor_notation::announce::AnnounceOptions;

/// The scoresheet of `record`: as written when it holds a move kept as written, else
/// replayed ([`Scoresheet::from_record`]).
///
/// # Errors
///
/// The start position cannot be set up, or a move recorded as played does not replay.
pub fn sheet_of<R: GameRules>(record: &GameRecord<R>) -> Result<Scoresheet, ReplayError> {
    if !record.moves.iter().any(|mv| mv.written) {
        return Scoresheet::from_record(record);
    }
    let (not_legal, plies) = written_plies(record)?;
    Ok(Scoresheet::of(record, plies.collect(), not_legal))
}

/// The plies of a `record` kept as written, one at a time as the rules check goes: the
/// moves up to the first that is not legal, each as the move it fits, then that move and
/// the ones after it as written, marked; with that first move, when there is one (the
/// check runs once before to find it, for the header written before the plies).
///
/// # Errors
///
/// The start position cannot be set up, or a move recorded as played does not replay.
pub(super) fn written_plies<R: GameRules>(
    record: &GameRecord<R>,
) -> Result<(Option<NotLegal>, impl Iterator<Item = Ply> + '_), ReplayError> {
    // The reasons are the check's, not the scoresheet's: any words do.
    let announcer = Announcer::new(AnnounceOptions::default()).marking();
    let read = move |pos: &crate::ChessPosition, text: &str| {
        crate::legal_written::read(pos.chess(), text, &announcer)
    };
    let start = crate::start_position(record)?;
    let checked = written::check(record, crate::ChessPosition::from(start.clone()), &read);
    let first = checked.legal;
    let not_legal = checked.not_legal.as_ref().map(|not_legal| NotLegal {
        number: record.move_number(first),
        player: not_legal.player,
        text: record
            .moves
            .get(first)
            .map_or_else(String::new, |mv| mv.san.trim().to_owned()),
    });
    let mut pos = start.clone();
    // Who makes the first move not checked: the side after the checked ones.
    let unchecked_color = if first % 2 == 0 {
        pos.turn()
    } else {
        pos.turn().other()
    };
    let fitted = written::fit(record, crate::ChessPosition::from(start), read)
        .take(first)
        .map_while(Result::ok);
    let checked_plies =
        record
            .moves
            .iter()
            .zip(fitted)
            .enumerate()
            .map(move |(index, (entry, fitted))| {
                let mv = fitted.mv;
                let color = pos.turn();
                Ply {
                    number: record.move_number(index),
                    color,
                    uci: mv.to_uci(CastlingMode::Standard).to_string(),
                    en_passant: mv.is_en_passant(),
                    san: san_and_play(&mut pos, mv, false),
                    white_ms: entry.white_ms,
                    black_ms: entry.black_ms,
                    draw_offer: entry.draw_offer,
                    written: entry.written.then(|| AsWritten {
                        text: entry.san.trim().to_owned(),
                        checked: true,
                    }),
                }
            });
    let unchecked = record
        .moves
        .iter()
        .enumerate()
        .skip(first)
        .map(move |(index, entry)| {
            let text = entry.san.trim().to_owned();
            let color = if (index - first) % 2 == 0 {
                unchecked_color
            } else {
                unchecked_color.other()
            };
            Ply {
                number: record.move_number(index),
                color,
                san: SanPlus::from_ascii(text.as_bytes()).unwrap_or(SanPlus {
                    san: San::Null,
                    suffix: None,
                }),
                uci: String::new(),
                en_passant: false,
                white_ms: entry.white_ms,
                black_ms: entry.black_ms,
                draw_offer: entry.draw_offer,
                written: Some(AsWritten {
                    text,
                    checked: false,
                }),
            }
        });
    Ok((not_legal, checked_plies.chain(unchecked)))
}
