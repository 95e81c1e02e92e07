//! hektor: a talking scoresheet, move announcer and talking clock for blind and visually
//! impaired chess and draughts players at the board (FIDE Laws, Appendix D; the
//! draughts rules for the visually impaired), and a screen-reader friendly replayer of
//! recorded games.
//!
//! This crate is the program: the command line ([`cli`], [`config`]), the subcommands
//! ([`commands`]), the front ends ([`plain`], [`tui`]), the signals ([`signals`]) and
//! entering tournament mode ([`tournament`]).
//! The layers below are crates of the workspace, re-exported here under their module
//! names (ARCHITECTURE.md, "Layers"): `hektor-words` ([`i18n`], [`msg`], [`terms`],
//! [`files`], [`safe_text`]), `hektor-speech` ([`speech`], [`sound`]), `hektor-notation`
//! ([`announce`], [`notation`]), `hektor-games` ([`games`], [`game`], [`scoresheet`],
//! [`reconcile`], [`replay`], [`parts`], [`position`], [`unusable`]) and `hektor-session` ([`app`], [`runtime`],
//! [`voice`]).

pub use hektor_session::{
    announce, app, contained, files, game, game_errors, games, i18n, msg, notation, parts,
    position, reconcile, replay, runtime, safe_text, scoresheet, sound, speech, terms, unusable,
    voice,
};

pub mod cli;
pub mod commands;
pub mod config;
pub mod plain;
pub mod signals;
pub mod terminal;
pub mod tournament;
pub mod tui;
