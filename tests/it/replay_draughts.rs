//! `hektor replay` on PDN files (draughts-64 and draughts-100) in plain mode on a pipe:
//! the list, opening games, stepping, `go`, `where`, the board queries, comments and
//! variations, in English and Russian, heard through a speech command; every move of the
//! fixtures (the project's own, and the outside corpus's when it is there) replays to the
//! end; odd files say a sentence.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::PathBuf;

use common::corpus::own;
use common::replay_plain;
use hektor::games::format::{Format, load_at};
use hektor::replay::index::Index;
use hektor::replay::tree::MAX_NODES;

/// An own PDN fixture.
fn fixture(name: &str) -> PathBuf {
    own(&format!("pdn/{name}"))
}

/// Lines of `lines` that contain `wanted`.
fn with<'a>(lines: &'a [String], wanted: &str) -> Vec<&'a str> {
    lines
        .iter()
        .filter(|line| line.contains(wanted))
        .map(String::as_str)
        .collect()
}

#[test]
fn a_100_square_file_is_listed_stepped_and_asked_in_english() {
    let home = tempfile::tempdir().unwrap();
    let input = "list\ngame 2\nn\nn\np\ngo 3 black\nwhere\npieces white men\nsquare 31\n\
                 square 27\nmaterial\nattacks 31\nopening\nscan 3\nsquare z9\npieces red\nmoves 1-2\nend\nlast capture\nhelp\nfilter player dogwood\nnext game\nquit\n";
    let (lines, code) = replay_plain(home.path(), "en", &fixture("international.pdn"), &[], input);
    assert_eq!(code, 0, "{lines:#?}");
    assert_eq!(
        lines[0],
        "Game 1: Alder, A. against Birch, B.; draw; Club Cup 2023; 2023.10.11"
    );
    assert!(
        lines.contains(&"12 games in the file.".to_owned()),
        "{lines:#?}"
    );
    assert!(lines.contains(&"Type more for the next games.".to_owned()));
    let game2 = "Game 2: Cedar, C. against Dogwood, D.; draw; Club Cup 2023; 2023.10.11";
    assert_eq!(
        with(&lines, "Game 2: Cedar, C.").len(),
        3,
        "listed, opened, filtered"
    );
    assert!(lines.contains(&game2.to_owned()));
    assert!(lines.contains(
        &"47 moves. Press Enter or type n for the next move, help for all commands.".to_owned()
    ));
    // Moves are said in the draughts words of the UI language (style native).
    assert_eq!(
        with(&lines, "1, White: thirty-three, twenty-eight").len(),
        3,
        "next, back, and the moves 1-2"
    );
    assert_eq!(with(&lines, "1, Black: seventeen, twenty-two").len(), 1);
    assert!(
        lines.contains(&"3, Black: twenty-two takes thirty-one".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(
            &"White to move, move 4. Material: White 18 men and 0 kings, Black 19 men and 0 kings."
                .to_owned()
        ),
        "{lines:#?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("White: men on ") && !l.contains("king")),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"twenty-seven: empty.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"thirty-one: black man.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"Material: White 18 men and 0 kings, Black 19 men and 0 kings.".to_owned()),
        "{lines:#?}"
    );
    // The chess study aids say they are chess's.
    assert_eq!(
        with(&lines, "This works in chess only, not in draughts.").len(),
        3,
        "{lines:#?}"
    );
    // A square or side that cannot be read says how to ask, with draughts' examples.
    assert!(
        lines.contains(&"Type square and a square, for example square 32 or square c3.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"Type pieces with a side, men or kings, or both: pieces white, pieces kings, pieces black men.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"Moves 1 to 2: 1, White: thirty-three, twenty-eight, Black: seventeen, twenty-two; 2, White: twenty-eight takes seventeen, Black: eleven takes twenty-two.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"End of the game: draw.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "Last capture: 43, Black: twenty-four takes thirty-five."),
        "{lines:#?}"
    );
    // Help lists replay's commands for draughts: its board queries, not chess's aids.
    assert!(
        lines.iter().any(|l| l.starts_with("go 12, go 12 black")),
        "{lines:#?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("square 32 / square c3")),
        "{lines:#?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("attacks e4")),
        "{lines:#?}"
    );
}

#[test]
fn an_8x8_file_with_a_numeric_fen_is_replayed_in_russian() {
    let home = tempfile::tempdir().unwrap();
    let input = "n\nn\nwhere\npieces black\nsquare a3\nsquare 21\nsquare c5\ngo 2 black\n\
                 material\ncomment\nvar\nend\ngame 2\nquit\n";
    let (lines, code) = replay_plain(home.path(), "ru", &fixture("russian.pdn"), &[], input);
    assert_eq!(code, 0, "{lines:#?}");
    assert_eq!(
        lines[0],
        "Партия 1: Петренко В. — Зуйков Д.; чёрные выиграли; Чемпионат клуба; 1961"
    );
    assert!(lines[1].starts_with("Ходов: 25. "), "{lines:#?}");
    assert_eq!(lines[2], "1, белые: а три, бэ четыре");
    assert_eq!(lines[3], "1, чёрные: дэ шесть, цэ пять");
    assert_eq!(lines[5], "Ход 2, ходят белые.");
    assert!(lines[6].starts_with("Чёрные: шашки на "), "{lines:#?}");
    assert!(lines[6].contains("цэ пять"), "{lines:#?}");
    // The square by letter and rank and by its number are the same square.
    assert_eq!(lines[7], "а три: пусто.");
    assert_eq!(lines[8], "а три: пусто.");
    assert_eq!(lines[9], "цэ пять: чёрная шашка.", "{lines:#?}");
    assert_eq!(lines[10], "2, чёрные: цэ семь бьёт е пять");
    assert_eq!(
        lines[11],
        "Материал: белые 11 шашек и 0 дамок, чёрные 11 шашек и 0 дамок."
    );
    assert_eq!(lines[12], "К этому ходу нет комментария.");
    assert_eq!(lines[13], "Здесь нет такого варианта.");
    assert_eq!(lines[14], "25, чёрные: же семь бьёт цэ три");
    assert_eq!(lines[15], "Конец партии: чёрные выиграли.");
    assert!(
        lines[16].starts_with("Партия 2: Гончар О. — Петренко В"),
        "{lines:#?}"
    );
}

/// `info` names the tags in the UI language and leaves out the ones that say nothing;
/// a side without kings has "no kings", not "no pieces".
#[test]
fn info_and_a_missing_kind_of_piece_are_said_in_the_ui_language() {
    let home = tempfile::tempdir().unwrap();
    let input = "info\npieces black kings\npieces white men\nquit\n";
    let (lines, code) = replay_plain(home.path(), "ru", &fixture("russian.pdn"), &[], input);
    assert_eq!(code, 0, "{lines:#?}");
    assert_eq!(lines[3], "Белые: Петренко В.", "{lines:#?}");
    assert_eq!(lines[5], "Турнир: Чемпионат клуба", "{lines:#?}");
    assert_eq!(lines[6], "Дата: 1961", "{lines:#?}");
    assert_eq!(lines[7], "Результат: чёрные выиграли", "{lines:#?}");
    assert!(
        lines[8].starts_with("Начальная позиция: W:W21"),
        "{lines:#?}"
    );
    assert!(
        !lines
            .iter()
            .any(|l| l.starts_with("Round") || l.starts_with("Тур:"))
    );
    assert_eq!(lines[9], "Чёрные: дамок нет.", "{lines:#?}");
    assert!(lines[10].starts_with("Белые: шашки на "), "{lines:#?}");
    let (lines, _) = replay_plain(
        home.path(),
        "en",
        &fixture("russian.pdn"),
        &[],
        "pieces black kings\npieces kings\nquit\n",
    );
    assert_eq!(
        lines[2..5],
        ["Black: no kings.", "White: no kings.", "Black: no kings."]
    );
    // A name in the filter is said back as it was typed, not folded (й stays й), after
    // the field's word in the UI language.
    let (lines, _) = replay_plain(
        home.path(),
        "ru",
        &fixture("russian.pdn"),
        &[],
        "filter player Зуйков\nquit\n",
    );
    assert!(
        lines.iter().any(|l| l.contains("(игрок Зуйков)")),
        "{lines:#?}"
    );
}

#[test]
fn a_100_square_game_is_said_in_russian_numbers() {
    let home = tempfile::tempdir().unwrap();
    let input = "game 2\nn\nn\nn\nn\nn\nn\nwhere\nsquare 31\nmaterial\nquit\n";
    let (lines, code) = replay_plain(home.path(), "ru", &fixture("international.pdn"), &[], input);
    assert_eq!(code, 0, "{lines:#?}");
    let expected = [
        "Партия 2: Cedar, C. — Dogwood, D.; ничья; Club Cup 2023; 2023.10.11",
        "Ходов: 47. Enter или дальше — следующий ход, помощь — все команды.",
        "1, белые: тридцать три, двадцать восемь",
        "1, чёрные: семнадцать, двадцать два",
        "2, белые: двадцать восемь бьёт семнадцать",
        "2, чёрные: одиннадцать бьёт двадцать два",
        "3, белые: тридцать один, двадцать семь",
        "3, чёрные: двадцать два бьёт тридцать один",
        "3, чёрные: двадцать два бьёт тридцать один",
        "Ход 4, ходят белые. Материал: белые 18 шашек и 0 дамок, чёрные 19 шашек и 0 дамок.",
        "тридцать один: чёрная шашка.",
        "Материал: белые 18 шашек и 0 дамок, чёрные 19 шашек и 0 дамок.",
    ];
    assert_eq!(lines[2..], expected, "{lines:#?}");
}

/// A small game with comments, glyphs, NAGs and variations, one of which starts with a
/// move no legal move fits; its result stands after the moves only.
const ANNOTATED: &str = "[Event \"Study\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n\
[GameType \"20\"]\n\n{Opening notes.} 1. 32-28 {Centre.} 18-22! \
(1... 19-23 {Also good.} 2. 28x19) (1... 50-45) 2. 31-27 $2 22x31 3. 36x27 2-0\n";

#[test]
fn comments_glyphs_and_variations_of_a_pdn_game_are_said() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("study.pdn");
    std::fs::write(&file, ANNOTATED).unwrap();
    let input = "n\nn\np\nvar\nn\nup\nnext line\nup\nnext mistake\nend\nquit\n";
    let (lines, code) = replay_plain(home.path(), "en", &file, &[], input);
    assert_eq!(code, 0, "{lines:#?}");
    let expected = [
        "Game 1: Anna against Bert; White won; Study",
        "3 moves. Press Enter or type n for the next move, help for all commands.",
        "Comment: Opening notes.",
        "1, White: thirty-two, twenty-eight",
        "Comment: Centre.",
        "1 other line here: line 2: 1, Black: nineteen, twenty-three. Type var or line 2 to go into it.",
        "A variation here starts with 50-45, which cannot be played (a null move or an illegal move); it is left out.",
        "1, Black: eighteen, twenty-two, good move, line 1 of 2",
    ];
    assert_eq!(lines[..8], expected, "{lines:#?}");
    assert!(
        lines.contains(&"In a variation, depth 1.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"Comment: Also good.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"2, White: twenty-eight takes nineteen".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"End of the variation. Type up to go back.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(
            &"Back at the start of the variation, in the line it branches from.".to_owned()
        ),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"1, Black: nineteen, twenty-three, line 2 of 2".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"2, White: thirty-one, twenty-seven, mistake".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"End of the game: White won.".to_owned()),
        "{lines:#?}"
    );
}

/// Every game of the files of `table` (file, games, moves) is indexed and every move of
/// its main line replays.
fn every_move_of_every_game_replays_to_its_end(table: &[(PathBuf, usize, usize)]) {
    for (path, games, moves) in table {
        let name = path.file_name().unwrap().to_string_lossy();
        assert_eq!(Format::of(path).unwrap(), Format::Pdn, "{name}");
        let index = Index::open(path, Format::Pdn).unwrap();
        let progress = index.wait_done();
        assert_eq!(progress.games, *games, "{name}");
        assert_eq!(progress.error, None, "{name}");
        let offsets: Vec<u64> = index.with_games(|g| g.iter().map(|g| g.offset).collect());
        let mut played = 0;
        for (n, offset) in offsets.into_iter().enumerate() {
            let tree = load_at(
                std::fs::File::open(path).unwrap(),
                offset,
                Format::Pdn,
                MAX_NODES,
            )
            .unwrap_or_else(|e| panic!("{name} game {}: {e}", n + 1));
            assert_eq!(tree.stop, None, "{name} game {}", n + 1);
            played += tree.mainline().len() - 1;
        }
        assert_eq!(played, *moves, "{name}");
    }
}

/// The real binary opens every game of every file of `table` (file, games) and goes to
/// its end: the end of the game is said for each, never a stop.
fn the_binary_reaches_the_end_of_every_game_of(table: &[(PathBuf, usize)]) {
    let home = tempfile::tempdir().unwrap();
    for (path, games) in table {
        let name = path.file_name().unwrap().to_string_lossy();
        let input: String = (1..=*games).map(|n| format!("game {n}\nend\n")).collect();
        let (lines, code) = replay_plain(home.path(), "en", path, &[], &input);
        assert_eq!(code, 0, "{name}");
        assert_eq!(
            with(&lines, "End of the game: ").len(),
            *games,
            "{name}: {lines:#?}"
        );
        assert!(with(&lines, "stops here").is_empty(), "{name}: {lines:#?}");
    }
}

#[test]
fn every_move_of_every_fixture_game_replays_to_its_end() {
    every_move_of_every_game_replays_to_its_end(&[
        (fixture("international.pdn"), 12, 932),
        (fixture("russian.pdn"), 3, 176),
    ]);
}

#[test]
fn the_binary_reaches_the_end_of_every_game() {
    the_binary_reaches_the_end_of_every_game_of(&[
        (fixture("international.pdn"), 12),
        (fixture("russian.pdn"), 3),
    ]);
}

#[test]
fn odd_files_say_a_sentence_and_never_crash() {
    let home = tempfile::tempdir().unwrap();
    // Windows-1251 names, lines ended by lone carriage returns.
    let mut cp1251 = b"[White \"".to_vec();
    cp1251.extend([0xCF, 0xE5, 0xF2, 0xF0, 0xE5, 0xED, 0xEA, 0xEE]); // Петренко
    cp1251.extend(b"\"]\r[Black \"B\"]\r[GameType \"25\"]\r\r1. c3-d4 f6-e5 2. d4xf6 g7xe5 *\r");
    let file = home.path().join("cp1251.pdn");
    std::fs::write(&file, &cp1251).unwrap();
    let (lines, code) = replay_plain(home.path(), "ru", &file, &[], "end\nquit\n");
    assert_eq!(code, 0);
    assert!(lines[0].starts_with("Партия 1: Петренко — B"), "{lines:#?}");
    assert!(
        lines.contains(&"2, чёрные: же семь бьёт е пять".to_owned()),
        "{lines:#?}"
    );

    // A move no legal move fits (a capture is due) stops the main line with a sentence.
    let file = home.path().join("illegal.pdn");
    std::fs::write(
        &file,
        "[White \"A\"]\n[Black \"B\"]\n[GameType \"20\"]\n\n1. 32-28 18-23 2. 28-22 17-21 2-0\n",
    )
    .unwrap();
    let (lines, code) = replay_plain(home.path(), "en", &file, &[], "end\nquit\n");
    assert_eq!(code, 0);
    assert!(
        lines.contains(
            &"The game stops here: move 2, 17-21, cannot be played: it is not a legal move."
                .to_owned()
        ),
        "{lines:#?}"
    );

    // A last game cut off in a comment: the first plays, the second says why not.
    let file = home.path().join("cut.pdn");
    std::fs::write(
        &file,
        "[White \"A\"]\n[Black \"B\"]\n\n1. 32-28 18-23 2-0\n\n[White \"C\"]\n[Black \"D\"]\n\n1. 32-28 {cut",
    )
    .unwrap();
    let (lines, code) = replay_plain(
        home.path(),
        "en",
        &file,
        &[],
        "list\ngame 2\ngame 3\nquit\n",
    );
    assert_eq!(code, 0);
    assert!(
        lines.contains(&"2 games in the file.".to_owned()),
        "{lines:#?}"
    );
    let refused = with(
        &lines,
        "Game 2 cannot be replayed: a comment opened with { is never closed",
    );
    assert_eq!(refused.len(), 1, "{lines:#?}");
    assert!(
        lines.iter().any(|l| l.starts_with("There is no game 3")),
        "{lines:#?}"
    );
}

#[test]
fn the_place_in_a_pdn_file_is_remembered() {
    let home = tempfile::tempdir().unwrap();
    let file = fixture("international.pdn");
    let (_, code) = replay_plain(home.path(), "en", &file, &[], "game 3\nn\nn\nn\nquit\n");
    assert_eq!(code, 0);
    let (lines, _) = replay_plain(home.path(), "en", &file, &[], "where\nquit\n");
    assert!(lines[0].starts_with("Game 3: Elm, E."), "{lines:#?}");
    assert!(
        lines.iter().any(|l| l.starts_with("2, White: ")),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"Black to move, move 2.".to_owned()),
        "{lines:#?}"
    );
}

/// Replay of a draughts file is heard through the speech backend, line by line as
/// printed, in Russian.
#[test]
fn a_draughts_replay_is_heard_in_russian() {
    let home = tempfile::tempdir().unwrap();
    let (printed, said) = common::terminal::replay_heard(
        home.path(),
        "ru",
        "command",
        &fixture("russian.pdn"),
        &[
            ("Ходов: 25.", "next"),
            ("1, белые: а три, бэ четыре", "square b4"),
            ("бэ четыре: белая шашка.", "quit"),
        ],
    );
    assert!(said[0].starts_with("Речь: программа речи"), "{said:#?}");
    assert_eq!(said[1..], printed[1..], "{said:#?}");
    assert_eq!(
        said.last().map(String::as_str),
        Some("бэ четыре: белая шашка.")
    );
}

#[test]
fn a_capture_written_from_to_is_replayed_along_the_path_the_game_goes_on_after() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("paths.pdn");
    std::fs::write(&path, common::one_or_five_pdn(common::AFTER_FIVE)).unwrap();
    let tree = load_at(
        std::fs::File::open(&path).unwrap(),
        0,
        Format::Pdn,
        MAX_NODES,
    )
    .unwrap();
    assert_eq!(tree.stop, None);
    assert_eq!(tree.mainline().len() - 1, 4);
}

/// The same on the outside corpus's files (`make test` runs them when the shared folder
/// is there).
mod outside_corpus {
    use super::*;
    use common::corpus::outside;

    #[test]
    fn every_move_of_every_fixture_game_replays_to_its_end() {
        every_move_of_every_game_replays_to_its_end(&[
            (outside("fixtures/pdn/wk2003.pdn"), 23, 2381),
            (outside("fixtures/pdn/nk2003-amsterdam.pdn"), 33, 3268),
            (outside("fixtures/pdn/ussr1947.pdn"), 153, 8730),
        ]);
    }

    #[test]
    fn the_binary_reaches_the_end_of_every_game() {
        the_binary_reaches_the_end_of_every_game_of(&[
            (outside("fixtures/pdn/wk2003.pdn"), 23),
            (outside("fixtures/pdn/nk2003-amsterdam.pdn"), 33),
            (outside("fixtures/pdn/ussr1947.pdn"), 153),
        ]);
    }
}
