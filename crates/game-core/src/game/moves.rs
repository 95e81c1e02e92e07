//! One recorded half-move ([`MoveRecord`]), and the moves of a record packed: the texts
//! of every move in one string and the numbers of each move in 40 bytes, so that a game
//! of a million half-moves is held in about 50 MB (a list of [`MoveRecord`]s takes two
//! strings a move: 160 MB).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One recorded half-move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    /// Standard algebraic notation with check marks, e.g. `Nf3`, `exd6`, `O-O+`.
    pub san: String,
    /// UCI form, e.g. `g1f3`, `e7e8q`.
    pub uci: String,
    /// Wall-clock time the move was recorded, milliseconds since the Unix epoch.
    pub unix_ms: i64,
    /// White's remaining time after this move, in milliseconds, if a clock ran.
    #[serde(default)]
    pub white_ms: Option<u64>,
    /// Black's remaining time after this move, in milliseconds, if a clock ran.
    #[serde(default)]
    pub black_ms: Option<u64>,
    /// The player who made this move offered a draw with it (`(=)` on the scoresheet).
    #[serde(default)]
    pub draw_offer: bool,
    /// Recorded as written in tournament mode, unchecked: `san` is the move as typed
    /// (in the record's letters) and `uci` is empty; the rules check it after the game.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub written: bool,
}

impl MoveRecord {
    /// A move recorded as written in tournament mode: `text` as typed (in the record's
    /// letters), made at `unix_ms`, with the clock readings after it.
    pub fn as_written(text: &str, unix_ms: i64, readings: Option<(u64, u64)>) -> MoveRecord {
        MoveRecord {
            san: text.to_owned(),
            uci: String::new(),
            unix_ms,
            white_ms: readings.map(|r| r.0),
            black_ms: readings.map(|r| r.1),
            draw_offer: false,
            written: true,
        }
    }
}

/// The moves of a game, in order. Read them as [`MoveRef`]s, which borrow their text.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Moves {
    /// The SAN and then the UCI of every move, one after the other.
    text: String,
    packed: Vec<Packed>,
}

/// The numbers of one move; its text ends at `end` in [`Moves::text`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Packed {
    unix_ms: i64,
    white_ms: u64,
    black_ms: u64,
    end: usize,
    san_len: u32,
    flags: u8,
}

const DRAW_OFFER: u8 = 1;
const WRITTEN: u8 = 2;
const WHITE_READ: u8 = 4;
const BLACK_READ: u8 = 8;

/// One move of [`Moves`], its text borrowed: the fields of a [`MoveRecord`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRef<'a> {
    /// Standard algebraic notation with check marks (see [`MoveRecord::san`]).
    pub san: &'a str,
    /// UCI form; empty for a move recorded as written.
    pub uci: &'a str,
    /// Wall-clock time the move was recorded, milliseconds since the Unix epoch.
    pub unix_ms: i64,
    /// White's remaining time after this move, in milliseconds, if a clock ran.
    pub white_ms: Option<u64>,
    /// Black's remaining time after this move, in milliseconds, if a clock ran.
    pub black_ms: Option<u64>,
    /// The player who made this move offered a draw with it.
    pub draw_offer: bool,
    /// Recorded as written in tournament mode, unchecked.
    pub written: bool,
}

impl MoveRef<'_> {
    /// The move as a record of its own.
    pub fn to_record(&self) -> MoveRecord {
        MoveRecord {
            san: self.san.to_owned(),
            uci: self.uci.to_owned(),
            unix_ms: self.unix_ms,
            white_ms: self.white_ms,
            black_ms: self.black_ms,
            draw_offer: self.draw_offer,
            written: self.written,
        }
    }
}

impl Moves {
    /// How many moves there are.
    pub fn len(&self) -> usize {
        self.packed.len()
    }

    /// Whether there is no move.
    pub fn is_empty(&self) -> bool {
        self.packed.is_empty()
    }

    /// The move `index` (0-based), if there is one.
    pub fn get(&self, index: usize) -> Option<MoveRef<'_>> {
        let packed = self.packed.get(index)?;
        let start = index
            .checked_sub(1)
            .and_then(|before| self.packed.get(before))
            .map_or(0, |before| before.end);
        Some(self.view(start, packed))
    }

    /// The move whose text starts at `start` and whose numbers are `packed`.
    fn view(&self, start: usize, packed: &Packed) -> MoveRef<'_> {
        let text = self.text.get(start..packed.end).unwrap_or_default();
        let (san, uci) = text
            .split_at_checked(packed.san_len as usize)
            .unwrap_or((text, ""));
        let read = |flag: u8, ms: u64| (packed.flags & flag != 0).then_some(ms);
        MoveRef {
            san,
            uci,
            unix_ms: packed.unix_ms,
            white_ms: read(WHITE_READ, packed.white_ms),
            black_ms: read(BLACK_READ, packed.black_ms),
            draw_offer: packed.flags & DRAW_OFFER != 0,
            written: packed.flags & WRITTEN != 0,
        }
    }

    /// The first move.
    pub fn first(&self) -> Option<MoveRef<'_>> {
        self.get(0)
    }

    /// The last move.
    pub fn last(&self) -> Option<MoveRef<'_>> {
        self.get(self.len().checked_sub(1)?)
    }

    /// The moves in order.
    pub fn iter(&self) -> Iter<'_> {
        Iter {
            moves: self,
            front: 0,
            back: self.len(),
        }
    }

    /// Adds `mv` after the last move.
    pub fn push(&mut self, mv: &MoveRecord) {
        let flag = |set: bool, flag: u8| if set { flag } else { 0 };
        self.text.push_str(&mv.san);
        self.text.push_str(&mv.uci);
        self.packed.push(Packed {
            unix_ms: mv.unix_ms,
            white_ms: mv.white_ms.unwrap_or_default(),
            black_ms: mv.black_ms.unwrap_or_default(),
            end: self.text.len(),
            san_len: u32::try_from(mv.san.len()).unwrap_or(u32::MAX),
            flags: flag(mv.draw_offer, DRAW_OFFER)
                | flag(mv.written, WRITTEN)
                | flag(mv.white_ms.is_some(), WHITE_READ)
                | flag(mv.black_ms.is_some(), BLACK_READ),
        });
    }

    /// Takes the last move off.
    pub fn pop(&mut self) {
        self.truncate(self.len().saturating_sub(1));
    }

    /// Keeps the first `len` moves.
    pub fn truncate(&mut self, len: usize) {
        self.packed.truncate(len);
        let end = self.packed.last().map_or(0, |last| last.end);
        self.text.truncate(end);
    }

    /// Marks the last move as made with a draw offer.
    pub fn offer_draw_with_last(&mut self) {
        if let Some(last) = self.packed.last_mut() {
            last.flags |= DRAW_OFFER;
        }
    }
}

/// The moves of [`Moves`] in order, as [`MoveRef`]s.
#[derive(Clone)]
pub struct Iter<'a> {
    moves: &'a Moves,
    /// The next move from the front.
    front: usize,
    /// One past the next move from the back.
    back: usize,
}

impl<'a> Iterator for Iter<'a> {
    type Item = MoveRef<'a>;

    fn next(&mut self) -> Option<MoveRef<'a>> {
        if self.front >= self.back {
            return None;
        }
        let mv = self.moves.get(self.front)?;
        self.front += 1;
        Some(mv)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.back.saturating_sub(self.front);
        (left, Some(left))
    }
}

impl DoubleEndedIterator for Iter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        if self.front >= self.back {
            return None;
        }
        self.back -= 1;
        self.moves.get(self.back)
    }
}

impl ExactSizeIterator for Iter<'_> {}

impl<'a> IntoIterator for &'a Moves {
    type Item = MoveRef<'a>;
    type IntoIter = Iter<'a>;

    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

impl FromIterator<MoveRecord> for Moves {
    fn from_iter<I: IntoIterator<Item = MoveRecord>>(moves: I) -> Moves {
        let mut packed = Moves::default();
        for mv in moves {
            packed.push(&mv);
        }
        packed
    }
}

impl From<Vec<MoveRecord>> for Moves {
    fn from(moves: Vec<MoveRecord>) -> Moves {
        moves.into_iter().collect()
    }
}

impl std::fmt::Debug for Moves {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Moves {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter().map(|mv| mv.to_record()))
    }
}

impl<'de> Deserialize<'de> for Moves {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Moves, D::Error> {
        Vec::<MoveRecord>::deserialize(deserializer).map(Moves::from)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn record(san: &str, uci: &str, white_ms: Option<u64>) -> MoveRecord {
        MoveRecord {
            san: san.into(),
            uci: uci.into(),
            unix_ms: -5,
            white_ms,
            black_ms: Some(0),
            draw_offer: san.ends_with('+'),
            written: uci.is_empty(),
        }
    }

    #[test]
    fn every_move_reads_back_as_it_was_added_from_either_end() {
        let added = vec![
            record("Nf3", "g1f3", Some(5_400_000)),
            record("d5", "d7d5", None),
            record("Ксf3+", "", Some(u64::MAX)),
            record("", "", None),
            record("32x23x14", "32x14", Some(1)),
        ];
        let moves = Moves::from(added.clone());
        assert_eq!(moves.len(), 5);
        let read: Vec<_> = moves.iter().map(|mv| mv.to_record()).collect();
        assert_eq!(read, added);
        let backwards: Vec<_> = moves.iter().rev().map(|mv| mv.to_record()).collect();
        assert_eq!(backwards, added.iter().rev().cloned().collect::<Vec<_>>());
        assert_eq!(moves.last().unwrap().san, "32x23x14");
        assert_eq!(moves.iter().len(), 5);
    }

    #[test]
    fn a_move_taken_off_leaves_the_others_as_they_were() {
        let mut moves = Moves::from(vec![record("e4", "e2e4", None), record("e5", "e7e5", None)]);
        moves.pop();
        moves.offer_draw_with_last();
        moves.push(&record("c5", "c7c5", Some(3)));
        let read: Vec<_> = moves
            .iter()
            .map(|mv| (mv.san, mv.uci, mv.draw_offer))
            .collect();
        assert_eq!(read, [("e4", "e2e4", true), ("c5", "c7c5", false)]);
        moves.truncate(0);
        assert!(moves.is_empty() && moves.last().is_none());
    }

    #[test]
    fn the_moves_are_written_and_read_as_a_list_of_moves() {
        let moves = Moves::from(vec![
            record("e4", "e2e4", Some(7)),
            record("Ксf3", "", None),
        ]);
        let json = serde_json::to_string(&moves).unwrap();
        assert!(json.starts_with(r#"[{"san":"e4","uci":"e2e4""#), "{json}");
        assert_eq!(serde_json::from_str::<Moves>(&json).unwrap(), moves);
    }

    #[test]
    fn a_move_takes_forty_bytes_besides_its_text() {
        assert!(std::mem::size_of::<Packed>() <= 40);
    }
}
