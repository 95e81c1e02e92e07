//! `hektor replay --plain` end to end on a pipe: open a game, step through it, hear
//! comments, glyphs and a variation, filter the list by a player, open another game; every
//! fixture opens (the project's own, and the outside corpus's when it is there); the place
//! in a file is remembered.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Stdio;

use common::corpus::{own, own_folder};

/// Runs `hektor replay FILE --plain ARGS` (speech as text, no opening names) with `input`
/// on a pipe; (stdout, stderr, code).
fn replay(home: &Path, file: &Path, args: &[&str], input: &str) -> (String, String, i32) {
    let mut command = common::hektor(home);
    command.arg("replay").arg(file).arg("--plain").args(args);
    command.args(common::without_opening_names(home));
    let output = common::run_with_input(command, input.as_bytes());
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code().unwrap(),
    )
}

const ANNOTATED: &str = "[Event \"Annotated\"]\n[Date \"2024.05.01\"]\n[White \"Anna Alpha\"]\n\
[Black \"Bella Beta\"]\n[Result \"1-0\"]\n\n{A short annotated game.} 1. e4 {[%clk 0:04:55] \
[%eval 0.3]} e5 $2 (1... c5 {The Sicilian.} 2. Nf3 d6) 2. Nf3 !? Nc6 3. Bb5 1-0\n\n\
[Event \"Second\"]\n[Date \"2024.??.??\"]\n[White \"Carl Gamma\"]\n[Black \"Anna Alpha\"]\n\
[Result \"0-1\"]\n\n1. d4 d5 0-1\n";

#[test]
fn a_walk_through_an_annotated_file() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("annotated.pgn");
    std::fs::write(&file, ANNOTATED).unwrap();
    let input =
        "n\nn\np\nvar\nn\nn\nup\nn\n\ncomment\nfilter player carl\ngame 2\nn\nend\nbogus\nquit\n";
    let (stdout, stderr, code) = replay(home.path(), &file, &[], input);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        !stdout.contains("[%"),
        "bracket commands are never read raw"
    );
    // Whether the background index has finished when `filter` runs depends on the
    // scheduler: its progress line is left out of the snapshot.
    let stdout: String = stdout
        .lines()
        .filter(|line| !line.starts_with("Indexing the file:"))
        .map(|line| format!("{line}\n"))
        .collect();
    insta::assert_snapshot!(stdout);
}

/// A file too big to index in a moment (16 MiB or more) is listed at once: the first
/// page comes with how far indexing has come, not after the whole file is read, and
/// `more` goes on.
#[test]
fn a_big_file_is_listed_before_it_is_indexed() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("many.pgn");
    // Over 16 MiB: a file big enough to be listed while it is indexed.
    let games: String = (0..500_000)
        .map(|i| format!("[White \"W{i}\"]\n[Result \"*\"]\n\n1. e4 *\n\n"))
        .collect();
    std::fs::write(&file, games).unwrap();
    let (stdout, stderr, code) = replay(home.path(), &file, &[], "list\nmore\nquit\n");
    assert_eq!(code, 0, "{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("Indexing the file: "))
        .unwrap_or_else(|| panic!("{stdout}"));
    assert_eq!(
        lines[at + 1..at + 12],
        [
            "Game 1: W0 against unknown player; no result",
            "Game 2: W1 against unknown player; no result",
            "Game 3: W2 against unknown player; no result",
            "Game 4: W3 against unknown player; no result",
            "Game 5: W4 against unknown player; no result",
            "Game 6: W5 against unknown player; no result",
            "Game 7: W6 against unknown player; no result",
            "Game 8: W7 against unknown player; no result",
            "Game 9: W8 against unknown player; no result",
            "Game 10: W9 against unknown player; no result",
            "Type more for the next games.",
        ],
        "{stdout}"
    );
    assert_eq!(
        lines[at + 12],
        "Game 11: W10 against unknown player; no result"
    );
}

/// Game 1 of every file of `files` opens and plays to its end; `header_only` names the
/// files whose games have no moves.
fn every_file_opens_and_plays_to_its_end(files: &[PathBuf], header_only: &[&str]) {
    let home = tempfile::tempdir().unwrap();
    for path in files {
        let (stdout, stderr, code) = replay(home.path(), path, &["--game", "1"], "n\nend\nquit\n");
        let name = path.file_name().unwrap().to_string_lossy();
        assert_eq!(code, 0, "{name}: {stderr}");
        let mut lines = stdout.lines();
        assert!(
            lines.next().unwrap().starts_with("Game 1: "),
            "{name}: {stdout}"
        );
        assert!(!stdout.contains("[%"), "{name}: {stdout}");
        if !header_only.contains(&name.as_ref()) {
            assert!(stdout.contains("\n1, White: "), "{name}: {stdout}");
        }
        assert!(
            stdout.contains("End of the game") || stdout.contains("The game stops here"),
            "{name}: {stdout}"
        );
    }
}

#[test]
fn every_own_fixture_opens_and_plays_to_its_end() {
    let files = own_folder("pgn", "pgn");
    assert!(files.len() >= 10, "{files:?}");
    every_file_opens_and_plays_to_its_end(&files, &["header-only.pgn", "tag-blocks.pgn"]);
}

#[test]
fn clock_comments_and_engine_comments_are_words() {
    let home = tempfile::tempdir().unwrap();
    let online = own("pgn/online.pgn");
    let (stdout, _, _) = replay(home.path(), &online, &["--game", "1"], "n\n");
    // Its comments hold only [%clk ...]: no comment is said, the clock is not read out.
    assert!(stdout.contains("\n1, White: "), "{stdout}");
    assert!(!stdout.contains("Comment:"), "{stdout}");
    assert!(!stdout.contains("clock"), "{stdout}");
    let engine = own("pgn/engine.pgn");
    let (stdout, _, _) = replay(home.path(), &engine, &[], "n\ngo 5\n");
    assert!(
        stdout.contains("1, White: Eva vier\nComment: book move\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "5, White: Springer Cäsar drei\nComment: evaluation 0 at depth 26, 3.5 seconds"
        ),
        "{stdout}"
    );
}

#[test]
fn chess960_replays_and_the_null_move_is_passed_to_the_end_of_the_game() {
    let home = tempfile::tempdir().unwrap();
    let fischer = own("pgn/chess960.pgn");
    let (stdout, _, code) = replay(home.path(), &fischer, &["--game", "3"], "n\nlist\n");
    assert_eq!(code, 0);
    assert!(
        stdout.starts_with("Game 3: Castle Keep 1.0 against Knight Rider 0.9"),
        "{stdout}"
    );
    assert!(stdout.contains("\n1, White: "), "{stdout}");
    assert!(stdout.contains("; Chess960\n"), "{stdout}");
    let null = own("pgn/null-move.pgn");
    let (stdout, _, _) = replay(home.path(), &null, &[], "end\n");
    assert!(stdout.contains("\n16 moves. "), "{stdout}");
    assert!(!stdout.contains("The game stops here"), "{stdout}");
}

#[test]
fn a_refused_variant_says_why_and_other_games_still_play() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("zh.pgn");
    std::fs::write(
        &file,
        "[Event \"zh\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 *\n\n[Event \"std\"]\n\n1. d4 *\n",
    )
    .unwrap();
    let (stdout, _, code) = replay(home.path(), &file, &[], "list\ngame 2\nn\n");
    assert_eq!(code, 0);
    assert!(
        stdout.starts_with("Game 1 cannot be replayed: its variant is crazyhouse; hektor replays standard chess and Chess960 only."),
        "{stdout}"
    );
    assert!(
        stdout.contains("; a chess variant hektor does not replay\n"),
        "{stdout}"
    );
    assert!(stdout.contains("1, White: David vier"), "{stdout}");
    // Asked for by number, the variant game is refused with a sentence and the session
    // goes on: `list` is read.
    let (stdout, stderr, code) = replay(home.path(), &file, &["--game", "1"], "list\nnext game\n");
    assert_eq!(code, 0, "{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].contains("crazyhouse"), "{stdout}");
    assert_eq!(lines[1], "2 games in the file.", "{stdout}");
    assert!(lines[4].starts_with("Game 2: "), "{stdout}");
    let (_, stderr, code) = replay(home.path(), &file, &["--game", "9"], "");
    assert_eq!(code, 2);
    assert_eq!(stderr.trim(), "There is no game 9: the file has 2 games.");
}

#[test]
fn the_place_in_a_file_is_remembered() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("annotated.pgn");
    std::fs::write(&file, ANNOTATED).unwrap();
    let (_, _, code) = replay(home.path(), &file, &[], "n\nvar\nn\n");
    assert_eq!(code, 0);
    let (stdout, _, _) = replay(home.path(), &file, &[], "where\n");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[2..5],
        [
            "Comment: A short annotated game.",
            "You go on where you stopped last time:",
            "You are in a variation, depth 1, line 2 of 2; type up to go back to the line it \
             branches from.",
        ],
        "{stdout}"
    );
    assert_eq!(lines[5], "2, White: Springer Felix drei", "{stdout}");
    let (stdout, _, _) = replay(home.path(), &file, &[], "game 2\nn\nquit\n");
    assert!(stdout.contains("1, White: David vier"));
    let (stdout, _, _) = replay(home.path(), &file, &[], "");
    assert!(stdout.starts_with("Game 2: Carl Gamma"), "{stdout}");
    // The file lost its second game: the place no longer fits, game 1 opens.
    std::fs::write(
        &file,
        &ANNOTATED[..ANNOTATED.find("[Event \"Second\"]").unwrap()],
    )
    .unwrap();
    let (stdout, _, code) = replay(home.path(), &file, &[], "n\n");
    assert_eq!(code, 0);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "There is no game 2: the file has 1 game.");
    assert!(lines[1].starts_with("Game 1: Anna Alpha"), "{stdout}");
}

/// A places file that does not read is said, in the UI language, and kept beside before
/// the new place is written: the places of other files in it are not lost unsaid.
#[test]
fn a_places_file_that_does_not_read_is_said_and_kept() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("annotated.pgn");
    std::fs::write(&file, ANNOTATED).unwrap();
    let data = home.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let damaged = "{\"/games/other.pgn\": {\"game\": 4, \"pa";
    std::fs::write(data.join("replay-places.json"), damaged).unwrap();
    let (stdout, stderr, code) = replay(home.path(), &file, &["--lang", "pl"], "n\n");
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(
        stdout.lines().next(),
        Some(
            format!(
                "Zapamiętanych miejsc w {} nie da się odczytać, więc to przeglądanie zaczyna się \
                 od początku; plik zostaje zachowany jako {}, zanim zostaną zapisane nowe miejsca.",
                data.join("replay-places.json").display(),
                data.join("replay-places.json.unread").display()
            )
            .as_str()
        ),
        "{stdout}"
    );
    assert_eq!(
        std::fs::read_to_string(data.join("replay-places.json.unread")).unwrap(),
        damaged
    );
    // The new place is remembered, and said no more.
    let (stdout, _, _) = replay(home.path(), &file, &[], "");
    assert!(
        stdout.contains("You go on where you stopped last time"),
        "{stdout}"
    );
    assert!(!stdout.contains("cannot be read"), "{stdout}");
}

#[test]
fn a_missing_file_exits_2() {
    let home = tempfile::tempdir().unwrap();
    let (_, stderr, code) = replay(home.path(), Path::new("/nonexistent.pgn"), &[], "");
    assert_eq!(code, 2);
    assert!(
        stderr.starts_with("The file /nonexistent.pgn does not exist."),
        "{stderr}"
    );
}

#[test]
fn filters_by_result_eco_and_date_and_clears() {
    let home = tempfile::tempdir().unwrap();
    let file = own("pgn/club.pgn");
    let input = "filter result draw\nfilter eco A0\nfilter clear\nfilter date 2024\nfilter player nobody\nfilter colour red\n";
    let (stdout, _, code) = replay(home.path(), &file, &[], input);
    assert_eq!(code, 0);
    // The game summary comes first: the replies start at the first list.
    let lines: Vec<&str> = stdout
        .lines()
        .skip_while(|l| !l.contains("match the filter"))
        .collect();
    assert_eq!(lines[0], "3 games match the filter (result 1/2-1/2).");
    assert_eq!(
        lines[4], "2 games match the filter (result 1/2-1/2, eco a0).",
        "{stdout}"
    );
    assert!(lines[5].starts_with("Game 3: "), "{stdout}");
    assert!(lines[6].starts_with("Game 5: "), "{stdout}");
    assert_eq!(lines[7], "Filter cleared: the list shows all games.");
    assert_eq!(lines[8], "6 games match the filter (date 2024).");
    // A condition no game matches is said and not kept.
    assert_eq!(
        lines[15], "No game has player nobody; the filter stays as it was.",
        "{stdout}"
    );
    assert!(
        lines[16].starts_with("Type filter, a field and a value"),
        "{stdout}"
    );
}

#[test]
fn position_queries_are_commands_and_bad_arguments_say_how() {
    let home = tempfile::tempdir().unwrap();
    let file = own("pgn/short.pgn");
    let input = "n\npieces white\nscan e\nscan 4\nsquare e4\nscan 9\nsquare z9\ngo x\ngame x\n";
    let (stdout, _, code) = replay(home.path(), &file, &[], input);
    assert_eq!(code, 0);
    assert!(!stdout.contains("Unknown command"), "{stdout}");
    for usage in [
        "Type scan and a file letter, a rank number or a diagonal, for example scan e, scan 4 or scan a1-h8.",
        "Type square and a square, for example square e4.",
        "Type go and a move number, for example go 12, or go 12 black.",
        "Type game and a game number, for example game 3.",
    ] {
        assert!(stdout.contains(usage), "{usage}: {stdout}");
    }
}

#[test]
fn the_ui_language_reaches_every_line() {
    let home = tempfile::tempdir().unwrap();
    let file = own("pgn/online.pgn");
    let output = common::hektor(home.path())
        .args(["--lang", "de", "replay"])
        .arg(&file)
        .args(["--plain", "--game", "1"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.starts_with("Partie 1: "), "{stdout}");
    assert!(
        stdout.contains(" Züge. Eingabetaste oder weiter"),
        "{stdout}"
    );
}

/// [`common::terminal::replay_heard`] on a two-move game.
fn replay_heard(lang: &str, speech: &str, steps: &[(&str, &str)]) -> (Vec<String>, Vec<String>) {
    let home = tempfile::tempdir().unwrap();
    let pgn = home.path().join("game.pgn");
    std::fs::write(
        &pgn,
        "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n",
    )
    .unwrap();
    common::terminal::replay_heard(home.path(), lang, speech, &pgn, steps)
}

/// Plain replay speaks as plain play does, through the speech backend: the opening and
/// every line of each answer are heard, in order and in the UI language, as printed.
#[test]
fn plain_replay_is_heard_line_by_line_in_order() {
    let (printed, said) = replay_heard(
        "en",
        "command",
        &[
            ("2 moves.", "next"),
            ("Eva vier", "next"),
            ("Eva fünf", "pieces"),
            ("Eva acht", "quit"),
        ],
    );
    // The first line says which backend speaks; then everything printed is heard, each
    // line in one run of the speech command (it has no {voice}: the FIDE words cannot
    // have their own voice, so they go in the line's run).
    // The speech command is the user's own: named by its program, not read out whole.
    assert_eq!(said[0], "Speech output: command (your speech command, sh).");
    assert_eq!(letters(&said[1..]), letters(&printed[1..]), "{said:#?}");
    assert_eq!(
        said[1..5],
        [
            "Game 1: Anna against Bert; White won",
            "2 moves. Press Enter or type n for the next move, help for all commands.",
            "1, White: Eva vier",
            "1, Black: Eva fünf",
        ],
    );
    assert!(said[5].starts_with("White: king Eva eins;"), "{said:#?}");
    assert!(
        said.iter()
            .any(|line| line.starts_with("Black: king Eva acht;")),
        "{said:#?}"
    );
}

/// Only the letters and digits of `lines`, for comparing what was printed with what was
/// heard in runs of the speech command.
fn letters(lines: &[String]) -> String {
    lines
        .concat()
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect()
}

/// In Russian the sentences around the FIDE words are heard in Russian.
#[test]
fn plain_replay_is_heard_in_russian() {
    let (_, said) = replay_heard(
        "ru",
        "command",
        &[
            ("Ходов: 2.", "next"),
            ("Eva vier", "pieces"),
            ("Eva acht", "quit"),
        ],
    );
    assert!(said[0].starts_with("Речь: программа речи"), "{said:#?}");
    assert_eq!(said[1], "Партия 1: Anna — Bert; белые выиграли");
    assert!(said[2].starts_with("Ходов: 2. Enter или дальше — следующий ход"));
    assert_eq!(said[3], "1, белые: Eva vier", "{said:#?}");
    assert!(said[4].starts_with("Белые: король Eva eins;"), "{said:#?}");
    assert!(
        said.iter()
            .any(|line| line.starts_with("Чёрные: король Eva acht;")),
        "{said:#?}"
    );
}

/// `--speech text` is respected as in play: the lines are printed, the speech command
/// configured is never run.
#[test]
fn plain_replay_with_speech_text_only_prints() {
    let (printed, said) = replay_heard("en", "text", &[("", "next"), ("", "quit")]);
    assert_eq!(printed[0], "Game 1: Anna against Bert; White won");
    assert_eq!(printed[2], "1, White: Eva vier");
    assert!(said.is_empty(), "{said:#?}");
}

/// Replay's help is the command table's, as play's is: one line per command, what to
/// type and what it does, in the UI language; the board queries are the same lines in
/// both engines. The short names (`sq`, `h`, `q`) are the table's too.
#[test]
fn help_lists_the_command_tables_replay_commands_in_the_ui_language() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("game.pgn");
    std::fs::write(&file, "[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 e5 *\n").unwrap();
    let (out, code) = common::replay_plain(home.path(), "en", &file, &[], "help\nsq e2\nq\n");
    assert_eq!(code, 0, "{out:#?}");
    let play_help = hektor::app::help_lines(
        &hektor::i18n::Locale::new(hektor::i18n::Lang::En),
        hektor::games::Rules::Chess,
    );
    let pieces = play_help.iter().find(|l| l.starts_with("pieces")).unwrap();
    assert!(out.contains(pieces), "{out:#?}");
    assert!(
        out.contains(&"go 12, go 12 black, go 12..., also move: White's (or Black's) move with that number in the main line".to_owned()),
        "{out:#?}"
    );
    assert!(
        out.iter().any(|l| l.starts_with(
            "quit, also exit, q: end the replay; the place in the file is remembered"
        )),
        "{out:#?}"
    );
    assert!(!out.iter().any(|l| l.starts_with("undo")), "{out:#?}");
    assert_eq!(out.last().unwrap(), "Eva zwei: white pawn", "{out:#?}");

    let (out, _) = common::replay_plain(home.path(), "ru", &file, &["--game", "1"], "h\n");
    assert!(
        out.iter()
            .any(|l| l == "начало (start, также first, home): начало партии"),
        "{out:#?}"
    );
    assert!(
        out.iter()
            .any(|l| l.starts_with("поле, клетка (square e4, также sq): что стоит на поле")),
        "{out:#?}"
    );
}

/// A file that cannot be replayed is said through the speech backend too, in the UI
/// language, as play says what stops it.
#[test]
fn a_missing_file_is_heard() {
    let home = tempfile::tempdir().unwrap();
    let (config, spoken) = common::terminal::speech_command_config(home.path());
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_hektor"))
        .env("HEKTOR_HOME", home.path().join("home"))
        .args(["--lang", "uk", "--speech", "command", "--config"])
        .arg(&config)
        .args(["replay", "nothere.pgn", "--plain"])
        .current_dir(home.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let said = std::fs::read_to_string(&spoken).unwrap_or_default();
    assert_eq!(
        said.trim_end(),
        "Файлу nothere.pgn не існує. Перевірте назву і теку.",
        "{output:?}"
    );
}

/// Sides are read in the UI languages, by the words a game session reads them with:
/// `go 1 чорні`, `pieces białe`.
#[test]
fn sides_are_read_in_the_ui_languages() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("game.pgn");
    std::fs::write(&file, "1. e4 e5 2. Nf3 *\n").unwrap();
    let (out, _) = common::replay_plain(home.path(), "uk", &file, &[], "go 1 чорні\n");
    assert_eq!(out.last().unwrap(), "1, чорні: Eva fünf", "{out:#?}");
    let (out, _) = common::replay_plain(home.path(), "pl", &file, &[], "pieces białe\n");
    assert!(
        out.last().unwrap().starts_with("Białe: król Eva eins"),
        "{out:#?}"
    );
}

/// Clock commands (`[%clk]`, `[%clock]`, `[%emt]`, any other `[%...]`) are left out of the
/// comment's words ("time used" says the time); an evaluation is said in words; a comment
/// of commands only is no comment at all.
#[test]
fn clock_commands_are_left_out_of_comments() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("clk.pgn");
    std::fs::write(
        &file,
        "[Event \"A\"]\n[White \"X\"]\n[Black \"Y\"]\n[TimeControl \"300+0\"]\n\n\
         1. e4 { [%eval 0.3] [%clk 0:05:00] } 1... e5 { [%clk 0:04:58] [%emt 0:00:02] } \
         2. Nf3 { [%clock w0:04:50] } 2... Nc6 { [%clk 0:04:50] Nice } 1-0\n",
    )
    .unwrap();
    let (stdout, _, _) = replay(home.path(), &file, &[], "n\nn\nn\nn\n");
    let comments: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("Comment:"))
        .collect();
    assert_eq!(
        comments,
        ["Comment: White is better by 0.3 pawns", "Comment: Nice"],
        "{stdout}"
    );
    assert!(
        !stdout.contains("w0:04:50") && !stdout.contains("clock"),
        "{stdout}"
    );
}

/// A game saved by `hektor play --save` in `home` (`e4 e5`), in the UI language `lang`.
fn saved_game(home: &Path, lang: &str) -> std::path::PathBuf {
    let save = home.join(format!("g40-{lang}.jsonl"));
    let mut command = common::hektor(home);
    command
        .args(["--lang", lang, "play", "--plain", "--save"])
        .arg(&save);
    let output = common::run_with_input(command, b"e4\ny\ne5\ny\nquit\n");
    assert!(output.status.success(), "{output:?}");
    save
}

/// Runs `hektor --lang LANG ARGS FILE [--plain]` with `input`: what it printed (standard
/// output, then standard error) and its exit code.
fn run_on(home: &Path, lang: &str, args: &[&str], file: &Path, input: &str) -> (String, i32) {
    let mut command = common::hektor(home);
    command.args(["--lang", lang]).args(args).arg(file);
    if args == ["replay"] {
        // The opening names of ../shared, when there, would make what is said depend on it.
        command
            .arg("--plain")
            .args(common::without_opening_names(home));
    }
    let output = common::run_with_input(command, input.as_bytes());
    let printed = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    (printed, output.status.code().unwrap())
}

#[test]
fn a_saved_game_is_replayed_from_its_record_not_read_aloud_as_json() {
    let home = tempfile::tempdir().unwrap();
    for (lang, white, black) in [
        ("uk", "1, білі: Eva vier", "1, чорні: Eva fünf"),
        ("en", "1, White: Eva vier", "1, Black: Eva fünf"),
    ] {
        let save = saved_game(home.path(), lang);
        let (said, code) = run_on(home.path(), lang, &["replay"], &save, "n\nn\nquit\n");
        assert_eq!(code, 0, "{lang}: {said}");
        assert!(!said.contains("at_ms"), "{lang}: the JSON was read: {said}");
        assert!(
            said.contains(white) && said.contains(black),
            "{lang}: {said}"
        );
        // The place in it is remembered as in any file.
        let (said, _) = run_on(home.path(), lang, &["replay"], &save, "");
        assert!(said.contains(black), "{lang}: {said}");
    }
}

#[test]
fn check_reads_a_saved_game_from_its_record_without_a_bogus_problem() {
    let home = tempfile::tempdir().unwrap();
    let save = saved_game(home.path(), "en");
    let (printed, code) = run_on(home.path(), "en", &["check"], &save, "");
    assert_eq!(code, 0, "{printed}");
    assert_eq!(printed, "1 game, 2 moves, 0 errors\n");
}

#[test]
fn a_saved_game_without_a_start_is_refused_naming_no_command_that_refuses_it_too() {
    let home = tempfile::tempdir().unwrap();
    let save = home.path().join("torn.jsonl");
    std::fs::write(&save, "{\"at_ms\":1795461383072,\"event\":\"sta").unwrap();
    for command in ["replay", "check"] {
        let (printed, code) = run_on(home.path(), "uk", &[command], &save, "n\nquit\n");
        assert_eq!(code, 2, "{command}: {printed}");
        assert!(!printed.contains("at_ms"), "{command}: {printed}");
        // play --resume and export refuse this file too: neither is advised.
        assert!(!printed.contains("--resume"), "{command}: {printed}");
        assert!(!printed.contains("hektor export"), "{command}: {printed}");
        assert!(
            printed.contains("перший рядок — не початок партії"),
            "{command}: not Ukrainian, or not why: {printed}"
        );
    }
}

#[test]
fn a_saved_game_with_a_byte_order_mark_is_read_by_check_and_replay() {
    let home = tempfile::tempdir().unwrap();
    let save = saved_game(home.path(), "en");
    let text = std::fs::read(&save).unwrap();
    std::fs::write(&save, [b"\xEF\xBB\xBF".as_slice(), &text].concat()).unwrap();
    let (printed, code) = run_on(home.path(), "en", &["check"], &save, "");
    assert_eq!(code, 0, "{printed}");
    assert_eq!(printed, "1 game, 2 moves, 0 errors\n");
}

/// A game of `moves` (main line) between `white` and `black`.
fn game(white: &str, black: &str, moves: &str) -> String {
    format!(
        "[Event \"Club\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"*\"]\n\n{moves} *\n\n"
    )
}

const LONG: &str = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 *";

/// Replays `LONG` between Anna and Bella to move 7 and quits; then the file becomes
/// `changed` and is replayed again (`n`): what that second replay says first, and after.
fn reopened_after_a_change(changed: &str) -> (String, String) {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("club.pgn");
    std::fs::write(&file, game("Anna Alpha", "Bella Beta", LONG)).unwrap();
    let (_, _, code) = replay(home.path(), &file, &[], "go 7\nquit\n");
    assert_eq!(code, 0);
    std::fs::write(&file, changed).unwrap();
    let (stdout, stderr, code) = replay(home.path(), &file, &[], "n\n");
    assert_eq!(code, 0, "{stderr}");
    assert!(!stdout.contains("You go on where you stopped"), "{stdout}");
    let (first, rest) = stdout.split_once('\n').unwrap();
    (first.to_owned(), rest.to_owned())
}

#[test]
fn a_place_in_a_game_that_is_no_longer_there_is_not_restored() {
    // Another game takes its place: game 1 is now Carl's, and Anna's is gone.
    let other = game("Carl Gamma", "Dora Delta", "1. d4 d5 2. c4 e6 3. Nc3 Nf6 *");
    let (first, rest) = reopened_after_a_change(&other);
    assert_eq!(
        first,
        "The file has changed since last time: game 1 is no longer the game you stopped in; \
         you start at the beginning of game 1."
    );
    assert!(rest.starts_with("Game 1: Carl Gamma"), "{rest}");
    assert!(rest.contains("1, White: David vier"), "{rest}");
}

#[test]
fn a_place_beyond_the_end_of_a_shortened_game_starts_it_from_the_beginning() {
    let shorter = game("Anna Alpha", "Bella Beta", "1. e4 e5 2. Nf3 Nc6 *");
    let (first, rest) = reopened_after_a_change(&shorter);
    assert_eq!(
        first,
        "Game 1 is shorter than when you stopped last time; you start at its beginning."
    );
    assert!(rest.starts_with("Game 1: Anna Alpha"), "{rest}");
    assert!(rest.contains("1, White: Eva vier"), "{rest}");
}

/// The place is written as the user moves, before the step is said: a replay killed
/// with SIGKILL after saying a move goes on at that move next time.
#[test]
fn the_place_survives_a_kill() {
    use std::io::{BufRead, BufReader, Write};
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("annotated.pgn");
    std::fs::write(&file, ANNOTATED).unwrap();
    let mut command = common::hektor(home.path());
    command
        .arg("replay")
        .arg(&file)
        .arg("--plain")
        .args(common::without_opening_names(home.path()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped());
    let mut child = command.spawn().unwrap();
    // Standard input stays open: the session never sees its end, only the kill.
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"n\nn\nn\n").unwrap();
    stdin.flush().unwrap();
    // A session that never says the step is killed after a minute, so the test ends.
    let pid = child.id().to_string();
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_secs(60));
        let _ = std::process::Command::new("kill")
            .args(["-KILL", &pid])
            .status();
    });
    let step = "2, White: Springer Felix drei, interesting move";
    let mut said = Vec::new();
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        let step = line == step;
        said.push(line);
        if step {
            break;
        }
    }
    child.kill().unwrap();
    child.wait().unwrap();
    drop(stdin);
    assert_eq!(said.last().map(String::as_str), Some(step), "{said:?}");
    let (stdout, _, code) = replay(home.path(), &file, &[], "");
    assert_eq!(code, 0);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[2..5],
        [
            "Comment: A short annotated game.",
            "You go on where you stopped last time:",
            step
        ],
        "{stdout}"
    );
}

/// A data folder hektor cannot write (here a file stands in its place): the place that
/// cannot be kept is said once, not before every move.
#[test]
fn a_place_that_cannot_be_kept_is_said_once() {
    let home = tempfile::tempdir().unwrap();
    std::fs::write(home.path().join("data"), "not a folder").unwrap();
    let file = home.path().join("annotated.pgn");
    std::fs::write(&file, ANNOTATED).unwrap();
    let (stdout, _, code) = replay(home.path(), &file, &[], "n\nn\nn\nquit\n");
    assert_eq!(code, 0);
    let said = stdout
        .lines()
        .filter(|line| line.starts_with("The place in this file could not be remembered"))
        .count();
    assert_eq!(said, 1, "{stdout}");
    assert!(stdout.contains("2, White: Springer Felix drei"), "{stdout}");
}

/// The same checks on the outside corpus's files (`make test` runs them when the shared
/// folder is there).
mod outside_corpus {
    use super::*;
    use common::corpus::outside_folder;

    #[test]
    fn every_fixture_opens_and_plays_to_its_end() {
        every_file_opens_and_plays_to_its_end(
            &outside_folder("fixtures/pgn", "pgn"),
            &["utf8-bom.pgn"],
        );
    }
}

#[test]
fn a_place_that_cannot_be_kept_is_said_in_the_ui_language() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    // The file of places is a folder: writing it fails with the system's "Is a directory".
    std::fs::create_dir_all(home.join("data").join("replay-places.json")).unwrap();
    for (lang, words) in [("uk", "це тека, а не файл"), ("ru", "это папка, а не файл")]
    {
        let (lines, _) = common::replay_plain(&home, lang, &own("pgn/club.pgn"), &[], "\nq\n");
        let said = lines
            .iter()
            .find(|line| line.contains("replay-places.json"))
            .unwrap_or_else(|| panic!("no sentence about the places in {lines:?}"));
        assert!(said.contains(words), "{said}");
        assert!(!said.contains("os error"), "{said}");
        assert!(!said.contains("Is a directory"), "{said}");
    }
}

/// A game with 9,999 variations at its first move and a comment of 1 MB: the list names
/// ten and counts the others, the comment is said up to its first 2,000 characters and
/// then how many more are left out; the whole answer stays a few lines.
#[test]
fn many_variations_and_a_huge_comment_are_said_in_bounded_form() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("wide.pgn");
    let comment = "A long comment. ".repeat(65_536);
    let game = format!(
        "[Event \"Wide\"]\n\n1. e4 {{{comment}}} {}1... e5 *\n",
        "(1. d4) ".repeat(9_999)
    );
    std::fs::write(&file, game).unwrap();
    let (stdout, stderr, code) = replay(home.path(), &file, &[], "where\nn\nquit\n");
    assert_eq!(code, 0, "{stderr}");
    let list = stdout
        .lines()
        .find(|line| line.starts_with("9999 other lines here: "))
        .unwrap_or_else(|| panic!("{stdout}"));
    assert_eq!(list.matches("1, White: David vier").count(), 10, "{list}");
    assert!(
        list.contains("line 11: 1, White: David vier; and 9989 more. Type line and its number"),
        "{list}"
    );
    let said: usize = stdout
        .lines()
        .skip_while(|line| !line.starts_with("Comment: "))
        .take_while(|line| !line.starts_with("1, Black"))
        .map(str::len)
        .sum();
    assert!(
        (2_000..2_200).contains(&said),
        "{said} bytes of comment said"
    );
    assert!(stdout.contains(
        "A long comment. … 1046575 more characters left out; type more to hear the rest."
    ));
    assert!(stdout.len() < 10_000, "{} bytes said", stdout.len());
}

/// A saved game with a damaged line (left out) and a move line damaged after its `uci`
/// (its move read from what remained): `check` prints both, `replay` says them at its
/// opening through the speech backend, in the same sentences.
#[test]
fn check_and_replay_say_what_of_a_damaged_saved_game_they_left_out() {
    let home = tempfile::tempdir().unwrap();
    let save = saved_game(home.path(), "uk");
    let text = std::fs::read_to_string(&save).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    // Line 2 is e4: its closing brace lost, its `uci` still reads.
    assert!(lines[1].contains("\"e2e4\""), "{text}");
    lines[1].pop();
    lines.push("{ broken".to_owned());
    let broken_line = lines.len();
    std::fs::write(&save, lines.join("\n") + "\n").unwrap();
    let name = save.display().to_string();
    let salvaged = format!(
        "Рядок 2 файлу партії {name} було пошкоджено; його хід e4 прочитано з того, що \
         залишилося."
    );

    let (printed, code) = run_on(home.path(), "uk", &["check"], &save, "");
    assert_eq!(code, 0, "{printed}");
    let printed: Vec<&str> = printed.lines().collect();
    assert!(printed.contains(&salvaged.as_str()), "{printed:#?}");
    let left_out = printed
        .iter()
        .find(|line| line.starts_with(&format!("Рядок {broken_line} файлу партії")))
        .unwrap_or_else(|| panic!("the damaged line is not named: {printed:#?}"));

    let (config, spoken) = common::terminal::speech_command_config(home.path());
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_hektor"))
        .env("HEKTOR_HOME", home.path())
        .args(["--lang", "uk", "--speech", "command", "--config"])
        .arg(&config)
        .arg("replay")
        .arg(&save)
        .arg("--plain")
        .args(common::without_opening_names(home.path()))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let said = std::fs::read_to_string(&spoken).unwrap_or_default();
    let said: Vec<&str> = said.lines().collect();
    assert!(said.contains(left_out), "{said:#?}");
    assert!(said.contains(&salvaged.as_str()), "{said:#?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains(&salvaged), "{stdout}");
}

/// A null move (`--`) is played as a pass and said so; the moves and the variation after
/// it are reached.
#[test]
fn a_null_move_is_said_as_a_pass_and_the_game_goes_on() {
    let home = tempfile::tempdir().unwrap();
    let pgn = home.path().join("null.pgn");
    std::fs::write(
        &pgn,
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Qh5 -- (2... Nc6 3. Bc4) 3. Qxf7# 1-0\n",
    )
    .unwrap();
    let (out, err, code) = replay(home.path(), &pgn, &[], "\n\n\n\n\n\nquit\n");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("2, Black: no move: the turn passes (a null move in the file)"),
        "{out}"
    );
    assert!(out.contains("3, White: "), "{out}");
    assert!(
        !out.contains("stops early") && !out.contains("cannot be played"),
        "{out}"
    );
}

/// Item 20 in Ukrainian: the variations here named by their lines, `line N` entering
/// one, a resume inside it said so, and a game put in front found under its new number.
#[test]
fn lines_and_a_resume_in_a_variation_in_ukrainian() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("lines.pgn");
    let anna = game(
        "Anna Alpha",
        "Bella Beta",
        "1. e4 e5 (1... c5 2. Nf3) (1... e6) 2. Nf3",
    );
    std::fs::write(&file, &anna).unwrap();
    let (first, code) = run_on(
        home.path(),
        "uk",
        &["replay"],
        &file,
        "n\nline 2\nn\nquit\n",
    );
    assert_eq!(code, 0, "{first}");
    let other = game("Carl Gamma", "Dora Delta", "1. d4 d5");
    std::fs::write(&file, other + &anna).unwrap();
    let (second, code) = run_on(home.path(), "uk", &["replay"], &file, "up\nquit\n");
    assert_eq!(code, 0, "{second}");
    insta::assert_snapshot!(format!("{first}---\n{second}"));
}

/// Item 21 in Polish: `clock` says both players' latest readings in words.
#[test]
fn clock_in_polish() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("clock.pgn");
    let moves = "1. e4 {[%clk 1:30:00]} e5 {[%clk 1:29:50]} 2. Nf3 {[%clk 1:28:00]}";
    std::fs::write(&file, game("Anna Alpha", "Bella Beta", moves)).unwrap();
    let (said, code) = run_on(
        home.path(),
        "pl",
        &["replay"],
        &file,
        "zegar\ngo 2\nclock\nquit\n",
    );
    assert_eq!(code, 0, "{said}");
    insta::assert_snapshot!(said);
}

/// Issue 23 item 11: a game Black starts has as many moves as a reader of the sheet
/// counts, from the first move number to the last: 1... e5 to 5. O-O is 5 moves (8
/// half-moves), for chess and, through the same count, for draughts.
#[test]
fn a_game_black_starts_counts_its_moves_as_the_sheet_numbers_them() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("black-first.pgn");
    std::fs::write(
        &file,
        "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n\
         1... e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O *\n",
    )
    .unwrap();
    let (printed, code) = run_on(home.path(), "en", &["replay"], &file, "quit\n");
    assert_eq!(code, 0, "{printed}");
    assert!(printed.contains("\n5 moves. Press Enter"), "{printed}");
    let (printed, code) = run_on(
        home.path(),
        "uk",
        &["replay"],
        &own("pdn/side-unknown.pdn"),
        "quit\n",
    );
    assert_eq!(code, 0, "{printed}");
    assert!(printed.contains("\nХодів: 2. "), "{printed}");
}

/// Issue 23 item 7: tag blocks without moves are games of their own in the list, and
/// opening one says it has no moves, in the UI language.
#[test]
fn tag_blocks_are_listed_and_opened_as_games_in_polish() {
    let home = tempfile::tempdir().unwrap();
    let (printed, code) = run_on(
        home.path(),
        "pl",
        &["replay"],
        &own("pgn/tag-blocks.pgn"),
        "list\ngame 4\nquit\n",
    );
    assert_eq!(code, 0, "{printed}");
    assert!(
        printed.contains("Ta partia nie ma posunięć, tylko nagłówki."),
        "{printed}"
    );
    for line in [
        "Partia 2: Marchenko, Daria — Shevchuk, Nina",
        "Partia 3: Tkachenko, Alla — Bondar, Vira",
        "Partia 4: Hnatiuk, Olena — Shevchuk, Nina",
        "Posunięcia: 3.",
    ] {
        assert!(printed.contains(line), "{line}: {printed}");
    }
}

/// Issue 23 item 9: a cut download (good games, then binary bytes) is replayed up to
/// the damage, which is said when the replay opens, in the UI language.
#[test]
fn a_cut_download_is_replayed_up_to_its_binary_tail_in_ukrainian() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("cut.pgn");
    let good = "[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n\
                [White \"Carl\"]\n[Black \"Dora\"]\n\n1. d4 d5 0-1\n\n";
    let mut bytes = good.as_bytes().to_vec();
    bytes.extend_from_slice(b"\xff\xfe\x00\x00\x13garbage\n[White \"X\"]\n\n1. c4 *\n");
    std::fs::write(&file, bytes).unwrap();
    let (printed, code) = run_on(
        home.path(),
        "uk",
        &["replay"],
        &file,
        "list\ngame 3\nquit\n",
    );
    assert_eq!(code, 0, "{printed}");
    assert!(
        printed.contains("рядок 11: тут файл перестає бути текстом (байт 101: двійкові байти"),
        "{printed}"
    );
    assert!(
        printed.contains("2 партії перед ним прочитано"),
        "{printed}"
    );
    assert!(printed.contains("Партія 2: Carl — Dora"), "{printed}");
    assert!(!printed.contains("X —"), "{printed}");
}

/// A cut download whose damage lies far past the first 8 KiB (the replay opens before
/// the index gets there): `list`, which waits for the whole index, says where the text
/// ends and how many games came before it.
#[test]
fn a_cut_download_damaged_far_in_says_where_in_the_list_in_polish() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("cut-far.pgn");
    let mut text = String::new();
    for n in 1..=300 {
        text.push_str(&format!(
            "[Event \"Turniej {n}\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"
        ));
    }
    let lines = text.lines().count() + 1;
    let byte = text.len();
    let mut bytes = text.into_bytes();
    bytes.extend_from_slice(b"\xff\xfe\x00\x00garbage\n[White \"X\"]\n\n1. c4 *\n");
    std::fs::write(&file, bytes).unwrap();
    assert!(byte > 8 * 1024, "the damage must lie past the first 8 KiB");
    let (printed, code) = run_on(home.path(), "pl", &["replay"], &file, "list\nquit\n");
    assert_eq!(code, 0, "{printed}");
    // (The replay may say it when it opens too, if the index came so far by then.)
    let listed = printed
        .split_once("Partie w pliku: 300.")
        .unwrap_or_else(|| panic!("no count of the games:\n{printed}"))
        .1;
    let said = listed
        .lines()
        .find(|line| line.contains(&format!("bajt {byte}")))
        .unwrap_or_else(|| panic!("the list names no byte {byte}:\n{printed}"));
    assert!(said.starts_with(&format!("wiersz {lines}:")), "{said}");
    assert!(said.contains("300"), "{said}");
    assert!(!printed.contains("X —"), "{printed}");
}

/// Issue 38: a game kept as written in tournament mode replays to its last legal move;
/// the moves from the first that is not legal on are said there, in the one comment that
/// names that move, and the replay goes no further.
#[test]
fn a_game_kept_as_written_replays_its_legal_part_and_says_the_rest_as_recorded() {
    use common::games::{written_game, written_illegal};
    let home = tempfile::tempdir().unwrap();
    let moves = written_illegal();
    let game = home.path().join("tournament.jsonl");
    written_game(
        &game,
        hektor::games::Rules::Chess,
        &moves,
        Some(hektor::game::GameResult::WhiteWins),
    );
    let (lines, code) = common::replay_plain(home.path(), "en", &game, &[], "end\nquit\n");
    assert_eq!(code, 0, "{lines:?}");
    let said = lines.join("\n");
    assert!(said.contains("22 moves."), "{said}");
    assert!(
        said.contains(
            "Comment: move 23 as recorded (White), Qd7, is not legal; as recorded from there \
             on, not checked: 23. Qd7 Qd6 24. Rxd4 cxd4"
        ),
        "{said}"
    );
}
