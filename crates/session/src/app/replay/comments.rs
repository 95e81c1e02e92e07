//! The comments of the replayed game in words: split into lines, cut at the quote limit
//! with the rest kept for `more`, and `comment`.

use super::{COMMENT_LINE, Replay, answer};
use crate::app::Effect;
use crate::games::Board;
use crate::i18n::sentence;
use crate::msg;
use crate::replay::lines::written_move_words;
use crate::replay::words::{comment_words, split_long};

impl Replay {
    /// The comments in words: "Comment: ..."; a long one goes on over further lines,
    /// split at sentence ends. A move a comment names is said in the session's style
    /// when it is legal in `before`, the position the commented move was played in.
    pub(super) fn comment_lines(&self, comments: &[String], before: Option<&Board>) -> Vec<String> {
        let say_move = |written: &str| written_move_words(&self.words, before?, written);
        let mut lines = Vec::new();
        for comment in comments {
            let words = comment_words(self.locale(), comment, &say_move);
            let words = self.quote_part(&words);
            for (i, part) in split_long(&words, COMMENT_LINE).into_iter().enumerate() {
                if i == 0 {
                    lines.push(sentence(
                        self.locale(),
                        msg::REPLAY_COMMENT,
                        &[("text", part.to_owned().into())],
                    ));
                } else {
                    lines.push(part.to_owned());
                }
            }
        }
        lines
    }

    /// `text` (a comment in words) as one answer may say it: whole, or its first
    /// [`crate::safe_text::QUOTE_LIMIT`] characters and the sentence how many more `more`
    /// says, the rest kept for it.
    fn quote_part(&self, text: &str) -> String {
        let (kept, left) = crate::safe_text::cut(text, crate::safe_text::QUOTE_LIMIT);
        if left == 0 {
            return text.to_owned();
        }
        *self.unsaid.borrow_mut() = Some(text[kept.len()..].trim().to_owned());
        let note = sentence(
            self.locale(),
            msg::REPLAY_QUOTE_CUT,
            &[("count", left.into())],
        );
        format!("{kept} {note}")
    }

    /// `more`: the next part of the comment last cut short, in lines as a comment is
    /// said, and at its end the sentence that it ended; the next page of the list when
    /// the list was said since (or nothing was cut).
    pub(super) fn more(&mut self) -> Vec<Effect> {
        let Some(rest) = self.unsaid.get_mut().take() else {
            return self.list();
        };
        let end = self.locale().text(msg::REPLAY_COMMENT_END);
        if rest.is_empty() {
            *self.unsaid.get_mut() = Some(rest);
            return answer(vec![end]);
        }
        let part = self.quote_part(&rest);
        let mut lines: Vec<String> = split_long(&part, COMMENT_LINE)
            .into_iter()
            .map(str::to_owned)
            .collect();
        let unsaid = self.unsaid.get_mut();
        if unsaid.is_none() {
            lines.push(end);
            *unsaid = Some(String::new());
        }
        answer(lines)
    }

    pub(super) fn comment(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
        };
        let node = &loaded.tree.nodes[loaded.cursor.at];
        let before = node.parent.map(|p| &loaded.tree.nodes[p].pos);
        let mut lines = self.comment_lines(&node.lead, before);
        lines.extend(self.comment_lines(&node.comments, before));
        if lines.is_empty() {
            vec![self.locale().text(msg::REPLAY_NO_COMMENT)]
        } else {
            lines
        }
    }
}
