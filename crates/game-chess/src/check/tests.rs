#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use super::*;

fn run(pgn: &str) -> (Summary, Vec<Report>) {
    let mut reports = Vec::new();
    let summary = check(pgn.as_bytes(), &mut |r| reports.push(r.clone())).unwrap_or_default();
    (summary, reports)
}

#[test]
fn illegal_move_is_reported_with_its_move_number() {
    let (summary, reports) = run("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n");
    assert_eq!(summary.games, 1);
    assert_eq!(summary.moves, 2);
    assert_eq!(summary.errors, 1);
    assert!(matches!(
        &reports[0].finding,
        Finding::Illegal(MoveAt { number: 2, side: crate::terms::Player::White, variation: false }, s) if s == "Ke3"
    ));
}

#[test]
fn variations_are_checked_from_the_position_before_their_move() {
    let (summary, reports) = run("1. e4 e5 (1... c5 2. Nf3) (1... Nf3) 2. Nf3 *\n");
    assert_eq!(summary.moves, 3);
    assert_eq!(reports.len(), 1);
    assert!(matches!(&reports[0].finding, Finding::Illegal(at, _) if at.variation));
}

#[test]
fn empty_line_inside_tags_does_not_split_the_game() {
    let (summary, reports) = run("[Event \"a\"]\n\n[White \"b\"]\n\n1. e4 *\n");
    assert_eq!((summary.games, summary.moves), (1, 1));
    assert!(reports.is_empty());
}

/// A tag value with an unescaped inner quote (`[White ""Socrates""]`, as in
/// pychess's mate-in-3 file) ends the PGN reader's header early: the tags after it
/// still belong to the same game, one game with its moves, as python-chess reads it;
/// a block repeating a tag of the header is still a game of its own.
#[test]
fn an_inner_quote_in_a_tag_does_not_split_the_game() {
    let text = "[Event \"?\"]\n[White \"\"Socrates\"\"]\n[Black \"A\"]\n\n1. e4 e5 *\n";
    let (summary, reports) = run(text);
    assert_eq!((summary.games, summary.moves), (1, 2));
    assert!(reports.is_empty(), "{reports:?}");
    let text = "[Event \"?\"]\n[White \"\"S\"\"]\n[Event \"b\"]\n\n1. e4 e5 *\n";
    let (summary, reports) = run(text);
    assert_eq!((summary.games, summary.moves), (2, 2));
    assert_eq!(
        reports,
        [Report {
            game: 1,
            finding: Finding::Note(Note::NoMoves)
        }]
    );
    // Broken before the next tag decided: the header held is a game of its own.
    let (summary, reports) = run("[Event \"?\"]\n[White \"\"S\"\"]\n[Event \"b");
    assert_eq!((summary.games, summary.errors), (2, 1));
    assert_eq!(reports[1].finding, Finding::Syntax(Broken::Tag));
}

#[test]
fn cut_off_files_are_reported() {
    let (_, reports) = run("[Event \"a\"]\n\n1. e4 e5 2. Nf3 {unfinished");
    assert!(
        reports
            .iter()
            .any(|r| r.finding == Finding::Syntax(Broken::Comment))
    );
    let (_, reports) = run("[Event \"a\"]\n[White \"b");
    assert!(
        reports
            .iter()
            .any(|r| r.finding == Finding::Syntax(Broken::Tag))
    );
    let (summary, reports) = run("[Event \"a\"]\n[White \"b\"]\n");
    assert_eq!((summary.games, summary.errors), (1, 0));
    assert_eq!(reports[0].finding, Finding::Note(Note::NoMoves));
    let (summary, reports) = run("[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n[White \"c\"]\n");
    assert_eq!((summary.games, summary.errors), (2, 1));
    assert_eq!(reports[0].finding, Finding::Empty);
}

#[test]
fn a_promotion_without_its_piece_is_named_so() {
    let (summary, reports) = run("[FEN \"k7/3P4/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. d7d8 *\n");
    assert_eq!(summary.errors, 1);
    assert!(
        matches!(&reports[0].finding, Finding::NoPromotionPiece(at, s) if s == "d7d8" && at.number == 1),
        "{reports:?}"
    );
}

#[test]
fn uci_moves_are_read_and_noted() {
    let (summary, reports) = run("g1f3 c7c5 e2e4 d7d6 1/2-1/2\n");
    assert_eq!((summary.moves, summary.errors), (4, 0));
    assert_eq!(reports[0].finding, Finding::Note(Note::UciMoves));
}

/// Pieces of PGN files, good and damaged: games, tags without moves, tag blocks
/// split by a blank line, comments with a game inside them, text that is no PGN.
const PIECES: &[&str] = &[
    "[Event \"good\"]\n[White \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n",
    "[Event \"illegal\"]\n\n1. e4 e5 2. Ke3 *\n\n",
    "[Event \"tags only\"]\n[Result \"*\"]\n\n",
    "[Event \"split\"]\n\n[White \"b\"]\n\n1. d4 d5 *\n\n",
    "[Event \"inner quote\"]\n[White \"\"Socrates\"\"]\n[Black \"A\"]\n\n1. e4 e5 *\n\n",
    "[Event \"comment\"]\n\n1. e4 {a game inside\n\n[Event \"inside\"]\n\n1. Ke2} e5 *\n\n",
    "[Event \"unread\"]\n\n1. e4 Кf3 *\n\n",
    "[Event \"no result\"]\n\n1. e4 e5\n\n",
    "[Event \"null\"]\n\n1. e4 -- 2. d4 *\n\n",
    "[Event \"variation\"]\n\n1. e4 (1. d4 *\n\n",
    "[Event \"crlf\"]\r\n\r\n1. e4 e5 0-1\r\n\r\n",
    "[Event \"number only\"]\n\n1.\n\n",
    "some words of a text\n\n",
    "[Event \"open\"]\n\n1. e4 {never closed\n\n",
    "[Event \"semicolon\"]\n\n1. e4 ; {\n\n",
    "[Event \"mate\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n",
    "[FEN \"k7/3P4/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. d7d8 *\n\n",
    "1. e4 e5 *\n\n",
];

/// The reports and totals of `text` read in one piece, then in parts of `part`
/// bytes by `workers` workers.
fn both_ways(text: &str, part: u64, workers: usize) -> [(Summary, Vec<Report>); 2] {
    let one = run(text);
    let mut file = tempfile::tempfile().unwrap();
    std::io::Write::write_all(&mut file, text.as_bytes()).unwrap();
    let mut reports = Vec::new();
    let split = Split { workers, part };
    let summary = check_file(&file, split, None, &mut |r| reports.push(r.clone())).unwrap();
    [one, (summary, reports)]
}

#[test]
fn a_file_read_in_parts_gives_the_reports_of_one_reading() {
    let text: String = PIECES.iter().cycle().take(200).copied().collect();
    for part in [1, 17, 64, 200, 1000, 5000] {
        let [one, parts] = both_ways(&text, part, 2);
        assert_eq!(one, parts, "parts of {part} bytes");
    }
    let [one, parts] = both_ways(&random_games_text(), 4096, 3);
    assert_eq!(one, parts);
    assert!(parts.0.games > 100);
}

/// Good games only: the parts are read at once, and the reports still in order.
fn random_games_text() -> String {
    (0..300)
        .map(|n| format!("[Event \"{n}\"]\n\n1. e4 e5 2. Nf3 Ke7 3. Ke3 *\n\n"))
        .collect()
}

proptest::proptest! {
    #[test]
    fn any_cut_gives_the_reports_of_one_reading(
        picks in proptest::collection::vec(0..PIECES.len(), 0..40),
        part in 1u64..600,
        workers in 1usize..4,
    ) {
        let text: String = picks.iter().map(|&i| PIECES[i]).collect();
        let [one, parts] = both_ways(&text, part, workers);
        proptest::prop_assert_eq!(one, parts);
    }
}
