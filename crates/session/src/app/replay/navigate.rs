//! Moving through the replayed game: a move on or back, the start and the end, move N,
//! into and out of variations, and on to the next line, comment or mistake.

use super::Replay;
use crate::app::{Seek, Step};
use crate::i18n::sentence;
use crate::msg;
use crate::replay::words::comment_words;
use crate::terms::Player;

impl Replay {
    pub(super) fn step(&mut self, step: Step) -> Vec<String> {
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
        };
        let tree = &loaded.tree;
        let cursor = &mut loaded.cursor;
        let depth = cursor.depth(tree);
        let moved = match step {
            Step::Next => cursor.next(tree).is_some(),
            Step::Prev => cursor.prev(tree),
            Step::Start => {
                cursor.start();
                true
            }
            Step::End => {
                cursor.end(tree);
                true
            }
            Step::Leave => cursor.leave(tree).is_some(),
        };
        if moved {
            let now = cursor.depth(tree);
            let mut lines = Vec::new();
            if step == Step::Leave {
                lines.push(self.locale().text(msg::REPLAY_LEFT_VARIATION));
            } else if now < depth {
                lines.push(sentence(
                    self.locale(),
                    msg::REPLAY_BACK_IN_LINE,
                    &[("depth", now.into())],
                ));
            }
            lines.extend(self.say_here());
            return lines;
        }
        let id = match step {
            Step::Next => self.end_words(),
            Step::Prev => msg::REPLAY_AT_START.to_owned(),
            _ => msg::REPLAY_NOT_IN_VARIATION.to_owned(),
        };
        vec![self.locale().text(&id)]
    }

    /// The message id for "no next move": the end of the game, of a variation, or the
    /// place where a bad move stopped the reading.
    fn end_words(&self) -> String {
        let Some(loaded) = &self.game else {
            return msg::REPLAY_NO_GAME.to_owned();
        };
        if loaded.cursor.depth(&loaded.tree) > 0 {
            msg::REPLAY_END_OF_VARIATION.to_owned()
        } else {
            msg::REPLAY_END_OF_GAME.to_owned()
        }
    }

    pub(super) fn go(&mut self, number: u32, side: Player) -> Vec<String> {
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
        };
        if loaded.cursor.go(&loaded.tree, number, side) {
            self.say_here()
        } else {
            vec![sentence(
                self.locale(),
                msg::REPLAY_NO_SUCH_MOVE,
                &[("number", number.into())],
            )]
        }
    }

    pub(super) fn enter(&mut self, k: Option<usize>) -> Vec<String> {
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
        };
        match k.and_then(|k| loaded.cursor.enter(&loaded.tree, k)) {
            // Line 1 is the next move of the line the cursor is in: no variation entered.
            Some(_) if k == Some(1) => self.say_here(),
            // The move says its line ("line 2 of 3").
            Some(_) => {
                let depth = loaded.cursor.depth(&loaded.tree);
                let mut lines = vec![sentence(
                    self.locale(),
                    msg::REPLAY_ENTERED_VARIATION,
                    &[("depth", depth.into())],
                )];
                lines.extend(self.say_here());
                lines
            }
            None => vec![self.locale().text(msg::REPLAY_NO_VARIATION)],
        }
    }

    /// Next or previous line at the nearest branch, comment, mistake or game.
    pub(super) fn seek(&mut self, target: Seek, forward: bool) -> Vec<String> {
        if target == Seek::Move {
            return self.step(if forward { Step::Next } else { Step::Prev });
        }
        let words = &self.words;
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
        };
        let tree = &loaded.tree;
        let cursor = &mut loaded.cursor;
        if target == Seek::Line {
            return match cursor.switch_line(tree, forward) {
                // The move of the line says its number ("line 2 of 3").
                Some(_) => self.say_here(),
                None => vec![self.locale().text(if forward {
                    msg::REPLAY_NO_NEXT_LINE
                } else {
                    msg::REPLAY_NO_PREVIOUS_LINE
                })],
            };
        }
        let wanted = |id: usize| {
            let node = &tree.nodes[id];
            match target {
                // A comment that says nothing (only a clock reading) is no comment.
                Seek::Comment => node.comments.iter().chain(&node.lead).any(|c| {
                    !comment_words(words.locale(), c, &|_| None)
                        .trim()
                        .is_empty()
                }),
                _ => node.glyphs.iter().any(|g| g.is_mistake()),
            }
        };
        let found = if forward {
            cursor.ahead(tree).find(|&id| wanted(id))
        } else {
            cursor
                .behind(tree)
                .skip(1)
                .find(|&id| wanted(id) && id != 0)
        };
        match found {
            Some(id) => {
                cursor.at = id;
                self.say_here()
            }
            None => {
                let id = match (target, forward) {
                    (Seek::Comment, true) => msg::REPLAY_NO_NEXT_COMMENT,
                    (Seek::Comment, false) => msg::REPLAY_NO_PREVIOUS_COMMENT,
                    (_, true) => msg::REPLAY_NO_NEXT_MISTAKE,
                    (_, false) => msg::REPLAY_NO_PREVIOUS_MISTAKE,
                };
                vec![self.locale().text(id)]
            }
        }
    }
}
