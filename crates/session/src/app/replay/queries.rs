//! Replay's answers on request: the help and its keys, why a typed line did nothing,
//! the board queries a game session has too, study aids, material, the last capture and
//! the moves of the line.

use fluent_bundle::FluentValue;

use super::Replay;
use crate::app::command::{Command, Engine, LineError, help_lines_of};
use crate::games::questions::{BoardQuestion, Unanswered};
use crate::games::{Board, SquareName};
use crate::i18n::sentence;
use crate::replay::study::{self, MoveSpan};
use crate::terms::Player;

impl Replay {
    /// The help of replay's commands, and its keys.
    pub(super) fn help(&self) -> Vec<String> {
        let rules = self.rules();
        let mut lines = help_lines_of(self.locale(), Engine::Replay, rules);
        match &self.keys {
            Some(keys) => lines.extend(keys.iter().cloned()),
            None => lines.push(self.locale().text(if rules.is_chess() {
                "replay-help-keys"
            } else {
                "replay-help-keys-draughts"
            })),
        }
        lines
    }

    /// Why a typed line did nothing.
    pub(super) fn line_error(&self, error: &LineError) -> String {
        let locale = self.locale();
        let chess = self.rules().is_chess();
        match error {
            LineError::Unknown(text) => sentence(
                locale,
                "replay-unknown-command",
                &[("command", text.clone().into())],
            ),
            LineError::Extra {
                help_id,
                name,
                extra,
                ..
            } => match usage_id(help_id, chess) {
                Some(id) => locale.text(id),
                None => sentence(
                    locale,
                    "replay-extra-words",
                    &[
                        ("command", FluentValue::from((*name).to_owned())),
                        ("extra", extra.to_lowercase().into()),
                    ],
                ),
            },
            LineError::TooLong(count) => sentence(
                locale,
                "replay-line-too-long",
                &[
                    ("count", (*count).into()),
                    ("max", crate::app::MAX_LINE.into()),
                ],
            ),
            LineError::NotText => locale.text("replay-not-text"),
            LineError::Empty => locale.text("session-empty-line"),
            LineError::Usage(usage) => {
                let usage = crate::app::command::usage_in(locale, usage);
                sentence(locale, "session-usage", &[("usage", usage.into())])
            }
        }
    }

    /// The board queries a game session has too (`pieces`, `scan`, `square`), read by
    /// their entries of the command table; diagonals are replay's alone.
    pub(super) fn query(&self, query: &Command) -> Vec<String> {
        let Some(board) = self.position() else {
            return vec![self.locale().text("replay-no-game")];
        };
        let sides = match query {
            Command::Pieces(Some(side)) | Command::PiecesOf(Some(side), _) => vec![*side],
            _ => vec![Player::White, Player::Black],
        };
        let (question, usage) = match query {
            Command::Pieces(_) => {
                return sides
                    .into_iter()
                    .filter_map(|side| self.words.pieces(board, side, None))
                    .collect();
            }
            Command::PiecesOf(_, kind) => {
                return sides
                    .into_iter()
                    .map(|side| self.words.pieces(board, side, Some(*kind)))
                    .collect::<Option<Vec<String>>>()
                    .unwrap_or_else(|| vec![self.locale().text("session-piece-not-in-game")]);
            }
            Command::Square(name) => (BoardQuestion::Square(*name), "session-not-on-board"),
            Command::ScanFile(file) => (BoardQuestion::File(*file), "replay-scan-usage"),
            Command::ScanRank(rank) => (BoardQuestion::Rank(*rank), "replay-scan-usage"),
            Command::ScanDiagonal(from, to) => {
                (BoardQuestion::Diagonal(*from, *to), "replay-scan-usage")
            }
            _ => return vec![self.locale().text("session-chess-only")],
        };
        vec![self.answer(board, question, usage)]
    }

    /// A study aid about one square (`attacks e4`, `legal g1`).
    pub(super) fn on_square(
        &self,
        aid: study::SquareAid,
        square: Option<SquareName>,
    ) -> Vec<String> {
        let Some(board) = self.position() else {
            return vec![self.locale().text("replay-no-game")];
        };
        vec![self.answer(board, BoardQuestion::Aid(aid, square), "replay-study-usage")]
    }

    /// `material`: in pawns for chess; men and kings of each side for draughts.
    pub(super) fn material(&self) -> Vec<String> {
        let Some(board) = self.position() else {
            return vec![self.locale().text("replay-no-game")];
        };
        vec![self.answer(board, BoardQuestion::Material, "session-chess-only")]
    }

    /// The game's answer to `question` about `board`, or the sentence why there is none:
    /// `usage` (its message id) when what it names is not on the board.
    fn answer(&self, board: &Board, question: BoardQuestion, usage: &str) -> String {
        match self.words.answer(board, question) {
            Ok(answer) => answer,
            Err(Unanswered::NotOnBoard) => self.locale().text(usage),
            Err(Unanswered::NotInGame) => self.locale().text("session-chess-only"),
        }
    }

    pub(super) fn last_capture(&self) -> Vec<String> {
        match &self.game {
            Some(g) => vec![study::last_capture(&self.words, &g.tree, &g.cursor)],
            None => vec![self.locale().text("replay-no-game")],
        }
    }

    /// `moves`, `moves last 5`, `moves 12-`, `moves 10-20`: the moves of the current line
    /// that `span` takes.
    pub(super) fn moves(&self, span: MoveSpan) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        let line = study::moves_of_line(&self.words, &loaded.tree, &loaded.cursor, span);
        vec![line.unwrap_or_else(|| study::no_such_moves(self.locale(), span))]
    }
}

/// The sentence said when the words after the name of the command whose help is
/// `help_id` do not fit, for the commands that have one (chess or draughts); the others
/// say which words were extra.
fn usage_id(help_id: &str, chess: bool) -> Option<&'static str> {
    Some(match (help_id, chess) {
        ("session-help-pieces", true) => "replay-pieces-usage",
        ("session-help-pieces", false) => "replay-draughts-pieces-usage",
        ("session-help-scan", true) => "replay-scan-usage",
        ("session-help-scan", false) => "session-chess-only",
        ("session-help-square", true) => "replay-square-usage",
        ("session-help-square", false) => "replay-draughts-square-usage",
        ("replay-help-go", _) => "replay-go-usage",
        ("replay-help-filter", _) => "replay-filter-usage",
        ("replay-help-game", _) => "replay-game-usage",
        ("replay-help-moves", _) => "replay-moves-usage",
        _ => return None,
    })
}
