//! A PGN game read into the replay tree ([`GameTree`]): the sink of
//! `PgnGames` that keeps every move played with its
//! comments, annotation glyphs and variations.

use std::io::{self, Read};
use std::ops::ControlFlow;

use pgn_reader::{Nag, Outcome, RawTag, Reader};
use shakmaty::Position;

use super::ChessPosition;
use super::findings::Finding;
use super::line::Pos;
use super::pgn_games::{GameEnd, GameSink, Line, MoveStep, Moved, PgnGames, Tags};
use super::pgn_source::movetext_source;
use super::start::{StartError, StartTags};
use crate::replay::source::{decode, tag_text};
use crate::replay::tree::{Cause, GameTree, Glyph, Holds, LoadError, MAX_NODES, NodeId, Stop};

/// A position of a tree a chess game grows: chess's own, or one that holds it.
pub trait HoldsChess: Holds<ChessPosition, Moved = shakmaty::Move> {}

impl<P: Holds<ChessPosition, Moved = shakmaty::Move>> HoldsChess for P {}

/// Loads the first game of `input`.
pub fn load<P: HoldsChess, R: Read>(input: R) -> Result<GameTree<P>, LoadError> {
    load_capped(input, MAX_NODES)
}

/// Loads the first game of `input`, at most `limit` nodes of it (see [`Stop::Full`]).
pub fn load_capped<P: HoldsChess, R: Read>(
    input: R,
    limit: usize,
) -> Result<GameTree<P>, LoadError> {
    let mut reader = Reader::new(movetext_source(input));
    let mut games = PgnGames::new(Builder {
        limit,
        tree: std::marker::PhantomData,
    });
    loop {
        match reader.read_game(&mut games) {
            Ok(Some(Built::Game(tree))) => return Ok(tree),
            Ok(Some(Built::Failed(error))) => return Err(LoadError::Game(Box::new(error))),
            Ok(Some(Built::TagsOnly)) => continue,
            Ok(None) => {
                return match games.take_pending() {
                    Some(tags) => games
                        .sink
                        .tree_from(tags)
                        .map_err(|e| LoadError::Game(Box::new(e))),
                    None => Err(LoadError::Missing),
                };
            }
            Err(error) if error.kind() == io::ErrorKind::InvalidData => {
                // Broken before the next game's first tag decided: the held header is
                // the game.
                return match games.take_held() {
                    Some(tags) => games
                        .sink
                        .tree_from(tags)
                        .map_err(|e| LoadError::Game(Box::new(e))),
                    None => Err(LoadError::Syntax(error.to_string())),
                };
            }
            Err(error) => return Err(LoadError::Io(error)),
        }
    }
}

/// The sink that grows the tree of the first game read, of positions `P`.
struct Builder<P> {
    /// The most nodes a tree takes.
    limit: usize,
    /// The tree's positions.
    tree: std::marker::PhantomData<P>,
}

enum Built<P: HoldsChess> {
    Game(GameTree<P>),
    TagsOnly,
    Failed(StartError),
}

struct Growing<P: HoldsChess> {
    tree: GameTree<P>,
    at: NodeId,
    stack: Vec<NodeId>,
    /// Comments read since a variation opened, before its first move.
    lead: Vec<String>,
    /// True between the opening of a variation and its first move.
    opening: bool,
}

impl<P: HoldsChess> Builder<P> {
    fn tree_from(&self, tags: Tags<Vec<(String, String)>>) -> Result<GameTree<P>, StartError> {
        self.tree_of(&tags.start, tags.own)
    }

    fn tree_of(
        &self,
        start: &StartTags,
        tags: Vec<(String, String)>,
    ) -> Result<GameTree<P>, StartError> {
        let pos = start.chess()?;
        let number = pos.fullmoves().get();
        let mut tree =
            GameTree::starting(tags, P::hold(ChessPosition::from(pos)), number, self.limit);
        tree.result_in_tags = true;
        Ok(tree)
    }
}

impl<P: HoldsChess> Growing<P> {
    /// A move written `written` (number `number`) that cannot be played here: the main
    /// line stops before it, a variation's first move is noted where it branches, and the
    /// rest of the line is passed over.
    fn bad_move(&mut self, number: u32, written: String, cause: Cause, opening: bool) {
        if self.stack.is_empty() && self.tree.stop.is_none() {
            self.tree.stop = Some(Stop::BadMove {
                number,
                san: written.clone(),
                cause,
            });
        }
        if opening && let Some(node) = self.tree.nodes.get_mut(self.at) {
            node.dropped.push(written);
        }
    }
}

impl<P: HoldsChess> GameSink for Builder<P> {
    type Tags = Vec<(String, String)>;
    type Game = Result<Growing<P>, StartError>;
    type Output = Built<P>;

    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> bool {
        tags.push((String::from_utf8_lossy(name).into_owned(), tag_text(&value)));
        false
    }

    fn parted(&mut self, held: Tags<Self::Tags>) -> ControlFlow<Built<P>> {
        // The held header was a game without moves, the first one.
        ControlFlow::Break(match self.tree_from(held) {
            Ok(tree) => Built::Game(tree),
            Err(error) => Built::Failed(error),
        })
    }

    fn begin_movetext(
        &mut self,
        start: &StartTags,
        tags: Self::Tags,
    ) -> ControlFlow<Built<P>, (Self::Game, Option<Pos>)> {
        ControlFlow::Continue(match self.tree_of(start, tags) {
            Ok(tree) => {
                let pos = tree
                    .nodes
                    .first()
                    .and_then(|node| node.pos.held())
                    .map(|pos| pos.chess().clone());
                let growing = Growing {
                    tree,
                    at: 0,
                    stack: Vec::new(),
                    lead: Vec::new(),
                    opening: false,
                };
                (Ok(growing), pos.map(Pos::Chess))
            }
            Err(error) => (Err(error), None),
        })
    }

    fn moved(&mut self, game: &mut Self::Game, moved: Moved<'_>) -> ControlFlow<Built<P>, Line> {
        let Ok(g) = game else {
            return ControlFlow::Continue(Line::Stops);
        };
        let opening = std::mem::take(&mut g.opening);
        let lead = std::mem::take(&mut g.lead);
        let number = moved.before.at(false).number;
        // A null move is a pass, as `check` reads it: the other side moves next.
        let added = match moved.step {
            MoveStep::Played { mv, after, .. } => after.chess().and_then(|next| {
                g.tree.add(
                    g.at,
                    P::hold_move(mv),
                    P::hold(ChessPosition::from(next.clone())),
                    number,
                )
            }),
            MoveStep::Passed(Some(after)) => after.chess().and_then(|next| {
                g.tree
                    .add_pass(g.at, P::hold(ChessPosition::from(next.clone())), number)
            }),
            MoveStep::Passed(None) => {
                g.bad_move(number, moved.written.to_string(), Cause::Illegal, opening);
                return ControlFlow::Continue(Line::Stops);
            }
            MoveStep::Failed(finding) => {
                let cause = match finding {
                    Finding::Ambiguous(..) => Cause::Ambiguous,
                    Finding::NoPromotionPiece(..) => Cause::NoPromotionPiece,
                    _ => Cause::Illegal,
                };
                g.bad_move(number, moved.written.to_string(), cause, opening);
                return ControlFlow::Continue(Line::Stops);
            }
        };
        let Some(id) = added else {
            // The tree is full: the rest of the game is passed over.
            return ControlFlow::Continue(Line::Stops);
        };
        if let Some(node) = g.tree.nodes.get_mut(id) {
            node.lead = lead;
        }
        g.at = id;
        ControlFlow::Continue(Line::GoesOn)
    }

    fn unread(
        &mut self,
        game: &mut Self::Game,
        at: &Pos,
        _: bool,
        word: &[u8],
    ) -> ControlFlow<Built<P>, Line> {
        if let Ok(g) = game {
            let opening = std::mem::take(&mut g.opening);
            g.lead.clear();
            let number = at.at(false).number;
            g.bad_move(number, decode(word).into_owned(), Cause::Unread, opening);
        }
        ControlFlow::Continue(Line::Stops)
    }

    fn comment(&mut self, game: &mut Self::Game, text: &[u8]) {
        let Ok(g) = game else { return };
        let text = decode(text).trim().to_owned();
        if text.is_empty() {
            return;
        }
        if g.opening {
            g.lead.push(text);
        } else if let Some(node) = g.tree.nodes.get_mut(g.at) {
            node.comments.push(text);
        }
    }

    fn nag(&mut self, game: &mut Self::Game, nag: Nag) {
        if let Ok(g) = game
            && let Some(node) = g.tree.nodes.get_mut(g.at)
        {
            node.glyphs.push(Glyph::Nag(nag.0));
        }
    }

    fn rewind(&mut self, game: &mut Self::Game) -> Option<Pos> {
        let g = game.as_ref().ok()?;
        let parent = g.tree.nodes.get(g.at)?.parent?;
        let pos = g.tree.nodes.get(parent)?.pos.held()?;
        Some(Pos::Chess(pos.chess().clone()))
    }

    fn begin_variation(&mut self, game: &mut Self::Game, alive: bool) {
        let Ok(g) = game else { return };
        g.opening = true;
        g.lead.clear();
        g.stack.push(g.at);
        if alive && let Some(parent) = g.tree.nodes.get(g.at).and_then(|n| n.parent) {
            g.at = parent;
        }
    }

    fn end_variation(&mut self, game: &mut Self::Game) {
        if let Ok(g) = game
            && let Some(at) = g.stack.pop()
        {
            g.at = at;
            g.opening = false;
            g.lead.clear();
        }
    }

    fn outcome(&mut self, game: &mut Self::Game, outcome: Outcome) {
        if let Ok(g) = game {
            g.tree.result = Some(outcome.to_string());
        }
    }

    fn end_game(&mut self, game: Self::Game, _: GameEnd<'_>) -> Built<P> {
        match game {
            Ok(g) => Built::Game(g.tree),
            Err(error) => Built::Failed(error),
        }
    }

    fn tags_only(
        &mut self,
        game: Self::Game,
        _: Option<&Pos>,
    ) -> Result<(Self::Tags, Built<P>), Built<P>> {
        match game {
            Ok(g) => Ok((g.tree.tags, Built::TagsOnly)),
            Err(error) => Err(Built::Failed(error)),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    /// The first game of `input`, a tree of chess positions.
    fn load(input: &[u8]) -> Result<GameTree<ChessPosition>, LoadError> {
        super::load(input)
    }

    /// A tag value with an unescaped inner quote (`[White ""Socrates""]`) ends the PGN
    /// reader's header early: the game opens with the tags after it and its moves; a
    /// block repeating a tag of the header is the next game's.
    #[test]
    fn an_inner_quote_in_a_tag_does_not_split_the_game() {
        let pgn = "[Event \"?\"]\n[White \"\"Socrates\"\"]\n[Black \"A\"]\n\n1. e4 e5 *\n";
        let tree = load(pgn.as_bytes()).unwrap();
        assert_eq!((tree.tag("Black"), tree.nodes.len()), (Some("A"), 3));
        let pgn = "[Event \"?\"]\n[White \"\"S\"\"]\n[Event \"b\"]\n[Black \"A\"]\n\n1. e4 *\n";
        let tree = load(pgn.as_bytes()).unwrap();
        assert_eq!((tree.tag("Event"), tree.nodes.len()), (Some("?"), 1));
        let pgn = "[Event \"?\"]\n[White \"\"S\"\"]\n[Event \"b";
        let tree = load(pgn.as_bytes()).unwrap();
        assert_eq!((tree.tag("Event"), tree.nodes.len()), (Some("?"), 1));
    }

    #[test]
    fn variations_comments_and_nags_land_on_their_moves() {
        let pgn = "[White \"A\"]\n\n{Intro} 1. e4 $1 {Best by test} e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 *\n";
        let tree = load(pgn.as_bytes()).unwrap();
        assert_eq!(tree.tag("White"), Some("A"));
        assert_eq!(tree.nodes[0].comments, vec!["Intro"]);
        let e4 = tree.nodes[0].children[0];
        assert_eq!(tree.nodes[e4].glyphs, vec![Glyph::Nag(1)]);
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
                san: "Ke3".to_owned(),
                cause: Cause::Illegal,
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
                san: "Кf3".to_owned(),
                cause: Cause::Unread,
            })
        );
    }

    #[test]
    fn a_word_of_symbols_that_is_no_annotation_stops_the_game_there() {
        let tree = load("1. e4 += e5 2. Nf3 @@ Nc6 *".as_bytes()).unwrap();
        assert_eq!(tree.mainline().len(), 4);
        assert_eq!(
            tree.stop,
            Some(Stop::BadMove {
                number: 2,
                san: "@@".to_owned(),
                cause: Cause::Unread,
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
    fn a_null_move_is_a_pass_and_the_variations_after_it_are_read() {
        let tree =
            load("1. e4 e5 (1... -- 2. d4) 2. Qh5 -- (2... Nc6 3. Bc4) 3. Qxf7# *".as_bytes())
                .unwrap();
        assert_eq!(tree.stop, None);
        let line = tree.mainline();
        assert_eq!(line.len(), 6, "e4 e5 Qh5 -- Qxf7#");
        let pass = line[4];
        assert!(tree.nodes[pass].mv.is_none());
        let turn = crate::position::GamePosition::turn(&tree.nodes[pass].pos);
        assert_eq!(turn, crate::terms::Player::White);
        assert_eq!(
            tree.nodes[line[3]].children.len(),
            2,
            "the variation 2... Nc6"
        );
        let e4 = line[1];
        let black_passes = tree.nodes[e4].children[1];
        assert!(tree.nodes[black_passes].mv.is_none());
        assert_eq!(
            tree.nodes[black_passes].children.len(),
            1,
            "2. d4 after the pass"
        );
        assert!(tree.nodes[e4].dropped.is_empty());
    }

    #[test]
    fn a_long_comment_is_read_whole() {
        let long = "Word and more words. ".repeat(3000);
        let pgn = format!("1. e4 {{{long}}} e5 *");
        let tree = load(pgn.as_bytes()).unwrap();
        let e4 = tree.nodes[0].children[0];
        assert_eq!(tree.nodes[e4].comments, vec![long.trim().to_owned()]);
    }

    /// The SANs of the children of `node`, in order.
    fn replies(tree: &GameTree<ChessPosition>, node: NodeId) -> Vec<String> {
        tree.nodes[node]
            .children
            .iter()
            .map(
                |&child| match (&tree.nodes[node].pos, &tree.nodes[child].mv) {
                    (pos, Some(mv)) => shakmaty::san::San::from_move(pos.chess(), *mv).to_string(),
                    _ => "--".to_owned(),
                },
            )
            .collect()
    }

    /// `((`: a variation opened right at another's start is an alternative to the move
    /// before the one the outer variation replaces (as python-chess reads it, and replay
    /// did before it read through `PgnGames`).
    #[test]
    fn a_variation_opened_at_another_s_start_goes_one_move_further_back() {
        let tree =
            load("1. e4 e5 2. Nf3 ((1... c5 2. Nf3) 2. Nc3 Nc6) 2... Nc6 *".as_bytes()).unwrap();
        assert_eq!(tree.stop, None);
        let line = tree.mainline();
        assert_eq!(line.len(), 5, "e4 e5 Nf3 Nc6");
        let (e4, e5) = (line[1], line[2]);
        assert_eq!(replies(&tree, e4), ["e5", "c5"]);
        assert_eq!(replies(&tree, tree.nodes[e4].children[1]), ["Nf3"]);
        assert_eq!(replies(&tree, e5), ["Nf3", "Nc3"]);
        assert_eq!(replies(&tree, tree.nodes[e5].children[1]), ["Nc6"]);
        assert!(tree.nodes.iter().all(|node| node.dropped.is_empty()));
    }

    /// `((` at the first move goes back before the game's start, where nothing is: the
    /// inner variation's move is noted as dropped where the game starts, the outer one
    /// is read on.
    #[test]
    fn a_variation_opened_at_another_s_start_before_the_first_move_is_dropped() {
        let tree = load("1. e4 e5 ((1... c5) 1... d5) 2. Nf3 *".as_bytes()).unwrap();
        assert_eq!(tree.stop, None);
        assert_eq!(tree.mainline().len(), 4);
        let e4 = tree.nodes[0].children[0];
        assert_eq!(replies(&tree, e4), ["e5", "d5"]);
        assert_eq!(tree.nodes[0].dropped, ["c5"]);
        let tree = load("1. e4 ((1. d4) 1. c4) e5 *".as_bytes()).unwrap();
        assert_eq!(replies(&tree, 0), ["e4", "c4"]);
        assert!(tree.nodes.iter().all(|node| node.dropped.is_empty()));
    }

    /// A `[FEN]` tag as real files write it, with blanks around the position: the game
    /// starts there (as `check` reads the same tag), and the tag is shown as written.
    #[test]
    fn a_fen_tag_with_blanks_around_it_is_the_start_position() {
        let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 40";
        let pgn = format!("[FEN \"  {fen} \"]\n[SetUp \"1\"]\n\n40. O-O Kd7 *\n");
        let tree = load(pgn.as_bytes()).unwrap();
        assert_eq!(tree.stop, None);
        assert_eq!(crate::fen_of(tree.nodes[0].pos.chess()), fen);
        assert_eq!(tree.mainline().len(), 3);
        assert_eq!(tree.tag("FEN"), Some(format!("  {fen} ").as_str()));
        let mut findings = Vec::new();
        crate::check::check(pgn.as_bytes(), &mut |r| findings.push(r.clone())).unwrap();
        assert!(findings.iter().all(|r| !r.is_error()), "{findings:?}");
    }

    /// A `[FEN]` tag with an escaped quote in it is no position: the game cannot be
    /// loaded, and the reason quotes the tag as the file writes it.
    #[test]
    fn a_fen_tag_with_an_escaped_quote_is_refused() {
        let pgn = "[FEN \"8/8/8/8/8/8/4k3/4K2R w K - 0 1\\\"\"]\n\n1. O-O *\n";
        let error = load(pgn.as_bytes()).unwrap_err();
        assert!(matches!(error, LoadError::Game(_)), "{error:?}");
    }
}
