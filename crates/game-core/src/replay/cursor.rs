//! A place in a game tree and the ways to move it: next and previous move, start, end,
//! go to move N, enter and leave variations.

use super::tree::{GameTree, NodeId};
use crate::position::GamePosition;
use crate::terms::Player;

/// A place in a [`GameTree`]: the node whose move was played last.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Cursor {
    /// The current node (0: the start position).
    pub at: NodeId,
}

impl Cursor {
    /// The next move of the current line, if any.
    pub fn next<P: GamePosition>(&mut self, tree: &GameTree<P>) -> Option<NodeId> {
        let next = *tree.nodes.get(self.at)?.children.first()?;
        self.at = next;
        Some(next)
    }

    /// Back one move; false at the start.
    pub fn prev<P: GamePosition>(&mut self, tree: &GameTree<P>) -> bool {
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
    pub fn end<P: GamePosition>(&mut self, tree: &GameTree<P>) {
        while self.next(tree).is_some() {}
    }

    /// To White's (or Black's) move `number` of the main line; false if there is none.
    pub fn go<P: GamePosition>(&mut self, tree: &GameTree<P>, number: u32, side: Player) -> bool {
        for id in tree.mainline().into_iter().skip(1) {
            let Some(node) = tree.nodes.get(id) else {
                continue;
            };
            let Some(parent) = node.parent else {
                continue;
            };
            if node.number == number && tree.nodes[parent].pos.turn() == side {
                self.at = id;
                return true;
            }
        }
        false
    }

    /// The variations that could be played instead of the next move.
    pub fn variations<'a, P: GamePosition>(&self, tree: &'a GameTree<P>) -> &'a [NodeId] {
        tree.nodes
            .get(self.at)
            .and_then(|n| n.children.get(1..))
            .unwrap_or(&[])
    }

    /// Plays the first move of line `line` among the next moves (from 1: line 1 is the
    /// next move of the current line, line 2 the first variation, as the list of the
    /// variations here names them).
    pub fn enter<P: GamePosition>(&mut self, tree: &GameTree<P>, line: usize) -> Option<NodeId> {
        let id = *tree
            .nodes
            .get(self.at)?
            .children
            .get(line.checked_sub(1)?)?;
        self.at = id;
        Some(id)
    }

    /// Leaves the innermost variation: back to where it branched off, before its first
    /// move. `None` on the main line.
    pub fn leave<P: GamePosition>(&mut self, tree: &GameTree<P>) -> Option<NodeId> {
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
    pub fn depth<P: GamePosition>(&self, tree: &GameTree<P>) -> usize {
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

    /// The innermost variation the cursor is in: the node of its first move, its line
    /// number among the moves that could be played there (from 1; line 1 is the line it
    /// branches from) and how many there are. `None` on the main line.
    pub fn variation<P: GamePosition>(&self, tree: &GameTree<P>) -> Option<(NodeId, usize, usize)> {
        self.line_at(tree, |index, _| index > 0)
    }

    /// The nearest node at or above the cursor with its line number among its siblings
    /// and how many there are, for the first node `stop(index, count)` accepts.
    fn line_at<P: GamePosition>(
        &self,
        tree: &GameTree<P>,
        stop: impl Fn(usize, usize) -> bool,
    ) -> Option<(NodeId, usize, usize)> {
        let mut node = self.at;
        while let Some(parent) = tree.nodes.get(node).and_then(|n| n.parent) {
            let siblings = &tree.nodes[parent].children;
            let index = siblings.iter().position(|&c| c == node).unwrap_or(0);
            if stop(index, siblings.len()) {
                return Some((node, index + 1, siblings.len()));
            }
            node = parent;
        }
        None
    }

    /// The line of the move the cursor is at among the moves that could be played in its
    /// place (from 1; line 1 is the first written) and how many there are, when there
    /// are several (18.Qf2 beside 18.Bf2: line 1 of 2).
    pub fn siblings<P: GamePosition>(&self, tree: &GameTree<P>) -> Option<(usize, usize)> {
        self.line_at(tree, |_, count| count > 1)
            .filter(|(node, ..)| *node == self.at)
            .map(|(_, line, count)| (line, count))
    }

    /// Switches to the next (or previous) line: first among the moves that could be
    /// played in place of the current one (its siblings, as after `go 18` at 18.Qf2
    /// beside 18.Bf2); then, forward, to the first of the moves that branch off right
    /// after the cursor; otherwise the lines at the nearest branch above. Plays the
    /// first move of the new line and returns its number and how many lines there are.
    pub fn switch_line<P: GamePosition>(
        &mut self,
        tree: &GameTree<P>,
        forward: bool,
    ) -> Option<(usize, usize)> {
        let nearest = self.line_at(tree, |_, count| count > 1);
        if let Some(found) = nearest.filter(|(node, ..)| *node == self.at)
            && let Some(switched) = self.switch_at(tree, found, forward)
        {
            return Some(switched);
        }
        let children = &tree.nodes.get(self.at)?.children;
        if forward && children.len() > 1 {
            self.at = children[1];
            return Some((2, children.len()));
        }
        self.switch_at(tree, nearest?, forward)
    }

    /// Goes from `node`, line `line` of `count` at its branch, to the line after (or
    /// before) it there.
    fn switch_at<P: GamePosition>(
        &mut self,
        tree: &GameTree<P>,
        (node, line, count): (NodeId, usize, usize),
        forward: bool,
    ) -> Option<(usize, usize)> {
        let target = if forward {
            line + 1
        } else {
            line.checked_sub(1)?
        };
        let parent = tree.nodes.get(node)?.parent?;
        let id = *tree.nodes[parent].children.get(target.checked_sub(1)?)?;
        self.at = id;
        Some((target, count))
    }

    /// The nodes of the current line after the cursor (following first moves).
    pub fn ahead<'a, P: GamePosition>(
        &self,
        tree: &'a GameTree<P>,
    ) -> impl Iterator<Item = NodeId> + 'a {
        let mut at = self.at;
        std::iter::from_fn(move || {
            at = *tree.nodes.get(at)?.children.first()?;
            Some(at)
        })
    }

    /// The nodes from the cursor back to the start, the cursor first.
    pub fn behind<'a, P: GamePosition>(
        &self,
        tree: &'a GameTree<P>,
    ) -> impl Iterator<Item = NodeId> + 'a {
        let mut next = Some(self.at);
        std::iter::from_fn(move || {
            let at = next?;
            next = tree.nodes.get(at).and_then(|n| n.parent);
            Some(at)
        })
    }

    /// The choices (child indices) from the start to here, to remember the place.
    pub fn path<P: GamePosition>(&self, tree: &GameTree<P>) -> Vec<usize> {
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
    pub fn from_path<P: GamePosition>(tree: &GameTree<P>, path: &[usize]) -> Cursor {
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
