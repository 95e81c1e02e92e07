//! One game loaded into memory: its tags and a tree of moves with comments, annotation
//! glyphs (NAGs) and variations. Only the game being replayed is loaded. The tree is
//! generic over the game's position ([`GamePosition`]), so one tree serves every game:
//! each game's reader grows a tree of any position that [`Holds`] its own (the
//! dispatch's `Board` holds each game's), PGN in `games::chess::pgn_tree`, PDN in
//! `games::draughts::pdn_tree`, a registered game's files in `games::other::written`.

use std::io;

use crate::msg;
use crate::position::GamePosition;
use crate::terms::Player;
use crate::unusable::Unusable;

/// A node index in a [`GameTree`]; the root (the start position) is 0.
pub type NodeId = usize;

/// A position of the tree that holds a game's own position `G`: a game's reader grows
/// a tree of any position that holds its own (its own, or the dispatch's `Board`).
pub trait Holds<G>: GamePosition {
    /// A move of `G`.
    type Moved;
    /// The position `position` of the game.
    fn hold(position: G) -> Self;
    /// The move `mv` of the game.
    fn hold_move(mv: Self::Moved) -> Self::Move;
    /// The game's own position, if this holds one of that game.
    fn held(&self) -> Option<&G>;
}

/// A game's own position holds itself: a game's reader grows a tree of its own.
impl<G: GamePosition> Holds<G> for G {
    type Moved = G::Move;

    fn hold(position: G) -> G {
        position
    }

    fn hold_move(mv: G::Move) -> G::Move {
        mv
    }

    fn held(&self) -> Option<&G> {
        Some(self)
    }
}

/// One move of the tree and what the file says about it.
#[derive(Debug, Clone)]
pub struct Node<P: GamePosition> {
    /// The node before this move (`None` for the root).
    pub parent: Option<NodeId>,
    /// The move that leads here (`None` for the root, and for a null move written in the
    /// file, `--` or `Z0`, after which the other side is to move).
    pub mv: Option<P::Move>,
    /// The position after the move.
    pub pos: P,
    /// The full-move number of the move that leads here; for the root, the number of
    /// the first move.
    pub number: u32,
    /// Annotation glyphs after the move.
    pub glyphs: Vec<Glyph>,
    /// Comments after the move (for the root: before the first move).
    pub comments: Vec<String>,
    /// Comments written before the move, at the start of a variation: they belong to
    /// the variation, not to the move it branches from.
    pub lead: Vec<String>,
    /// Variations that branch here but cannot be played: the first move of each as
    /// written (an illegal or ambiguous move).
    pub dropped: Vec<String>,
    /// The moves that can follow: the first continues this line, the rest are variations.
    pub children: Vec<NodeId>,
}

/// A mark written after a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Glyph {
    /// A numeric annotation glyph (PGN's NAG, which PDN's `$n` and chess's `!?` share).
    Nag(u8),
    /// Draughts' `?!`: the move looks weak but is strong (seed 003 IV.4.2.7).
    LooksWeakIsStrong,
    /// Draughts' `!?`: the move looks strong but is weak (seed 003 IV.4.2.8).
    LooksStrongIsWeak,
    /// Draughts' `+`: the game is won (seed 003 IV.4.2.9).
    Win,
    /// Draughts' `=`: the game is a draw (seed 003 IV.4.2.10).
    Draw,
}

/// The numeric glyphs that mark a move as bad: mistake, blunder, dubious, worst.
const MISTAKES: [u8; 4] = [2, 4, 6, 9];

impl Glyph {
    /// Whether the glyph marks the move as bad (`next mistake` stops there).
    #[must_use]
    pub fn is_mistake(self) -> bool {
        match self {
            Glyph::Nag(nag) => MISTAKES.contains(&nag),
            Glyph::LooksStrongIsWeak => true,
            Glyph::LooksWeakIsStrong | Glyph::Win | Glyph::Draw => false,
        }
    }
}

/// Where a game could not be read to its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// A move that is not legal or ambiguous: the line stops before it.
    BadMove {
        /// The full-move number.
        number: u32,
        /// The move as written.
        san: String,
        /// Why it cannot be played.
        cause: Cause,
    },
    /// The game has more moves (with its variations) than a tree keeps: reading
    /// stopped after this many, the file's other games stay readable.
    Full {
        /// The moves kept.
        moves: usize,
    },
}

/// Why a written move cannot be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// No legal move fits it.
    Illegal,
    /// More than one legal move fits it.
    Ambiguous,
    /// It is no move in the notation at all (Cyrillic letters, `Nf3abc`, `@@`).
    Unread,
    /// A pawn move to the last rank written without the piece it becomes (`d7d8`).
    NoPromotionPiece,
}

impl Cause {
    /// The message id of the phrase that says it.
    pub fn message(self) -> &'static str {
        match self {
            Cause::Illegal => msg::REPLAY_CAUSE_ILLEGAL,
            Cause::Ambiguous => msg::REPLAY_CAUSE_AMBIGUOUS,
            Cause::Unread => msg::REPLAY_CAUSE_UNREAD,
            Cause::NoPromotionPiece => msg::REPLAY_CAUSE_NO_PROMOTION,
        }
    }
}

/// The most nodes (moves, variations included) one game's tree keeps: ten times the
/// longest game the rules allow, some 40 MB; a longer game is read up to here.
pub const MAX_NODES: usize = 100_000;

/// A game: tags and moves.
#[derive(Debug, Clone)]
pub struct GameTree<P: GamePosition> {
    /// Every tag, in file order.
    pub tags: Vec<(String, String)>,
    /// The nodes; 0 is the start position.
    pub nodes: Vec<Node<P>>,
    /// The game's result after the moves, if written.
    pub result: Option<String>,
    /// Where reading stopped early, if it did.
    pub stop: Option<Stop>,
    /// Whether the game's files give the result in a tag always (PGN's seven tags), so
    /// that a result written after the moves alone is not taken for the game's (PDN files
    /// of draughts and a registered game's files often write it there only). Its reader
    /// says so; false unless it does.
    pub result_in_tags: bool,
    /// The most nodes the tree takes (see [`MAX_NODES`]).
    limit: usize,
}

impl<P: GamePosition> GameTree<P> {
    /// Whether nothing of a game was read: no tag, no move, no comment, no result (a
    /// text file, random bytes: their first word stops the reading as no move).
    pub fn holds_nothing(&self) -> bool {
        self.tags.is_empty()
            && self.nodes.len() <= 1
            && self
                .nodes
                .iter()
                .all(|n| n.comments.is_empty() && n.lead.is_empty())
            && self.result.is_none()
    }

    /// The value of tag `name`, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// How many moves the main line has as a reader of the scoresheet counts them: the
    /// move numbers written, from the first move's to the last one's (a game Black
    /// starts at move 1 and ends with White's move 5 has 5 moves, though 8 half-moves);
    /// 0 without moves.
    pub fn moves_on_sheet(&self) -> u32 {
        let line = self.mainline();
        match (
            self.nodes.first(),
            line.last().and_then(|&at| self.nodes.get(at)),
        ) {
            (Some(root), Some(last)) if line.len() > 1 => {
                last.number.saturating_sub(root.number).saturating_add(1)
            }
            _ => 0,
        }
    }

    /// The node after main-line move `index` (0 is the start), or the last one.
    pub fn mainline(&self) -> Vec<NodeId> {
        let mut line = vec![0];
        let mut at = 0;
        while let Some(&next) = self.nodes.get(at).and_then(|n| n.children.first()) {
            line.push(next);
            at = next;
        }
        line
    }

    /// The result as the `Result` tag gives it; where the game's files do not always
    /// give it there ([`GameTree::result_in_tags`]: draughts, a registered game), the one
    /// after the moves when no tag gives it.
    pub fn result_written(&self) -> Option<&str> {
        self.tag("Result")
            .or_else(|| self.result.as_deref().filter(|_| !self.result_in_tags))
    }

    /// The full-move number of the next move at node `id`.
    pub fn next_number(&self, id: NodeId) -> u32 {
        let Some(node) = self.nodes.get(id) else {
            return 1;
        };
        match node.parent.and_then(|p| self.nodes.get(p)) {
            Some(parent) if parent.pos.turn() == Player::Black => node.number + 1,
            _ => node.number,
        }
    }

    /// A tree of one node, the start position `pos` whose first move has `number`, that
    /// takes at most `limit` nodes.
    pub fn starting(tags: Vec<(String, String)>, pos: P, number: u32, limit: usize) -> GameTree<P> {
        GameTree {
            tags,
            nodes: vec![Node::new(None, None, pos, number)],
            result: None,
            stop: None,
            result_in_tags: false,
            limit,
        }
    }

    /// Adds the move `mv` leading from `parent` to `pos` as `parent`'s last child; `None`
    /// when the tree is full (its [`Stop::Full`] then says so).
    pub fn add(&mut self, parent: NodeId, mv: P::Move, pos: P, number: u32) -> Option<NodeId> {
        self.push(parent, Some(mv), pos, number)
    }

    /// Adds a null move (the side to move passes) leading from `parent` to `pos`, as
    /// [`GameTree::add`] adds a move.
    pub fn add_pass(&mut self, parent: NodeId, pos: P, number: u32) -> Option<NodeId> {
        self.push(parent, None, pos, number)
    }

    fn push(&mut self, parent: NodeId, mv: Option<P::Move>, pos: P, number: u32) -> Option<NodeId> {
        let id = self.nodes.len();
        if id >= self.limit {
            if !matches!(self.stop, Some(Stop::Full { .. })) {
                self.stop = Some(Stop::Full { moves: id - 1 });
            }
            return None;
        }
        self.nodes.push(Node::new(Some(parent), mv, pos, number));
        if let Some(node) = self.nodes.get_mut(parent) {
            node.children.push(id);
        }
        Some(id)
    }
}

impl<P: GamePosition> Node<P> {
    fn new(parent: Option<NodeId>, mv: Option<P::Move>, pos: P, number: u32) -> Node<P> {
        Node {
            parent,
            mv,
            pos,
            number,
            glyphs: Vec::new(),
            comments: Vec::new(),
            lead: Vec::new(),
            dropped: Vec::new(),
            children: Vec::new(),
        }
    }
}

/// Why a game cannot be loaded at all.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// Reading the file failed.
    #[error("the file cannot be read: {0}")]
    Io(#[from] io::Error),
    /// The PGN text breaks off or is damaged.
    #[error("the game cannot be read ({0}); the file may be cut off or damaged")]
    Syntax(String),
    /// No game at that place.
    #[error("there is no game there")]
    Missing,
    /// The game's reader refused it, in its own words: a start position it cannot use
    /// or a variant replay refuses (chess), a PDN game that does not read or whose `FEN`
    /// is no position (draughts), a registered game's reason.
    #[error("{0}")]
    Game(Box<dyn Unusable>),
}
