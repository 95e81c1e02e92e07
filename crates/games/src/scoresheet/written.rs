//! The scoresheet of a chess record kept as written (tournament mode): the moves checked
//! by the rules ([`crate::games::written::check`]) up to the first that is not legal,
//! each with the move it fits; that move and the ones after it stand as written, marked.

use shakmaty::CastlingMode;
use shakmaty::Position;
use shakmaty::san::{San, SanPlus};

use std::io::Write;

use super::input::InputError;
use super::layout::Page;
use super::{ExportError, ExportOptions};
use crate::announce::AnnounceOptions;
use crate::game::GameRecord;
use crate::games::chess::scoresheet::{AsWritten, NotLegal, Ply, Scoresheet, san_and_play};
use crate::games::words::GameWords;
use crate::games::{GameMove, ReplayError, Rules, chess, written};
use crate::i18n::Locale;

/// Writes the scoresheet of `record` ([`sheet_of`]) in `options.format` to `out`. A
/// record of moves played is replayed twice, one ply at a time: once to find a move that
/// does not replay before anything is written, then as it is written, so that a long
/// game is never held twice.
///
/// # Errors
///
/// The game does not replay (nothing is written then), or writing fails.
pub fn write_sheet(
    record: &GameRecord,
    options: &ExportOptions,
    locale: &Locale,
    page: Page,
    out: &mut dyn Write,
) -> Result<(), InputError> {
    let unplayable = |error: ReplayError| InputError::from(ExportError::from(error));
    if record.moves.iter().any(|mv| mv.written) {
        let sheet = sheet_of(record).map_err(unplayable)?;
        return sheet
            .write(options, locale, page, out)
            .map_err(InputError::Write);
    }
    if let Some(error) = Scoresheet::plies_of(record)
        .map_err(unplayable)?
        .find_map(Result::err)
    {
        return Err(unplayable(error));
    }
    let plies = Scoresheet::plies_of(record).map_err(unplayable)?;
    let header = Scoresheet::header_of(record, None);
    super::write::plies(options, locale, page, &header, plies.flatten(), out)
        .map_err(InputError::Write)
}

/// The scoresheet of `record`: as written when it holds a move kept as written, else
/// replayed ([`Scoresheet::from_record`]).
///
/// # Errors
///
/// The start position cannot be set up, or a move recorded as played does not replay.
pub fn sheet_of(record: &GameRecord) -> Result<Scoresheet, ReplayError> {
    if !record.moves.iter().any(|mv| mv.written) {
        return Scoresheet::from_record(record);
    }
    // The reasons are the check's, not the scoresheet's: any words do.
    let words = GameWords::new(Rules::Chess, AnnounceOptions::default());
    let checked = written::check(record, &words)?;
    let mut pos = chess::start_position(record)?;
    let mut plies = Vec::with_capacity(record.moves.len());
    for (index, (entry, fitted)) in record.moves.iter().zip(&checked.legal).enumerate() {
        let GameMove::Chess(mv) = fitted.mv else {
            return Err(ReplayError::IllegalMove {
                ply: index + 1,
                key: entry.uci.to_owned(),
            });
        };
        let color = pos.turn();
        plies.push(Ply {
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
        });
    }
    let first = checked.legal.len();
    let mut color = pos.turn();
    let not_legal = checked.not_legal.map(|not_legal| NotLegal {
        number: record.move_number(first),
        player: not_legal.player,
        text: record
            .moves
            .get(first)
            .map_or_else(String::new, |mv| mv.san.trim().to_owned()),
    });
    for (index, entry) in record.moves.iter().enumerate().skip(first) {
        let text = entry.san.trim().to_owned();
        plies.push(Ply {
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
        });
        color = color.other();
    }
    Ok(Scoresheet::of(record, plies, not_legal))
}
