#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::games::format::Format;
use crate::replay::index::*;

/// Each game's offset and players, and the progress at the end.
fn index_of(text: &str) -> (Vec<(u64, String, String)>, Progress) {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    std::io::Write::write_all(&mut file, text.as_bytes()).unwrap();
    let index = Index::open(file.path(), Format::Pgn).unwrap();
    let progress = index.wait_done();
    let games = index.with_games(|games| {
        games
            .iter()
            .map(|g| (g.offset, g.white.to_owned(), g.black.to_owned()))
            .collect()
    });
    (games, progress)
}

#[test]
fn offsets_point_at_each_game() {
    let text = "\u{feff}[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n[Event \"x\"]\n\n[Black \"C\"]\n\n1. d4 1-0\n";
    let (games, progress) = index_of(text);
    assert_eq!(games.len(), 2);
    assert_eq!(progress.games, 2);
    assert!(progress.done);
    assert_eq!((games[1].1.as_str(), games[1].2.as_str()), ("B", "C"));
    assert!(text[games[1].0 as usize..].starts_with("[White \"B\"]"));
}

/// Issue 23 item 7: tag blocks without moves, each starting with a tag the one before
/// has, are games of their own, found where each block starts; a header broken by an
/// empty line stays one game.
#[test]
fn tag_blocks_without_moves_are_games_of_their_own() {
    let text = "[Event \"E\"]\n[White \"A\"]\n\n[Event \"E\"]\n[White \"B\"]\n\n\
        [Event \"F\"]\n\n[White \"C\"]\n[Black \"D\"]\n\n1. e4 *\n";
    let (games, _) = index_of(text);
    let whites: Vec<&str> = games.iter().map(|g| g.1.as_str()).collect();
    assert_eq!(whites, ["A", "B", "C"]);
    assert!(text[games[1].0 as usize..].starts_with("[Event \"E\"]\n[White \"B\"]"));
    assert!(text[games[2].0 as usize..].starts_with("[Event \"F\"]"));
}

/// A tag value with an unescaped inner quote (`[White ""Socrates""]`) ends the PGN
/// reader's header early: the tags after it are still the same game's, listed once
/// at its start, as `check` counts it; a block repeating a tag is still a new game.
#[test]
fn an_inner_quote_in_a_tag_does_not_split_the_game() {
    let text = "[Event \"?\"]\n[White \"\"Socrates\"\"]\n[Black \"A\"]\n\n1. e4 e5 *\n\n\
        [Event \"?\"]\n[White \"\"S\"\"]\n[Event \"b\"]\n[Black \"C\"]\n\n1. d4 *\n";
    let (games, _) = index_of(text);
    let blacks: Vec<&str> = games.iter().map(|g| g.2.as_str()).collect();
    assert_eq!(blacks, ["A", "", "C"]);
    assert_eq!(games[0].0, 0);
    assert!(text[games[1].0 as usize..].starts_with("[Event \"?\"]\n[White \"\"S"));
    assert!(text[games[2].0 as usize..].starts_with("[Event \"b\"]"));
    let (games, _) = index_of("[Event \"?\"]\n[White \"\"S\"\"]\n[Event \"b");
    assert_eq!(games.iter().map(|g| g.0).collect::<Vec<_>>(), [0, 26]);
}

/// Issue 23 item 9: the games before a binary tail (a cut download) are indexed, and
/// the index knows where the text ends.
#[test]
fn the_index_ends_where_the_text_does() {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    let text = "[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n\n[White \"C\"]\n\n1. c4";
    let mut bytes = text.as_bytes().to_vec();
    bytes.extend_from_slice(b"\xff\xfe\x00\x00[White \"D\"]\n\n1. Nf3 *\n");
    std::io::Write::write_all(&mut file, &bytes).unwrap();
    let index = Index::open(file.path(), Format::Pgn).unwrap();
    index.wait_done();
    assert_eq!(index.progress().games, 3);
    // The NUL stands on the eleventh line ("1. c4"): counted once indexing is done.
    let at = text.rfind('\n').map(|at| at as u64 + 1).unwrap();
    assert_eq!(index.damage(), Some((at, Some(11))));
}

/// A file a tournament program writes while it is indexed (cut shorter, then
/// appended to, again and again) never stops the indexer half-way: indexing ends,
/// with the games it found (pgn-reader panics on a stream position that goes back,
/// which a regular file's never does, however it changes).
#[test]
fn a_file_that_changes_while_it_is_indexed_is_indexed_to_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("live.pgn");
    let game = "[White \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n";
    for round in 0..20 {
        std::fs::write(&path, game.repeat(20_000)).unwrap();
        let index = Index::open(&path, Format::Pgn).unwrap();
        let changer = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
        changer.set_len((round * 37) as u64).unwrap();
        std::io::Write::write_all(&mut &changer, game.repeat(round * 100).as_bytes()).unwrap();
        let progress = index.wait_done_for(std::time::Duration::from_secs(30));
        assert!(progress.done, "round {round}: the indexer died");
    }
}

/// `game_text` finds game N and counts the games without building an index.
#[test]
fn game_text_reads_one_game_and_counts_them_all() {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    let text = "[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n\n[White \"C\"]\n\n1. c4 *\n";
    std::io::Write::write_all(&mut file, text.as_bytes()).unwrap();
    let (game, count) = game_text(file.path(), Format::Pgn, 2, 1_000).unwrap();
    assert_eq!(count, 3);
    assert_eq!(game.as_deref(), Some("[White \"B\"]\n\n1. d4 *\n\n"));
    let (game, count) = game_text(file.path(), Format::Pgn, 4, 1_000).unwrap();
    assert_eq!((game, count), (None, 3));
}
