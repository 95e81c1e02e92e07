//! Carrying out the effects of a session (a game or a replay, [`SessionEngine`]): speech
//! and sound through an [`Output`], the journal on disk, export, the places remembered in
//! replayed files. This is the one place where a session touches the world, so a front
//! end only feeds commands in and picks an output.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::app::{App, Command, Effect, Got, Read, SessionEngine, Target};
use crate::files::replace::{self, Existing};
use crate::games::GameRecord;
use crate::games::journal::{Entry, Event, Journal, Written};
use crate::i18n::Locale;
use crate::i18n::errors::io_sentence;
use crate::msg;
use crate::replay::places::{Place, Places};
use crate::scoresheet::Format;
use crate::sound::Earcon;
use crate::speech::{Priority, Utterance};
use crate::voice::Voice;

/// Where utterances and sounds go.
pub trait Output {
    /// Speaks (or prints) one utterance.
    fn say(&mut self, utterance: &Utterance);
    /// Plays one earcon.
    fn sound(&mut self, earcon: Earcon);
    /// Shows the speech engine's problems noticed since the last utterance (a speech
    /// program stopped at its deadline) as the output shows an utterance's; asked at every
    /// clock tick, so that one is shown when it happens, not with the next answer only.
    /// Nothing by default.
    fn notices(&mut self) {}
}

/// An output lent to a session for a while (the questions asked before a game session
/// starts speak through the output the session then takes).
impl<T: Output + ?Sized> Output for &mut T {
    fn say(&mut self, utterance: &Utterance) {
        (**self).say(utterance);
    }

    fn sound(&mut self, earcon: Earcon) {
        (**self).sound(earcon);
    }

    fn notices(&mut self) {
        (**self).notices();
    }
}

/// Plain-mode output: each utterance is one line, flushed at once, and also spoken and
/// sounded through the [`Voice`] (silent unless one is given).
#[derive(Debug)]
pub struct TextOutput<W: Write> {
    writer: W,
    voice: Voice,
}

impl<W: Write> TextOutput<W> {
    /// Text output to `writer`, without speech or sound.
    pub fn new(writer: W) -> TextOutput<W> {
        TextOutput::with_voice(writer, Voice::silent())
    }

    /// Text output to `writer` that also speaks and sounds through `voice`.
    pub fn with_voice(writer: W, voice: Voice) -> TextOutput<W> {
        TextOutput { writer, voice }
    }

    /// The speech and sound of this output.
    pub fn voice(&self) -> &Voice {
        &self.voice
    }

    /// Hands the speech and sound on (to the output of the session that follows).
    pub fn into_voice(self) -> Voice {
        self.voice
    }

    fn line(&mut self, text: &str) {
        // A line must stay one line: newlines inside an utterance become spaces.
        let line = text.replace(['\n', '\r'], " ");
        let _ = writeln!(self.writer, "{line}").and_then(|()| self.writer.flush());
    }
}

impl<W: Write> Output for TextOutput<W> {
    fn say(&mut self, utterance: &Utterance) {
        for line in self.voice.utter(utterance) {
            self.line(&line);
        }
    }

    fn sound(&mut self, earcon: Earcon) {
        self.voice.sound(earcon);
    }

    fn notices(&mut self) {
        for line in self.voice.take_notices() {
            self.line(&line);
        }
    }
}

/// A session with its journal (a game's; none in a replay) and output.
pub struct Runtime<O: Output, E: SessionEngine = App> {
    app: E,
    journal: Option<Journal>,
    path: PathBuf,
    output: O,
    finished: bool,
    /// The user was told that quitting loses entries the disk did not take.
    warned_unsaved: bool,
    /// The user was told that the replay place could not be kept (said once: the place
    /// is kept at every step).
    place_unsaved_said: bool,
    /// Reads are left for [`Runtime::poll`] (a front end that keeps taking keys while
    /// a read waits) instead of being carried out before `handle` returns.
    deferring: bool,
    /// The read asked for and not yet carried out.
    pending: Option<Read>,
    /// A check made at the clock's ticks (tournament mode's network check).
    probe: Option<Probe>,
}

/// A check of the world outside the session that the runtime makes at each clock tick
/// (the check itself decides how often it looks): what it finds goes to the session as
/// a command, as tournament mode's network check hands over `Command::Network`.
pub type Probe = Box<dyn FnMut() -> Option<Command>>;

impl<O: Output> Runtime<O> {
    /// A runtime for `app`, writing the journal `journal` (at `path`).
    pub fn new(mut app: App, journal: Option<Journal>, path: PathBuf, output: O) -> Runtime<O> {
        app.set_game_file(path.clone());
        if let Some(code) = journal.as_ref().and_then(Journal::code) {
            app.receive(Got::Log {
                code: Some(code),
                unwritten: 0,
            });
        }
        Runtime {
            app,
            journal,
            path,
            output,
            finished: false,
            warned_unsaved: false,
            place_unsaved_said: false,
            deferring: false,
            pending: None,
            probe: None,
        }
    }
}

impl<O: Output, E: SessionEngine> Runtime<O, E> {
    /// A runtime for a session that keeps no journal (a replay).
    pub fn without_journal(engine: E, output: O) -> Runtime<O, E> {
        Runtime {
            app: engine,
            journal: None,
            path: PathBuf::new(),
            output,
            finished: false,
            warned_unsaved: false,
            place_unsaved_said: false,
            deferring: false,
            pending: None,
            probe: None,
        }
    }

    /// The session's state.
    pub fn app(&self) -> &E {
        &self.app
    }

    /// The session's state, the runtime done with (a question before a game, answered).
    pub fn into_app(self) -> E {
        self.app
    }

    /// The output (the TUI reads its log from it).
    pub fn output(&self) -> &O {
        &self.output
    }

    /// Hands the output on (its voice to whatever follows the session).
    pub fn into_output(self) -> O {
        self.output
    }

    /// The journal file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the session has ended.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Greets the user.
    pub fn greet(&mut self) {
        let effects = self.app.greeting();
        self.perform(effects);
        self.settle();
    }

    /// Runs `command` and carries out its effects. A read still waiting is dropped: the
    /// user has moved on (a deferring front end only; the clock's tick moves nothing on).
    pub fn handle(&mut self, command: Command) {
        if command == Command::Tick {
            self.output.notices();
        } else {
            self.pending = None;
        }
        let tick = command == Command::Tick;
        let effects = self.app.update(command);
        self.perform(effects);
        if tick && let Some(found) = self.probe.as_mut().and_then(|probe| probe()) {
            let effects = self.app.update(found);
            self.perform(effects);
        }
        self.settle();
    }

    /// Makes `probe` at every clock tick from now on, handing what it finds to the
    /// session.
    pub fn probe_with(&mut self, probe: Probe) {
        self.probe = Some(probe);
    }

    /// Carries out the reads asked for, one after another, unless they are deferred.
    fn settle(&mut self) {
        while !self.deferring && self.pending.is_some() {
            self.poll();
        }
    }

    /// From now on, reads wait for [`Runtime::poll`] instead of being carried out before
    /// `handle` returns, so that the front end goes on taking keys while one waits (the
    /// full screen).
    pub fn defer_reads(&mut self) {
        self.deferring = true;
    }

    /// Ends the session as `quit` does (the clock's reading journalled, the place
    /// remembered), without asking first about entries the disk did not take: a signal
    /// asks the process to end.
    pub fn end(&mut self) {
        self.handle(Command::EndOfInput);
        self.finished = true;
    }

    /// Whether a read waits for [`Runtime::poll`].
    pub fn is_waiting(&self) -> bool {
        self.pending.is_some()
    }

    /// Carries out the read that waits, if any (each read waits a bounded time), and its
    /// effects; a read these ask for waits for the next poll.
    pub fn poll(&mut self) {
        if let Some(read) = self.pending.take() {
            let effects = self.app.receive(carry_out(read));
            self.perform(effects);
        }
    }

    /// Says a sentence that does not come from the application (file messages).
    pub fn say(&mut self, utterance: &Utterance) {
        self.output.say(utterance);
    }

    /// Carries out `effects` in order. A move the game file cannot take (a full disk) is
    /// never said to be "Recorded.": that word becomes the sentence that the move is kept
    /// in memory only, not yet saved (said after the answer it belongs to when the
    /// answer has no such word). Nor is a game said to be saved while entries wait for
    /// its file (`SAVED_CLAIMS`).
    pub fn perform(&mut self, effects: Vec<Effect>) {
        let mut in_memory = false;
        let recorded = self.app.locale().text(msg::SESSION_RECORDED);
        for effect in effects {
            match effect {
                Effect::Say(utterance) if in_memory && utterance.text() == recorded => {
                    in_memory = false;
                    let in_memory = self.in_memory_sentence();
                    self.output.say(&Utterance {
                        segments: in_memory.segments,
                        ..utterance
                    });
                }
                Effect::Say(utterance) => {
                    let said = self
                        .unsaved_instead(&utterance)
                        .unwrap_or_else(|| utterance.capped(self.app.locale()));
                    self.output.say(&said);
                }
                Effect::Sound(earcon) => self.output.sound(earcon),
                Effect::Journal(entry) => {
                    in_memory |= self.write(&entry);
                    self.hand_code();
                }
                Effect::Export {
                    format,
                    path,
                    overwrite,
                } => {
                    if let Some(record) = self.app.record() {
                        let locale = self.app.locale();
                        let journal = (self.path.as_path(), self.unwritten_now());
                        let sentence = export(record, locale, format, &path, overwrite, journal);
                        self.output.say(&sentence);
                    }
                }
                Effect::Read(read) => self.pending = Some(read),
                Effect::RememberPlace {
                    data_dir,
                    file,
                    place,
                } => self.remember(&data_dir, &file, place),
                Effect::Quit => self.quit(),
            }
        }
        if in_memory {
            let sentence = self.in_memory_sentence().continuing();
            self.output.say(&sentence);
        }
    }

    /// Hands the session the short code of the game file's last line and the entries
    /// that wait for it (after a write).
    fn hand_code(&mut self) {
        if let Some(journal) = &self.journal {
            let got = Got::Log {
                code: journal.code(),
                unwritten: journal.unwritten(),
            };
            let effects = self.app.receive(got);
            self.perform(effects);
        }
    }

    /// That the move just made is kept in memory only, with the entries that wait.
    fn in_memory_sentence(&self) -> Utterance {
        let sentence = crate::i18n::sentence(
            self.app.locale(),
            msg::SESSION_MOVE_IN_MEMORY,
            &[("count", self.unwritten_now().into())],
        );
        Utterance::new(sentence, Priority::Move)
    }

    /// What is said instead of `utterance` when it says that the game is saved while
    /// entries still wait for the game file: how many wait, and what to do.
    fn unsaved_instead(&self, utterance: &Utterance) -> Option<Utterance> {
        let waiting = self.unwritten_now();
        if waiting == 0 {
            return None;
        }
        let locale = self.app.locale();
        let text = utterance.text();
        let (_, instead) = SAVED_CLAIMS
            .iter()
            .find(|(claim, _)| locale.text(claim) == text)?;
        let sentence = crate::i18n::sentence(
            locale,
            instead,
            &[
                ("count", waiting.into()),
                ("path", self.path.display().to_string().into()),
            ],
        );
        Some(Utterance {
            segments: Utterance::new(sentence, utterance.priority).segments,
            ..utterance.clone()
        })
    }

    /// Entries waiting to be written, without trying again.
    fn unwritten_now(&self) -> usize {
        self.journal.as_ref().map_or(0, Journal::unwritten)
    }

    /// Entries that could not be written to the game file (a full disk), after one more
    /// try; 0 when everything is saved.
    pub fn unwritten(&mut self) -> usize {
        self.journal.as_mut().map_or(0, |journal| {
            let _ = journal.flush();
            journal.unwritten()
        })
    }

    /// Ends the session, unless entries could not be written: then the first quit says so
    /// (the user can free space or export elsewhere), and the next one ends.
    fn quit(&mut self) {
        let unwritten = self.unwritten();
        if unwritten == 0 || self.warned_unsaved {
            self.finished = true;
            return;
        }
        self.warned_unsaved = true;
        let sentence = crate::i18n::sentence(
            self.app.locale(),
            msg::SESSION_QUIT_UNSAVED,
            &[
                ("count", unwritten.into()),
                ("path", self.path.display().to_string().into()),
            ],
        );
        self.output.say(&Utterance::new(sentence, Priority::Error));
    }

    /// Remembers `place` in `file` for its next replay (the places of other files, which
    /// another session may have written meanwhile, are read again and kept); a failure is
    /// said once in a session (not at every step), the session goes on.
    fn remember(&mut self, data_dir: &Path, file: &Path, place: Place) {
        let mut places = Places::load(data_dir);
        if let Err(error) = places.remember(file, place)
            && !std::mem::replace(&mut self.place_unsaved_said, true)
        {
            let reason = io_sentence(self.app.locale(), places.file(), &error);
            let sentence = crate::i18n::sentence(
                self.app.locale(),
                msg::REPLAY_PLACE_NOT_SAVED,
                &[("reason", reason.into())],
            );
            self.output.say(&Utterance::new(sentence, Priority::Error));
        }
    }

    /// Appends `entry` to the game file, saying when the file fails (once per failure,
    /// not for every tick of the clock after it) and when it catches up; true when
    /// `entry` is a move kept in memory only.
    fn write(&mut self, entry: &Entry) -> bool {
        let Some(journal) = &mut self.journal else {
            return false;
        };
        let failed_before = journal.unwritten() > 0;
        let locale = self.app.locale();
        let (sentence, priority) = match journal.append(entry) {
            Ok(Written::Saved) => return false,
            Ok(Written::CaughtUp(count)) => (
                crate::i18n::sentence(
                    locale,
                    msg::SESSION_JOURNAL_CAUGHT_UP,
                    &[("count", count.into())],
                ),
                Priority::Move,
            ),
            Err(_) if failed_before => return matches!(entry.event, Event::Move(_)),
            Err(error) => {
                let error = crate::game_errors::journal_sentence(locale, &error);
                let sentence = crate::i18n::sentence(
                    locale,
                    msg::SESSION_JOURNAL_FAILED,
                    &[("error", error.into())],
                );
                (sentence, Priority::Error)
            }
        };
        self.output.say(&Utterance::new(sentence, priority));
        priority == Priority::Error && matches!(entry.event, Event::Move(_))
    }
}

/// The sentences that say the game is in its file (the end of a game of each kind), each
/// with the message said instead while entries wait for the file (a full disk): how many
/// (`count`), the file (`path`), and that the game stays open until they are written.
const SAVED_CLAIMS: [(&str, &str); 3] = [
    (msg::SESSION_OFFER_EXPORT, msg::SESSION_OFFER_EXPORT_UNSAVED),
    (
        msg::DRAUGHTS_OFFER_EXPORT,
        msg::DRAUGHTS_OFFER_EXPORT_UNSAVED,
    ),
    (msg::SESSION_OFFER_EXPORT_OTHER, msg::SESSION_OFFER_UNSAVED),
];

/// Reads (or waits for) what a session asked for.
pub fn carry_out(read: Read) -> Got {
    match read {
        Read::Game(library, number) => Got::Game(number, library.load(number)),
        Read::Index(library, limit) => Got::Index(library.wait(limit)),
        Read::Sheet { path, game, rules } => {
            let read = crate::games::sheet::read(&path, game, rules);
            Got::Sheet(path, game, read)
        }
        Read::Export { format, path, own } => {
            let target = target(&path, own.as_deref());
            Got::Export {
                format,
                path,
                target,
            }
        }
    }
}

/// What is at `path`, where an export is asked to go: the game's own file (`own`), a
/// folder, a pipe or a device (refused before anything opens it: testing a pipe for a game
/// would wait for a writer), another hektor game file, a file to replace, or nothing. A
/// link is replaced, not written through.
fn target(path: &Path, own: Option<&Path>) -> Target {
    if own.is_some_and(|own| crate::files::same_file(own, path)) {
        return Target::OwnFile;
    }
    match replace::check(path) {
        Err(error) => Target::Unusable(error),
        Ok(_) if crate::games::journal::holds_game(path) => Target::GameFile,
        Ok(true) => Target::Exists,
        Ok(false) => Target::Free,
    }
}

/// Writes the scoresheet `record` in `format` to `path` as every export is written
/// (`files::replace`: whole or not at all, a link replaced, not written through); the
/// sentence to say. A failure never touches the game nor a file that was at `path`: the
/// game stays in its file (`journal`: its path, and the entries that wait for it; while
/// some do, a failure says so instead of "safe").
fn export(
    record: &GameRecord,
    locale: &Locale,
    format: Option<Format>,
    path: &Path,
    overwrite: bool,
    (journal, waiting): (&Path, usize),
) -> Utterance {
    // Looked at before the question, and again here: the file may have become another
    // session's game (or a pipe) since.
    let refused = match target(path, None) {
        Target::Unusable(error) => Some(io_sentence(locale, path, &error)),
        Target::GameFile => Some(crate::i18n::sentence(
            locale,
            msg::EXPORT_GAME_FILE,
            &[("path", path.display().to_string().into())],
        )),
        Target::OwnFile | Target::Exists | Target::Free => None,
    };
    if let Some(refused) = refused {
        return Utterance::new(refused, crate::speech::Priority::Error);
    }
    let rendered = crate::games::sheet::of_record(record, locale, format, journal);
    let existing = Existing::replaced_if(overwrite);
    let written = rendered.map_err(|e| e.sentence(locale)).and_then(|bytes| {
        replace::write(path, existing, |_| (), |out| out.write_all(&bytes)).map_err(
            |(replace::Failure::Io(e) | replace::Failure::Content(e))| {
                io_sentence(locale, path, &e)
            },
        )
    });
    let path = path.display().to_string();
    match written {
        Ok(()) => Utterance::new(
            crate::i18n::sentence(locale, msg::SESSION_EXPORT_DONE, &[("path", path.into())]),
            crate::speech::Priority::Move,
        ),
        Err(error) => {
            let id = if waiting == 0 {
                msg::SESSION_EXPORT_FAILED
            } else {
                msg::SESSION_EXPORT_FAILED_UNSAVED
            };
            let args = [
                ("path", path.into()),
                ("error", error.into()),
                ("journal", journal.display().to_string().into()),
                ("count", waiting.into()),
            ];
            Utterance::new(
                crate::i18n::sentence(locale, id, &args),
                crate::speech::Priority::Error,
            )
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::game::record::MoveRecord;
    use crate::games::Rules;
    use crate::i18n::Lang;

    /// A saved game of `rules` whose one move does not play.
    fn broken(rules: Rules, san: &str, uci: &str) -> GameRecord {
        let mv = MoveRecord {
            san: san.to_owned(),
            uci: uci.to_owned(),
            unix_ms: 0,
            white_ms: None,
            black_ms: None,
            draw_offer: false,
            written: false,
        };
        GameRecord {
            rules,
            moves: vec![mv].into(),
            ..GameRecord::default()
        }
    }

    /// What `export FORMAT FILE` says in a Russian session for `record`; no file is left.
    fn said_in_russian(record: &GameRecord, format: Format) -> String {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sheet");
        let journal = Path::new("/games/partiya.jsonl");
        let said = export(
            record,
            &Locale::new(Lang::Ru),
            Some(format),
            &path,
            false,
            (journal, 0),
        );
        assert!(!path.exists(), "a failed export wrote {}", path.display());
        assert_eq!(said.priority, Priority::Error);
        said.text()
    }

    #[test]
    fn an_export_that_fails_in_a_session_says_why_in_the_ui_language() {
        let cases = [
            (
                broken(Rules::Chess, "Ke5", "e1e5"),
                "Полуход 1 (e1e5) сохранённой партии недопустим в записанной позиции",
            ),
            (
                broken(Rules::Draughts64, "c3-e5", "c3e5"),
                "/games/partiya.jsonl: партия 1, ход 1: c3-e5 — недопустимый ход",
            ),
        ];
        for (record, why) in cases {
            let said = said_in_russian(&record, Format::Text);
            assert!(said.starts_with("Бланк партии не записан в "), "{said}");
            assert!(said.contains(why), "{said}");
            assert!(
                said.ends_with("Партия сохранена в /games/partiya.jsonl."),
                "{said}"
            );
            assert!(
                !said.contains("cannot") && !said.contains("legal"),
                "English reached the user: {said}"
            );
        }
    }

    #[test]
    fn a_probe_is_made_at_the_ticks_and_what_it_finds_reaches_the_session_and_the_file() {
        use crate::app::setup::{Setup, Tournament};
        use crate::game::clock::ManualTime;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.jsonl");
        let setup = Setup {
            tournament: Some(Tournament::default()),
            ..Setup::default()
        };
        let app = App::new(setup, Box::new(ManualTime::new(0))).unwrap();
        let journal = Journal::create(&path, app.start_event(), 0).unwrap();
        let mut output = TextOutput::new(Vec::new());
        let mut runtime = Runtime::new(app, Some(journal), path.clone(), &mut output);
        let mut looks = 0;
        runtime.probe_with(Box::new(move || {
            looks += 1;
            // Nothing up at the first tick, an interface at the second, no look after.
            let up = match looks {
                1 => Vec::new(),
                2 => vec!["wlan0".to_owned()],
                _ => return None,
            };
            Some(Command::Network(up))
        }));
        runtime.handle(Command::Tick);
        runtime.handle(Command::Line("time".into()));
        runtime.handle(Command::Tick);
        runtime.handle(Command::Tick);
        let file = std::fs::read_to_string(&path).unwrap();
        assert_eq!(file.matches(r#""event":"network""#).count(), 2, "{file}");
        assert!(
            file.contains(r#""event":"network","up":["wlan0"]"#),
            "{file}"
        );
        drop(runtime);
        let said = String::from_utf8(output.writer).unwrap();
        assert!(
            said.contains("A network interface came up: wlan0."),
            "{said}"
        );
    }
}
