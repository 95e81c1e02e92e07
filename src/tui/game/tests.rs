#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::app::Setup;
use crate::game::clock::ManualTime;
use crate::msg;

fn game_in_progress() -> (App, Vec<String>) {
    let setup = Setup {
        white: "Anna Lind".into(),
        black: "Bert Roos".into(),
        time: Some("40/90+30,30+30".into()),
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

/// A draughts game after a few moves: men and kings told apart by letter.
fn draughts_game(
    rules: crate::games::Rules,
    lang: crate::i18n::Lang,
    fen: &str,
    moves: &[&str],
) -> (App, Vec<String>) {
    let setup = Setup {
        rules,
        fen: Some(fen.into()),
        auto_confirm: true,
        announce: crate::announce::AnnounceOptions {
            style: crate::announce::Style::Native,
            lang,
            ..Default::default()
        },
        ..Setup::default()
    };
    let mut app = App::new(setup, Box::new(ManualTime::new(1_800_000_000_000))).unwrap();
    let mut log = Vec::new();
    for text in moves {
        for effect in app.update(Command::Line((*text).into())) {
            if let crate::app::Effect::Say(u) = effect {
                log.push(u.text());
            }
        }
    }
    (app, log)
}

#[test]
fn draughts_64_board_at_80x24_shows_men_and_kings_by_letter() {
    let (app, log) = draughts_game(
        crate::games::Rules::Draughts64,
        crate::i18n::Lang::En,
        "W:W22-32,K16:B1-8,K13",
        &["c3-b4"],
    );
    let screen = GameScreen::new(&app, KeyMap::default());
    insta::assert_snapshot!(screen_text(80, 24, &screen, &app, &log));
}

#[test]
fn draughts_100_board_at_120x40_in_russian() {
    let (app, log) = draughts_game(
        crate::games::Rules::Draughts100,
        crate::i18n::Lang::Ru,
        "W:W31-50:B1-20",
        &["32-28"],
    );
    let screen = GameScreen::new(&app, KeyMap::default());
    insta::assert_snapshot!(screen_text(120, 40, &screen, &app, &log));
}

#[test]
fn help_screen_lists_the_key_map() {
    let (app, log) = game_in_progress();
    let mut screen = GameScreen::new(&app, KeyMap::default());
    screen.help = true;
    insta::assert_snapshot!(screen_text(100, 40, &screen, &app, &log));
}

fn runtime(app: App) -> Runtime<ScreenOutput> {
    Runtime::new(
        app,
        None,
        std::path::PathBuf::from("game.jsonl"),
        ScreenOutput::default(),
    )
}

fn press(runtime: &mut Runtime<ScreenOutput>, screen: &mut GameScreen, code: KeyCode) {
    press_with(runtime, screen, code, KeyModifiers::NONE);
}

fn press_with(
    runtime: &mut Runtime<ScreenOutput>,
    screen: &mut GameScreen,
    code: KeyCode,
    modifiers: KeyModifiers,
) {
    handle_key(runtime, screen, KeyEvent::new(code, modifiers));
    screen.follow(runtime.output().lines().len());
}

fn last_said(runtime: &Runtime<ScreenOutput>) -> String {
    runtime.output().lines().last().cloned().unwrap_or_default()
}

fn shown(runtime: &Runtime<ScreenOutput>, screen: &GameScreen, width: u16, height: u16) -> String {
    screen_text(
        width,
        height,
        screen,
        runtime.app(),
        runtime.output().lines(),
    )
}

#[test]
fn help_at_80x24_scrolls_to_quit_and_only_esc_or_f1_close_it() {
    let (app, _) = game_in_progress();
    let mut runtime = runtime(app);
    let mut screen = GameScreen::new(runtime.app(), KeyMap::default());
    press(&mut runtime, &mut screen, KeyCode::F(1));
    let first = shown(&runtime, &screen, 80, 24);
    assert!(first.contains("Help, lines 1 to 20 of"), "{first}");
    assert!(
        !first.contains("quit, also exit: end the session"),
        "{first}"
    );
    press(&mut runtime, &mut screen, KeyCode::Char('x'));
    assert!(screen.help, "a letter does not close the help");
    assert_eq!(
        last_said(&runtime),
        "The help is open: arrows, PgUp and PgDn scroll it; Esc or F1 closes it."
    );
    press(&mut runtime, &mut screen, KeyCode::PageDown);
    press(&mut runtime, &mut screen, KeyCode::End);
    let end = shown(&runtime, &screen, 80, 24);
    insta::assert_snapshot!(end);
    for command in [
        "draw / draw agreed",
        "claim repetition",
        "resign",
        "export brf",
        "quit, also exit:",
    ] {
        assert!(end.contains(command), "{command} missing:\n{end}");
    }
    assert!(
        screen
            .status
            .as_deref()
            .unwrap_or_default()
            .starts_with("Help, lines")
    );
    press(&mut runtime, &mut screen, KeyCode::Up);
    assert!(screen.help);
    press(&mut runtime, &mut screen, KeyCode::Esc);
    assert!(!screen.help);
    assert_eq!(last_said(&runtime), "Help closed.");
    press(&mut runtime, &mut screen, KeyCode::F(1));
    press(&mut runtime, &mut screen, KeyCode::F(1));
    assert!(!screen.help);
    // Quitting still works while the help shows.
    press(&mut runtime, &mut screen, KeyCode::F(1));
    press_with(
        &mut runtime,
        &mut screen,
        KeyCode::Char('q'),
        KeyModifiers::CONTROL,
    );
    assert!(runtime.is_finished());
}

#[test]
fn the_log_wraps_at_words_scrolls_and_returns_to_the_newest_line() {
    let (app, log) = game_in_progress();
    let mut runtime = runtime(app);
    for line in &log {
        runtime.say(&Utterance::new(line.clone(), Priority::Move));
    }
    let mut screen = GameScreen::new(runtime.app(), KeyMap::default());
    screen.follow(runtime.output().lines().len());
    press(&mut runtime, &mut screen, KeyCode::F(2));
    let newest = shown(&runtime, &screen, 80, 24);
    insta::assert_snapshot!("log_newest_at_80x24", newest);
    // Rows break at spaces: every word of the time answer is whole on the screen.
    for word in last_said(&runtime).split(' ') {
        assert!(newest.contains(word), "{word:?} is broken:\n{newest}");
    }
    press(&mut runtime, &mut screen, KeyCode::PageUp);
    press(&mut runtime, &mut screen, KeyCode::Up);
    let back = shown(&runtime, &screen, 80, 24);
    assert!(back.contains("(End: newest)"), "{back}");
    let status = screen.status.clone().unwrap_or_default();
    assert!(status.starts_with("Said, lines "), "{status}");
    assert!(
        back.contains(&status),
        "the position shows in the hint line:\n{back}"
    );
    press(&mut runtime, &mut screen, KeyCode::Home);
    let top = shown(&runtime, &screen, 80, 24);
    assert!(top.contains("Black: Eva fünf"), "{top}");
    // A new answer brings the newest line back.
    for c in "turn".chars() {
        press(&mut runtime, &mut screen, KeyCode::Char(c));
    }
    press(&mut runtime, &mut screen, KeyCode::Enter);
    let again = shown(&runtime, &screen, 80, 24);
    assert!(again.contains("Move 6, Black to move."), "{again}");
    assert!(screen.status.is_none());
}

#[test]
fn every_key_answers_in_words() {
    let (app, _) = game_in_progress();
    let mut runtime = runtime(app);
    let mut screen = GameScreen::new(runtime.app(), KeyMap::default());
    let mut heard = Vec::new();
    let mut answer = |runtime: &mut Runtime<ScreenOutput>, code, modifiers| {
        press_with(runtime, &mut screen, code, modifiers);
        heard.push(last_said(runtime));
    };
    let none = KeyModifiers::NONE;
    answer(&mut runtime, KeyCode::F(6), none);
    answer(&mut runtime, KeyCode::F(6), none);
    answer(&mut runtime, KeyCode::F(7), none);
    answer(&mut runtime, KeyCode::F(7), none);
    answer(&mut runtime, KeyCode::F(9), none);
    answer(&mut runtime, KeyCode::F(10), none);
    answer(&mut runtime, KeyCode::Left, none);
    answer(&mut runtime, KeyCode::Char('x'), KeyModifiers::CONTROL);
    answer(&mut runtime, KeyCode::Esc, none);
    answer(&mut runtime, KeyCode::Backspace, none);
    insta::assert_snapshot!(heard.join("\n"));
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

/// Twenty moves of the Breyer Ruy Lopez in the UI language `lang`, with a clock and the
/// players' names.
fn breyer_in(lang: crate::i18n::Lang, white: &str, black: &str) -> (App, Vec<String>) {
    let setup = Setup {
        white: white.into(),
        black: black.into(),
        time: Some("40/90+30,30+30".into()),
        auto_confirm: true,
        announce: crate::announce::AnnounceOptions {
            lang,
            ..Default::default()
        },
        ..Setup::default()
    };
    let time = ManualTime::new(1_800_000_000_000);
    let mut app = App::new(setup, Box::new(time.clone())).unwrap();
    let moves = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
        c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6 \
        Nc4 Nxc4 Bxc4 Nb6 Ne5 Rae8";
    let mut log = Vec::new();
    for san in moves.split_whitespace() {
        time.advance(61_000);
        for effect in app.update(Command::Line(san.into())) {
            if let crate::app::Effect::Say(u) = effect {
                log.push(u.text());
            }
        }
    }
    assert_eq!(app.record().moves.len(), 46, "{log:?}");
    (app, log)
}

#[test]
fn scoresheet_at_80x24_writes_the_ui_languages_piece_letters() {
    use crate::i18n::Lang;
    for (lang, name, letters) in [
        (Lang::Ru, "ru", ["Кf3", "Сb5", "Фxe7", "Лae8"]),
        (Lang::Pl, "pl", ["Sc4", "Gxc4", "Hf6", "Wae8"]),
        (Lang::Uk, "uk", ["Кf3", "Сb5", "Фxe7", "Тae8"]),
    ] {
        let (app, log) = breyer_in(lang, "Anna Lind", "Bert Roos");
        let screen = GameScreen::new(&app, KeyMap::default());
        let text = screen_text(80, 24, &screen, &app, &log);
        let sheet_letters = letters.iter().filter(|san| text.contains(*san)).count();
        assert!(sheet_letters > 0, "no {letters:?} in {name}:\n{text}");
        assert!(!text.contains("Nxc4") && !text.contains("Rae8"), "{text}");
        insta::assert_snapshot!(format!("scoresheet_at_80x24_in_{name}"), text);
    }
}

#[test]
fn side_to_move_marker_fits_at_80x24_in_every_language() {
    use crate::i18n::Lang;
    for (lang, name) in [
        (Lang::Uk, "uk"),
        (Lang::Ru, "ru"),
        (Lang::Pl, "pl"),
        (Lang::De, "de"),
    ] {
        let (app, log) = breyer_in(
            lang,
            "Олександра Коваленко-Шевчук",
            "Maximilian Schwarzenberger",
        );
        let screen = GameScreen::new(&app, KeyMap::default());
        let text = screen_text(80, 24, &screen, &app, &log);
        let marker = format!("<- {}", app.locale().text(msg::SESSION_TUI_TO_MOVE));
        assert!(text.contains(&marker), "{marker:?} cut in {name}:\n{text}");
        insta::assert_snapshot!(format!("clock_at_80x24_in_{name}"), text);
    }
}

/// What the voice was handed since `from`: one line per utterance, `+ ` before one that
/// continues the answer before it.
fn heard_since(runtime: &Runtime<ScreenOutput>, from: usize) -> Vec<String> {
    let spoken = runtime.output().voice().spoken();
    spoken
        .iter()
        .skip(from)
        .map(|u| match u.continues {
            true => format!("+ {}", u.text()),
            false => u.text(),
        })
        .collect()
}

#[test]
fn help_and_log_say_where_they_are_and_the_whole_lines_that_come_into_view() {
    let (app, log) = game_in_progress();
    let (recorder, _) = crate::speech::recorder::Recorder::new(std::time::Duration::ZERO);
    let voice = Voice::with_speaker(Box::new(recorder));
    let mut runtime = Runtime::new(
        app,
        None,
        std::path::PathBuf::from("game.jsonl"),
        ScreenOutput::with_voice(voice),
    );
    for line in &log {
        runtime.say(&Utterance::new(line.clone(), Priority::Move));
    }
    let mut screen = GameScreen::new(runtime.app(), KeyMap::default());
    screen.follow(runtime.output().lines().len());
    let mut transcript = Vec::new();
    let mut step = |runtime: &mut Runtime<ScreenOutput>, screen: &mut GameScreen, code| {
        let from = runtime.output().voice().spoken().len();
        press(runtime, screen, code);
        shown(runtime, screen, 80, 24);
        transcript.push(format!("[{code:?}]"));
        transcript.extend(heard_since(runtime, from));
    };
    step(&mut runtime, &mut screen, KeyCode::F(1));
    step(&mut runtime, &mut screen, KeyCode::Down);
    step(&mut runtime, &mut screen, KeyCode::PageDown);
    step(&mut runtime, &mut screen, KeyCode::End);
    step(&mut runtime, &mut screen, KeyCode::Down);
    step(&mut runtime, &mut screen, KeyCode::Home);
    step(&mut runtime, &mut screen, KeyCode::Esc);
    step(&mut runtime, &mut screen, KeyCode::Up);
    step(&mut runtime, &mut screen, KeyCode::PageUp);
    let transcript = transcript.join("\n");
    for expected in [
        "+ f1: show or hide this help screen",
        "quit, also exit: end the session",
        "Help, lines",
        "Dame schlägt David vier",
    ] {
        assert!(transcript.contains(expected), "{expected:?}:\n{transcript}");
    }
    // Every scroll says where it is, and a line that wraps is heard whole (issue 37,
    // B9): no utterance starts or ends inside a logged line.
    assert!(transcript.contains("Said, lines"), "{transcript}");
    for heard in transcript.lines().filter_map(|l| l.strip_prefix("+ ")) {
        assert!(
            log.iter().any(|line| line == heard)
                || help_lines_heard(&runtime, &screen).contains(&heard.to_owned()),
            "a fragment: {heard:?}\n{transcript}"
        );
    }
    insta::assert_snapshot!(transcript);
}

/// Every line of the help screen, as the help is heard.
fn help_lines_heard(runtime: &Runtime<ScreenOutput>, screen: &GameScreen) -> Vec<String> {
    super::draw::help_text(runtime.app(), screen)
}

#[test]
fn in_tournament_mode_the_status_line_shows_the_game_file_s_code() {
    use crate::app::SessionEngine;
    for tournament in [true, false] {
        let setup = Setup {
            tournament: tournament.then(Default::default),
            ..Setup::default()
        };
        let mut app = App::new(setup, Box::new(ManualTime::new(0))).unwrap();
        app.receive(crate::app::Got::Log {
            code: Some("482 913".into()),
            unwritten: 0,
        });
        let screen = GameScreen::new(&app, KeyMap::default());
        let text = screen_text(80, 24, &screen, &app, &[]);
        let status = text.lines().last().unwrap();
        assert_eq!(status.contains("Code 482 913."), tournament, "{status}");
    }
}
