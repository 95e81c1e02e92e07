//! Tournament mode in the game session: moves recorded as written with no verdict, the
//! board and claims refused, every action logged, the arbiter's PIN to leave the mode,
//! and nothing said that depends on the position.

use super::*;
use crate::app::setup::Tournament;
use crate::game::tournament::PinHash;
use proptest::prelude::*;

fn tournament(mode: Mode, fen: Option<&str>) -> Setup {
    Setup {
        mode,
        fen: fen.map(str::to_owned),
        tournament: Some(Tournament {
            pin: Some(PinHash::new("5a17".into(), "4711")),
            ..Tournament::default()
        }),
        ..setup()
    }
}

#[test]
fn a_move_is_recorded_as_typed_legal_or_not_and_nothing_tells_the_board() {
    let (mut app, _) = app(tournament(Mode::Player, None));
    let mut greeting = String::new();
    for effect in app.greeting() {
        greeting.push_str(&effect_line(&effect));
        greeting.push('\n');
    }
    let transcript = run(
        &mut app,
        &[
            "e4",
            "",
            "Кf6",
            "",
            "Qd7",
            "",
            "Nc3",
            "n",
            "Nf3",
            "Ng8",
            "y",
            "pieces white",
            "square e4",
            "claim repetition",
            "Bb5+",
            "y",
            "moves",
            "undo",
            "y",
            "last",
            "time",
        ],
    );
    insta::assert_snapshot!(format!("{greeting}{transcript}"));
    assert_eq!(sans(&app), ["e4", "Nf6", "Qd7", "Ng8"]);
    assert!(
        app.record()
            .moves
            .iter()
            .all(|m| m.written && m.uci.is_empty())
    );
    assert!(!app.shows_board());
}

#[test]
fn leaving_tournament_mode_takes_the_arbiters_pin_which_is_never_logged() {
    let (mut app, _) = app(tournament(Mode::Assistant, None));
    let transcript = run(
        &mut app,
        &[
            "e4",
            "y",
            "leave tournament",
            "1234",
            "leave",
            "4711",
            "e5",
            "y",
            "Kf3",
        ],
    );
    insta::assert_snapshot!(transcript);
    assert!(!transcript.contains("4711\""), "the PIN is never logged");
    assert!(app.shows_board());
    assert_eq!(sans(&app), ["e4", "e5"]);
    assert!(!app.record().moves.get(1).unwrap().written);
}

#[test]
fn after_an_illegal_move_leaving_the_mode_still_records_as_written() {
    let (mut app, _) = app(tournament(Mode::Assistant, None));
    let transcript = run(&mut app, &["Qd4", "y", "leave", "4711", "e5", "y"]);
    assert!(transcript.contains(&app.locale().text(msg::TOURNAMENT_LEFT_AS_WRITTEN)));
    assert!(app.record().moves.iter().all(|m| m.written));
}

/// An export checks the moves by the rules (a PGN ends at the first move that is not
/// legal and says so): during the game it is refused, and nothing is written.
#[test]
fn an_export_waits_for_the_result_and_tells_nothing_of_an_illegal_move() {
    let export = "export pgn sheet.pgn";
    let written = "export pgn sheet.pgn";
    let (mut app, _) = app(tournament(Mode::Assistant, None));
    let transcript = run(&mut app, &["e4", "y", "Qxf7+", "y", export]);
    assert!(
        transcript.contains(&app.locale().text(msg::TOURNAMENT_NO_EXPORT)),
        "{transcript}"
    );
    assert!(
        !transcript.lines().any(|line| line == written),
        "{transcript}"
    );
    // When the game file cannot take the record (a full disk), an export elsewhere is
    // what keeps it: allowed during the game.
    app.receive(Got::Log {
        code: None,
        unwritten: 2,
    });
    let full = run(&mut app, &[export]);
    assert!(full.lines().any(|line| line == written), "{full}");
    app.receive(Got::Log {
        code: None,
        unwritten: 0,
    });
    // After the result the scoresheet is exported.
    let after = run(&mut app, &["result 1-0", "y", export]);
    assert!(after.lines().any(|line| line == written), "{after}");
}

/// An export's answer comes once the runtime looked at the file; the log gets the
/// command with that answer, as it gets every other with its own, and a command whose
/// answer never came (the read dropped) is logged before the next, with nothing said.
#[test]
fn an_export_is_logged_with_the_answer_the_file_gave() {
    let dir = tempfile::tempdir().unwrap();
    let existing = dir.path().join("sheet.pgn");
    std::fs::write(&existing, "older\n").unwrap();
    let export = format!("export pgn {}", existing.display());
    let (mut app, _) = app(tournament(Mode::Assistant, None));
    let transcript = run(&mut app, &["e4", "y", "result 1-0", "y", &export]);
    let question = format!(
        "{} already exists. Replace it with the scoresheet? Yes or no.",
        existing.display()
    );
    let logged = format!("journal: Action {{ line: {export:?}, said: [{question:?}] }}");
    assert!(
        transcript.lines().any(|line| line == logged),
        "{transcript}"
    );
    // The read dropped: the export is logged before the next command, as said nothing.
    let effects = app.update(Command::Line(export.clone()));
    assert!(
        matches!(effects.as_slice(), [Effect::Read(_)]),
        "{effects:?}"
    );
    let next: Vec<String> = app
        .update(Command::Line("time".into()))
        .iter()
        .map(effect_line)
        .collect();
    let dropped = format!("journal: Action {{ line: {export:?}, said: [] }}");
    assert_eq!(next.first(), Some(&dropped), "{next:?}");
}

/// The help names only what can be done: while tournament mode binds, it leaves out
/// the commands the mode refuses; after the result they are back.
#[test]
fn the_help_leaves_out_what_tournament_mode_refuses() {
    let (mut app, _) = app(tournament(Mode::Assistant, None));
    let refused = [
        msg::SESSION_HELP_PIECES,
        msg::SESSION_HELP_SQUARE,
        msg::SESSION_HELP_CLAIM,
        msg::SESSION_HELP_EXPORT,
    ]
    .map(|id| app.locale().text(id));
    let during = run(&mut app, &["e4", "y", "help"]);
    assert!(during.contains(&app.locale().text(msg::SESSION_HELP_TIME)));
    for text in &refused {
        assert!(!during.contains(text.as_str()), "{text}: {during}");
    }
    let after = run(&mut app, &["result 1-0", "y", "help"]);
    for text in &refused {
        assert!(after.contains(text.as_str()), "{text}: {after}");
    }
}

/// The spoken and journaled lines of `lines` typed in tournament mode from `fen`, without
/// the times and clock readings (which differ by nothing but the clock).
fn tournament_transcript(fen: &str, lines: &[String]) -> String {
    let (mut app, _) = app(tournament(Mode::Assistant, Some(fen)));
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    let mut out = String::new();
    for effect in app.greeting() {
        out.push_str(&effect_line(&effect));
        out.push('\n');
    }
    out.push_str(&run(&mut app, &refs));
    out
}

/// Two positions with the same side to move and move number, far apart: the start
/// after 1. e4 e5 2. Nf3 Nc6, and a middle game.
const FENS: [&str; 2] = [
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "2r3k1/5ppp/p7/1p6/8/P4N2/1P3PPP/3R2K1 w - - 0 3",
];

/// What a player may type during a game: moves of every kind, legal somewhere or not,
/// commands, answers, and lines that are no move at all.
fn typed_line() -> impl Strategy<Value = String> {
    let files = "abcdefgh";
    prop_oneof![
        (
            0..8usize,
            1..9u8,
            prop::sample::select(vec!["", "N", "B", "R", "Q", "K", "Кр", "Ф", "С", "Л"])
        )
            .prop_map(move |(f, r, piece)| format!("{piece}{}{r}", &files[f..=f])),
        (0..8usize, 0..8usize, 1..9u8)
            .prop_map(move |(a, b, r)| { format!("{}x{}{r}", &files[a..=a], &files[b..=b]) }),
        prop::sample::select(vec![
            "O-O",
            "0-0-0",
            "Qd7+",
            "Nbd2",
            "e8=Q",
            "y",
            "n",
            "",
            "undo",
            "yes",
            "time",
            "last",
            "moves",
            "pieces",
            "square e4",
            "scan e",
            "claim repetition",
            "draw",
            "turn",
            "repeat",
            "help",
            "zzz",
            "Springer Felix drei",
            "leave",
            "1234",
        ])
        .prop_map(str::to_owned),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Nothing hektor says or logs in tournament mode depends on the position: the same
    /// typed lines from two positions give the same transcript, apart from the FEN
    /// itself in the journal's start.
    #[test]
    fn the_same_lines_from_two_positions_give_the_same_transcript(
        lines in prop::collection::vec(typed_line(), 1..40)
    ) {
        let one = tournament_transcript(FENS[0], &lines).replace(FENS[0], "FEN");
        let other = tournament_transcript(FENS[1], &lines).replace(FENS[1], "FEN");
        prop_assert_eq!(one, other);
    }
}

#[test]
fn a_draughts_assistant_records_the_squares_as_written_in_the_ui_language() {
    let setup = Setup {
        rules: crate::games::Rules::Draughts100,
        announce: crate::announce::AnnounceOptions {
            lang: Lang::Uk,
            style: crate::announce::Style::Native,
            ..crate::announce::AnnounceOptions::default()
        },
        ..tournament(Mode::Assistant, None)
    };
    let (mut app, _) = app(setup);
    let transcript = run(
        &mut app,
        &[
            "32-28",
            "так",
            "19x30",
            "добре",
            "тридцять один двадцять шість",
            "так",
            "55-60",
            "moves",
        ],
    );
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&app), ["32-28", "19x30", "31-26"]);
}

#[test]
fn after_the_result_the_rules_check_is_said_and_the_board_opens_where_it_can() {
    let (mut app, _) = app(tournament(Mode::Assistant, None));
    let transcript = run(
        &mut app,
        &["e4", "y", "Qd4", "y", "result 1-0", "y", "pieces black"],
    );
    insta::assert_snapshot!(transcript);
    let (mut legal, _) = app_of_legal_game();
    let said = run(&mut legal, &["pieces white"]);
    assert!(said.contains("king Eva eins"), "{said}");
}

/// A tournament game of legal moves, ended by agreement.
fn app_of_legal_game() -> (App, ManualTime) {
    let (mut app, time) = app(tournament(Mode::Assistant, None));
    run(&mut app, &["e4", "y", "e5", "y", "draw agreed", "y"]);
    (app, time)
}
