#![allow(clippy::unwrap_used)]

use crate::game::journal::verify::{Finding, Mode, Verification};
use crate::game::record::{GameResult, MoveRecord, Termination};
use crate::game::tournament::Identity;
use crate::games::journal::{Entry, Event, Journal, verify};

/// A small PRNG (xorshift64*), seeded: the damages are the same at every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn identity(version: &str) -> Identity {
    Identity {
        installation: "5f0c1d2e".into(),
        version: version.into(),
        executable_sha256: "ab".repeat(32),
    }
}

fn mv(san: &str, uci: &str) -> Event {
    Event::Move(MoveRecord {
        san: san.into(),
        uci: uci.into(),
        unix_ms: 1,
        white_ms: Some(5_000_000),
        black_ms: Some(5_000_000),
        draw_offer: false,
        written: false,
    })
}

fn action(line: &str, said: &str) -> Event {
    Event::Action {
        line: line.into(),
        said: vec![said.into()],
    }
}

/// A tournament game written through the real journal, with every kind of entry and
/// a resume (the file opened again): its bytes.
fn tournament_game(dir: &std::path::Path) -> Vec<u8> {
    let path = dir.join("game.jsonl");
    let start = Event::Start {
        rules: Default::default(),
        tags: Box::default(),
        start_fen: None,
        settings: serde_json::json!({
            "tournament": {"board_questions": false, "identity": identity("1.0")},
        }),
    };
    let first = [
        Event::Network { up: Vec::new() },
        action("e4", "e4. Recorded."),
        mv("e4", "e2e4"),
        Event::ClockReading {
            white_ms: 5_000_000,
            black_ms: 4_990_000,
            running: true,
        },
        action("e5", "e5. Recorded."),
        mv("e5", "e7e5"),
        action("Nf3", "Nf3."),
        Event::Withdrawn { san: "Nf3".into() },
        action("Nc3", "Nc3. Recorded."),
        mv("Nc3", "b1c3"),
        action("undo", "Taken back."),
        Event::Undo { san: "Nc3".into() },
        mv("Nf3", "g1f3"),
    ];
    append_all(Journal::create(&path, start, 1).unwrap(), first, 10);
    let second = [
        Event::Resumed {
            gap_ms: 250_000,
            identity: identity("1.1"),
        },
        Event::Network { up: Vec::new() },
        action("Nc6", "Nc6. Recorded."),
        mv("Nc6", "b8c6"),
        Event::DrawOffer,
        Event::ClockReading {
            white_ms: 4_900_000,
            black_ms: 4_900_000,
            running: false,
        },
        action("result draw", "Draw."),
        Event::End {
            result: GameResult::Draw,
            termination: Some(Termination::DrawAgreement),
        },
    ];
    append_all(Journal::open_append(&path).unwrap(), second, 1000);
    std::fs::read(&path).unwrap()
}

/// Appends `events` to `journal`, a millisecond apart from `from_ms`, then closes it.
fn append_all(mut journal: Journal, events: impl IntoIterator<Item = Event>, from_ms: i64) {
    for (at, event) in events.into_iter().enumerate() {
        let unix_ms = from_ms + at as i64;
        journal.append(&Entry { unix_ms, event }).unwrap();
    }
}

fn check(bytes: &[u8]) -> Verification {
    verify(bytes).unwrap()
}

fn lines(bytes: &[u8]) -> Vec<Vec<u8>> {
    bytes
        .split_inclusive(|b| *b == b'\n')
        .map(<[u8]>::to_vec)
        .collect()
}

/// `bytes` with one random damage of the five kinds.
fn damaged(bytes: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut lines = lines(bytes);
    let n = lines.len();
    match rng.below(5) {
        0 => {
            let mut bytes = bytes.to_vec();
            let at = rng.below(bytes.len());
            bytes[at] ^= 1 + rng.below(255) as u8;
            return bytes;
        }
        1 => {
            lines.remove(rng.below(n));
        }
        2 => {
            let (a, b) = (rng.below(n), rng.below(n));
            let b = if a == b { (b + 1) % n } else { b };
            lines.swap(a, b);
        }
        3 => {
            let copy = lines[rng.below(n)].clone();
            lines.insert(rng.below(n + 1), copy);
        }
        _ => {
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(n + 1);
                // Half of the added lines name the line before them, as hektor would.
                let prev = (at > 0 && rng.below(2) == 0).then(|| {
                    crate::game::journal::chain::line_hash(
                        lines[at - 1].strip_suffix(b"\n").unwrap_or(&lines[at - 1]),
                    )
                });
                let entry = Entry {
                    unix_ms: rng.below(10_000) as i64,
                    event: action("pieces", "White: king e1."),
                };
                let mut line = crate::game::journal::chain::chained(&entry, prev.as_ref())
                    .unwrap()
                    .into_bytes();
                line.push(b'\n');
                lines.insert(at, line);
            }
        }
    }
    lines.concat()
}

/// The game file in `dir` written as `bytes`, repaired as a resume repairs it, with one
/// entry appended after: what `verify` finds.
fn resumed(dir: &std::path::Path, bytes: &[u8]) -> Verification {
    let path = dir.join("game.jsonl");
    std::fs::write(&path, bytes).unwrap();
    let mut journal = Journal::open_append(&path).unwrap();
    let (contents, _) = journal.read_each(drop).unwrap();
    journal.repair(&contents).unwrap();
    let entry = Entry {
        unix_ms: 5000,
        event: Event::Network { up: Vec::new() },
    };
    journal.append(&entry).unwrap();
    let found = check(&std::fs::read(&path).unwrap());
    assert_eq!(found.code, journal.code());
    found
}

#[test]
fn a_crash_s_torn_line_left_out_on_resume_is_named_and_the_file_stays_intact() {
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = tournament_game(dir.path());
    let torn_from = bytes.len() - 30;
    bytes.truncate(torn_from);
    let torn_line = lines(&bytes).len();
    let found = resumed(dir.path(), &bytes);
    assert_eq!(found.finding, Finding::Intact);
    assert_eq!(found.repairs.len(), 1);
    assert!(found.repairs[0].only_torn());
    assert_eq!(found.repairs[0].left_out[0].line, torn_line);
    assert_eq!(found.repairs[0].line, torn_line);
}

#[test]
fn a_repair_never_hides_a_line_altered_or_removed_before_the_damage_it_leaves_out() {
    let dir = tempfile::tempdir().unwrap();
    let original = lines(&tournament_game(dir.path()));
    // A line removed, and the line after it damaged so that a resume repairs there.
    let mut removed = original.clone();
    removed.remove(8);
    removed[8] = b"{ damaged\n".to_vec();
    let found = resumed(dir.path(), &removed.concat());
    assert_eq!(
        found.finding,
        Finding::BrokenBeforeRepair { repair: 9, line: 9 }
    );
    // An action altered (it still reads), the line after it damaged.
    let mut altered = original.clone();
    altered[5] = String::from_utf8(altered[5].clone())
        .unwrap()
        .replace("e5. Recorded.", "e5. Recorded!")
        .into_bytes();
    altered[6] = b"{ damaged\n".to_vec();
    let found = resumed(dir.path(), &altered.concat());
    assert!(
        matches!(found.finding, Finding::BrokenBeforeRepair { line: 7, .. }),
        "{:?}",
        found.finding
    );
    // A damaged line alone is named as left out, not hidden.
    let mut damaged = original;
    damaged[3] = b"{ damaged\n".to_vec();
    let found = resumed(dir.path(), &damaged.concat());
    assert!(!found.finding.is_intact());
}

#[test]
fn every_damage_is_caught_given_the_code_and_the_whole_file_is_intact() {
    let dir = tempfile::tempdir().unwrap();
    let original = tournament_game(dir.path());
    let intact = check(&original);
    assert_eq!(intact.finding, Finding::Intact);
    let code = intact.code.clone().unwrap();
    assert_eq!(
        (
            intact.actions,
            intact.moves,
            intact.corrections,
            intact.resumes
        ),
        (7, 4, 2, 1)
    );
    assert_eq!(intact.longest_gap_ms, 250_000);
    assert_eq!(intact.mode, Mode::Throughout);
    assert_eq!(intact.identity, Some(identity("1.0")));
    assert_eq!(intact.other_identities.len(), 1);
    let mut rng = Rng(0x5eed_0038);
    let mut missed = Vec::new();
    for _ in 0..10_000 {
        let bytes = damaged(&original, &mut rng);
        if bytes == original {
            continue;
        }
        let found = check(&bytes);
        let accepted = [&found.code, &found.said_code].contains(&&Some(code.clone()));
        if found.finding.is_intact() && accepted {
            missed.push(String::from_utf8_lossy(&bytes).into_owned());
        }
    }
    assert!(
        missed.is_empty(),
        "{} missed, the first:\n{}",
        missed.len(),
        missed[0]
    );
    // A file cut at any line: the code of its last line is another.
    let all = lines(&original);
    for n in 1..all.len() {
        let cut = check(&all[..n].concat());
        assert!(cut.finding.is_intact());
        let accepted = [&cut.code, &cut.said_code].contains(&&Some(code.clone()));
        assert!(!accepted, "cut after line {n}");
    }
}
