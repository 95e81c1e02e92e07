//! `hektor play`: set up (or resume) a game session and run it on the full screen (a
//! terminal) or as the plain line session (`--plain`, or input from a pipe).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use super::Outcome;
use crate::announce::AnnounceOptions;
use crate::app::{App, Command, Setup, sentence};
use crate::cli::PlayArgs;
use crate::config::Settings;
use crate::game::clock::{DEFAULT_WARNINGS_MS, SystemTime, TimeSource};
use crate::game::journal::{self, Entry, Event, Journal};
use crate::i18n::Locale;
use crate::plain::{self, Input};
use crate::runtime::{Output, Runtime, TextOutput};
use crate::speech::{Priority, Utterance};
use crate::tui::game::{self, ScreenOutput};
use crate::tui::keys::KeyMap;
use crate::voice::Voice;

/// The note that marks a game the user chose not to resume, so it is not offered again.
const SET_ASIDE: &str = "set aside: a new game was started instead";

/// Runs `play`.
pub fn run(settings: &Settings, args: &PlayArgs) -> Outcome {
    let locale = Locale::new(settings.lang);
    let setup = match setup_from(settings, args, &locale) {
        Ok(setup) => setup,
        Err(message) => return Outcome::Unusable(message),
    };
    let full_screen =
        !args.plain && std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let keys = match KeyMap::with_patch(&settings.keys) {
        Ok(keys) => keys,
        Err(error) => return Outcome::Unusable(error.to_string()),
    };
    // The plain session reads stdin on a thread (the clock ticks meanwhile); the full
    // screen reads keys, and before it starts, one answer line from the terminal.
    let input =
        (!full_screen).then(|| plain::spawn_reader(std::io::BufReader::new(std::io::stdin())));
    let mut read_answer = || match &input {
        Some(receiver) => match receiver.recv() {
            Ok(Input::Line(line)) => Some(line),
            _ => None,
        },
        None => {
            let mut line = String::new();
            match std::io::stdin().read_line(&mut line) {
                Ok(n) if n > 0 => Some(line.trim_end_matches(['\n', '\r']).to_owned()),
                _ => None,
            }
        }
    };
    let mut first_line = None;
    let started = if let Some(path) = &args.resume {
        resume(path, &locale)
    } else if let Some((path, entries)) = unfinished_game(&settings.data_dir, args) {
        let (answer, line) = ask_resume(&locale, &path, &entries, &mut read_answer);
        if answer {
            resume(&path, &locale)
        } else {
            first_line = line;
            set_aside(&path);
            say_line(&sentence(
                &locale,
                "session-resume-declined",
                &[("path", path.display().to_string())],
            ));
            new_game(setup, settings, args)
        }
    } else {
        new_game(setup, settings, args)
    };
    let (app, journal, path) = match started {
        Ok(started) => started,
        Err(message) => return Outcome::Unusable(message),
    };
    let saved = |runtime_locale: &Locale, path: &Path| {
        sentence(
            runtime_locale,
            "session-saved",
            &[("path", path.display().to_string())],
        )
    };
    match input {
        Some(input) => {
            let output = |voice| TextOutput::with_voice(std::io::stdout(), voice);
            let mut runtime = start(app, journal, path, output, settings, first_line);
            plain::run(&mut runtime, &input);
            let text = saved(runtime.app().locale(), runtime.path());
            runtime.say(&Utterance::new(text, Priority::Move));
            runtime.output().voice().finish();
        }
        None => {
            let output = ScreenOutput::with_voice;
            let mut runtime = start(app, journal, path, output, settings, first_line);
            if let Err(error) = game::run(&mut runtime, keys) {
                return Outcome::Unusable(format!(
                    "The full screen could not be used ({error}); try hektor play --plain. The game is saved in {}.",
                    runtime.path().display()
                ));
            }
            say_line(&saved(runtime.app().locale(), runtime.path()));
            runtime.output().voice().finish();
        }
    }
    Outcome::Success
}

/// A runtime whose output speaks through the configured voice, after it has said which
/// speech backend is in use, greeted, and read the line that declined a resume, if any.
fn start<O: Output>(
    app: App,
    journal: Journal,
    path: PathBuf,
    output: impl FnOnce(Voice) -> O,
    settings: &Settings,
    first_line: Option<String>,
) -> Runtime<O> {
    let mut voice = Voice::open(settings, app.locale());
    let report = voice.take_report();
    let mut runtime = Runtime::new(app, Some(journal), path, output(voice));
    if let Some(report) = report {
        runtime.say(&Utterance::new(report, Priority::Listing));
    }
    runtime.greet();
    if let Some(line) = first_line {
        runtime.handle(Command::Line(line));
    }
    runtime
}

/// A line on standard output; a closed pipe is no reason to stop the game (the session
/// ends at the end of its input and keeps its journal).
fn say_line(text: &str) {
    let _ = super::print_line(text);
}

/// The session settings from the command line, the configuration and the locale.
fn setup_from(settings: &Settings, args: &PlayArgs, locale: &Locale) -> Result<Setup, String> {
    let name = |given: &Option<String>, id: &str| match given {
        Some(name) if !name.trim().is_empty() => name.trim().to_owned(),
        _ => locale.text(id),
    };
    let setup = Setup {
        mode: args.mode.unwrap_or_default(),
        side: args.side.unwrap_or_default(),
        white: name(&args.white, "session-white"),
        black: name(&args.black, "session-black"),
        time: args.time.clone(),
        auto_confirm: args.auto_confirm,
        warnings_ms: match &args.warn {
            Some(text) => parse_warnings(text)?,
            None => DEFAULT_WARNINGS_MS.to_vec(),
        },
        announce: AnnounceOptions {
            style: args.style.unwrap_or(settings.style),
            lang: settings.lang,
            ..AnnounceOptions::default()
        },
    };
    setup.control().map_err(|e| format!("--time: {e}"))?;
    Ok(setup)
}

/// `--warn 10,5,1`: minutes before the control, largest first.
fn parse_warnings(text: &str) -> Result<Vec<u64>, String> {
    let mut out = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        match part.parse::<f64>() {
            Ok(minutes) if minutes.is_finite() && minutes > 0.0 && minutes < 10_000.0 => {
                out.push((minutes * 60_000.0).round() as u64);
            }
            _ => {
                return Err(format!(
                    "--warn: {part:?} is not a number of minutes; write for example --warn 10,5,1"
                ));
            }
        }
    }
    out.sort_unstable_by(|a, b| b.cmp(a));
    out.dedup();
    Ok(out)
}

type Started = (App, Journal, PathBuf);

fn new_game(setup: Setup, settings: &Settings, args: &PlayArgs) -> Result<Started, String> {
    let time: Box<dyn TimeSource> = Box::new(SystemTime);
    let now = time.now_ms();
    let app = App::new(setup, time).map_err(|e| e.to_string())?;
    let path = match &args.save {
        Some(path) if path.exists() => {
            return Err(format!(
                "--save: {} already exists; continue that game with --resume {}, or choose another file name.",
                path.display(),
                path.display()
            ));
        }
        Some(path) => path.clone(),
        None => new_game_path(&settings.data_dir, now),
    };
    let journal = Journal::create(&path, app.start_event(), now).map_err(|e| e.to_string())?;
    Ok((app, journal, path))
}

fn resume(path: &Path, locale: &Locale) -> Result<Started, String> {
    let broken = |error: String| {
        sentence(
            locale,
            "session-resume-broken",
            &[("path", path.display().to_string()), ("error", error)],
        )
    };
    let entries = journal::read_entries(path).map_err(|e| broken(e.to_string()))?;
    let app = App::resume(&entries, Box::new(SystemTime)).map_err(|e| broken(e.to_string()))?;
    let journal = Journal::resume(path).map_err(|e| broken(e.to_string()))?;
    Ok((app, journal, path.to_owned()))
}

fn games_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("games")
}

/// `games/2026-11-22_005703.jsonl` in the data folder (with `-2`, `-3` ... if taken).
fn new_game_path(data_dir: &Path, unix_ms: i64) -> PathBuf {
    let stamp = jiff::Timestamp::from_millisecond(unix_ms)
        .map(|t| {
            t.to_zoned(jiff::tz::TimeZone::system())
                .strftime("%Y-%m-%d_%H%M%S")
                .to_string()
        })
        .unwrap_or_else(|_| "game".to_owned());
    let dir = games_dir(data_dir);
    let mut path = dir.join(format!("{stamp}.jsonl"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{stamp}-{n}.jsonl"));
        n += 1;
    }
    path
}

/// The newest game in the data folder that has moves, no result and was not set aside;
/// none when `--save` names the file of this game.
fn unfinished_game(data_dir: &Path, args: &PlayArgs) -> Option<(PathBuf, Vec<Entry>)> {
    if args.save.is_some() {
        return None;
    }
    let mut candidates: Vec<(std::time::SystemTime, PathBuf)> =
        std::fs::read_dir(games_dir(data_dir))
            .ok()?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
            .filter_map(|p| Some((p.metadata().ok()?.modified().ok()?, p)))
            .collect();
    candidates.sort();
    candidates.into_iter().rev().find_map(|(_, path)| {
        let entries = journal::read_entries(&path).ok()?;
        let record = journal::record_from(&entries);
        let set_aside = matches!(
            entries.last().map(|e| &e.event),
            Some(Event::Note { text }) if text == SET_ASIDE
        );
        (!record.is_finished() && !record.moves.is_empty() && !set_aside).then_some((path, entries))
    })
}

/// Asks whether to resume; a line that is not an answer is handed back as input.
fn ask_resume(
    locale: &Locale,
    path: &Path,
    entries: &[Entry],
    read_answer: &mut dyn FnMut() -> Option<String>,
) -> (bool, Option<String>) {
    let record = journal::record_from(entries);
    say_line(&sentence(
        locale,
        "session-resume-offer",
        &[
            ("white", record.tags.white.clone()),
            ("black", record.tags.black.clone()),
            ("moves", record.moves.len().div_ceil(2).to_string()),
            ("path", path.display().to_string()),
        ],
    ));
    match read_answer() {
        Some(line) => match line.trim().to_lowercase().as_str() {
            "" | "y" | "yes" | "j" | "ja" => (true, None),
            "n" | "no" | "nein" => (false, None),
            _ => (false, Some(line)),
        },
        None => (false, None),
    }
}

fn set_aside(path: &Path) {
    if let Ok(mut journal) = Journal::open_append(path) {
        let _ = journal.append(&Entry {
            unix_ms: SystemTime.now_ms(),
            event: Event::Note {
                text: SET_ASIDE.to_owned(),
            },
        });
    }
}
