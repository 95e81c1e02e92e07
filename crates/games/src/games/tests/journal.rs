#![allow(clippy::unwrap_used)]

use crate::game::record::Claim;
use crate::game::record::MoveRecord;
use std::path::Path;

use std::fs::File;
use std::io::Write;

use crate::game::journal::file::backup_path;
use crate::game::journal::read::trimmed;
use crate::game::journal::*;
use crate::games::journal::{
    Contents, Entry, Event, Journal, holds_game, is_blank, load, read, read_record,
};
use proptest::prelude::*;

fn start() -> Event {
    Event::Start {
        rules: Default::default(),
        tags: Box::default(),
        start_fen: None,
        settings: serde_json::Value::Null,
    }
}

fn mv(san: &str, uci: &str) -> Event {
    Event::Move(MoveRecord {
        san: san.into(),
        uci: uci.into(),
        unix_ms: 1,
        white_ms: None,
        black_ms: None,
        draw_offer: false,
        written: false,
    })
}

/// The lines of a journal of a start and `moves` (SAN, UCI), each with its newline.
fn lines_of(moves: &[(&str, &str)]) -> Vec<Vec<u8>> {
    std::iter::once(start())
        .chain(moves.iter().map(|(san, uci)| mv(san, uci)))
        .map(|event| {
            let mut line = serde_json::to_vec(&Entry { unix_ms: 1, event }).unwrap();
            line.push(b'\n');
            line
        })
        .collect()
}

/// A journal of a start and one move, as bytes.
fn game() -> Vec<u8> {
    lines_of(&[("e4", "e2e4")]).concat()
}

/// A game of twelve half-moves whose moves stay legal whichever one is taken out
/// (knights going out and back, so no move depends on another but its own knight's).
const TWELVE: [(&str, &str); 12] = [
    ("Nf3", "g1f3"),
    ("Nf6", "g8f6"),
    ("Nc3", "b1c3"),
    ("Nc6", "b8c6"),
    ("e3", "e2e3"),
    ("e6", "e7e6"),
    ("d3", "d2d3"),
    ("d6", "d7d6"),
    ("h3", "h2h3"),
    ("h6", "h7h6"),
    ("a3", "a2a3"),
    ("a6", "a7a6"),
];

fn sans(contents: &Contents) -> Vec<String> {
    contents
        .entries
        .iter()
        .filter_map(|entry| match &entry.event {
            Event::Move(mv) => Some(mv.san.clone()),
            _ => None,
        })
        .collect()
}

proptest! {
    /// Whatever a crash or a disk leaves after the intact entries, they are read, and
    /// what follows is named as torn or left out, never silently taken for an entry.
    #[test]
    fn anything_after_intact_entries_keeps_them(tail in proptest::collection::vec(any::<u8>(), 0..200)) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        let mut bytes = game();
        bytes.extend_from_slice(&tail);
        std::fs::write(&path, &bytes).unwrap();
        let contents = read(&path).unwrap();
        prop_assert!(contents.entries.len() >= 2);
        prop_assert!(matches!(&contents.entries[1].event, Event::Move(m) if m.san == "e4"));
    }

    /// Any bytes in place of one line in the middle: every entry after it that still
    /// replays is kept (all but the half-move of the side that no longer moves right
    /// after the lost one), and the line is either read (its move is the one written)
    /// or named as left out.
    #[test]
    fn damage_in_the_middle_keeps_every_other_entry(
        at in 1usize..=12,
        junk in proptest::collection::vec(any::<u8>(), 0..120),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        let mut lines = lines_of(&TWELVE);
        let mut damaged: Vec<u8> = junk.into_iter().filter(|b| *b != b'\n').collect();
        damaged.push(b'\n');
        lines[at] = damaged;
        std::fs::write(&path, lines.concat()).unwrap();
        let contents = read(&path).unwrap();
        let all: Vec<String> = TWELVE.iter().map(|(san, _)| (*san).to_owned()).collect();
        let read = sans(&contents);
        if read.len() < 12 {
            // Half-moves `at` and `at + 1` (1-based) may be missing, no other.
            let kept: Vec<String> = all
                .iter()
                .enumerate()
                .filter(|(i, _)| i + 1 != at && i + 1 != at + 1)
                .map(|(_, san)| san.clone())
                .collect();
            prop_assert!(kept.iter().all(|san| read.contains(san)), "{:?}", read);
            let blank = trimmed(&lines[at]).is_empty();
            prop_assert!(blank || contents.left_out.iter().any(|damage| damage.line == at + 1));
        } else {
            prop_assert_eq!(read, all);
        }
    }
}

#[test]
fn a_torn_move_is_named_by_its_san_and_a_damaged_line_by_its_number() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let mut bytes = game();
    bytes.extend_from_slice(br#"{"at_ms":2,"event":"move","san":"e5","uci":"e7"#);
    std::fs::write(&path, &bytes).unwrap();
    let contents = read(&path).unwrap();
    assert_eq!(contents.torn.unwrap().san.as_deref(), Some("e5"));
    assert_eq!(contents.rewrite_from, Some(game().len() as u64));

    let mut lines = lines_of(&[("e4", "e2e4"), ("e5", "e7e5")]);
    lines.insert(1, b"{ broken\n".to_vec());
    std::fs::write(&path, lines.concat()).unwrap();
    let contents = read(&path).unwrap();
    assert_eq!(
        contents.left_out,
        vec![Damage {
            line: 2,
            reason: DamageKind::Syntax
        }]
    );
    assert_eq!(sans(&contents), ["e4", "e5"]);
}

#[test]
fn a_bad_byte_in_a_san_keeps_the_move_by_its_uci_and_every_move_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let mut lines = lines_of(&TWELVE);
    // One byte of the SAN of the third move is no longer UTF-8: the line is no JSON.
    let line = String::from_utf8(lines[3].clone()).unwrap();
    let at = line.find("Nc3").unwrap() + 1;
    lines[3][at] = 0xFF;
    assert!(serde_json::from_slice::<Entry>(&lines[3]).is_err());
    std::fs::write(&path, lines.concat()).unwrap();
    let contents = read(&path).unwrap();
    assert_eq!(sans(&contents).len(), 12);
    assert_eq!(sans(&contents)[2], "Nc3");
    assert!(contents.left_out.is_empty());
    assert_eq!(
        contents.salvaged,
        [Salvaged {
            line: 4,
            san: "Nc3".to_owned()
        }]
    );
    assert!(
        contents.needs_repair(),
        "the salvaged line is written again"
    );
}

#[test]
fn san_and_uci_that_disagree_read_as_the_uci_move_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    std::fs::write(&path, lines_of(&[("d4", "e2e4")]).concat()).unwrap();
    assert_eq!(sans(&read(&path).unwrap()), ["e4"]);
    assert_eq!(load(&path).unwrap().moves.first().unwrap().san, "e4");
}

#[test]
fn a_move_not_legal_after_a_lost_line_is_left_out_and_the_rest_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    // e4 e5 Nf3: with e5 lost, Nf3 ... is still legal but e5's reply d5 is not Black's.
    let mut lines = lines_of(&[("e4", "e2e4"), ("e5", "e7e5"), ("Bc4", "f1c4")]);
    lines[2] = b"garbage\n".to_vec();
    std::fs::write(&path, lines.concat()).unwrap();
    let contents = read(&path).unwrap();
    assert_eq!(sans(&contents), ["e4"]);
    let left: Vec<_> = contents
        .left_out
        .iter()
        .map(|d| (d.line, d.reason))
        .collect();
    assert_eq!(left, [(3, DamageKind::Syntax), (4, DamageKind::Illegal)]);
}

#[test]
fn a_bom_nuls_and_a_blank_first_line_are_read_past() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let body = game();
    for bytes in [
        [b"\xEF\xBB\xBF".as_slice(), &body].concat(),
        [b"\n  \n".as_slice(), &body].concat(),
        [body.as_slice(), &[0u8; 300]].concat(),
        [b"\0\0\n".as_slice(), &body, b"\0\0\0"].concat(),
    ] {
        std::fs::write(&path, &bytes).unwrap();
        assert!(holds_game(&path), "{bytes:?}");
        assert_eq!(sans(&read(&path).unwrap()), ["e4"], "{bytes:?}");
    }
    for blank in [&b""[..], b"\n\n", b"\0\0\0\0", b" \0\n\0"] {
        std::fs::write(&path, blank).unwrap();
        assert!(is_blank(&path));
        assert!(!holds_game(&path));
        assert!(matches!(read(&path), Err(JournalError::Empty { .. })));
    }
}

#[test]
fn a_line_longer_than_the_cap_is_left_out_not_read_whole() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let mut lines = lines_of(&[("e4", "e2e4"), ("e5", "e7e5")]);
    let mut long = vec![b'x'; MAX_LINE * 3];
    long.push(b'\n');
    lines.insert(2, long);
    std::fs::write(&path, lines.concat()).unwrap();
    let contents = read(&path).unwrap();
    assert_eq!(sans(&contents), ["e4", "e5"]);
    assert_eq!(contents.left_out[0].reason, DamageKind::TooLong);
}

#[test]
fn repair_leaves_out_only_the_damaged_line_and_keeps_the_whole_original() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let mut lines = lines_of(&TWELVE);
    lines[2] = b"{ not an entry\n".to_vec();
    let original = lines.concat();
    std::fs::write(&path, &original).unwrap();
    let mut journal = Journal::open_append(&path).unwrap();
    let (contents, _) = journal.read_each(drop).unwrap();
    let backup = journal.repair(&contents).unwrap().unwrap();
    assert_eq!(std::fs::read(&backup).unwrap(), original);
    let repaired = read(&path).unwrap();
    assert!(!repaired.needs_repair());
    // Nf6 is lost, so White's Nc3 after it is no longer White's move: left out too.
    assert_eq!(sans(&repaired).len(), 10);
    // What is kept is as it was up to the damage; the repair's own entry names the two
    // lines left out by number and hash, and the entries after it are the file's others.
    let written = std::fs::read(&path).unwrap();
    assert!(written.starts_with(&lines[..2].concat()));
    let hash =
        |line: &[u8]| crate::game::tournament::hex(&chain::line_hash(&line[..line.len() - 1]));
    let named = repaired
        .entries
        .iter()
        .find_map(|entry| match &entry.event {
            Event::Repaired {
                left_out,
                count: 2,
                broken,
                torn: false,
            } => Some((left_out.clone(), *broken)),
            _ => None,
        });
    let expected = vec![
        LeftOutLine {
            line: 3,
            sha256: hash(&lines[2]),
        },
        LeftOutLine {
            line: 4,
            sha256: hash(&lines[3]),
        },
    ];
    // The lines of this file were written before the chain: the first after the damage
    // names no line before it.
    assert_eq!(named, Some((expected, Some(3))));
    let mut kept: Vec<Event> = lines
        .iter()
        .enumerate()
        .filter(|(at, _)| !(2..4).contains(at))
        .map(|(_, line)| serde_json::from_slice::<Entry>(line).unwrap().event)
        .collect();
    kept.insert(2, repaired.entries[2].event.clone());
    let events: Vec<Event> = repaired.entries.into_iter().map(|e| e.event).collect();
    assert_eq!(events, kept);
}

/// A writer that takes `room` bytes, then fails as a full disk does.
struct Full<W> {
    inner: W,
    room: usize,
}

impl<W: Write> Write for Full<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if self.room == 0 {
            return Err(std::io::ErrorKind::StorageFull.into());
        }
        let taken = bytes.len().min(self.room);
        self.room -= taken;
        self.inner.write(&bytes[..taken])
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// A game file with a damaged line at `path`: its bytes.
fn damaged_game(path: &Path) -> Vec<u8> {
    let mut lines = lines_of(&TWELVE);
    lines[2] = b"{ not an entry\n".to_vec();
    let original = lines.concat();
    std::fs::write(path, &original).unwrap();
    original
}

#[test]
fn a_copy_the_full_disk_cut_short_is_removed_and_the_game_file_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let original = damaged_game(&path);
    let mut journal = Journal::open_append(&path).unwrap();
    let (contents, _) = journal.read_each(drop).unwrap();
    let failed = journal.repair_into(&contents, |copy| Full {
        inner: copy,
        room: 100,
    });
    assert!(
        matches!(&failed, Err(JournalError::Io { source, .. }) if source.kind() == std::io::ErrorKind::StorageFull),
        "{failed:?}"
    );
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    assert_eq!(names, ["game.jsonl"], "no copy is left beside the game");
    assert_eq!(std::fs::read(&path).unwrap(), original);
    // Once the disk has room, the repair is made.
    assert!(journal.repair(&contents).unwrap().is_some());
}

#[test]
fn a_game_file_that_cannot_be_written_again_is_left_as_it_was_beside_its_whole_copy() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let original = damaged_game(&path);
    let contents = read(&path).unwrap();
    // A handle that cannot write: cutting the file back and writing it again fail.
    let file = File::open(&path).unwrap();
    let mut journal = Journal::over(path.clone(), file).unwrap();
    assert!(journal.repair(&contents).is_err());
    assert_eq!(std::fs::read(&path).unwrap(), original);
    let backup = backup_path(&path).with_file_name("game.jsonl.damaged");
    assert_eq!(std::fs::read(&backup).unwrap(), original, "no empty copy");
}

#[test]
fn a_new_game_takes_the_place_of_a_blank_file_only() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    std::fs::write(&path, b"\0\0\0").unwrap();
    drop(Journal::create(&path, start(), 1).unwrap());
    assert!(holds_game(&path));
    assert!(Journal::create(&path, start(), 1).is_err());
    assert_eq!(sans(&read(&path).unwrap()), Vec::<String>::new());
}

#[test]
fn clock_readings_in_a_row_are_kept_as_the_latest() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let mut text = game();
    for ms in 0..100u64 {
        let event = Event::ClockReading {
            white_ms: ms,
            black_ms: ms,
            running: true,
        };
        text.extend(serde_json::to_vec(&Entry { unix_ms: 1, event }).unwrap());
        text.push(b'\n');
    }
    std::fs::write(&path, text).unwrap();
    let entries = read(&path).unwrap().entries;
    assert_eq!(entries.len(), 3);
    assert!(matches!(
        entries[2].event,
        Event::ClockReading { white_ms: 99, .. }
    ));
}

#[test]
fn a_rejected_claim_and_a_game_set_aside_are_typed_events_and_old_notes_still_read() {
    let claim = Entry {
        unix_ms: 7,
        event: Event::ClaimRejected {
            claim: Claim::FiftyMoves,
            count: 12,
        },
    };
    let line = serde_json::to_string(&claim).unwrap();
    assert_eq!(
        line,
        r#"{"at_ms":7,"event":"claim-rejected","claim":"fifty-moves","count":12}"#
    );
    assert_eq!(serde_json::from_str::<Entry>(&line).unwrap(), claim);
    let aside: Entry = serde_json::from_str(r#"{"at_ms":8,"event":"set-aside"}"#).unwrap();
    assert!(aside.event.sets_aside());
    // The lines versions before these events wrote.
    let old: Entry = serde_json::from_str(
        r#"{"at_ms":9,"event":"note","text":"set aside: a new game was started instead"}"#,
    )
    .unwrap();
    assert!(old.event.sets_aside());
    let old_claim: Entry = serde_json::from_str(
        r#"{"at_ms":9,"event":"note","text":"draw claim rejected: The claim is not valid."}"#,
    )
    .unwrap();
    assert!(!old_claim.event.sets_aside());
    // None of them changes the record.
    let entries: Vec<Entry> = [start(), mv("e4", "e2e4")]
        .into_iter()
        .map(|event| Entry { unix_ms: 1, event })
        .collect();
    let with_them: Vec<Entry> = entries
        .iter()
        .cloned()
        .chain([claim, old_claim, aside, old])
        .collect();
    assert_eq!(record_from(&with_them), record_from(&entries));
}

/// A game file's every entry takes the room of the largest event (a move, not the start's
/// header), so that a file of a million half-moves is read in a bounded memory
/// (`scripts/bench-journal.sh`).
#[test]
fn an_entry_takes_no_more_room_than_a_move_and_its_time() {
    use std::mem::size_of;
    assert!(
        size_of::<Entry>() <= size_of::<MoveRecord>() + 16,
        "an entry takes {} bytes, a move {}",
        size_of::<Entry>(),
        size_of::<MoveRecord>()
    );
}

/// The commands that only show, check or write out a game read its record without
/// keeping the entries (a long game's every line is not held twice), and the record is
/// the one the entries give.
#[test]
fn the_record_is_read_without_keeping_the_entries() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let mut bytes = lines_of(&TWELVE).concat();
    bytes.extend_from_slice(br#"{"at_ms":2,"event":"undo","san":"a6"}"#);
    bytes.extend_from_slice(b"\n");
    std::fs::write(&path, bytes).unwrap();
    let whole = read(&path).unwrap();
    let only = read_record(&path).unwrap();
    assert!(only.entries.is_empty());
    assert_eq!(only.record, record_from(&whole.entries));
    assert_eq!(only.record.moves.len(), 11);
    assert_eq!(load(&path).unwrap(), only.record);
}
