//! `hektor replay` on PDN files (draughts-64 and draughts-100) in plain mode on a pipe:
//! the list, opening games, stepping, `go`, `where`, the board queries, comments and
//! variations, in English and Russian, heard through a speech command; every move of the
//! shared fixtures replays to the end; odd files say a sentence.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{replay_plain, shared_dir};
use hektor::replay::index::Index;
use hektor::replay::tree::{Format, load_at};

fn fixture(name: &str) -> std::path::PathBuf {
    shared_dir().join("fixtures/pdn").join(name)
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
    let input = "list\ngame 2\nn\nn\np\ngo 5 black\nwhere\npieces white men\nsquare 32\n\
                 square 28\nmaterial\nattacks 32\nopening\nscan 3\nsquare z9\npieces red\nmoves 1-2\nend\nlast capture\nhelp\nfilter player koifman\nnext game\nquit\n";
    let (lines, code) = replay_plain(home.path(), "en", &fixture("wk2003.pdn"), &[], input);
    assert_eq!(code, 0, "{lines:#?}");
    assert_eq!(
        lines[0],
        "Game 1: Ndjofang, J.M. against Heusdens, R.; draw; WK 2003; 2003.05.23"
    );
    assert!(
        lines.contains(&"23 games in the file.".to_owned()),
        "{lines:#?}"
    );
    assert!(lines.contains(&"Type more for the next games.".to_owned()));
    let game2 = "Game 2: Ba,B. against Koifman,I.; draw; WK 2003; 2003.05.23";
    assert_eq!(
        with(&lines, "Game 2: Ba,B.").len(),
        3,
        "listed, opened, filtered"
    );
    assert!(lines.contains(&game2.to_owned()));
    assert!(lines.contains(
        &"47 moves. Press Enter or type n for the next move, help for all commands.".to_owned()
    ));
    // Moves are said in the draughts words of the UI language (style native).
    assert_eq!(
        with(&lines, "1, White: thirty-two, twenty-eight").len(),
        2,
        "next, and back"
    );
    assert_eq!(with(&lines, "1, Black: eighteen, twenty-two").len(), 1);
    assert!(
        lines.contains(&"5, Black: nineteen takes twenty-eight".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(
            &"White to move, move 6. Material: White 17 men and 0 kings, Black 19 men and 0 kings."
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
        lines.contains(&"thirty-two: empty.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"twenty-eight: black man.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"Material: White 17 men and 0 kings, Black 19 men and 0 kings.".to_owned()),
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
        lines.contains(&"Moves 1 to 2: 1: thirty-two, twenty-eight, eighteen, twenty-two; 2: thirty-one, twenty-seven, twenty-two takes thirty-one.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"End of the game: draw.".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "Last capture: 44, White: thirty-eight takes twenty-nine."),
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
    let input = "n\nn\nwhere\npieces black\nsquare c3\nsquare 22\nsquare e5\ngo 2 black\n\
                 material\ncomment\nvar\nend\ngame 2\nquit\n";
    let (lines, code) = replay_plain(home.path(), "ru", &fixture("ussr1947.pdn"), &[], input);
    assert_eq!(code, 0, "{lines:#?}");
    assert_eq!(
        lines[0],
        "Партия 1: Блиндер Б. против Миротин Б.; белые выиграли; X чемпионат СССР; 1950"
    );
    assert!(lines[1].starts_with("Ходов: 31. "), "{lines:#?}");
    assert_eq!(lines[2], "1, белые: цэ три, дэ четыре");
    assert_eq!(lines[3], "1, чёрные: дэ шесть, е пять");
    assert_eq!(lines[5], "Ход 2, ходят белые.");
    assert!(lines[6].starts_with("Чёрные: шашки на "), "{lines:#?}");
    assert!(lines[6].contains("е пять"), "{lines:#?}");
    // The square by letter and rank and by its number are the same square.
    assert_eq!(lines[7], "цэ три: пусто.");
    assert_eq!(lines[8], "цэ три: пусто.");
    assert_eq!(lines[9], "е пять: чёрная шашка.", "{lines:#?}");
    assert_eq!(lines[10], "2, чёрные: е семь, дэ шесть");
    assert_eq!(
        lines[11],
        "Материал: белые 12 шашек и 0 дамок, чёрные 12 шашек и 0 дамок."
    );
    assert_eq!(lines[12], "К этому ходу нет комментария.");
    assert_eq!(lines[13], "Здесь нет такого варианта.");
    assert_eq!(lines[14], "31, белые: аш четыре бьёт эф шесть");
    assert_eq!(lines[15], "Конец партии: белые выиграли.");
    assert!(
        lines[16].starts_with("Партия 2: Коршунов Д. против Коган М"),
        "{lines:#?}"
    );
}

/// `info` names the tags in the UI language and leaves out the ones that say nothing;
/// a side without kings has "no kings", not "no pieces".
#[test]
fn info_and_a_missing_kind_of_piece_are_said_in_the_ui_language() {
    let home = tempfile::tempdir().unwrap();
    let input = "info\npieces black kings\npieces white men\nquit\n";
    let (lines, code) = replay_plain(home.path(), "ru", &fixture("ussr1947.pdn"), &[], input);
    assert_eq!(code, 0, "{lines:#?}");
    assert_eq!(lines[3], "Белые: Блиндер Б.", "{lines:#?}");
    assert_eq!(lines[5], "Турнир: X чемпионат СССР", "{lines:#?}");
    assert_eq!(lines[6], "Дата: 1950", "{lines:#?}");
    assert_eq!(lines[7], "Результат: белые выиграли", "{lines:#?}");
    assert!(
        lines[8].starts_with("Начальная позиция: W:W29"),
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
        &fixture("ussr1947.pdn"),
        &[],
        "pieces black kings\npieces kings\nquit\n",
    );
    assert_eq!(
        lines[2..5],
        ["Black: no kings.", "White: no kings.", "Black: no kings."]
    );
    // A name in the filter is said back as it was typed, not folded (й stays й).
    let (lines, _) = replay_plain(
        home.path(),
        "ru",
        &fixture("ussr1947.pdn"),
        &[],
        "filter player Циценоветский\nquit\n",
    );
    assert!(
        lines.iter().any(|l| l.contains("(player Циценоветский)")),
        "{lines:#?}"
    );
}

#[test]
fn a_100_square_game_is_said_in_russian_numbers() {
    let home = tempfile::tempdir().unwrap();
    let input = "game 2\nn\nn\nn\nn\nwhere\nsquare 31\nmaterial\nquit\n";
    let (lines, code) = replay_plain(home.path(), "ru", &fixture("wk2003.pdn"), &[], input);
    assert_eq!(code, 0, "{lines:#?}");
    let expected = [
        "Партия 2: Ba,B. против Koifman,I.; ничья; WK 2003; 2003.05.23",
        "Ходов: 47. Enter или n — следующий ход, help — все команды.",
        "1, белые: тридцать два, двадцать восемь",
        "1, чёрные: восемнадцать, двадцать два",
        "2, белые: тридцать один, двадцать семь",
        "2, чёрные: двадцать два бьёт тридцать один",
        "2, чёрные: двадцать два бьёт тридцать один",
        "Ход 3, ходят белые. Материал: белые 19 шашек и 0 дамок, чёрные 20 шашек и 0 дамок.",
        "тридцать один: чёрная шашка.",
        "Материал: белые 19 шашек и 0 дамок, чёрные 20 шашек и 0 дамок.",
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
        "Variation here: 1, Black: nineteen, twenty-three. Type var to enter it.",
        "A variation here starts with 50-45, which cannot be played (a null move or an illegal move); it is left out.",
        "1, Black: eighteen, twenty-two, good move",
    ];
    assert_eq!(lines[..8], expected, "{lines:#?}");
    assert!(
        lines.contains(&"Variation 1: line 2 of 2, depth 1.".to_owned()),
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
    assert!(lines.contains(&"Line 2 of 2.".to_owned()), "{lines:#?}");
    assert!(
        lines.contains(&"2, White: thirty-one, twenty-seven, mistake".to_owned()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"End of the game: White won.".to_owned()),
        "{lines:#?}"
    );
}

#[test]
fn every_move_of_every_fixture_game_replays_to_its_end() {
    for (name, games, moves) in [
        ("wk2003.pdn", 23, 2381),
        ("nk2003-amsterdam.pdn", 33, 3268),
        ("ussr1947.pdn", 153, 8730),
    ] {
        let path = fixture(name);
        assert_eq!(Format::of(&path).unwrap(), Format::Pdn, "{name}");
        let index = Index::open(&path, Format::Pdn).unwrap();
        let progress = index.wait_done();
        assert_eq!(progress.games, games, "{name}");
        assert_eq!(progress.error, None, "{name}");
        let offsets: Vec<u64> = index.with_games(|g| g.iter().map(|g| g.offset).collect());
        let mut played = 0;
        for (n, offset) in offsets.into_iter().enumerate() {
            let tree = load_at(std::fs::File::open(&path).unwrap(), offset, Format::Pdn)
                .unwrap_or_else(|e| panic!("{name} game {}: {e}", n + 1));
            assert_eq!(tree.stop, None, "{name} game {}", n + 1);
            played += tree.mainline().len() - 1;
        }
        assert_eq!(played, moves, "{name}");
    }
}

/// The real binary opens every game of every fixture and goes to its end: the end of
/// the game is said for each, never a stop.
#[test]
fn the_binary_reaches_the_end_of_every_game() {
    let home = tempfile::tempdir().unwrap();
    for (name, games) in [
        ("wk2003.pdn", 23),
        ("nk2003-amsterdam.pdn", 33),
        ("ussr1947.pdn", 153),
    ] {
        let input: String = (1..=games).map(|n| format!("game {n}\nend\n")).collect();
        let (lines, code) = replay_plain(home.path(), "en", &fixture(name), &[], &input);
        assert_eq!(code, 0, "{name}");
        assert_eq!(
            with(&lines, "End of the game: ").len(),
            games,
            "{name}: {lines:#?}"
        );
        assert!(with(&lines, "stops here").is_empty(), "{name}: {lines:#?}");
    }
}

#[test]
fn odd_files_say_a_sentence_and_never_crash() {
    let home = tempfile::tempdir().unwrap();
    // Windows-1251 names, lines ended by lone carriage returns.
    let mut cp1251 = b"[White \"".to_vec();
    cp1251.extend([0xC1, 0xEB, 0xE8, 0xED, 0xE4, 0xE5, 0xF0]); // Блиндер
    cp1251.extend(b"\"]\r[Black \"B\"]\r[GameType \"25\"]\r\r1. c3-d4 f6-e5 2. d4xf6 g7xe5 *\r");
    let file = home.path().join("cp1251.pdn");
    std::fs::write(&file, &cp1251).unwrap();
    let (lines, code) = replay_plain(home.path(), "ru", &file, &[], "end\nquit\n");
    assert_eq!(code, 0);
    assert!(
        lines[0].starts_with("Партия 1: Блиндер против B"),
        "{lines:#?}"
    );
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
            &"The game stops here: move 2, 17-21, cannot be played (see hektor check).".to_owned()
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
    let file = fixture("wk2003.pdn");
    let (_, code) = replay_plain(home.path(), "en", &file, &[], "game 3\nn\nn\nn\nquit\n");
    assert_eq!(code, 0);
    let (lines, _) = replay_plain(home.path(), "en", &file, &[], "where\nquit\n");
    assert!(lines[0].starts_with("Game 3: Gantwarg,A."), "{lines:#?}");
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
        &fixture("ussr1947.pdn"),
        &[
            ("Ходов: 31.", "next"),
            ("1, белые: цэ три, дэ четыре", "square d4"),
            ("дэ четыре: белая шашка.", "quit"),
        ],
    );
    assert!(said[0].starts_with("Речь: command"), "{said:#?}");
    assert_eq!(said[1..], printed[1..], "{said:#?}");
    assert_eq!(
        said.last().map(String::as_str),
        Some("дэ четыре: белая шашка.")
    );
}

#[test]
fn a_capture_written_from_to_is_replayed_along_the_path_the_game_goes_on_after() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("paths.pdn");
    std::fs::write(&path, common::one_or_five_pdn(common::AFTER_FIVE)).unwrap();
    let tree = load_at(std::fs::File::open(&path).unwrap(), 0, Format::Pdn).unwrap();
    assert_eq!(tree.stop, None);
    assert_eq!(tree.mainline().len() - 1, 4);
}
