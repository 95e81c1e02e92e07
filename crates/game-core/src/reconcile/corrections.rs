//! The fewest corrections (move, remove, place) that turn a board into the target.
//!
//! For each colour and kind of piece, the squares where the board has one too many
//! (surplus) are paired with the squares where it lacks one (missing): each pair is one
//! move, each unpaired surplus a removal, each unpaired missing square a placement. That
//! count, the larger of the two sets, is the least possible. Among the pairings with that
//! count, the one with the shortest total distance is chosen (an assignment problem,
//! solved exactly over subsets: a side has at most 16 pieces). Removals come first,
//! then moves in an order that never puts a piece on an occupied square when avoidable,
//! then placements.

use serde::Serialize;

use super::game::SheetGame;

/// What to do with a piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// Take it from `from` and put it on `to`.
    Move,
    /// Take it off the board.
    Remove,
    /// Put it on the board.
    Place,
}

/// One correction.
#[derive(Debug, Serialize)]
#[serde(bound = "")]
pub struct Correction<G: SheetGame> {
    /// What to do.
    pub action: Action,
    /// Whose piece.
    #[serde(serialize_with = "super::ser_color::<G, _>")]
    pub color: G::Color,
    /// Which kind.
    #[serde(serialize_with = "super::ser_role::<G, _>")]
    pub piece: G::Role,
    /// Where it stands now (move, remove).
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "super::ser_square_opt::<G, _>"
    )]
    pub from: Option<G::Square>,
    /// Where it belongs (move, place).
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "super::ser_square_opt::<G, _>"
    )]
    pub to: Option<G::Square>,
}

impl<G: SheetGame> Clone for Correction<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: SheetGame> Copy for Correction<G> {}

impl<G: SheetGame> PartialEq for Correction<G> {
    fn eq(&self, other: &Self) -> bool {
        (self.action, self.color, self.piece, self.from, self.to)
            == (other.action, other.color, other.piece, other.from, other.to)
    }
}

impl<G: SheetGame> Eq for Correction<G> {}

/// The fewest corrections that turn `board` into `target` in any game, in the order to
/// make them.
pub fn corrections_of<G: SheetGame>(
    board: &G::Placement,
    target: &G::Placement,
) -> Vec<Correction<G>> {
    let on_board = G::pieces(board);
    let on_target = G::pieces(target);
    let mut removes = Vec::new();
    let mut moves = Vec::new();
    let mut places = Vec::new();
    for (color, role) in G::kinds() {
        let squares = |pieces: &[(G::Color, G::Role, G::Square)]| -> Vec<G::Square> {
            pieces
                .iter()
                .filter(|(c, r, _)| *c == color && *r == role)
                .map(|(_, _, square)| *square)
                .collect()
        };
        let (here, wanted) = (squares(&on_board), squares(&on_target));
        let surplus: Vec<G::Square> = here
            .iter()
            .filter(|s| !wanted.contains(s))
            .copied()
            .collect();
        let missing: Vec<G::Square> = wanted
            .iter()
            .filter(|s| !here.contains(s))
            .copied()
            .collect();
        let pairs = pairing::<G>(board, &surplus, &missing);
        let make = |action, from, to| Correction {
            action,
            color,
            piece: role,
            from,
            to,
        };
        for (s, &from) in surplus.iter().enumerate() {
            match pairs.iter().find(|&&(ps, _)| ps == s) {
                Some(&(_, m)) => {
                    moves.push(make(Action::Move, Some(from), missing.get(m).copied()))
                }
                None => removes.push(make(Action::Remove, Some(from), None)),
            }
        }
        for (m, &to) in missing.iter().enumerate() {
            if !pairs.iter().any(|&(_, pm)| pm == m) {
                places.push(make(Action::Place, None, Some(to)));
            }
        }
    }
    let mut occupied: Vec<G::Square> = on_board.iter().map(|(_, _, square)| *square).collect();
    for r in &removes {
        occupied.retain(|square| Some(*square) != r.from);
    }
    let mut ordered = removes;
    while !moves.is_empty() {
        let next = moves
            .iter()
            .position(|m| m.to.is_some_and(|to| !occupied.contains(&to)))
            .unwrap_or(0);
        let mv = moves.remove(next);
        if let (Some(from), Some(to)) = (mv.from, mv.to) {
            occupied.retain(|square| *square != from);
            occupied.push(to);
        }
        ordered.push(mv);
    }
    ordered.extend(places);
    ordered
}

/// Pairs surplus squares with missing squares: as many pairs as possible, with the least
/// total distance. Returns (surplus index, missing index) pairs.
fn pairing<G: SheetGame>(
    board: &G::Placement,
    surplus: &[G::Square],
    missing: &[G::Square],
) -> Vec<(usize, usize)> {
    let swap = surplus.len() > missing.len();
    let (small, large) = if swap {
        (missing, surplus)
    } else {
        (surplus, missing)
    };
    if small.is_empty() || large.len() > 20 {
        return Vec::new();
    }
    // best[mask]: least cost to pair the first popcount(mask) small squares with `mask`.
    let full = 1usize << large.len();
    let mut best = vec![u32::MAX; full];
    let mut choice = vec![usize::MAX; full];
    best[0] = 0;
    for mask in 0..full {
        let i = mask.count_ones() as usize;
        if best[mask] == u32::MAX || i >= small.len() {
            continue;
        }
        for (j, &sq) in large.iter().enumerate() {
            if mask & (1 << j) == 0 {
                let next = mask | (1 << j);
                let c = best[mask] + G::distance(board, small[i], sq);
                if c < best[next] {
                    best[next] = c;
                    choice[next] = j;
                }
            }
        }
    }
    let Some(mut mask) = (0..full)
        .filter(|m| m.count_ones() as usize == small.len() && best[*m] != u32::MAX)
        .min_by_key(|m| best[*m])
    else {
        return Vec::new();
    };
    let mut pairs = Vec::new();
    for i in (0..small.len()).rev() {
        let j = choice[mask];
        pairs.push(if swap { (j, i) } else { (i, j) });
        mask &= !(1 << j);
    }
    pairs
}
