//! A place in a game tree and the ways to move it: next and previous move, start, end,
//! go to move N, enter and leave variations.

use shakmaty::{Color, Position};

use super::tree::{GameTree, NodeId};

/// A place in a [`GameTree`]: the node whose move was played last.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cursor {
    /// The current node (0: the start position).
    pub at: NodeId,
}

impl Cursor {
    /// The next move of the current line, if any.
    pub fn next(&mut self, tree: &GameTree) -> Option<NodeId> {
        let next = *tree.nodes.get(self.at)?.children.first()?;
        self.at = next;
        Some(next)
    }

    /// Back one move; false at the start.
    pub fn prev(&mut self, tree: &GameTree) -> bool {
        match tree.nodes.get(self.at).and_then(|n| n.parent) {
            Some(parent) => {
                self.at = parent;
                true
            }
            None => false,
        }
    }

    /// Back to the start position.
    pub fn start(&mut self) {
        self.at = 0;
    }

    /// To the last move of the current line.
    pub fn end(&mut self, tree: &GameTree) {
        while self.next(tree).is_some() {}
    }

    /// To White's (or Black's) move `number` of the main line; false if there is none.
    pub fn go(&mut self, tree: &GameTree, number: u32, side: Color) -> bool {
        for id in tree.mainline().into_iter().skip(1) {
            let Some(parent) = tree.nodes.get(id).and_then(|n| n.parent) else {
                continue;
            };
            let before = &tree.nodes[parent].pos;
            if before.fullmoves().get() == number && before.turn() == side {
                self.at = id;
                return true;
            }
        }
        false
    }

    /// The variations that could be played instead of the next move.
    pub fn variations<'a>(&self, tree: &'a GameTree) -> &'a [NodeId] {
        tree.nodes
            .get(self.at)
            .and_then(|n| n.children.get(1..))
            .unwrap_or(&[])
    }

    /// Plays the first move of variation `k` (from 1) instead of the next move.
    pub fn enter(&mut self, tree: &GameTree, k: usize) -> Option<NodeId> {
        let id = *self.variations(tree).get(k.checked_sub(1)?)?;
        self.at = id;
        Some(id)
    }

    /// Leaves the innermost variation: back to where it branched off, before its first
    /// move. `None` on the main line.
    pub fn leave(&mut self, tree: &GameTree) -> Option<NodeId> {
        let mut node = self.at;
        while let Some(parent) = tree.nodes.get(node).and_then(|n| n.parent) {
            if tree.nodes[parent].children.first() != Some(&node) {
                self.at = parent;
                return Some(parent);
            }
            node = parent;
        }
        None
    }

    /// How deep in variations the cursor is (0 on the main line).
    pub fn depth(&self, tree: &GameTree) -> usize {
        let mut depth = 0;
        let mut node = self.at;
        while let Some(parent) = tree.nodes.get(node).and_then(|n| n.parent) {
            if tree.nodes[parent].children.first() != Some(&node) {
                depth += 1;
            }
            node = parent;
        }
        depth
    }

    /// The choices (child indices) from the start to here, to remember the place.
    pub fn path(&self, tree: &GameTree) -> Vec<usize> {
        let mut path = Vec::new();
        let mut node = self.at;
        while let Some(parent) = tree.nodes.get(node).and_then(|n| n.parent) {
            let index = tree.nodes[parent]
                .children
                .iter()
                .position(|&c| c == node)
                .unwrap_or(0);
            path.push(index);
            node = parent;
        }
        path.reverse();
        path
    }

    /// The place a [`Cursor::path`] leads to (as far as the tree goes).
    pub fn from_path(tree: &GameTree, path: &[usize]) -> Cursor {
        let mut at = 0;
        for &index in path {
            match tree.nodes.get(at).and_then(|n| n.children.get(index)) {
                Some(&child) => at = child,
                None => break,
            }
        }
        Cursor { at }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::replay::tree::load;

    #[test]
    fn walks_the_main_line_and_variations() {
        let tree = load("1. e4 e5 (1... c5 2. Nf3 (2. c3) d6) 2. Nf3 Nc6 *".as_bytes()).unwrap();
        let mut c = Cursor::default();
        assert!(c.next(&tree).is_some());
        assert_eq!(c.variations(&tree).len(), 1);
        assert!(c.enter(&tree, 1).is_some());
        assert_eq!(c.depth(&tree), 1);
        c.next(&tree);
        assert!(c.prev(&tree));
        assert!(c.enter(&tree, 1).is_some());
        assert_eq!(c.depth(&tree), 2);
        let path = c.path(&tree);
        assert_eq!(Cursor::from_path(&tree, &path), c);
        c.leave(&tree);
        assert_eq!(c.depth(&tree), 1);
        c.leave(&tree);
        assert_eq!(c.depth(&tree), 0);
        c.end(&tree);
        assert_eq!(tree.nodes[c.at].children.len(), 0);
        assert!(c.go(&tree, 2, Color::Black));
        assert!(!c.go(&tree, 9, Color::White));
        c.start();
        assert!(!c.prev(&tree));
    }
}
