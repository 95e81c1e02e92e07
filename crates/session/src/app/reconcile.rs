//! Reconciliation inside the session (FIDE Appendix D.2.9, seed 003 IV.13.11): the
//! session's own record is sheet 1, the other scoresheet comes from a file (one game of a
//! file with several), and in chess up to two boards, each maybe the blind or the sighted
//! player's, are entered a line at a time and spoken back. Both games are compared by one
//! engine, [`crate::reconcile::reconcile_game`]. Reconciling never changes the record: the arbiter decides, and
//! `undo` / `adjust` carry the decision out.
//!
//! The only I/O of the application state is here: reading the other sheet's file.

use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

use super::command::{BoardStep, Command, is_word};
use super::{App, Effect, Out, Read};
use crate::games::chess::reconcile::{
    BoardEntry, Placement, check_board, describe_board, describe_entry,
};
use crate::reconcile::{BoardError, Player, Sheet, SheetFileError, player_word};
use crate::speech::Priority;

/// The most boards a reconciliation compares.
const MAX_BOARDS: usize = 2;

/// How to enter a board.
pub const BOARD_USAGE: &str = "board [blind|sighted] / board done / board clear";

/// How to reconcile with a sheet in a file.
pub const RECONCILE_USAGE: &str = "reconcile FILE [game N]";

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

/// `board`, `board blind`, `board sighted`, `board done`, `board clear` (or the same
/// words of any UI language: `board незрячий`, `board widzący`, `board готово`); `words` are the
/// lowercase words after `board`.
pub(super) fn board_command(words: &[&str]) -> Option<Command> {
    Some(Command::Board(match words {
        [] => BoardStep::Start(None),
        [word] if is_word("words-done", word) => BoardStep::Done,
        [word] if is_word("words-clear", word) => BoardStep::Clear,
        [word] => BoardStep::Start(Some(player_word(word)?)),
        _ => return None,
    }))
}

/// `reconcile FILE`, `reconcile FILE game N` or `reconcile FILE --game N` (as the command
/// line's `--game N`), from the `words` after `reconcile` as typed: the file name keeps
/// its case.
pub(super) fn reconcile_command(words: &[&str]) -> Option<Command> {
    let number = |n: &str| n.parse::<NonZeroUsize>().ok().map(NonZeroUsize::get);
    let (file, game) = match words {
        [file @ .., flag, n]
            if flag.to_lowercase() == "--game" || is_word("words-game", &flag.to_lowercase()) =>
        {
            (file, Some(number(n)?))
        }
        [file @ .., flag] if flag.to_lowercase().starts_with("--game=") => {
            (file, Some(number(&flag["--game=".len()..])?))
        }
        all => (all, None),
    };
    (!file.is_empty()).then(|| Command::Reconcile(PathBuf::from(file.join(" ")), game))
}

impl App {
    /// `board [blind|sighted]`, `board done`, `board clear`.
    pub(super) fn board_step(&mut self, step: BoardStep, out: &mut Out) {
        if !self.position().rules().compares_boards() {
            out.error(self.text("session-chess-only"));
            return;
        }
        let number = self.boards.done.len() + 1;
        match step {
            BoardStep::Start(_) if self.boards.is_entering() => {
                out.error(self.text_with("session-board-already", &[("number", number.into())]));
            }
            BoardStep::Start(_) if self.boards.done.len() >= MAX_BOARDS => {
                out.error(self.text("session-board-full"));
            }
            BoardStep::Start(player) => {
                self.boards.entering = Some((BoardEntry::new(), player));
                let mut said = self.text_with("session-board-start", &[("number", number.into())]);
                if let Some(player) = player {
                    said.push(' ');
                    said.push_str(&self.text_with(
                        "session-board-owner",
                        &[("player", player.key().to_owned().into())],
                    ));
                }
                out.say(said, Priority::Listing);
            }
            BoardStep::Done => self.finish_board(number, out),
            BoardStep::Clear => {
                self.boards = Boards::default();
                out.say(self.text("session-board-cleared"), Priority::Listing);
            }
        }
    }

    fn finish_board(&mut self, number: usize, out: &mut Out) {
        let Some((entry, player)) = &self.boards.entering else {
            out.error(self.text("session-board-not-entering"));
            return;
        };
        let (board, player) = (entry.board().clone(), *player);
        let pieces = if board.occupied().is_empty() {
            self.text("session-board-nothing")
        } else {
            describe_board(&board, self.words.announcer())
        };
        if let Err(error) = check_board(&board) {
            // The board's own words: what is impossible, without "impossible position".
            let error = match error {
                BoardError::Impossible(why) => why.phrase(self.locale()),
                other => other.phrase(self.locale()),
            };
            out.error(self.text_with(
                "session-board-unusable",
                &[("board", pieces.into()), ("error", error.into())],
            ));
            return;
        }
        self.boards.entering = None;
        self.boards.done.push((board, player));
        out.say(
            self.text_with(
                "session-board-done",
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
                let side = entry.colour().map_or_else(
                    || self.text("session-board-no-side"),
                    |colour| crate::games::chess::player_of(colour).name(self.locale()),
                );
                out.say(
                    self.text_with("session-board-side", &[("side", side.into())]),
                    Priority::Move,
                );
            }
            Ok(items) => out.say(
                describe_entry(&items, self.words.announcer()),
                Priority::Move,
            ),
            Err(error) => {
                let error = error.phrase(self.locale());
                out.error(self.text_with("session-board-line-error", &[("error", error.into())]));
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
                    out.say(self.text("session-board-still-entering"), Priority::Listing);
                }
            }
            Err(error) => out.error(error.sentence(self.locale())),
        }
    }

    /// How to reconcile with another game of the file at `path`, which has `count` (with
    /// its only game, when it has one).
    fn game_hint(&self, path: &Path, count: usize) -> String {
        let id = match count {
            1 => "session-reconcile-only-game-hint",
            _ => "session-reconcile-game-hint",
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{LineError, read_line};

    #[test]
    fn a_board_may_be_the_blind_or_the_sighted_players_in_any_language() {
        for (line, player) in [
            ("board", None),
            ("board blind", Some(Player::Blind)),
            ("Board Sighted", Some(Player::Sighted)),
            ("board незрячий", Some(Player::Blind)),
            ("board зрячий", Some(Player::Sighted)),
            ("board слепой", Some(Player::Blind)),
            ("board niewidomy", Some(Player::Blind)),
            ("board widzący", Some(Player::Sighted)),
            ("board sehend", Some(Player::Sighted)),
        ] {
            assert_eq!(
                read_line(line, false),
                Ok(Command::Board(BoardStep::Start(player))),
                "{line}"
            );
        }
        for line in ["board white", "board blind sighted", "board done now"] {
            assert_eq!(
                read_line(line, false),
                Err(LineError::Usage(BOARD_USAGE)),
                "{line}"
            );
        }
    }

    #[test]
    fn reconcile_takes_a_game_number_after_the_file() {
        for (line, path, game) in [
            ("reconcile Round 3.pgn", "Round 3.pgn", None),
            ("reconcile Round 3.pgn game 2", "Round 3.pgn", Some(2)),
            ("reconcile R.pgn --game 12", "R.pgn", Some(12)),
            ("reconcile R.pgn --game=3", "R.pgn", Some(3)),
        ] {
            assert_eq!(
                read_line(line, false),
                Ok(Command::Reconcile(PathBuf::from(path), game)),
                "{line}"
            );
        }
        for line in [
            "reconcile",
            "reconcile game 2",
            "reconcile R.pgn game 0",
            "reconcile R.pgn game x",
        ] {
            assert_eq!(
                read_line(line, false),
                Err(LineError::Usage(RECONCILE_USAGE)),
                "{line}"
            );
        }
    }
}
