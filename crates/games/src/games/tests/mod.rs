//! Tests of the core's record, journal, session, replay and reconcile run on the games
//! hektor plays: they need the dispatch's `Board` and `Rules` or its file formats.

mod index;
mod journal;
mod journal_verify;
mod library;
mod reconcile_game;
mod session;
