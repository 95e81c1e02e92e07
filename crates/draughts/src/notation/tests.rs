#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use super::*;
use crate::Position;
use proptest::prelude::*;

const R: Variant = Variant::Russian;
const I: Variant = Variant::International;

fn numbers(variant: Variant, text: &str) -> Vec<u8> {
    read(variant, text)
        .unwrap()
        .squares()
        .iter()
        .map(|s| s.number())
        .collect()
}

fn names(text: &str) -> Vec<String> {
    read(R, text)
        .unwrap()
        .squares()
        .iter()
        .map(|s| s.algebraic(R))
        .collect()
}

fn n(variant: Variant, number: u8) -> Square {
    Square::new(variant, number).unwrap()
}

fn a(name: &str) -> Square {
    Square::from_algebraic(R, name).unwrap()
}

fn capture(from: Square, landings: &[Square], captured: &[Square]) -> Move {
    Move::new(from, landings.to_vec(), captured.to_vec(), false).unwrap()
}

fn step(from: Square, to: Square) -> Move {
    Move::new(from, vec![to], vec![], false).unwrap()
}

#[test]
fn full_notation_of_both_games_is_read() {
    assert_eq!(numbers(I, "32-28"), [32, 28]);
    assert_eq!(numbers(I, "19x30"), [19, 30]);
    assert_eq!(numbers(I, "26x17x28x19"), [26, 17, 28, 19]);
    assert_eq!(names("c3-d4"), ["c3", "d4"]);
    assert_eq!(names("d4:b6"), ["d4", "b6"]);
    assert_eq!(names("A5xC3xE1xG3"), ["a5", "c3", "e1", "g3"]);
    assert_eq!(read(I, "32-28").unwrap().mark(), Mark::Dash);
    assert_eq!(read(R, "d4:b6").unwrap().mark(), Mark::Colon);
    assert_eq!(read(R, "d4:b6").unwrap().form(), SquareForm::Algebraic);
    assert_eq!(read(I, "19x30").unwrap().form(), SquareForm::Numeric);
}

#[test]
fn the_seeds_forms_are_read() {
    // II.3.10.9: Cyrillic В, Е, Н and Cyrillic х between the squares.
    assert_eq!(names("В4хЕ1хН4хF6хD4"), ["b4", "e1", "h4", "f6", "d4"]);
    // II.3.10.4: Cyrillic С.
    assert_eq!(names("С3—D4"), ["c3", "d4"]);
    assert_eq!(names("с3–d4"), ["c3", "d4"]);
    assert_eq!(names("A5 × C3 × E1"), ["a5", "c3", "e1"]);
}

#[test]
fn tex_cross_and_spaces_are_read() {
    assert_eq!(names("A5 \\times C3 \\times E1"), ["a5", "c3", "e1"]);
    assert_eq!(numbers(I, " 32 — 28 "), [32, 28]);
    assert_eq!(names("c3 d4"), ["c3", "d4"]);
    assert_eq!(read(R, "a3b4").unwrap().mark(), Mark::Unmarked);
    assert_eq!(numbers(I, "05-10"), [5, 10]);
    assert_eq!(read(I, "26Х17").unwrap().mark(), Mark::Cross);
    assert_eq!(read(I, "26×17").unwrap().mark(), Mark::Cross);
}

#[test]
fn glyphs_are_kept_literally() {
    for glyph in ["!", "?", "!?", "?!", "!!", "??", "(?)", "+", "="] {
        let text = format!("32-28{glyph}");
        let written = read(I, &text).unwrap();
        assert_eq!(written.glyph(), glyph);
        assert_eq!(written.notation(I), text);
    }
    assert_eq!(read(R, "c3-d4 ?!").unwrap().glyph(), "?!");
}

#[test]
fn errors_keep_the_rejected_text() {
    use NotationError as E;
    let text = |t: &str| t.to_owned();
    let cases = [
        (I, "  ", E::Empty),
        (I, "51-46", E::NoSuchSquare { text: text("51") }),
        (R, "33-28", E::NoSuchSquare { text: text("33") }),
        (R, "a2-b3", E::LightSquare { text: text("a2") }),
        (R, "i1-h2", E::NoSuchSquare { text: text("i1") }),
        (R, "Т4-c3", E::NoSuchSquare { text: text("Т4") }),
        (R, "c0-b1", E::NoSuchSquare { text: text("c0") }),
        (I, "32", E::MissingSquare { text: text("32") }),
        (I, "32-", E::MissingSquare { text: text("32-") }),
        (
            I,
            "26x17-28",
            E::MixedMarks {
                text: text("26x17-28"),
            },
        ),
        (
            I,
            "32-28-23",
            E::QuietWithLandings {
                text: text("32-28-23"),
            },
        ),
        (
            R,
            "c3-28",
            E::MixedForms {
                text: text("c3-28"),
            },
        ),
        (
            I,
            "32-28 please",
            E::Unexpected {
                text: text("please"),
            },
        ),
        (I, "-28", E::NoSuchSquare { text: text("-28") }),
        (I, "1-1", E::SameSquare { text: text("1-1") }),
        (R, "c3c3", E::SameSquare { text: text("c3c3") }),
        (
            I,
            "99999999999-1",
            E::NoSuchSquare {
                text: text("99999999999"),
            },
        ),
    ];
    for (variant, written, error) in cases {
        assert_eq!(read(variant, written), Err(error), "{written}");
    }
}

#[test]
fn a_quiet_move_resolves_to_itself() {
    let legal = [step(n(I, 32), n(I, 28)), step(n(I, 32), n(I, 27))];
    let written = read(I, "32-28").unwrap();
    assert_eq!(
        resolve(I, &written, &legal),
        Resolved::Move(legal[0].clone())
    );
}

#[test]
fn a_capture_written_from_to_resolves_when_one_fits() {
    // ussr1947.pdn game 1: c5:g5 is a double capture written short.
    let double = capture(a("c5"), &[a("e3"), a("g5")], &[a("d4"), a("f4")]);
    let other = capture(a("c5"), &[a("a3")], &[a("b4")]);
    let written = read(R, "c5:g5").unwrap();
    assert_eq!(
        resolve(R, &written, &[other, double.clone()]),
        Resolved::Move(double)
    );
}

#[test]
fn paths_taking_the_same_pieces_to_the_same_square_are_one_move() {
    // A king on g3 takes f4 and c7 on one line: it may stop on e5 or on d6 between them
    // (ussr1947.pdn game 54 writes this `g3:b8`). The board is the same either way.
    let via_e5 = capture(a("g3"), &[a("e5"), a("b8")], &[a("f4"), a("c7")]);
    let via_d6 = capture(a("g3"), &[a("d6"), a("b8")], &[a("f4"), a("c7")]);
    let legal = [via_e5.clone(), via_d6.clone()];
    let short = read(R, "g3:b8").unwrap();
    assert_eq!(resolve(R, &short, &legal), Resolved::Move(via_e5));
    let written_via_d6 = read(R, "g3:d6:b8").unwrap();
    assert_eq!(resolve(R, &written_via_d6, &legal), Resolved::Move(via_d6));
}

#[test]
fn two_paths_with_the_same_ends_are_a_choice() {
    // The PDN standard's example (grammar.rst): a king's 47x36 over 38-24-13 or over
    // 38-20-9.
    let left = capture(
        n(I, 47),
        &[n(I, 38), n(I, 24), n(I, 13), n(I, 36)],
        &[n(I, 42), n(I, 33), n(I, 19), n(I, 27)],
    );
    let right = capture(
        n(I, 47),
        &[n(I, 38), n(I, 20), n(I, 9), n(I, 36)],
        &[n(I, 42), n(I, 29), n(I, 14), n(I, 18)],
    );
    let legal = [left.clone(), right.clone()];
    let short = read(I, "47x36").unwrap();
    assert_eq!(
        resolve(I, &short, &legal),
        Resolved::Choice(vec![left.clone(), right.clone()])
    );
    let long = read(I, "47x38x24x13x36").unwrap();
    assert_eq!(resolve(I, &long, &legal), Resolved::Move(left.clone()));
    let some = read(I, "47x20x36").unwrap();
    assert_eq!(resolve(I, &some, &legal), Resolved::Move(right.clone()));
    // 24 is the landing after 33 on the left path and the square behind 29 on the right
    // one: both fit.
    let behind = read(I, "47x24x36").unwrap();
    assert_eq!(
        resolve(I, &behind, &legal),
        Resolved::Choice(vec![left, right])
    );
}

#[test]
fn unfit_moves_say_why() {
    let take = capture(n(I, 28), &[n(I, 17)], &[n(I, 22)]);
    let quiet = step(n(I, 33), n(I, 29));
    let captures = [take.clone()];
    let read_i = |text| read(I, text).unwrap();
    assert_eq!(
        resolve(I, &read_i("28-17"), &captures),
        Resolved::Unfit(Unfit::WrittenAsQuiet(vec![take.clone()]))
    );
    assert_eq!(
        resolve(I, &read_i("33-29"), &captures),
        Resolved::Unfit(Unfit::CaptureCompulsory)
    );
    assert_eq!(
        resolve(I, &read_i("33x29"), std::slice::from_ref(&quiet)),
        Resolved::Unfit(Unfit::WrittenAsCapture(vec![quiet.clone()]))
    );
    assert_eq!(
        resolve(I, &read_i("34-29"), std::slice::from_ref(&quiet)),
        Resolved::Unfit(Unfit::NothingFrom(n(I, 34)))
    );
    assert_eq!(
        resolve(I, &read_i("33-28"), &[quiet]),
        Resolved::Unfit(Unfit::NoSuchPath {
            from: n(I, 33),
            to: n(I, 28)
        })
    );
    assert_eq!(
        resolve(I, &read_i("33-28"), &[]),
        Resolved::Unfit(Unfit::NoLegalMoves)
    );
    assert_eq!(
        resolve(R, &read(R, "a3b4").unwrap(), &[step(a("a3"), a("b4"))]),
        Resolved::Move(step(a("a3"), a("b4")))
    );
}

/// Any move on the board: a from-square and up to five landings, each a square of the
/// board (legality does not matter to notation).
fn any_move(variant: Variant) -> impl Strategy<Value = Move> {
    let square = move || (1..=variant.squares()).prop_map(move |n| n);
    (
        square(),
        prop::collection::vec(square(), 1..6),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(move |(from, landings, is_capture, crowned)| {
            let sq = |n| Square::new(variant, n).unwrap();
            let landings: Vec<Square> = if is_capture {
                landings.into_iter().map(sq).collect()
            } else {
                // A quiet move never ends where it starts.
                let to = landings[0];
                vec![sq(if to == from {
                    from % variant.squares() + 1
                } else {
                    to
                })]
            };
            let captured = if is_capture { vec![sq(from)] } else { vec![] };
            Move::new(sq(from), landings, captured, crowned).unwrap()
        })
}

fn any_variant() -> impl Strategy<Value = Variant> {
    prop_oneof![Just(Variant::Russian), Just(Variant::International)]
}

proptest! {
    #[test]
    fn full_notation_reads_back_to_the_same_squares(
        (variant, mv) in any_variant().prop_flat_map(|v| (Just(v), any_move(v))),
        numeric in any::<bool>(),
        colon in any::<bool>(),
        upper in any::<bool>(),
    ) {
        let form = if numeric { SquareForm::Numeric } else { SquareForm::Algebraic };
        let mark = if colon { Mark::Colon } else { Mark::Cross };
        let mut text = full_notation(variant, &mv, form, mark);
        if upper {
            text = text.to_uppercase();
        }
        let written = read(variant, &text).unwrap();
        let mut squares = vec![mv.from()];
        squares.extend_from_slice(mv.landings());
        prop_assert_eq!(written.squares(), squares.as_slice());
        prop_assert_eq!(written.mark().capture(), Some(mv.is_capture()));
        prop_assert_eq!(written.form(), form);
    }

    #[test]
    fn any_text_is_read_or_refused_without_panic(text in "\\PC{0,40}") {
        let _ = read(Variant::Russian, &text);
        let _ = read(Variant::International, &text);
    }
}

/// The issue 22 item 8 position: Black's man on f6 takes one man to d8 (over e7) or
/// five (over g5, g3, e3, e5, e7 ... ending on d8).
fn one_or_five() -> Position {
    Position::from_fen(R, "B:Wa1,e3,g3,e5,g5,e7,g1,a3:Bf6").unwrap()
}

#[test]
fn a_capture_written_from_to_is_a_choice_when_one_path_takes_one_man_and_another_five() {
    let pos = one_or_five();
    let written = read(R, "f6:d8").unwrap();
    let Resolved::Choice(paths) = resolve(R, &written, &pos.legal_moves()) else {
        panic!("no choice");
    };
    let mut taken: Vec<usize> = paths.iter().map(|mv| mv.captured().len()).collect();
    taken.sort_unstable();
    assert_eq!(taken, [1, 5]);
    // As the answer to the question, the whole path picks: from-to is the one-man path.
    let Resolved::Move(short) = pick(R, &written, &paths) else {
        panic!("the short path is not picked");
    };
    assert_eq!(short.captured().len(), 1);
    let long = paths.iter().find(|mv| mv.captured().len() == 5).unwrap();
    let long_text = full_notation(R, long, SquareForm::Algebraic, Mark::Colon);
    assert_eq!(
        pick(R, &read(R, &long_text).unwrap(), &paths),
        Resolved::Move(long.clone())
    );
}

#[test]
fn a_file_reader_takes_the_path_the_following_moves_can_be_played_after() {
    let pos = one_or_five();
    let written = read(R, "f6:d8").unwrap();
    // The five-man capture leaves White a1, g1 and a3: a3-b4 is playable after either
    // path, e3-d4 only after the one-man path.
    let after = |text: &str| read(R, text).unwrap();
    let following = [after("e3-d4")];
    let Resolved::Move(mv) = resolve_in_game(&pos, &written, following.iter()) else {
        panic!("not settled");
    };
    assert_eq!(mv.captured().len(), 1);
    // a3-b4 is playable after either path: f6:d8 is then read as full notation, the
    // one-man path (as a game played in hektor is written).
    let both = [after("a3-b4")];
    assert!(matches!(
        resolve_in_game(&pos, &written, both.iter()),
        Resolved::Move(mv) if mv.captured().len() == 1
    ));
    // A king's 33x36 over 24-13-22 or over 15-4-22: no path is the written squares, and
    // nothing follows: still the choice.
    let pos = Position::from_fen(I, "W:WK33:B10,29,19,31,32,18").unwrap();
    let written = read(I, "33x36").unwrap();
    assert!(matches!(
        resolve_in_game(&pos, &written, std::iter::empty()),
        Resolved::Choice(paths) if paths.len() == 2
    ));
}

proptest! {
    /// Along random games, a move written from-to and read with the moves played after
    /// it is the move [`resolve`] gives when that is one move, and one of its paths (the
    /// one played when the rest tells it) when it is a choice.
    #[test]
    fn a_file_reader_agrees_with_resolve_and_follows_the_game(
        picks in prop::collection::vec(any::<usize>(), 1..30),
        russian in any::<bool>(),
    ) {
        let variant = if russian { R } else { I };
        let mut pos = Position::new(variant);
        let mut played = Vec::new();
        for pick in picks {
            let legal = pos.legal_moves();
            let Some(mv) = legal.get(pick % legal.len().max(1)).cloned() else { break };
            played.push((pos.clone(), mv.clone()));
            pos = pos.play_legal(&mv);
        }
        let written: Vec<TextMove> = played
            .iter()
            .map(|(_, mv)| {
                let text = format!("{}{}{}", mv.from().number(),
                    if mv.is_capture() { "x" } else { "-" }, mv.to().number());
                read(variant, &text).unwrap()
            })
            .collect();
        for (at, (before, mv)) in played.iter().enumerate() {
            let following = written.get(at + 1..).unwrap_or_default().iter();
            match (resolve(variant, &written[at], &before.legal_moves()),
                   resolve_in_game(before, &written[at], following)) {
                (Resolved::Move(one), got) => prop_assert_eq!(got, Resolved::Move(one)),
                (Resolved::Choice(paths), Resolved::Move(got)) => prop_assert!(paths.contains(&got)),
                (Resolved::Choice(_), Resolved::Choice(kept)) => prop_assert!(
                    kept.iter().any(|path| distinct_outcomes(vec![path, mv]).len() == 1)
                ),
                (resolved, got) => prop_assert!(false, "{:?} / {:?}", resolved, got),
            }
        }
    }
}
