//! hektor: a talking scoresheet, move announcer and talking clock for blind and visually
//! impaired chess players at the board (FIDE Laws, Appendix D), and a screen-reader
//! friendly replayer of recorded games.
//!
//! The layers: [`games`] holds each game's rules and words behind one seam (chess in
//! [`games::chess`]: its move reader, announcer, PGN and reconcile boards); [`notation`]
//! reads scoresheets and [`announce`] holds the styles both games say moves in; [`game`]
//! records them,
//! [`speech`] and [`sound`] reach the user, [`scoresheet`] exports, [`reconcile`] settles
//! two boards, [`replay`] browses PGN files; [`commands`] are the subcommands.

pub mod announce;
pub mod app;
pub mod cli;
pub mod commands;
pub mod config;
pub mod contained;
pub mod files;
pub mod game;
pub mod games;
pub mod i18n;
pub mod notation;
pub mod parts;
pub mod plain;
pub mod reconcile;
pub mod replay;
pub mod runtime;
pub mod safe_text;
pub mod scoresheet;
pub mod signals;
pub mod sound;
pub mod speech;
pub mod tui;
pub mod voice;
