#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
use crate::terms::Player;

use crate::pgn_tree::load;
use crate::replay::cursor::*;
type Chess = crate::ChessPosition;

#[test]
fn walks_the_main_line_and_variations() {
    let tree =
        load::<Chess, _>("1. e4 e5 (1... c5 2. Nf3 (2. c3) d6) 2. Nf3 Nc6 *".as_bytes()).unwrap();
    let mut c = Cursor::default();
    assert!(c.next(&tree).is_some());
    assert_eq!(c.variations(&tree).len(), 1);
    assert!(c.enter(&tree, 2).is_some());
    assert_eq!(c.depth(&tree), 1);
    c.next(&tree);
    assert!(c.prev(&tree));
    assert!(c.enter(&tree, 2).is_some());
    assert_eq!(c.depth(&tree), 2);
    let path = c.path(&tree);
    assert_eq!(Cursor::from_path(&tree, &path), c);
    c.leave(&tree);
    assert_eq!(c.depth(&tree), 1);
    c.leave(&tree);
    assert_eq!(c.depth(&tree), 0);
    c.end(&tree);
    assert_eq!(tree.nodes[c.at].children.len(), 0);
    assert!(c.go(&tree, 2, Player::Black));
    assert!(!c.go(&tree, 9, Player::White));
    c.start();
    assert!(!c.prev(&tree));
}

#[test]
fn lines_at_a_branch_are_numbered_and_switched() {
    let tree = load::<Chess, _>("1. e4 e5 (1... c5 2. Nf3) (1... e6) 2. Nf3 *".as_bytes()).unwrap();
    let mut c = Cursor::default();
    c.next(&tree);
    assert_eq!(c.variation(&tree), None);
    assert_eq!(c.switch_line(&tree, true), Some((2, 3)), "the lines ahead");
    c.next(&tree);
    assert_eq!(c.variation(&tree).map(|b| (b.1, b.2)), Some((2, 3)));
    assert_eq!(c.switch_line(&tree, true), Some((3, 3)));
    assert_eq!(c.switch_line(&tree, true), None);
    assert_eq!(c.switch_line(&tree, false), Some((2, 3)));
    assert_eq!(c.switch_line(&tree, false), Some((1, 3)));
    assert_eq!(c.variation(&tree), None);
    assert_eq!(c.switch_line(&tree, false), None);
    assert_eq!(c.ahead(&tree).count(), 1);
    assert_eq!(c.behind(&tree).count(), 3);
}

/// After `go 18` at a main-line move that has an alternative of its own, `next
/// line` goes to that alternative before the branches ahead.
#[test]
fn a_move_switches_to_its_own_alternative_first() {
    let tree =
        load::<Chess, _>("1. e4 e5 2. Nf3 (2. Bc4) 2... Nc6 (2... d6) *".as_bytes()).unwrap();
    let mut c = Cursor::default();
    assert!(c.go(&tree, 2, Player::White));
    assert_eq!(c.siblings(&tree), Some((1, 2)));
    assert_eq!(c.switch_line(&tree, false), None);
    assert_eq!(c.switch_line(&tree, true), Some((2, 2)));
    assert_eq!(c.siblings(&tree), Some((2, 2)));
    assert_eq!(c.switch_line(&tree, false), Some((1, 2)));
    c.prev(&tree);
    assert_eq!(c.siblings(&tree), None);
}
