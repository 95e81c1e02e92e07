//! The yes-or-no questions of a game session: undo and a result withdrawn, an export
//! that would replace a file, a question another command replaced.

use super::*;

#[test]
fn undo_after_a_result_names_the_result_and_undo_result_keeps_the_moves() {
    let (mut app, _) = app(setup());
    let transcript = run(
        &mut app,
        &[
            "undo result",
            "e4",
            "y",
            "resign",
            "y",
            "undo",
            "n",
            "undo result",
            "y",
            "undo result",
            "e5",
            "y",
        ],
    );
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&app), ["e4", "e5"]);
    assert_eq!(app.record().result, GameResult::Ongoing);
}

#[test]
fn a_result_the_position_gives_is_not_withdrawn_alone() {
    let (mut app, _) = app(setup());
    let transcript = run(
        &mut app,
        &["f3", "y", "e5", "y", "g4", "y", "Qh4", "y", "undo result"],
    );
    insta::assert_snapshot!(transcript);
    assert_eq!(app.record().result, GameResult::BlackWins);
}

#[test]
fn withdrawing_a_result_is_journaled_and_replays_the_same() {
    let (mut app, time, mut entries) = journaled_game(None);
    for line in [
        "e4",
        "y",
        "result 1-0 adjudication",
        "y",
        "undo result",
        "y",
    ] {
        time.advance(1_000);
        entries.extend(journaled(app.update(Command::Line(line.into()))));
    }
    let replayed = crate::games::journal::record_from(&entries);
    assert_eq!(&replayed, app.record());
    assert_eq!(replayed.result, GameResult::Ongoing);
}

#[test]
fn export_never_overwrites_the_game_file_and_asks_before_replacing_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.jsonl");
    let other = dir.path().join("other.pgn");
    std::fs::write(&game, "the game\n").unwrap();
    std::fs::write(&other, "older\n").unwrap();
    let (mut app, _) = app(setup());
    app.set_game_file(game.clone());
    let own = format!("export pgn {}", game.display());
    let existing = format!("export pgn {}", other.display());
    let new = format!("export pgn {}", dir.path().join("new.pgn").display());
    let said = in_tmp(
        run(
            &mut app,
            &["e4", "y", &own, &existing, "n", &existing, "y", &new],
        ),
        &dir,
    );
    insta::assert_snapshot!(said);
}

/// `export` looks at no disk in `update`: what is at the file is the runtime's to find
/// (`Read::Export`), even where only the disk can tell (a folder that is not there), and
/// what the runtime found decides what is said.
#[test]
fn export_asks_the_runtime_what_is_at_the_file() {
    use crate::scoresheet::Format;
    let (mut app, _) = app(setup());
    let game = PathBuf::from("/games/game.jsonl");
    app.set_game_file(game.clone());
    let path = PathBuf::from("/no-folder-of-hektor/sheet.pgn");
    let effects = app.update(Command::Line(format!("export pgn {}", path.display())));
    let read = Read::Export {
        format: Some(Format::Pgn),
        path: path.clone(),
        own: Some(game),
    };
    assert_eq!(effects, [Effect::Read(read)]);
    let found = Got::Export {
        format: Some(Format::Pgn),
        path,
        target: Target::Unusable(std::io::ErrorKind::NotFound.into()),
    };
    let said: Vec<String> = app
        .receive(found)
        .iter()
        .map(effect_line)
        .filter(|line| line.starts_with("say"))
        .collect();
    assert_eq!(
        said,
        [
            "say (Error): The folder /no-folder-of-hektor does not exist. Check the name, or make the \
          folder first."
        ]
    );
}

#[test]
fn a_question_replaced_by_another_command_says_what_was_not_done() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("other.pgn");
    std::fs::write(&other, "older\n").unwrap();
    let (mut app, _) = app(setup());
    let existing = format!("export pgn {}", other.display());
    // The overwrite question, then a move typed instead of an answer; a query in
    // between keeps the question; an undo question replaced by a result question.
    let said = in_tmp(
        run(
            &mut app,
            &[
                "e4", "y", &existing, "time", "e5", "y", "undo", "resign", "n",
            ],
        ),
        &dir,
    );
    insta::assert_snapshot!(said);
    // The move's read-back follows the sentence about the export; it does not cut it off.
    let mut again = app_after(&["e4", "y", &existing]);
    let effects = again.update(Command::Line("e5".into()));
    let says: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Say(u) => Some(u.continues),
            _ => None,
        })
        .collect();
    assert_eq!(says, [false, true]);
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "older\n");
    assert_eq!(sans(&app), ["e4", "e5"]);
}
