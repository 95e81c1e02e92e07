//! Entering tournament mode with the real binary: the network rule in a network
//! namespace of its own (`unshare -n`: only loopback, then a veth pair brought up), the
//! questions before the game in Ukrainian, the PIN never in the file in clear, a
//! resume's first entry, the refusals, and `hektor arbiter`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::{hektor, run_with_input};

/// Whether this process may make network namespaces (root and `unshare`); the reason
/// is printed when it may not.
fn namespaces() -> bool {
    let made = Command::new("unshare")
        .args(["-n", "true"])
        .output()
        .is_ok_and(|out| out.status.success());
    if !made {
        println!("skipped: `unshare -n` is missing or needs root here");
    }
    made
}

/// Runs `script` (sh) in a new network namespace, then hektor there (home `home`,
/// speech as text) with `args`, `input` typed and `pin` in HEKTOR_ARBITER_PIN.
fn in_namespace(
    home: &Path,
    script: &str,
    args: &[&str],
    pin: Option<&str>,
    input: &str,
) -> Output {
    run_with_input(namespaced(home, script, args, pin), input.as_bytes())
}

/// The command of [`in_namespace`], not yet run.
fn namespaced(home: &Path, script: &str, args: &[&str], pin: Option<&str>) -> Command {
    let mut command = Command::new("unshare");
    let hektor = env!("CARGO_BIN_EXE_hektor");
    command
        .args([
            "-n",
            "sh",
            "-c",
            &format!("{script} exec \"$0\" \"$@\""),
            hektor,
        ])
        .args(["--speech", "text"])
        .args(args)
        .env("HEKTOR_HOME", home)
        .env_remove("HEKTOR_ARBITER_PIN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(pin) = pin {
        command.env("HEKTOR_ARBITER_PIN", pin);
    }
    command
}

/// A veth pair made and brought up in the namespace.
const VETH: &str =
    "ip link add v0 type veth peer name v1 && ip link set v0 up && ip link set v1 up &&";

/// The heading, the name and the side given: nothing is asked.
const GIVEN: [&str; 10] = [
    "--event", "E", "--round", "1", "--board", "2", "--name", "Ann", "--side", "white",
];

#[test]
fn with_only_loopback_the_game_starts_and_asks_the_heading_in_ukrainian() {
    if !namespaces() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.jsonl");
    let save = file.to_str().unwrap();
    let args = [
        "--lang",
        "uk",
        "play",
        "--tournament",
        "--plain",
        "--pin",
        "--save",
        save,
    ];
    let typed = "Open 2026\n3\n\nчорні\nОлена\nquit\n";
    let out = in_namespace(dir.path(), "", &args, Some("4711"), typed);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let questions = [
        "Назва змагання?",
        "Тур?",
        "Номер дошки?",
        "Колір гравця",
        "Ім'я гравця?",
    ];
    for question in questions {
        assert!(stdout.contains(question), "{question}: {stdout}");
    }
    assert!(stdout.contains("чорні — Олена"), "{stdout}");
    let text = std::fs::read_to_string(&file).unwrap();
    let start = text.lines().next().unwrap();
    let fields = [
        r#""event":"Open 2026""#,
        r#""round":"3""#,
        r#""board":"""#,
        r#""side":"black""#,
    ];
    for field in fields {
        assert!(start.contains(field), "{field}: {start}");
    }
    assert!(start.contains(r#""installation":""#) && start.contains(r#""executable_sha256":""#));
    assert!(
        start.contains(r#""sha256":""#) && !text.contains("\"4711\""),
        "{text}"
    );
    assert!(text.contains(r#""event":"network","up":[]"#), "{text}");
    // Resumed, the first new entry says the gap and who goes on with the file.
    let resume = ["play", "--plain", "--resume", save];
    let out = in_namespace(dir.path(), "", &resume, None, "quit\n");
    assert!(out.status.success(), "{out:?}");
    let again = std::fs::read_to_string(&file).unwrap();
    let first_new = again.lines().nth(text.lines().count()).unwrap();
    assert!(
        first_new.contains(r#""event":"resumed","gap_ms":"#),
        "{again}"
    );
    assert!(first_new.contains(r#""installation":""#), "{first_new}");
}

#[test]
fn a_veth_pair_up_is_refused_by_name_and_the_arbiters_pin_allows_it_logged() {
    if !namespaces() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.jsonl");
    let save = file.to_str().unwrap();
    let mut args = vec!["play", "--tournament", "--plain", "--save", save];
    args.extend(GIVEN);
    let out = in_namespace(dir.path(), VETH, &args, None, "quit\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("network interfaces are up: v0, v1"),
        "{stderr}"
    );
    assert!(stderr.contains("ip link set v0 down") && stderr.contains("airplane mode"));
    assert!(!file.exists(), "nothing is written");
    args.push("--allow-network");
    let out = in_namespace(dir.path(), VETH, &args, Some("4711"), "quit\n");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let allowed = "allowed this game with network interfaces up: v0, v1";
    assert!(stdout.contains(allowed), "{stdout}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.contains(r#""event":"arbiter-allowed","what":"network""#),
        "{text}"
    );
    assert!(
        text.contains(r#""event":"network","up":["v0","v1"]"#),
        "{text}"
    );
    assert!(!text.contains("\"4711\""));
}

/// `hektor check` and `hektor export` tell which move is not legal: while a tournament
/// game is open in the data folder they refuse, as `say` and `replay` do, and say
/// nothing of its moves.
#[test]
fn check_and_export_wait_for_the_result_of_the_open_game() {
    if !namespaces() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.jsonl");
    let save = file.to_str().unwrap();
    let mut args = vec!["play", "--tournament", "--plain", "--mode", "assistant"];
    args.extend(GIVEN);
    args.extend(["--save", save]);
    let mut session = namespaced(dir.path(), "", &args, None).spawn().unwrap();
    let mut input = session.stdin.take().unwrap();
    input.write_all(b"e4\ny\nQxf7+\ny\n").unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while !std::fs::read_to_string(&file).is_ok_and(|text| text.contains(r#""san":"Qxf7+""#)) {
        assert!(Instant::now() < deadline, "the move is not written");
        std::thread::sleep(Duration::from_millis(100));
    }
    for command in [vec!["check", save], vec!["export", save, "--format", "pgn"]] {
        let mut run = hektor(dir.path());
        run.args(&command);
        let out = run_with_input(run, b"");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command:?}: {stdout}{stderr}");
        let refusal = format!("{} waits for its result", command[0]);
        assert!(stderr.contains(&refusal), "{stderr}");
        assert!(
            !stdout.contains("Qxf7") && !stderr.contains("not legal"),
            "{stdout}"
        );
    }
    drop(input);
    let deadline = Instant::now() + Duration::from_secs(20);
    while session.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "the session does not end");
        std::thread::sleep(Duration::from_millis(100));
    }
    // No session holds the game now: check reads it again.
    let mut again = hektor(dir.path());
    again.args(["check", save]);
    let out = run_with_input(again, b"");
    assert!(String::from_utf8_lossy(&out.stdout).contains("not legal"));
}

#[test]
fn auto_confirm_and_draughts_player_mode_are_refused_before_anything_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.jsonl");
    let run = |global: &[&str], play: &[&str]| {
        let mut command = hektor(dir.path());
        command
            .args(global)
            .args(["play", "--tournament", "--plain", "--save"]);
        command.arg(&file).args(play);
        run_with_input(command, b"")
    };
    let out = run(&[], &["--auto-confirm"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("does not go with --auto-confirm"),
        "{stderr}"
    );
    let out = run(&["--rules", "draughts-64", "--lang", "pl"], &[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("IV.13.9") && stderr.contains("--mode assistant"),
        "{stderr}"
    );
    assert!(!file.exists(), "nothing is written");
}

#[test]
fn the_arbiters_page_is_in_polish_then_in_english_with_the_identity() {
    let dir = tempfile::tempdir().unwrap();
    let mut command = hektor(dir.path());
    command.args(["--lang", "pl", "arbiter"]);
    let out = run_with_input(command, b"");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let polish = stdout.find("hektor dla sędziego").unwrap();
    let english = stdout.find("hektor for the arbiter").unwrap();
    assert!(polish < english, "{stdout}");
    let id = std::fs::read_to_string(dir.path().join("data/installation-id")).unwrap();
    assert_eq!(stdout.matches(id.trim()).count(), 2, "{stdout}");
    assert!(stdout.contains("hektor verify") && stdout.contains("482 913"));
}
