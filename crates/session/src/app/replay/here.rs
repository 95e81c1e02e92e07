//! What is said about the place reached: the move with its glyphs, line and comments,
//! the variations that branch there, the end of the game or where reading stopped, the
//! time a move took and the clocks, and `where`.

use super::{Loaded, Replay};
use crate::game::comment::clock_comment;
use crate::games::questions::BoardQuestion;
use crate::games::{Board, GamePosition};
use crate::i18n::sentence;
use crate::i18n::time::duration;
use crate::msg;
use crate::replay::lines::{move_words, result_words};
use crate::replay::tree::{GameTree, NodeId, Stop};
use crate::replay::words::{glyph_words, seconds_words};
use crate::terms::Player;

/// How many of the variations that branch at a move are named; the others are counted
/// (`line N` enters any of them).
pub(super) const NAMED_VARIATIONS: usize = 10;

impl Replay {
    /// Says the current place: the last move played (with its glyphs), its comments, the
    /// variations that branch here, and the end of the game.
    pub(super) fn say_here(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
        };
        let locale = self.locale();
        let tree = &loaded.tree;
        let at = loaded.cursor.at;
        let mut lines = Vec::new();
        let node = &tree.nodes[at];
        let before = node.parent.map(|p| &tree.nodes[p].pos);
        lines.extend(self.comment_lines(&node.lead, before));
        match move_words(&self.words, tree, at) {
            Some(words) => {
                let mut parts = vec![words];
                parts.extend(node.glyphs.iter().map(|&g| glyph_words(locale, g)));
                // A move with alternatives in its place says which line it is.
                if let Some((line, count)) = loaded.cursor.siblings(tree) {
                    parts.push(sentence(
                        locale,
                        msg::REPLAY_LINE_OF,
                        &[("line", line.into()), ("count", count.into())],
                    ));
                }
                lines.push(parts.join(", "));
                lines.extend(self.comment_lines(&node.comments, before));
                lines.extend(self.time_used(tree, at));
                if let Some(name) = self.openings.left_at(tree, at) {
                    lines.push(self.opening_line(name));
                }
            }
            None => {
                lines.push(sentence(
                    locale,
                    msg::REPLAY_START_POSITION,
                    &[("side", node.pos.turn().in_sentence(locale).into())],
                ));
            }
        }
        let variations = loaded.cursor.variations(tree);
        if !variations.is_empty() {
            // Named by their lines, as the move says its line once played (the next
            // move of this line is line 1) and as `var N` and `line N` take them.
            let mut list: Vec<String> = (2..)
                .zip(variations.iter().take(NAMED_VARIATIONS))
                .filter_map(|(line, &v)| {
                    let words = move_words(&self.words, tree, v)?;
                    Some(sentence(
                        locale,
                        msg::REPLAY_VARIATION_ITEM,
                        &[("line", line.into()), ("move", words.into())],
                    ))
                })
                .collect();
            if let Some(more) = variations.len().checked_sub(NAMED_VARIATIONS)
                && more > 0
            {
                list.push(sentence(
                    locale,
                    msg::REPLAY_VARIATIONS_MORE,
                    &[("count", more.into())],
                ));
            }
            lines.push(sentence(
                locale,
                msg::REPLAY_VARIATIONS_HERE,
                &[
                    ("count", variations.len().into()),
                    ("moves", list.join("; ").into()),
                ],
            ));
        }
        for dropped in &node.dropped {
            lines.push(sentence(
                locale,
                msg::REPLAY_DROPPED_VARIATION,
                &[("move", dropped.clone().into())],
            ));
        }
        if node.children.is_empty() {
            lines.push(self.end_line(loaded));
        }
        lines
    }

    fn end_line(&self, loaded: &Loaded) -> String {
        let locale = self.locale();
        if loaded.cursor.depth(&loaded.tree) > 0 {
            return locale.text(msg::REPLAY_END_OF_VARIATION);
        }
        match &loaded.tree.stop {
            Some(Stop::BadMove { .. }) => {
                if let Some(line) = self.stop_line(loaded, msg::REPLAY_STOPPED) {
                    return line;
                }
            }
            Some(Stop::Full { moves }) => {
                return sentence(locale, msg::REPLAY_TOO_LONG, &[("count", (*moves).into())]);
            }
            None => {}
        }
        sentence(
            locale,
            msg::REPLAY_GAME_OVER,
            &[(
                "result",
                result_words(locale, loaded.tree.result_written().unwrap_or("*")).into(),
            )],
        )
    }

    /// The sentence `id` about the move the game's main line stops at, with its cause;
    /// `None` when the game reads to its end.
    pub(super) fn stop_line(&self, loaded: &Loaded, id: &str) -> Option<String> {
        let Some(Stop::BadMove { number, san, cause }) = &loaded.tree.stop else {
            return None;
        };
        let locale = self.locale();
        Some(sentence(
            locale,
            id,
            &[
                ("number", (*number).into()),
                ("move", san.clone().into()),
                ("cause", locale.text(cause.message()).into()),
            ],
        ))
    }

    /// The time the move leading to `at` took, from the `[%clk]` readings after it and
    /// after the same side's move before (plus the increment of the `TimeControl` tag).
    fn time_used(&self, tree: &GameTree<Board>, at: NodeId) -> Option<String> {
        let clock = |id: NodeId| clock_reading(tree, id);
        let now = clock(at)?;
        let before = tree
            .nodes
            .get(at)?
            .parent
            .and_then(|p| tree.nodes.get(p)?.parent);
        let before = before.and_then(clock)?;
        let increment = tree
            .tag("TimeControl")
            .and_then(|tc| tc.rsplit_once('+'))
            .and_then(|(_, inc)| inc.trim().parse::<f64>().ok())
            .unwrap_or(0.0);
        let used = before + increment - now;
        if used < 0.0 {
            return None;
        }
        Some(sentence(
            self.locale(),
            msg::REPLAY_TIME_SPENT,
            &[("time", seconds_words(self.locale(), used)?.into())],
        ))
    }

    /// `clock`: both players' remaining time at the current move, each side's latest
    /// `[%clk]` reading at or before it ("Clocks: White 1 hour 28 minutes, Black ...").
    pub(super) fn clocks(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
        };
        let locale = self.locale();
        let tree = &loaded.tree;
        let reading = |id: NodeId| clock_reading(tree, id);
        if !(0..tree.nodes.len()).any(|id| reading(id).is_some()) {
            return vec![locale.text(msg::REPLAY_CLOCK_NONE)];
        }
        // The side that made a move is the side to move before it.
        let latest = |side: Player| {
            loaded.cursor.behind(tree).find_map(|id| {
                let parent = tree.nodes.get(id)?.parent?;
                (tree.nodes.get(parent)?.pos.turn() == side).then(|| reading(id))?
            })
        };
        let said = |side: Player| match latest(side) {
            // Rounded up to the second, as a clock shows it.
            Some(seconds) => duration(locale, (seconds * 1000.0).ceil() as u64),
            None => locale.text(msg::REPLAY_CLOCK_UNKNOWN),
        };
        vec![sentence(
            locale,
            msg::REPLAY_CLOCK,
            &[
                ("white", said(Player::White).into()),
                ("black", said(Player::Black).into()),
            ],
        )]
    }

    /// `where`: the place (last move, comments, variations), then whose move it is, the
    /// place in the variations, and the material when it differs (in draughts: the men
    /// and kings of each side).
    pub(super) fn where_am_i(&self) -> Vec<String> {
        let mut lines = self.say_here();
        let Some(loaded) = &self.game else {
            return lines;
        };
        let locale = self.locale();
        let tree = &loaded.tree;
        let pos = &tree.nodes[loaded.cursor.at].pos;
        let mut parts = vec![sentence(
            locale,
            msg::REPLAY_WHERE_TURN,
            &[
                ("side", pos.turn().in_sentence(locale).into()),
                ("number", tree.next_number(loaded.cursor.at).into()),
            ],
        )];
        let depth = loaded.cursor.depth(tree);
        if depth > 0 {
            let (_, line, count) = loaded.cursor.variation(tree).unwrap_or((0, 1, 1));
            parts.push(sentence(
                locale,
                msg::REPLAY_WHERE_VARIATION,
                &[
                    ("depth", depth.into()),
                    ("line", line.into()),
                    ("count", count.into()),
                ],
            ));
        }
        if !pos.even_material()
            && let Ok(material) = self.words.answer(pos, BoardQuestion::Material)
        {
            parts.push(material);
        }
        lines.push(parts.join(" "));
        // Unless the place itself is where the named lines are left (said above).
        if self.openings.left_at(tree, loaded.cursor.at).is_none() {
            lines.extend(
                self.openings
                    .reached(tree, loaded.cursor.at)
                    .map(|name| self.opening_line(name)),
            );
        }
        lines
    }
}

/// The `[%clk]` reading after the move leading to `id`, in seconds, unless it is more than
/// the game can give by then ([`clock_comment`]: such a reading is not read).
fn clock_reading(tree: &GameTree<Board>, id: NodeId) -> Option<f64> {
    let node = tree.nodes.get(id)?;
    let tag = tree.tag("TimeControl");
    node.comments
        .iter()
        .find_map(|c| clock_comment(c, tag, node.number))
        .map(|ms| ms as f64 / 1000.0)
}
