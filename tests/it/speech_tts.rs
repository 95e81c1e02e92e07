//! The real `tts` backend: speech-dispatcher with espeak-ng, headless into the ALSA null
//! device (scripts/speech-env.sh makes the configuration). `make test` installs
//! speech-dispatcher; a machine without it fails here unless HEKTOR_SKIP_REAL_SPEECH=1.
#![cfg(feature = "speech-tts")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::PathBuf;
use std::process::{Command, Output};

use hektor::i18n::{Lang, Locale};
use hektor::speech::command::find_on_path;
use hektor::speech::diagnose::{Machine, Problem, diagnose};

/// Whether the test may run; panics with instructions when speech-dispatcher is missing.
fn speech_dispatcher_present() -> bool {
    let path = std::env::var_os("PATH");
    // What the machine lacks, in the sentence hektor itself says (not the engine's
    // opaque "failed to initialize").
    let problem = match diagnose(&Machine::current()) {
        Some(problem @ (Problem::NotInstalled | Problem::NoOutputModule { .. })) => {
            Some(problem.sentence(&Locale::new(Lang::En)))
        }
        _ if find_on_path("espeak-ng", path.as_deref()).is_none() => {
            Some("espeak-ng is not installed".to_owned())
        }
        _ => None,
    };
    let Some(problem) = problem else {
        return true;
    };
    if std::env::var("HEKTOR_SKIP_REAL_SPEECH").as_deref() == Ok("1") {
        eprintln!("skipped: {problem}, and HEKTOR_SKIP_REAL_SPEECH=1");
        return false;
    }
    panic!(
        "{problem}. speech-dispatcher, its espeak-ng output module and espeak-ng must be \
         installed for this test: run `make test` (it installs them) or \
         `scripts/install-deps.sh test`; set HEKTOR_SKIP_REAL_SPEECH=1 to skip it deliberately"
    );
}

/// The variables of scripts/speech-env.sh: inherited when the caller sourced it (the
/// Makefile does), otherwise from a fresh run of the script, whose folder is removed
/// when the returned guard is dropped.
struct SpeechEnv {
    vars: Vec<(String, String)>,
    created: Option<PathBuf>,
}

impl Drop for SpeechEnv {
    fn drop(&mut self) {
        if let Some(dir) = &self.created {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

fn speech_env() -> SpeechEnv {
    if std::env::var_os("HEKTOR_SPEECH_ENV").is_some() {
        return inherited_speech_env();
    }
    fresh_speech_env()
}

const NAMES: [&str; 4] = [
    "XDG_CONFIG_HOME",
    "XDG_RUNTIME_DIR",
    "ALSA_CONFIG_PATH",
    "HEKTOR_SPEECH_ENV",
];

fn inherited_speech_env() -> SpeechEnv {
    let vars = NAMES
        .iter()
        .map(|n| ((*n).to_owned(), std::env::var(n).unwrap_or_default()))
        .collect();
    SpeechEnv {
        vars,
        created: None,
    }
}

/// A speech-dispatcher configuration of its own (its own daemon), from a fresh run of
/// scripts/speech-env.sh.
fn fresh_speech_env() -> SpeechEnv {
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/speech-env.sh");
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(
            ". \"$1\" && printf '%s\\n' {}",
            NAMES.map(|n| format!("\"${n}\"")).join(" ")
        ))
        .arg("bash")
        .arg(&script)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let vars: Vec<(String, String)> = NAMES
        .iter()
        .map(|n| (*n).to_owned())
        .zip(
            String::from_utf8(out.stdout)
                .unwrap()
                .lines()
                .map(str::to_owned),
        )
        .collect();
    let created = vars.last().map(|(_, dir)| PathBuf::from(dir));
    SpeechEnv { vars, created }
}

fn hektor(args: &[&str]) -> Output {
    let env = speech_env();
    Command::new(env!("CARGO_BIN_EXE_hektor"))
        .args(args)
        .envs(env.vars.clone())
        .env_remove("SPEECHD_ADDRESS")
        .env(
            "HEKTOR_HOME",
            std::env::temp_dir().join("hektor-speech-tts-test"),
        )
        .output()
        .unwrap()
}

#[test]
fn speech_test_delivers_an_utterance_through_speech_dispatcher() {
    if !speech_dispatcher_present() {
        return;
    }
    let out = hektor(&["--speech", "tts", "speech-test"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}{stderr}");
    assert!(stdout.starts_with("backend: tts\nvoice: "), "{stdout}");
    // Exit 0 and this line mean the engine's utterance-end callback fired in time.
    assert!(
        stdout.contains("The sample sentence was delivered."),
        "{stdout}"
    );
}

#[test]
fn auto_chooses_tts_when_it_really_speaks() {
    if !speech_dispatcher_present() {
        return;
    }
    let out = hektor(&["--lang", "de", "speech-test"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("Sprachausgabe: Sprachsynthese"), "{stdout}");
    assert!(!stdout.contains("weil"), "no fallback reasons: {stdout}");
}

#[test]
fn a_voice_by_language_is_found_and_voices_are_listed() {
    if !speech_dispatcher_present() {
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config.toml");
    std::fs::write(&config, "voice = \"de\"\nrate = 20\n").unwrap();
    let config = config.to_str().unwrap();
    let out = hektor(&["--config", config, "--speech", "tts", "speech-test"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("voice: speech-dispatcher de"), "{stdout}");
    let out = hektor(&["--speech", "tts", "voices"]);
    let voices = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(
        voices.lines().any(|l| l == "German (de)"),
        "no German voice"
    );
}

#[test]
fn german_fide_words_and_a_ukrainian_sentence_are_delivered_each_in_its_language() {
    if !speech_dispatcher_present() {
        return;
    }
    // A daemon of its own that logs every command it receives.
    let env = fresh_speech_env();
    let dir = env.created.clone().unwrap();
    let log = dir.join("log");
    std::fs::create_dir_all(&log).unwrap();
    let conf = dir.join("config/speech-dispatcher/speechd.conf");
    let text = std::fs::read_to_string(&conf).unwrap().replace(
        "LogLevel 0",
        &format!("LogLevel 5\nLogDir \"{}\"", log.display()),
    );
    std::fs::write(&conf, text).unwrap();
    let home = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_hektor"))
        .args(["--speech", "tts", "--lang", "uk", "play", "--plain"])
        .envs(env.vars.clone())
        .env_remove("SPEECHD_ADDRESS")
        .env("HEKTOR_HOME", home.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut input = child.stdin.take().unwrap();
        input.write_all("e4\nтак\n".as_bytes()).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.starts_with("Мовлення: синтезатор мовлення"),
        "{stdout}"
    );
    assert!(!stdout.contains("did not finish"), "{stdout}");
    let daemon = std::fs::read_to_string(log.join("speech-dispatcher.log")).unwrap();
    // What the daemon received, in order: each message after its language.
    let received: Vec<&str> = daemon
        .lines()
        .filter_map(|l| l.split_once(":DATA:|").map(|(_, data)| data))
        .filter(|d| d.starts_with("SET SELF LANGUAGE") || *d == "Eva vier" || *d == "Записано.")
        .collect();
    let eva = received
        .iter()
        .position(|d| *d == "Eva vier")
        .expect("Eva vier sent");
    assert_eq!(received[eva - 1], "SET SELF LANGUAGE de", "{received:?}");
    assert_eq!(received[eva + 1], "SET SELF LANGUAGE uk", "{received:?}");
    assert_eq!(received[eva + 2], "Записано.", "{received:?}");
    // Every message queued (reply 225) was spoken to its end (notification 702).
    let speaks = daemon.matches(":REPLY:|225-").count();
    let ends = daemon.matches(":REPLY:|702-").count();
    assert!(
        speaks >= 9 && ends == speaks,
        "{speaks} messages, {ends} ends"
    );
    drop(env);
}

/// A speech-dispatcher configuration of its own whose ALSA device does not exist, logging
/// at Debian's level (the refusal is logged from level 1 on): its daemon accepts speech
/// and never finishes it. The daemon is killed with the guard (by its pid file; SIGKILL,
/// since a daemon without audio can leave SIGTERM unanswered).
struct BrokenAudio(SpeechEnv);

impl BrokenAudio {
    fn new() -> BrokenAudio {
        let env = fresh_speech_env();
        let conf = env.dir().join("config/speech-dispatcher/speechd.conf");
        let text = std::fs::read_to_string(&conf)
            .unwrap()
            .replace(
                "AudioALSADevice \"null\"",
                "AudioALSADevice \"hektor_no_such_device\"",
            )
            .replace("LogLevel 0", "LogLevel 3");
        std::fs::write(&conf, text).unwrap();
        BrokenAudio(env)
    }

    /// A [`BrokenAudio`], a home folder, and in it a config.toml whose speech command
    /// writes what it says to a file: (those, the config file, the file of what was said).
    fn with_speech_command() -> (BrokenAudio, tempfile::TempDir, PathBuf, PathBuf) {
        let home = tempfile::tempdir().unwrap();
        let (config, spoken) = common::terminal::speech_command_config(home.path());
        (BrokenAudio::new(), home, config, spoken)
    }

    /// `hektor ARGS` with `home` as HEKTOR_HOME and this daemon, its output piped; killed
    /// and failed when it has not ended within 30 seconds (a hang is what it catches, not
    /// a time).
    fn hektor(&self, home: &std::path::Path, args: &[&str]) -> Output {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hektor"))
            .args(args)
            .envs(self.0.vars.clone())
            .env_remove("SPEECHD_ADDRESS")
            .env("HEKTOR_HOME", home)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while child.try_wait().unwrap().is_none() {
            if std::time::Instant::now() > deadline {
                child.kill().unwrap();
                let out = child.wait_with_output().unwrap();
                panic!(
                    "hektor {args:?} still waits for speech-dispatcher after 30 seconds; it said: {}",
                    String::from_utf8_lossy(&out.stdout)
                );
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        child.wait_with_output().unwrap()
    }
}

impl SpeechEnv {
    /// The folder of the configuration.
    fn dir(&self) -> PathBuf {
        self.created.clone().unwrap()
    }
}

impl Drop for BrokenAudio {
    fn drop(&mut self) {
        let pid = self
            .0
            .dir()
            .join("runtime/speech-dispatcher/pid/speech-dispatcher.pid");
        if let Ok(pid) = std::fs::read_to_string(pid) {
            let _ = Command::new("kill").args(["-KILL", pid.trim()]).status();
        }
    }
}

/// speech-dispatcher running with an ALSA device that cannot open (issue 27): it accepts
/// speech and never finishes it. `--speech auto` must see the refusal in the daemon's log
/// and fall back to the speech command, saying why.
#[test]
fn auto_falls_back_when_speech_dispatcher_cannot_open_its_sound_device() {
    if !speech_dispatcher_present() {
        return;
    }
    let (broken, home, config, spoken) = BrokenAudio::with_speech_command();
    let config = config.to_str().unwrap();
    let out = broken.hektor(
        home.path(),
        &[
            "--speech", "auto", "--config", config, "say", "--speak", "e4",
        ],
    );
    // The choice of speech is said on standard error (standard output is the move's).
    let report = String::from_utf8_lossy(&out.stderr);
    assert!(
        report.contains(
            "because tts failed: speech-dispatcher runs but cannot open its sound output"
        ),
        "{report}"
    );
    assert!(
        report.contains("Opening audio failed"),
        "the daemon's own words: {report}"
    );
    let heard = std::fs::read_to_string(&spoken).unwrap_or_default();
    assert!(
        heard.lines().any(|line| line == "Eva vier"),
        "heard: {heard:?}"
    );
}

/// Sessions started one after another while speech-dispatcher cannot open its sound
/// device (issue 36: the third one after the daemon started printed nothing and hung,
/// waiting without end for the daemon's answer to its test word): each one greets, says
/// why speech fell back, and ends.
#[test]
fn sessions_one_after_another_start_while_speech_dispatcher_cannot_open_its_sound_device() {
    if !speech_dispatcher_present() {
        return;
    }
    let (broken, home, config, _) = BrokenAudio::with_speech_command();
    let config = config.to_str().unwrap();
    let sessions = [
        ("en", "Speech output: command", "because tts failed"),
        ("uk", "Мовлення: програма мовлення", "бо tts не працює"),
        ("de", "Sprachausgabe: Sprachprogramm", "weil tts ging nicht"),
        ("en", "Speech output: command", "because tts failed"),
    ];
    for (number, (lang, backend, because)) in sessions.into_iter().enumerate() {
        let args = ["--lang", lang, "--config", config, "play", "--plain"];
        let out = broken.hektor(&home.path().join(lang), &args);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let lines: Vec<&str> = stdout.lines().collect();
        let session = number + 1;
        assert!(out.status.success(), "session {session}: {stdout}");
        assert!(
            lines[0].starts_with(backend) && lines[0].contains(because),
            "session {session}: {stdout}"
        );
        // The greeting follows: the new game and the side to move.
        assert!(lines.len() > 3, "session {session}: {stdout}");
    }
}
