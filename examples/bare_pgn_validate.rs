//! The baseline for `hektor check`: a bare pgn-reader visitor that plays every main-line
//! move with shakmaty and nothing else (no variations, no messages beyond a count).
//! Usage: cargo run --release --example bare_pgn_validate -- FILE.pgn

use std::fs::File;
use std::ops::ControlFlow;
use std::process::ExitCode;

use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

#[derive(Default)]
struct Validator {
    games: u64,
    moves: u64,
    errors: u64,
}

impl Visitor for Validator {
    type Tags = Option<Chess>;
    type Movetext = Option<Chess>;
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), Option<Chess>> {
        self.games += 1;
        ControlFlow::Continue(None)
    }

    fn tag(&mut self, tags: &mut Option<Chess>, name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        if name == b"FEN" {
            let pos = Fen::from_ascii(value.as_bytes())
                .ok()
                .and_then(|fen| fen.into_position(CastlingMode::Chess960).ok());
            if pos.is_none() {
                self.errors += 1;
            }
            *tags = pos;
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Option<Chess>) -> ControlFlow<(), Option<Chess>> {
        ControlFlow::Continue(Some(tags.unwrap_or_default()))
    }

    fn san(&mut self, pos: &mut Option<Chess>, san: SanPlus) -> ControlFlow<()> {
        if let Some(p) = pos {
            match san.san.to_move(p) {
                Ok(m) => {
                    p.play_unchecked(m);
                    self.moves += 1;
                }
                Err(_) => {
                    self.errors += 1;
                    *pos = None;
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _pos: Option<Chess>) {}
}

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: bare_pgn_validate FILE.pgn");
        return ExitCode::from(2);
    };
    let file = match File::open(&path) {
        Ok(file) => file,
        Err(error) => {
            eprintln!("cannot read {path}: {error}");
            return ExitCode::from(2);
        }
    };
    let mut reader = Reader::new(file);
    let mut validator = Validator::default();
    loop {
        match reader.read_game(&mut validator) {
            Ok(Some(())) => {}
            Ok(None) => break,
            Err(error) => {
                eprintln!("{path}: {error}");
                validator.errors += 1;
                if error.kind() != std::io::ErrorKind::InvalidData {
                    break;
                }
            }
        }
    }
    println!(
        "{} games, {} moves, {} errors",
        validator.games, validator.moves, validator.errors
    );
    ExitCode::from(u8::from(validator.errors > 0))
}
