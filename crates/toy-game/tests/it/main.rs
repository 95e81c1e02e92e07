//! The toy game's integration tests, one module per file: one test binary.

mod toy_game;
