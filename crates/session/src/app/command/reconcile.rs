//! The words of reconciliation inside the session: `board …` (entering a board to
//! compare) and `reconcile FILE [game N]`, read into [`Command::Board`] and
//! [`Command::Reconcile`] for the command table.

use std::num::NonZeroUsize;
use std::path::PathBuf;

use super::{BoardStep, Command, is_word};
use crate::msg;
use crate::reconcile::player_word;

/// How to enter a board.
pub const BOARD_USAGE: &str = "board [blind|sighted] / board done / board clear";

/// How to reconcile with a sheet in a file.
pub const RECONCILE_USAGE: &str = "reconcile FILE [game N]";

/// `board`, `board blind`, `board sighted`, `board done`, `board clear` (or the same
/// words of any UI language: `board незрячий`, `board widzący`, `board готово`); `words` are the
/// lowercase words after `board`.
pub(super) fn board_command(words: &[&str]) -> Option<Command> {
    Some(Command::Board(match words {
        [] => BoardStep::Start(None),
        [word] if is_word(msg::WORDS_DONE, word) => BoardStep::Done,
        [word] if is_word(msg::WORDS_CLEAR, word) => BoardStep::Clear,
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
            if flag.to_lowercase() == "--game"
                || is_word(msg::WORDS_GAME, &flag.to_lowercase()) =>
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

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::app::{BoardStep, Command, LineError, read_line};
    use crate::reconcile::Player;

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
