//! Reconciliation inside the session (FIDE Appendix D.2.9, seed 003 IV.13.11): the
//! session's own record is sheet 1, the other scoresheet comes from a file (one game of a
//! file with several), and in chess up to two boards, each maybe the blind or the sighted
//! player's, are entered a line at a time and spoken back. Both games are compared by one
//! engine, [`crate::reconcile::reconcile_game`]. Reconciling never changes the record: the arbiter decides, and
//! `undo` / `adjust` carry the decision out.
//!
//! The only I/O of the application state is here: reading the other sheet's file.

use std::path::Path;

use super::command::BoardStep;
use super::{App, Effect, Out, Read};
use crate::games::chess::reconcile::{
    BoardEntry, ChessBoardError, Placement, check_board, describe_board, describe_entry,
};
use crate::msg;
use crate::reconcile::{Player, Sheet, SheetFileError};
use crate::speech::Priority;
use crate::unusable::Unusable;

/// The most boards a reconciliation compares.
const MAX_BOARDS: usize = 2;

/// The boards entered for `reconcile` with whose each is, and the one being entered.
#[derive(Debug, Clone, Default)]
pub(super) struct Boards {
    done: Vec<(Placement, Option<Player>)>,
    entering: Option<(BoardEntry, Option<Player>)>,
}

impl Boards {
    /// Whether lines are being taken as pieces and squares.
    pub(super) fn is_entering(&self) -> bool {
        self.entering.is_some()
    }
}

impl App {
    /// `board [blind|sighted]`, `board done`, `board clear`.
    pub(super) fn board_step(&mut self, step: BoardStep, out: &mut Out) {
        if !self.position().rules().compares_boards() {
            out.error(self.position().rules().chess_only(self.locale()));
            return;
        }
        let number = self.boards.done.len() + 1;
        match step {
            BoardStep::Start(_) if self.boards.is_entering() => {
                out.error(self.text_with(msg::SESSION_BOARD_ALREADY, &[("number", number.into())]));
            }
            BoardStep::Start(_) if self.boards.done.len() >= MAX_BOARDS => {
                out.error(self.text(msg::SESSION_BOARD_FULL));
            }
            BoardStep::Start(player) => {
                self.boards.entering = Some((BoardEntry::new(), player));
                let mut said =
                    self.text_with(msg::SESSION_BOARD_START, &[("number", number.into())]);
                if let Some(player) = player {
                    said.push(' ');
                    said.push_str(&self.text_with(
                        msg::SESSION_BOARD_OWNER,
                        &[("player", player.key().to_owned().into())],
                    ));
                }
                out.say(said, Priority::Listing);
            }
            BoardStep::Done => self.finish_board(number, out),
            BoardStep::Clear => {
                self.boards = Boards::default();
                out.say(self.text(msg::SESSION_BOARD_CLEARED), Priority::Listing);
            }
        }
    }

    fn finish_board(&mut self, number: usize, out: &mut Out) {
        let Some((entry, player)) = &self.boards.entering else {
            out.error(self.text(msg::SESSION_BOARD_NOT_ENTERING));
            return;
        };
        let (board, player) = (entry.board().clone(), *player);
        let pieces = if board.occupied().is_empty() {
            self.text(msg::SESSION_BOARD_NOTHING)
        } else {
            describe_board(&board, self.words.announcer())
        };
        if let Err(error) = check_board(&board) {
            // The board's own words: what is impossible, without "impossible position".
            let error = match error {
                ChessBoardError::Impossible(why) => why.phrase(self.locale()),
                other => other.phrase(self.locale()),
            };
            out.error(self.text_with(
                msg::SESSION_BOARD_UNUSABLE,
                &[("board", pieces.into()), ("error", error.into())],
            ));
            return;
        }
        self.boards.entering = None;
        self.boards.done.push((board, player));
        out.say(
            self.text_with(
                msg::SESSION_BOARD_DONE,
                &[("number", number.into()), ("board", pieces.into())],
            ),
            Priority::Listing,
        );
    }

    /// A line while a board is being entered: pieces and squares, never a move.
    pub(super) fn board_line(&mut self, line: &str, out: &mut Out) {
        let Some((entry, _)) = &mut self.boards.entering else {
            return;
        };
        match entry.enter(line) {
            Ok(items) if items.is_empty() => {
                let side = entry.side().map_or_else(
                    || self.text(msg::SESSION_BOARD_NO_SIDE),
                    |side| side.name(self.locale()),
                );
                out.say(
                    self.text_with(msg::SESSION_BOARD_SIDE, &[("side", side.into())]),
                    Priority::Move,
                );
            }
            Ok(items) => out.say(
                describe_entry(&items, self.words.announcer()),
                Priority::Move,
            ),
            Err(error) => {
                let error = error.phrase(self.locale());
                out.error(
                    self.text_with(msg::SESSION_BOARD_LINE_ERROR, &[("error", error.into())]),
                );
            }
        }
    }

    /// `reconcile FILE [game N]`: the runtime reads the other sheet (a [`Read::Sheet`]:
    /// chess as text, PGN or a game file; draughts as PDN or a game file of the session's
    /// variant), then [`App::compare_sheet`] says the report.
    pub(super) fn reconcile(&self, path: &Path, game: Option<usize>, out: &mut Out) {
        out.effects.push(Effect::Read(Read::Sheet {
            path: path.to_owned(),
            game,
            rules: self.session.start().rules(),
        }));
    }

    /// The report of the record against the sheet read from `path` (game `game`), or why
    /// there is none. Chess compares the boards entered too.
    pub(super) fn compare_sheet(
        &self,
        (path, game): (&Path, Option<usize>),
        read: Result<Sheet, SheetFileError>,
        out: &mut Out,
    ) {
        let other = match read {
            Ok(sheet) => sheet,
            Err(error) => {
                let mut sentence = error.sentence(self.locale(), path);
                if let SheetFileError::NoSuchGame { count, .. } = error {
                    sentence.push(' ');
                    sentence.push_str(&self.game_hint(path, count));
                }
                out.error(sentence);
                return;
            }
        };
        let own = Sheet::from_record(self.record());
        let start = self.session.start();
        match crate::games::sheet::reconcile(start, (&own, &other), &self.boards.done, &self.words)
        {
            Ok(lines) => {
                for line in lines {
                    out.say(line, Priority::Listing);
                }
                if let (None, Some(read)) = (game, &other.game) {
                    out.say(self.game_hint(path, read.games), Priority::Listing);
                }
                if self.boards.is_entering() {
                    out.say(
                        self.text(msg::SESSION_BOARD_STILL_ENTERING),
                        Priority::Listing,
                    );
                }
            }
            Err(error) => out.error(error.sentence(self.locale())),
        }
    }

    /// How to reconcile with another game of the file at `path`, which has `count` (with
    /// its only game, when it has one).
    fn game_hint(&self, path: &Path, count: usize) -> String {
        let id = match count {
            1 => msg::SESSION_RECONCILE_ONLY_GAME_HINT,
            _ => msg::SESSION_RECONCILE_GAME_HINT,
        };
        self.text_with(
            id,
            &[
                ("file", path.display().to_string().into()),
                ("count", count.into()),
            ],
        )
    }
}
