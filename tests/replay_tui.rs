//! The full-screen replay drawn on ratatui's test backend: board as letters, move list
//! with the current move marked, game list, log of what was said, command line.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::announce::{AnnounceOptions, Announcer};
use hektor::replay::session::Session;
use hektor::tui::replay::{View, draw};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const GAMES: &str = "[Event \"Club\"]\n[White \"Anna Alpha\"]\n[Black \"Bella Beta\"]\n\
[Result \"1-0\"]\n[Date \"2024.05.01\"]\n\n1. e4 {[%clk 0:04:55]} e5 (1... c5) 2. Nf3 Nc6 1-0\n\n\
[Event \"Club\"]\n[White \"Carl Gamma\"]\n[Black \"Anna Alpha\"]\n[Result \"0-1\"]\n\n1. d4 d5 0-1\n";

#[test]
fn the_screen_after_two_moves() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("club.pgn");
    std::fs::write(&file, GAMES).unwrap();
    let announcer = Announcer::new(AnnounceOptions::default());
    let (mut session, opening) = Session::open(&file, None, announcer, dir.path()).unwrap();
    session.index().wait_done();
    let mut view = View {
        log: opening,
        input: String::new(),
    };
    assert!(!view.submit(&mut session, "n"));
    assert!(!view.submit(&mut session, "n"));
    view.input = "go 2".to_owned();
    let mut terminal = Terminal::new(TestBackend::new(100, 26)).unwrap();
    terminal.draw(|f| draw(f, &session, &view)).unwrap();
    insta::assert_snapshot!(terminal.backend());
    assert!(view.submit(&mut session, "quit"));
}

#[test]
fn keys_edit_the_command_line_or_act_at_once() {
    let mut view = View::default();
    let key = |code| KeyEvent::new(code, KeyModifiers::NONE);
    assert_eq!(view.key(key(KeyCode::Right)), Some("next".to_owned()));
    assert_eq!(view.key(key(KeyCode::Down)), Some("var".to_owned()));
    assert_eq!(view.key(key(KeyCode::Char('g'))), None);
    assert_eq!(
        view.key(key(KeyCode::Right)),
        None,
        "no shortcut while typing"
    );
    assert_eq!(view.key(key(KeyCode::Char('x'))), None);
    assert_eq!(view.key(key(KeyCode::Backspace)), None);
    assert_eq!(view.key(key(KeyCode::Char(' '))), None);
    assert_eq!(view.key(key(KeyCode::Char('2'))), None);
    assert_eq!(view.key(key(KeyCode::Enter)), Some("g 2".to_owned()));
    assert_eq!(view.key(key(KeyCode::Enter)), Some(String::new()));
    assert_eq!(view.key(key(KeyCode::Char('q'))), None);
    assert_eq!(
        view.key(key(KeyCode::Esc)),
        None,
        "Esc clears the line first"
    );
    assert_eq!(view.key(key(KeyCode::Esc)), Some("quit".to_owned()));
    assert_eq!(
        view.key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
        Some("quit".to_owned())
    );
}
