//! hektor-draughts' integration tests, one module per file: one test binary. `venv` is
//! the Python environment the oracle and the deep perft counts share.

mod draws;
mod fen;
mod oracle;
mod pdn_fixtures;
mod perft;
mod rules;
mod venv;
