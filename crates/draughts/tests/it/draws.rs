//! One test per draw rule of draughts.md's table, each citing its article of seed 003 (book
//! II for draughts-64, III for draughts-100, IV for competitions; see the crate's
//! documentation): the rule is reached exactly when its count runs out.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor_draughts::{
    Color, DrawCounter, DrawReached, DrawRule, Move, Position, Role, Square, Variant,
};

const RU: Variant = Variant::Russian;
const INT: Variant = Variant::International;

fn counter(variant: Variant, fen: &str) -> DrawCounter {
    DrawCounter::new(Position::from_fen(variant, fen).unwrap())
}

fn name(variant: Variant, square: Square) -> String {
    match variant {
        Variant::Russian => square.algebraic(variant),
        Variant::International => square.number().to_string(),
    }
}

/// Plays the moves written `from-to`, returning every rule reached on the way.
fn play(game: &mut DrawCounter, moves: &[&str]) -> Vec<DrawReached> {
    let variant = game.position().variant();
    let mut reached = Vec::new();
    for text in moves {
        let mv = game
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| format!("{}-{}", name(variant, m.from()), name(variant, m.to())) == *text)
            .unwrap_or_else(|| panic!("{text} is not legal in {}", game.position().to_fen()));
        reached.extend(game.play(&mv).unwrap());
    }
    reached
}

/// Plays `plies` half-moves, each the first legal move that captures nothing, leaves the
/// opponent nothing to capture, keeps `keep` true of the position after it and, when
/// `man_every` is given, moves a man (not to its crowning row) once the kings alone have
/// moved that many half-moves in a row.
fn walk(
    game: &mut DrawCounter,
    plies: u32,
    man_every: Option<u32>,
    keep: impl Fn(&Position) -> bool,
) -> Vec<DrawReached> {
    let mut reached = Vec::new();
    let mut kings_in_a_row = 0;
    for _ in 0..plies {
        let position = game.position().clone();
        let want_man = man_every.is_some_and(|n| kings_in_a_row >= n);
        let fits = |m: &Move, man: bool| {
            let is_man = position.piece_at(m.from()).map(|p| p.role) == Some(Role::Man);
            let after = position.play(m).unwrap();
            !m.is_capture()
                && !m.crowned()
                && is_man == man
                && safe(&after)
                && keep(&after)
                && after
                    .legal_moves()
                    .iter()
                    .any(|n| !n.crowned() && safe(&after.play(n).unwrap()))
        };
        let choose = |man: bool| {
            let fitting: Vec<Move> = position
                .legal_moves()
                .into_iter()
                .filter(|m| fits(m, man))
                .collect();
            let pick = game.moves_made() as usize % fitting.len().max(1);
            fitting.get(pick).cloned()
        };
        let preferred = if man_every.is_some() {
            [want_man, !want_man]
        } else {
            [false, false]
        };
        let mv = choose(preferred[0])
            .or_else(|| choose(preferred[1]))
            .unwrap_or_else(|| panic!("no quiet move in {}", position.to_fen()));
        let moved_man = position.piece_at(mv.from()).map(|p| p.role) == Some(Role::Man);
        kings_in_a_row = if moved_man { 0 } else { kings_in_a_row + 1 };
        reached.extend(game.play(&mv).unwrap());
    }
    reached
}

/// The side to move has nothing to capture.
fn safe(position: &Position) -> bool {
    position.legal_moves().iter().all(|m| !m.is_capture())
}

fn rules(reached: &[DrawReached]) -> Vec<(DrawRule, u32)> {
    reached.iter().map(|r| (r.rule, r.ply)).collect()
}

/// The rules a [`walk`] from `fen` reaches, repetitions (which a walk may meet by chance)
/// left out.
fn walked(
    variant: Variant,
    fen: &str,
    plies: u32,
    man_every: Option<u32>,
    keep: impl Fn(&Position) -> bool,
) -> Vec<(DrawRule, u32)> {
    let mut game = counter(variant, fen);
    let reached = walk(&mut game, plies, man_every, keep);
    rules(&reached)
        .into_iter()
        .filter(|(rule, _)| *rule != DrawRule::Repetition)
        .collect()
}

/// The lone black king stays off the main road.
fn black_king_off_road(position: &Position) -> bool {
    position
        .pieces()
        .all(|(s, p)| p.color == Color::White || !position.on_main_road(s))
}

/// II.5.3.3 (draughts-64), IV.11.4.4: the same position with the same side to move a third
/// time, the repetitions need not follow each other.
#[test]
fn draughts_64_threefold_repetition_not_necessarily_in_a_row() {
    let mut game = counter(RU, "W:WKa1,e1:BKd8,a7");
    let reached = play(&mut game, &["a1-b2", "d8-c7", "b2-a1", "c7-d8"]);
    assert!(reached.is_empty(), "the start position has occurred twice");
    let reached = play(&mut game, &["a1-c3", "d8-e7", "c3-a1", "e7-d8"]);
    assert_eq!(rules(&reached), [(DrawRule::Repetition, 8)]);
    assert_eq!(DrawRule::Repetition.article(RU), "II.5.3.3");
}

/// III.5.5: threefold repetition in draughts-100; a man's move in between starts afresh.
#[test]
fn draughts_100_threefold_repetition() {
    let mut game = counter(INT, "W:WK46,45:BK4,6");
    let cycle = ["46-41", "4-9", "41-46", "9-4"];
    assert!(play(&mut game, &cycle).is_empty());
    assert_eq!(rules(&play(&mut game, &cycle)), [(DrawRule::Repetition, 8)]);

    let mut game = counter(INT, "W:WK46,45:BK4,6");
    play(&mut game, &cycle);
    play(&mut game, &["45-40", "6-11"]);
    assert!(
        play(&mut game, &cycle).is_empty(),
        "after a man's move no earlier position can recur"
    );
}

/// II.5.3.1: king against king, five moves without a win: a draw at the fifth move, not
/// before.
#[test]
fn draughts_64_five_moves_in_a_small_ending() {
    let mut game = counter(RU, "W:WKa3:BKh2");
    let moves = [
        "a3-b2", "h2-g3", "b2-c1", "g3-h2", "c1-a3", "h2-g3", "a3-b2", "g3-h2", "b2-c1",
    ];
    assert!(play(&mut game, &moves).is_empty());
    assert_eq!(
        rules(&play(&mut game, &["h2-g3"])),
        [(DrawRule::SmallEnding, 10)]
    );
}

/// II.5.3.1.1, III.5.3.1: three pieces with a king against a lone king on the main road:
/// five moves.
#[test]
fn three_pieces_against_a_king_on_the_main_road_five_moves() {
    let mut game = counter(INT, "W:WK47,K48,K49:BK46");
    let reached = walk(&mut game, 10, None, |p| !black_king_off_road(p));
    assert_eq!(rules(&reached), [(DrawRule::SmallEnding, 10)]);
}

/// II.5.3.1.1: the five moves of three pieces against a king on the main road count from
/// when the lone king stands on the main road, not from when the material arose (found in a
/// field test: the draw came three moves early).
#[test]
fn the_five_moves_count_from_when_the_king_reaches_the_main_road() {
    let mut game = counter(RU, "W:WKc1,Ke1,Kg1:BKb8");
    // The lone king reaches the main road (d4) with Black's second move, ply 4.
    let before = [
        "c1-d2", "b8-a7", "g1-h2", "a7-d4", "d2-b4", "d4-f6", "b4-a3", "f6-d4", "h2-g1", "d4-g7",
    ];
    assert!(play(&mut game, &before).is_empty(), "not yet at ply 10");
    let reached = play(&mut game, &["g1-h2", "g7-f6", "e1-d2", "f6-g7"]);
    assert_eq!(rules(&reached), [(DrawRule::SmallEnding, 14)]);
}

/// II.5.3.2: three kings against a lone king off the main road: fifteen moves.
#[test]
fn draughts_64_three_kings_against_a_king_off_the_main_road_fifteen_moves() {
    assert_eq!(
        walked(RU, "W:WKa1,Kc1,Ke1:BKh6", 30, None, black_king_off_road),
        [(DrawRule::LoneKing { moves: 15 }, 30)]
    );
}

/// III.5.4: three pieces with a king against a lone king off the main road: sixteen moves.
#[test]
fn draughts_100_three_pieces_against_a_king_off_the_main_road_sixteen_moves() {
    assert_eq!(
        walked(INT, "W:WK47,K48,K49:BK15", 32, None, black_king_off_road),
        [(DrawRule::LoneKing { moves: 16 }, 32)]
    );
}

/// II.5.3.4.1: fifteen moves of kings only, no man moved, nothing captured.
#[test]
fn draughts_64_fifteen_moves_of_kings_only() {
    assert_eq!(
        walked(RU, "W:WKe1,Kg1,h2:BKb8,Kd8,a7", 30, None, |_| true),
        [(DrawRule::KingsOnly { moves: 15 }, 30)]
    );
}

/// III.5.6: twenty-five moves of kings only in draughts-100.
#[test]
fn draughts_100_twenty_five_moves_of_kings_only() {
    assert_eq!(
        walked(INT, "W:WK46,K47,45:BK5,K4,6", 50, None, |_| true),
        [(DrawRule::KingsOnly { moves: 25 }, 50)]
    );
}

/// II.5.3.4.2: both sides with kings, no capture and no crowning: thirty moves with four or
/// five pieces on the board (men moving now and then, so that II.5.3.4.1 is not reached
/// first).
#[test]
fn draughts_64_thirty_moves_without_material_change_with_four_or_five_pieces() {
    assert_eq!(
        walked(RU, "W:WKa1,c1:BKf8,h6", 60, Some(8), |_| true),
        [(
            DrawRule::NoMaterialChange {
                moves: 30,
                pieces: 4
            },
            60
        )]
    );
}

/// II.5.3.4.2: sixty moves with six or seven pieces.
#[test]
fn draughts_64_sixty_moves_without_material_change_with_six_or_seven_pieces() {
    assert_eq!(
        walked(RU, "W:WKh2,a1,c1,e1:BKa7,f8,d8", 120, Some(8), |_| true),
        [(
            DrawRule::NoMaterialChange {
                moves: 60,
                pieces: 7
            },
            120
        )]
    );
}

/// II.5.1, III.5.1: a draw may be agreed only after 20 moves (draughts-64), 40
/// (draughts-100).
#[test]
fn agreement_not_before_move_20_or_40() {
    for (variant, required) in [(RU, 20), (INT, 40)] {
        let mut game = DrawCounter::new(Position::new(variant));
        let refused = game.agreement().unwrap_err();
        assert_eq!((refused.moves_made, refused.required), (0, required));
        assert_eq!(
            refused.to_string(),
            format!("a draw may be agreed only after {required} moves; 0 have been made")
        );
        let mut plies = 0;
        while game.moves_made() < required {
            assert!(
                game.agreement().is_err(),
                "refused after {plies} half-moves"
            );
            let mv = game.position().legal_moves()[0].clone();
            game.play(&mv).unwrap();
            plies += 1;
        }
        assert_eq!(plies, 2 * required);
        assert_eq!(game.agreement(), Ok(()));
    }
}
