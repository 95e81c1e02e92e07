//! While a game in tournament mode is open, hektor's other commands that tell about a
//! position (`say`, `replay`, `reconcile`, and `check` and `export`, which tell which
//! moves are legal) are closed: the session holds a lock on a marker file in the data
//! folder naming its game file, and those commands refuse while another process holds
//! it and that game has no result. The lock goes with the process (also on `kill -9`),
//! so a crash never leaves them closed.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::i18n::{Locale, sentence};
use crate::msg;

/// The marker's name in the data folder.
const MARKER: &str = "tournament-game.lock";

/// The marker of the data folder `data_dir`.
fn marker(data_dir: &Path) -> PathBuf {
    data_dir.join(MARKER)
}

/// Marks `game` as the open tournament game of `data_dir` for as long as the returned
/// file lives; `None` when the marker cannot be made (another tournament session holds
/// it, or the folder cannot be written: the game itself goes on).
pub fn hold(data_dir: &Path, game: &Path) -> Option<File> {
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(marker(data_dir))
        .ok()?;
    file.try_lock().ok()?;
    let game = std::path::absolute(game).unwrap_or_else(|_| game.to_owned());
    file.set_len(0).ok()?;
    file.write_all(game.to_string_lossy().as_bytes()).ok()?;
    file.sync_data().ok()?;
    Some(file)
}

/// The game file of a tournament game another process has open in `data_dir` and that
/// has no result yet, if there is one.
pub fn open_game(data_dir: &Path) -> Option<PathBuf> {
    let path = marker(data_dir);
    let file = File::open(&path).ok()?;
    match file.try_lock_shared() {
        Err(std::fs::TryLockError::WouldBlock) => {}
        _ => return None,
    }
    let game = PathBuf::from(std::fs::read_to_string(&path).ok()?.trim());
    let finished = crate::games::journal::load(&game).is_ok_and(|record| record.is_finished());
    (!finished).then_some(game)
}

/// The sentence that refuses `command` while the tournament game `game` is open.
pub fn refusal(locale: &Locale, command: &str, game: &Path) -> String {
    sentence(
        locale,
        msg::TOURNAMENT_COMMAND_CLOSED,
        &[
            ("command", command.to_owned().into()),
            ("path", game.display().to_string().into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn the_game_is_open_only_while_its_session_holds_the_marker() {
        let dir = tempfile::tempdir().unwrap();
        let game = dir.path().join("game.hektor");
        std::fs::write(&game, "").unwrap();
        assert_eq!(open_game(dir.path()), None);
        let held = hold(dir.path(), &game).unwrap();
        // Another open of the marker (as another process would) sees it held.
        assert_eq!(
            open_game(dir.path()),
            Some(std::path::absolute(&game).unwrap())
        );
        drop(held);
        assert_eq!(open_game(dir.path()), None);
    }
}
