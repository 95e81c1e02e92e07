//! Drawing the game screen from the application state only: the board (8x8 or 10x10),
//! both clocks, the scoresheet, the log, the input line and the help, and the rows of
//! the scrolling panels.

use std::ops::Range;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color as Tint, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use super::scroll::{View, position, wrap};
use super::{GameScreen, HELP, LOG, key_help};
use crate::app::App;
use crate::games::{GamePosition, Piece};
use crate::i18n::sentence;
use crate::msg;
use crate::terms::Player;
use crate::tui::keys::{Action, KeyMap};

/// Draws the game screen from the application state, the log and the screen state.
pub fn draw(frame: &mut Frame, app: &App, log: &[String], screen: &GameScreen) {
    let area = frame.area();
    screen.area.set(area);
    let tournament = app.tournament_line();
    let [banner, main, input, hint] = Layout::vertical([
        Constraint::Length(u16::from(tournament.is_some())),
        Constraint::Min(8),
        Constraint::Length(3),
        Constraint::Length(1),
    ])
    .areas(area);
    if let Some(line) = tournament {
        frame.render_widget(
            Paragraph::new(line)
                .style(Style::default().add_modifier(Modifier::BOLD | Modifier::REVERSED)),
            banner,
        );
    }
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
    let hint_text = match app.code_sentence() {
        Some(code) => format!("{code}  {hint_text}"),
        None => hint_text,
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
    if figurines {
        return piece.figurine().to_owned();
    }
    let (letters_id, index) = piece.letters();
    let letters = app.locale().text(letters_id);
    let letter = letters
        .split_whitespace()
        .nth(index)
        .unwrap_or("?")
        .to_owned();
    match piece.side() {
        Player::White => letter.to_uppercase(),
        Player::Black => letter.to_lowercase(),
    }
}

fn draw_board(frame: &mut Frame, area: Rect, app: &App, screen: &GameScreen, cell: (u16, u16)) {
    if !app.shows_board() {
        // Tournament mode: no view of the position (a side board, to an arbiter).
        let text = app.locale().text(msg::TOURNAMENT_NO_BOARD_SHOWN);
        frame.render_widget(
            Paragraph::new(text)
                .wrap(ratatui::widgets::Wrap { trim: true })
                .block(bordered(app.locale().text(msg::SESSION_TUI_BOARD))),
            area,
        );
        return;
    }
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
    let legend = board.rules().board_legend_id();
    lines.push(Line::from(app.locale().text(legend)));
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(ratatui::widgets::Wrap { trim: false })
            .block(bordered(app.locale().text(msg::SESSION_TUI_BOARD))),
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
    let turn = app.turn();
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
            sentence(locale, msg::SESSION_TUI_MOVES, &[("moves", moves.into())])
        ));
        let style = if player == turn && !record.is_finished() {
            tail.push_str(&format!("  <- {}", locale.text(msg::SESSION_TUI_TO_MOVE)));
            Style::default().add_modifier(Modifier::BOLD | Modifier::REVERSED)
        } else {
            Style::default()
        };
        let text = clock_line(&side, name, &tail, width);
        lines.push(Line::from(Span::styled(text, style)));
    }
    frame.render_widget(
        Paragraph::new(lines).block(bordered(locale.text(msg::SESSION_TUI_CLOCK))),
        area,
    );
}

fn draw_sheet(frame: &mut Frame, area: Rect, app: &App) {
    let record = app.record();
    let (first, black_first) = record.first_move();
    let mut rows: Vec<String> = Vec::new();
    let mark = |i: usize| {
        record.moves.get(i).map(|m| {
            let san = app.local_san(m.san);
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
        Paragraph::new(lines).block(bordered(app.locale().text(msg::SESSION_TUI_SCORESHEET))),
        area,
    );
}

fn draw_log(frame: &mut Frame, area: Rect, app: &App, log: &[String], screen: &GameScreen) {
    let (rows, view) = panel_rows(screen, LOG, log, area);
    let top = view.max_scroll() - screen.log_back.min(view.max_scroll());
    let mut title = app.locale().text(msg::SESSION_TUI_LOG);
    if top < view.max_scroll() {
        title = sentence(
            app.locale(),
            msg::SESSION_TUI_LOG_SCROLLED,
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
pub(super) fn panel_rows(
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

/// What a listener hears of the rows `shown` of `lines` wrapped at `width`: each line of
/// which a row shows, whole, so that an utterance is never cut where the screen wraps
/// it.
pub(super) fn heard_rows(lines: &[String], width: usize, shown: Range<usize>) -> Vec<String> {
    let mut heard = Vec::new();
    let mut row = 0;
    for line in lines {
        let count = wrap(line, width).len();
        if (row..row + count).any(|index| shown.contains(&index)) {
            heard.push(line.clone());
        }
        row += count;
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
            msg::SESSION_TUI_PENDING,
            &[("san", app.local_san(&san).into())],
        ),
        None => app.locale().text(msg::SESSION_TUI_INPUT),
    };
    let text = format!("> {}_", screen.input);
    frame.render_widget(Paragraph::new(text).block(bordered(title)), area);
}

/// The help's lines: the keys in force, the fixed keys, then the typed commands.
pub(super) fn help_text(app: &App, screen: &GameScreen) -> Vec<String> {
    let locale = app.locale();
    let mut lines = key_help(&screen.keys, locale);
    lines.push(String::new());
    lines.extend(app.help_lines());
    lines
}

/// Where the help shows on a screen of `area`: all of it but a border row and column.
pub(super) fn help_popup(area: Rect) -> Rect {
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
        msg::SESSION_TUI_HELP_SCROLL,
        &position(top, view),
    );
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(shown_rows(rows, top, view)).block(bordered(title)),
        popup,
    );
}

/// The line under the screen: the default keys, or (when config.toml rebinds keys) the
/// key that shows the keys in force, so that it never names a key that does otherwise.
fn key_hint(locale: &crate::i18n::Locale, keys: &KeyMap) -> String {
    if keys.is_default() {
        return locale.text(msg::SESSION_TUI_HINT);
    }
    keys.key_for(&Action::HelpScreen)
        .map(|key| {
            sentence(
                locale,
                msg::SESSION_TUI_HINT_CUSTOM,
                &[("key", key.to_owned().into())],
            )
        })
        .unwrap_or_default()
}
