//! Oracle: hektor-draughts' legal moves agree with pydraughts (PyPI `pydraughts`, an
//! independent implementation, draughts.md section 5) on at least 10,000 random positions
//! of each game: positions reached by random play from the start, and random setups with
//! kings. Moves are compared as (from, to, set of captured squares), each listed once:
//! paths of one capture are one move.
//!
//! The test makes a virtual environment under `target/tmp` on its first run and keeps
//! pydraughts' answers there for the same positions, so later runs take seconds. It is
//! skipped, loudly, only when python3 or PyPI cannot be reached.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::venv;

use std::collections::BTreeSet;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use hektor_draughts::{Color, Move, Piece, Position, Role, Square, Variant};

/// The pinned pydraughts release the positions are checked against.
const PYDRAUGHTS: &str = "pydraughts==0.6.7";

/// Positions of each kind per game: random play, random setups.
const FROM_PLAY: usize = 5_000;
const SETUPS: usize = 5_000;

/// SplitMix64: a small deterministic generator, so every run checks the same positions.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn both_sides_have_pieces(position: &Position) -> bool {
    [Color::White, Color::Black]
        .into_iter()
        .all(|c| position.count(c) != (0, 0))
}

/// Positions met in random games from the start (each position of each game, until
/// `count` are collected).
fn from_play(variant: Variant, rng: &mut Rng, count: usize) -> Vec<Position> {
    let mut positions = Vec::with_capacity(count);
    while positions.len() < count {
        let mut position = Position::new(variant);
        for _ in 0..200 {
            if positions.len() == count || !both_sides_have_pieces(&position) {
                break;
            }
            // In a fixed order, so that the positions (and the cached answers) do not
            // depend on the order the generator lists moves in.
            let mut moves = position.legal_moves();
            moves.sort_by_key(|m| (m.from(), m.landings().to_vec()));
            positions.push(position.clone());
            let Some(mv) = moves.get(rng.below(moves.len().max(1))) else {
                break;
            };
            position = position.play(mv).unwrap();
        }
    }
    positions
}

/// A random setup: 1 to a full army a side, a third of the pieces kings (men on their
/// crowning row are kings), either side to move.
fn setup(variant: Variant, rng: &mut Rng) -> Position {
    let mut squares: Vec<u8> = (1..=variant.squares()).collect();
    for i in (1..squares.len()).rev() {
        squares.swap(i, rng.below(i + 1));
    }
    let army = usize::from((variant.size() / 2 - 1) * variant.per_row());
    let white = 1 + rng.below(army);
    let black = 1 + rng.below(army);
    let turn = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let pieces = squares
        .into_iter()
        .take(white + black)
        .enumerate()
        .map(|(i, n)| {
            let square = Square::new(variant, n).unwrap();
            let color = if i < white {
                Color::White
            } else {
                Color::Black
            };
            let crowning = color.crowns_on(variant, square);
            let role = if crowning || rng.below(3) == 0 {
                Role::King
            } else {
                Role::Man
            };
            (square, Piece { color, role })
        });
    let pieces: Vec<_> = pieces.collect();
    Position::setup(variant, turn, pieces).unwrap()
}

/// A square as both sides write it: algebraic on 8x8, its number on 10x10.
fn name(variant: Variant, square: Square) -> String {
    match variant {
        Variant::Russian => square.algebraic(variant),
        Variant::International => square.number().to_string(),
    }
}

/// The moves as the Python helper prints them: sorted "from-to:captured,..." tokens. A
/// move listed twice stays twice here (the helper merges pydraughts' paths of one
/// capture), so a generator listing a capture once per path disagrees.
fn tokens(variant: Variant, moves: &[Move]) -> String {
    let mut listed: Vec<String> = moves
        .iter()
        .map(|m| {
            let captured: BTreeSet<String> =
                m.captured().iter().map(|&s| name(variant, s)).collect();
            let captured: Vec<String> = captured.into_iter().collect();
            format!(
                "{}-{}:{}",
                name(variant, m.from()),
                name(variant, m.to()),
                captured.join(",")
            )
        })
        .collect();
    listed.sort_unstable();
    listed.join(" ")
}

/// pydraughts' answer for each input line, from the cache when the input is unchanged.
fn pydraughts(python: &Path, input: &str) -> Vec<String> {
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("pydraughts-oracle");
    let (cached_input, cached_output) = (cache.join("input.txt"), cache.join("output.txt"));
    if std::fs::read_to_string(&cached_input).is_ok_and(|text| text == input)
        && let Ok(output) = std::fs::read_to_string(&cached_output)
    {
        return output.lines().map(str::to_owned).collect();
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oracle/pydraughts_moves.py");
    let mut child = Command::new(python)
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "the pydraughts helper failed");
    let output = String::from_utf8(out.stdout).unwrap();
    std::fs::create_dir_all(&cache).unwrap();
    std::fs::write(&cached_output, &output).unwrap();
    std::fs::write(&cached_input, input).unwrap();
    output.lines().map(str::to_owned).collect()
}

#[test]
fn legal_moves_agree_with_pydraughts_on_random_positions_of_both_games() {
    let python = match venv::python_with("venv-pydraughts", PYDRAUGHTS) {
        Ok(python) => python,
        Err(venv::VenvError::Unreachable(why)) => {
            eprintln!(
                "\n*** ORACLE TEST SKIPPED: {why}. Legal moves were NOT compared with pydraughts. ***\n"
            );
            return;
        }
        Err(venv::VenvError::Broken(why)) => panic!("{why}"),
    };
    let mut rng = Rng(0x5eed_0003);
    let mut cases: Vec<(Variant, Position)> = Vec::new();
    for variant in [Variant::Russian, Variant::International] {
        cases.extend(
            from_play(variant, &mut rng, FROM_PLAY)
                .into_iter()
                .map(|p| (variant, p)),
        );
        cases.extend((0..SETUPS).map(|_| (variant, setup(variant, &mut rng))));
    }
    let input: String = cases
        .iter()
        .map(|(variant, position)| {
            let game = match variant {
                Variant::Russian => "russian",
                Variant::International => "standard",
            };
            format!("{game} {}\n", position.to_fen())
        })
        .collect();
    let theirs = pydraughts(&python, &input);
    assert_eq!(theirs.len(), cases.len(), "one answer per position");

    let mut disagreements = Vec::new();
    for variant in [Variant::Russian, Variant::International] {
        let (mut positions, mut with_captures, mut multi, mut with_kings) = (0, 0, 0, 0);
        let mut several_paths = 0;
        for ((v, position), their) in cases.iter().zip(&theirs) {
            if *v != variant {
                continue;
            }
            let moves = position.legal_moves();
            positions += 1;
            with_captures += usize::from(moves.iter().any(Move::is_capture));
            multi += usize::from(moves.iter().any(|m| m.captured().len() > 1));
            with_kings += usize::from(
                [Color::White, Color::Black]
                    .into_iter()
                    .any(|c| position.count(c).1 > 0),
            );
            several_paths += usize::from(position.legal_paths().len() > moves.len());
            let ours = tokens(variant, &moves);
            if &ours != their {
                disagreements.push(format!(
                    "{}\n  ours:  {ours}\n  pydraughts: {their}",
                    position.to_fen()
                ));
            }
        }
        println!(
            "{variant:?}: {positions} positions, {with_captures} with captures ({multi} with a multi-capture), {with_kings} with kings, {several_paths} with a capture along several paths"
        );
        assert!(positions >= 10_000);
        assert!(
            several_paths > 0,
            "no capture along several paths: a generator listing one twice would pass"
        );
    }
    assert!(
        disagreements.is_empty(),
        "{} positions disagree, the first ones:\n{}",
        disagreements.len(),
        disagreements
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
