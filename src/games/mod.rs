//! The games hektor serves at the board. Draughts (64 and 100 squares, seed 003 IV.13)
//! lives in [`draughts`]; the chess code moves in under `games/chess/` with issue 14,
//! when the seam between the games is built.

pub mod draughts;
