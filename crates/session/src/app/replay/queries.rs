//! Replay's answers on request: the help and its keys, why a typed line did nothing,
//! the board queries a game session has too, study aids, material, the last capture and
//! the moves of the line.

use fluent_bundle::FluentValue;

use super::Replay;
use crate::app::command::{Command, Engine, LineError, help_lines_of};
use crate::games::questions::{BoardQuestion, Unanswered};
use crate::games::{Board, SquareName};
use crate::i18n::sentence;
use crate::msg;
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
                msg::REPLAY_HELP_KEYS
            } else {
                msg::REPLAY_HELP_KEYS_DRAUGHTS
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
                msg::REPLAY_UNKNOWN_COMMAND,
                &[("command", text.clone().into())],
            ),
            LineError::Extra {
                help_id,
                name,
                extra,
                ..
            } => match usage_id(help_id, chess) {
                Some(msg::SESSION_CHESS_ONLY) => self.rules().chess_only(locale),
                Some(id) => locale.text(id),
                None => sentence(
                    locale,
                    msg::REPLAY_EXTRA_WORDS,
                    &[
                        ("command", FluentValue::from((*name).to_owned())),
                        ("extra", extra.to_lowercase().into()),
                    ],
                ),
            },
            LineError::TooLong(count) => sentence(
                locale,
                msg::REPLAY_LINE_TOO_LONG,
                &[
                    ("count", (*count).into()),
                    ("max", crate::app::MAX_LINE.into()),
                ],
            ),
            LineError::NotText => locale.text(msg::REPLAY_NOT_TEXT),
            LineError::Empty => locale.text(msg::SESSION_EMPTY_LINE),
            LineError::Usage(usage) => {
                let usage = crate::app::command::usage_said(locale, usage);
                sentence(locale, msg::SESSION_USAGE, &[("usage", usage.into())])
            }
        }
    }

    /// The board queries a game session has too (`pieces`, `scan`, `square`), read by
    /// their entries of the command table; diagonals are replay's alone.
    pub(super) fn query(&self, query: &Command) -> Vec<String> {
        let Some(board) = self.position() else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
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
                    .unwrap_or_else(|| vec![self.locale().text(msg::SESSION_PIECE_NOT_IN_GAME)]);
            }
            Command::Square(name) => (BoardQuestion::Square(*name), msg::SESSION_NOT_ON_BOARD),
            Command::ScanFile(file) => (BoardQuestion::File(*file), msg::REPLAY_SCAN_USAGE),
            Command::ScanRank(rank) => (BoardQuestion::Rank(*rank), msg::REPLAY_SCAN_USAGE),
            Command::ScanDiagonal(from, to) => {
                (BoardQuestion::Diagonal(*from, *to), msg::REPLAY_SCAN_USAGE)
            }
            _ => return vec![board.rules().chess_only(self.locale())],
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
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
        };
        vec![self.answer(
            board,
            BoardQuestion::Aid(aid, square),
            msg::REPLAY_STUDY_USAGE,
        )]
    }

    /// `material`: in pawns for chess; men and kings of each side for draughts.
    pub(super) fn material(&self) -> Vec<String> {
        let Some(board) = self.position() else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
        };
        vec![self.answer(board, BoardQuestion::Material, msg::SESSION_CHESS_ONLY)]
    }

    /// The game's answer to `question` about `board`, or the sentence why there is none:
    /// `usage` (its message id) when what it names is not on the board.
    fn answer(&self, board: &Board, question: BoardQuestion, usage: &str) -> String {
        match self.words.answer(board, question) {
            Ok(answer) => answer,
            Err(Unanswered::NotOnBoard) => self.locale().text(usage),
            Err(Unanswered::NotInGame) => board.rules().chess_only(self.locale()),
        }
    }

    pub(super) fn last_capture(&self) -> Vec<String> {
        match &self.game {
            Some(g) => vec![study::last_capture(&self.words, &g.tree, &g.cursor)],
            None => vec![self.locale().text(msg::REPLAY_NO_GAME)],
        }
    }

    /// `moves`, `moves last 5`, `moves 12-`, `moves 10-20`: the moves of the current line
    /// that `span` takes.
    pub(super) fn moves(&self, span: MoveSpan) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text(msg::REPLAY_NO_GAME)];
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
        (msg::SESSION_HELP_PIECES, true) => msg::REPLAY_PIECES_USAGE,
        (msg::SESSION_HELP_PIECES, false) => msg::REPLAY_DRAUGHTS_PIECES_USAGE,
        (msg::SESSION_HELP_SCAN, true) => msg::REPLAY_SCAN_USAGE,
        (msg::SESSION_HELP_SCAN, false) => msg::SESSION_CHESS_ONLY,
        (msg::SESSION_HELP_SQUARE, true) => msg::REPLAY_SQUARE_USAGE,
        (msg::SESSION_HELP_SQUARE, false) => msg::REPLAY_DRAUGHTS_SQUARE_USAGE,
        (msg::REPLAY_HELP_GO, _) => msg::REPLAY_GO_USAGE,
        (msg::REPLAY_HELP_FILTER, _) => msg::REPLAY_FILTER_USAGE,
        (msg::REPLAY_HELP_GAME, _) => msg::REPLAY_GAME_USAGE,
        (msg::REPLAY_HELP_MOVES, _) => msg::REPLAY_MOVES_USAGE,
        _ => return None,
    })
}
