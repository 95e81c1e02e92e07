//! The full-screen game: a large high-contrast board, both clocks, the scoresheet, the
//! log of everything said, an input line, and a help screen built from the key map.
//!
//! Drawing reads the application state only ([`draw`]); keys become the same commands
//! the plain mode reads, so the plain-mode tests cover the logic behind this screen.
//! Nothing is shown by colour alone: White's pieces are capitals, Black's small letters
//! (or white and black figurines), dark empty squares carry a dot, the side to move is
//! written out.

use fluent_bundle::FluentValue;
use std::cell::Cell;
use std::io;
use std::ops::Range;

use ratatui::Frame;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color as Tint, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use super::keys::{Action, KeyMap, key_name};
use super::terminal::TerminalGuard;
use crate::app::setup::{Mode, Side};
use crate::app::{App, Command, MAX_LINE, help_lines};
use crate::game::clock::Player;
use crate::games::chess::{Role, player_of};
use crate::games::{GamePosition, Piece};
use crate::i18n::sentence;
use crate::runtime::{Output, Runtime};
use crate::sound::Earcon;
use crate::speech::{Priority, Utterance};
use crate::voice::Voice;
use scroll::{Step, View, came_into_view, position, scroll_step, scrolled, wrap};

/// The screen's own state: what is typed, what is shown.
#[derive(Debug, Clone)]
pub struct GameScreen {
    /// The input line.
    pub input: String,
    /// Whether the help screen is shown.
    pub help: bool,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// Figurines instead of letters.
    pub figurines: bool,
    /// The key map.
    pub keys: KeyMap,
    /// The first help row shown (the help scrolls).
    pub help_top: usize,
    /// How many rows the log is scrolled back from the newest (0: the newest shows).
    pub log_back: usize,
    /// The log's length when it was last looked at: a new line scrolls back to it.
    log_seen: usize,
    /// A screen-only answer (a scroll position), shown in the hint line until the log
    /// grows.
    pub status: Option<String>,
    /// The rows of the help and of the log, and how many show, as last drawn.
    views: Cell<[View; 2]>,
    /// The whole screen's size as last drawn (80x24 before the first drawing).
    area: Cell<Rect>,
}

const HELP: usize = 0;
const LOG: usize = 1;

impl GameScreen {
    /// The screen for `app`: the blind player's colour at the bottom (White in
    /// assistant mode).
    pub fn new(app: &App, keys: KeyMap) -> GameScreen {
        let setup = app.setup();
        GameScreen {
            input: String::new(),
            help: false,
            flipped: setup.mode == Mode::Player && setup.side == Side::Black,
            figurines: false,
            keys,
            help_top: 0,
            log_back: 0,
            log_seen: 0,
            status: None,
            views: Cell::new([View::default(); 2]),
            area: Cell::new(Rect::new(0, 0, 80, 24)),
        }
    }

    /// Follows the log: when it has grown, its newest line shows again.
    pub fn follow(&mut self, log_len: usize) {
        if log_len != self.log_seen {
            self.log_seen = log_len;
            self.log_back = 0;
            self.status = None;
        }
    }

    fn view(&self, panel: usize) -> View {
        self.views.get()[panel]
    }

    fn set_view(&self, panel: usize, view: View) {
        let mut views = self.views.get();
        views[panel] = view;
        self.views.set(views);
    }
}

/// The log of everything said, for the screen, spoken and sounded through its voice.
#[derive(Debug, Default)]
pub struct ScreenOutput {
    lines: Vec<String>,
    voice: Voice,
}

impl ScreenOutput {
    /// A screen log that also speaks and sounds through `voice`.
    pub fn with_voice(voice: Voice) -> ScreenOutput {
        ScreenOutput {
            lines: Vec::new(),
            voice,
        }
    }

    /// The speech and sound of this output.
    pub fn voice(&self) -> &Voice {
        &self.voice
    }

    /// Hands the speech and sound on (to whatever follows the session).
    pub fn into_voice(self) -> Voice {
        self.voice
    }

    /// Everything said so far.
    pub fn lines(&self) -> &[String] {
        &self.lines
    }
}

impl Output for ScreenOutput {
    fn say(&mut self, utterance: &Utterance) {
        self.lines.extend(self.voice.utter(utterance));
    }

    fn sound(&mut self, earcon: Earcon) {
        self.voice.sound(earcon);
    }
}

/// Runs the game screen until the session ends (after the greeting); a signal ends it
/// as `quit` does.
pub fn run(runtime: &mut Runtime<ScreenOutput>, keys: KeyMap) -> io::Result<()> {
    let _watch = crate::signals::watch();
    let mut guard = TerminalGuard::enter()?;
    let mut screen = GameScreen::new(runtime.app(), keys);
    while !runtime.is_finished() {
        if crate::signals::received().is_some() {
            runtime.end();
            break;
        }
        screen.follow(runtime.output().lines().len());
        guard
            .terminal()
            .draw(|frame| draw(frame, runtime.app(), runtime.output().lines(), &screen))?;
        if event::poll(crate::plain::TICK)? {
            if let Event::Key(key) = event::read()?
                && key.kind != KeyEventKind::Release
            {
                handle_key(runtime, &mut screen, key);
            }
        } else {
            runtime.handle(Command::Tick);
        }
    }
    Ok(())
}

/// Carries out one key press. Every key that does not type answers in words: what it
/// did, or that it does nothing.
pub fn handle_key(runtime: &mut Runtime<ScreenOutput>, screen: &mut GameScreen, key: KeyEvent) {
    if screen.help {
        help_key(runtime, screen, key);
        return;
    }
    if let Some(action) = screen.keys.action(&key).cloned() {
        match action {
            Action::HelpScreen => open_help(runtime, screen),
            Action::Flip => {
                screen.flipped = !screen.flipped;
                let bottom = if screen.flipped { "black" } else { "white" };
                say(
                    runtime,
                    "session-key-flipped",
                    &[("bottom", bottom.to_owned().into())],
                );
            }
            Action::Figurines => {
                screen.figurines = !screen.figurines;
                let shown = if screen.figurines {
                    "figurines"
                } else {
                    "letters"
                };
                say(
                    runtime,
                    "session-key-pieces-shown",
                    &[("shown", shown.to_owned().into())],
                );
            }
            Action::Clear if screen.input.is_empty() => {
                say(runtime, "session-key-input-empty", &[])
            }
            Action::Clear => {
                screen.input.clear();
                say(runtime, "session-key-input-cleared", &[]);
            }
            Action::Quit => runtime.handle(Command::Quit),
            Action::Line(line) => runtime.handle(Command::Line(line)),
            // The game screen's key map never binds the replay's board walk.
            Action::Walk => {}
        }
        return;
    }
    match key.code {
        KeyCode::Enter => {
            let line = std::mem::take(&mut screen.input);
            runtime.handle(Command::Line(line));
        }
        KeyCode::Backspace if screen.input.is_empty() => {
            say(runtime, "session-key-input-empty", &[]);
        }
        KeyCode::Backspace => {
            screen.input.pop();
        }
        KeyCode::Char(c)
            if !key.modifiers.contains(KeyModifiers::CONTROL)
                && screen.input.chars().count() < MAX_LINE =>
        {
            screen.input.push(c);
        }
        KeyCode::Char(_) if !key.modifiers.contains(KeyModifiers::CONTROL) => {
            let max = MAX_LINE;
            say(runtime, "session-key-input-full", &[("max", max.into())]);
        }
        code => match scroll_step(code) {
            Some(step) => scroll_log(runtime, screen, step),
            None => {
                let name = any_key_name(&key);
                say(runtime, "session-key-no-action", &[("key", name.into())]);
            }
        },
    }
}

/// Keys while the help shows: scrolling keys scroll it, Esc and F1 close it, the quit
/// keys quit, anything else says how.
fn help_key(runtime: &mut Runtime<ScreenOutput>, screen: &mut GameScreen, key: KeyEvent) {
    if screen.keys.action(&key) == Some(&Action::Quit) {
        runtime.handle(Command::Quit);
        return;
    }
    let help_key = screen.keys.action(&key) == Some(&Action::HelpScreen);
    match key.code {
        KeyCode::Esc | KeyCode::F(1) => close_help(runtime, screen),
        _ if help_key => close_help(runtime, screen),
        code => match scroll_step(code) {
            Some(step) => {
                let view = screen.view(HELP);
                let before = screen.help_top.min(view.max_scroll());
                screen.help_top = scrolled(view, before, step);
                let position = position(screen.help_top, view);
                let new = came_into_view(view, before, screen.help_top);
                let heard = heard_rows(&help_text(runtime.app(), screen), view.width, new);
                note(
                    runtime,
                    screen,
                    "session-key-help-position",
                    position,
                    &heard,
                );
            }
            None => say(runtime, "session-key-help-keys", &[]),
        },
    }
}

/// Opens the help and reads out its first page, each row continuing the answer.
fn open_help(runtime: &mut Runtime<ScreenOutput>, screen: &mut GameScreen) {
    screen.help = true;
    screen.help_top = 0;
    say(runtime, "session-key-help-opened", &[]);
    let lines = help_text(runtime.app(), screen);
    let (_, view) = panel_rows(screen, HELP, &lines, help_popup(screen.area.get()));
    speak(
        runtime,
        &heard_rows(&lines, view.width, 0..view.shown),
        true,
    );
}

fn close_help(runtime: &mut Runtime<ScreenOutput>, screen: &mut GameScreen) {
    screen.help = false;
    say(runtime, "session-key-help-closed", &[]);
}

/// Scrolls the log; says which of its rows now show (without adding that to the log).
fn scroll_log(runtime: &mut Runtime<ScreenOutput>, screen: &mut GameScreen, step: Step) {
    let view = screen.view(LOG);
    let max = view.max_scroll();
    let before = max - screen.log_back.min(max);
    let top = scrolled(view, before, step);
    screen.log_back = max - top;
    let new = came_into_view(view, before, top);
    let heard = heard_rows(runtime.output().lines(), view.width, new);
    note(
        runtime,
        screen,
        "session-key-log-position",
        position(top, view),
        &heard,
    );
}

/// Says message `id` and adds it to the log.
fn say(runtime: &mut Runtime<ScreenOutput>, id: &str, args: &[(&str, FluentValue<'static>)]) {
    let text = sentence(runtime.app().locale(), id, args);
    runtime.say(&Utterance::new(text, Priority::Listing));
}

/// Shows message `id` (a scroll position) in the hint line and says the rows that
/// came into view, or, when none did, the position; nothing is added to the log, which
/// would otherwise move what is being scrolled.
fn note(
    runtime: &mut Runtime<ScreenOutput>,
    screen: &mut GameScreen,
    id: &str,
    args: Vec<(&str, FluentValue<'static>)>,
    rows: &[String],
) {
    let text = sentence(runtime.app().locale(), id, &args);
    if rows.iter().all(|row| row.trim().is_empty()) {
        speak(runtime, std::slice::from_ref(&text), false);
    } else {
        speak(runtime, rows, false);
    }
    screen.status = Some(text);
}

/// Speaks `rows` (not adding them to the log), one utterance each, blank ones left
/// out; the first starts a new answer unless `continuing`.
fn speak(runtime: &Runtime<ScreenOutput>, rows: &[String], continuing: bool) {
    let voice = runtime.output().voice();
    let mut continues = continuing;
    for row in rows.iter().filter(|row| !row.trim().is_empty()) {
        let utterance = Utterance::new(row.clone(), Priority::Listing);
        voice.say(&if continues {
            utterance.continuing()
        } else {
            utterance
        });
        continues = true;
    }
}

/// A name for any key ("f9", "ctrl-x", "Insert"), for "has no action".
pub(super) fn any_key_name(key: &KeyEvent) -> String {
    match key.code {
        KeyCode::Left => "Left".to_owned(),
        KeyCode::Right => "Right".to_owned(),
        KeyCode::Insert => "Insert".to_owned(),
        KeyCode::Delete => "Delete".to_owned(),
        KeyCode::BackTab => "Shift-Tab".to_owned(),
        _ => key_name(key).unwrap_or_else(|| match key.code {
            KeyCode::Char(c) => c.to_string(),
            other => format!("{other:?}"),
        }),
    }
}

/// The line under the screen: the default keys, or (when config.toml rebinds keys) the
/// key that shows the keys in force, so that it never names a key that does otherwise.
fn key_hint(locale: &crate::i18n::Locale, keys: &KeyMap) -> String {
    if keys.is_default() {
        return locale.text("session-tui-hint");
    }
    keys.key_for(&Action::HelpScreen)
        .map(|key| {
            sentence(
                locale,
                "session-tui-hint-custom",
                &[("key", key.to_owned().into())],
            )
        })
        .unwrap_or_default()
}

/// Draws the game screen from the application state, the log and the screen state.
pub fn draw(frame: &mut Frame, app: &App, log: &[String], screen: &GameScreen) {
    let area = frame.area();
    screen.area.set(area);
    let [main, input, hint] = Layout::vertical([
        Constraint::Min(8),
        Constraint::Length(3),
        Constraint::Length(1),
    ])
    .areas(area);
    let squares = u16::from(app.position().board_size());
    let cell = cell_size(main, squares);
    let board_width = cell.0 * squares + margin(squares) + 2;
    let [board, side] =
        Layout::horizontal([Constraint::Length(board_width), Constraint::Min(20)]).areas(main);
    let [clock, sheet, said] = Layout::vertical([
        Constraint::Length(4),
        Constraint::Percentage(45),
        Constraint::Min(3),
    ])
    .areas(side);
    draw_board(frame, board, app, screen, cell);
    draw_clock(frame, clock, app);
    draw_sheet(frame, sheet, app);
    draw_log(frame, said, app, log, screen);
    draw_input(frame, input, app, screen);
    let hint_text = match &screen.status {
        Some(status) => status.clone(),
        None => key_hint(app.locale(), &screen.keys),
    };
    frame.render_widget(
        Paragraph::new(hint_text).style(Style::default().add_modifier(Modifier::BOLD)),
        hint,
    );
    if screen.help {
        draw_help(frame, area, app, screen);
    }
}

/// Square width and height in characters: as large as the area allows, within half
/// its width.
fn cell_size(area: Rect, squares: u16) -> (u16, u16) {
    let by_height = area.height.saturating_sub(3) / squares;
    let mut height = by_height.clamp(1, 3);
    while height > 1 && (height * 2 + 1) * squares + margin(squares) + 2 > area.width / 2 {
        height -= 1;
    }
    (height * 2 + 1, height)
}

/// The width of the rank numbers left of a board `squares` wide.
fn margin(squares: u16) -> u16 {
    if squares > 9 { 3 } else { 2 }
}

fn bordered(title: String) -> Block<'static> {
    Block::default().borders(Borders::ALL).title(Span::styled(
        title,
        Style::default().add_modifier(Modifier::BOLD),
    ))
}

fn piece_text(app: &App, piece: Piece, figurines: bool) -> String {
    let (side, index, letters_id) = match piece {
        Piece::Chess(piece) => (
            player_of(piece.color),
            role_index(piece.role),
            "session-piece-letters",
        ),
        Piece::Man(side) => (side, 0, "session-draughts-letters"),
        Piece::King(side) => (side, 1, "session-draughts-letters"),
    };
    if figurines {
        let symbols = match (piece, side) {
            (Piece::Chess(_), Player::White) => &["♔", "♕", "♖", "♗", "♘", "♙"][..],
            (Piece::Chess(_), Player::Black) => &["♚", "♛", "♜", "♝", "♞", "♟"][..],
            (_, Player::White) => &["⛀", "⛁"][..],
            (_, Player::Black) => &["⛂", "⛃"][..],
        };
        return symbols.get(index).copied().unwrap_or("?").to_owned();
    }
    let letters = app.locale().text(letters_id);
    let letter = letters
        .split_whitespace()
        .nth(index)
        .unwrap_or("?")
        .to_owned();
    match side {
        Player::White => letter.to_uppercase(),
        Player::Black => letter.to_lowercase(),
    }
}

fn role_index(role: Role) -> usize {
    match role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    }
}

fn draw_board(frame: &mut Frame, area: Rect, app: &App, screen: &GameScreen, cell: (u16, u16)) {
    let (width, height) = (usize::from(cell.0), usize::from(cell.1));
    let board = app.position();
    let size = board.board_size();
    let ranks: Vec<u8> = if screen.flipped {
        (0..size).collect()
    } else {
        (0..size).rev().collect()
    };
    let files: Vec<u8> = if screen.flipped {
        (0..size).rev().collect()
    } else {
        (0..size).collect()
    };
    let margin = usize::from(margin(u16::from(size)));
    let mut lines = Vec::new();
    for &rank in &ranks {
        for row in 0..height {
            let label = if row == height / 2 {
                format!("{:<margin$}", rank + 1)
            } else {
                " ".repeat(margin)
            };
            let mut spans = vec![Span::styled(
                label,
                Style::default().add_modifier(Modifier::BOLD),
            )];
            for &file in &files {
                let square = board.square_view(file, rank);
                let style = if square.dark {
                    Style::default().bg(Tint::DarkGray).fg(Tint::White)
                } else {
                    Style::default().bg(Tint::White).fg(Tint::Black)
                };
                let text = match (row == height / 2, square.piece) {
                    (true, Some(piece)) => piece_text(app, piece, screen.figurines),
                    (true, None) if square.dark => "·".to_owned(),
                    _ => String::new(),
                };
                let style = match square.piece {
                    Some(_) => style.add_modifier(Modifier::BOLD),
                    None => style,
                };
                spans.push(Span::styled(center(&text, width), style));
            }
            lines.push(Line::from(spans));
        }
    }
    let mut labels = " ".repeat(margin);
    for &file in &files {
        labels.push_str(&center(&char::from(b'a' + file).to_string(), width));
    }
    lines.push(Line::from(Span::styled(
        labels,
        Style::default().add_modifier(Modifier::BOLD),
    )));
    let legend = match board {
        crate::games::Board::Chess(_) => "session-tui-legend",
        crate::games::Board::Draughts(_) => "session-tui-draughts-legend",
    };
    lines.push(Line::from(app.locale().text(legend)));
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(ratatui::widgets::Wrap { trim: false })
            .block(bordered(app.locale().text("session-tui-board"))),
        area,
    );
}

fn center(text: &str, width: usize) -> String {
    let len = text.chars().count();
    let left = width.saturating_sub(len) / 2;
    let right = width.saturating_sub(len + left);
    format!("{}{text}{}", " ".repeat(left), " ".repeat(right))
}

/// `h:mm:ss` (or `m:ss` under an hour), rounded up like a clock display.
fn clock_text(ms: u64) -> String {
    let total = ms.div_ceil(1000);
    let (h, m, s) = (total / 3600, total / 60 % 60, total % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// A player's clock line within `width` characters: the side, the name (shortened, or
/// left out, so that `tail` with the clock, the moves and the side-to-move marker fits)
/// and `tail`.
fn clock_line(side: &str, name: &str, tail: &str, width: usize) -> String {
    let name = name.trim();
    // A name that is only the colour word is not said twice ("White (White)").
    if name.is_empty() || name == side {
        return format!("{side}{tail}");
    }
    let room = width.saturating_sub(side.chars().count() + tail.chars().count() + 3);
    let length = name.chars().count();
    let shown: String = match room {
        _ if length <= room => name.to_owned(),
        0..=3 => return format!("{side}{tail}"),
        _ => name.chars().take(room - 1).chain(['…']).collect(),
    };
    format!("{side} ({shown}){tail}")
}

fn draw_clock(frame: &mut Frame, area: Rect, app: &App) {
    let locale = app.locale();
    let record = app.record();
    let turn = app.position().turn();
    let readings = app.readings();
    let total = record.moves.len();
    let (_, black_first) = record.first_move();
    let black_moves = if black_first {
        total.div_ceil(2)
    } else {
        total / 2
    };
    let width = usize::from(area.width.saturating_sub(2));
    let mut lines = Vec::new();
    for (player, name, moves) in [
        (Player::White, &record.tags.white, total - black_moves),
        (Player::Black, &record.tags.black, black_moves),
    ] {
        let side = player.name(locale);
        let mut tail = String::new();
        if let Some(r) = readings {
            let ms = match player {
                Player::White => r.white_ms,
                Player::Black => r.black_ms,
            };
            tail.push_str(&format!("  {}", clock_text(ms)));
        }
        tail.push_str(&format!(
            "  {}",
            sentence(locale, "session-tui-moves", &[("moves", moves.into())])
        ));
        let style = if player == turn && !record.is_finished() {
            tail.push_str(&format!("  <- {}", locale.text("session-tui-to-move")));
            Style::default().add_modifier(Modifier::BOLD | Modifier::REVERSED)
        } else {
            Style::default()
        };
        let text = clock_line(&side, name, &tail, width);
        lines.push(Line::from(Span::styled(text, style)));
    }
    frame.render_widget(
        Paragraph::new(lines).block(bordered(locale.text("session-tui-clock"))),
        area,
    );
}

fn draw_sheet(frame: &mut Frame, area: Rect, app: &App) {
    let record = app.record();
    let (first, black_first) = record.first_move();
    let mut rows: Vec<String> = Vec::new();
    let mark = |i: usize| {
        record.moves.get(i).map(|m| {
            let san = app.local_san(&m.san);
            if m.draw_offer {
                format!("{san} (=)")
            } else {
                san
            }
        })
    };
    let mut index = 0;
    let mut number = first;
    if black_first {
        rows.push(format!("{number}. ... {}", mark(0).unwrap_or_default()));
        index = 1;
        number += 1;
    }
    while index < record.moves.len() {
        let white = mark(index).unwrap_or_default();
        let black = mark(index + 1).unwrap_or_default();
        rows.push(format!("{number:>3}. {white:<12} {black}"));
        index += 2;
        number += 1;
    }
    if record.is_finished() {
        rows.push(record.result.pgn().to_owned());
    }
    let visible = usize::from(area.height.saturating_sub(2));
    let start = rows.len().saturating_sub(visible);
    let lines: Vec<Line> = rows.into_iter().skip(start).map(Line::from).collect();
    frame.render_widget(
        Paragraph::new(lines).block(bordered(app.locale().text("session-tui-scoresheet"))),
        area,
    );
}

fn draw_log(frame: &mut Frame, area: Rect, app: &App, log: &[String], screen: &GameScreen) {
    let (rows, view) = panel_rows(screen, LOG, log, area);
    let top = view.max_scroll() - screen.log_back.min(view.max_scroll());
    let mut title = app.locale().text("session-tui-log");
    if top < view.max_scroll() {
        title = sentence(
            app.locale(),
            "session-tui-log-scrolled",
            &position(top, view),
        );
    }
    frame.render_widget(
        Paragraph::new(shown_rows(rows, top, view)).block(bordered(title)),
        area,
    );
}

/// `lines` wrapped to fit inside the borders of `area`, and the panel's view, kept for
/// the scroll keys.
fn panel_rows(
    screen: &GameScreen,
    panel: usize,
    lines: &[String],
    area: Rect,
) -> (Vec<String>, View) {
    let width = usize::from(area.width.saturating_sub(2));
    let rows = rows_of(lines, width);
    let view = View {
        rows: rows.len(),
        shown: usize::from(area.height.saturating_sub(2)),
        width,
    };
    screen.set_view(panel, view);
    (rows, view)
}

/// `lines` wrapped into rows of `width` characters.
fn rows_of(lines: &[String], width: usize) -> Vec<String> {
    lines.iter().flat_map(|line| wrap(line, width)).collect()
}

/// What a listener hears of the rows `shown` of `lines` wrapped at `width`: the rows of
/// one line joined again, so that a sentence is one utterance.
fn heard_rows(lines: &[String], width: usize, shown: Range<usize>) -> Vec<String> {
    let mut heard = Vec::new();
    let mut row = 0;
    for line in lines {
        let rows = wrap(line, width);
        let count = rows.len();
        let parts: Vec<String> = rows
            .into_iter()
            .enumerate()
            .filter(|(index, _)| shown.contains(&(row + index)))
            .map(|(_, part)| part)
            .collect();
        row += count;
        if !parts.is_empty() {
            heard.push(parts.join(" "));
        }
    }
    heard
}

/// The rows that show from `top` on.
fn shown_rows(rows: Vec<String>, top: usize, view: View) -> Vec<Line<'static>> {
    rows.into_iter()
        .skip(top)
        .take(view.shown)
        .map(Line::from)
        .collect()
}

fn draw_input(frame: &mut Frame, area: Rect, app: &App, screen: &GameScreen) {
    let title = match app.pending_move() {
        Some(san) => sentence(
            app.locale(),
            "session-tui-pending",
            &[("san", app.local_san(&san).into())],
        ),
        None => app.locale().text("session-tui-input"),
    };
    let text = format!("> {}_", screen.input);
    frame.render_widget(Paragraph::new(text).block(bordered(title)), area);
}

/// The help's lines: the keys in force, the fixed keys, then the typed commands.
fn help_text(app: &App, screen: &GameScreen) -> Vec<String> {
    let locale = app.locale();
    let mut lines = key_help(&screen.keys, locale);
    lines.push(String::new());
    lines.extend(help_lines(locale, app.position().rules()));
    lines
}

/// The keys of `keys` and the fixed keys, one line each in the UI language (the help's
/// first lines; `help` says them too, [`App::set_key_help`]).
pub fn key_help(keys: &KeyMap, locale: &crate::i18n::Locale) -> Vec<String> {
    let mut lines = keys.help_lines(locale);
    lines.push(locale.text("session-key-fixed-keys"));
    lines
}

/// Where the help shows on a screen of `area`: all of it but a border row and column.
fn help_popup(area: Rect) -> Rect {
    Rect {
        x: area.x + 1,
        y: area.y + 1,
        width: area.width.saturating_sub(2),
        height: area.height.saturating_sub(2),
    }
}

fn draw_help(frame: &mut Frame, area: Rect, app: &App, screen: &GameScreen) {
    let popup = help_popup(area);
    let (rows, view) = panel_rows(screen, HELP, &help_text(app, screen), popup);
    let top = screen.help_top.min(view.max_scroll());
    let title = sentence(
        app.locale(),
        "session-tui-help-scroll",
        &position(top, view),
    );
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(shown_rows(rows, top, view)).block(bordered(title)),
        popup,
    );
}

mod scroll;
#[cfg(test)]
mod tests;
