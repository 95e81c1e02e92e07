//! Chess moves in the cells of a Braille notation profile: pieces, squares, captures,
//! castling, promotion, check and mate as the profile writes them, a move pair per line.

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, File, Rank, Role, Square};

use crate::scoresheet::{MovePair, Ply, Scoresheet};
use hektor_game_core::scoresheet::cells::Cell;
use hektor_game_core::scoresheet::profile::{Cells, CheckPosition, Profile};

/// The cells of one move (`en_passant`: the move captures en passant).
pub fn move_cells(profile: &Profile, san: &SanPlus, en_passant: bool) -> Cells {
    let check = san.suffix == Some(Suffix::Check);
    let mate = san.suffix == Some(Suffix::Checkmate);
    let before = profile.check_position == CheckPosition::BeforeDestination;
    let mut out = Vec::new();
    match san.san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            out.extend(piece(profile, role));
            if let Some(file) = file {
                out.extend(file_cells(profile, file));
            }
            if let Some(rank) = rank {
                out.extend(rank_cells(profile, rank));
            }
            let sign = match (capture, check && before) {
                (true, true) => &profile.capture_check,
                (true, false) => &profile.capture,
                (false, true) => &profile.check,
                (false, false) => &Vec::new(),
            };
            out.extend(sign);
            out.extend(square(profile, to));
            if let Some(promoted) = promotion {
                out.extend(&profile.promotion);
                out.extend(piece(profile, promoted));
            }
            if en_passant {
                out.extend(&profile.en_passant);
            }
            if check && !before {
                out.extend(&profile.check);
            }
        }
        San::Castle(side) => {
            out.extend(match side {
                CastlingSide::KingSide => &profile.castle_short,
                CastlingSide::QueenSide => &profile.castle_long,
            });
            if check {
                out.extend(&profile.check);
            }
        }
        San::Put { role, to } => {
            out.extend(piece(profile, role));
            out.extend(square(profile, to));
        }
        San::Null => out.extend(&profile.missing_move),
    }
    if mate {
        out.extend(&profile.mate);
    }
    out
}

fn piece(profile: &Profile, role: Role) -> &[Cell] {
    if role == Role::Pawn {
        return &[];
    }
    &profile.pieces[super::role_index(role)]
}

fn file_cells(profile: &Profile, file: File) -> &[Cell] {
    &profile.files[usize::from(file)]
}

fn rank_cells(profile: &Profile, rank: Rank) -> &[Cell] {
    &profile.digits[usize::from(rank) + 1]
}

fn square(profile: &Profile, sq: Square) -> impl Iterator<Item = &Cell> {
    file_cells(profile, sq.file())
        .iter()
        .chain(rank_cells(profile, sq.rank()))
}

/// The cells of one half-move: as written when it was kept so (a move that is no SAN as
/// the missing move's cells), with `unchecked` after it when the rules did not check it.
fn ply_cells(profile: &Profile, ply: &Ply, unchecked: &Cells) -> Cells {
    let mut out = match &ply.written {
        Some(written) => SanPlus::from_ascii(written.text.as_bytes()).map_or_else(
            |_| profile.missing_move.clone(),
            |san| move_cells(profile, &san, false),
        ),
        None => move_cells(profile, &ply.san, ply.en_passant),
    };
    if ply.written.as_ref().is_some_and(|written| !written.checked) {
        out.push(Cell::BLANK);
        out.extend(unchecked);
    }
    if ply.draw_offer {
        out.extend(&profile.draw_offer);
    }
    out
}

/// The cells of one scoresheet line: move number, White's move, Black's move (a move
/// the rules did not check followed by `unchecked`).
pub fn pair_cells(profile: &Profile, pair: &MovePair<'_>, unchecked: &Cells) -> Cells {
    let mut out = profile.number(pair.number);
    out.extend(&profile.after_move_number);
    match pair.white {
        Some(ply) => out.extend(ply_cells(profile, ply, unchecked)),
        None => out.extend(&profile.missing_move),
    }
    if let Some(ply) = pair.black {
        out.extend(&profile.between_moves);
        out.extend(ply_cells(profile, ply, unchecked));
    }
    out
}

/// All the moves on one line, pairs separated by a blank cell (the form of the worked
/// examples in the Braille chess notes).
pub fn movetext(profile: &Profile, sheet: &Scoresheet) -> Cells {
    let mut out = Vec::new();
    for pair in sheet.pairs() {
        if !out.is_empty() {
            out.push(Cell::BLANK);
        }
        out.extend(pair_cells(profile, &pair, &Vec::new()));
    }
    out
}
