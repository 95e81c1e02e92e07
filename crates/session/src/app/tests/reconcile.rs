//! Issue 11, items 23 and 25 in the session: a board entered with `board blind` or
//! `board sighted` (in any UI language's words) is that player's, and the report says
//! who restores it; `reconcile FILE game N` reads game N of a file with several games.

use super::*;
use crate::i18n::Lang;

/// A game of `moves` in `lang`, and a file `other.pgn` holding `text`.
fn game_in(lang: Lang, moves: &[&str], text: &str) -> (App, tempfile::TempDir, String) {
    let mut setup = setup();
    setup.announce.lang = lang;
    let (mut app, _) = app(setup);
    for mv in moves {
        run(&mut app, &[mv, ""]);
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("other.pgn");
    std::fs::write(&path, text).unwrap();
    (app, dir, path.display().to_string())
}

/// Three games; the second is the session's game with Black's second move different.
const THREE_GAMES: &str = "[White \"A\"]\n[Black \"B\"]\n\n1. d4 d5 *\n\n\
    [White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 e5 2. Nf3 Nf6 *\n\n\
    [White \"C\"]\n[Black \"D\"]\n\n1. c4 *\n";

#[test]
fn boards_of_the_blind_and_the_sighted_player_are_named_in_the_report() {
    let moves = ["e4", "e5", "Nf3", "Nc6"];
    let (mut app, dir, path) = game_in(Lang::Ru, &moves, "1. e4 e5\n2. Кf3 Кc6\n");
    let said = in_tmp(
        run(
            &mut app,
            &[
                "board незрячий",
                "белые Крe1 Фd1 Лa1 Лh1 Сc1 Сf1 Кb1 Кf3 a2 b2 c2 d2 e4 f2 g2 h2",
                "чёрные Крe8 Фd8 Лa8 Лh8 Сc8 Сf8 Кa6 Кg8 a7 b7 c7 d7 e5 f7 g7 h7",
                "board done",
                "board sighted",
                "белые Крe1 Фd1 Лa1 Лh1 Сc1 Сf1 Кb1 Кf3 a2 b2 c2 d2 e4 f2 g2 h2",
                "чёрные Крe8 Фd8 Лa8 Лh8 Сc8 Сf8 Кc6 Кg8 a7 b7 c7 d7 e5 f7 g7 h7",
                "board done",
                &format!("reconcile {path}"),
            ],
        ),
        &dir,
    );
    insta::assert_snapshot!(said);
    assert!(
        said.contains("Это доска незрячего игрока.") && said.contains("Это доска зрячего игрока."),
        "{said}"
    );
    assert!(said.contains("Незрячий игрок"), "{said}");
    assert!(said.contains("Доске 1 нужно 1 исправление:"), "{said}");
}

#[test]
fn reconcile_reads_the_game_asked_for_and_says_how_to_ask_for_another() {
    let moves = ["e4", "e5", "Nf3", "Nc6"];
    let (mut app, dir, path) = game_in(Lang::En, &moves, THREE_GAMES);
    let said = in_tmp(
        run(
            &mut app,
            &[
                &format!("reconcile {path}"),
                &format!("reconcile {path} game 2"),
                &format!("reconcile {path} --game 4"),
            ],
        ),
        &dir,
    );
    insta::assert_snapshot!(said);
    // Game 1 (1. d4) differs at once; game 2 agrees for three half-moves.
    assert!(
        said.contains("Sheet 2 is game 1 of 3 in its file"),
        "{said}"
    );
    assert!(
        said.contains("Sheet 2 is game 2 of 3 in its file: White Anna, Black Bert."),
        "{said}"
    );
    assert!(
        said.contains("The scoresheets agree for 3 half-moves"),
        "{said}"
    );
    assert!(
        said.contains(
            "For another game of TMP/other.pgn: reconcile TMP/other.pgn game N, with N from 1 to 3."
        ),
        "{said}"
    );
    assert!(
        said.contains("The file has 3 games, so there is no game 4."),
        "{said}"
    );
    assert_eq!(sans(&app), moves);
}
