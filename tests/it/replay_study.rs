//! Replay as a study tool, end to end in plain mode on a pipe (issue 13): orientation in
//! variations, comments where they belong, filters that add up, extra words understood
//! or refused, every annotation glyph in words, long comments split at sentences, pieces
//! of one kind, diagonals, move ranges, next comment, mistake and line, what attacks a
//! square, where a piece can move, material, the last capture, evaluations in words and a
//! game summary.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::path::Path;

use common::corpus::own;
use common::replay_plain as replay;

/// Whether one of `lines` is `wanted`, whole.
fn has(lines: &[String], wanted: &str) -> bool {
    lines.iter().any(|l| l == wanted)
}

/// An annotated game in the manner of a world-championship commentary: a comment that
/// opens a variation, two variations at one move, a nested one, a variation that starts
/// with a null move, glyphs from the whole standard set, a mistake and a blunder.
const ANNOTATED: &str = r#"[Event "World Championship"]
[Date "2023.04.09"]
[White "Nepomniachtchi, Ian"]
[Black "Ding, Liren"]
[WhiteElo "2795"]
[BlackElo "2788"]
[ECO "C84"]
[Opening "Ruy Lopez"]
[Result "1/2-1/2"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Bxc6 dxc6 7. Re1 Nd7 8. d4
exd4 (8... O-O {Castling first is the quiet way.}) ({Sharper is} 8... Bd6 $6 9. dxe5
(9. c4 {Slower.} 9... O-O) 9... Nxe5) (8... -- 9. c4) 9. Qxd4 O-O 10. Bf4 $24 Nc5 $2
{Played at once.} 11. Qe3 $146 Bg4 $4 12. Nd4 $36 1/2-1/2
"#;

fn annotated(home: &Path) -> std::path::PathBuf {
    let file = home.join("annotated.pgn");
    std::fs::write(&file, ANNOTATED).unwrap();
    file
}

#[test]
fn a_variant_game_asked_for_by_number_is_skipped_and_the_session_goes_on() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("mixed.pgn");
    let mut pgn = String::new();
    for n in 1..=7 {
        pgn.push_str(&format!(
            "[Event \"Game {n}\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n"
        ));
    }
    pgn.push_str("[Event \"Boom\"]\n[Variant \"Atomic\"]\n[Result \"*\"]\n\n1. e4 d5 *\n\n");
    pgn.push_str("[Event \"After\"]\n[White \"Nine\"]\n[Result \"*\"]\n\n1. d4 *\n");
    std::fs::write(&file, pgn).unwrap();
    let (out, code) = replay(
        home.path(),
        "en",
        &file,
        &["--game", "8"],
        "list\nnext game\nn\n",
    );
    assert_eq!(code, 0, "{out:#?}");
    assert_eq!(
        out[0],
        "Game 8 cannot be replayed: its variant is atomic; hektor replays standard chess and \
         Chess960 only. Type list to choose another game."
    );
    assert!(!out.iter().any(|l| l.contains(" a atomic")), "{out:#?}");
    assert!(has(&out, "9 games in the file."), "list is read: {out:#?}");
    assert!(
        out.iter().any(|l| l.starts_with("Game 9: Nine")),
        "{out:#?}"
    );
    assert!(has(&out, "1, White: David vier"), "{out:#?}");
}

#[test]
fn a_comment_opening_a_variation_is_said_with_that_variation() {
    let home = tempfile::tempdir().unwrap();
    let file = annotated(home.path());
    let (out, _) = replay(home.path(), "en", &file, &["--game", "1"], "go 8\nline 3\n");
    let at_d4 = out
        .iter()
        .position(|l| l == "8, White: David vier")
        .unwrap();
    let var = out
        .iter()
        .position(|l| l.starts_with("In a variation"))
        .unwrap();
    assert!(
        !out[at_d4..var].iter().any(|l| l.contains("Sharper")),
        "the comment is not said on the move the variation branches from: {out:#?}"
    );
    assert_eq!(out[var], "In a variation, depth 1.");
    assert_eq!(out[var + 1], "Comment: Sharper is");
    assert_eq!(
        out[var + 2],
        "8, Black: Läufer David sechs, dubious move, line 3 of 4"
    );
}

#[test]
fn where_says_the_depth_and_line_and_leaving_by_previous_is_said() {
    let home = tempfile::tempdir().unwrap();
    let file = annotated(home.path());
    let input = "go 8\nvar 3\nn\nwhere\np\nvar\nwhere\np\np\n";
    let (out, _) = replay(home.path(), "en", &file, &["--game", "1"], input);
    assert!(
        has(
            &out,
            "Black to move, move 9. In a variation, depth 1, line 3 of 4. Material: White 36, \
             Black 35; White is ahead by 1 pawn."
        ),
        "{out:#?}"
    );
    assert!(
        has(
            &out,
            "Black to move, move 9. In a variation, depth 2, line 2 of 2."
        ),
        "{out:#?}"
    );
    assert!(
        has(&out, "Back in the variation above, depth 1."),
        "{out:#?}"
    );
    assert!(has(&out, "Back in the main line."), "{out:#?}");
}

/// A variation that starts with a null move is a line of its own: the turn passes.
#[test]
fn a_variation_that_starts_with_a_null_move_is_a_pass() {
    let home = tempfile::tempdir().unwrap();
    let file = annotated(home.path());
    let (out, _) = replay(home.path(), "en", &file, &[], "go 8\n");
    assert!(
        out.iter().any(|l| l.starts_with("3 other lines here: ")
            && l.contains("line 4: 8, Black: no move: the turn passes (a null move in the file)")),
        "{out:#?}"
    );
}

#[test]
fn filters_add_up_name_themselves_and_read_names_dates_and_results_as_typed() {
    let home = tempfile::tempdir().unwrap();
    let club = own("pgn/club.pgn");
    let input = "filter result 1/2\nfilter date 2024-03-02\nfilter clear\n\
                 filter player Okafor\nfilter player Lindqvist\n";
    let (out, _) = replay(home.path(), "en", &club, &[], input);
    assert!(
        has(&out, "3 games match the filter (result 1/2-1/2)."),
        "{out:#?}"
    );
    assert!(
        has(
            &out,
            "2 games match the filter (result 1/2-1/2, date 2024.03.02)."
        ),
        "{out:#?}"
    );
    assert!(
        has(
            &out,
            "1 game matches the filter (player Okafor, player Lindqvist)."
        ),
        "{out:#?}"
    );
    let file = home.path().join("old.pgn");
    std::fs::write(
        &file,
        "[White \"Tal, Mikhail\"]\n[Black \"Réti, Richard\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n\
         [White \"Botvinnik, Mikhail\"]\n[Black \"Łasker, Emanuel\"]\n[Result \"0-1\"]\n\n1. d4 0-1\n",
    )
    .unwrap();
    let input = "filter player Mikhail Tal\nfilter clear\nfilter player Reti\nfilter clear\n\
                 filter player lasker\n";
    let (out, _) = replay(home.path(), "en", &file, &[], input);
    assert!(
        has(&out, "1 game matches the filter (player Mikhail Tal)."),
        "{out:#?}"
    );
    assert!(
        has(&out, "1 game matches the filter (player Reti)."),
        "{out:#?}"
    );
    assert!(
        has(&out, "1 game matches the filter (player lasker)."),
        "{out:#?}"
    );
}

#[test]
fn extra_words_are_understood_or_said_not_understood() {
    let home = tempfile::tempdir().unwrap();
    let file = annotated(home.path());
    let input = "go 8\nnext line\nnext comment\nprevious line\nnext line\nnext line\n\
                 next line\nnext line\ngo 11...\npieces knight\npieces white N\np N\nnext bogus\nstart now\n\
                 game +1\n";
    let (out, _) = replay(home.path(), "en", &file, &[], input);
    let at = out
        .iter()
        .position(|l| l == "8, Black: Kurze Rochade, line 2 of 4")
        .unwrap_or_else(|| panic!("{out:#?}"));
    assert_eq!(
        out[at..at + 3],
        [
            "8, Black: Kurze Rochade, line 2 of 4",
            "Comment: Castling first is the quiet way.",
            "End of the variation. Type up to go back.",
        ],
        "{out:#?}"
    );
    assert_eq!(out[at + 3], "No further comment in this line.");
    assert!(out[at + 4].ends_with(", line 1 of 4"), "{out:#?}");
    assert!(out.iter().any(|l| l.ends_with(", line 3 of 4")), "{out:#?}");
    // The move's own alternatives come first, the null move's pass the last of them.
    assert!(
        has(
            &out,
            "8, Black: no move: the turn passes (a null move in the file), line 4 of 4"
        ),
        "{out:#?}"
    );
    assert!(
        has(
            &out,
            "No next line: this is the last line at the nearest branch."
        ),
        "{out:#?}"
    );
    assert!(
        has(&out, "11, Black: Läufer Gustav vier, blunder"),
        "{out:#?}"
    );
    // pieces knight: both sides' knights, nothing else.
    assert!(
        has(&out, "White: knights Bella eins, Felix drei."),
        "{out:#?}"
    );
    assert!(has(&out, "Black: knight Cäsar fünf."), "{out:#?}");
    let knights = out
        .iter()
        .filter(|l| l.starts_with("White: knights"))
        .count();
    assert_eq!(knights, 3, "pieces knight, pieces white N, p N: {out:#?}");
    assert!(
        !out.iter().any(|l| l.starts_with("White: king")),
        "{out:#?}"
    );
    assert!(
        has(
            &out,
            "next does not take \"bogus\"; nothing was done. Type help for the commands."
        ),
        "{out:#?}"
    );
    assert!(has(
        &out,
        "start does not take \"now\"; nothing was done. Type help for the commands."
    ));
    assert!(
        has(&out, "There is no game 2: the file has 1 game."),
        "game +1 is the next game, not game 1: {out:#?}"
    );
}

#[test]
fn every_glyph_is_words_in_every_language() {
    let home = tempfile::tempdir().unwrap();
    let file = annotated(home.path());
    let (out, _) = replay(home.path(), "en", &file, &[], "go 10\ngo 11\ngo 12\n");
    assert!(has(
        &out,
        "10, White: Läufer Felix vier, White has a slight space advantage"
    ));
    assert!(has(&out, "11, White: Dame Eva drei, novelty"), "{out:#?}");
    assert!(has(
        &out,
        "12, White: Springer David vier, White has the initiative"
    ));
    let (out, _) = replay(home.path(), "ru", &file, &[], "go 10\n");
    assert!(
        out.iter()
            .any(|l| l.ends_with("у белых небольшое преимущество в пространстве")),
        "{out:#?}"
    );
    assert!(!out.iter().any(|l| l.contains("пометка")), "{out:#?}");
}

#[test]
fn a_long_comment_is_heard_whole_through_more_in_order() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("long.pgn");
    let sentence = "The knight on f3 guards the king and watches the centre. ";
    let comment = sentence.repeat(700); // about 40 KB: twenty parts of 2,000 characters
    std::fs::write(&file, format!("1. e4 {{{comment}}} e5 *\n")).unwrap();
    let input = format!("n\n{}", "more\n".repeat(25));
    let (out, _) = replay(home.path(), "en", &file, &[], &input);
    let start = out.iter().position(|l| l.starts_with("Comment: ")).unwrap();
    let end = out.iter().position(|l| l == "End of the comment.").unwrap();
    // `more` after the end says so again, and nothing else.
    assert!(
        out[end + 1..].iter().all(|l| l == "End of the comment."),
        "{out:#?}"
    );
    let mut heard = String::new();
    let mut notes = 0;
    for line in &out[start..end] {
        let line = line.trim_start_matches("Comment: ");
        assert!(line.chars().count() <= 2_100, "{line}");
        let cut = line
            .strip_suffix(" more characters left out; type more to hear the rest.")
            .and_then(|l| l.rsplit_once(" … "));
        let text = match cut {
            Some((said, left)) => {
                notes += 1;
                // The count is what is still unheard: nothing lost, nothing twice.
                let left: usize = left.parse().unwrap();
                let gap = usize::from(!heard.is_empty());
                let so_far = heard.chars().count() + gap + said.chars().count() + 1;
                assert_eq!(left, comment.trim().chars().count() - so_far, "{line}");
                said
            }
            None => line,
        };
        if !heard.is_empty() {
            heard.push(' ');
        }
        heard.push_str(text);
    }
    assert!(
        notes >= 19,
        "said in parts of at most 2,000 characters: {notes}"
    );
    assert_eq!(heard, comment.trim());
}

#[test]
fn pieces_of_a_kind_diagonals_and_move_ranges() {
    let home = tempfile::tempdir().unwrap();
    let club = own("pgn/club.pgn");
    let input = "go 5\npieces knights\npieces black bishop\nscan a1-h8\nscan h1-a8\nscan a1-h7\n\
                 moves 1-3\nmoves 200\nmoves x\n";
    let (out, _) = replay(home.path(), "en", &club, &[], input);
    // 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3
    assert!(
        has(&out, "White: knights Bella eins, Felix drei."),
        "{out:#?}"
    );
    assert!(
        has(&out, "Black: knights Cäsar sechs, Felix sechs."),
        "{out:#?}"
    );
    assert!(
        !out.iter().any(|l| l.starts_with("White: bishop")),
        "{out:#?}"
    );
    assert!(
        has(&out, "Black: bishops Cäsar fünf, Cäsar acht."),
        "{out:#?}"
    );
    assert!(
        has(
            &out,
            "Diagonal Anna eins to Hektor acht: Anna eins white rook, Bella zwei white pawn, \
             Cäsar drei white pawn, Eva fünf black pawn, Felix sechs black knight, Gustav \
             sieben black pawn, Hektor acht black rook."
        ),
        "{out:#?}"
    );
    assert!(
        has(
            &out,
            "Diagonal Hektor eins to Anna acht: Hektor eins white rook, Gustav zwei white pawn, \
             Felix drei white knight, Eva vier white pawn, Cäsar sechs black knight, Bella \
             sieben black pawn, Anna acht black rook."
        ),
        "{out:#?}"
    );
    assert!(has(
        &out,
        "Type scan and a file letter, a rank number or a diagonal, for example scan e, scan 4 or scan a1-h8."
    ));
    assert!(
        has(
            &out,
            "Moves 1 to 3: 1, White: Eva vier, Black: Eva fünf; 2, White: Springer Felix \
             drei, Black: Springer Cäsar sechs; 3, White: Läufer Cäsar vier, Black: Läufer \
             Cäsar fünf."
        ),
        "{out:#?}"
    );
    assert!(has(&out, "There is no move 200."), "{out:#?}");
    assert!(has(
        &out,
        "Type moves and move numbers, for example moves 10-20 or moves 12."
    ));
}

#[test]
fn next_and_previous_mistake_and_comment_and_evaluations_in_words() {
    let home = tempfile::tempdir().unwrap();
    let online = own("pgn/online.pgn");
    // 9... dxc4?! {[%eval 0.02] [%clk 0:04:48]} ... 14... g5?! {[%eval 0.42] [%clk 0:04:18]}
    let input = "next mistake\nnext mistake\nprevious mistake\nprevious mistake\nnext comment\n";
    let (out, _) = replay(home.path(), "en", &online, &["--game", "2"], input);
    assert_eq!(
        out[4..],
        [
            "9, Black: David schlägt Cäsar vier, dubious move",
            "Comment: White is better by 0.02 pawns",
            "time spent 3 seconds",
            "14, Black: Gustav fünf, dubious move",
            "Comment: White is better by 0.42 pawns",
            "time spent 15 seconds",
            "9, Black: David schlägt Cäsar vier, dubious move",
            "Comment: White is better by 0.02 pawns",
            "time spent 3 seconds",
            "No earlier move marked as a mistake in this line.",
            "10, White: Läufer schlägt Cäsar vier",
            "Comment: White is better by 0.05 pawns",
            "time spent 2 seconds",
        ],
        "{out:#?}"
    );
    let (out, _) = replay(home.path(), "en", &online, &["--game", "2"], "go 21\n");
    assert!(
        has(&out, "Comment: Black is better by 5.25 pawns"),
        "{out:#?}"
    );
}

#[test]
fn study_aids_attacks_legal_moves_material_and_the_last_capture() {
    let home = tempfile::tempdir().unwrap();
    let file = annotated(home.path());
    let input = "go 9\nattacks d4\nattacks e5\nlegal d4\nlegal c6\nlegal e9\nmaterial\nlast capture\n\
                 start\nlast capture\n";
    let (out, _) = replay(home.path(), "en", &file, &[], input);
    assert!(
        has(
            &out,
            "David vier: white queen: attacked by no piece; defended by Felix drei white knight."
        ),
        "{out:#?}"
    );
    assert!(
        out.iter()
            .any(|l| l.starts_with("Eva fünf: empty: White reaches it with ")),
        "{out:#?}"
    );
    assert!(
        has(
            &out,
            "Eva fünf: empty: White reaches it with Felix drei white knight, David vier white \
             queen; Black with David sieben black knight."
        ),
        "{out:#?}"
    );
    assert!(
        has(
            &out,
            "David vier white queen: it is Black's move, so this piece cannot move now."
        ),
        "{out:#?}"
    );
    assert!(
        has(&out, "Cäsar sechs black pawn has 1 legal move: Cäsar fünf."),
        "{out:#?}"
    );
    assert!(has(
        &out,
        "Type attacks or legal and a square, for example attacks e4 or legal g1."
    ));
    assert!(
        has(&out, "Material: White 35, Black 35; equal."),
        "{out:#?}"
    );
    assert!(
        has(&out, "Last capture: 9, White: Dame schlägt David vier."),
        "{out:#?}"
    );
    assert!(has(&out, "No capture so far on the way here."), "{out:#?}");
}

#[test]
fn opening_a_game_gives_a_summary_and_where_gives_the_turn() {
    let home = tempfile::tempdir().unwrap();
    let club = own("pgn/club.pgn");
    // No opening names (a folder without any), whatever the build embedded: the tags'.
    let names = home.path().join("no names");
    std::fs::create_dir_all(&names).unwrap();
    let args = ["--openings", names.to_str().unwrap()];
    let (out, _) = replay(home.path(), "en", &club, &args, "go 24\nwhere\n");
    assert_eq!(out[1], "Ratings: White 2412, Black 2388.");
    assert_eq!(out[2], "Opening: C53, Italian Game, Giuoco Pianissimo.");
    assert!(
        has(
            &out,
            "Black to move, move 24. Material: White 30, Black 29; White is ahead by 1 pawn."
        ),
        "{out:#?}"
    );
}

#[test]
fn the_study_words_in_other_languages() {
    let home = tempfile::tempdir().unwrap();
    let file = annotated(home.path());
    for (lang, wanted) in [
        (
            "de",
            [
                "Material: Weiß 35, Schwarz 35; ausgeglichen.",
                "Schwarz am Zug, Zug 9.",
            ],
        ),
        (
            "ru",
            [
                "Материал: белые 35, чёрные 35; поровну.",
                "Ход 9, ходят чёрные.",
            ],
        ),
        (
            "uk",
            [
                "Матеріал: білі 35, чорні 35; порівну.",
                "Хід 9, ходять чорні.",
            ],
        ),
        (
            "pl",
            [
                "Materiał: białe 35, czarne 35; równo.",
                "Posunięcie 9, ruch mają czarne.",
            ],
        ),
    ] {
        let (out, _) = replay(
            home.path(),
            lang,
            &file,
            &["--game", "1"],
            "go 9\nmaterial\nwhere\n",
        );
        for line in wanted {
            assert!(has(&out, line), "{lang}: {out:#?}");
        }
    }
}

#[test]
fn the_time_a_move_took_is_said_from_the_clock_readings() {
    let home = tempfile::tempdir().unwrap();
    let online = own("pgn/online.pgn");
    // 300+3: 4. Ba4 {[%clk 0:05:01]} ... 5. O-O {[%clk 0:04:55]}: 5:01 + 3 - 4:55.
    let (out, _) = replay(
        home.path(),
        "en",
        &online,
        &["--game", "1"],
        "n\nn\nn\ngo 5\n",
    );
    assert_eq!(
        out[4..],
        [
            "1, White: Eva vier",
            "1, Black: Eva fünf",
            "2, White: Springer Felix drei",
            "time spent 2 seconds",
            "5, White: Kurze Rochade",
            "time spent 9 seconds",
        ],
        "{out:#?}"
    );
}

#[test]
fn more_goes_on_with_the_last_thing_cut_in_ukrainian() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("long.pgn");
    let sentence = "Кінь захищає короля. ";
    let mut pgn = format!(
        "[White \"Анна\"]\n\n1. e4 {{{}}} e5 *\n\n",
        sentence.repeat(110)
    );
    for n in 2..=12 {
        pgn.push_str(&format!("[White \"Гравець {n}\"]\n\n1. d4 *\n\n"));
    }
    std::fs::write(&file, pgn).unwrap();
    // The comment is cut: `ще` says its rest; then the list is cut: `more` pages it.
    let none = common::without_opening_names(home.path());
    let none: Vec<&str> = none.iter().map(|a| a.to_str().unwrap()).collect();
    let (out, _) = replay(home.path(), "uk", &file, &none, "n\nще\nmore\nlist\nmore\n");
    insta::assert_snapshot!(out.join("\n"));
}
