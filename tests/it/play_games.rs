//! `hektor play --plain` on a pipe: the seed example game in assistant mode with a draw
//! offer, and a full tournament game in player mode with confirmations, read-backs and
//! a withdrawn move; the saved journal, and its export to PGN, are compared with the games.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::fs::File;
use std::ops::ControlFlow;

use common::corpus::own;
use common::{dialogue, hektor, journal_uci, lines, run_with_input};
use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::{CastlingMode, Chess, Position};

const SEED_GAME: [&str; 21] = [
    "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6", "Nxd6", "Bg5",
    "Nc6", "Qe3+", "Be7", "Nbd2", "O-O", "O-O-O", "Re8", "Kb1",
];

fn uci_of(sans: &[String]) -> Vec<String> {
    let mut pos = Chess::default();
    sans.iter()
        .map(|san| {
            let mv = san
                .parse::<shakmaty::san::San>()
                .unwrap()
                .to_move(&pos)
                .unwrap();
            pos.play_unchecked(mv);
            mv.to_uci(CastlingMode::Standard).to_string()
        })
        .collect()
}

#[test]
fn seed_game_in_assistant_mode_with_a_draw_offer() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("seed.jsonl");
    let mut input = String::new();
    for san in SEED_GAME {
        input.push_str(&format!("{san}\n\n"));
    }
    input.push_str("draw\ntime\nlast\n");
    let mut command = hektor(home.path());
    command
        .args([
            "play",
            "--plain",
            "--mode",
            "assistant",
            "--white",
            "Anna",
            "--black",
            "Bert",
        ])
        .arg("--save")
        .arg(&save);
    let output = run_with_input(command, input.as_bytes());
    assert!(output.status.success(), "{output:?}");
    let said = dialogue(&output);
    assert_eq!(said[0], "New game: Anna against Bert.");
    assert_eq!(
        said.iter().filter(|l| *l == "Recorded.").count(),
        SEED_GAME.len()
    );
    assert!(
        said.contains(&"White: Dame Eva drei, Schach".to_owned()),
        "{said:?}"
    );
    assert!(
        said.contains(&"Black: Kurze Rochade".to_owned()),
        "{said:?}"
    );
    assert!(
        said.contains(&"White offers a draw with the move König Bella eins.".to_owned()),
        "{said:?}"
    );
    assert!(said.contains(&"No clock. Moves made: White 11, Black 10.".to_owned()));
    assert_eq!(
        said.last().unwrap(),
        &format!("The game is saved in {}.", save.display())
    );
    let sans: Vec<String> = SEED_GAME.iter().map(|s| (*s).to_owned()).collect();
    assert_eq!(journal_uci(&save), uci_of(&sans));
    assert_eq!(bare(&exported_pgn_sans(&save)), bare(&sans));
    let record = hektor::games::journal::load(&save).unwrap();
    assert!(record.moves.last().unwrap().draw_offer);
    assert_eq!(record.moves.iter().filter(|m| m.draw_offer).count(), 1);
    assert_eq!(record.tags.white, "Anna");
    assert!(!record.is_finished());
}

/// The SAN moves of a game with the standard start and at least `min_plies` half-moves.
struct LongGame {
    min_plies: usize,
}

impl Visitor for LongGame {
    type Tags = bool;
    type Movetext = Vec<String>;
    type Output = Option<Vec<String>>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(false)
    }

    fn tag(
        &mut self,
        has_fen: &mut bool,
        name: &[u8],
        _value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        if name == b"FEN" {
            *has_fen = true;
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, has_fen: bool) -> ControlFlow<Self::Output, Self::Movetext> {
        if has_fen {
            ControlFlow::Break(None)
        } else {
            ControlFlow::Continue(Vec::new())
        }
    }

    fn san(&mut self, sans: &mut Vec<String>, san: SanPlus) -> ControlFlow<Self::Output> {
        sans.push(san.to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, sans: Vec<String>) -> Self::Output {
        (sans.len() >= self.min_plies).then_some(sans)
    }
}

fn tournament_game() -> Vec<String> {
    let path = own("pgn/club.pgn");
    let mut reader = Reader::new(File::open(&path).unwrap());
    loop {
        match reader.read_game(&mut LongGame { min_plies: 60 }).unwrap() {
            Some(Some(sans)) => return sans,
            Some(None) => continue,
            None => panic!("no long game in {}", path.display()),
        }
    }
}

#[test]
fn tournament_game_in_player_mode_with_read_backs_and_a_withdrawn_move() {
    let sans = tournament_game();
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("club.jsonl");
    let mut input = String::new();
    let mut pos = Chess::default();
    for (ply, san) in sans.iter().enumerate() {
        let mv = san.parse::<SanPlus>().unwrap().san.to_move(&pos).unwrap();
        if ply == 8 || ply == 9 {
            // Announce another legal move first, withdraw it, then enter the real one.
            let other = pos.legal_moves().into_iter().find(|m| *m != mv).unwrap();
            let other_san = shakmaty::san::San::from_move(&pos, other).to_string();
            input.push_str(&format!("{other_san}\nn\n"));
        }
        let answer = if ply % 2 == 0 { "y" } else { "ja" };
        input.push_str(&format!("{san}\n{answer}\n"));
        pos.play_unchecked(mv);
    }
    input.push_str("time\n");
    let mut command = hektor(home.path());
    command
        .args(["play", "--plain", "--time", "40/90+30,30+30"])
        .arg("--save")
        .arg(&save);
    let output = run_with_input(command, input.as_bytes());
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output);
    assert_eq!(
        said.iter().filter(|l| *l == "Recorded.").count(),
        sans.len()
    );
    assert_eq!(
        said.iter().filter(|l| l.starts_with("Withdrawn.")).count(),
        2,
        "{said:?}"
    );
    // Black's moves are read back for confirmation, White's own moves are announced, both
    // in the FIDE words.
    let words = announcements(&sans[..2]);
    let read_back = format!("Black: {}, correct?", words[1]);
    assert!(said.contains(&read_back), "{said:?}");
    assert!(said.contains(&words[0]), "{said:?}");
    assert_eq!(journal_uci(&save), uci_of(&sans));
    assert_eq!(bare(&exported_pgn_sans(&save)), bare(&sans));
    let record = hektor::games::journal::load(&save).unwrap();
    assert!(
        record
            .moves
            .iter()
            .all(|m| m.white_ms.is_some() && m.black_ms.is_some())
    );
    assert_eq!(
        record.tags.time_control.as_deref(),
        Some("40/5400+30:1800+30")
    );
}

/// The default (FIDE, short) announcements of `sans` played from the start.
fn announcements(sans: &[String]) -> Vec<String> {
    let announcer = hektor::games::chess::announce::Announcer::new(
        hektor::announce::AnnounceOptions::default(),
    );
    let mut pos = Chess::default();
    sans.iter()
        .map(|san| {
            let mv = san.parse::<SanPlus>().unwrap().san.to_move(&pos).unwrap();
            let words = announcer.move_text(&pos, mv);
            pos.play_unchecked(mv);
            words
        })
        .collect()
}

/// The moves of the saved game `save` exported by `hektor export --format pgn`, as read
/// back by pgn-reader.
fn exported_pgn_sans(save: &std::path::Path) -> Vec<String> {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_hektor"))
        .args(["export", "--format", "pgn"])
        .arg(save)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let mut reader = Reader::new(std::io::Cursor::new(output.stdout));
    reader
        .read_game(&mut LongGame { min_plies: 0 })
        .unwrap()
        .flatten()
        .unwrap()
}

/// SAN without check marks, to compare moves whatever a writer does with `+` and `#`.
fn bare(sans: &[String]) -> Vec<String> {
    sans.iter()
        .map(|s| s.trim_end_matches(['+', '#']).to_owned())
        .collect()
}
