//! What a player does with hektor, run the same on every platform: on Linux with the
//! other tests, and on Windows (hektor.exe under wine, `scripts/windows-test.sh`, part of
//! `make test`). Each transcript is an insta snapshot shared by both, so a Windows
//! player hears exactly what a Linux player hears: a whole game in Ukrainian and in
//! German, check, export (PGN, BRF), reconcile, replay, a killed session resumed, and
//! (Windows) every line reaching the screen reader, in order.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Output, Stdio};

use sha2::Digest;

/// Scholar's mate, as a blind player in player mode types it (the FIDE words, a
/// Cyrillic piece letter, a capture without `x`), with a "так" to each read-back.
const UK_GAME: &str = "e4\nтак\ne5\nтак\nСc4\nтак\nKc6\nтак\nФh5\nтак\nKf6\nтак\nФf7\nтак\n";

/// Fool's mate in German, with "ja" to each read-back.
const DE_GAME: &str = "f3\nja\ne5\nja\ng4\nja\nDh4\nja\n";

/// The hektor this test was built with, or the one `HEKTOR_TEST_EXE` names.
fn exe() -> PathBuf {
    std::env::var_os("HEKTOR_TEST_EXE")
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_hektor").into())
        .into()
}

/// Held by the tests whose outcome depends on which screen reader is there (one
/// registers a JAWS), so that they never run at the same time.
#[cfg(windows)]
static SCREEN_READERS: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// A folder with hektor's home (no earcons, so no sound device is needed) and the
/// game's files.
struct Desk {
    dir: tempfile::TempDir,
}

impl Desk {
    fn new() -> Desk {
        let dir = tempfile::tempdir().unwrap();
        let config = dir.path().join("home").join("config");
        std::fs::create_dir_all(&config).unwrap();
        std::fs::write(config.join("config.toml"), "earcons = false\n").unwrap();
        Desk { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// `hektor ARGS` in the desk's folder, speech as printed text.
    fn hektor(&self, args: &[&str]) -> Command {
        self.speaking("text", args)
    }

    /// `hektor --speech SPEECH ARGS` in the desk's folder: the hektor this test was
    /// built with, or the one `HEKTOR_TEST_EXE` names (`make dist` tests its zip so).
    fn speaking(&self, speech: &str, args: &[&str]) -> Command {
        self.speaking_as(&exe(), speech, args)
    }

    /// `speaking`, with the hektor.exe at `exe`.
    fn speaking_as(&self, exe: &Path, speech: &str, args: &[&str]) -> Command {
        let mut command = Command::new(exe);
        command
            .current_dir(self.dir.path())
            .env("HEKTOR_HOME", self.path("home"))
            .args(["--speech", speech])
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    /// Runs `command` with `input` typed, to its end.
    fn run(&self, mut command: Command, input: &str) -> Output {
        let mut child = command.spawn().unwrap();
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(input.as_bytes()).unwrap();
        drop(stdin);
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "hektor crashed: {stderr}");
        output
    }

    /// What hektor printed, with the desk's folder written `<desk>` and its path
    /// separators as `/`, so that Windows and Linux transcripts compare.
    fn transcript(&self, bytes: &[u8]) -> String {
        let text = String::from_utf8(bytes.to_vec()).unwrap();
        let desk = self.dir.path().display().to_string();
        let mut out = String::new();
        for line in text.lines() {
            let line = match line.find(&desk) {
                Some(at) => {
                    let (before, after) = line.split_at(at);
                    format!("{before}<desk>{}", after[desk.len()..].replace('\\', "/"))
                }
                None => line.to_owned(),
            };
            out.push_str(line.trim_end_matches('\r'));
            out.push('\n');
        }
        out
    }

    /// The stand-in program or library that `scripts/windows-test.sh` names in the
    /// variable `variable`, copied as `name` into the desk's folder `folder`; that folder.
    #[cfg(windows)]
    fn stand_in(&self, variable: &str, folder: &str, name: &str) -> PathBuf {
        let Some(built) = std::env::var_os(variable) else {
            panic!("scripts/windows-test.sh names the stand-in {name} in {variable}");
        };
        let folder = self.path(folder);
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::copy(built, folder.join(name)).unwrap();
        folder
    }

    /// A copy of hektor.exe alone in the desk's folder `program`, so that no screen
    /// reader's DLL is beside it (the zip ships NVDA's client there); its path.
    #[cfg(windows)]
    fn lone_exe(&self) -> PathBuf {
        let program = self.path("program");
        std::fs::create_dir_all(&program).unwrap();
        let copy = program.join("hektor.exe");
        std::fs::copy(exe(), &copy).unwrap();
        copy
    }

    /// Plays `input` in a new game saved as `name`, in `lang`; the transcript.
    fn play(&self, lang: &str, name: &str, input: &str) -> String {
        let save = self.path(name);
        let mut command = self.hektor(&["--lang", lang, "play", "--plain"]);
        command.arg("--save").arg(&save);
        let output = self.run(command, input);
        assert!(output.status.success(), "{output:?}");
        self.transcript(&output.stdout)
    }
}

#[test]
fn a_whole_game_in_ukrainian() {
    let desk = Desk::new();
    insta::assert_snapshot!(desk.play("uk", "партія.jsonl", UK_GAME));
}

/// Earcons on: where the sound output cannot play (under wine, Windows without its audio
/// service) the session says so and goes on; nothing crashes or prints a panic.
#[test]
fn a_game_with_earcons_on_never_crashes() {
    let desk = Desk::new();
    std::fs::write(desk.path("home/config/config.toml"), "earcons = true\n").unwrap();
    let said = desk.play("uk", "earcons.jsonl", UK_GAME);
    assert!(
        said.contains("Dame schlägt Felix sieben, Matt\nЗаписано.\n"),
        "{said}"
    );
}

#[test]
fn a_whole_game_in_german() {
    let desk = Desk::new();
    insta::assert_snapshot!(desk.play("de", "Partie.jsonl", DE_GAME));
}

#[test]
fn a_saved_game_is_checked_exported_reconciled_and_replayed() {
    let desk = Desk::new();
    desk.play("uk", "game.jsonl", UK_GAME);
    let run = |args: &[&str], input: &str| {
        let output = desk.run(desk.hektor(args), input);
        assert!(output.status.success(), "{args:?}: {output:?}");
        desk.transcript(&output.stdout)
    };

    run(
        &["export", "game.jsonl", "--format", "pgn", "-o", "game.pgn"],
        "",
    );
    // The date the game was played, made the same on every run.
    let pgn = std::fs::read_to_string(desk.path("game.pgn")).unwrap();
    let dated: Vec<&str> = pgn
        .lines()
        .map(|l| {
            if l.starts_with("[Date ") {
                "[Date \"2026.05.01\"]"
            } else {
                l
            }
        })
        .collect();
    let pgn = dated.join("\n") + "\n";
    std::fs::write(desk.path("game.pgn"), &pgn).unwrap();
    insta::assert_snapshot!("exported_pgn", pgn);

    run(
        &["export", "game.jsonl", "--format", "brf", "-o", "game.brf"],
        "",
    );
    let brf = std::fs::read(desk.path("game.brf")).unwrap();
    let brf = String::from_utf8(brf).unwrap().replace("\r\n", "\n");
    // The heading's second line is the date the game was played, in Braille digits
    // (English Braille: 2026-05-01 is one number, #BJBF-JE-JA).
    let blank = brf.find("\n\n").unwrap();
    let (heading, sheet) = (&brf[..blank], &brf[blank + 1..]);
    let date = heading.lines().nth(1).unwrap();
    assert!(
        date.starts_with('#') && date.matches('-').count() == 2,
        "{date}"
    );
    insta::assert_snapshot!("exported_brf", sheet);

    insta::assert_snapshot!("checked", run(&["--lang", "uk", "check", "game.pgn"], ""));

    let sheet = "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6\n";
    std::fs::write(desk.path("sheet.txt"), sheet).unwrap();
    insta::assert_snapshot!(
        "reconciled",
        run(
            &[
                "--lang",
                "uk",
                "reconcile",
                "--sheet",
                "game.pgn",
                "--sheet",
                "sheet.txt"
            ],
            ""
        )
    );

    // Opening names are there only when the build found the lichess data set.
    let replayed = run(
        &["--lang", "uk", "replay", "game.pgn", "--plain"],
        "\n\n\n\nquit\n",
    );
    let replayed: String = replayed
        .lines()
        .filter(|l| !l.starts_with("Дебют: "))
        .map(|l| format!("{l}\n"))
        .collect();
    insta::assert_snapshot!("replayed", replayed);
}

/// A running session: the process, what is typed to it, what it says.
type Running = (Child, ChildStdin, BufReader<ChildStdout>);

/// A Ukrainian game session on `save` that has recorded 1. e4 e5 and waits.
fn session_after_two_moves(desk: &Desk, save: &Path) -> Running {
    let mut command = desk.hektor(&["--lang", "uk", "play", "--plain"]);
    command.arg("--save").arg(save);
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all("e4\nтак\ne5\nтак\n".as_bytes()).unwrap();
    stdin.flush().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut recorded = 0;
    let mut line = String::new();
    while recorded < 2 {
        line.clear();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "the session ended"
        );
        if line.trim_end() == "Записано." {
            recorded += 1;
        }
    }
    (child, stdin, stdout)
}

#[test]
fn a_second_session_on_the_same_game_file_is_refused() {
    let desk = Desk::new();
    let save = desk.path("game.jsonl");
    let (mut first, mut typing, _said) = session_after_two_moves(&desk, &save);
    let mut command = desk.hektor(&["--lang", "uk", "play", "--plain"]);
    command.arg("--resume").arg(&save);
    let second = desk.run(command, "Кf3\nтак\n");
    assert_eq!(second.status.code(), Some(2));
    insta::assert_snapshot!(desk.transcript(&second.stderr));
    typing.write_all("quit\n".as_bytes()).unwrap();
    drop(typing);
    assert!(first.wait().unwrap().success());
}

#[test]
fn a_killed_session_resumes_with_every_confirmed_move() {
    let desk = Desk::new();
    let save = desk.path("game.jsonl");
    let (mut child, _typing, _said) = session_after_two_moves(&desk, &save);
    child.kill().unwrap();
    child.wait().unwrap();

    let mut command = desk.hektor(&["--lang", "uk", "play", "--plain"]);
    command.arg("--resume").arg(&save);
    let output = desk.run(command, "Кf3\nтак\nquit\n");
    let said = desk.transcript(&output.stdout);
    insta::assert_snapshot!(said);
    let output = desk.run(
        desk.hektor(&["export", "game.jsonl", "--format", "pgn"]),
        "",
    );
    let pgn = String::from_utf8(output.stdout).unwrap();
    assert!(pgn.contains("1. e4 e5 2. Nf3"), "{pgn}");
}

/// Outside Windows, `--speech screen-reader` says where screen readers are reached and
/// falls back to printed text.
#[cfg(not(windows))]
#[test]
fn a_screen_reader_is_reached_directly_on_windows_only() {
    let desk = Desk::new();
    let command = desk.speaking("screen-reader", &["say", "--speak", "e4"]);
    let output = desk.run(command, "");
    assert_eq!(desk.transcript(&output.stdout), "Eva vier\n");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr).trim_end(),
        "Speech output: text (printed text), because no screen reader: a screen reader is reached directly only on Windows; here use --speech text, which a screen reader such as Orca reads."
    );
}

/// On Windows the speech command is found by its program's name with `.exe`: a stand-in
/// espeak-ng.exe on PATH is given each segment with the voice of its language.
#[cfg(windows)]
#[test]
fn the_speech_command_is_found_as_an_exe() {
    let desk = Desk::new();
    let programs = desk.stand_in("HEKTOR_ESPEAK_STAND_IN", "programs", "espeak-ng.exe");
    let log = desk.path("espeak.log");
    let mut command = desk.speaking("command", &["--lang", "uk", "say", "--speak", "e4", "Nf6"]);
    command
        .env("PATH", programs.as_os_str())
        .env("HEKTOR_STAND_IN_LOG", &log);
    let output = desk.run(command, "");
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("програма мовлення (espeak-ng uk)"),
        "{stderr}"
    );
    let spoken = std::fs::read_to_string(&log).unwrap();
    insta::assert_snapshot!(spoken);
}

/// On Windows every line of a game reaches the screen reader, in order, through its own
/// client library: a stand-in with NVDA's name and exports that logs each call, found on
/// PATH by a hektor.exe with no DLL beside it.
#[cfg(windows)]
#[test]
fn the_screen_reader_hears_every_line_in_order() {
    let desk = Desk::new();
    let libraries = desk.stand_in(
        "HEKTOR_NVDA_STAND_IN",
        "screen-reader",
        "nvdaControllerClient64.dll",
    );
    let log = desk.path("nvda.log");
    let mut path = std::ffi::OsString::from(libraries.as_os_str());
    path.push(";");
    path.push(std::env::var_os("PATH").unwrap_or_default());

    let hektor = desk.lone_exe();
    let mut command = desk.speaking_as(&hektor, "auto", &["--lang", "uk", "play", "--plain"]);
    command.env("PATH", &path);
    let heard = every_line_heard(&desk, command, &log, "speak");
    assert_eq!(
        heard[0],
        "speak: Мовлення: програма читання з екрана (NVDA)."
    );
    insta::assert_snapshot!(heard.join("\n"));
}

/// The Ukrainian game played with `command` (`--speech auto`, a screen reader's
/// stand-in reachable, logging to `log`); what the stand-in heard, asserted to be the
/// speech report and then every line hektor prints with speech as text, in order, each
/// as `KIND: LINE`.
#[cfg(windows)]
fn every_line_heard(desk: &Desk, mut command: Command, log: &Path, kind: &str) -> Vec<String> {
    let printed = desk.play("uk", "text.jsonl", UK_GAME);
    command
        .arg("--save")
        .arg(desk.path("sr.jsonl"))
        .env("HEKTOR_STAND_IN_LOG", log);
    let output = desk.run(command, UK_GAME);
    assert!(output.status.success(), "{output:?}");
    let heard: Vec<String> = std::fs::read_to_string(log)
        .unwrap()
        .lines()
        .map(|l| desk.transcript(l.as_bytes()).trim_end().to_owned())
        .collect();
    let expected: Vec<String> = printed
        .lines()
        .map(|l| format!("{kind}: {}", l.replace("text.jsonl", "sr.jsonl")))
        .collect();
    assert_eq!(heard[1..], expected);
    heard
}

/// JAWS with nothing shipped: a stand-in COM server registered as JAWS's
/// FreedomSci.JawsApi (tests/windows/jaws_stand_in.c) hears every line through hektor's
/// real COM calls, once JAWS's window runs (before, hektor says JAWS is not running).
/// hektor.exe runs from a folder of its own, with no NVDA client beside it or on PATH.
#[cfg(windows)]
#[test]
fn jaws_hears_every_line_through_its_own_com_object() {
    let _alone = SCREEN_READERS.lock().unwrap_or_else(|e| e.into_inner());
    let desk = Desk::new();
    let server = desk.stand_in("HEKTOR_JAWS_STAND_IN", "jaws", "jfwapi.dll");
    let window = desk.stand_in("HEKTOR_JFW_STAND_IN", "jaws", "jfw.exe");
    let hektor = desk.lone_exe();
    let _registered = JawsRegistration::new(&server.join("jfwapi.dll"));

    let output = desk.run(
        desk.speaking_as(&hektor, "screen-reader", &["say", "--speak", "e4"]),
        "",
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stderr).trim_end(),
        "Speech output: text (printed text), because no screen reader: FreedomSci.JawsApi found no screen reader running."
    );

    let mut running = Command::new(window.join("jfw.exe"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut said = String::new();
    BufReader::new(running.stdout.take().unwrap())
        .read_line(&mut said)
        .unwrap();
    assert_eq!(said.trim_end(), "running");
    let command = desk.speaking_as(&hektor, "auto", &["--lang", "uk", "play", "--plain"]);
    let heard = every_line_heard(&desk, command, &desk.path("jaws.log"), "say");
    drop(running.stdin.take());
    running.wait().unwrap();
    assert_eq!(heard[0], "say: Мовлення: програма читання з екрана (JAWS).");
}

/// The stand-in registered as FreedomSci.JawsApi in the test's wine prefix while it lives.
#[cfg(windows)]
struct JawsRegistration;

#[cfg(windows)]
impl JawsRegistration {
    const CLASSES: &str = r"HKLM\Software\Classes";
    const CLSID: &str = "{3C6E2F0A-9B1D-4E57-8A42-6D0F1C2B7E93}";

    fn new(server: &Path) -> JawsRegistration {
        let (classes, clsid) = (Self::CLASSES, Self::CLSID);
        let server = server.to_str().unwrap();
        let prog_id = format!(r"{classes}\FreedomSci.JawsApi\CLSID");
        let in_process = format!(r"{classes}\CLSID\{clsid}\InprocServer32");
        reg(&["add", &prog_id, "/ve", "/d", clsid, "/f"]);
        reg(&["add", &in_process, "/ve", "/d", server, "/f"]);
        reg(&[
            "add",
            &in_process,
            "/v",
            "ThreadingModel",
            "/d",
            "Both",
            "/f",
        ]);
        JawsRegistration
    }
}

#[cfg(windows)]
impl Drop for JawsRegistration {
    fn drop(&mut self) {
        let (classes, clsid) = (Self::CLASSES, Self::CLSID);
        reg(&["delete", &format!(r"{classes}\FreedomSci.JawsApi"), "/f"]);
        reg(&["delete", &format!(r"{classes}\CLSID\{clsid}"), "/f"]);
    }
}

/// Runs Windows's `reg` with `args`; it must succeed.
#[cfg(windows)]
fn reg(args: &[&str]) {
    let output = Command::new("reg").args(args).output().unwrap();
    assert!(output.status.success(), "reg {args:?}: {output:?}");
}

/// The unpacked zip (`make dist` names its hektor.exe in `HEKTOR_TEST_EXE`): hektor.exe
/// loads the NVDA controller client shipped beside it, with nothing put on PATH. No NVDA
/// runs under wine, and wine 8's RPC drops the client's "not running" answer (1722,
/// RPC_S_SERVER_UNAVAILABLE) and returns 0, so the shipped client either says NVDA runs or
/// that no screen reader runs; never that no library was found, as without the DLL.
#[cfg(windows)]
#[test]
fn the_zips_own_nvda_client_is_loaded_from_beside_hektor_exe() {
    if std::env::var_os("HEKTOR_TEST_EXE").is_none() {
        // A hektor.exe just built has no NVDA client beside it; only the zip ships one.
        return;
    }
    let _alone = SCREEN_READERS.lock().unwrap_or_else(|e| e.into_inner());
    let desk = Desk::new();
    let output = desk.run(
        desk.speaking("screen-reader", &["say", "--speak", "e4"]),
        "",
    );
    assert!(output.status.success(), "{output:?}");
    assert_eq!(desk.transcript(&output.stdout), "Eva vier\n");
    let report = String::from_utf8_lossy(&output.stderr);
    let loaded = [
        "Speech output: screen-reader (NVDA).",
        "Speech output: text (printed text), because no screen reader: nvdaControllerClient64.dll found no screen reader running.",
    ];
    assert!(loaded.contains(&report.trim_end()), "{report}");
}

/// The network interfaces a tournament game's file says were up at its first check.
fn network_up(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap();
    let line = text
        .lines()
        .find(|line| line.contains(r#""event":"network""#))
        .unwrap_or_else(|| panic!("no network check in {text}"));
    let entry: serde_json::Value = serde_json::from_str(line).unwrap();
    let up = entry["up"].as_array().unwrap();
    up.iter()
        .map(|name| name.as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn tournament_mode_checks_the_network_as_this_platform_sees_it() {
    let desk = Desk::new();
    let heading = [
        "--event", "E", "--round", "1", "--board", "2", "--name", "Ann",
    ];
    let tournament = |file: &str, extra: &[&str]| {
        let mut command = desk.hektor(&["play", "--plain", "--tournament", "--side", "white"]);
        command
            .args(heading)
            .args(extra)
            .arg("--save")
            .arg(desk.path(file));
        command.env("HEKTOR_ARBITER_PIN", "4711");
        desk.run(command, "quit\n")
    };
    // With the arbiter's leave the game starts whatever is up, and the check is logged.
    let allowed = tournament("allowed.jsonl", &["--allow-network"]);
    let said = desk.transcript(&allowed.stdout);
    assert!(allowed.status.success(), "{said}");
    let up = network_up(&desk.path("allowed.jsonl"));
    let text = std::fs::read_to_string(desk.path("allowed.jsonl")).unwrap();
    assert!(!text.contains("\"4711\""));
    // Without it, the game starts only where nothing but loopback is up.
    let refused = tournament("refused.jsonl", &[]);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    if up.is_empty() {
        assert!(refused.status.success(), "{stderr}");
        assert!(!text.contains("arbiter-allowed"), "{text}");
    } else {
        assert_eq!(refused.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(&up.join(", ")), "{up:?}: {stderr}");
        assert!(stderr.contains("airplane mode"), "{stderr}");
        assert!(!desk.path("refused.jsonl").exists());
        assert!(text.contains(r#""event":"arbiter-allowed","what":"network""#));
        assert!(said.contains(&up.join(", ")), "{said}");
    }
}

#[test]
fn the_arbiters_page_names_this_installation() {
    let desk = Desk::new();
    let output = desk.run(desk.hektor(&["--lang", "de", "arbiter"]), "");
    let page = desk.transcript(&output.stdout);
    assert!(output.status.success(), "{page}");
    let id = std::fs::read_to_string(desk.path("home/data/installation-id")).unwrap();
    assert_eq!(page.matches(id.trim()).count(), 2, "{page}");
    let sha = page.split("SHA-256 des Programms: ").nth(1).unwrap();
    // The SHA-256 of the very file that runs, as `sha256sum hektor.exe` prints it.
    let exe =
        std::env::var_os("HEKTOR_TEST_EXE").unwrap_or_else(|| env!("CARGO_BIN_EXE_hektor").into());
    let digest = sha2::Sha256::digest(std::fs::read(exe).unwrap());
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(&sha[..64], hex, "{page}");
    assert!(
        page.contains("hektor verify DATEI --code CODE") && page.contains("hektor verify FILE")
    );
}
