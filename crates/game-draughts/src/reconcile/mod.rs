//! Draughts behind the reconcile seam: draughts' position ([`DraughtsPosition`]) as a [`SheetGame`]
//! (what stands on the board, how an entry reads, the pieces and squares of corrections,
//! the words of the report, and what later moves can still change for the explanation
//! search). Boards are read in `board.rs`, PDN sheets in `pdn.rs`.

mod board;
pub mod errors;
mod pdn;

pub use board::parse_draughts_board;
pub use errors::{DraughtsBoardError, PdnSheetError};
pub use pdn::{draughts_of, read_pdn_sheet, read_pdn_sheet_file};

use hektor_draughts::notation::{self, Resolved};
use hektor_draughts::{Color, Move, Piece, Position, Role, Square, Variant};

use crate::i18n::Locale;
use crate::{Announcer, DraughtsPosition, written, written_square};
use hektor_game_core::reconcile::after;
use hektor_game_core::reconcile::{Reading, SheetGame};

/// The words a draughts report is said in: the draughts announcer, when the game's words
/// have one (the moves and squares are written otherwise), and the UI language's messages.
#[derive(Debug)]
pub struct ReportWords {
    /// The announcer of the moves and squares.
    pub announcer: Option<Announcer>,
    /// The UI language's messages.
    pub locale: Locale,
}

/// What stands on a draughts board: the men and kings by square, without the turn (one
/// bit per square number).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Men {
    variant: Variant,
    white: u64,
    black: u64,
    kings: u64,
}

/// The bit of `square` in [`Men`] and [`DraughtsReach`].
fn bit(square: Square) -> u64 {
    1 << square.number()
}

impl Men {
    /// What stands in `position`.
    pub fn of(position: &Position) -> Men {
        let mut men = Men {
            variant: position.variant(),
            white: 0,
            black: 0,
            kings: 0,
        };
        for (square, piece) in position.pieces() {
            match piece.color {
                Color::White => men.white |= bit(square),
                Color::Black => men.black |= bit(square),
            }
            if piece.role == Role::King {
                men.kings |= bit(square);
            }
        }
        men
    }

    /// The board's game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The squares of `color`'s pieces.
    fn of_color(&self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Every piece by square number.
    fn pieces(&self) -> Vec<(Square, Piece)> {
        (1..=self.variant.squares())
            .filter_map(|n| Square::new(self.variant, n))
            .filter_map(|square| {
                let color = if self.white & bit(square) != 0 {
                    Color::White
                } else if self.black & bit(square) != 0 {
                    Color::Black
                } else {
                    return None;
                };
                let role = if self.kings & bit(square) != 0 {
                    Role::King
                } else {
                    Role::Man
                };
                Some((square, Piece { color, role }))
            })
            .collect()
    }

    /// The board as a piece list, square by square as PDN writes them, kings with `K`
    /// (`white K3 28; black 19`, `white Kc3 e3; black d6`).
    pub fn to_piece_list(&self) -> String {
        [(Color::White, "white"), (Color::Black, "black")]
            .into_iter()
            .map(|(color, word)| {
                let mut out = word.to_owned();
                for (square, piece) in self.pieces().iter().filter(|(_, p)| p.color == color) {
                    out.push(' ');
                    if piece.role == Role::King {
                        out.push('K');
                    }
                    out.push_str(&written_square(self.variant, *square));
                }
                out
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}

impl SheetGame for DraughtsPosition {
    type Placement = Men;
    type Color = Color;
    type Role = Role;
    type Square = OnBoard;
    type Reach = DraughtsReach;
    type Words = ReportWords;
    type BoardError = DraughtsBoardError;

    fn placement(&self) -> Men {
        Men::of(self.draughts())
    }

    fn side(&self) -> Color {
        self.draughts().turn()
    }

    /// PDN FEN has no move number: a sheet counts from 1.
    fn move_number(&self) -> u32 {
        1
    }

    fn read_entry(&self, text: &str) -> Reading<Move> {
        let Ok(written) = notation::read(self.draughts().variant(), text) else {
            return Reading::Unreadable;
        };
        match notation::resolve_written(
            self.draughts().variant(),
            &written,
            &self.draughts().legal_paths(),
        ) {
            Resolved::Move(mv) => Reading::Move(mv),
            Resolved::Choice(moves) => Reading::Choices(moves),
            Resolved::Unfit(_) => Reading::Illegal,
        }
    }

    fn foreign(&self, text: &str) -> bool {
        notation::read(self.draughts().variant(), text).is_err()
    }

    fn differing(a: &Men, b: &Men) -> usize {
        differ(a, b).count_ones() as usize
    }

    fn pieces(placement: &Men) -> Vec<(Color, Role, OnBoard)> {
        let variant = placement.variant;
        placement
            .pieces()
            .iter()
            .map(|(square, piece)| {
                (
                    piece.color,
                    piece.role,
                    OnBoard {
                        variant,
                        square: *square,
                    },
                )
            })
            .collect()
    }

    fn kinds() -> Vec<(Color, Role)> {
        [Color::White, Color::Black]
            .into_iter()
            .flat_map(|color| [Role::Man, Role::King].map(|role| (color, role)))
            .collect()
    }

    fn distance(board: &Men, a: OnBoard, b: OnBoard) -> u32 {
        let variant = board.variant;
        let ((ra, ca), (rb, cb)) = (a.square.coords(variant), b.square.coords(variant));
        let (rows, columns) = (u32::from(ra.abs_diff(rb)), u32::from(ca.abs_diff(cb)));
        rows.max(columns) * 16 + rows + columns
    }

    fn is_white(color: Color) -> bool {
        color == Color::White
    }

    fn role_name(role: Role) -> &'static str {
        match role {
            Role::Man => "man",
            Role::King => "king",
        }
    }

    fn role_key(role: Role) -> &'static str {
        match role {
            Role::Man => "draughts-man",
            Role::King => "draughts-king",
        }
    }

    /// As PDN writes it: a number on 10x10, letters on 8x8.
    fn square_name(square: OnBoard) -> String {
        written_square(square.variant, square.square)
    }

    /// Played again on another board, the move still goes from its square over its
    /// landings (else the turn passes): it can empty only squares on that path and put a
    /// piece of its side only on its last square.
    fn reach(before: &DraughtsPosition, mv: &Move, _: &DraughtsPosition) -> DraughtsReach {
        let before = before.draughts();
        let mut reach = DraughtsReach::default();
        let variant = before.variant();
        let mut at = mv.from();
        reach.vacated |= bit(at);
        for &landing in mv.landings() {
            for square in between(variant, at, landing) {
                reach.vacated |= bit(square);
            }
            reach.vacated |= bit(landing);
            at = landing;
        }
        let side = usize::from(before.turn() == Color::Black);
        reach.put[side] |= bit(mv.to());
        reach
    }

    fn join(a: &DraughtsReach, b: &DraughtsReach) -> DraughtsReach {
        DraughtsReach {
            vacated: a.vacated | b.vacated,
            put: [a.put[0] | b.put[0], a.put[1] | b.put[1]],
        }
    }

    /// A capture may take any number of pieces: no bound on what one move touches.
    fn out_of_reach(_: &Men, _: &Men, _: &DraughtsReach) -> bool {
        false
    }

    fn can_reach(reach: &DraughtsReach, now: &DraughtsPosition, board: &Men) -> bool {
        let diff = differ(&Men::of(now.draughts()), board);
        let occupied = board.white | board.black;
        let mut stuck = diff & !occupied & !reach.vacated;
        for (side, color) in [Color::White, Color::Black].into_iter().enumerate() {
            stuck |= diff & board.of_color(color) & !reach.put[side];
        }
        stuck == 0
    }

    /// The recorded move, when a legal move goes from its square over its landings;
    /// otherwise the turn passes with the pieces where they stand.
    fn play_or_pass(&mut self, mv: &Move) -> bool {
        let position = self.draughts();
        let made = position
            .legal_paths()
            .into_iter()
            .find(|m| m.from() == mv.from() && m.landings() == mv.landings());
        match made {
            Some(made) => {
                *self = after(self, &made);
                true
            }
            None => match Position::setup(
                position.variant(),
                position.turn().other(),
                position.pieces(),
            ) {
                Ok(passed) => {
                    *self = DraughtsPosition::from(passed);
                    true
                }
                Err(_) => false,
            },
        }
    }

    fn locale(words: &ReportWords) -> &Locale {
        &words.locale
    }

    fn say_move(&self, words: &ReportWords, mv: &Move) -> String {
        match &words.announcer {
            Some(announcer) => announcer.text(self.draughts().variant(), mv),
            None => written(self.draughts().variant(), mv),
        }
    }

    fn say_square(&self, words: &ReportWords, square: OnBoard) -> String {
        match &words.announcer {
            Some(announcer) => announcer.square(self.draughts().variant(), square.square),
            None => Self::square_name(square),
        }
    }
}

/// A square of a draughts board of a given game (its name depends on the board).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnBoard {
    /// The board's game.
    pub variant: Variant,
    /// The square.
    pub square: Square,
}

/// What a stretch of recorded draughts moves can leave on the board, by square bit.
#[derive(Debug, Clone, Copy, Default)]
pub struct DraughtsReach {
    /// Squares some move may leave empty: every square of its path.
    vacated: u64,
    /// Per side (White, Black): squares where some move puts a piece of that side.
    put: [u64; 2],
}

/// The squares where `a` and `b` differ (side or man/king).
fn differ(a: &Men, b: &Men) -> u64 {
    (a.white ^ b.white) | (a.black ^ b.black) | (a.kings ^ b.kings)
}

/// The squares strictly between `from` and `to` on their diagonal (none when they do not
/// share one).
fn between(variant: Variant, from: Square, to: Square) -> Vec<Square> {
    let ((r0, c0), (r1, c1)) = (from.coords(variant), to.coords(variant));
    let (dr, dc) = (i16::from(r1) - i16::from(r0), i16::from(c1) - i16::from(c0));
    if dr.abs() != dc.abs() || dr == 0 {
        return Vec::new();
    }
    (1..dr.abs())
        .filter_map(|k| {
            let row = u8::try_from(i16::from(r0) + k * dr.signum()).ok()?;
            let column = u8::try_from(i16::from(c0) + k * dc.signum()).ok()?;
            Square::from_coords(variant, row, column)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::panic)]
    use super::pdn::read_pdn_sheet;
    use super::*;
    use hektor_game_core::reconcile::Entry;
    use hektor_game_core::reconcile::{Prepared, Verdict, reconcile_game};

    #[test]
    fn two_pdn_sheets_that_differ_return_to_the_agreed_position() {
        let a = "1. 32-28 17-22 2. 28x17 12x21 3. 31-26 7-12";
        let b = "1. 32-28 17-22 2. 28x17 11x22 3. 31-26 7-12";
        let (a, start) = read_pdn_sheet(a, None, Some(Variant::International)).unwrap();
        let (b, _) = read_pdn_sheet(b, None, Some(Variant::International)).unwrap();
        let report = reconcile_game(&DraughtsPosition::from(start), &a, &b, &[]).unwrap();
        assert_eq!(report.verdict, Verdict::SheetsDiverge);
        assert_eq!(report.agreed_plies, 3);
        assert_eq!(report.return_to.move_number, 2);
        assert_eq!(report.return_to.side_to_move, Color::Black);
        let divergence = report.divergence.unwrap();
        assert_eq!(divergence.sheets, ["12x21".to_owned(), "11x22".to_owned()]);
    }

    /// The board after playing `executed` instead of move `i` and the later moves as far
    /// as they can be made, without any pruning.
    fn naive(start: &DraughtsPosition, moves: &[Move], i: usize, executed: &Move) -> Men {
        let mut pos = start.clone();
        for mv in &moves[..i] {
            pos = after(&pos, mv);
        }
        pos = after(&pos, executed);
        for mv in &moves[i + 1..] {
            if !pos.play_or_pass(mv) {
                break;
            }
        }
        Men::of(pos.draughts())
    }

    #[test]
    fn the_pruned_search_finds_every_substitution_a_plain_replay_finds() {
        // 20 half-moves of an international game (the first game of the own fixture
        // `tests/fixtures/pdn/international.pdn`), a double capture among them, kings and
        // more multiple captures included by the later replays.
        let text = "1. 33-28 18-23 2. 35-30 12-18 3. 30-24 19x30 4. 28x19 14x23 5. 34x14 10x19 \
                    6. 31-27 17-21 7. 37-31 19-24 8. 40-35 11-17 9. 39-34 7-12 10. 41-37 18-22";
        let (sheet, start) = read_pdn_sheet(text, None, Some(Variant::International)).unwrap();
        let start = DraughtsPosition::from(start);
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for entry in &sheet.entries {
            let Entry::Written(text) = entry else {
                unreachable!()
            };
            let Reading::Move(mv) = pos.read_entry(text) else {
                panic!("{text}")
            };
            pos = after(&pos, &mv);
            moves.push(mv);
        }
        let end = Men::of(pos.draughts());
        let prepared = Prepared::new(&start, &moves);
        let mut pos = start.clone();
        let mut checked = 0;
        for (i, recorded) in moves.iter().enumerate() {
            for executed in pos
                .draughts()
                .legal_moves()
                .iter()
                .filter(|m| *m != recorded)
            {
                let board = naive(&start, &moves, i, executed);
                if board == end {
                    continue;
                }
                let found = prepared.explain(&board).unwrap();
                assert_eq!(naive(&start, &moves, found.ply - 1, &found.executed), board);
                assert!(found.ply > i, "the latest substitution is named");
                checked += 1;
            }
            pos = after(&pos, recorded);
        }
        assert!(checked > 50, "{checked}");
    }
}
