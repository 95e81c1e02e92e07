//! One test per rule of draughts.md section 1, each naming the article of seed 003 it shows
//! (book II for draughts-64, III for draughts-100; see the crate's documentation), on a
//! position built for it (the seed's diagrams are not in its text). Moves are written as
//! the scoresheet would: `c3-d4`, `a1xe5xg3` (every landing square), algebraic on 8x8,
//! numbers on 10x10.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::BTreeSet;

use hektor_draughts::notation::{self, Resolved};
use hektor_draughts::{Color, EndReason, Move, Position, Role, Square, Variant};

const RU: Variant = Variant::Russian;
const INT: Variant = Variant::International;

fn position(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap()
}

fn square(variant: Variant, square: Square) -> String {
    match variant {
        Variant::Russian => square.algebraic(variant),
        Variant::International => square.number().to_string(),
    }
}

fn written(variant: Variant, mv: &Move) -> String {
    let separator = if mv.is_capture() { "x" } else { "-" };
    let mut text = square(variant, mv.from());
    for &landing in mv.landings() {
        text.push_str(separator);
        text.push_str(&square(variant, landing));
    }
    text
}

/// The legal moves of `fen`, written; none may be listed twice.
fn moves(variant: Variant, fen: &str) -> BTreeSet<String> {
    let listed: Vec<String> = position(variant, fen)
        .legal_moves()
        .iter()
        .map(|m| written(variant, m))
        .collect();
    let moves: BTreeSet<String> = listed.iter().cloned().collect();
    assert_eq!(moves.len(), listed.len(), "a move listed twice: {listed:?}");
    moves
}

fn set(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|&m| m.to_owned()).collect()
}

/// The one legal move written `text`.
fn find(position: &Position, text: &str) -> Move {
    let found: Vec<Move> = position
        .legal_moves()
        .into_iter()
        .filter(|m| written(position.variant(), m) == text)
        .collect();
    assert_eq!(found.len(), 1, "{text} in {}", position.to_fen());
    found[0].clone()
}

fn role_at(position: &Position, variant: Variant, name: u8) -> Option<Role> {
    position
        .piece_at(Square::new(variant, name).unwrap())
        .map(|p| p.role)
}

/// II.1.1, III.1.1: the near-left corner square is dark; play is on the dark squares only.
#[test]
fn the_near_left_corner_is_dark_and_only_dark_squares_are_played() {
    assert_eq!(
        Square::from_algebraic(RU, "a1").map(Square::number),
        Some(29)
    );
    assert_eq!(
        Square::from_algebraic(INT, "a1").map(Square::number),
        Some(46)
    );
    assert_eq!(Square::from_algebraic(RU, "b1"), None, "b1 is light");
    assert_eq!((RU.squares(), INT.squares()), (32, 50));
}

/// II.1.2.1 (draughts-64: White A1 A3 B2 C1 C3 D2 E1 E3 F2 G1 G3 H2, Black A7 B6 B8 C7 D6
/// D8 E7 F6 F8 G7 H6 H8) and III.1.2 (draughts-100: White 31-50, Black 1-20); White moves
/// first.
#[test]
fn start_positions_and_white_moves_first() {
    let start = Position::new(RU);
    assert_eq!(start.turn(), Color::White);
    let names = |color| {
        start
            .pieces()
            .filter(|(_, p)| p.color == color && p.role == Role::Man)
            .map(|(s, _)| s.algebraic(RU))
            .collect::<BTreeSet<_>>()
    };
    let l178_white = "a1 a3 b2 c1 c3 d2 e1 e3 f2 g1 g3 h2";
    let l178_black = "a7 b6 b8 c7 d6 d8 e7 f6 f8 g7 h6 h8";
    assert_eq!(
        names(Color::White),
        l178_white.split(' ').map(str::to_owned).collect()
    );
    assert_eq!(
        names(Color::Black),
        l178_black.split(' ').map(str::to_owned).collect()
    );

    let start = Position::new(INT);
    assert_eq!(start.turn(), Color::White);
    assert_eq!(start.to_fen(), "W:W31-50:B1-20");
}

/// II.1.3.3 (A1-H8) and III.1.3.3 (46-5): the main road, which the draw rules name.
#[test]
fn the_main_road() {
    let road = |variant: Variant| {
        (1..=variant.squares())
            .filter_map(|n| Square::new(variant, n))
            .filter(|&s| Position::new(variant).on_main_road(s))
            .map(|s| square(variant, s))
            .collect::<Vec<_>>()
    };
    assert_eq!(road(RU), ["h8", "g7", "f6", "e5", "d4", "c3", "b2", "a1"]);
    assert_eq!(
        road(INT),
        ["5", "10", "14", "19", "23", "28", "32", "37", "41", "46"]
    );
}

/// II.2.3, III.2.3: a man moves one square diagonally forward, onto an empty square.
#[test]
fn men_move_one_square_diagonally_forward() {
    assert_eq!(moves(RU, "W:Wc3:Bh8"), set(&["c3-b4", "c3-d4"]));
    assert_eq!(moves(RU, "B:Wc3:Bf6"), set(&["f6-e5", "f6-g5"]));
    assert_eq!(moves(INT, "W:W33:B5"), set(&["33-28", "33-29"]));
    assert_eq!(moves(INT, "B:W33:B18"), set(&["18-22", "18-23"]));
    // Blocked forward, it has no move: it never steps back.
    assert_eq!(
        moves(INT, "W:W33,28,29:B5"),
        set(&["28-22", "28-23", "29-23", "29-24"])
    );
}

/// II.2.4, III.2.4: a man reaching the far rank becomes a king.
#[test]
fn a_man_reaching_the_far_rank_becomes_a_king() {
    let p = position(RU, "W:Wc7:Bh2");
    let mv = find(&p, "c7-d8");
    assert!(mv.crowned());
    let after = p.play(&mv).unwrap();
    assert_eq!(
        after
            .piece_at(Square::from_algebraic(RU, "d8").unwrap())
            .map(|p| p.role),
        Some(Role::King)
    );

    let p = position(INT, "B:W7:B44");
    let mv = find(&p, "44-50");
    assert!(mv.crowned());
    assert_eq!(role_at(&p.play(&mv).unwrap(), INT, 50), Some(Role::King));
    assert!(find(&p, "44-49").crowned());
}

/// II.2.5.1, III.2.5: a king flies any distance along a diagonal, forward or back, over
/// empty squares only, never over its own pieces.
#[test]
fn kings_fly_and_never_over_their_own_pieces() {
    assert_eq!(
        moves(RU, "W:WKc3,e5:Bh8"),
        set(&[
            "c3-a1", "c3-a5", "c3-b2", "c3-b4", "c3-d2", "c3-d4", "c3-e1", "e5-d6", "e5-f6"
        ])
    );
    assert_eq!(
        moves(INT, "W:WK46,37:B5"),
        set(&["37-31", "37-32", "46-41"])
    );
}

/// II.3.3, III.3.3: capturing is compulsory: with a capture on the board, no quiet move is
/// legal.
#[test]
fn capturing_is_compulsory() {
    assert_eq!(moves(RU, "W:Wc3,g3:Bd4"), set(&["c3xe5"]));
    assert_eq!(moves(INT, "W:W37,45:B32"), set(&["37x28"]));
}

/// II.3.7.1, III.3.7: men capture backwards too.
#[test]
fn men_capture_backwards() {
    assert_eq!(moves(RU, "W:Wd4:Be3"), set(&["d4xf2"]));
    assert_eq!(moves(INT, "W:W32:B38"), set(&["32x43"]));
}

/// II.3.1, III.3.1: a capturing king may stop on any empty square beyond the captured piece.
#[test]
fn a_capturing_king_may_stop_on_any_empty_square_beyond() {
    assert_eq!(
        moves(RU, "W:WKa1:Bc3"),
        set(&["a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8"])
    );
    assert_eq!(
        moves(INT, "W:WK46:B37"),
        set(&["46x32", "46x28", "46x23", "46x19", "46x14", "46x10", "46x5"])
    );
}

/// II.3.2, III.3.2, II.3.10.2-3.10.3: a king must go on capturing while it can, so it lands
/// only where the capture goes on.
#[test]
fn a_king_lands_where_the_capture_goes_on() {
    assert_eq!(moves(RU, "W:WKa1:Bc3,f4"), set(&["a1xe5xg3", "a1xe5xh2"]));
    assert_eq!(
        moves(INT, "W:WK46:B37,33"),
        set(&["46x28x39", "46x28x44", "46x28x50"])
    );
}

/// II.3.4, III.3.4: a multi-capture is one move: after it the other side moves, with every
/// captured piece gone.
#[test]
fn a_multi_capture_is_one_move() {
    let p = position(RU, "W:WKa1:Bc3,f4,h8");
    let after = p.play(&find(&p, "a1xe5xg3")).unwrap();
    assert_eq!(after.turn(), Color::Black);
    assert_eq!(after.to_fen(), "B:WKg3:Bh8");
}

/// II.3.5-3.6, III.3.5-3.6, example III.3.11.5 (diagram 20): a piece may not be jumped
/// twice and the captured pieces leave the board only after the move, so the black king 22
/// takes four and stops on 23: 22x39x25x14x23, the white man 28 (jumped first) still
/// barring the way.
#[test]
fn turkish_strike_a_piece_is_not_jumped_twice_and_stays_until_the_move_ends() {
    let p = position(INT, "B:W19,20,28,34:BK22");
    assert_eq!(moves(INT, "B:W19,20,28,34:BK22"), set(&["22x39x25x14x23"]));
    let mv = find(&p, "22x39x25x14x23");
    let order: Vec<u8> = mv.captured().iter().map(|s| s.number()).collect();
    assert_eq!(
        order,
        [28, 34, 20, 19],
        "removed in capture order (II.3.6, III.3.6)"
    );
    assert_eq!(p.play(&mv).unwrap().to_fen(), "W:W:BK23");
}

/// II.3.5, III.3.5: an empty square may be crossed twice in one capture: the king c1 flies
/// over d2 to take e3, goes round over d6 and b6, and takes c3 back over d2 to e1.
#[test]
fn turkish_strike_an_empty_square_may_be_crossed_twice() {
    let fen = "W:WKc1:Bb6,c3,d6,e3";
    assert_eq!(moves(RU, fen), set(&["c1xf4xc7xa5xd2", "c1xf4xc7xa5xe1"]));
    let p = position(RU, fen);
    let after = p.play(&find(&p, "c1xf4xc7xa5xe1")).unwrap();
    assert_eq!(after.to_fen(), "B:WKe1:B");
}

/// II.3.7.2, II.3.10.7 (diagram 9): in draughts-64 a man reaching the last rank during a
/// capture is crowned at once and captures on as a king in the same move.
#[test]
fn draughts_64_a_man_crowned_mid_capture_goes_on_as_a_king() {
    let fen = "W:Wh4:Bg5,e7,c7,c3";
    assert_eq!(moves(RU, fen), set(&["h4xf6xd8xa5xd2", "h4xf6xd8xa5xe1"]));
    let p = position(RU, fen);
    let mv = find(&p, "h4xf6xd8xa5xe1");
    assert!(mv.crowned());
    let after = p.play(&mv).unwrap();
    assert_eq!(after.to_fen(), "B:WKe1:B");
}

/// II.3.7.3, example II.3.10.1 (diagram 3): no majority rule in draughts-64: the black man
/// a5 chooses among a5xc3xa1, a5xc3xe1xg3 and a5xc3xe1xh4, and becomes a king.
#[test]
fn draughts_64_free_choice_among_captures() {
    let fen = "B:Wb4,b2,d2,f2:Ba5";
    assert_eq!(
        moves(RU, fen),
        set(&["a5xc3xa1", "a5xc3xe1xg3", "a5xc3xe1xh4"])
    );
    assert!(position(RU, fen).legal_moves().iter().all(Move::crowned));
}

/// III.3.10, example III.3.11.1 (diagram 16): draughts-100's majority rule: the man
/// 26x17x28x19 or the king 45x18x27x16, three pieces each; the single capture 48x37 is not
/// legal.
#[test]
fn draughts_100_the_most_pieces_must_be_taken() {
    assert_eq!(
        moves(INT, "W:W26,48,K45:B21,22,23,42"),
        set(&["26x17x28x19", "45x18x27x16"])
    );
}

/// III.3.10, III.3.11.2 (diagram 17): men and kings count alike: two kings or two men, the
/// player chooses; two men outweigh one king.
#[test]
fn draughts_100_men_and_kings_count_alike() {
    assert_eq!(
        moves(INT, "W:W33:BK28,K17,29,20"),
        set(&["33x22x11", "33x24x15"])
    );
    assert_eq!(moves(INT, "W:W33:BK28,29,20"), set(&["33x24x15"]));
}

/// III.3.8, example III.3.11.3 (diagram 18): a man passing the last row during a capture
/// that can go on as a man goes on and stays a man: 35x24x13x2x11.
#[test]
fn draughts_100_a_man_passing_the_last_row_stays_a_man() {
    let p = position(INT, "W:W35:B30,19,8,7");
    assert_eq!(moves(INT, "W:W35:B30,19,8,7"), set(&["35x24x13x2x11"]));
    let mv = find(&p, "35x24x13x2x11");
    assert!(!mv.crowned());
    assert_eq!(role_at(&p.play(&mv).unwrap(), INT, 11), Some(Role::Man));
}

/// III.3.9, example III.3.11.4 (diagram 19): a man that could go on only as a king is
/// crowned on the last row and stops there: 35x24x13x2; the piece on 11 waits for the next
/// move.
#[test]
fn draughts_100_a_man_that_could_go_on_only_as_a_king_is_crowned_and_stops() {
    let p = position(INT, "W:W35:B30,19,8,11");
    assert_eq!(moves(INT, "W:W35:B30,19,8,11"), set(&["35x24x13x2"]));
    let mv = find(&p, "35x24x13x2");
    assert!(mv.crowned());
    let after = p.play(&mv).unwrap();
    assert_eq!(role_at(&after, INT, 2), Some(Role::King));
    assert_eq!(role_at(&after, INT, 11), Some(Role::Man));
}

/// II.4.2.2-4.2.3, III.4.2.2-4.2.3: a player with no pieces, or with pieces but no legal
/// move, has lost.
#[test]
fn no_pieces_or_no_move_loses() {
    let none = position(RU, "B:Wc3:B").outcome().unwrap();
    assert_eq!(
        (none.winner, none.reason),
        (Color::White, EndReason::NoPieces)
    );
    let blocked = position(RU, "W:Wa3:Bb4,c5").outcome().unwrap();
    assert_eq!(
        (blocked.winner, blocked.reason),
        (Color::Black, EndReason::NoMoves)
    );
    let blocked = position(INT, "W:W46:B41,37").outcome().unwrap();
    assert_eq!(
        (blocked.winner, blocked.reason),
        (Color::Black, EndReason::NoMoves)
    );
    assert_eq!(Position::new(INT).outcome(), None);
}

#[test]
fn a_circular_capture_is_one_move_and_either_way_round_is_understood() {
    // Black's man on 17 takes 21, 31, 32 and 22 and comes back to 17, either way round
    // (III.3.5: a square may be crossed again, a piece not jumped twice): one move of the
    // rules (the same men taken, the same end), which perft counts once (Aart Bik's
    // table: 6,483,961 at depth 8, not 6,483,971).
    let fen = "B:W21,22,31,32,34-36,38-50:B1-11,13-20";
    let circular: Vec<String> = moves(INT, fen)
        .into_iter()
        .filter(|m| m.starts_with("17x") && m.ends_with("x17"))
        .collect();
    assert_eq!(circular.len(), 1, "{circular:?}");
    let before = position(INT, fen);
    let paths = before.legal_paths();
    let mut after = Vec::new();
    for text in ["17x26x37x28x17", "17x28x37x26x17"] {
        let written = notation::read(INT, text).unwrap();
        let Resolved::Move(mv) = notation::resolve(INT, &written, &paths) else {
            panic!("{text} is not understood");
        };
        assert_eq!(
            self::written(INT, &mv),
            text,
            "the path written is the path kept"
        );
        after.push(before.play(&mv).unwrap());
    }
    assert_eq!(after[0], after[1], "both ways round leave the same board");
    let short = notation::read(INT, "17x17").unwrap();
    assert!(
        matches!(notation::resolve(INT, &short, &paths), Resolved::Move(_)),
        "written from-to, one move fits: nothing to ask"
    );
}
