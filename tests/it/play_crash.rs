//! A session killed with SIGKILL mid-game loses nothing that was confirmed: `--resume`
//! restores every confirmed move and the clock readings, also after a torn last line.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::io::{BufRead, BufReader, Write};

use common::disk::small_disk;
use common::{Said, dialogue, hektor, journal_uci, lines, run_with_input};
use hektor::games::journal;
use hektor::i18n::{Lang, Locale};

const MOVES: [&str; 8] = ["e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6"];

#[test]
fn killed_session_resumes_with_every_confirmed_move_and_the_clocks() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("crash.jsonl");
    let mut command = hektor(home.path());
    command
        .args([
            "play",
            "--plain",
            "--mode",
            "assistant",
            "--time",
            "40/90+30,30+30",
            "--style",
            "san",
        ])
        .arg("--save")
        .arg(&save);
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    for san in MOVES {
        writeln!(stdin, "{san}\ny").unwrap();
    }
    // One more move announced but not confirmed when the power goes.
    writeln!(stdin, "Nc3").unwrap();
    stdin.flush().unwrap();
    let mut recorded = 0;
    let mut line = String::new();
    while recorded < MOVES.len() {
        line.clear();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "output ended early"
        );
        if line.trim_end() == "Recorded." {
            recorded += 1;
        }
    }
    loop {
        line.clear();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "output ended before the unconfirmed move was announced"
        );
        if line.trim_end() == "White: Nc3" {
            break;
        }
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();

    let record = journal::load(&save).unwrap();
    assert_eq!(record.moves.len(), MOVES.len());
    let last = record.moves.last().unwrap();
    let (white_ms, black_ms) = (last.white_ms.unwrap(), last.black_ms.unwrap());

    // A crash in the middle of a write leaves a torn line: it must not hurt.
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&save)
        .unwrap();
    file.write_all(br#"{"at_ms":17,"event":"mo"#).unwrap();
    drop(file);

    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--resume"]).arg(&save);
    let output = run_with_input(command, b"time\nlast\nNc3\ny\n");
    assert!(output.status.success(), "{output:?}");
    let said = dialogue(&output);
    let locale = Locale::new(Lang::En);
    let white = hektor::app::duration(&locale, white_ms);
    let black = hektor::app::duration(&locale, black_ms);
    assert_eq!(said[0], "Game resumed. Last move 4..., Black: Nf6");
    assert!(
        said.contains(&format!(
            "White: {white}, 4 moves made, 36 to the time control"
        )),
        "{said:?}"
    );
    assert!(
        said.contains(&format!(
            "Black: {black}, 4 moves made, 36 to the time control"
        )),
        "{said:?}"
    );
    assert!(said.contains(&"The clock is stopped.".to_owned()));
    // The torn line is named, and kept in a copy of the file as it was.
    assert!(
        said.contains(
            &r#"The last entry, cut off when hektor stopped, is left out: {"at_ms":17,"event":"mo"#
                .to_owned()
        ),
        "{said:?}"
    );
    let backup = save.with_extension("jsonl.damaged");
    assert!(said.contains(&format!(
        "A copy of the game file as it was is kept in {}.",
        backup.display()
    )));
    assert!(
        std::fs::read(&backup)
            .unwrap()
            .ends_with(br#"{"at_ms":17,"event":"mo"#)
    );
    let uci = journal_uci(&save);
    assert_eq!(uci.len(), MOVES.len() + 1);
    assert_eq!(uci.last().unwrap(), "b1c3");
    // The resumed move starts from the restored readings (the clock was stopped).
    let record = journal::load(&save).unwrap();
    let resumed = record.moves.last().unwrap();
    assert_eq!(resumed.white_ms, Some(white_ms + 30_000));
    assert_eq!(resumed.black_ms, Some(black_ms));
}

/// Spawns `hektor play --plain` with `args` and reads its output until `line` is said.
fn session_until(home: &std::path::Path, args: &[&str], input: &str, line: &str) -> Session {
    let mut command = hektor(home);
    command.arg("play").arg("--plain").args(args);
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    stdin.flush().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut said = String::new();
    loop {
        said.clear();
        assert!(stdout.read_line(&mut said).unwrap() > 0, "no {line:?}");
        if said.trim_end() == line {
            break;
        }
    }
    Session { child, stdin }
}

struct Session {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
}

#[test]
fn thinking_time_since_the_last_move_survives_a_kill() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("clock.jsonl");
    let args = ["--mode", "assistant", "--time", "G/10", "--save"];
    let mut args: Vec<&str> = args.to_vec();
    args.push(save.to_str().unwrap());
    let mut session = session_until(home.path(), &args, "e4\ny\n", "Recorded.");
    // Black thinks until the running clock has been written once, then the power goes.
    let reading = loop {
        std::thread::sleep(std::time::Duration::from_millis(250));
        let entries = journal::read(&save).unwrap().entries;
        if let Some(ms) = entries.iter().find_map(|e| match e.event {
            journal::Event::ClockReading { black_ms, .. } => Some(black_ms),
            _ => None,
        }) {
            break ms;
        }
    };
    session.child.kill().unwrap();
    session.child.wait().unwrap();
    assert!(reading <= 590_000, "{reading}");

    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--resume"]).arg(&save);
    let output = run_with_input(command, b"time\n");
    let said = lines(&output);
    let black = hektor::app::duration(&Locale::new(Lang::En), reading);
    assert!(
        said.contains(&format!("Black: {black}, 0 moves made")),
        "{said:?}"
    );
    assert!(
        said.iter().any(
            |l| l.starts_with("The clocks stand at the last reading, taken ")
                && l.ends_with("thinking time after it, at most 10 seconds, was not recorded.")
        ),
        "{said:?}"
    );
    assert!(
        said.contains(
            &"Time control: 10 minutes for the game; the clock stands at the last recorded reading and is stopped: confirming the next move starts it, or type go.".to_owned()
        ),
        "{said:?}"
    );
}

/// A saved game of three moves, written by a session that ended normally.
fn saved_game(home: &std::path::Path, name: &str) -> std::path::PathBuf {
    let save = home.join(name);
    let mut command = hektor(home);
    command
        .args(["play", "--plain", "--mode", "assistant", "--save"])
        .arg(&save);
    let output = run_with_input(command, b"e4\ny\ne5\ny\nNf3\ny\n");
    assert!(output.status.success(), "{output:?}");
    save
}

#[test]
fn a_damaged_line_is_kept_in_a_copy_and_play_continues_without_it() {
    let home = tempfile::tempdir().unwrap();
    let save = saved_game(home.path(), "damaged.jsonl");
    let text = std::fs::read_to_string(&save).unwrap();
    let mut lines_of: Vec<&str> = text.lines().collect();
    lines_of[2] = r#"{"at_ms":1,"event":"move","san":"e5"#; // line 3, the move e5
    let damaged = lines_of.join("\n") + "\n";
    std::fs::write(&save, &damaged).unwrap();
    let resume = |input: &[u8]| {
        let mut command = hektor(home.path());
        command.args(["play", "--plain", "--resume"]).arg(&save);
        run_with_input(command, input)
    };

    // No: nothing changes.
    let output = resume(b"n\n");
    assert_eq!(output.status.code(), Some(2));
    let said = dialogue(&output);
    // Line 3 (e5) cannot be read; Nf3 after it is no longer White's move: both are left
    // out, and every other entry is kept.
    assert!(
        said[0].starts_with(&format!(
            "2 lines of the game file {} cannot be used and are left out (lines 3, 4; the first: ",
            save.display()
        )),
        "{said:?}"
    );
    assert!(said[0].ends_with("every other entry is kept. Continue without what is left out? A copy of the file as it is now is kept beside it. Yes or no."), "{said:?}");
    assert_eq!(std::fs::read_to_string(&save).unwrap(), damaged);

    // Yes: the game goes on from e4; the damaged file is kept whole beside it.
    let output = resume(b"y\nlast\ne5\ny\n");
    assert!(output.status.success(), "{output:?}");
    let said = lines(&output);
    assert!(
        said.contains(&"Last move 1., White: Eva vier".to_owned()),
        "{said:?}"
    );
    let backup = save.with_extension("jsonl.damaged");
    assert_eq!(std::fs::read_to_string(&backup).unwrap(), damaged);
    assert_eq!(journal_uci(&save), ["e2e4", "e7e5"]);
}

#[test]
fn one_bad_byte_in_a_san_keeps_every_move_on_resume_and_export() {
    let home = tempfile::tempdir().unwrap();
    let save = saved_game(home.path(), "byte.jsonl");
    let mut bytes = std::fs::read(&save).unwrap();
    let at = bytes.windows(9).position(|w| w == br#""san":"e5"#).unwrap() + 7;
    bytes[at] = 0xFF;
    std::fs::write(&save, &bytes).unwrap();
    let mut command = hektor(home.path());
    command.args(["export", "--format", "pgn"]).arg(&save);
    let output = command.output().unwrap();
    assert!(output.status.success(), "{output:?}");
    let pgn = String::from_utf8(output.stdout).unwrap();
    assert!(pgn.contains("1. e4 e5 2. Nf3"), "{pgn}");

    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--resume"]).arg(&save);
    let output = run_with_input(command, b"Nc6\ny\n");
    assert!(output.status.success(), "{output:?}");
    assert_eq!(journal_uci(&save), ["e2e4", "e7e5", "g1f3", "b8c6"]);
    let backup = save.with_extension("jsonl.damaged");
    assert_eq!(std::fs::read(&backup).unwrap(), bytes);
}

#[test]
fn resuming_an_empty_game_file_starts_a_new_game_in_it() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("empty.jsonl");
    for blank in [&b""[..], b"\0\0\0\0\n"] {
        std::fs::write(&save, blank).unwrap();
        let mut command = hektor(home.path());
        command.args(["play", "--plain", "--resume"]).arg(&save);
        let output = run_with_input(command, b"e4\ny\n");
        assert!(output.status.success(), "{output:?}");
        let said = dialogue(&output);
        assert!(
            said[0].starts_with(&format!("{} is empty: hektor was stopped", save.display())),
            "{said:?}"
        );
        assert_eq!(journal_uci(&save), ["e2e4"]);
        // --save to an empty file is a new game too.
        std::fs::write(&save, blank).unwrap();
        let mut command = hektor(home.path());
        command.args(["play", "--plain", "--save"]).arg(&save);
        let output = run_with_input(command, b"d4\ny\n");
        assert!(output.status.success(), "{output:?}");
        assert_eq!(journal_uci(&save), ["d2d4"]);
    }
}

#[test]
fn a_second_session_on_the_same_game_file_is_refused() {
    let home = tempfile::tempdir().unwrap();
    let save = saved_game(home.path(), "shared.jsonl");
    let resume = ["--resume", save.to_str().unwrap()];
    let mut first = session_until(home.path(), &resume, "", "Move 2, Black to move.");

    let mut command = hektor(home.path());
    command.args(["play", "--plain"]).args(resume);
    let second = run_with_input(command, b"Nc6\ny\n");
    assert_eq!(second.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&second.stderr).trim_end(),
        format!(
            "The game file {} is open in another hektor session; two sessions writing one game would damage it. End the other session first.",
            save.display()
        )
    );

    first.stdin.write_all(b"Nc6\ny\nquit\n").unwrap();
    drop(first.stdin);
    assert!(first.child.wait().unwrap().success());
    assert_eq!(journal_uci(&save), ["e2e4", "e7e5", "g1f3", "b8c6"]);
}

#[test]
fn export_in_the_session_never_writes_over_the_game_file() {
    let home = tempfile::tempdir().unwrap();
    let save = saved_game(home.path(), "own.jsonl");
    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--resume"]).arg(&save);
    let input = format!("export pgn {}\nNc6\ny\n", save.display());
    let output = run_with_input(command, input.as_bytes());
    let said = lines(&output);
    assert!(
        said.contains(&format!(
            "{} is this game's own file: the scoresheet would destroy the game. Choose another file name.",
            save.display()
        )),
        "{said:?}"
    );
    assert_eq!(journal_uci(&save), ["e2e4", "e7e5", "g1f3", "b8c6"]);
}

/// A home whose data folder holds an unfinished game (three moves), and that game's file.
fn home_with_unfinished_game() -> (tempfile::TempDir, std::path::PathBuf) {
    let home = tempfile::tempdir().unwrap();
    let games = home.path().join("data").join("games");
    std::fs::create_dir_all(&games).unwrap();
    let save = saved_game(&games, "unfinished.jsonl");
    (home, save)
}

#[test]
fn no_answer_to_the_resume_offer_is_not_a_no() {
    let (home, save) = home_with_unfinished_game();
    let play = |input: &[u8]| {
        let mut command = hektor(home.path());
        command.args(["play", "--plain"]);
        lines(&run_with_input(command, input))
    };
    let said = play(b"");
    assert_eq!(
        said.last().unwrap(),
        &format!(
            "No answer, so nothing changed: the unfinished game in {} is offered again next time.",
            save.display()
        )
    );
    let said = play(b"y\n");
    assert!(
        said.contains(&"Game resumed. Last move 2., White: Springer Felix drei".to_owned()),
        "{said:?}"
    );
}

#[test]
fn a_game_declined_at_the_offer_is_set_aside_and_not_offered_again() {
    let (home, save) = home_with_unfinished_game();
    let play = |input: &[u8]| {
        let mut command = hektor(home.path());
        command.args(["--lang", "pl", "play", "--plain"]);
        lines(&run_with_input(command, input))
    };
    let offered = |said: &[String]| said.iter().any(|l| l.starts_with("Znaleziono"));
    assert!(offered(&play(b"nie\n")));
    // The journal says so with a typed event, and the game's moves are untouched.
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(
        text.lines()
            .last()
            .unwrap()
            .contains(r#""event":"set-aside""#),
        "{text}"
    );
    assert_eq!(journal_uci(&save), ["e2e4", "e7e5", "g1f3"]);
    let said = play(b"");
    assert!(!offered(&said), "{said:?}");
}

/// A game another session opened while the offer waited cannot be marked as set aside:
/// that is said, and it is offered again next time.
#[test]
fn a_declined_game_that_cannot_be_marked_is_said_to_be_offered_again() {
    let (home, save) = home_with_unfinished_game();
    let mut command = hektor(home.path());
    command.args(["--lang", "uk", "play", "--plain"]);
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while !line.starts_with("Знайдено") {
        line.clear();
        assert!(stdout.read_line(&mut line).unwrap() > 0, "no offer");
    }
    // Another session takes the game file's lock before the answer.
    let other = std::fs::File::open(&save).unwrap();
    other.try_lock().unwrap();
    stdin.write_all("ні\n".as_bytes()).unwrap();
    drop(stdin);
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stdout, &mut rest).unwrap();
    assert!(child.wait().unwrap().success());
    let declined = rest
        .lines()
        .find(|l| l.starts_with("Починається нова партія"))
        .unwrap_or_else(|| panic!("{rest}"));
    assert!(
        declined.contains("не вдалося позначити як відкладену")
            && declined.ends_with("тому її буде запропоновано наступного разу."),
        "{declined}"
    );
    drop(other);
    let mut command = hektor(home.path());
    command.args(["play", "--plain"]);
    let said = lines(&run_with_input(command, b""));
    assert!(
        said.iter()
            .any(|l| l.starts_with("An unfinished game was found")),
        "{said:?}"
    );
}

#[test]
fn a_game_set_aside_by_an_older_version_is_still_not_offered_and_exports_as_before() {
    let (home, save) = home_with_unfinished_game();
    // What export and check say of the game file, in Ukrainian.
    let export = || {
        let said = |args: &[&str]| {
            let mut command = hektor(home.path());
            command.args(["--lang", "uk"]).args(args).arg(&save);
            let output = run_with_input(command, b"");
            (output.stdout, output.stderr, output.status.code())
        };
        (said(&["export", "--format", "text"]), said(&["check"]))
    };
    let before = export();
    // How versions before the typed events wrote a rejected claim and a game set aside.
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&save)
        .unwrap();
    file.write_all(
        concat!(
            r#"{"at_ms":1,"event":"note","text":"draw claim rejected: The claim is not valid: 0 half-moves without a capture or pawn move, it needs 100."}"#,
            "\n",
            r#"{"at_ms":2,"event":"note","text":"set aside: a new game was started instead"}"#,
            "\n"
        )
        .as_bytes(),
    )
    .unwrap();
    drop(file);
    assert_eq!(export(), before);
    let mut command = hektor(home.path());
    command.args(["play", "--plain"]);
    let said = lines(&run_with_input(command, b""));
    assert!(
        !said
            .iter()
            .any(|l| l.starts_with("An unfinished game was found")),
        "{said:?}"
    );
    // Named on the command line, it resumes as before.
    let mut command = hektor(home.path());
    command.args(["play", "--plain", "--resume"]).arg(&save);
    let said = lines(&run_with_input(command, b""));
    assert!(
        said.contains(&"Game resumed. Last move 2., White: Springer Felix drei".to_owned()),
        "{said:?}"
    );
}

#[test]
fn a_fen_given_with_an_unfinished_game_waiting_is_named_before_the_offer() {
    let (home, save) = home_with_unfinished_game();
    let mut command = hektor(home.path());
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    command.args(["play", "--plain", "--fen", fen, "--time", "5+0"]);
    let said = lines(&run_with_input(command, b"y\n"));
    let named = "--fen, --time: these options set up a new game only; a resumed game goes on \
                 from its own position and settings.";
    let at = said.iter().position(|l| l == named);
    let offer = said
        .iter()
        .position(|l| l.starts_with("An unfinished game was found"));
    assert!(at.is_some() && at < offer, "{said:?}");
    assert!(
        said.iter().any(|l| l.starts_with("Game resumed.")),
        "{said:?}"
    );
    assert_eq!(journal_uci(&save), ["e2e4", "e7e5", "g1f3"]);
}

#[test]
fn a_move_typed_at_the_resume_offer_asks_again_and_keeps_the_game() {
    let (home, save) = home_with_unfinished_game();
    let play = |input: &[u8]| {
        let mut command = hektor(home.path());
        command.args(["--lang", "ru", "play", "--plain"]);
        lines(&run_with_input(command, input))
    };
    // A move typed before the question was heard neither declines nor starts a game.
    let said = play("e4\n".as_bytes());
    let asked_again = format!(
        "«e4» — не ответ. Продолжить неоконченную партию из {}? Да — продолжить её, нет — начать новую партию.",
        save.display()
    );
    assert!(said.contains(&asked_again), "{said:?}");
    assert_eq!(
        said.last().unwrap(),
        &format!(
            "Ответа нет, поэтому ничего не изменено: неоконченная партия в {} будет предложена в следующий раз.",
            save.display()
        )
    );
    assert!(
        !said.iter().any(|l| l.starts_with("Новая партия")),
        "{said:?}"
    );
    // The game is still offered, and a Russian yes after a stray line resumes it.
    let said = play("e4\nда\n".as_bytes());
    assert!(
        said.iter().any(|l| l.starts_with("Партия продолжена.")),
        "{said:?}"
    );
    assert_eq!(journal_uci(&save), ["e2e4", "e7e5", "g1f3"]);
}

/// The tests that write /dev/full take turns: a session holds its lock.
static FULL: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn a_game_file_that_cannot_be_written_is_said_once_and_quitting_warns() {
    let _only_user = FULL
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    use hektor::app::{App, Command, Setup};
    use hektor::runtime::Runtime;
    // /dev/full takes no byte: every write fails as on a full disk.
    let full = std::path::Path::new("/dev/full");
    let journal = journal::Journal::open_append(full).unwrap();
    let app = App::new(Setup::default(), Box::new(hektor::game::clock::SystemTime)).unwrap();
    let mut runtime = Runtime::new(app, Some(journal), full.to_owned(), Said::default());
    for line in ["e4", "y", "e5", "y", "quit"] {
        runtime.handle(Command::Line(line.to_owned()));
    }
    let said = &runtime.output().0;
    let failures: Vec<&String> = said
        .iter()
        .filter(|l| l.starts_with("The disk is full, so /dev/full cannot be written."))
        .collect();
    assert_eq!(failures.len(), 1, "{said:?}");
    assert!(
        failures[0]
            .ends_with("The game goes on in memory; save it with export pgn FILE before quitting.")
    );
    assert!(!runtime.is_finished(), "the first quit only warns");
    assert_eq!(
        said.last().unwrap(),
        "2 entries of this game are not in the game file /dev/full, which cannot be written. Free space on the disk, or write the scoresheet elsewhere with export pgn FILE; quit again ends the session and loses them."
    );
    // No move is said to be recorded: each is said to be in memory only, once.
    let in_memory = "This move is kept in memory only, not yet saved: the game file cannot be written (2 entries wait). Free space on the disk; hektor saves it as soon as it can.";
    assert_eq!(
        said.iter().filter(|l| *l == in_memory).count(),
        1,
        "{said:?}"
    );
    assert!(!said.iter().any(|l| l == "Recorded."), "{said:?}");
    assert_eq!(runtime.app().record().moves.len(), 2);
    runtime.handle(Command::Line("quit".to_owned()));
    assert!(runtime.is_finished());
    assert_eq!(runtime.unwritten(), 2);
}

/// What a blind user hears, in `lang`, of a game whose file cannot be written (a full
/// disk): the moves typed, one utterance a line, each heard to its end before the next
/// line is typed.
fn heard_on_a_full_disk(lang: Lang) -> String {
    use hektor::app::{App, Command, Setup};
    use hektor::runtime::{Runtime, TextOutput};
    use hektor::speech::recorder::{RecordedEvent, Recorder};
    let full = std::path::Path::new("/dev/full");
    let journal = journal::Journal::open_append(full).unwrap();
    let app = App::new(Setup::default(), Box::new(hektor::game::clock::SystemTime))
        .unwrap()
        .in_language(lang);
    let (recorder, recording) = Recorder::new(std::time::Duration::ZERO);
    let voice = hektor::voice::Voice::with_speaker(Box::new(recorder));
    let output = TextOutput::with_voice(std::io::sink(), voice);
    let mut runtime = Runtime::new(app, Some(journal), full.to_owned(), output);
    for line in ["e4", "y", "e5", "y", "Nf3", "y"] {
        runtime.handle(Command::Line(line.to_owned()));
        runtime.output().voice().finish();
    }
    recording
        .events()
        .into_iter()
        .filter_map(|event| match event {
            RecordedEvent::Started(text) => Some(text),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// On a full disk the failure is heard once, and no move is ever heard to be
/// "Recorded.": each is heard to be kept in memory only, with the entries that wait;
/// nothing says the file caught up, since it never does.
#[test]
fn a_full_disk_is_heard_once_and_no_move_is_said_recorded() {
    let _only_user = FULL
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    for (lang, recorded, in_memory) in [
        (Lang::En, "Recorded.", "This move is kept in memory only"),
        (Lang::Uk, "Записано.", "Цей хід поки що лише в пам"),
    ] {
        let heard = heard_on_a_full_disk(lang);
        let lines: Vec<&str> = heard.lines().collect();
        let kept: Vec<&&str> = lines.iter().filter(|l| l.starts_with(in_memory)).collect();
        assert_eq!(kept.len(), 3, "{lang:?}: {heard}");
        assert!(!lines.contains(&recorded), "{lang:?}: {heard}");
        insta::assert_snapshot!(format!("full_disk_heard_{lang:?}"), heard);
    }
}

/// `export pgn FILE` in a session, over an earlier sheet on a disk that is full: the
/// scoresheet is said not written, and the earlier sheet is still there byte for byte
/// (the export is written beside it and would replace it only once complete).
#[test]
fn an_export_on_a_full_disk_leaves_the_earlier_sheet_as_it_was() {
    let Some((home, disk)) = small_disk() else {
        return;
    };
    let sheet = disk.0.join("sheet.pgn");
    let earlier = "[Event \"Earlier\"]\n\n1. d4 d5 2. c4 *\n".repeat(20);
    std::fs::write(&sheet, &earlier).unwrap();
    disk.fill();
    let mut command = hektor(home.path());
    command
        .args(["--lang", "en", "play", "--plain", "--save"])
        .arg(home.path().join("game.jsonl"));
    let input = format!("e4\ny\nexport pgn {}\ny\nquit\n", sheet.display());
    let output = run_with_input(command, input.as_bytes());
    let said = lines(&output);
    let not_written = format!("The scoresheet is not written to {}: ", sheet.display());
    assert!(
        said.iter().any(|line| line.starts_with(&not_written)),
        "{said:#?}"
    );
    assert_eq!(std::fs::read_to_string(&sheet).unwrap(), earlier);
    let left: Vec<_> = std::fs::read_dir(&disk.0).unwrap().collect();
    assert_eq!(left.len(), 2, "a temporary file was left: {left:?}");
}

/// A game whose end comes while entries wait unsaved on a full disk (a real one, a
/// tmpfs), by checkmate and then by resignation: no sentence says the game is saved, the
/// end says how many entries wait and what to do, and the session exits 3, not 0.
#[test]
fn a_game_that_ends_on_a_full_disk_is_never_said_saved_and_exits_non_zero() {
    let Some((_dir, disk)) = small_disk() else {
        return;
    };
    let game = disk.0.join("game.jsonl");
    let home = disk.0.join("home");
    let play = |args: &[&str], input: &str| {
        let mut command = hektor(&home);
        command.args(["--lang", "en", "play", "--plain"]).args(args);
        run_with_input(command, input.as_bytes())
    };
    let saved = game.to_str().unwrap();
    let started = play(&["--save", saved], "f3\ny\ne5\ny\ng4\ny\nquit\n");
    assert_eq!(started.status.code(), Some(0), "{started:?}");
    // The game file fills its last page with blank lines (read past on resume), so that
    // no entry fits in before the disk is full.
    let len = std::fs::metadata(&game).unwrap().len();
    let blanks = vec![b'\n'; usize::try_from(len.next_multiple_of(4096) - len).unwrap()];
    std::fs::OpenOptions::new()
        .append(true)
        .open(&game)
        .unwrap()
        .write_all(&blanks)
        .unwrap();
    disk.fill();
    // After the mate, a scoresheet written to the same full disk fails too.
    let sheet = disk.0.join("sheet.pgn");
    let mate = format!("Qh4\ny\nexport pgn {}\nquit\nquit\n", sheet.display());
    let ends = [
        (
            mate.as_str(),
            "0-1",
            "2 entries wait",
            "last 2 entries: they",
        ),
        (
            "resign black\ny\nquit\nquit\n",
            "1-0",
            "1 entry waits",
            "last entry: it",
        ),
    ];
    for (input, result, waiting, lacking) in ends {
        let ended = play(&["--resume", saved], input);
        let said = dialogue(&ended);
        let over = format!("The game is over: {result}");
        assert!(said.iter().any(|l| l.starts_with(&over)), "{said:#?}");
        let claims = ["is saved", "is safe", "Recorded."];
        assert!(
            !said.iter().any(|l| claims.iter().any(|c| l.contains(c))),
            "{said:#?}"
        );
        let not_saved = format!("The game is not saved yet: {waiting} for the game file {saved}");
        assert!(said.iter().any(|l| l.starts_with(&not_saved)), "{said:#?}");
        if input == mate {
            let export = format!("The scoresheet is not written to {}: ", sheet.display());
            let unsaved = format!("The game is not saved either: {waiting} for the game file");
            assert!(
                said.iter()
                    .any(|l| l.starts_with(&export) && l.contains(&unsaved)),
                "{said:#?}"
            );
        }
        assert_eq!(
            said.last().unwrap(),
            &format!("The game file {saved} lacks the {lacking} could not be written.")
        );
        assert_eq!(ended.status.code(), Some(3), "{said:#?}");
    }
    assert_eq!(journal_uci(&game), ["f2f3", "e7e5", "g2g4"]);
}
