//! The full-screen replay drawn on ratatui's test backend: board as letters, move list
//! with the current move marked, game list, log of what was said, command line.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use hektor::app::replay::Replay;
use hektor::app::{Browse, Command, Step};
use hektor::games::SquareName;
use hektor::games::chess::openings::Openings;
use hektor::i18n::Lang;
use hektor::runtime::Runtime;
use hektor::tui::game::ScreenOutput;
use hektor::tui::replay::{ReplayRuntime, Sent, View, draw};
use hektor::voice::Voice;
use hektor::{announce::AnnounceOptions, games::chess::announce::Announcer};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const GAMES: &str = "[Event \"Club\"]\n[White \"Anna Alpha\"]\n[Black \"Bella Beta\"]\n\
[Result \"1-0\"]\n[Date \"2024.05.01\"]\n\n1. e4 {[%clk 0:04:55]} e5 (1... c5) 2. Nf3 Nc6 1-0\n\n\
[Event \"Club\"]\n[White \"Carl Gamma\"]\n[Black \"Anna Alpha\"]\n[Result \"0-1\"]\n\n1. d4 d5 0-1\n";

/// A session on [`GAMES`] in `dir` at game 1, and its opening lines.
fn club(dir: &std::path::Path) -> (ReplayRuntime, Vec<String>) {
    let file = dir.join("club.pgn");
    std::fs::write(&file, GAMES).unwrap();
    let announcer = Announcer::new(AnnounceOptions::default());
    let replay = Replay::open(&file, Some(1), announcer, dir, Openings::default()).unwrap();
    let mut runtime = Runtime::without_journal(replay, ScreenOutput::with_voice(Voice::silent()));
    runtime.greet();
    let opening = runtime.output().lines().to_vec();
    (runtime, opening)
}

#[test]
fn the_screen_after_two_moves() {
    let dir = tempfile::tempdir().unwrap();
    let (mut session, opening) = club(dir.path());
    session.app().index().wait_done();
    let mut view = View {
        log: opening,
        input: String::new(),
        walk: None,
        ..View::default()
    };
    assert!(!view.submit(&mut session, "n"));
    assert!(!view.submit(&mut session, "n"));
    view.input = "go 2".to_owned();
    let mut terminal = Terminal::new(TestBackend::new(100, 26)).unwrap();
    terminal.draw(|f| draw(f, session.app(), &view)).unwrap();
    insta::assert_snapshot!(terminal.backend());
    assert!(view.submit(&mut session, "quit"));
}

#[test]
fn keys_edit_the_command_line_or_act_at_once() {
    let mut view = View::default();
    let key = |code| KeyEvent::new(code, KeyModifiers::NONE);
    // A bound key sends its command, read once from its line; Enter sends the line typed.
    assert_eq!(
        view.key(key(KeyCode::Right), None),
        Some(Sent {
            command: Command::Browse(Browse::Step(Step::Next)),
            echo: "next".to_owned()
        })
    );
    assert_eq!(
        view.key(key(KeyCode::Right), None).map(|sent| sent.echo),
        Some("next".to_owned())
    );
    assert_eq!(
        view.key(key(KeyCode::Down), None).map(|sent| sent.echo),
        Some("var".to_owned())
    );
    assert_eq!(
        view.key(key(KeyCode::F(2)), None).map(|sent| sent.echo),
        Some("opening".to_owned())
    );
    assert_eq!(
        view.key(key(KeyCode::Char('g')), None)
            .map(|sent| sent.echo),
        None
    );
    assert_eq!(
        view.key(key(KeyCode::Right), None).map(|sent| sent.echo),
        None,
        "no shortcut while typing"
    );
    assert_eq!(
        view.key(key(KeyCode::Char('x')), None)
            .map(|sent| sent.echo),
        None
    );
    assert_eq!(
        view.key(key(KeyCode::Backspace), None)
            .map(|sent| sent.echo),
        None
    );
    assert_eq!(
        view.key(key(KeyCode::Char(' ')), None)
            .map(|sent| sent.echo),
        None
    );
    assert_eq!(
        view.key(key(KeyCode::Char('2')), None)
            .map(|sent| sent.echo),
        None
    );
    assert_eq!(
        view.key(key(KeyCode::Enter), None),
        Some(Sent {
            command: Command::Line("g 2".to_owned()),
            echo: "g 2".to_owned()
        })
    );
    assert_eq!(
        view.key(key(KeyCode::Enter), None).map(|sent| sent.echo),
        Some(String::new())
    );
    assert_eq!(
        view.key(key(KeyCode::Char('q')), None)
            .map(|sent| sent.echo),
        None
    );
    assert_eq!(
        view.key(key(KeyCode::Esc), None).map(|sent| sent.echo),
        None,
        "Esc clears the line first"
    );
    assert_eq!(
        view.key(key(KeyCode::Esc), None),
        Some(Sent {
            command: Command::Quit,
            echo: "esc".to_owned()
        })
    );
    assert_eq!(
        view.key(
            KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL),
            None
        )
        .map(|sent| sent.echo),
        Some("ctrl-c".to_owned())
    );
}

#[test]
fn the_board_walk_goes_square_by_square_and_jumps_to_pieces() {
    let dir = tempfile::tempdir().unwrap();
    let (session, _) = club(dir.path());
    let pos = session.app().position();
    let mut view = View::default();
    // The walk sends the `square` command itself; the log shows the square.
    let mut press = |code| {
        view.key(KeyEvent::new(code, KeyModifiers::NONE), pos)
            .map(|sent| sent.echo)
    };
    assert_eq!(press(KeyCode::Tab).as_deref(), Some("a1"));
    assert_eq!(press(KeyCode::Left).as_deref(), Some("a1"), "the edge");
    assert_eq!(press(KeyCode::Right).as_deref(), Some("b1"));
    assert_eq!(press(KeyCode::Up).as_deref(), Some("b2"));
    assert_eq!(press(KeyCode::Char('k')).as_deref(), Some("e8"));
    assert_eq!(
        press(KeyCode::Char('k')).as_deref(),
        Some("e1"),
        "round again"
    );
    assert_eq!(
        press(KeyCode::Char('N')).as_deref(),
        Some("b1"),
        "backwards"
    );
    assert_eq!(press(KeyCode::Char('x')).as_deref(), Some("b1"));
    assert_eq!(press(KeyCode::Tab), None, "Tab ends the walk");
    assert_eq!(press(KeyCode::Right).as_deref(), Some("next"));
}

/// The log shows what a key sent in the UI language: the command's own name.
#[test]
fn a_key_is_logged_in_the_ui_language() {
    let key = |code| KeyEvent::new(code, KeyModifiers::NONE);
    for (lang, next, opening) in [(Lang::Uk, "далі", "дебют"), (Lang::Pl, "dalej", "debiut")]
    {
        let mut view = View {
            lang,
            ..View::default()
        };
        let sent = view.key(key(KeyCode::Right), None).unwrap();
        assert_eq!(
            (sent.command, sent.echo.as_str()),
            (Command::Browse(Browse::Step(Step::Next)), next)
        );
        let sent = view.key(key(KeyCode::F(2)), None).unwrap();
        assert_eq!(sent.echo, opening);
    }
}

#[test]
fn the_board_walk_sends_the_square_itself_and_the_session_says_it() {
    let dir = tempfile::tempdir().unwrap();
    let (mut session, opening) = club(dir.path());
    let mut view = View {
        log: opening,
        ..View::default()
    };
    let press = |view: &mut View, session: &ReplayRuntime, code| {
        view.key(
            KeyEvent::new(code, KeyModifiers::NONE),
            session.app().position(),
        )
        .unwrap()
    };
    let sent = press(&mut view, &session, KeyCode::Tab);
    assert_eq!(
        sent,
        Sent {
            command: Command::Square(SquareName::Coords { file: 0, rank: 0 }),
            echo: "a1".to_owned()
        }
    );
    assert!(!view.send(&mut session, sent));
    let sent = press(&mut view, &session, KeyCode::Up);
    assert!(!view.send(&mut session, sent));
    assert_eq!(
        view.log[view.log.len() - 4..],
        [
            "> a1",
            "Anna eins: white rook",
            "> a2",
            "Anna zwei: white pawn"
        ]
    );
}

#[test]
fn the_newest_line_is_seen_after_a_long_comment() {
    let dir = tempfile::tempdir().unwrap();
    let (session, _) = club(dir.path());
    let long = "A comment that goes on and on. ".repeat(20);
    let mut log: Vec<String> = (1..=20).map(|n| format!("old line {n}")).collect();
    log.push(format!("Comment: {long}"));
    log.push("1, Black: Eva fünf".to_owned());
    let view = View {
        log,
        input: String::new(),
        walk: None,
        ..View::default()
    };
    let mut terminal = Terminal::new(TestBackend::new(60, 26)).unwrap();
    terminal.draw(|f| draw(f, session.app(), &view)).unwrap();
    let screen = format!("{}", terminal.backend());
    assert!(screen.contains("1, Black: Eva fünf"), "{screen}");
    assert!(!screen.contains("old line"), "{screen}");
}

/// A session on the own PDN fixture `name` at game 1, indexed.
fn draughts(dir: &std::path::Path, name: &str) -> ReplayRuntime {
    let file = common::corpus::own(&format!("pdn/{name}"));
    let announcer = Announcer::new(AnnounceOptions {
        style: hektor::games::draughts::DEFAULT_STYLE,
        ..AnnounceOptions::default()
    });
    let replay = Replay::open(&file, Some(1), announcer, dir, Openings::default()).unwrap();
    replay.index().wait_done();
    Runtime::without_journal(replay, ScreenOutput::with_voice(Voice::silent()))
}

/// The screen of a draughts replay after `steps` moves, the board walk at `walk`.
fn draughts_screen(name: &str, steps: usize, walk: Option<(u8, u8)>) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut session = draughts(dir.path(), name);
    let mut view = View {
        walk,
        ..View::default()
    };
    for _ in 0..steps {
        assert!(!view.submit(&mut session, "n"));
    }
    let mut terminal = Terminal::new(TestBackend::new(100, 28)).unwrap();
    terminal.draw(|f| draw(f, session.app(), &view)).unwrap();
    format!("{}", terminal.backend())
}

#[test]
fn a_draughts_64_screen_draws_men_on_the_dark_squares() {
    insta::assert_snapshot!(draughts_screen("russian.pdn", 3, Some((2, 2))));
}

#[test]
fn a_draughts_100_screen_draws_ten_ranks_and_files() {
    insta::assert_snapshot!(draughts_screen("international.pdn", 2, None));
}

#[test]
fn the_draughts_board_walk_goes_over_the_dark_squares_and_jumps_to_men() {
    let dir = tempfile::tempdir().unwrap();
    let session = draughts(dir.path(), "international.pdn");
    let pos = session.app().position();
    let mut view = View::default();
    // The walk sends the `square` command itself; the log shows the square.
    let mut press = |code| {
        view.key(KeyEvent::new(code, KeyModifiers::NONE), pos)
            .map(|sent| sent.echo)
    };
    assert_eq!(press(KeyCode::Tab).as_deref(), Some("a1"));
    assert_eq!(press(KeyCode::Right).as_deref(), Some("c1"), "b1 is light");
    assert_eq!(press(KeyCode::Up).as_deref(), Some("c3"));
    assert_eq!(press(KeyCode::Char('m')).as_deref(), Some("e3"));
    assert_eq!(
        press(KeyCode::Char('m')).as_deref(),
        Some("g3"),
        "the next man"
    );
    assert_eq!(press(KeyCode::Char('k')).as_deref(), Some("g3"), "no king");
}
