//! The full-screen replay: board, move list, game list and a log of everything said, with
//! a command line that takes the same commands as plain mode. Pieces are letters
//! (capitals White, small letters Black; draughts men and kings by the UI language's
//! letters), so nothing depends on colour. The board is drawn through
//! [`Board::square_view`]: 8x8 for chess and draughts-64, 10x10 for draughts-100. Tab
//! starts a walk over the board: the arrows go square by square, a piece letter jumps to
//! the next piece of that kind, and each square is said with what stands on it.

use std::io;

use super::game::{ScreenOutput, any_key_name};
use super::keys::{Action, KeyMap, key_name};
use crate::app::replay::Replay;
use crate::app::{Command, Engine};
use crate::games::{Board, GamePosition, Piece, SquareName};
use crate::i18n::{Lang, Locale};
use crate::msg;
use crate::replay::lines::game_line;
use crate::runtime::Runtime;
use crate::speech::{Priority, Utterance};
use crate::terminal::{Input, TerminalGuard, next_event};
use crate::terms::Player;
use ratatui::Frame;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};

/// What the screen shows besides the session: the log and the command being typed.
#[derive(Debug, Clone)]
pub struct View {
    /// Everything said, oldest first.
    pub log: Vec<String>,
    /// The command line being typed.
    pub input: String,
    /// The square of the board walk (file and rank from 0), while one goes on.
    pub walk: Option<(u8, u8)>,
    /// The keys (the replay screen's defaults patched by `[replay_keys]`).
    pub keys: KeyMap,
    /// The UI language, in which the log shows what a key sent.
    pub lang: Lang,
}

impl Default for View {
    fn default() -> View {
        View {
            log: Vec::new(),
            input: String::new(),
            walk: None,
            keys: KeyMap::defaults(Engine::Replay),
            lang: Lang::default(),
        }
    }
}

/// What a key gives the session: a command, and what the log shows of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sent {
    /// The line typed (read through the command table by the session), or the command a
    /// key stands for, read once when the keys were bound.
    pub command: Command,
    /// The log's line for it: the line typed or bound, the square walked to, the key that
    /// quit.
    pub echo: String,
}

impl Sent {
    /// A line typed on the command line.
    pub fn typed(line: &str) -> Sent {
        Sent {
            command: Command::Line(line.to_owned()),
            echo: line.to_owned(),
        }
    }

    /// The square the board walk came to, said with what stands on it.
    fn square((file, rank): (u8, u8)) -> Sent {
        let square = SquareName::Coords { file, rank };
        Sent {
            command: Command::Square(square),
            echo: square.to_string(),
        }
    }

    /// The end of the session, by `key`.
    fn quit(key: &KeyEvent) -> Sent {
        Sent {
            command: Command::Quit,
            echo: key_name(key).unwrap_or_default(),
        }
    }
}

impl View {
    /// Handles a key: typing edits the command line; Enter gives the line typed (an
    /// empty one means the next move), Esc clears it. The bound keys (see [`KeyMap`]:
    /// by default the arrows, Home and End step through the game, F2 says the opening,
    /// Tab starts the board walk, Esc and Ctrl-C quit) act while the command line is
    /// empty, the quit keys always. During the walk (see `View::walk_key`) keys move
    /// over the board of `pos`.
    pub fn key(&mut self, key: KeyEvent, pos: Option<&Board>) -> Option<Sent> {
        if let (Some(square), Some(pos)) = (self.walk, pos) {
            return self.walk_key(key, square, pos);
        }
        match key.code {
            KeyCode::Char(c) if types(&key) => {
                self.input.push(c);
                return None;
            }
            KeyCode::Backspace => {
                self.input.pop();
                return None;
            }
            KeyCode::Enter => return Some(Sent::typed(&std::mem::take(&mut self.input))),
            KeyCode::Esc if !self.input.is_empty() => {
                self.input.clear();
                return None;
            }
            _ => {}
        }
        let action = self.keys.action(&key)?;
        if !self.input.is_empty() && *action != Action::Quit {
            return None;
        }
        match action {
            Action::Send(bound) => Some(Sent {
                command: bound.command.clone(),
                echo: bound.words(Engine::Replay, &Locale::new(self.lang)),
            }),
            Action::Quit => Some(Sent::quit(&key)),
            Action::Walk if pos.is_some() => {
                self.walk = Some((0, 0));
                Some(Sent::square((0, 0)))
            }
            Action::Clear => {
                self.input.clear();
                None
            }
            // The replay screen's key map binds nothing else.
            _ => None,
        }
    }

    /// The name of `key` when it does nothing at all here (no binding, not typing, no
    /// walk going on), for the screen to say so, as the game screen does.
    pub fn no_action(&self, key: &KeyEvent) -> Option<String> {
        let edits = match key.code {
            KeyCode::Char(_) => types(key),
            code => matches!(code, KeyCode::Enter | KeyCode::Backspace | KeyCode::Esc),
        };
        let idle = self.walk.is_none() && self.input.is_empty();
        (idle && !edits && self.keys.action(key).is_none()).then(|| any_key_name(key))
    }

    /// A key during the board walk from `square`: the arrows move one square (Up is
    /// towards the last rank, Right towards the last file; in draughts to the next dark
    /// square that way), a piece letter as the board
    /// shows it (k q r b n p; a draughts man or king) jumps to the next piece of that kind
    /// in the order a1, b1 ... (a capital: the previous one), Tab, Esc or Enter end the
    /// walk. Gives the `square` command that says the new square.
    fn walk_key(&mut self, key: KeyEvent, square: (u8, u8), pos: &Board) -> Option<Sent> {
        let size = pos.board_size();
        // Draughts is played on the dark squares: the walk steps over the light ones.
        let playing = |file, rank| pos.square_view(file, rank).playing;
        let step = |df: i8, dr: i8| {
            let (mut file, mut rank) = square;
            loop {
                file = file.checked_add_signed(df).filter(|&f| f < size)?;
                rank = rank.checked_add_signed(dr).filter(|&r| r < size)?;
                if playing(file, rank) {
                    return Some((file, rank));
                }
            }
        };
        let next = match key.code {
            KeyCode::Tab | KeyCode::Esc | KeyCode::Enter => {
                self.walk = None;
                return None;
            }
            KeyCode::Right => step(1, 0),
            KeyCode::Left => step(-1, 0),
            KeyCode::Up => step(0, 1),
            KeyCode::Down => step(0, -1),
            KeyCode::Char(c) if types(&key) => {
                let n = usize::from(size);
                let count = n * n;
                let from = usize::from(square.1) * n + usize::from(square.0);
                let at = |i: usize| {
                    let (rank, file) = (i / n, i % n);
                    Some((u8::try_from(file).ok()?, u8::try_from(rank).ok()?))
                };
                let kind = |i: usize| {
                    let (file, rank) = at(i)?;
                    let piece = pos.square_view(file, rank).piece?;
                    let letter = piece_letter(&Locale::new(self.lang), piece);
                    (letter.to_lowercase() == c.to_lowercase().to_string()).then_some(())
                };
                let forward = c.is_lowercase();
                (1..=count)
                    .map(|i| {
                        if forward {
                            (from + i) % count
                        } else {
                            (from + count - i) % count
                        }
                    })
                    .find(|&i| kind(i).is_some())
                    .and_then(at)
            }
            // Of the other keys, the quit keys quit; the rest do nothing in the walk.
            _ => return (self.keys.action(&key) == Some(&Action::Quit)).then(|| Sent::quit(&key)),
        };
        // At the edge (or with no such piece) the square is said again.
        let next = next.unwrap_or(square);
        self.walk = Some(next);
        Some(Sent::square(next))
    }

    /// Runs the typed `line` in the session and logs it and what it said (and spoke);
    /// true when the session ended.
    pub fn submit(&mut self, runtime: &mut ReplayRuntime, line: &str) -> bool {
        self.send(runtime, Sent::typed(line))
    }

    /// Runs `sent` in the session and logs it and what the session said (and spoke); true
    /// when the session ended.
    pub fn send(&mut self, runtime: &mut ReplayRuntime, sent: Sent) -> bool {
        let said = runtime.output().lines().len();
        runtime.handle(sent.command);
        self.log.push(format!("> {}", sent.echo));
        self.log_since(runtime, said);
        runtime.is_finished()
    }

    /// Carries on with the read the session waits for (the index of a big file), a
    /// bounded moment, logging what it says.
    pub fn wait(&mut self, runtime: &mut ReplayRuntime) {
        let said = runtime.output().lines().len();
        runtime.poll();
        self.log_since(runtime, said);
    }

    /// Logs what the session said after its first `said` lines.
    fn log_since(&mut self, runtime: &ReplayRuntime, said: usize) {
        let lines = runtime.output().lines();
        self.log
            .extend(lines.get(said..).unwrap_or_default().iter().cloned());
    }
}

/// A replay session on the runtime, saying everything on the screen's log and through
/// its voice.
pub type ReplayRuntime = Runtime<ScreenOutput, Replay>;

/// Runs the full-screen replay until the user quits or a signal ends it as `quit` does;
/// the place is remembered. Every
/// answer is shown and spoken line by line, and the next command interrupts it, so moves
/// can be stepped through as fast as the user thinks.
pub fn run(runtime: &mut ReplayRuntime, keys: KeyMap) -> io::Result<()> {
    let _watch = crate::signals::watch();
    let mut guard = TerminalGuard::enter()?;
    // Keys keep working while a list or a game waits for the index of a big file; the
    // next command drops what waited.
    runtime.defer_reads();
    runtime.greet();
    let mut view = View {
        log: runtime.output().lines().to_vec(),
        input: String::new(),
        walk: None,
        keys,
        lang: runtime.app().locale().lang(),
    };
    loop {
        if crate::signals::received().is_some() {
            runtime.end();
            return Ok(());
        }
        guard
            .terminal()
            .draw(|frame| draw(frame, runtime.app(), &view))?;
        // Waits for a key a bounded time, so that a signal is seen; not at all while a
        // read waits.
        let waiting = runtime.is_waiting();
        let patience = if waiting {
            std::time::Duration::ZERO
        } else {
            crate::plain::TICK
        };
        let key = match next_event(patience)? {
            Input::Event(Event::Key(key)) => key,
            Input::Event(_) => continue,
            Input::Nothing if waiting => {
                view.wait(runtime);
                continue;
            }
            Input::Nothing => continue,
            // The window closed: the place is remembered as on SIGHUP.
            Input::Gone => {
                crate::signals::hang_up();
                runtime.end();
                return Ok(());
            }
        };
        if key.kind != KeyEventKind::Press {
            continue;
        }
        if let Some(name) = view.no_action(&key) {
            let said = runtime.output().lines().len();
            let sentence = crate::i18n::sentence(
                runtime.app().locale(),
                msg::REPLAY_KEY_NO_ACTION,
                &[("key", name.into())],
            );
            runtime.say(&Utterance::new(sentence, Priority::Listing));
            view.log_since(runtime, said);
            continue;
        }
        let Some(sent) = view.key(key, runtime.app().position()) else {
            continue;
        };
        if view.send(runtime, sent) {
            return Ok(());
        }
    }
}

/// Whether `key` types a character into the command line (no Ctrl, no Alt).
fn types(key: &KeyEvent) -> bool {
    !key.modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
}

/// The letter `piece` is drawn with: its FEN letter where its game has one (`N`, `p`),
/// else its letter among its game's in the UI language (`M K`), White in capitals.
fn piece_letter(locale: &Locale, piece: Piece) -> String {
    if let Some(letter) = piece.fen_letter() {
        return letter.to_string();
    }
    let (letters, index) = piece.letters();
    let letter = locale
        .text(letters)
        .split_whitespace()
        .nth(index)
        .unwrap_or("?")
        .to_owned();
    match piece.side() {
        Player::White => letter.to_uppercase(),
        Player::Black => letter.to_lowercase(),
    }
}

/// Draws the whole screen from the session and the view.
pub fn draw(frame: &mut Frame, session: &Replay, view: &View) {
    let locale = session.locale();
    let loaded = session.game();
    let pos = loaded.map(|g| &g.tree.nodes[g.cursor.at].pos);
    // The board's ranks, the file letters and the frame.
    let size = pos.map_or(8, GamePosition::board_size);
    let [top, log, input] = Layout::vertical([
        Constraint::Length(u16::from(size) + 4),
        Constraint::Min(3),
        Constraint::Length(3),
    ])
    .areas(frame.area());
    let [board, moves, games] = Layout::horizontal([
        Constraint::Length(26),
        Constraint::Length(24),
        Constraint::Min(20),
    ])
    .areas(top);
    let board_title = if view.walk.is_some() {
        locale.text(msg::REPLAY_TUI_WALK)
    } else {
        locale.text(msg::REPLAY_TUI_BOARD)
    };
    frame.render_widget(
        Paragraph::new(board_lines(pos, view.walk, locale)).block(titled(&board_title)),
        board,
    );
    frame.render_widget(
        Paragraph::new(move_lines(session, moves.height.saturating_sub(2) as usize))
            .block(titled(&locale.text(msg::REPLAY_TUI_MOVES))),
        moves,
    );
    frame.render_widget(
        Paragraph::new(game_lines(session, games.height.saturating_sub(2) as usize))
            .block(titled(&session.progress_line())),
        games,
    );
    let said: Vec<Line> = last_rows(
        &view.log,
        log.width.saturating_sub(2) as usize,
        log.height.saturating_sub(2) as usize,
    )
    .into_iter()
    .map(Line::from)
    .collect();
    frame.render_widget(
        Paragraph::new(said).block(titled(&locale.text(msg::REPLAY_TUI_LOG))),
        log,
    );
    frame.render_widget(
        Paragraph::new(format!("> {}", view.input))
            .block(titled(&locale.text(msg::REPLAY_TUI_INPUT))),
        input,
    );
}

fn titled(title: &str) -> Block<'_> {
    Block::default().borders(Borders::ALL).title(title)
}

/// The rows the log panel shows: the log wrapped between words to `width` columns, the
/// last `height` rows, so the newest line is always seen whole (as far as it fits).
fn last_rows(log: &[String], width: usize, height: usize) -> Vec<String> {
    let width = width.max(1);
    let mut rows: Vec<String> = Vec::new();
    for line in log {
        let mut row = String::new();
        for word in line.split(' ') {
            let mut word = word.to_owned();
            let fits = row.chars().count() + usize::from(!row.is_empty()) + word.chars().count();
            if fits > width && !row.is_empty() {
                rows.push(std::mem::take(&mut row));
            }
            // A word longer than the panel is cut where it must be.
            while word.chars().count() > width {
                let rest = word.split_off(
                    word.char_indices()
                        .nth(width)
                        .map_or(word.len(), |(i, _)| i),
                );
                rows.push(std::mem::replace(&mut word, rest));
            }
            if !row.is_empty() {
                row.push(' ');
            }
            row.push_str(&word);
        }
        rows.push(row);
    }
    rows.split_off(rows.len().saturating_sub(height))
}

/// The board as letters; the square of the board walk, if any, in reverse video and
/// between brackets (so it is not marked by colour alone). Empty squares are dots (in
/// draughts the dark ones only, where pieces stand).
fn board_lines(pos: Option<&Board>, walk: Option<(u8, u8)>, locale: &Locale) -> Vec<Line<'static>> {
    let Some(pos) = pos else {
        return Vec::new();
    };
    let size = pos.board_size();
    let label = if size > 9 { 2 } else { 1 };
    let mut lines = Vec::new();
    for rank in (0..size).rev() {
        let mut spans = vec![Span::raw(format!("{:<label$} ", rank + 1))];
        for file in 0..size {
            let square = pos.square_view(file, rank);
            let c = match square.piece {
                Some(piece) => piece_letter(locale, piece),
                None if square.playing => ".".to_owned(),
                None => " ".to_owned(),
            };
            if walk == Some((file, rank)) {
                spans.push(Span::styled(
                    format!("[{c}"),
                    Style::default().add_modifier(Modifier::REVERSED | Modifier::BOLD),
                ));
            } else if walk.is_some_and(|w| w.0 + 1 == file && w.1 == rank) {
                spans.push(Span::raw(format!("]{c}")));
            } else {
                spans.push(Span::raw(format!(" {c}")));
            }
        }
        if walk.is_some_and(|w| w.0 + 1 == size && w.1 == rank) {
            spans.push(Span::raw("]"));
        }
        lines.push(Line::from(spans));
    }
    let files: String = (0..size)
        .map(|file| format!(" {}", char::from(b'a' + file)))
        .collect();
    lines.push(Line::from(format!("{}{files}", " ".repeat(label + 1))));
    lines
}

fn move_lines(session: &Replay, height: usize) -> Vec<Line<'static>> {
    let Some(loaded) = session.game() else {
        return Vec::new();
    };
    let tree = &loaded.tree;
    // The line the cursor is on: from the start to the cursor, then onward by first moves.
    let mut line = Vec::new();
    let mut node = loaded.cursor.at;
    while let Some(parent) = tree.nodes[node].parent {
        line.push(node);
        node = parent;
    }
    line.reverse();
    let mut next = loaded.cursor.at;
    while let Some(&child) = tree.nodes[next].children.first() {
        line.push(child);
        next = child;
    }
    let current = line.iter().position(|&n| n == loaded.cursor.at);
    let first = current.map_or(0, |c| c.saturating_sub(height / 2));
    line.iter()
        .enumerate()
        .skip(first)
        .take(height)
        .filter_map(|(i, &id)| {
            let node = &tree.nodes[id];
            let before = &tree.nodes[node.parent?].pos;
            let san = before.notate(node.mv.as_ref()?).text;
            let number = node.number;
            let dots = if before.turn() == Player::White {
                "."
            } else {
                "..."
            };
            let here = Some(i) == current;
            let text = format!("{}{number}{dots} {san}", if here { "> " } else { "  " });
            Some(if here {
                Line::from(Span::styled(
                    text,
                    Style::default().add_modifier(Modifier::REVERSED | Modifier::BOLD),
                ))
            } else {
                Line::from(text)
            })
        })
        .collect()
}

fn game_lines(session: &Replay, height: usize) -> Vec<Line<'static>> {
    let current = session.game().map_or(1, |g| g.number);
    let first = current.saturating_sub(height / 2).max(1);
    let locale = session.locale();
    session.index().with_games(|games| {
        games
            .iter()
            .enumerate()
            .skip(first - 1)
            .take(height)
            .map(|(i, g)| {
                let here = i + 1 == current;
                let text = format!(
                    "{}{}",
                    if here { "> " } else { "  " },
                    game_line(locale, i + 1, &g)
                );
                if here {
                    Line::from(Span::styled(
                        text,
                        Style::default().add_modifier(Modifier::REVERSED),
                    ))
                } else {
                    Line::from(text)
                }
            })
            .collect()
    })
}
