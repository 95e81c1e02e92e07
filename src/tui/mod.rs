//! Full-screen front ends (ratatui), drawn from application state only.

pub mod game;
pub mod keys;
pub mod replay;
