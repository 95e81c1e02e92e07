//! What is said about the replayed game itself: its line of the list, ratings and
//! opening when it opens, its tags (`info`), and the opening reached (`opening`).

use super::Replay;
use crate::games::Board;
use crate::games::chess::openings;
use crate::i18n::sentence;
use crate::msg;
use crate::replay::game_files::GameKind;
use crate::replay::index::GameInfo;
use crate::replay::lines::{game_line, tag_line};
use crate::replay::tree::GameTree;

impl Replay {
    /// The one-line description of the open game and how to go on.
    pub(super) fn game_intro(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return Vec::new();
        };
        let info = GameInfo {
            white: loaded.tree.tag("White").unwrap_or(""),
            black: loaded.tree.tag("Black").unwrap_or(""),
            event: loaded.tree.tag("Event").unwrap_or(""),
            date: loaded.tree.tag("Date").unwrap_or(""),
            result: loaded.tree.result_written().unwrap_or(""),
            eco: loaded.tree.tag("ECO").unwrap_or(""),
            opening: loaded.tree.tag("Opening").unwrap_or(""),
            kind: (loaded.tree.nodes.first()).map_or(GameKind::Standard, |start| {
                start.pos.game_kind(&loaded.tree.tags)
            }),
            ..GameInfo::default()
        };
        let mut lines = vec![game_line(self.locale(), loaded.number, &info)];
        lines.extend(self.summary(&loaded.tree));
        lines.extend(self.stop_line(loaded, msg::REPLAY_STOPS_EARLY));
        match loaded.tree.moves_on_sheet() {
            0 if loaded.tree.stop.is_none() => {
                lines.push(self.locale().text(msg::REPLAY_OPENED_NO_MOVES))
            }
            moves => lines.push(sentence(
                self.locale(),
                msg::REPLAY_OPENED,
                &[("moves", moves.into())],
            )),
        }
        if let Some(first) = loaded.tree.nodes.first() {
            lines.extend(self.comment_lines(&first.comments, None));
        }
        lines
    }

    /// Ratings and opening of a game, when its tags give them.
    fn summary(&self, tree: &GameTree<Board>) -> Vec<String> {
        let locale = self.locale();
        let known = |name: &str| {
            tree.tag(name)
                .map(str::trim)
                .filter(|v| !v.is_empty() && *v != "?" && *v != "-")
        };
        let mut lines = Vec::new();
        if let (Some(white), Some(black)) = (known("WhiteElo"), known("BlackElo")) {
            lines.push(sentence(
                locale,
                msg::REPLAY_RATINGS,
                &[
                    ("white", white.to_owned().into()),
                    ("black", black.to_owned().into()),
                ],
            ));
        }
        // The name of the deepest named position of the main line, else the tags'.
        let named = self
            .openings
            .of_main_line(tree)
            .map(|name| openings::spoken(locale, name));
        let opening: Vec<&str> = match &named {
            Some(name) => vec![known("ECO"), Some(name.as_str())],
            None => vec![known("ECO"), known("Opening"), known("Variation")],
        }
        .into_iter()
        .flatten()
        .collect();
        if !opening.is_empty() {
            lines.push(sentence(
                locale,
                msg::REPLAY_OPENING,
                &[("opening", opening.join(", ").into())],
            ));
        }
        lines
    }

    pub(super) fn info(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
        };
        let mut lines = self.game_intro();
        lines.truncate(1);
        lines.extend(loaded.tree.tags.iter().filter_map(|(name, value)| {
            tag_line(self.locale(), (name, value), crate::games::variant_kind)
        }));
        lines
    }

    /// `opening`: the name of the deepest named position on the way here.
    pub(super) fn opening(&self) -> Vec<String> {
        if !self.words.names_openings() {
            return vec![self.rules().chess_only(self.locale())];
        }
        if self.openings.is_empty() {
            return vec![self.openings.missing_sentence(self.locale())];
        }
        let Some(loaded) = &self.game else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
        };
        match self.openings.reached(&loaded.tree, loaded.cursor.at) {
            Some(name) => vec![self.opening_line(name)],
            None => vec![self.locale().text(msg::REPLAY_OPENING_UNNAMED)],
        }
    }

    /// "Opening: Sicilian Defense, Najdorf Variation." in the UI language.
    pub(super) fn opening_line(&self, name: &str) -> String {
        sentence(
            self.locale(),
            msg::REPLAY_OPENING,
            &[("opening", openings::spoken(self.locale(), name).into())],
        )
    }
}
