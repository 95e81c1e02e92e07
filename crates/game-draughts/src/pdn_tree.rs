//! Draughts files for replay: a PDN game grown into the same [`GameTree`] the PGN reader
//! builds (comments, variations and glyphs on the same node fields; a move no legal move
//! fits stops the line with the same [`Stop`]), and the games of a PDN file with the byte
//! offset each starts at, for the index.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{self, BufRead, Read};
use std::rc::Rc;

use hektor_draughts::Color;
use hektor_draughts::notation::{self, Resolved};
use hektor_draughts::pdn::{Element, Game, PdnError, PdnErrorKind, PdnReader, moves_after};

use super::DraughtsPosition;
use super::errors::{BadStart, UnreadGame};
use crate::position::GamePosition;
use crate::replay::game_files::{GameList, Header, Text};
use crate::replay::source::LineEnds;
use crate::replay::tree::{
    Cause, GameTree, Glyph, Holds, LoadError, MAX_NODES, Node, NodeId, Stop,
};

/// A position of a tree a draughts game grows: draughts' own, or one that holds it.
pub trait HoldsDraughts: Holds<DraughtsPosition, Moved = hektor_draughts::Move> {}

impl<P: Holds<DraughtsPosition, Moved = hektor_draughts::Move>> HoldsDraughts for P {}

/// Loads the first game of the PDN text `input`.
pub fn load<P: HoldsDraughts, R: Read>(input: R) -> Result<GameTree<P>, LoadError> {
    load_capped(input, MAX_NODES)
}

/// Loads the first game of the PDN text `input`, at most `limit` nodes of it.
pub fn load_capped<P: HoldsDraughts, R: Read>(
    input: R,
    limit: usize,
) -> Result<GameTree<P>, LoadError> {
    match PdnReader::new(io::BufReader::new(LineEnds::new(input))).next() {
        Some(Ok(game)) => tree_of(&game, limit),
        Some(Err(PdnError {
            kind: PdnErrorKind::Io(kind),
            ..
        })) => Err(LoadError::Io(kind.into())),
        Some(Err(error)) => Err(LoadError::Game(Box::new(UnreadGame(error)))),
        None => Err(LoadError::Missing),
    }
}

/// The tree of `game`: its start (the `FEN` tag's position, or the game's own start) and
/// its moves played through by the rules of the game it is (`GameType`, else its content),
/// at most `limit` nodes.
pub fn tree_of<P: HoldsDraughts>(game: &Game, limit: usize) -> Result<GameTree<P>, LoadError> {
    let variant = game.variant();
    let start = game
        .start()
        .map_err(|error| LoadError::Game(Box::new(BadStart(variant, error))))?
        .position;
    let tags = game
        .tags()
        .iter()
        .map(|tag| (tag.name.clone(), tag.value.clone()))
        .collect();
    let number = game
        .body()
        .iter()
        .find_map(|element| match element {
            Element::MoveNumber { number, .. } => Some(*number),
            Element::Move(_) => Some(1),
            _ => None,
        })
        .unwrap_or(1);
    let mut tree = GameTree::starting(tags, P::hold(DraughtsPosition::from(start)), number, limit);
    grow(&mut tree, 0, game.body(), false);
    if game.cut().is_some() && tree.stop.is_none() {
        // The reader kept only the game's beginning: replay stops as at a full tree.
        tree.stop = Some(Stop::Full {
            moves: tree.nodes.len() - 1,
        });
    }
    tree.result = game.result().map(str::to_owned);
    Ok(tree)
}

/// Plays the moves of `elements` on from node `from`: the main line, or a variation
/// that branches at `from`.
fn grow<P: HoldsDraughts>(
    tree: &mut GameTree<P>,
    from: NodeId,
    elements: &[Element],
    variation: bool,
) {
    let mut at = from;
    let mut number = tree.next_number(from);
    // Comments before a variation's first move belong to the variation.
    let mut lead = Vec::new();
    let line = |first| {
        if variation {
            Line::Variation { first }
        } else {
            Line::Main
        }
    };
    for (index, element) in elements.iter().enumerate() {
        let first = at == from;
        match element {
            Element::MoveNumber { number: n, .. } => number = *n,
            Element::Move(text) => {
                let Some(pos) = tree
                    .nodes
                    .get(at)
                    .and_then(|n| n.pos.held())
                    .map(DraughtsPosition::draughts)
                else {
                    return;
                };
                let variant = pos.variant();
                let following = moves_after(elements, Some(index));
                let mv = match notation::resolve_in_game(pos, text, following) {
                    Resolved::Move(mv) => mv,
                    Resolved::Choice(_) | Resolved::Unfit(_) => {
                        return stop(tree, at, line(first), number, text.notation(variant));
                    }
                };
                let black = pos.turn() == Color::Black;
                let next = pos.play_legal(&mv);
                let Some(added) = tree.add(
                    at,
                    P::hold_move(mv),
                    P::hold(DraughtsPosition::from(next)),
                    number,
                ) else {
                    return;
                };
                at = added;
                if let Some(node) = tree.nodes.get_mut(at) {
                    node.lead = std::mem::take(&mut lead);
                    annotate(node, text.glyph());
                }
                if black {
                    number += 1;
                }
            }
            Element::Missing(text) => return stop(tree, at, line(first), number, text.clone()),
            Element::Comment(text) => {
                let text = text.trim();
                if text.is_empty() {
                    continue;
                }
                if variation && first {
                    lead.push(text.to_owned());
                } else if let Some(node) = tree.nodes.get_mut(at) {
                    node.comments.push(text.to_owned());
                }
            }
            Element::Variation(inner) => {
                if let Some(parent) = tree.nodes.get(at).and_then(|n| n.parent) {
                    grow(tree, parent, inner, true);
                }
            }
            Element::Annotation(text) => {
                if let Some(node) = tree.nodes.get_mut(at).filter(|_| !first) {
                    annotate(node, text);
                }
            }
            Element::Setup(_) => {}
        }
    }
}

/// The line stops at `at` before the move `text`, which no legal move fits: noted as the
/// game's [`Stop`] on the main line, and where the variation branches when it is the
/// variation's first move.
fn stop<P: GamePosition>(
    tree: &mut GameTree<P>,
    at: NodeId,
    line: Line,
    number: u32,
    text: String,
) {
    match line {
        Line::Main if tree.stop.is_none() => {
            tree.stop = Some(Stop::BadMove {
                number,
                san: text,
                cause: Cause::Illegal,
            })
        }
        Line::Main => {}
        Line::Variation { first } => {
            if first && let Some(node) = tree.nodes.get_mut(at) {
                node.dropped.push(text);
            }
        }
    }
}

/// Which line a move stands in.
#[derive(Debug, Clone, Copy)]
enum Line {
    /// The main line.
    Main,
    /// A variation; `first` before its first move.
    Variation {
        /// No move of it has been played yet.
        first: bool,
    },
}

/// Notes the annotation `glyph` on `node`: a NAG (`$2`) and the four glyphs draughts and
/// chess share (`!` 1, `?` 2, `!!` 3, `??` 4) as glyph numbers, as PGN's are; `?!` (looks
/// weak, is strong), `!?` (looks strong, is weak), `+` (a win) and `=` (a draw) with
/// draughts' meanings (seed 003 IV.4.2.7-4.2.10), the opposite of chess's for the first
/// two; another glyph (`(!)`) as a comment, literally; a result written inside a
/// variation is left out (the game's result is the tags' or the main line's).
fn annotate<P: GamePosition>(node: &mut Node<P>, glyph: &str) {
    let glyph = match glyph {
        "" | "*" | "2-0" | "1-1" | "0-2" | "1-0" | "0-1" | "1/2-1/2" => return,
        "!" => Glyph::Nag(1),
        "?" => Glyph::Nag(2),
        "!!" => Glyph::Nag(3),
        "??" => Glyph::Nag(4),
        "?!" => Glyph::LooksWeakIsStrong,
        "!?" => Glyph::LooksStrongIsWeak,
        "+" => Glyph::Win,
        "=" => Glyph::Draw,
        other => match other.strip_prefix('$').map(str::parse::<u8>) {
            Some(Ok(nag)) => Glyph::Nag(nag),
            _ => return node.comments.push(other.to_owned()),
        },
    };
    node.glyphs.push(glyph);
}

/// PDN files, as the index lists their games.
#[derive(Debug, Clone, Copy)]
pub struct Pdn;

/// The games of a PDN file: their players, event, date and result (the `Result` tag,
/// else the result after the moves); a game that cannot be read keeps its place.
impl GameList for Pdn {
    fn scan(self, file: Text, mut found: impl FnMut(u64, Header, u64)) -> io::Result<()> {
        games(file, |offset, game| {
            let header = match &game {
                Ok(game) => {
                    Header::of_tags(|name| game.tag(name), game.tag("Result").or(game.result()))
                }
                Err(_) => Header::default(),
            };
            found(offset, header, offset);
        })
    }
}

/// The games of the PDN text `input`, each with the byte offset of the line it starts
/// on, handed to `each` as they are read. Lone carriage returns end lines, as they do
/// when a game is loaded.
pub fn games<R: Read>(
    input: R,
    mut each: impl FnMut(u64, Result<Game, PdnError>),
) -> io::Result<()> {
    let starts = Rc::new(RefCell::new(LineStarts::default()));
    let counted = Counted {
        inner: io::BufReader::new(LineEnds::new(input)),
        at: 0,
        starts: Rc::clone(&starts),
    };
    for game in PdnReader::new(counted) {
        if let Err(PdnError {
            kind: PdnErrorKind::Io(kind),
            ..
        }) = game
        {
            return Err(kind.into());
        }
        let line = match &game {
            Ok(game) => game.line(),
            Err(error) => error.line,
        };
        let offset = starts.borrow_mut().offset_of(line);
        each(offset, game);
    }
    Ok(())
}

/// The byte offsets of the lines read and not yet asked for, from line 1.
#[derive(Debug, Default)]
struct LineStarts {
    /// The number of the first line kept.
    first: usize,
    /// Their offsets, that line first.
    offsets: VecDeque<u64>,
}

impl LineStarts {
    /// The offset of line `line` (from 1); earlier lines are forgotten.
    fn offset_of(&mut self, line: usize) -> u64 {
        let line = line.max(1);
        while self.first + 1 < line && self.offsets.len() > 1 {
            self.offsets.pop_front();
            self.first += 1;
        }
        self.offsets.front().copied().unwrap_or(0)
    }
}

/// A reader that notes where each line starts.
struct Counted<R> {
    inner: R,
    at: u64,
    starts: Rc<RefCell<LineStarts>>,
}

impl<R: BufRead> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Counted<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amt: usize) {
        if let Ok(buffer) = self.inner.fill_buf() {
            let mut starts = self.starts.borrow_mut();
            if self.at == 0 && starts.offsets.is_empty() {
                starts.offsets.push_back(0);
            }
            for (i, &byte) in buffer.iter().take(amt).enumerate() {
                if byte == b'\n' {
                    starts.offsets.push_back(self.at + i as u64 + 1);
                }
            }
        }
        self.at += amt as u64;
        self.inner.consume(amt);
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A tree of draughts positions.
    type Tree = GameTree<DraughtsPosition>;

    /// The first game of `input`.
    fn load(input: impl Read) -> Result<Tree, LoadError> {
        super::load(input)
    }

    /// The first game of `input`, at most `limit` nodes of it.
    fn load_capped(input: impl Read, limit: usize) -> Result<Tree, LoadError> {
        super::load_capped(input, limit)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        /// Whatever the text, loading and listing answer without a panic.
        #[test]
        fn any_text_loads_or_says_why(text in "(\\[[A-Za-z]{1,8} \"[^\"]{0,8}\"\\]|[0-9]{1,2}[-x:][0-9]{1,2}|[a-h][1-8][-:][a-h][1-8]|[0-9]{1,2}\\.|\\{[^}]{0,10}\\}?|[()!?$*]|2-0|\r|\n| ){0,40}") {
            let _ = load(text.as_bytes());
            let mut count = 0;
            games(text.as_bytes(), |_, _| count += 1).unwrap();
        }

        /// Each game listed starts at its offset, whatever the line ends: loaded from
        /// there, it is that game.
        #[test]
        fn every_offset_loads_its_own_game(ends in proptest::collection::vec(prop_oneof!["\n", "\r\n", "\r"], 1..12)) {
            let text: String = ends
                .iter()
                .enumerate()
                .map(|(n, end)| format!("[White \"P{n}\"]{end}{end}1. 32-28 19-23 *{end}{end}"))
                .collect();
            let mut offsets = Vec::new();
            games(text.as_bytes(), |offset, _| offsets.push(offset)).unwrap();
            prop_assert_eq!(offsets.len(), ends.len());
            for (n, offset) in offsets.into_iter().enumerate() {
                let mut file = std::io::Cursor::new(text.as_bytes());
                std::io::Seek::seek(&mut file, std::io::SeekFrom::Start(offset)).unwrap();
                let tree = load(file).unwrap();
                let white = format!("P{n}");
                prop_assert_eq!(tree.tag("White"), Some(white.as_str()));
                prop_assert_eq!(tree.mainline().len(), 3);
            }
        }
    }

    const TWO: &str = "[GameType \"20\"]\n[White \"A\"]\n\n{Start} 1. 32-28 {Centre} 19-23 (1... 18-23 {Other} 2. 37-32) 2. 28x19! 14x23 2-0\n\n[GameType \"25\"]\r[White \"B\"]\r\r1. c3-d4 f6-e5 2. d4xf6 g7xe5 *\r";

    /// A game longer than the PDN reader keeps (1 MiB of text) is replayed up to where the
    /// reader stopped, with the same stop as a full tree.
    #[test]
    fn a_game_longer_than_the_reader_keeps_stops_as_a_full_tree() {
        let moves = "1. 46-41 2-7 2. 41-46 7-2 ".repeat(80_000);
        let text = format!(
            "[FEN \"W:WK46,K47:BK1,K2\"]\n{}\n2-0\n",
            moves.replace("2. ", "\n2. ")
        );
        let tree = load_capped(text.as_bytes(), 1_000_000).unwrap();
        let moves = tree.nodes.len() - 1;
        assert!((200_000..220_000).contains(&moves), "{moves} moves");
        assert_eq!(tree.stop, Some(Stop::Full { moves }));
    }

    /// A draughts game longer than the tree's limit is cut there, with the stop noted.
    #[test]
    fn a_game_past_the_limit_is_cut_with_a_stop() {
        let text = "1. 32-28 19-23 2. 28x19 14x23 3. 37-32 10-14 *";
        let tree = load_capped(text.as_bytes(), 4).unwrap();
        assert_eq!(tree.nodes.len(), 4);
        assert_eq!(tree.stop, Some(Stop::Full { moves: 3 }));
        assert_eq!(load(text.as_bytes()).unwrap().stop, None);
    }

    #[test]
    fn comments_variations_and_glyphs_land_on_their_moves() {
        let tree = load(TWO.as_bytes()).unwrap();
        assert_eq!(tree.tag("White"), Some("A"));
        assert_eq!(tree.nodes[0].comments, vec!["Start"]);
        let first = tree.nodes[0].children[0];
        assert_eq!(tree.nodes[first].comments, vec!["Centre"]);
        assert_eq!(tree.nodes[first].children.len(), 2);
        let other = tree.nodes[first].children[1];
        assert_eq!(tree.nodes[other].comments, vec!["Other"]);
        assert_eq!(tree.nodes[other].number, 1);
        let line = tree.mainline();
        assert_eq!(line.len(), 5);
        assert_eq!(tree.nodes[line[3]].glyphs, vec![Glyph::Nag(1)]);
        assert_eq!(tree.nodes[line[3]].number, 2);
        assert_eq!(tree.result.as_deref(), Some("2-0"));
    }

    #[test]
    fn games_start_at_their_offsets_with_lone_carriage_returns() {
        let mut found = Vec::new();
        games(TWO.as_bytes(), |offset, game| {
            found.push((offset, game.is_ok()));
        })
        .unwrap();
        let second = TWO.find("[GameType \"25\"]").unwrap() as u64;
        assert_eq!(found, vec![(0, true), (second, true)]);
        let mut file = std::io::Cursor::new(TWO.as_bytes());
        std::io::Seek::seek(&mut file, std::io::SeekFrom::Start(second)).unwrap();
        let tree = load(file).unwrap();
        assert_eq!(tree.tag("White"), Some("B"));
        assert_eq!(tree.mainline().len(), 5);
    }

    #[test]
    fn nags_and_glyphs_are_numbers_other_glyphs_comments_results_left_out() {
        let tree = load("1. 32-28 $14 19-23(!) (1... 18-22 2-0) 2. 28x19 + *".as_bytes()).unwrap();
        let line = tree.mainline();
        assert_eq!(tree.nodes[line[1]].glyphs, vec![Glyph::Nag(14)]);
        assert_eq!(tree.nodes[line[2]].comments, vec!["(!)"]);
        assert_eq!(tree.nodes[line[3]].glyphs, vec![Glyph::Win]);
        assert!(tree.nodes[line[3]].comments.is_empty());
        let other = tree.nodes[line[1]].children[1];
        assert!(tree.nodes[other].comments.is_empty());
        assert!(tree.nodes[other].glyphs.is_empty());
    }

    #[test]
    fn a_move_no_legal_move_fits_stops_the_line() {
        let tree = load("1. 32-28 19-23 2. 28-22 *".as_bytes()).unwrap();
        assert_eq!(tree.mainline().len(), 3);
        assert_eq!(
            tree.stop,
            Some(Stop::BadMove {
                number: 2,
                san: "28-22".to_owned(),
                cause: Cause::Illegal,
            })
        );
    }
}
