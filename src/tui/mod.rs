//! Full-screen front ends (ratatui), drawn from application state only.

pub mod replay;
pub mod terminal;
