//! The command backend: argument and standard-input modes, failures, interruption.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::time::{Duration, Instant};

use hektor::i18n::{Lang, Locale};
use hektor::speech::command::CommandSpeaker;
use hektor::speech::{Segment, Speaker, SpeechError, say_and_wait};

const BOUND: Duration = Duration::from_secs(10);

fn sh(script: &str) -> CommandSpeaker {
    CommandSpeaker::new(vec![
        "sh".to_owned(),
        "-c".to_owned(),
        script.to_owned(),
        "sh".to_owned(),
        "{text}".to_owned(),
    ])
    .unwrap()
}

#[test]
fn the_text_replaces_the_placeholder_argument() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("said");
    let mut speaker = sh(&format!("printf '%s' \"$1\" > {}", out.display()));
    say_and_wait(&mut speaker, "Springer Felix drei", BOUND).unwrap();
    assert_eq!(std::fs::read_to_string(out).unwrap(), "Springer Felix drei");
}

#[test]
fn without_a_placeholder_the_text_goes_to_standard_input() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("said");
    let mut speaker = CommandSpeaker::new(vec![
        "sh".to_owned(),
        "-c".to_owned(),
        format!("cat > {}", out.display()),
    ])
    .unwrap();
    say_and_wait(&mut speaker, "Eva\0vier", BOUND).unwrap();
    assert_eq!(std::fs::read_to_string(out).unwrap(), "Eva vier");
}

#[test]
fn a_failing_program_is_reported_with_its_message() {
    let mut speaker = sh("echo 'no voice de' >&2; exit 3");
    let error = say_and_wait(&mut speaker, "Eva vier", BOUND).unwrap_err();
    assert!(
        matches!(&error, SpeechError::CommandFailed { said: Some(said), .. } if said == "no voice de"),
        "{error}"
    );
    assert!(error.to_string().contains("failed"), "{error}");
    // The program's own words stay a quoted tail of a sentence in the UI language.
    let russian = error.phrase(&Locale::new(Lang::Ru));
    assert!(
        russian.starts_with("команда речи sh завершилась с ошибкой и написала: «no voice de»"),
        "{russian}"
    );
}

#[test]
fn a_missing_program_is_an_error_not_a_crash() {
    let mut speaker = CommandSpeaker::new(vec!["/nonexistent/speak".to_owned()]).unwrap();
    let error = say_and_wait(&mut speaker, "Eva vier", BOUND).unwrap_err();
    assert_eq!(
        error,
        SpeechError::CannotStart {
            program: "/nonexistent/speak".to_owned()
        }
    );
    assert_eq!(
        error.phrase(&Locale::new(Lang::Pl)),
        "nie można uruchomić polecenia mowy /nonexistent/speak"
    );
    assert!(CommandSpeaker::new(Vec::new()).is_err());
}

#[test]
fn stop_kills_the_speaking_process() {
    let mut speaker = sh("sleep 600");
    speaker
        .start(&[Segment {
            lang: None,
            text: "lange Aufzählung".to_owned(),
        }])
        .unwrap();
    assert!(!speaker.wait(Duration::from_millis(50)).unwrap());
    let begun = Instant::now();
    speaker.stop();
    assert!(
        speaker.wait(Duration::ZERO).unwrap(),
        "nothing runs after stop"
    );
    assert!(begun.elapsed() < BOUND);
}

#[test]
fn detection_finds_a_known_program_on_the_given_path_only() {
    let dir = tempfile::tempdir().unwrap();
    let settings = hektor::speech::VoiceSettings::default();
    assert!(CommandSpeaker::from_settings(&settings, Some(dir.path().as_os_str())).is_err());
    let fake = dir.path().join("espeak-ng");
    std::fs::write(&fake, "#!/bin/sh\nexit 0\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    let speaker = CommandSpeaker::from_settings(&settings, Some(dir.path().as_os_str())).unwrap();
    assert_eq!(speaker.name(), "command");
    assert_eq!(speaker.voice(), "espeak-ng en");
}

/// A stand-in synthesiser `name` in `dir`/bin: each run appends its arguments as one line
/// to `dir`/runs.log and takes 0.3 s, as a real synthesiser takes its time.
fn synthesiser(dir: &Path, name: &str) -> (PathBuf, PathBuf) {
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let log = dir.join("runs.log");
    let script = format!(
        "#!/bin/sh\nprintf '%s\\n' \"$*\" >> {}\nsleep 0.3\n",
        log.display()
    );
    write_script(&bin.join(name), &script);
    (bin, log)
}

/// Writes the shell script `text` to `path`, executable.
fn write_script(path: &Path, text: &str) {
    std::fs::write(path, text).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// `hektor --speech command --lang LANG play --plain` with `config` as its config.toml
/// and the stand-in's folder first on PATH.
struct Play {
    child: Child,
    input: ChildStdin,
    log: PathBuf,
}

impl Play {
    fn start(home: &Path, lang: &str, config: &str, bin: &Path, log: &Path) -> Play {
        let path = std::env::var_os("PATH").unwrap_or_default();
        let dirs = std::iter::once(bin.to_owned()).chain(std::env::split_paths(&path));
        let file = home.join("config.toml");
        std::fs::write(&file, format!("earcons = false\n{config}")).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_hektor"))
            .env("HEKTOR_HOME", home)
            .env("PATH", std::env::join_paths(dirs).unwrap())
            .args(["--speech", "command", "--lang", lang, "--config"])
            .arg(&file)
            .args(["play", "--plain"])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let mut play = Play {
            child,
            input,
            log: log.to_owned(),
        };
        play.runs_of(None);
        play
    }

    fn logged(&self) -> Vec<String> {
        std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect()
    }

    /// The runs of the answer to `line` (`None`: the greeting): types it, waits for the
    /// first run, then until no run has started for a second.
    fn runs_of(&mut self, line: Option<&str>) -> Vec<String> {
        let before = self.logged().len();
        if let Some(line) = line {
            writeln!(self.input, "{line}").unwrap();
            self.input.flush().unwrap();
        }
        let deadline = Instant::now() + Duration::from_secs(60);
        let (mut seen, mut quiet_since) = (before, Instant::now());
        loop {
            std::thread::sleep(Duration::from_millis(50));
            let now = self.logged().len();
            assert!(
                Instant::now() < deadline,
                "no end to the answer to {line:?}"
            );
            if now != seen {
                (seen, quiet_since) = (now, Instant::now());
            } else if now > before && quiet_since.elapsed() > Duration::from_secs(1) {
                return self.logged().split_off(before);
            }
        }
    }
}

impl Drop for Play {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The runs of a read-back ("Black: Eva fünf, correct?") and of `pieces` in `lang`, said
/// by the stand-in `name` with `config` (where `SYNTH` is the stand-in's path).
fn read_back_and_pieces(lang: &str, config: &str, name: &str) -> (Vec<String>, Vec<String>) {
    let home = tempfile::tempdir().unwrap();
    let (bin, log) = synthesiser(home.path(), name);
    let config = config.replace("SYNTH", &bin.join(name).display().to_string());
    let mut play = Play::start(home.path(), lang, &config, &bin, &log);
    for line in ["Nf3", "y"] {
        play.runs_of(Some(line));
    }
    let read_back = play.runs_of(Some("e5"));
    play.runs_of(Some("y"));
    (read_back, play.runs_of(Some("pieces")))
}

/// A `speech_command` without `{voice}` cannot switch voice: each utterance is one run of
/// it, its languages joined in one line ("Black: Eva fünf, correct?", not three runs; the
/// two lines of `pieces`, not 26 runs).
#[test]
fn a_command_without_a_voice_runs_once_per_utterance() {
    let (read_back, pieces) =
        read_back_and_pieces("en", "speech_command = [\"SYNTH\", \"{text}\"]\n", "synth");
    assert_eq!(read_back, ["Black: Eva fünf, correct?"]);
    assert_eq!(pieces.len(), 2, "{pieces:#?}");
    assert!(pieces[0].starts_with("White: king Eva eins; queen David eins;"));
}

/// The detected espeak-ng switches voice (`-v {voice}`): adjacent segments of one voice
/// are one run. In German the sentence and the FIDE words share the voice: one run per
/// utterance. In Ukrainian the FIDE words between the sentence's words keep their voice.
#[test]
fn espeak_ng_runs_once_per_stretch_of_one_voice() {
    let (read_back, pieces) = read_back_and_pieces("de", "", "espeak-ng");
    let options = "-s 175 -p 50 -a 100";
    assert_eq!(
        read_back,
        [format!("-v de {options} Schwarz: Eva fünf, richtig?")]
    );
    assert_eq!(pieces.len(), 2, "{pieces:#?}");
    let (read_back, _) = read_back_and_pieces("uk", "", "espeak-ng");
    let voices: Vec<&str> = read_back.iter().map(|run| &run[..5]).collect();
    assert_eq!(voices, ["-v uk", "-v de", "-v uk"], "{read_back:#?}");
}

/// A speech command that never ends, as a script that runs another program does: it
/// writes its process id and its `sleep`'s to a file, one a line, and waits for the
/// sleep. Whatever of it still runs is killed when the value is dropped (a test that
/// fails leaves nothing behind).
struct Hanging {
    /// The config.toml that names it.
    config: PathBuf,
    /// The file of process ids.
    pids: PathBuf,
}

impl Drop for Hanging {
    fn drop(&mut self) {
        for pid in std::fs::read_to_string(&self.pids)
            .unwrap_or_default()
            .lines()
        {
            let _ = Command::new("kill").args(["-KILL", pid]).status();
        }
    }
}

/// [`Hanging`] in `dir`, its program named `name`.
fn hanging_command(dir: &Path, name: &str) -> Hanging {
    let pids = dir.join("pids");
    let script = dir.join(name);
    let text = format!(
        "#!/bin/sh\necho $$ >> {pids}\nsleep 100000 &\necho $! >> {pids}\nwait\n",
        pids = pids.display()
    );
    write_script(&script, &text);
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "earcons = false\nspeech_command = [\"{}\", \"{{text}}\"]\n",
            script.display()
        ),
    )
    .unwrap();
    Hanging { config, pids }
}

/// hektor with `args`, its output lines read as they come; killed when dropped.
struct Hektor {
    child: Child,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Hektor {
    fn start(home: &Path, config: &Path, args: &[&str]) -> Hektor {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hektor"))
            .env("HEKTOR_HOME", home)
            .args(["--lang", "en", "--speech", "command", "--config"])
            .arg(config)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let (tx, lines) = std::sync::mpsc::channel();
        let stdout = std::io::BufReader::new(child.stdout.take().unwrap());
        std::thread::spawn(move || {
            use std::io::BufRead;
            for line in stdout.lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        Hektor { child, lines }
    }

    /// The lines printed until one that `last` accepts (that one too); fails after `bound`.
    fn lines_until(&self, bound: Duration, last: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + bound;
        let mut lines = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = last(&line);
                    lines.push(line);
                    if done {
                        return lines;
                    }
                }
                Err(_) => panic!("not seen within {bound:?}; printed: {lines:#?}"),
            }
        }
    }

    /// Waits at most `bound` for hektor to exit; its exit code and the lines printed
    /// since the last look.
    fn end(&mut self, bound: Duration) -> (Option<i32>, Vec<String>) {
        let deadline = Instant::now() + bound;
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(
                Instant::now() < deadline,
                "hektor still runs after {bound:?}"
            );
            std::thread::sleep(Duration::from_millis(50));
        };
        // The reader ends with standard output.
        let lines = self.lines.iter().collect();
        (status.code(), lines)
    }
}

impl Drop for Hektor {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The process ids in `pids` once it holds `count` (within 10 seconds).
fn pids_written(pids: &Path, count: usize) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let written: Vec<String> = std::fs::read_to_string(pids)
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect();
        if written.len() >= count {
            return written;
        }
        assert!(
            Instant::now() < deadline,
            "the speech command did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Fails unless every process of `pids` is gone (or dead, waiting to be collected by
/// init) within 2 seconds: nothing hektor started outlives it.
fn assert_ended(pids: &[String]) {
    let runs = |pid: &String| {
        std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
            stat.rsplit_once(") ")
                .is_some_and(|(_, rest)| !rest.starts_with('Z'))
        })
    };
    let deadline = Instant::now() + Duration::from_secs(2);
    while pids.iter().any(runs) {
        let left: Vec<&String> = pids.iter().filter(|pid| runs(pid)).collect();
        assert!(
            Instant::now() < deadline,
            "still running after hektor exited: {left:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A speech command that hangs (issue 36): the utterance is stopped at its deadline and
/// the session says so while it runs, once, however many utterances hang after it; when
/// hektor exits, neither the command nor the program it started still runs.
#[test]
fn a_hanging_speech_command_is_reported_once_and_ended_with_the_session() {
    let home = tempfile::tempdir().unwrap();
    let hanging = hanging_command(home.path(), "hang");
    let mut hektor = Hektor::start(home.path(), &hanging.config, &["play", "--plain"]);
    let stuck = "Speech: the command backend did not finish";
    // The first utterance, the choice of speech, is stopped 3 s + 150 ms per character
    // after it began, and that is said at once, without waiting for a line typed.
    let printed = hektor.lines_until(Duration::from_secs(30), |line| line.starts_with(stuck));
    assert!(
        printed[0].starts_with("Speech output: command"),
        "{printed:#?}"
    );
    assert!(
        printed
            .last()
            .unwrap()
            .contains("stopped without another word"),
        "{printed:#?}"
    );
    let started = pids_written(&hanging.pids, 4);
    drop(hektor.child.stdin.take());
    let (code, rest) = hektor.end(Duration::from_secs(30));
    assert_eq!(code, Some(0), "{rest:#?}");
    assert!(
        !rest.iter().any(|line| line.starts_with(stuck)),
        "{rest:#?}"
    );
    assert_ended(&started);
}

/// SIGTERM while a speech command speaks, in a session and in `say --speak` (which ends
/// at once): the command and what it started end with hektor.
#[test]
fn a_signal_ends_the_speech_commands_hektor_started() {
    for args in [&["say", "--speak", "e4"][..], &["play", "--plain"]] {
        let home = tempfile::tempdir().unwrap();
        let hanging = hanging_command(home.path(), "hang");
        let mut hektor = Hektor::start(home.path(), &hanging.config, args);
        let started = pids_written(&hanging.pids, 2);
        let signalled = Command::new("kill")
            .args(["-TERM", &hektor.child.id().to_string()])
            .status()
            .unwrap();
        assert!(signalled.success());
        let (code, _) = hektor.end(Duration::from_secs(20));
        assert_eq!(code, Some(143), "{args:?}");
        assert_ended(&started);
    }
}

/// `hektor voices` when the speech program never lists its voices: a sentence saying so
/// after a bound, not a hang, and the program ended.
#[test]
fn voices_of_a_program_that_never_answers_are_a_sentence_not_a_hang() {
    let home = tempfile::tempdir().unwrap();
    let hanging = hanging_command(home.path(), "espeak-ng");
    let mut hektor = Hektor::start(home.path(), &hanging.config, &["voices"]);
    let (code, _) = hektor.end(Duration::from_secs(30));
    let mut said = String::new();
    std::io::Read::read_to_string(&mut hektor.child.stderr.take().unwrap(), &mut said).unwrap();
    assert_eq!(code, Some(1), "{said}");
    assert!(
        said.contains("the speech engine did not answer within 5 seconds"),
        "{said}"
    );
    assert_ended(&pids_written(&hanging.pids, 2));
}
