//! The second reading step: slots of possible symbols become every move pattern they can
//! spell, each with the cost of the meanings it used.
//!
//! The shapes read (`P` a piece, `f` a file, `r` a rank, `-` a capture or dash mark):
//! `[P][f][r][-[P]] f r [=][P]` — covering SAN (`Nf3`, `Nbd2`, `exd5`, `e8=Q`, `d8Q`),
//! long algebraic (`Ng1-f3`, `e2e4`, `e7-e8=Q`), UCI (`e7e8q`) and the spoken word
//! order ("Springer Gustav eins Felix drei"), plus castling (`O-O`, `0-0-0`, words).

use shakmaty::{CastlingSide, File, Rank, Role, Square};

use super::symbols::{Slot, Sym};

/// What a reading says about a non-castling move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pattern {
    /// The piece kind named; `None` when only a departure square was given (`e2e4`).
    pub role: Option<Role>,
    /// The departure file, if named.
    pub from_file: Option<File>,
    /// The departure rank, if named.
    pub from_rank: Option<Rank>,
    /// The destination.
    pub to: Square,
    /// The promotion piece, if named.
    pub promotion: Option<Role>,
}

impl Pattern {
    /// The departure square, when both file and rank are named.
    pub fn from(&self) -> Option<Square> {
        Some(Square::from_coords(self.from_file?, self.from_rank?))
    }
}

/// One way of reading the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// Castling to a side.
    Castle(CastlingSide),
    /// Any other move.
    Move(Pattern),
}

/// Longest slot sequence any shape can use (`K g 1 - f 3 = Q` plus slack).
pub const MAX_SLOTS: usize = 9;

/// Every reading of `slots` with its cost, cheapest first (stable).
pub fn readings(slots: &[Slot]) -> Vec<(Reading, u8)> {
    let mut out = Vec::new();
    if slots.is_empty() || slots.len() > MAX_SLOTS {
        return out;
    }
    castling(slots, &mut out);
    for (body_len, promotion) in promotion_suffixes(slots) {
        let body = &slots[..body_len];
        let Some((rank_slot, rest)) = body.split_last() else {
            continue;
        };
        let Some((file_slot, prefix)) = rest.split_last() else {
            continue;
        };
        for (to_file, file_cost) in files(file_slot) {
            for (to_rank, rank_cost) in ranks(rank_slot) {
                let to = Square::from_coords(to_file, to_rank);
                let cost = promotion.1 + file_cost + rank_cost;
                prefixes(prefix, &mut |pre: Prefix, pre_cost| {
                    let role = pre.role.or(match (pre.from_file, pre.from_rank) {
                        (Some(_), Some(_)) => None,
                        _ => Some(Role::Pawn),
                    });
                    let pattern = Pattern {
                        role,
                        from_file: pre.from_file,
                        from_rank: pre.from_rank,
                        to,
                        promotion: promotion.0,
                    };
                    out.push((Reading::Move(pattern), cost + pre_cost));
                });
            }
        }
    }
    out.sort_by_key(|&(_, cost)| cost);
    out.dedup();
    out
}

/// Castling written with `O`s and dashes, or said as a word.
fn castling(slots: &[Slot], out: &mut Vec<(Reading, u8)>) {
    let has = |slot: &Slot, sym: Sym| slot.iter().any(|alt| alt.sym == sym);
    if let [word] = slots {
        if has(word, Sym::CastleShort) {
            out.push((Reading::Castle(CastlingSide::KingSide), 0));
        }
        if has(word, Sym::CastleLong) {
            out.push((Reading::Castle(CastlingSide::QueenSide), 0));
        }
    }
    if slots
        .iter()
        .all(|slot| has(slot, Sym::CastleO) || has(slot, Sym::Dash))
    {
        match slots.iter().filter(|slot| has(slot, Sym::CastleO)).count() {
            2 => out.push((Reading::Castle(CastlingSide::KingSide), 0)),
            3 => out.push((Reading::Castle(CastlingSide::QueenSide), 0)),
            _ => {}
        }
    }
}

/// The ways the end of `slots` can name a promotion: (length of the rest, (piece, cost)).
fn promotion_suffixes(slots: &[Slot]) -> Vec<(usize, (Option<Role>, u8))> {
    let n = slots.len();
    let mut out = vec![(n, (None, 0))];
    let is_promote = |slot: &Slot| slot.iter().any(|alt| alt.sym == Sym::Promote);
    if let Some(last) = slots.last() {
        if is_promote(last) {
            out.push((n - 1, (None, 0)));
        }
        for (role, cost) in promotion_pieces(last) {
            out.push((n - 1, (Some(role), cost)));
            if n >= 2 && is_promote(&slots[n - 2]) {
                out.push((n - 2, (Some(role), cost)));
            }
        }
    }
    out
}

/// The promotion pieces a slot can name. A lower-case file letter counts as a piece here
/// at no cost (`e7e8b` in UCI is a bishop).
fn promotion_pieces(slot: &Slot) -> impl Iterator<Item = (Role, u8)> + '_ {
    slot.iter().filter_map(|alt| match alt.sym {
        Sym::Piece(role @ (Role::Queen | Role::Rook | Role::Bishop | Role::Knight)) => {
            Some((role, 0))
        }
        _ => None,
    })
}

fn files(slot: &Slot) -> impl Iterator<Item = (File, u8)> + '_ {
    slot.iter().filter_map(|alt| match alt.sym {
        Sym::File(file) => Some((file, alt.cost)),
        _ => None,
    })
}

fn ranks(slot: &Slot) -> impl Iterator<Item = (Rank, u8)> + '_ {
    slot.iter().filter_map(|alt| match alt.sym {
        Sym::Rank(rank) => Some((rank, alt.cost)),
        _ => None,
    })
}

fn pieces(slot: &Slot) -> impl Iterator<Item = (Role, u8)> + '_ {
    slot.iter().filter_map(|alt| match alt.sym {
        Sym::Piece(role) => Some((role, alt.cost)),
        _ => None,
    })
}

/// What comes before the destination: the piece and its departure, as far as named.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Prefix {
    /// The piece kind, if named.
    pub role: Option<Role>,
    /// The departure file, if named.
    pub from_file: Option<File>,
    /// The departure rank, if named.
    pub from_rank: Option<Rank>,
}

/// Every reading of `slots` as a piece and departure alone, without a destination
/// (`Springer Bella eins`, `b1`, `Bella`, `1`), with its cost, cheapest first.
pub fn departures(slots: &[Slot]) -> Vec<(Prefix, u8)> {
    let mut out = Vec::new();
    if slots.is_empty() || slots.len() > 3 {
        return out;
    }
    prefixes(slots, &mut |pre, cost| {
        if pre.from_file.is_some() || pre.from_rank.is_some() {
            out.push((pre, cost));
        }
    });
    out.sort_by_key(|&(_, cost)| cost);
    out.dedup();
    out
}

/// Calls `emit` with every reading of `prefix` as `[P][f][r][-]`, where the separator
/// may be followed by the captured piece's name ("Springer schlägt Läufer ...", `Nxd5`
/// written as `N:Bd5`), which is not checked.
fn prefixes(prefix: &[Slot], emit: &mut dyn FnMut(Prefix, u8)) {
    let is_separator = |slot: &Slot| {
        slot.iter()
            .any(|alt| matches!(alt.sym, Sym::Capture | Sym::Dash))
    };
    let is_piece = |slot: &Slot| pieces(slot).next().is_some();
    let prefix = match prefix {
        [rest @ .., separator, captured] if is_separator(separator) && is_piece(captured) => rest,
        [rest @ .., separator] if is_separator(separator) => rest,
        _ => prefix,
    };
    from_part(prefix, Prefix::default(), 0, emit);
    if let Some((first, rest)) = prefix.split_first() {
        for (role, cost) in pieces(first) {
            let pre = Prefix {
                role: Some(role),
                ..Prefix::default()
            };
            from_part(rest, pre, cost, emit);
        }
    }
}

/// `[f][r]` after the piece.
fn from_part(rest: &[Slot], pre: Prefix, cost: u8, emit: &mut dyn FnMut(Prefix, u8)) {
    match rest {
        [] => emit(pre, cost),
        [one] => {
            for (file, c) in files(one) {
                emit(
                    Prefix {
                        from_file: Some(file),
                        ..pre
                    },
                    cost + c,
                );
            }
            for (rank, c) in ranks(one) {
                emit(
                    Prefix {
                        from_rank: Some(rank),
                        ..pre
                    },
                    cost + c,
                );
            }
        }
        [file_slot, rank_slot] => {
            for (file, fc) in files(file_slot) {
                for (rank, rc) in ranks(rank_slot) {
                    emit(
                        Prefix {
                            from_file: Some(file),
                            from_rank: Some(rank),
                            ..pre
                        },
                        cost + fc + rc,
                    );
                }
            }
        }
        _ => {}
    }
}
