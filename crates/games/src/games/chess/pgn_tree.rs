//! A PGN game read into the replay tree ([`GameTree`]): a pgn_reader visitor that plays
//! each move with shakmaty and keeps comments, annotation glyphs and variations.

use super::san_move::san_to_move;
use std::io::{self, Read};
use std::ops::ControlFlow;

use pgn_reader::{Nag, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::Position;
use shakmaty::san::{San, SanError};

use super::check::{forgiven, lacks_promotion, passed_turn};
use super::pgn_source::{TagNames, movetext_source, starts_game, unread_token};
use super::start::{StartError, StartTags};
use crate::games::{Board, GameMove};
use crate::replay::source::{decode, tag_text};
use crate::replay::tree::{Cause, GameTree, Glyph, LoadError, MAX_NODES, NodeId, Stop};

/// Loads the first game of `input`.
pub fn load<R: Read>(input: R) -> Result<GameTree, LoadError> {
    load_capped(input, MAX_NODES)
}

/// Loads the first game of `input`, at most `limit` nodes of it (see [`Stop::Full`]).
pub fn load_capped<R: Read>(input: R, limit: usize) -> Result<GameTree, LoadError> {
    let mut reader = Reader::new(movetext_source(input));
    let mut builder = Builder {
        pending: None,
        held: false,
        limit,
    };
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
                // Broken before the next game's first tag decided: the held header is
                // the game.
                return match builder.pending.take().filter(|_| builder.held) {
                    Some(tags) => builder.tree_from(tags).map_err(LoadError::Start),
                    None => Err(LoadError::Syntax(error.to_string())),
                };
            }
            Err(error) => return Err(LoadError::Io(error)),
        }
    }
}

struct Builder {
    /// The tags of a game without movetext: after a stretch with neither tags nor
    /// movetext, what follows belongs to the same game; after a header (`held`), the next
    /// game's first tag decides ([`starts_game`]), as `check` does.
    pending: Option<Vec<(String, String)>>,
    /// Whether `pending` is a header without movetext, waiting for that decision.
    held: bool,
    /// The most nodes a tree takes.
    limit: usize,
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
        Ok(GameTree::starting(
            tags,
            Board::Chess(pos),
            number,
            self.limit,
        ))
    }
}

impl Growing {
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
        self.dead = true;
    }
}

impl Visitor for Builder {
    type Tags = Vec<(String, String)>;
    type Movetext = Result<Growing, StartError>;
    type Output = Built;

    fn begin_tags(&mut self) -> ControlFlow<Built, Self::Tags> {
        let tags = if self.held {
            // Kept until decided, in case the next game is broken before its first tag.
            self.pending.clone()
        } else {
            self.pending.take()
        };
        ControlFlow::Continue(tags.unwrap_or_default())
    }

    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<Built> {
        if std::mem::take(&mut self.held) {
            self.pending = None;
            let mut header = TagNames::default();
            for (known, _) in tags.iter() {
                header.add(known.as_bytes());
            }
            if starts_game(&header, name) {
                // The held header was a game without moves, the first one.
                return ControlFlow::Break(match self.tree_from(std::mem::take(tags)) {
                    Ok(tree) => Built::Game(tree),
                    Err(error) => Built::Failed(error),
                });
            }
        }
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
        let number = pos.fullmoves().get();
        // A null move is a pass, as `check` reads it: the other side moves next.
        let played = match &san.san {
            San::Null => passed_turn(pos.clone()).map(|next| (None, next)),
            other => san_to_move(pos, other)
                .ok()
                .or_else(|| forgiven(pos, other).map(|(mv, _)| mv))
                .map(|mv| {
                    let mut next = pos.clone();
                    next.play_unchecked(mv);
                    (Some(mv), next)
                }),
        };
        let added = match played {
            Some((Some(mv), next)) => {
                g.tree
                    .add(g.at, GameMove::Chess(mv), Board::Chess(next), number)
            }
            Some((None, next)) => g.tree.add_pass(g.at, Board::Chess(next), number),
            None => {
                let cause = match san_to_move(pos, &san.san) {
                    Err(SanError::AmbiguousSan) => Cause::Ambiguous,
                    _ if lacks_promotion(pos, &san.san) => Cause::NoPromotionPiece,
                    _ => Cause::Illegal,
                };
                g.bad_move(number, san.to_string(), cause, opening);
                return ControlFlow::Continue(());
            }
        };
        let Some(id) = added else {
            // The tree is full: the rest of the game is passed over.
            g.dead = true;
            return ControlFlow::Continue(());
        };
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
                node.glyphs.push(Glyph::Nag(nag.0));
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
                    g.bad_move(number, decode(word).into_owned(), Cause::Unread, opening);
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
                self.held = !g.tree.tags.is_empty();
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
        let turn = crate::games::GamePosition::turn(&tree.nodes[pass].pos);
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
}
