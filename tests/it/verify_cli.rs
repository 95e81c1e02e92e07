//! `hektor verify`: an intact game file and a damaged one (exit codes, the sentence, in
//! English and Ukrainian), games killed with SIGKILL at random moments and resumed (never
//! a false alarm), and the game file's code that a tournament session says with `time`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use common::{Said, lines, run_with_input};
use shakmaty::{Chess, Position, san::San, uci::UciMove};

/// `common::hektor(home)`, run from `HEKTOR_BIN` when it is set: `scripts/verify-kills.sh`
/// runs its own copy of the binary, which a build beside it cannot replace mid-run.
fn hektor(home: &Path) -> Command {
    let command = common::hektor(home);
    match std::env::var_os("HEKTOR_BIN") {
        Some(bin) => rebuilt(Command::new(bin), &command),
        None => command,
    }
}

/// `command` run by `runner` (its program, then its arguments), with its environment.
fn rebuilt(mut runner: Command, command: &Command) -> Command {
    runner.args(command.get_args());
    for (key, value) in command.get_envs() {
        match value {
            Some(value) => runner.env(key, value),
            None => runner.env_remove(key),
        };
    }
    runner
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    runner
}

/// `command` in a network namespace with only loopback (`unshare -n`), where tournament
/// mode starts; `None` where namespaces cannot be made (no root, no `unshare`).
fn offline(command: &Command) -> Option<Command> {
    let made = Command::new("unshare")
        .args(["-n", "true"])
        .output()
        .is_ok_and(|out| out.status.success());
    let mut runner = Command::new("unshare");
    runner.arg("-n").arg(command.get_program());
    made.then(|| rebuilt(runner, command))
}

/// Runs `hektor [--lang LANG] verify FILE [--code CODE]`: exit code, stdout, stderr.
fn verify(home: &Path, lang: &str, file: &Path, code: Option<&str>) -> (i32, String, String) {
    let mut command = hektor(home);
    command.args(["--lang", lang, "verify"]).arg(file);
    if let Some(code) = code {
        command.args(["--code", code]);
    }
    let output = command.output().unwrap();
    (
        output.status.code().unwrap(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A game of three moves played and saved in `save`.
fn played(home: &Path, save: &Path) {
    let mut command = hektor(home);
    command
        .args(["play", "--plain", "--auto-confirm", "--save"])
        .arg(save);
    let output = run_with_input(command, b"e4\ne5\nNf3\nquit\n");
    assert!(output.status.success(), "{:?}", lines(&output));
}

/// The code `verify` prints for an intact file.
fn code_of(said: &str) -> String {
    let (_, code) = said.trim_end().rsplit_once(": ").unwrap();
    code.trim_end_matches('.').to_owned()
}

#[test]
fn an_intact_game_file_is_said_intact_and_a_damaged_one_names_its_line() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("game.jsonl");
    played(home.path(), &save);
    let (status, out, err) = verify(home.path(), "en", &save, None);
    assert_eq!(status, 0, "{err}");
    let said: Vec<&str> = out.lines().collect();
    assert_eq!(
        said[0],
        "Intact: 0 actions, 3 moves, 0 corrections, no resume, not played in tournament mode."
    );
    let code = code_of(said.last().unwrap());
    assert_eq!(code.len(), 7, "{code}");
    let (status, _, _) = verify(home.path(), "en", &save, Some(&code.replace(' ', "")));
    assert_eq!(status, 0);
    let (status, out, _) = verify(home.path(), "uk", &save, None);
    assert_eq!(status, 0);
    assert!(
        out.starts_with(
            "Цілий: 0 дій, 3 ходи, 0 виправлень, жодного відновлення, грали не в турнірному режимі."
        ),
        "{out}"
    );
    // The last line cut off: only the code catches it.
    let text = std::fs::read_to_string(&save).unwrap();
    let cut: Vec<&str> = text.lines().collect();
    let cut_file = home.path().join("cut.jsonl");
    std::fs::write(&cut_file, format!("{}\n", cut[..cut.len() - 1].join("\n"))).unwrap();
    let (status, _, err) = verify(home.path(), "en", &cut_file, Some(&code));
    assert_eq!(status, 1);
    assert!(
        err.trim_end().ends_with(&format!(
            "not {code}: the end of the file was cut off or added to."
        )),
        "{err}"
    );
    // A move changed in the middle: named by its line, in English and Ukrainian.
    let altered = text.replacen(r#""san":"e5""#, r#""san":"e6""#, 1);
    let altered_file = home.path().join("altered.jsonl");
    std::fs::write(&altered_file, altered).unwrap();
    let (status, out, err) = verify(home.path(), "en", &altered_file, None);
    assert_eq!((status, out.as_str()), (1, ""));
    assert_eq!(
        err.trim_end(),
        "The chain breaks between lines 3 and 4: one of them was altered, or a line between them was removed."
    );
    // The code shows the last line is as written: the line before it was altered.
    let (status, _, err) = verify(home.path(), "en", &altered_file, Some(&code));
    assert_eq!(status, 1);
    assert_eq!(
        err.trim_end(),
        "Line 3 was altered, or a line after it was removed."
    );
    let (status, _, err) = verify(home.path(), "uk", &altered_file, Some(&code));
    assert_eq!(status, 1);
    assert_eq!(
        err.trim_end(),
        "Рядок 3 змінено або рядок після нього видалено."
    );
    // Not a game file, or none at all: exit 2.
    let text_file = home.path().join("notes.txt");
    std::fs::write(&text_file, "a shopping list\n").unwrap();
    assert_eq!(verify(home.path(), "en", &text_file, None).0, 2);
    assert_eq!(
        verify(home.path(), "en", &home.path().join("none"), None).0,
        2
    );
    let (status, _, err) = verify(home.path(), "en", &save, Some("12345"));
    assert_eq!(status, 2);
    assert!(err.starts_with("12345 is not a code"), "{err}");
}

/// A seeded PRNG (xorshift64*): the kills fall at the same moments at every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// The position the game in `save` stands at (its moves as the file holds them: by their
/// key, or as written in tournament mode).
fn position_of(save: &Path) -> Chess {
    let mut position = Chess::default();
    for recorded in &hektor::games::journal::load(save).unwrap().moves {
        let mv = if recorded.written {
            recorded
                .san
                .parse::<San>()
                .unwrap()
                .to_move(&position)
                .unwrap()
        } else {
            let uci = recorded.uci.parse::<UciMove>().unwrap();
            uci.to_move(&position).unwrap()
        };
        position.play_unchecked(mv);
    }
    position
}

/// Up to `n` random legal moves from `position` (SAN), none ending the game.
fn random_moves(mut position: Chess, n: usize, rng: &mut Rng) -> Vec<String> {
    let mut sans = Vec::new();
    for _ in 0..n {
        let moves: Vec<_> = position
            .legal_moves()
            .into_iter()
            .filter(|mv| !position.clone().play(*mv).unwrap().is_game_over())
            .collect();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len() as u64) as usize];
        sans.push(San::from_move(&position, mv).to_string());
        position.play_unchecked(mv);
    }
    sans
}

/// A game played in `save` in `segments` sessions, each but the last killed with SIGKILL
/// at a random moment while moves are typed: how many kills fell after the start.
fn killed_and_resumed(home: &Path, save: &Path, segments: usize, rng: &mut Rng) -> usize {
    let mut kills = 0;
    for segment in 0..segments {
        let started = save.exists() && std::fs::metadata(save).unwrap().len() > 0;
        // In tournament mode where a namespace without network can be made (each move
        // then confirmed), else with moves recorded at once.
        let mut command = hektor(home);
        command.args(["play", "--plain", "--time", "90+30"]);
        command
            .arg(if started { "--resume" } else { "--save" })
            .arg(save);
        let tournament = offline(&command).map(|mut offline| {
            offline.arg("--tournament");
            offline
        });
        let confirm = if tournament.is_some() { "\ny" } else { "" };
        let mut command = tournament.unwrap_or_else(|| {
            command.arg("--auto-confirm");
            command
        });
        let position = if started {
            position_of(save)
        } else {
            Chess::default()
        };
        let sans = random_moves(position, 6, rng);
        let mut child = command.spawn().unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let last = segment + 1 == segments;
        if last {
            for san in &sans {
                writeln!(stdin, "{san}{confirm}").unwrap();
            }
            writeln!(stdin, "quit").unwrap();
            drop(stdin);
            assert!(child.wait_with_output().unwrap().status.success());
            break;
        }
        let kill_at = Duration::from_millis(rng.below(400));
        let typed = std::time::Instant::now();
        for san in &sans {
            if writeln!(stdin, "{san}{confirm}").is_err() {
                break;
            }
            std::thread::sleep(Duration::from_millis(15));
            if typed.elapsed() >= kill_at {
                break;
            }
        }
        std::thread::sleep(kill_at.saturating_sub(typed.elapsed()));
        child.kill().unwrap();
        child.wait().unwrap();
        kills += 1;
        // A kill before the start was written leaves a blank file: a new game takes it.
        if !save.exists() || std::fs::metadata(save).unwrap().len() == 0 {
            let _ = std::fs::remove_file(save);
        }
    }
    kills
}

/// How many games the kill test plays (`HEKTOR_KILL_GAMES`, for the 100 of
/// `scripts/verify-kills.sh`; a handful by default).
fn kill_games() -> usize {
    std::env::var("HEKTOR_KILL_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3)
}

#[test]
fn games_killed_at_random_moments_and_resumed_are_always_intact() {
    let home = tempfile::tempdir().unwrap();
    let mut rng = Rng(0x0038_c0de);
    let (games, mut kills, mut alarms) = (kill_games(), 0, Vec::new());
    for game in 0..games {
        let save = home.path().join(format!("game-{game}.jsonl"));
        kills += killed_and_resumed(home.path(), &save, 4, &mut rng);
        let (status, out, err) = verify(home.path(), "en", &save, None);
        println!("{}", out.lines().next().unwrap_or_default());
        if status != 0 || !out.starts_with("Intact: ") {
            alarms.push(format!("{}: {err}", save.display()));
            let _ = std::fs::copy(
                &save,
                std::env::temp_dir().join(format!("alarm-{game}.jsonl")),
            );
        }
    }
    println!(
        "{games} games, {kills} kills, {} false alarms",
        alarms.len()
    );
    assert!(alarms.is_empty(), "{alarms:?}");
}

#[test]
fn a_tournament_session_says_the_code_of_its_last_line_with_the_time() {
    use hektor::app::setup::Tournament;
    use hektor::app::{App, Command, Setup};
    use hektor::games::journal::{Entry, Journal};
    use hektor::runtime::Runtime;
    let dir = tempfile::tempdir().unwrap();
    for tournament in [Some(Tournament::default()), None] {
        let path = dir.path().join(format!("{}.jsonl", tournament.is_some()));
        let setup = Setup {
            tournament: tournament.clone(),
            ..Setup::default()
        };
        let app = App::new(setup, Box::new(hektor::game::clock::SystemTime)).unwrap();
        let start = Entry {
            unix_ms: 0,
            event: app.start_event(),
        };
        let journal = Journal::create(&path, start.event, start.unix_ms).unwrap();
        let mut runtime = Runtime::new(app, Some(journal), path.clone(), Said::default());
        for line in ["e4", "y", "time"] {
            runtime.handle(Command::Line(line.to_owned()));
        }
        let file = std::fs::File::open(&path).unwrap();
        let checked = hektor::games::journal::verify(std::io::BufReader::new(file));
        let checked = checked.unwrap();
        let code = checked.code.unwrap();
        // The screen shows the code of the last line written.
        assert_eq!(runtime.app().log_code(), Some(code.as_str()));
        let last = runtime.output().0.last().unwrap().clone();
        if tournament.is_some() {
            // `time` says the code of the last line before its own action is logged;
            // `verify --code` takes it for that action's file.
            let said = checked.said_code.unwrap();
            assert_eq!(last, format!("Code {said}."));
        } else {
            assert!(!last.contains("Code"), "{last}");
            assert_eq!(checked.said_code, None);
        }
    }
}
