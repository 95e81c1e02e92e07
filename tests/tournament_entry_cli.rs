//! Entering tournament mode with the real binary: the network rule in a network
//! namespace of its own (`unshare -n`: only loopback, then a veth pair brought up), the
//! questions before the game in Ukrainian, the PIN never in the file in clear, the
//! refusals, and `hektor arbiter`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const HEKTOR: &str = env!("CARGO_BIN_EXE_hektor");

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

/// Runs `script` (sh) in a new network namespace, then hektor there with `args`,
/// `input` on its standard input and `pin` in HEKTOR_ARBITER_PIN.
fn in_namespace(
    home: &Path,
    script: &str,
    args: &[&str],
    pin: Option<&str>,
    input: &str,
) -> Output {
    let mut command = Command::new("unshare");
    command
        .args([
            "-n",
            "sh",
            "-c",
            &format!("{script} exec \"$0\" \"$@\""),
            HEKTOR,
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
    let mut child = command.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

const VETH: &str =
    "ip link add v0 type veth peer name v1 && ip link set v0 up && ip link set v1 up &&";

#[test]
fn with_only_loopback_the_game_starts_and_asks_the_heading_in_ukrainian() {
    if !namespaces() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.jsonl");
    let args = [
        "--lang",
        "uk",
        "play",
        "--tournament",
        "--plain",
        "--pin",
        "--save",
    ];
    let args: Vec<&str> = args.into_iter().chain([file.to_str().unwrap()]).collect();
    let out = in_namespace(
        dir.path(),
        "",
        &args,
        Some("4711"),
        "Open 2026\n3\n\nчорні\nОлена\nquit\n",
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for question in [
        "Назва змагання?",
        "Тур?",
        "Номер дошки?",
        "Колір гравця",
        "Ім'я гравця?",
    ] {
        assert!(stdout.contains(question), "{question}: {stdout}");
    }
    assert!(stdout.contains("чорні — Олена"), "{stdout}");
    let text = std::fs::read_to_string(&file).unwrap();
    let start = text.lines().next().unwrap();
    for field in [
        r#""event":"Open 2026""#,
        r#""round":"3""#,
        r#""board":"""#,
        r#""side":"black""#,
    ] {
        assert!(start.contains(field), "{field}: {start}");
    }
    assert!(start.contains(r#""installation":""#) && start.contains(r#""executable_sha256":""#));
    assert!(
        start.contains(r#""sha256":""#) && !text.contains("4711"),
        "{text}"
    );
    assert!(text.contains(r#""event":"network","up":[]"#), "{text}");
    // Resumed, the first new entry says the gap and who goes on with the file.
    let resume = ["play", "--plain", "--resume", file.to_str().unwrap()];
    let out = in_namespace(dir.path(), "", &resume, None, "quit\n");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
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
    let args = [
        "play",
        "--tournament",
        "--plain",
        "--event",
        "E",
        "--round",
        "1",
        "--board",
        "2",
        "--name",
        "Ann",
        "--side",
        "white",
        "--save",
        save,
    ];
    let out = in_namespace(dir.path(), VETH, &args, None, "quit\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("network interfaces are up: v0, v1"),
        "{stderr}"
    );
    assert!(stderr.contains("ip link set NAME down") && stderr.contains("airplane mode"));
    assert!(!file.exists(), "nothing is written");
    let allowed: Vec<&str> = args.iter().copied().chain(["--allow-network"]).collect();
    let out = in_namespace(dir.path(), VETH, &allowed, Some("4711"), "quit\n");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("allowed this game with network interfaces up: v0, v1"),
        "{stdout}"
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.contains(r#""event":"arbiter-allowed","what":"network""#),
        "{text}"
    );
    assert!(
        text.contains(r#""event":"network","up":["v0","v1"]"#),
        "{text}"
    );
    assert!(!text.contains("4711"));
}

#[test]
fn auto_confirm_and_draughts_player_mode_are_refused_before_anything_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.jsonl");
    let run = |global: &[&str], play: &[&str]| {
        Command::new(HEKTOR)
            .args(["--speech", "none"])
            .args(global)
            .args([
                "play",
                "--tournament",
                "--plain",
                "--save",
                file.to_str().unwrap(),
            ])
            .args(play)
            .env("HEKTOR_HOME", dir.path())
            .stdin(Stdio::null())
            .output()
            .unwrap()
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
    let out = Command::new(HEKTOR)
        .args(["--speech", "none", "--lang", "pl", "arbiter"])
        .env("HEKTOR_HOME", dir.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let polish = stdout.find("hektor dla sędziego").unwrap();
    let english = stdout.find("hektor for the arbiter").unwrap();
    assert!(polish < english, "{stdout}");
    let id = std::fs::read_to_string(dir.path().join("data/installation-id")).unwrap();
    assert_eq!(stdout.matches(id.trim()).count(), 2, "{stdout}");
    assert!(stdout.contains("hektor verify") && stdout.contains("482 913"));
}
