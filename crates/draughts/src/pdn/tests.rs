#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::BufReader;

use proptest::prelude::*;

use super::*;
use crate::notation::{self, Mark, SquareForm, full_notation};
use crate::{Move, Square};

fn read_all(text: &[u8]) -> Vec<Result<Game, PdnError>> {
    PdnReader::new(text).collect()
}

fn one(text: &str) -> Game {
    let mut games = read_all(text.as_bytes());
    assert_eq!(games.len(), 1, "{games:?}");
    games.remove(0).unwrap()
}

fn mv(variant: Variant, text: &str) -> Element {
    Element::Move(notation::read(variant, text).unwrap())
}

fn number(n: u32) -> Element {
    Element::MoveNumber {
        number: n,
        black: false,
    }
}

#[test]
fn movetext_elements_are_kept() {
    let game = one(
        "[GameType \"20\"]\n1. 32-28! {good} 19-23?! (18-23 38-32 (37-32?? 23-29!) 12-18) \
         2. 28x19 $7 14x23 = 3... -- 4. ... /FEN \"W:W31-50:B1-20\"/ 0-2",
    );
    let i = Variant::International;
    assert_eq!(
        game.body(),
        [
            number(1),
            mv(i, "32-28!"),
            Element::Comment("good".into()),
            mv(i, "19-23?!"),
            Element::Variation(vec![
                mv(i, "18-23"),
                mv(i, "38-32"),
                Element::Variation(vec![mv(i, "37-32??"), mv(i, "23-29!")]),
                mv(i, "12-18"),
            ]),
            number(2),
            mv(i, "28x19"),
            Element::Annotation("$7".into()),
            mv(i, "14x23"),
            Element::Annotation("=".into()),
            Element::MoveNumber {
                number: 3,
                black: true
            },
            Element::Missing("--".into()),
            Element::MoveNumber {
                number: 4,
                black: true
            },
            Element::Setup("FEN \"W:W31-50:B1-20\"".into()),
        ]
    );
    assert_eq!(game.result(), Some("0-2"));
    assert_eq!(game.moves().count(), 4, "variations are not the main line");
}

#[test]
fn every_result_ends_a_game_and_is_kept_as_written() {
    for result in RESULTS {
        let text = format!("1. 32-28 {result} 1. 33-28 *");
        let games = read_all(text.as_bytes());
        assert_eq!(games.len(), 2, "{result}");
        assert_eq!(games[0].as_ref().unwrap().result(), Some(result));
    }
    let inside = one("1. 32-28 (1. 31-27 2-0) 1-1");
    assert_eq!(inside.result(), Some("1-1"));
    assert!(
        matches!(&inside.body()[2], Element::Variation(v) if v.last() == Some(&Element::Annotation("2-0".into())))
    );
}

#[test]
fn tags_start_a_new_game_without_a_result() {
    let games = read_all(b"[Event \"a\"]\n1. 32-28\n[Event \"b\"]\n1. 33-28\n");
    let events: Vec<_> = games
        .iter()
        .map(|g| g.as_ref().unwrap().tag("Event").map(str::to_owned))
        .collect();
    assert_eq!(events, [Some("a".into()), Some("b".into())]);
    let second = games[1].as_ref().unwrap();
    assert_eq!((second.number(), second.line()), (2, 3));
}

#[test]
fn each_tag_block_is_a_game_even_without_moves() {
    // Blocks apart by a blank line; a tag written twice in one block stays in its game.
    let text = "[White \"Djatel_50\"]\n[Black \"KING_7\"]\n\n[White \"FATSOM\"]\n\
                [Black \"Marreco\"]\n\n[White \"C\"]\n[White \"D\"]\n\n1. 32-28 17-22 *\n";
    let games = read_all(text.as_bytes());
    let whites: Vec<_> = games
        .iter()
        .map(|g| {
            let game = g.as_ref().unwrap();
            (game.tag("White").map(str::to_owned), game.moves().count())
        })
        .collect();
    assert_eq!(
        whites,
        [
            (Some("Djatel_50".into()), 0),
            (Some("FATSOM".into()), 0),
            (Some("C".into()), 2)
        ]
    );
}

#[test]
fn a_title_line_before_the_first_tag_is_no_game() {
    let text = "Club match 2024 #662\n[Event \"WK\"]\n\n1. 32-28 17-22 *\n";
    assert!(holds_draughts(text.as_bytes()));
    let games = read_all(text.as_bytes());
    assert_eq!(games.len(), 1);
    let game = games[0].as_ref().unwrap();
    assert_eq!(
        (game.number(), game.line(), game.moves().count()),
        (1, 2, 2)
    );
}

#[test]
fn move_numbers_written_against_the_move_are_split() {
    let game = one("1.32-28 17-22 2...28x17 3.c3-d4");
    assert_eq!(game.moves().count(), 4);
    assert!(matches!(
        game.body()[3],
        Element::MoveNumber {
            number: 2,
            black: true
        }
    ));
    // c3-d4 on a 10x10 board is a square there too: the first move decides the game.
    assert_eq!(game.variant(), Variant::International);
}

#[test]
fn the_game_is_detected_from_the_content() {
    use Variant::{International, Russian};
    let cases = [
        ("1. 32-28 *", International),
        ("1. c3-d4 *", Russian),
        ("1. С3-D4 *", Russian),
        ("[GameType \"25\"]\n1. 22-17 *", Russian),
        ("[GameType \"20,W,10,10,N2,0\"]\n1. 32-28 *", International),
        ("[FEN \"W:Wc3,e1:Bd6\"]\n*", Russian),
        ("[FEN \"W:W31-50:B1-20\"]\n*", International),
        ("[FEN \"B:WK5:BK17\"]\n*", International),
    ];
    for (text, variant) in cases {
        assert_eq!(one(text).variant(), variant, "{text}");
    }
    // ussr1947.pdn: a numeric FEN with algebraic moves is draughts-64.
    let ussr = one("[FEN \"W:W21-32:B1-12.\"]\n1. c3-d4 *");
    assert_eq!(ussr.variant(), Variant::Russian);
    assert_eq!(ussr.fen(), Some("W:W21-32:B1-12"));
    // A fuzzed file: spaces after the FEN's dot go as well, so the value written reads
    // back the same.
    let spaced = one("[FEN \" W:W21-32:B1-12 \u{a0}. \"]\n1. c3-d4 *");
    assert_eq!(spaced.fen(), Some("W:W21-32:B1-12"));
    // mrcd2007.pdn (PDN repository): forfeits without moves in a file of draughts-64.
    let games = read_all(
        b"[Round \"1\"]\n1. c3-d4 *\n[Round \"2\"]\n1-0\n[Round \"3\"]\n[FEN \"W:WK5:BK17\"]\n*\n",
    );
    let variants: Vec<_> = games
        .iter()
        .map(|g| g.as_ref().unwrap().variant())
        .collect();
    assert_eq!(variants, [Variant::Russian; 3]);
}

#[test]
fn squares_padded_into_columns_are_joined() {
    // DUTCH96H.pdn, candidate95.pdn, schildpad.pdn (PDN repository): `1- 6`.
    let game = one("17. 43-39  1- 6  18. 49-43  2- 7 19. 31- 27 1-0");
    let moves: Vec<_> = game.moves().map(|m| m.squares()[0].number()).collect();
    assert_eq!(moves, [43, 1, 49, 2, 31]);
    // Fuzz: `1- 1` joined is no move (it would be written `1-1`, a result).
    let games = read_all(b"1. 32-28 1- 1 *");
    assert!(
        matches!(
            &games[0],
            Err(PdnError {
                kind: PdnErrorKind::Move {
                    error: notation::NotationError::SameSquare { .. },
                    ..
                },
                ..
            })
        ),
        "{games:?}"
    );
}

#[test]
fn errors_say_the_game_and_the_line_and_reading_goes_on() {
    let text = "[Event \"1\"]\n1. 32-28 *\n\
                [Event \"2\"]\n1. 32-28\n2. 51-46 *\n\
                [Event \"3\"]\n1. 32-28 {never closed\n\
                [Event \"4\"]\n1. 32-28 (19-23 *\n\
                [Event \"5\"]\n1. 32-28) *\n\
                [GameType \"21\"]\n1. 9-14 *\n\
                [Event \"7\"]\n1. 99999999999. 32-28 *\n\
                [Event \"8\"\n1. 32-28 *\n\
                [Event \"9\"]\n1. 32-28 *\n";
    let games = read_all(text.as_bytes());
    let errors: Vec<_> = games.iter().filter_map(|g| g.as_ref().err()).collect();
    let error = |game, line, kind| PdnError { game, line, kind };
    assert_eq!(
        errors,
        [
            &error(
                2,
                5,
                PdnErrorKind::Move {
                    text: "51-46".into(),
                    error: notation::NotationError::NoSuchSquare { text: "51".into() }
                }
            ),
            &error(3, 7, PdnErrorKind::UnclosedComment),
            &error(4, 9, PdnErrorKind::UnclosedVariation),
            &error(5, 11, PdnErrorKind::Unexpected(")".into())),
            &error(6, 12, PdnErrorKind::UnsupportedGameType("21".into())),
            &error(7, 15, PdnErrorKind::BadMoveNumber("99999999999".into())),
            &error(8, 16, PdnErrorKind::BadTag("[Event \"8\"".into())),
        ]
    );
    let last = games.last().unwrap().as_ref().unwrap();
    assert_eq!((last.number(), last.tag("Event")), (9, Some("9")));
}

#[test]
fn a_malformed_tag_after_movetext_belongs_to_the_next_game() {
    let games = read_all(b"1. 32-28 19-23\n[Event \"b\"\n1. 33-28 *\n[Event \"c\"]\n1. 31-27 *");
    assert!(games[0].is_ok(), "{:?}", games[0]);
    assert_eq!(
        games[1],
        Err(PdnError {
            game: 2,
            line: 2,
            kind: PdnErrorKind::BadTag("[Event \"b\"".into())
        })
    );
    assert_eq!(games[2].as_ref().unwrap().tag("Event"), Some("c"));
}

#[test]
fn old_encodings_bom_and_crlf_are_read() {
    // CP1251 and the other code pages are read through a copy in UTF-8
    // (`hektor_words::files::encoding`), CP1252 as it is.
    let mut bytes = b"\xEF\xBB\xBF[White \"Sijbrands\"]\r\n[Black \"".to_vec();
    bytes.extend_from_slice("Петренко\"]\r\n[Site \"M".as_bytes());
    bytes.extend_from_slice(b"\xfcnchen\"]\r\n");
    bytes.extend_from_slice(b"1. 32-28 19-23\r\n2-0\r\n");
    let games = read_all(&bytes);
    let game = games[0].as_ref().unwrap();
    assert_eq!(game.tag("White"), Some("Sijbrands"));
    assert_eq!(game.tag("Black"), Some("Петренко"));
    assert_eq!(game.tag("Site"), Some("München"));
    assert_eq!(game.line(), 1);
    // Only the file's first line has a byte order mark: one starting a later line of a
    // comment is the comment's text (proptest: it was dropped, and the game read back
    // different).
    let comment = one("1. 32-28 {a\n\u{feff}b} *");
    assert_eq!(comment.body()[2], Element::Comment("a\n\u{feff}b".into()));
}

#[test]
fn a_slow_reader_gives_the_same_games() {
    let text = "% a line comment\n[Event \"a\"]\n1. 32-28 {a\n% long comment} 19-23 2-0\n[Event \"b\"]\n1. 31-27 *\n";
    let whole: Vec<_> = read_all(text.as_bytes());
    let slow: Vec<_> = PdnReader::new(BufReader::with_capacity(1, text.as_bytes())).collect();
    assert_eq!(whole, slow);
    assert_eq!(whole.len(), 2);
    let first = whole[0].as_ref().unwrap();
    assert_eq!(first.line(), 2, "the line comment is not part of the game");
    assert_eq!(
        first.body()[2],
        Element::Comment("a\n% long comment".into()),
        "a % inside a comment is the comment's text"
    );
}

#[test]
fn the_writer_keeps_the_files_conventions() {
    let game = one(
        "[Event \"a \\\"b\\\" c\\\\\"]\n[FEN \"W:W21-32:B1-12.\"]\n1. c3-d4 d6-e5 2. d4:f6 g7:e5 1/2-1/2",
    );
    let written = write_game(&game);
    assert_eq!(
        written,
        "[Event \"a \\\"b\\\" c\\\\\"]\n[FEN \"W:W21-32:B1-12\"]\n\n\
         1. c3-d4 d6-e5 2. d4:f6 g7:e5 1/2-1/2\n\n"
    );
    let long = one(&format!("{} 2-0", "32-28 19-23 ".repeat(20)));
    let written = write_game(&long);
    assert!(
        written.lines().all(|l| l.chars().count() <= 79),
        "{written}"
    );
    assert_eq!(one(&written), long);
}

/// A square of `variant` by number.
fn square(variant: Variant) -> impl Strategy<Value = Square> {
    (1..=variant.squares()).prop_map(move |n| Square::new(variant, n).unwrap())
}

/// A move's text in full notation with a glyph.
fn move_text(variant: Variant) -> impl Strategy<Value = String> {
    (
        square(variant),
        prop::collection::vec(square(variant), 1..4),
        any::<bool>(),
        prop::sample::select(vec!["", "!", "?", "!?", "?!", "!!", "??", "(?)"]),
    )
        .prop_map(move |(from, landings, capture, glyph)| {
            let captured = if capture { vec![from] } else { vec![] };
            // A quiet move never ends where it starts (`1-1` is a result).
            let elsewhere = Square::new(variant, from.number() % variant.squares() + 1).unwrap();
            let landings = match (capture, landings[0]) {
                (true, _) => landings,
                (false, to) if to == from => vec![elsewhere],
                (false, to) => vec![to],
            };
            let mv = Move::new(from, landings, captured, false).unwrap();
            let (form, mark) = match variant {
                Variant::Russian => (SquareForm::Algebraic, Mark::Colon),
                Variant::International => (SquareForm::Numeric, Mark::Cross),
            };
            format!("{}{glyph}", full_notation(variant, &mv, form, mark))
        })
}

/// Movetext words: moves, numbers, comments, NAGs, glyphs, setups, variations.
fn movetext(variant: Variant) -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        4 => move_text(variant),
        1 => (1u32..200, any::<bool>()).prop_map(|(n, b)| format!("{n}{}", if b { "..." } else { "." })),
        1 => "[^{}\\[]{0,20}".prop_map(|c| format!("{{{c}}}")),
        1 => (0u8..=255).prop_map(|n| format!("${n}")),
        1 => prop::sample::select(vec!["!", "+", "=", "...", "--"]).prop_map(str::to_owned),
        1 => Just("/FEN \"W:W31-50:B1-20\"/".to_owned()),
    ];
    leaf.prop_recursive(3, 40, 8, |inner| {
        prop::collection::vec(inner, 1..8).prop_map(|words| format!("({})", words.join(" ")))
    })
}

/// A PDN game's text: tags and movetext of one game.
fn game_text() -> impl Strategy<Value = String> {
    prop_oneof![Just(Variant::Russian), Just(Variant::International)].prop_flat_map(|variant| {
        (
            prop::collection::vec(("[A-Z][A-Za-z0-9_]{0,8}", "[^\r\n]{0,12}"), 0..5),
            prop::collection::vec(movetext(variant), 1..20),
            prop::sample::select(RESULTS.to_vec()),
        )
            .prop_map(move |(tags, words, result)| {
                let mut text = format!("[GameType \"{}\"]\n", variant.game_type());
                for (name, value) in tags {
                    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
                    text.push_str(&format!("[{name} \"{value}\"]\n"));
                }
                text.push_str(&words.join(" "));
                text.push(' ');
                text.push_str(result);
                text
            })
    })
}

proptest! {
    #[test]
    fn games_written_read_back_the_same(text in game_text()) {
        let first = one(&text);
        let written = write_game(&first);
        let back = one(&written);
        prop_assert_eq!(back.tags(), first.tags());
        prop_assert_eq!(back.body(), first.body());
        prop_assert_eq!(back.result(), first.result());
        prop_assert_eq!(back.variant(), first.variant());
        prop_assert_eq!(write_game(&back), written);
    }

    #[test]
    fn any_bytes_are_read_or_refused_without_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let games = read_all(&bytes);
        for (i, game) in games.iter().enumerate() {
            let number = match game {
                Ok(game) => game.number(),
                Err(error) => error.game,
            };
            prop_assert_eq!(number, i + 1);
        }
    }

    #[test]
    fn any_text_is_read_or_refused_without_panic(text in "[\\[\\]{}()\"/$.x:0-9a-h *\n-]{0,200}") {
        let _ = read_all(text.as_bytes());
    }
}

#[test]
fn a_file_written_back_keeps_each_games_variant() {
    // A forfeit without moves takes its game from the one before: written in sequence,
    // the file reads back the same.
    let text = "[Round \"1\"]\n1. c3-d4 *\n[Round \"2\"]\n1-0\n[GameType \"20\"]\n1. 32-28 *\n";
    let games: Vec<Game> = read_all(text.as_bytes())
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let written: String = games.iter().map(write_game).collect();
    let back: Vec<Game> = read_all(written.as_bytes())
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let parts = |games: &[Game]| -> Vec<_> {
        games
            .iter()
            .map(|g| {
                (
                    g.variant(),
                    g.tags().to_vec(),
                    g.body().to_vec(),
                    g.result().map(str::to_owned),
                )
            })
            .collect()
    };
    assert_eq!(parts(&back), parts(&games));
    assert_eq!(back[1].variant(), Variant::Russian);
}

#[test]
fn draughts_64_files_with_international_results_and_a_circular_capture() {
    // Forms seen in Russian files on the web: `2-0` results with `GameType "25"`, `x`
    // for captures, move numbers at line ends, a king's capture ending where it began.
    let game = one(
        "[Result \"2-0\"]\n[GameType \"25\"]\n[FEN \"B:W18,19,21:B3,6,8\"]\n\n\
         {Белые:} 1... h6-g5 2.\nf4xh6 d6-e5 3. a3-b4 $3 c5xc1 4. h6xh6 2-0\n",
    );
    assert_eq!(game.variant(), Variant::Russian);
    assert_eq!(game.result(), Some("2-0"));
    let last = game.moves().last().unwrap();
    assert_eq!(last.squares()[0], last.squares()[1]);
    assert_eq!(last.notation(Variant::Russian), "h6xh6");
}

#[test]
fn set_tag_replaces_in_place_or_goes_before_the_fen() {
    let text = "[Event \"X\"]\n[FEN \"W:W31-50:B1-20\"]\n\n1. 32-28 *\n";
    let mut game = PdnReader::new(text.as_bytes()).next().unwrap().unwrap();
    game.set_tag("GameType", "20".into());
    game.set_tag("Event", "Y".into());
    let names: Vec<_> = game.tags().iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["Event", "GameType", "FEN"]);
    assert_eq!(game.tag("Event"), Some("Y"));
}

#[test]
fn files_are_told_apart_by_content() {
    for (text, draughts) in [
        ("[GameType \"25\"]\n1. e4 *", true),
        ("[GameType \"0\"]\n1. 32-28 *", false),
        ("[FEN \"W:W31-50:B1-20\"]\n*", true),
        (
            "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n*",
            false,
        ),
        ("[FEN \"Ж\"]\n*", false),
        ("{a comment} 1.32-28 18-23 *", true),
        ("1... 32-28 *", true),
        ("1. 32-22 *", false),
        ("1. a3-b4 *", true),
        ("1. Nf3 d5 *", false),
        ("[Event \"no moves\"]\n*", false),
        ("", false),
    ] {
        assert_eq!(holds_draughts(text.as_bytes()), draughts, "{text}");
    }
}

/// The text of a game played from the start by the legal move each index picks.
fn played_game(variant: Variant, picks: &[usize]) -> String {
    let mut position = crate::Position::new(variant);
    let (form, mark) = match variant {
        Variant::Russian => (SquareForm::Algebraic, Mark::Colon),
        Variant::International => (SquareForm::Numeric, Mark::Cross),
    };
    let mut words = Vec::new();
    for (ply, pick) in picks.iter().enumerate() {
        let moves = position.legal_moves();
        let Some(mv) = moves.get(pick % moves.len().max(1)) else {
            break;
        };
        if ply % 2 == 0 {
            words.push(format!("{}.", ply / 2 + 1));
        }
        words.push(full_notation(variant, mv, form, mark));
        position = position.play(mv).unwrap();
    }
    words.push("*".into());
    words.join(" ")
}

proptest! {
    #[test]
    fn played_games_are_told_as_draughts_and_any_bytes_without_panic(
        russian in any::<bool>(),
        picks in prop::collection::vec(any::<usize>(), 1..12),
        bytes in prop::collection::vec(any::<u8>(), 0..300),
    ) {
        let variant = if russian { Variant::Russian } else { Variant::International };
        let text = played_game(variant, &picks);
        prop_assert!(holds_draughts(text.as_bytes()), "{}", text);
        let _ = holds_draughts(&bytes[..]);
    }
}

/// A game longer than the reader keeps is cut, not refused: its moves up to the limit,
/// the line where it stopped, its result, and the next game read as usual.
#[test]
fn a_game_longer_than_the_limit_is_cut_where_it_stopped() {
    let moves = "1. 32-28 17-22\n".repeat(100);
    let text = format!("[White \"A\"]\n{moves}2-0\n[White \"B\"]\n1. 32-28 2-0\n");
    let games: Vec<_> = PdnReader::with_limit(text.as_bytes(), 300).collect();
    let first = games[0].as_ref().unwrap();
    assert_eq!(first.tag("White"), Some("A"));
    let kept = first.moves().count();
    assert!((40..60).contains(&kept), "{kept} moves kept");
    assert_eq!(first.cut(), Some(kept / 2 + 2));
    assert_eq!(first.result(), Some("2-0"));
    // Written back, it ends with its last kept move and `*`, no number without moves.
    let written = crate::pdn::write_game(first);
    assert!(written.trim_end().ends_with("17-22 *"), "{written}");
    let second = games[1].as_ref().unwrap();
    assert_eq!((second.tag("White"), second.cut()), (Some("B"), None));
}

#[test]
fn dots_apart_from_the_number_mark_blacks_move() {
    let apart = one("[FEN \"B:W9,29,45,50:B10,15,35\"]\n1. ... 35-40 2. 45x34 1-0");
    let joined = one("[FEN \"B:W9,29,45,50:B10,15,35\"]\n1... 35-40 2. 45x34 1-0");
    assert_eq!(apart.body(), joined.body());
    assert_eq!(
        one("1. … 35-40 *").body()[0],
        Element::MoveNumber {
            number: 1,
            black: true
        }
    );
    // Dots after a move still leave a move out.
    assert_eq!(
        one("1. 32-28 ... 2. 33-29 *").body()[2],
        Element::Missing("...".into())
    );
}
