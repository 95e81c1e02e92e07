//! Helpers shared by the integration tests.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use shakmaty::{Chess, Move, Position, Role};

pub mod corpus;
pub mod disk;
pub mod games;
pub mod terminal;

/// The position after playing, from the start, the legal move picked by each index
/// (modulo the number of legal moves); play stops early when the game is over.
pub fn random_position(picks: &[usize]) -> Chess {
    let mut pos = Chess::default();
    for &pick in picks {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[pick % moves.len()]);
    }
    pos
}

/// Long algebraic: `Ng1-f3`, `e2xd3`, `e7-e8=Q`, `O-O`.
pub fn lan(mv: Move) -> String {
    if let Some(side) = mv.castling_side() {
        return if side.is_king_side() { "O-O" } else { "O-O-O" }.to_owned();
    }
    let piece = match mv.role() {
        Role::Pawn => String::new(),
        role => role.upper_char().to_string(),
    };
    let from = mv.from().map(|sq| sq.to_string()).unwrap_or_default();
    let sep = if mv.is_capture() { "x" } else { "-" };
    let promotion = mv
        .promotion()
        .map(|role| format!("={}", role.upper_char()))
        .unwrap_or_default();
    format!("{piece}{from}{sep}{}{promotion}", mv.to())
}

/// The arguments of `hektor replay` that leave opening names out, whatever the build
/// embedded (`build.rs` embeds them when the data set is beside the repository):
/// `--openings` with an empty folder in `home`.
pub fn without_opening_names(home: &Path) -> [std::ffi::OsString; 2] {
    let none = home.join("no opening names");
    std::fs::create_dir_all(&none).unwrap();
    ["--openings".into(), none.into_os_string()]
}

/// `hektor` with `HEKTOR_HOME` in `home` and text speech.
pub fn hektor(home: &Path) -> Command {
    hektor_speaking(home, "text")
}

/// `hektor` with `HEKTOR_HOME` in `home` and the speech backend `speech` (`--speech`).
pub fn hektor_speaking(home: &Path, speech: &str) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hektor"));
    command
        .env("HEKTOR_HOME", home)
        .env_remove("HEKTOR_SHARED")
        .arg("--speech")
        .arg(speech)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Runs hektor in `dir` (its home inside `dir`, speech as text) with `args`, to the end.
pub fn run_in(dir: &Path, args: &[&str]) -> Output {
    hektor(&dir.join("home"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

/// Runs `command` with `input` on stdin (then closed) and returns its output.
pub fn run_with_input(mut command: Command, input: &[u8]) -> Output {
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// `hektor play --plain --mode assistant --time TIME --save SAVE` in `home` with `input`
/// on standard input (then closed), to the end.
pub fn timed_game(home: &Path, time: &str, save: &Path, input: &[u8]) -> Output {
    let mut command = hektor(home);
    command
        .args([
            "play",
            "--plain",
            "--mode",
            "assistant",
            "--time",
            time,
            "--save",
        ])
        .arg(save);
    run_with_input(command, input)
}

/// Standard output as lines.
pub fn lines(output: &Output) -> Vec<String> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The dialogue of a session in English: its lines without the sound device's notice,
/// which leads the first answer when earcons cannot play (a build without sound, a
/// machine without a device) and is not there otherwise.
pub fn dialogue(output: &Output) -> Vec<String> {
    lines(output)
        .into_iter()
        .filter(|line| !line.contains(", so earcons are off."))
        .collect()
}

/// `hektor --lang LANG replay FILE --plain ARGS` with `input`: the output lines and the
/// exit code. Fails the test if hektor crashed.
pub fn replay_plain(
    home: &Path,
    lang: &str,
    file: &Path,
    args: &[&str],
    input: &str,
) -> (Vec<String>, i32) {
    let mut command = hektor(home);
    command
        .args(["--lang", lang, "replay"])
        .arg(file)
        .arg("--plain")
        .args(args);
    let output = run_with_input(command, input.as_bytes());
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "hektor crashed: {stderr}");
    let code = output.status.code().unwrap();
    (lines(&output), code)
}

/// The moves of the journal at `path`, as UCI.
pub fn journal_uci(path: &Path) -> Vec<String> {
    hektor::games::journal::load(path)
        .unwrap()
        .moves
        .iter()
        .map(|m| m.uci.to_owned())
        .collect()
}

/// A draughts-64 PDN game from issue 22 item 8's position, Black's man on f6 taking one
/// man to d8 or five (f6:d4:f2:h4:f6:d8), written from-to, then `rest` (`2. g1-f2 d8-c7
/// 3. f2-e3` is legal only after the five-man path).
pub fn one_or_five_pdn(rest: &str) -> String {
    format!("[GameType \"25\"]\n[FEN \"{ONE_OR_FIVE}\"]\n\n1... f6:d8 {rest} *\n")
}

/// Issue 22 item 8's position: Black's man on f6 takes one man to d8 or five.
pub const ONE_OR_FIVE: &str = "B:Wa1,e3,g3,e5,g5,e7,g1,a3:Bf6";

/// The continuation of [`one_or_five_pdn`] legal only after the five-man path.
pub const AFTER_FIVE: &str = "2. g1-f2 d8-c7 3. f2-e3";

/// Every Rust file below `dir`, added to `out` (the source scans: message ids, import
/// loops).
pub fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Everything a session says, as lines (an output for `hektor::runtime::Runtime`).
#[derive(Default)]
pub struct Said(pub Vec<String>);

impl hektor::runtime::Output for Said {
    fn say(&mut self, utterance: &hektor::speech::Utterance) {
        self.0.push(utterance.text());
    }
    fn sound(&mut self, _: hektor::sound::Earcon) {}
}
