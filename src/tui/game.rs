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

use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;

use super::keys::{Action, KeyMap, key_name};
use crate::app::setup::{Mode, Side};
use crate::app::{App, Command, MAX_LINE};
use crate::i18n::sentence;
use crate::msg;
use crate::runtime::{Output, Runtime};
use crate::sound::Earcon;
use crate::speech::{Priority, Utterance};
use crate::terminal::{Input, TerminalGuard, next_event};
use crate::voice::Voice;
pub use draw::draw;
use draw::{heard_rows, help_popup, help_text, panel_rows};
use scroll::{Step, View, came_into_view, position, scroll_step, scrolled};

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

    fn notices(&mut self) {
        self.lines.extend(self.voice.take_notices());
    }
}

/// Runs the game screen until the session ends (after the greeting). A signal, a
/// terminal that went away (its window closed) or one that fails ends it as `quit` does:
/// the clock's reading is kept before anything else.
pub fn run(runtime: &mut Runtime<ScreenOutput>, keys: KeyMap) -> io::Result<()> {
    let _watch = crate::signals::watch();
    let mut guard = TerminalGuard::enter()?;
    let mut screen = GameScreen::new(runtime.app(), keys);
    let shown = show(runtime, &mut guard, &mut screen);
    if !runtime.is_finished() {
        runtime.end();
    }
    shown
}

/// Draws the screen and carries out keys and ticks until the session ends, a signal
/// comes or the terminal goes away or fails.
fn show(
    runtime: &mut Runtime<ScreenOutput>,
    guard: &mut TerminalGuard,
    screen: &mut GameScreen,
) -> io::Result<()> {
    while !runtime.is_finished() && crate::signals::received().is_none() {
        screen.follow(runtime.output().lines().len());
        guard
            .terminal()
            .draw(|frame| draw(frame, runtime.app(), runtime.output().lines(), screen))?;
        match next_event(crate::plain::TICK)? {
            Input::Event(Event::Key(key)) if key.kind != KeyEventKind::Release => {
                handle_key(runtime, screen, key);
            }
            Input::Event(_) => {}
            Input::Nothing => runtime.handle(Command::Tick),
            Input::Gone => {
                crate::signals::hang_up();
                break;
            }
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
                    msg::SESSION_KEY_FLIPPED,
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
                    msg::SESSION_KEY_PIECES_SHOWN,
                    &[("shown", shown.to_owned().into())],
                );
            }
            Action::Clear if screen.input.is_empty() => {
                say(runtime, msg::SESSION_KEY_INPUT_EMPTY, &[])
            }
            Action::Clear => {
                screen.input.clear();
                say(runtime, msg::SESSION_KEY_INPUT_CLEARED, &[]);
            }
            Action::Quit => runtime.handle(Command::Quit),
            Action::Send(bound) => runtime.handle(bound.command),
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
            say(runtime, msg::SESSION_KEY_INPUT_EMPTY, &[]);
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
            say(runtime, msg::SESSION_KEY_INPUT_FULL, &[("max", max.into())]);
        }
        code => match scroll_step(code) {
            Some(step) => scroll_log(runtime, screen, step),
            None => {
                let name = any_key_name(&key);
                say(runtime, msg::SESSION_KEY_NO_ACTION, &[("key", name.into())]);
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
                    msg::SESSION_KEY_HELP_POSITION,
                    position,
                    &heard,
                );
            }
            None => say(runtime, msg::SESSION_KEY_HELP_KEYS, &[]),
        },
    }
}

/// Opens the help and reads out its first page, each row continuing the answer.
fn open_help(runtime: &mut Runtime<ScreenOutput>, screen: &mut GameScreen) {
    screen.help = true;
    screen.help_top = 0;
    say(runtime, msg::SESSION_KEY_HELP_OPENED, &[]);
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
    say(runtime, msg::SESSION_KEY_HELP_CLOSED, &[]);
}

/// Scrolls the log; says where it is and the lines that came into view (without adding
/// that to the log).
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
        msg::SESSION_KEY_LOG_POSITION,
        position(top, view),
        &heard,
    );
}

/// Says message `id` and adds it to the log.
fn say(runtime: &mut Runtime<ScreenOutput>, id: &str, args: &[(&str, FluentValue<'static>)]) {
    let text = sentence(runtime.app().locale(), id, args);
    runtime.say(&Utterance::new(text, Priority::Listing));
}

/// Shows message `id` (a scroll position) in the hint line and says it, then the lines
/// that came into view, whole; nothing is added to the log, which would otherwise move
/// what is being scrolled.
fn note(
    runtime: &mut Runtime<ScreenOutput>,
    screen: &mut GameScreen,
    id: &str,
    args: Vec<(&str, FluentValue<'static>)>,
    rows: &[String],
) {
    let text = sentence(runtime.app().locale(), id, &args);
    speak(runtime, std::slice::from_ref(&text), false);
    speak(runtime, rows, true);
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

/// The keys of `keys` and the fixed keys, one line each in the UI language (the help's
/// first lines; `help` says them too, [`App::set_key_help`]).
pub fn key_help(keys: &KeyMap, locale: &crate::i18n::Locale) -> Vec<String> {
    let mut lines = keys.help_lines(locale);
    lines.push(locale.text(msg::SESSION_KEY_FIXED_KEYS));
    lines
}

mod draw;
mod scroll;
#[cfg(test)]
mod tests;
