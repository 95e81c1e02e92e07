//! PDN FEN: reading (ranges, kings, a trailing `.`, algebraic and numeric 8x8 squares),
//! writing, a clear error per problem, and property tests: every position round-trips,
//! no input panics.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor_draughts::{Color, FenError, Piece, Position, Role, SetupError, Square, Variant};
use proptest::prelude::*;

const RU: Variant = Variant::Russian;
const INT: Variant = Variant::International;

#[test]
fn the_start_positions_read_and_write_with_ranges_on_10x10_and_names_on_8x8() {
    assert_eq!(
        Position::from_fen(INT, "W:W31-50:B1-20"),
        Ok(Position::new(INT))
    );
    assert_eq!(Position::new(INT).to_fen(), "W:W31-50:B1-20");
    assert_eq!(
        Position::new(RU).to_fen(),
        "W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6"
    );
}

/// Old draughts-64 files write the start numerically, counted from b8 = 1, rank by rank
/// in any order, with a trailing `.`.
#[test]
fn a_numeric_8x8_fen_counts_from_b8_and_its_trailing_dot_is_read() {
    let fen = "W:W32,31,30,29,28,27,26,25,24,23,22,21:B12,11,10,9,8,7,6,5,4,3,2,1.";
    assert_eq!(Position::from_fen(RU, fen), Ok(Position::new(RU)));
    assert_eq!(
        Position::from_fen(RU, "W:W21-32:B1-12"),
        Ok(Position::new(RU))
    );
}

/// Lidraughts and Scan write the half-move clock and the move number after the pieces
/// (`:H0:F1`): they are read and passed over, as a trailing `.` is.
#[test]
fn move_counters_after_the_pieces_are_passed_over() {
    for fen in [
        "W:W31-50:B1-20:H0:F1",
        "W:W31-50:B1-20:H12:F25.",
        "W:H0:W31-50:B1-20",
    ] {
        assert_eq!(
            Position::from_fen(INT, fen),
            Ok(Position::new(INT)),
            "{fen}"
        );
    }
    assert_eq!(
        Position::from_fen(INT, "W:W31-50:B1-20:Hx"),
        Err(FenError::Field("Hx".into()))
    );
}

#[test]
fn kings_and_side_to_move() {
    let p = Position::from_fen(INT, "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29").unwrap();
    assert_eq!(p.turn(), Color::Black);
    let at = |n| p.piece_at(Square::new(INT, n).unwrap());
    assert_eq!(
        at(10),
        Some(Piece {
            color: Color::White,
            role: Role::King
        })
    );
    assert_eq!(
        at(12),
        Some(Piece {
            color: Color::Black,
            role: Role::Man
        })
    );
    assert_eq!(
        at(29),
        Some(Piece {
            color: Color::Black,
            role: Role::King
        })
    );
    assert_eq!(p.to_fen(), "B:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29");
    let ru = Position::from_fen(RU, "W:WKa1,c3:Bh8,Kd4").unwrap();
    assert_eq!(ru.to_fen(), "W:Wc3,Ka1:Bh8,Kd4");
}

#[test]
fn each_problem_has_its_own_error() {
    let err = |variant, fen| Position::from_fen(variant, fen).unwrap_err();
    assert_eq!(err(INT, "  "), FenError::Empty);
    assert_eq!(err(INT, "X:W31:B1"), FenError::SideToMove("X".into()));
    assert_eq!(err(INT, "W:Q31:B1"), FenError::Field("Q31".into()));
    assert_eq!(err(INT, "W:W31:W32"), FenError::RepeatedSide(Color::White));
    assert_eq!(err(INT, "W:W51:B1"), FenError::Square("51".into()));
    assert_eq!(err(RU, "W:Wa2:Bb8"), FenError::Square("a2".into()));
    assert_eq!(err(INT, "W:W40-31:B1"), FenError::Range("40-31".into()));
    assert_eq!(err(INT, "W:W31-x:B1"), FenError::Range("31-x".into()));
    let thirty_one = Square::new(INT, 31).unwrap();
    assert_eq!(
        err(INT, "W:W31:B31"),
        FenError::Setup(SetupError::Occupied(thirty_one))
    );
    let one = Square::new(INT, 1).unwrap();
    assert_eq!(
        err(INT, "W:W1:B20"),
        FenError::Setup(SetupError::ManOnCrowningRow(one))
    );
    assert_eq!(
        err(INT, "W:W51:B1").to_string(),
        "\"51\" is not a dark square of this board: give a number or, on 8x8, a name such as c3"
    );
}

/// A position of either game: random pieces on random squares, kings anywhere, men off
/// their crowning rows.
fn positions() -> impl Strategy<Value = Position> {
    (
        any::<bool>(),
        any::<bool>(),
        prop::collection::vec((0u8..50, 0u8..4), 0..40),
    )
        .prop_map(|(international, white_to_move, items)| {
            let variant = if international { INT } else { RU };
            let turn = if white_to_move {
                Color::White
            } else {
                Color::Black
            };
            let mut pieces: Vec<(Square, Piece)> = Vec::new();
            for (n, kind) in items {
                let Some(square) = Square::new(variant, n % variant.squares() + 1) else {
                    continue;
                };
                if pieces.iter().any(|(s, _)| *s == square) {
                    continue;
                }
                let color = if kind % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                let crowning = color.crowns_on(variant, square);
                let role = if kind >= 2 || crowning {
                    Role::King
                } else {
                    Role::Man
                };
                pieces.push((square, Piece { color, role }));
            }
            Position::setup(variant, turn, pieces).unwrap()
        })
}

proptest! {
    #[test]
    fn every_position_round_trips_through_its_fen(position in positions()) {
        let fen = position.to_fen();
        prop_assert_eq!(Position::from_fen(position.variant(), &fen), Ok(position));
    }

    #[test]
    fn no_input_panics(text in ".{0,60}", international in any::<bool>()) {
        let variant = if international { INT } else { RU };
        let _ = Position::from_fen(variant, &text);
    }

    #[test]
    fn fen_like_input_never_panics(text in "[WBK:,.0-9a-j -]{0,40}", international in any::<bool>()) {
        let variant = if international { INT } else { RU };
        if let Ok(position) = Position::from_fen(variant, &text) {
            prop_assert_eq!(Position::from_fen(variant, &position.to_fen()), Ok(position));
        }
    }
}
