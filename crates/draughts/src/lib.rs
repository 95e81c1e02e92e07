//! The rules of draughts as the seeds define them for visually impaired players
//! (seed 003, `../shared/docs/draughts.md`): draughts-64 (Russian/Ukrainian rules) and
//! draughts-100 (international rules).
//!
//! No maintained Rust crate implements these games, so this crate is hektor's own, in the
//! place shakmaty takes for chess: board geometry, positions, legal moves, notation and
//! PDN, with no words, no I/O and no knowledge of hektor's sessions.
//!
//! [`Position`] holds the pieces and the side to move, lists the legal moves (a bitboard
//! generator, checked against pydraughts in `tests/it/oracle.rs`), plays them and tells the
//! game's end; it reads and writes PDN FEN ([`Position::from_fen`]). [`DrawCounter`]
//! follows a game and tells which of the seed's draw rules it reaches.
//!
//! Comments cite the rules by book and article of seed 003 (the Ukrainian rules of
//! draughts, `003_94188a7bd4d60fee.txt` among the shared seeds): book II is draughts-64,
//! III draughts-100, IV the conduct of competitions (IV.13: players who cannot see the
//! board). `II.3.3` is article 3.3 of book II.
//!
//! Squares are numbered as PDN numbers them, from 1 at Black's side, left to right, top
//! to bottom as White sees the board (1-50 on 10x10, 1-32 on 8x8 where 1 = b8 and
//! 32 = g1); draughts-64 is written algebraically (a1 = White's near-left dark corner).
//!
//! ```
//! use hektor_draughts::{Square, Variant};
//!
//! let road_start = Square::from_algebraic(Variant::Russian, "a1").unwrap();
//! assert_eq!(road_start.number(), 29);
//! assert_eq!(Square::new(Variant::International, 46).unwrap().algebraic(Variant::International), "a1");
//! ```

mod board;
mod color;
mod draw;
mod fen;
mod movegen;
mod moves;
pub mod notation;
pub mod pdn;
mod position;
mod square;
mod variant;

pub use color::Color;
pub use draw::{AgreementTooEarly, DrawCounter, DrawReached, DrawRule};
pub use fen::FenError;
pub use moves::{MAX_CAPTURES, Move};
pub use position::{EndReason, IllegalMove, Outcome, Piece, Position, Role, SetupError, perft};
pub use square::Square;
pub use variant::Variant;
