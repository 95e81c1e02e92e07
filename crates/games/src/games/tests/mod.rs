//! Tests of the core's record, journal, session, replay and reconcile run on the games
//! hektor plays, and of chess's export of a PGN file as the dispatch's `Input` names
//! it: they need the dispatch's `Board` and `Rules` or its file formats.

mod chess_export;
mod index;
mod journal;
mod journal_verify;
mod library;
mod reconcile_game;
mod session;
