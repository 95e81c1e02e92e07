//! The place reached in a replayed file: kept in the data folder as the user goes, and
//! restored when the file is replayed again (in the game of its fingerprint, which may
//! have moved to another number).

use super::Replay;
use crate::app::Effect;
use crate::i18n::sentence;
use crate::msg;
use crate::replay::cursor::Cursor;
use crate::replay::places::{Place, fingerprint};

/// How far from its old number the game of a remembered place is looked for, when
/// another game stands at that number now (games were added or removed before it).
pub(super) const NEARBY_GAMES: usize = 50;

impl Replay {
    /// The current place, to remember for the next replay of this file.
    pub(super) fn remember(&self) -> Option<Effect> {
        Some(Effect::RememberPlace {
            data_dir: self.data_dir.clone(),
            file: self.library.path().to_owned(),
            place: self.place()?,
        })
    }

    /// The current place: the game, the move in it, and what tells the game apart.
    pub(super) fn place(&self) -> Option<Place> {
        let loaded = self.game.as_ref()?;
        Some(Place {
            game: loaded.number,
            path: loaded.cursor.path(&loaded.tree),
            game_id: Some(fingerprint(&loaded.tree)),
        })
    }

    /// `effects`, led by remembering the place when they moved it (another move or
    /// game): the place is kept as the user goes, before the step is said, so a
    /// session killed loses at most the step it was saying.
    pub(super) fn keeping_place(&mut self, mut effects: Vec<Effect>) -> Vec<Effect> {
        let place = self.place();
        if place.is_some() && place != self.kept {
            effects.splice(0..0, self.remember());
            self.kept = place;
        }
        effects
    }

    /// Goes to `place`, remembered from the last replay of the file, in the game just
    /// opened; when the game there is another one now (the file changed), the game is
    /// looked for among the games near its number ([`Replay::find_moved`]), else game 1
    /// opens instead; when the game is shorter, it starts at its beginning: the sentences
    /// that say so.
    pub(super) fn restore(&mut self, place: &Place) -> Vec<String> {
        let mut lines = Vec::new();
        let Some(loaded) = self.game.as_ref() else {
            return lines;
        };
        if !place.is_in(&loaded.tree) {
            let number = loaded.number;
            match self.find_moved(place) {
                Some(moved) => lines.push(moved),
                None => {
                    if number != 1 {
                        // A game 1 hektor cannot replay leaves the game opened, at its start.
                        let _ = self.load_game(1);
                    }
                    let game = ("game", place.game.into());
                    lines.push(sentence(
                        self.locale(),
                        msg::REPLAY_PLACE_FILE_CHANGED,
                        &[game],
                    ));
                    return lines;
                }
            }
        }
        let Some(loaded) = self.game.as_mut() else {
            return lines;
        };
        let cursor = Cursor::from_path(&loaded.tree, &place.path);
        if cursor.path(&loaded.tree) == place.path {
            loaded.cursor = cursor;
        } else {
            let now = ("game", loaded.number.into());
            lines.push(sentence(
                self.locale(),
                msg::REPLAY_PLACE_GAME_SHORTER,
                &[now],
            ));
        }
        lines
    }

    /// Opens the game of `place` where it is now, when games were added or removed before
    /// it: the nearest game within [`NEARBY_GAMES`] of its old number with its
    /// fingerprint. The sentence that says where it was found; `None` (nothing opened)
    /// when no game near has it, or the place kept no fingerprint.
    pub(super) fn find_moved(&mut self, place: &Place) -> Option<String> {
        let id = place.game_id.as_deref()?;
        let old = place.game;
        let nearby = (1..=NEARBY_GAMES)
            .flat_map(|d| [old.checked_sub(d).filter(|&n| n > 0), old.checked_add(d)])
            .flatten();
        for number in nearby {
            let tree = match self.library.load(number) {
                Ok(tree) => tree,
                Err(_) => continue,
            };
            if fingerprint(&tree) == id {
                self.take_game(number, Ok(tree)).ok()?;
                return Some(sentence(
                    self.locale(),
                    msg::REPLAY_PLACE_GAME_MOVED,
                    &[("game", old.into()), ("now", number.into())],
                ));
            }
        }
        None
    }
}
