//! `hektor play`: set up (or resume) a game session and run it on the full screen (a
//! terminal) or as the plain line session (`--plain`, or input from a pipe).

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use fluent_bundle::FluentValue;

use super::{Outcome, said_unusable};
use crate::announce::AnnounceOptions;
use crate::app::resume::{ResumeAnswer, ResumeQuestion};
use crate::app::setup::Heading;
use crate::app::{App, Noted, Setup, SetupError};
use crate::cli::{PlayArgs, Vision};
use crate::config::Settings;
use crate::game::GameResult;
use crate::game::clock::{DEFAULT_WARNINGS_MS, SystemTime, TimeSource};
use crate::game::time_words::time_control_error;
use crate::game_errors::{
    journal_sentence, left_out_sentence, replay_sentence, salvaged_sentence, start_phrase,
    torn_sentence,
};
use crate::games::GameRecord;
use crate::games::journal::{self, Entry, Event, Journal, JournalError};
use crate::games::{Board, GamePosition, Rules, StartError};
use crate::i18n::errors::io_sentence;
use crate::i18n::{Lang, Locale, sentence};
use crate::msg;
use crate::plain::{self, Input};
use crate::runtime::{Output, Runtime, TextOutput};
use crate::speech::{Priority, Utterance};
use crate::tournament::{
    self,
    start::{begun_in, new_game_setup},
};
use crate::tui::game::{self, ScreenOutput};
use crate::tui::keys::KeyMap;
use crate::voice::Voice;

/// Runs `play`.
pub fn run(settings: &Settings, args: &PlayArgs) -> Outcome {
    let locale = Locale::new(settings.lang);
    // What stops the start is said too (by a voice opened for it) and printed.
    let refuse = |message| {
        said_unusable(
            &Voice::open_speech_only(&settings.voice_choice(), &locale),
            message,
        )
    };
    // A game file is a regular file: a pipe or a device named is refused unopened.
    let named = [
        args.resume
            .as_deref()
            .map(|path| (path, crate::files::regular(path))),
        args.save
            .as_deref()
            .map(|path| (path, crate::files::writable(path))),
    ];
    if let Some((path, Err(error))) = named.into_iter().flatten().find(|(_, c)| c.is_err()) {
        return refuse(io_sentence(&locale, path, &error));
    }
    let setup = match setup_from(settings, args) {
        Ok(setup) => setup,
        Err(refusal) => return refuse(refusal.sentence(&locale)),
    };
    let offered = match &args.resume {
        Some(_) => None,
        None => unfinished_game(&settings.data_dir, args, settings.rules),
    };
    // Tournament mode is entered by a new game's option or by the game resumed: its
    // refusals come before anything is asked or written.
    let resumed_tournament = match (&args.resume, &offered) {
        (Some(path), _) => journal::start_of(path).and_then(|start| begun_in(&[start])),
        (None, Some((path, _))) => journal::start_of(path).and_then(|start| begun_in(&[start])),
        (None, None) => None,
    };
    let resumed = resumed_tournament.as_ref();
    let entering = match tournament::start::entering(settings, args, &setup, resumed, &locale) {
        Ok(entering) => entering,
        Err(refusal) => return refuse(refusal.sentence(&locale)),
    };
    let mut tournament_notices = Vec::new();
    let full_screen =
        !args.plain && std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let keys = match KeyMap::play(&settings.keys) {
        Ok(keys) => keys,
        Err(error) => return refuse(error.sentence(&locale)),
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
    // A game goes on in the language it was begun in unless one was chosen now: then
    // the question about it is asked, and spoken, in that language too.
    let chosen = settings.lang_chosen.then_some(settings.lang);
    let game_lang = match (&args.resume, &offered) {
        _ if chosen.is_some() => None,
        (Some(path), _) => journal::start_of(path).and_then(|start| lang_of(&[start])),
        (None, Some((path, _))) => journal::start_of(path).and_then(|start| lang_of(&[start])),
        (None, None) => None,
    };
    let asking = Locale::new(game_lang.unwrap_or(settings.lang));
    // The voice opens first: the resume question, the moment after a crash, is spoken
    // too, in plain mode and before the full screen opens.
    let mut early = TextOutput::with_voice(
        std::io::stdout(),
        Voice::open(&settings.voice_choice(), &asking),
    );
    // Options for a new game are named before a game is resumed without them.
    if args.resume.is_some() || offered.is_some() {
        say_new_game_options(&mut early, &asking, args);
    }
    // A new game: in tournament mode, what the command line left out is asked first.
    let mut fresh_game =
        |setup,
         save: Option<&Path>,
         early: &mut dyn Output,
         read_answer: &mut dyn FnMut() -> Option<String>| {
            let setup = new_game_setup(
                setup,
                args,
                entering.as_ref(),
                (&asking, &settings.data_dir),
                &mut |question| asked(question, early, read_answer),
                &mut tournament_notices,
            );
            new_game(setup, settings, save).map_err(|r| r.sentence(&locale))
        };
    let started = if let Some(path) = &args.resume {
        if journal::is_blank(path) {
            let shown = ("path", path.display().to_string().into());
            say_line(
                &mut early,
                sentence(&asking, msg::SESSION_RESUME_EMPTY, &[shown]),
            );
            fresh_game(setup, Some(path), &mut early, &mut read_answer)
        } else {
            resume(
                &mut early,
                path,
                &asking,
                chosen,
                &mut read_answer,
                &settings.data_dir,
            )
            .map_err(|r| r.sentence(&asking))
        }
    } else if let Some((path, record)) = offered {
        let offer = ResumeQuestion::offer(Locale::new(asking.lang()), &path, &record);
        // The game is read again if it is resumed: it is not held twice.
        drop(record);
        match ask(offer, &mut early, &mut read_answer) {
            ResumeAnswer::Yes => resume(
                &mut early,
                &path,
                &asking,
                chosen,
                &mut read_answer,
                &settings.data_dir,
            )
            .map_err(|r| r.sentence(&asking)),
            ResumeAnswer::Unanswered => {
                // No answer is not a no: the game stays on offer.
                say_line(
                    &mut early,
                    sentence(
                        &asking,
                        msg::SESSION_RESUME_NO_ANSWER,
                        &[("path", path.display().to_string().into())],
                    ),
                );
                early.into_voice().finish();
                return Outcome::Success;
            }
            ResumeAnswer::No => {
                let shown = ("path", path.display().to_string().into());
                // Not marked, the game is offered again next time: that is said.
                let declined = match set_aside(&path) {
                    Ok(_) => sentence(&asking, msg::SESSION_RESUME_DECLINED, &[shown]),
                    Err(error) => {
                        let error = ("error", journal_sentence(&asking, &error).into());
                        sentence(
                            &asking,
                            msg::SESSION_RESUME_DECLINED_UNMARKED,
                            &[shown, error],
                        )
                    }
                };
                say_line(&mut early, declined);
                fresh_game(setup, args.save.as_deref(), &mut early, &mut read_answer)
            }
        }
    } else {
        fresh_game(setup, args.save.as_deref(), &mut early, &mut read_answer)
    };
    let mut voice = early.into_voice();
    let (mut app, mut journal, path, mut notices) = match started {
        Ok(started) => started,
        Err(message) => return said_unusable(&voice, message),
    };
    let checked = entering.filter(|_| app.setup().tournament.is_some());
    // While this tournament game is open, say, replay and reconcile are closed.
    let _open = app
        .setup()
        .tournament
        .as_ref()
        .and_then(|_| tournament::guard::hold(&settings.data_dir, &path));
    if let Some(entering) = &checked {
        let locale = Locale::new(app.locale().lang());
        tournament_notices.extend(tournament::start::log_allowed(
            &mut journal,
            entering,
            &locale,
        ));
    }
    notices.extend(tournament_notices);
    // The session speaks its own language: a new game after the question was declined
    // speaks the one of the settings.
    let locale = Locale::new(app.locale().lang());
    if locale.lang() != asking.lang() {
        voice.speak_in(&settings.voice_choice(), &locale);
    }
    app.set_key_help(game::key_help(&keys, &locale));
    // What config.toml holds that hektor left out (keys it does not know, keys bound to
    // no command) is named at the start of the session, on the full screen in its log.
    notices.extend(settings.notices.iter().cloned());
    notices.extend(keys.left_out().iter().map(|key| key.sentence(&locale)));
    match input {
        Some(input) => {
            let output = |voice| TextOutput::with_voice(std::io::stdout(), voice);
            let mut runtime = start(app, journal, path, output, voice, notices);
            tournament::start::watch_network(&mut runtime, checked);
            // A game's reads (the other scoresheet) take a moment: every line in order.
            plain::run(&mut runtime, &input, plain::Lines::InOrder);
            let (text, outcome) = saved(&mut runtime);
            runtime.say(&text);
            runtime.output().voice().finish();
            outcome
        }
        None => {
            let output = ScreenOutput::with_voice;
            let mut runtime = start(app, journal, path, output, voice, notices);
            tournament::start::watch_network(&mut runtime, checked);
            let shown = game::run(&mut runtime, keys);
            let (text, outcome) = saved(&mut runtime);
            let voice = runtime.output().voice();
            if shown.is_err() {
                let failed = sentence(&locale, msg::SESSION_SCREEN_FAILED, &[]);
                return said_unusable(voice, format!("{failed} {}", text.text()));
            }
            // A closed pipe is no reason to stop: the game file is as said either way.
            let _ = super::print_line(&text.text());
            voice.say(&text);
            voice.finish();
            outcome
        }
    }
}

/// A runtime whose output speaks through `voice`, after it has said which speech
/// backend is in use, greeted and said what resuming repaired.
fn start<O: Output>(
    app: App,
    journal: Journal,
    path: PathBuf,
    output: impl FnOnce(Voice) -> O,
    mut voice: Voice,
    notices: Vec<String>,
) -> Runtime<O> {
    let report = voice.take_report();
    let mut runtime = Runtime::new(app, Some(journal), path, output(voice));
    if let Some(report) = report {
        runtime.say(&Utterance::new(report, Priority::Move));
    }
    runtime.greet();
    for notice in notices {
        runtime.say(&Utterance::new(notice, Priority::Warning));
    }
    runtime
}

/// The last sentence of a session: where the game is saved, or what the disk did not
/// take. It is an answer of its own: a listing still being spoken (the help, when `quit`
/// came before its end) is cut for it, while moves, warnings and errors still waiting are
/// said before it, so that it is heard within the bounded wait at the end. With it, how
/// the session ends: a success only when nothing waits unsaved.
fn saved<O: Output>(runtime: &mut Runtime<O>) -> (Utterance, Outcome) {
    let unwritten = runtime.unwritten();
    let path = ("path", runtime.path().display().to_string().into());
    let (text, outcome) = if unwritten == 0 {
        let mut text = sentence(runtime.app().locale(), msg::SESSION_SAVED, &[path]);
        // Tournament mode: the code of the file's last line, for the pairing sheet.
        if let Some(code) = runtime.app().code_sentence() {
            text.push(' ');
            text.push_str(&code);
        }
        (text, Outcome::Success)
    } else {
        let count = ("count", unwritten.into());
        let text = sentence(
            runtime.app().locale(),
            msg::SESSION_NOT_SAVED,
            &[path, count],
        );
        (text, Outcome::Unsaved)
    };
    (Utterance::new(text, Priority::Move), outcome)
}

/// Says a sentence before the session starts: printed and spoken.
fn say_line(output: &mut dyn Output, text: String) {
    output.say(&Utterance::new(text, Priority::Move));
}

/// The options given that set up a new game, as typed (`--fen`, `--time` ...).
fn new_game_options(args: &PlayArgs) -> Vec<&'static str> {
    let given = [
        ("--fen", args.fen.is_some()),
        ("--time", args.time.is_some()),
        ("--mode", args.mode.is_some()),
        ("--side", args.side.is_some()),
        ("--white", args.white.is_some()),
        ("--black", args.black.is_some()),
        ("--style", args.style.is_some()),
        ("--ranks-in-ui-language", args.ranks_in_ui_language),
        ("--auto-confirm", args.auto_confirm),
        ("--warn", args.warn.is_some()),
        ("--vision", args.vision.is_some()),
        ("--event", args.event.is_some()),
        ("--site", args.site.is_some()),
        ("--round", args.round.is_some()),
        ("--board", args.board.is_some()),
        ("--tournament", args.tournament),
        ("--name", args.name.is_some()),
        ("--pin", args.pin),
        ("--allow-board-questions", args.allow_board_questions),
    ];
    given
        .into_iter()
        .filter_map(|(name, given)| given.then_some(name))
        .collect()
}

/// Says which options given for a new game a resumed game goes on without: they are
/// never dropped without a word.
fn say_new_game_options(output: &mut dyn Output, locale: &Locale, args: &PlayArgs) {
    let options = new_game_options(args);
    if options.is_empty() {
        return;
    }
    let text = sentence(
        locale,
        msg::SESSION_RESUME_NEW_GAME_OPTIONS,
        &[
            ("options", options.join(", ").into()),
            ("count", options.len().into()),
        ],
    );
    say_line(output, text);
}

/// Why a game cannot start: said by [`Refusal::sentence`] in the UI language.
#[derive(Debug)]
enum Refusal {
    /// `--warn`: a part that is not a number of minutes.
    Warn(String),
    /// `--fen` sets up no position of the rules.
    Fen(Rules, StartError),
    /// The time control is not usable, or the game does not replay.
    Setup(SetupError),
    /// `--save` names a folder.
    SaveIsFolder(PathBuf),
    /// `--save` names a file that holds something: a game of its own when `game`.
    SaveExists {
        /// The file.
        path: PathBuf,
        /// Whether it holds a game (only a game file can be continued with `--resume`).
        game: bool,
    },
    /// The new game's file cannot be made.
    Create(PathBuf, JournalError),
    /// The game file to resume is in another session's use, or cannot be opened.
    Open(JournalError),
    /// The game file to resume cannot be continued: why, in words of its own.
    Broken(PathBuf, Box<Refusal>),
    /// The game file to resume cannot be read or repaired.
    Journal(JournalError),
    /// The user kept the damaged game file as it is.
    DamagedKept(PathBuf),
}

impl Refusal {
    /// What was wrong and what to do, in `locale`'s language.
    fn sentence(&self, locale: &Locale) -> String {
        let shown = |path: &Path| ("path", FluentValue::from(path.display().to_string()));
        match self {
            Refusal::Warn(part) => sentence(
                locale,
                msg::SESSION_WARN_NOT_MINUTES,
                &[("part", part.clone().into())],
            ),
            Refusal::Fen(rules, problem) => {
                let mut fluent: Vec<(&str, FluentValue)> = Vec::new();
                fluent.push(("reason", start_phrase(locale, problem).into()));
                let id = match rules.setup_example() {
                    None => msg::SAY_BAD_FEN,
                    Some(example) => {
                        fluent.push(("example", example.into()));
                        msg::DRAUGHTS_BAD_FEN
                    }
                };
                sentence(locale, id, &fluent)
            }
            Refusal::Setup(SetupError::Replay(error)) => replay_sentence(locale, error),
            Refusal::Setup(SetupError::Time(error)) => time_control_error(locale, error),
            Refusal::SaveIsFolder(path) => {
                let error = std::io::Error::from(std::io::ErrorKind::IsADirectory);
                io_sentence(locale, path, &error)
            }
            Refusal::SaveExists { path, game } => {
                let id = if *game {
                    msg::SESSION_SAVE_EXISTS
                } else {
                    msg::SESSION_SAVE_EXISTS_OTHER
                };
                sentence(locale, id, &[shown(path)])
            }
            Refusal::Create(path, error) => sentence(
                locale,
                msg::SESSION_CREATE_FAILED,
                &[
                    shown(path),
                    ("error", journal_sentence(locale, error).into()),
                ],
            ),
            Refusal::Open(error) | Refusal::Journal(error) => journal_sentence(locale, error),
            Refusal::Broken(path, why) => sentence(
                locale,
                msg::SESSION_RESUME_BROKEN,
                &[shown(path), ("error", why.sentence(locale).into())],
            ),
            Refusal::DamagedKept(path) => {
                sentence(locale, msg::SESSION_RESUME_DAMAGED_KEPT, &[shown(path)])
            }
        }
    }
}

/// The session settings from the command line and the configuration.
fn setup_from(settings: &Settings, args: &PlayArgs) -> Result<Setup, Refusal> {
    // No name given is no name stored: each language says the colour word itself, and an
    // export writes "?" (a name stored in the game's language stayed in every export).
    let name = |given: &Option<String>| given.as_deref().unwrap_or_default().trim().to_owned();
    let rules = settings.rules;
    let setup = Setup {
        rules,
        control: None,
        mode: args.mode.unwrap_or_default(),
        side: args.side.unwrap_or_default(),
        white: name(&args.white),
        black: name(&args.black),
        time: args.time.clone(),
        auto_confirm: args.auto_confirm,
        warnings_ms: match (&args.warn, args.vision) {
            (Some(text), _) => parse_warnings(text)?,
            (None, Some(Vision::Blind)) => vec![10 * 60_000],
            (None, Some(Vision::Low)) => vec![5 * 60_000],
            (None, None) => DEFAULT_WARNINGS_MS.to_vec(),
        },
        announce: AnnounceOptions {
            style: args.style.unwrap_or(rules.default_style(settings.style)),
            lang: settings.lang,
            ranks_in_ui_language: args.ranks_in_ui_language || settings.ranks_in_ui_language,
            ..AnnounceOptions::default()
        },
        heading: Heading {
            event: given(&args.event),
            site: given(&args.site),
            round: given(&args.round),
            board: given(&args.board),
        },
        tournament: None,
        fen: match args.fen.as_deref().map(str::trim) {
            None => None,
            Some(fen) => match Board::start(rules, Some(fen)) {
                Ok(board) => Some(board.setup_text()),
                Err(problem) => return Err(Refusal::Fen(rules, problem)),
            },
        },
    };
    let control = setup
        .control()
        .map_err(|e| Refusal::Setup(SetupError::Time(e)))?;
    Ok(Setup { control, ..setup })
}

/// A heading option as given, trimmed; empty when not given.
fn given(option: &Option<String>) -> String {
    option
        .as_deref()
        .map(str::trim)
        .unwrap_or_default()
        .to_owned()
}

/// `--warn 10,5,1`: minutes before the control, largest first; the part that is not a
/// number of minutes, if one is not.
fn parse_warnings(text: &str) -> Result<Vec<u64>, Refusal> {
    let mut out = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        match part.parse::<f64>() {
            Ok(minutes) if minutes.is_finite() && minutes > 0.0 && minutes < 10_000.0 => {
                out.push((minutes * 60_000.0).round() as u64);
            }
            _ => return Err(Refusal::Warn(part.to_owned())),
        }
    }
    out.sort_unstable_by(|a, b| b.cmp(a));
    out.dedup();
    Ok(out)
}

/// A session ready to run: the game, its open (locked) file, the file's path, and what
/// to tell the user about the file after the greeting.
type Started = (App, Journal, PathBuf, Vec<String>);

/// Starts a new game, in the file `save` names (which must not exist, or hold nothing
/// but blanks) or a new file of the data folder.
fn new_game(setup: Setup, settings: &Settings, save: Option<&Path>) -> Result<Started, Refusal> {
    let time: Box<dyn TimeSource> = Box::new(SystemTime);
    let now = time.now_ms();
    let app = App::new(setup, time).map_err(Refusal::Setup)?;
    let path = match save {
        Some(path) if path.is_dir() => return Err(Refusal::SaveIsFolder(path.to_owned())),
        Some(path) if path.exists() && !journal::is_blank(path) => {
            return Err(Refusal::SaveExists {
                path: path.to_owned(),
                game: journal::holds_game(path),
            });
        }
        Some(path) => path.to_owned(),
        None => new_game_path(&settings.data_dir, now),
    };
    let journal = Journal::create(&path, app.start_event(), now)
        .map_err(|e| Refusal::Create(path.clone(), e))?;
    Ok((app, journal, path, Vec::new()))
}

/// Continues the game in `path`, holding its lock. A torn last line is cut off and the
/// lines that cannot be read or replayed are, after a yes, left out (every other entry is
/// kept); either way a copy of the file as it was is kept beside it first.
fn resume(
    output: &mut dyn Output,
    path: &Path,
    locale: &Locale,
    chosen_lang: Option<Lang>,
    read_answer: &mut dyn FnMut() -> Option<String>,
    data_dir: &Path,
) -> Result<Started, Refusal> {
    let broken = |why: Refusal| Refusal::Broken(path.to_owned(), Box::new(why));
    let mut journal = Journal::open_append(path).map_err(|e| match e {
        e @ (JournalError::InUse { .. } | JournalError::Io { .. }) => Refusal::Open(e),
        e => broken(Refusal::Journal(e)),
    })?;
    // The reader's game is taken over and each entry only noted: a long game is held
    // once.
    let mut noted = Noted::default();
    let (contents, session) = journal
        .read_each(|entry| noted.note(&entry))
        .map_err(|e| broken(Refusal::Journal(e)))?;
    let mut notices = Vec::new();
    let left_out = left_out_sentence(locale, path, &contents.left_out, contents.left_out_count);
    if let Some(left_out) = left_out {
        let args = [
            ("left", left_out.into()),
            ("count", contents.left_out_count.into()),
        ];
        let question = sentence(locale, msg::SESSION_RESUME_DAMAGED, &args);
        let question = ResumeQuestion::leave_out(Locale::new(locale.lang()), question);
        if ask(question, output, read_answer) != ResumeAnswer::Yes {
            return Err(Refusal::DamagedKept(path.to_owned()));
        }
    }
    notices.extend(salvaged_sentence(
        locale,
        path,
        &contents.salvaged,
        contents.salvaged_count,
    ));
    if let Some(torn) = &contents.torn {
        notices.push(match &torn.san {
            Some(san) => sentence(
                locale,
                msg::SESSION_RESUME_TORN_MOVE,
                &[("san", san.clone().into())],
            ),
            None => torn_sentence(locale, torn),
        });
    }
    let last_ms = noted.last_ms();
    let app = App::resume_game(session, noted, Box::new(SystemTime))
        .map_err(|e| broken(Refusal::Setup(e)))?;
    let app = match chosen_lang {
        Some(lang) => app.in_language(lang),
        None => app,
    };
    if let Some(backup) = journal
        .repair(&contents)
        .map_err(|e| broken(Refusal::Journal(e)))?
    {
        notices.push(sentence(
            locale,
            msg::SESSION_RESUME_BACKUP,
            &[("backup", backup.display().to_string().into())],
        ));
    }
    if app.setup().tournament.is_some() {
        // Tournament mode: the first new entry says how long the file lay untouched.
        notices.extend(tournament::start::log_resumed(
            &mut journal,
            last_ms,
            data_dir,
            locale,
        ));
    }
    Ok((app, journal, path.to_owned(), notices))
}

/// Asks `question` through `output` (printed and spoken), reading lines as it needs
/// them: its answer.
fn ask(
    question: ResumeQuestion,
    output: &mut dyn Output,
    read_answer: &mut dyn FnMut() -> Option<String>,
) -> ResumeAnswer {
    asked(question, output, read_answer).answer()
}

/// Asks `question` as [`ask`] does: the question answered.
fn asked(
    question: ResumeQuestion,
    output: &mut dyn Output,
    read_answer: &mut dyn FnMut() -> Option<String>,
) -> ResumeQuestion {
    let mut asking = Runtime::without_journal(question, output);
    plain::ask(&mut asking, read_answer);
    asking.into_app()
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

/// The newest game of `rules` in the data folder that has moves, no result and was not
/// set aside; none when `--save` names the file of this game.
/// The UI language a game's journal was begun in.
fn lang_of(entries: &[Entry]) -> Option<Lang> {
    entries.iter().find_map(|e| match &e.event {
        Event::Start { settings, .. } => Some(Setup::from_json(settings).announce.lang),
        _ => None,
    })
}

fn unfinished_game(
    data_dir: &Path,
    args: &PlayArgs,
    rules: Rules,
) -> Option<(PathBuf, GameRecord)> {
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
        if journal::in_use(&path) || !may_be_open(&journal::glance(&path)?, rules) {
            return None;
        }
        let mut set_aside = false;
        let (_, session) =
            journal::read_each(&path, |entry| set_aside = entry.event.sets_aside()).ok()?;
        let record = session.into_record();
        let open = !record.is_finished() && !record.moves.is_empty() && !set_aside;
        (open && record.rules == rules).then_some((path, record))
    })
}

/// Whether a game file's first line and end, all the scan of the data folder reads of
/// it, leave it possible that it holds an unfinished game of `rules` (only such a file is
/// read whole, to be sure).
fn may_be_open(glance: &journal::Glance, rules: Rules) -> bool {
    let same_rules = matches!(&glance.start.event, Event::Start { rules: r, .. } if *r == rules);
    let set_aside = glance.last.last().is_some_and(Event::sets_aside);
    let ended = glance.last.iter().rev().find_map(|event| match event {
        Event::End { result, .. } => Some(*result != GameResult::Ongoing),
        Event::Undo { .. } | Event::ResultWithdrawn => Some(false),
        _ => None,
    });
    let moves = !glance.whole || glance.last.iter().any(|e| matches!(e, Event::Move(_)));
    same_rules && !set_aside && ended != Some(true) && moves
}

/// Marks the game in `path` as set aside, so that it is not offered again.
fn set_aside(path: &Path) -> Result<journal::Written, JournalError> {
    Journal::open_append(path)?.append(&Entry {
        unix_ms: SystemTime.now_ms(),
        event: Event::SetAside,
    })
}
