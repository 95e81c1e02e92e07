#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::*;
use crate::app::Setup;
use crate::game::clock::ManualTime;

fn game_in_progress() -> (App, Vec<String>) {
    let setup = Setup {
        white: "Anna Lind".into(),
        black: "Bert Roos".into(),
        time: Some("90/40+30,30+30".into()),
        auto_confirm: true,
        ..Setup::default()
    };
    let time = ManualTime::new(1_800_000_000_000);
    let mut app = App::new(setup, Box::new(time.clone())).unwrap();
    let mut log = Vec::new();
    for san in [
        "e4", "e5", "Nf3", "Nf6", "d4", "exd4", "e5", "Ne4", "Qxd4", "d5", "exd6",
    ] {
        time.advance(61_000);
        for effect in app.update(Command::Line(san.into())) {
            if let crate::app::Effect::Say(u) = effect {
                log.push(u.text());
            }
        }
    }
    for effect in app.update(Command::Line("draw".into())) {
        if let crate::app::Effect::Say(u) = effect {
            log.push(u.text());
        }
    }
    (app, log)
}

fn screen_text(width: u16, height: u16, screen: &GameScreen, app: &App, log: &[String]) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| draw(frame, app, log, screen))
        .unwrap();
    terminal.backend().to_string()
}

#[test]
fn game_screen_at_80x24() {
    let (app, log) = game_in_progress();
    let screen = GameScreen::new(&app, KeyMap::default());
    insta::assert_snapshot!(screen_text(80, 24, &screen, &app, &log));
}

#[test]
fn game_screen_at_120x40_with_black_at_the_bottom() {
    let (app, log) = game_in_progress();
    let mut screen = GameScreen::new(&app, KeyMap::default());
    screen.flipped = true;
    screen.input = "Nxd6".into();
    insta::assert_snapshot!(screen_text(120, 40, &screen, &app, &log));
}

#[test]
fn help_screen_lists_the_key_map() {
    let (app, log) = game_in_progress();
    let mut screen = GameScreen::new(&app, KeyMap::default());
    screen.help = true;
    insta::assert_snapshot!(screen_text(100, 40, &screen, &app, &log));
}

#[test]
fn the_clock_panel_says_a_colour_once_when_no_name_was_given() {
    let setup = Setup {
        white: "White".into(),
        black: "Black".into(),
        ..Setup::default()
    };
    let app = App::new(setup, Box::new(ManualTime::new(0))).unwrap();
    let screen = GameScreen::new(&app, KeyMap::default());
    let text = screen_text(100, 30, &screen, &app, &[]);
    assert!(!text.contains("White (White)"), "{text}");
    assert!(text.contains("White  "), "{text}");
}
