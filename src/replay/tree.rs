//! One game loaded into memory: its tags and a tree of moves with comments, annotation
//! glyphs (NAGs) and variations. Only the game being replayed is loaded. The nodes hold
//! the seam's [`Board`] and [`GameMove`], so one tree serves chess and draughts: PGN is
//! read here (a pgn_reader visitor), PDN in [`super::pdn`].

use std::io::{self, Read, Seek, SeekFrom};
use std::ops::ControlFlow;

use pgn_reader::{Nag, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::Position;
use shakmaty::san::San;

use super::check::uci_form;
use super::source::{decode, movetext_source, tag_text, unread_token};
use super::start::{StartError, StartTags};
use crate::game::clock::Player;
use crate::games::{Board, GameMove, GamePosition};

/// A node index in a [`GameTree`]; the root (the start position) is 0.
pub type NodeId = usize;

/// One move of the tree and what the file says about it.
#[derive(Debug, Clone)]
pub struct Node {
    /// The node before this move (`None` for the root).
    pub parent: Option<NodeId>,
    /// The move that leads here (`None` for the root).
    pub mv: Option<GameMove>,
    /// The position after the move.
    pub pos: Board,
    /// The full-move number of the move that leads here; for the root, the number of
    /// the first move.
    pub number: u32,
    /// Annotation glyphs after the move.
    pub nags: Vec<u8>,
    /// Comments after the move (for the root: before the first move).
    pub comments: Vec<String>,
    /// Comments written before the move, at the start of a variation: they belong to
    /// the variation, not to the move it branches from.
    pub lead: Vec<String>,
    /// Variations that branch here but cannot be played: the first move of each as
    /// written (a null move `--`, an illegal or ambiguous move).
    pub dropped: Vec<String>,
    /// The moves that can follow: the first continues this line, the rest are variations.
    pub children: Vec<NodeId>,
}

/// Where a game could not be read to its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    /// A move that is not legal, ambiguous, or a null move: the line stops before it.
    BadMove {
        /// The full-move number.
        number: u32,
        /// The move as written.
        san: String,
    },
}

/// A game: tags and moves.
#[derive(Debug, Clone)]
pub struct GameTree {
    /// Every tag, in file order.
    pub tags: Vec<(String, String)>,
    /// The nodes; 0 is the start position.
    pub nodes: Vec<Node>,
    /// The game's result after the moves, if written.
    pub result: Option<String>,
    /// Where reading stopped early, if it did.
    pub stop: Option<Stop>,
}

impl GameTree {
    /// The value of tag `name`, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
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

    /// The result as the `Result` tag gives it; in draughts, where PDN files often write
    /// it after the moves only, that one when no tag gives it.
    pub fn result_written(&self) -> Option<&str> {
        let draughts = self
            .nodes
            .first()
            .is_some_and(|n| n.pos.draughts().is_some());
        self.tag("Result")
            .or_else(|| self.result.as_deref().filter(|_| draughts))
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

    /// A tree of one node, the start position `pos` whose first move has `number`.
    pub fn starting(tags: Vec<(String, String)>, pos: Board, number: u32) -> GameTree {
        GameTree {
            tags,
            nodes: vec![Node::new(None, None, pos, number)],
            result: None,
            stop: None,
        }
    }

    /// Adds the move `mv` leading from `parent` to `pos` as `parent`'s last child.
    pub fn add(&mut self, parent: NodeId, mv: GameMove, pos: Board, number: u32) -> NodeId {
        let id = self.nodes.len();
        self.nodes
            .push(Node::new(Some(parent), Some(mv), pos, number));
        if let Some(node) = self.nodes.get_mut(parent) {
            node.children.push(id);
        }
        id
    }
}

impl Node {
    fn new(parent: Option<NodeId>, mv: Option<GameMove>, pos: Board, number: u32) -> Node {
        Node {
            parent,
            mv,
            pos,
            number,
            nags: Vec::new(),
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
    /// The game's start position cannot be used (or is a variant replay refuses).
    #[error("{0}")]
    Start(StartError),
    /// A PDN game cannot be read (its reader's error).
    #[error("the game cannot be read (line {})", .0.line)]
    Pdn(hektor_draughts::pdn::PdnError),
    /// A PDN game's `FEN` is not a position of its game.
    #[error("{1}")]
    DraughtsFen(hektor_draughts::Variant, hektor_draughts::FenError),
}

/// The notation a game file is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// PGN: chess.
    Pgn,
    /// PDN: draughts.
    Pdn,
}

impl Format {
    /// The notation of the file at `path`, told by its content
    /// (`hektor_draughts::pdn::holds_draughts`).
    pub fn of(path: &std::path::Path) -> io::Result<Format> {
        Ok(if crate::games::draughts::export::holds_draughts(path)? {
            Format::Pdn
        } else {
            Format::Pgn
        })
    }
}

/// Loads the game written in `format` that starts at byte `offset` of `file`.
pub fn load_at<R: Read + Seek>(
    mut file: R,
    offset: u64,
    format: Format,
) -> Result<GameTree, LoadError> {
    file.seek(SeekFrom::Start(offset))?;
    match format {
        Format::Pgn => load(file),
        Format::Pdn => super::pdn::load(file),
    }
}

/// Loads the first game of `input`.
pub fn load<R: Read>(input: R) -> Result<GameTree, LoadError> {
    let mut reader = Reader::new(movetext_source(input));
    let mut builder = Builder { pending: None };
    loop {
        match reader.read_game(&mut builder) {
            Ok(Some(Built::Game(tree))) => return Ok(tree),
            Ok(Some(Built::Failed(error))) => return Err(LoadError::Start(error)),
            Ok(Some(Built::TagsOnly)) => continue,
            Ok(None) => {
                return match builder.pending.take() {
                    Some(tags) => builder.tree_from(tags).map_err(LoadError::Start),
                    None => Err(LoadError::Missing),
                };
            }
            Err(error) if error.kind() == io::ErrorKind::InvalidData => {
                return Err(LoadError::Syntax(error.to_string()));
            }
            Err(error) => return Err(LoadError::Io(error)),
        }
    }
}

struct Builder {
    pending: Option<Vec<(String, String)>>,
}

enum Built {
    Game(GameTree),
    TagsOnly,
    Failed(StartError),
}

struct Growing {
    tree: GameTree,
    at: NodeId,
    stack: Vec<NodeId>,
    /// True while the line being read has stopped at a bad move.
    dead: bool,
    dead_stack: Vec<bool>,
    touched: bool,
    /// Comments read since a variation opened, before its first move.
    lead: Vec<String>,
    /// True between the opening of a variation and its first move.
    opening: bool,
    /// The text of a comment longer than the reader's buffer, read so far.
    partial: Vec<u8>,
}

impl Builder {
    fn tree_from(&self, tags: Vec<(String, String)>) -> Result<GameTree, StartError> {
        let mut start = StartTags::default();
        for (name, value) in &tags {
            start.note(name.as_bytes(), value.as_bytes());
        }
        let pos = start.chess()?;
        let number = pos.fullmoves().get();
        Ok(GameTree::starting(tags, Board::Chess(pos), number))
    }
}

impl Growing {
    /// A move written `written` (number `number`) that cannot be played here: the main
    /// line stops before it, a variation's first move is noted where it branches, and the
    /// rest of the line is passed over.
    fn bad_move(&mut self, number: u32, written: String, opening: bool) {
        if self.stack.is_empty() && self.tree.stop.is_none() {
            self.tree.stop = Some(Stop::BadMove {
                number,
                san: written.clone(),
            });
        }
        if opening && let Some(node) = self.tree.nodes.get_mut(self.at) {
            node.dropped.push(written);
        }
        self.dead = true;
    }
}

impl Visitor for Builder {
    type Tags = Vec<(String, String)>;
    type Movetext = Result<Growing, StartError>;
    type Output = Built;

    fn begin_tags(&mut self) -> ControlFlow<Built, Self::Tags> {
        ControlFlow::Continue(self.pending.take().unwrap_or_default())
    }

    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<Built> {
        tags.push((String::from_utf8_lossy(name).into_owned(), tag_text(&value)));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Built, Self::Movetext> {
        ControlFlow::Continue(self.tree_from(tags).map(|tree| Growing {
            tree,
            at: 0,
            stack: Vec::new(),
            dead: false,
            dead_stack: Vec::new(),
            touched: false,
            lead: Vec::new(),
            opening: false,
            partial: Vec::new(),
        }))
    }

    fn san(&mut self, movetext: &mut Self::Movetext, san: SanPlus) -> ControlFlow<Built> {
        let Ok(g) = movetext else {
            return ControlFlow::Continue(());
        };
        g.touched = true;
        let opening = std::mem::take(&mut g.opening);
        let lead = std::mem::take(&mut g.lead);
        if g.dead {
            return ControlFlow::Continue(());
        }
        let Some(pos) = g.tree.nodes.get(g.at).and_then(|node| node.pos.chess()) else {
            return ControlFlow::Continue(());
        };
        let mv = match &san.san {
            San::Null => None,
            other => other.to_move(pos).ok().or_else(|| uci_form(pos, other)),
        };
        let Some(mv) = mv else {
            let number = pos.fullmoves().get();
            g.bad_move(number, san.to_string(), opening);
            return ControlFlow::Continue(());
        };
        let number = pos.fullmoves().get();
        let mut next = pos.clone();
        next.play_unchecked(mv);
        let id = g
            .tree
            .add(g.at, GameMove::Chess(mv), Board::Chess(next), number);
        if let Some(node) = g.tree.nodes.get_mut(id) {
            node.lead = lead;
        }
        g.at = id;
        ControlFlow::Continue(())
    }

    fn nag(&mut self, movetext: &mut Self::Movetext, nag: Nag) -> ControlFlow<Built> {
        if let Ok(g) = movetext {
            g.touched = true;
            if !g.dead
                && let Some(node) = g.tree.nodes.get_mut(g.at)
            {
                node.nags.push(nag.0);
            }
        }
        ControlFlow::Continue(())
    }

    fn partial_comment(
        &mut self,
        movetext: &mut Self::Movetext,
        c: RawComment<'_>,
    ) -> ControlFlow<Built> {
        if let Ok(g) = movetext {
            g.partial.extend_from_slice(c.as_bytes());
        }
        ControlFlow::Continue(())
    }

    fn comment(&mut self, movetext: &mut Self::Movetext, c: RawComment<'_>) -> ControlFlow<Built> {
        if let Ok(g) = movetext {
            // A word the PGN reader could not read as a move stops the line as a move
            // that is not legal does.
            if let Some(word) = unread_token(c.as_bytes()) {
                g.touched = true;
                let opening = std::mem::take(&mut g.opening);
                g.lead.clear();
                let number = g.tree.nodes.get(g.at).and_then(|node| node.pos.chess());
                if let (false, Some(number)) = (g.dead, number.map(|p| p.fullmoves().get())) {
                    g.bad_move(number, decode(word).into_owned(), opening);
                }
                return ControlFlow::Continue(());
            }
            g.touched = true;
            let mut bytes = std::mem::take(&mut g.partial);
            bytes.extend_from_slice(c.as_bytes());
            let text = decode(&bytes).trim().to_owned();
            if g.dead || text.is_empty() {
                return ControlFlow::Continue(());
            }
            if g.opening {
                g.lead.push(text);
            } else if let Some(node) = g.tree.nodes.get_mut(g.at) {
                node.comments.push(text);
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, movetext: &mut Self::Movetext) -> ControlFlow<Built, Skip> {
        let Ok(g) = movetext else {
            return ControlFlow::Continue(Skip(true));
        };
        g.touched = true;
        g.opening = true;
        g.lead.clear();
        g.stack.push(g.at);
        g.dead_stack.push(g.dead);
        match g.tree.nodes.get(g.at).and_then(|n| n.parent) {
            Some(parent) if !g.dead => g.at = parent,
            _ => g.dead = true,
        }
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, movetext: &mut Self::Movetext) -> ControlFlow<Built> {
        if let Ok(g) = movetext
            && let (Some(at), Some(dead)) = (g.stack.pop(), g.dead_stack.pop())
        {
            g.at = at;
            g.dead = dead;
            g.opening = false;
            g.lead.clear();
        }
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, movetext: &mut Self::Movetext, outcome: Outcome) -> ControlFlow<Built> {
        if let Ok(g) = movetext {
            g.touched = true;
            g.tree.result = Some(outcome.to_string());
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, movetext: Self::Movetext) -> Built {
        match movetext {
            Ok(g) if !g.touched => {
                self.pending = Some(g.tree.tags);
                Built::TagsOnly
            }
            Ok(g) => Built::Game(g.tree),
            Err(error) => Built::Failed(error),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    #[test]
    fn variations_comments_and_nags_land_on_their_moves() {
        let pgn = "[White \"A\"]\n\n{Intro} 1. e4 $1 {Best by test} e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 *\n";
        let tree = load(pgn.as_bytes()).unwrap();
        assert_eq!(tree.tag("White"), Some("A"));
        assert_eq!(tree.nodes[0].comments, vec!["Intro"]);
        let e4 = tree.nodes[0].children[0];
        assert_eq!(tree.nodes[e4].nags, vec![1]);
        assert_eq!(tree.nodes[e4].comments, vec!["Best by test"]);
        assert_eq!(tree.nodes[e4].children.len(), 2);
        let c5 = tree.nodes[e4].children[1];
        assert_eq!(tree.nodes[c5].comments, vec!["Sicilian"]);
        assert_eq!(tree.mainline().len(), 4);
        assert_eq!(tree.stop, None);
    }

    #[test]
    fn an_illegal_move_stops_the_game_there() {
        let tree = load("1. e4 e5 2. Ke3 Nf6 *".as_bytes()).unwrap();
        assert_eq!(tree.mainline().len(), 3);
        assert_eq!(
            tree.stop,
            Some(Stop::BadMove {
                number: 2,
                san: "Ke3".to_owned()
            })
        );
    }

    #[test]
    fn a_move_in_cyrillic_letters_stops_the_game_there_instead_of_vanishing() {
        let tree = load("1. e4 e5 2. Кf3 Кc6 3. Bb5 a6 *".as_bytes()).unwrap();
        assert_eq!(tree.mainline().len(), 3);
        assert_eq!(
            tree.stop,
            Some(Stop::BadMove {
                number: 2,
                san: "Кf3".to_owned()
            })
        );
    }

    #[test]
    fn variants_are_refused_with_a_reason() {
        let error = load("[Variant \"Atomic\"]\n\n1. e4 *".as_bytes()).unwrap_err();
        assert!(error.to_string().contains("atomic"));
    }

    #[test]
    fn a_comment_before_a_variation_s_first_move_belongs_to_the_variation() {
        let tree = load("1. e4 e5 ({Sharper:} 1... c5 {Sicilian}) ({Solid:} 1... e6) *".as_bytes())
            .unwrap();
        let e4 = tree.nodes[0].children[0];
        assert!(tree.nodes[e4].comments.is_empty());
        let [_, c5, e6] = tree.nodes[e4].children[..] else {
            panic!("three replies to e4")
        };
        assert_eq!(tree.nodes[c5].lead, vec!["Sharper:"]);
        assert_eq!(tree.nodes[c5].comments, vec!["Sicilian"]);
        assert_eq!(tree.nodes[e6].lead, vec!["Solid:"]);
    }

    #[test]
    fn a_variation_that_starts_with_a_null_move_is_noted_where_it_branches() {
        let tree = load("1. e4 e5 (1... -- 2. d4) 2. Nf3 *".as_bytes()).unwrap();
        let e4 = tree.nodes[0].children[0];
        assert_eq!(tree.nodes[e4].children.len(), 1);
        assert_eq!(tree.nodes[e4].dropped, vec!["--"]);
        assert_eq!(tree.stop, None);
    }

    #[test]
    fn a_long_comment_is_read_whole() {
        let long = "Word and more words. ".repeat(3000);
        let pgn = format!("1. e4 {{{long}}} e5 *");
        let tree = load(pgn.as_bytes()).unwrap();
        let e4 = tree.nodes[0].children[0];
        assert_eq!(tree.nodes[e4].comments, vec![long.trim().to_owned()]);
    }
}
