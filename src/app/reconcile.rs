//! Reconciliation inside the session (FIDE Appendix D.2.9): the session's own record is
//! sheet 1, the other scoresheet comes from a file, and up to two boards are entered a
//! line at a time and spoken back. Reconciling never changes the record: the arbiter
//! decides, and `undo` / `adjust` carry the decision out.
//!
//! The only I/O of the application state is here: reading the other sheet's file.

use std::path::Path;

use shakmaty::{Board, Chess};

use super::command::BoardStep;
use super::{App, Out};
use crate::game::chess::start_position;
use crate::i18n::errors::io_sentence;
use crate::reconcile::{
    BoardEntry, Sheet, SheetFileError, check_board, describe_board, describe_entry,
    read_sheet_file, reconcile_from, report_text,
};
use crate::speech::Priority;

/// The most boards a reconciliation compares.
const MAX_BOARDS: usize = 2;

/// The boards entered for `reconcile`, and the one being entered.
#[derive(Debug, Clone, Default)]
pub(super) struct Boards {
    done: Vec<Board>,
    entering: Option<BoardEntry>,
}

impl Boards {
    /// Whether lines are being taken as pieces and squares.
    pub(super) fn is_entering(&self) -> bool {
        self.entering.is_some()
    }
}

impl App {
    /// `board`, `board done`, `board clear`.
    pub(super) fn board_step(&mut self, step: BoardStep, out: &mut Out) {
        let number = (self.boards.done.len() + 1).to_string();
        match step {
            BoardStep::Start if self.boards.is_entering() => {
                out.error(self.text_with("session-board-already", &[("number", number)]));
            }
            BoardStep::Start if self.boards.done.len() >= MAX_BOARDS => {
                out.error(self.text("session-board-full"));
            }
            BoardStep::Start => {
                self.boards.entering = Some(BoardEntry::new());
                out.say(
                    self.text_with("session-board-start", &[("number", number)]),
                    Priority::Listing,
                );
            }
            BoardStep::Done => self.finish_board(number, out),
            BoardStep::Clear => {
                self.boards = Boards::default();
                out.say(self.text("session-board-cleared"), Priority::Listing);
            }
        }
    }

    fn finish_board(&mut self, number: String, out: &mut Out) {
        let Some(entry) = &self.boards.entering else {
            out.error(self.text("session-board-not-entering"));
            return;
        };
        let board = entry.board().clone();
        let pieces = if board.occupied().is_empty() {
            self.text("session-board-nothing")
        } else {
            describe_board(&board, &self.announcer)
        };
        if let Err(error) = check_board(&board) {
            out.error(self.text_with(
                "session-board-unusable",
                &[("board", pieces), ("error", error.to_string())],
            ));
            return;
        }
        self.boards.entering = None;
        self.boards.done.push(board);
        out.say(
            self.text_with(
                "session-board-done",
                &[("number", number), ("board", pieces)],
            ),
            Priority::Listing,
        );
    }

    /// A line while a board is being entered: pieces and squares, never a move.
    pub(super) fn board_line(&mut self, line: &str, out: &mut Out) {
        let Some(entry) = &mut self.boards.entering else {
            return;
        };
        match entry.enter(line) {
            Ok(items) if items.is_empty() => {
                let side = entry.colour().map_or_else(
                    || self.text("session-board-no-side"),
                    |colour| self.side_word(super::player_of(colour)),
                );
                out.say(
                    self.text_with("session-board-side", &[("side", side)]),
                    Priority::Move,
                );
            }
            Ok(items) => out.say(describe_entry(&items, &self.announcer), Priority::Move),
            Err(error) => out
                .error(self.text_with("session-board-line-error", &[("error", error.to_string())])),
        }
    }

    /// `reconcile FILE`: the report sentences, or why there is none.
    pub(super) fn reconcile(&mut self, path: &Path, out: &mut Out) {
        let other = match read_sheet_file(path, None) {
            Ok((sheet, _)) => sheet,
            Err(SheetFileError::Unreadable(error)) => {
                out.error(io_sentence(self.locale(), path, &error));
                return;
            }
            Err(error) => {
                out.error(
                    self.text_with("session-reconcile-failed", &[("error", error.to_string())]),
                );
                return;
            }
        };
        let start: Chess = start_position(self.record()).unwrap_or_default();
        let own = Sheet::from_record(self.record());
        match reconcile_from(&start, &own, &other, &self.boards.done) {
            Ok(report) => {
                for line in report_text(&report, &self.announcer) {
                    out.say(line, Priority::Listing);
                }
                if self.boards.is_entering() {
                    out.say(self.text("session-board-still-entering"), Priority::Listing);
                }
            }
            Err(error) => out
                .error(self.text_with("session-reconcile-failed", &[("error", error.to_string())])),
        }
    }
}
