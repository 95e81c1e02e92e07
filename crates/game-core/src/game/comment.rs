//! What the comment after a move says in a PGN or PDN file written from a record: the
//! mover's clock as `[%clk h:mm:ss]` and a draw offer made with the move; chess's and
//! draughts' exports write it alike, and the readers of both read it back
//! ([`clock_comment`], the one reader of `[%clk]`: export's and replay's).

use super::time_control::most_reading_ms;
use crate::safe_text::{Breaks, safe_text};
use crate::terms::Player;

/// The comment word that marks a draw offer.
pub const DRAW_OFFER: &str = "draw offer";

/// The comment after a move whose mover's clock read `own_ms` (none without a clock),
/// with `draw offer` when one was made with it; `None` when there is neither.
pub fn move_comment(own_ms: Option<u64>, draw_offer: bool) -> Option<String> {
    let mut parts = Vec::new();
    if let Some(ms) = own_ms {
        parts.push(format!("[%clk {}]", clock_text(ms)));
    }
    if draw_offer {
        parts.push(DRAW_OFFER.to_owned());
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// The comment word before a move kept as written (tournament mode) that the file writes
/// otherwise (`Nf3 {written Ng1f3}`).
pub const WRITTEN: &str = "written";

/// The moves of a record kept as written (tournament mode) from its first move that is
/// not legal on, as recorded: a PGN or PDN file has no illegal moves, so they go into
/// one comment after the last legal move, which names the first
/// (`{move 23 as recorded (White), Qd7, is not legal; as recorded from there on, not
/// checked: 23. Qd7 Qd6}`). Chess's and draughts' exports write it alike.
#[derive(Debug, Default)]
pub struct AsRecorded {
    moves: Vec<String>,
    first: Option<(u32, Player, String)>,
}

impl AsRecorded {
    /// Adds the move `text` of `side`, numbered `number`.
    pub fn push(&mut self, number: u32, side: Player, text: &str) {
        let text = comment_safe(text);
        let entry = match (side, self.first.is_none()) {
            (Player::White, _) => format!("{number}. {text}"),
            (Player::Black, true) => format!("{number}... {text}"),
            (Player::Black, false) => text.clone(),
        };
        self.first.get_or_insert((number, side, text));
        self.moves.push(entry);
    }

    /// The comment, when a move was added (its braces included).
    pub fn comment(&self) -> Option<String> {
        let (number, side, text) = self.first.as_ref()?;
        let side = match side {
            Player::White => "White",
            Player::Black => "Black",
        };
        Some(format!(
            "{{move {number} as recorded ({side}), {text}, is not legal; as recorded from \
             there on, not checked: {}}}",
            self.moves.join(" ")
        ))
    }
}

/// Text of a record made safe inside a comment: one line, no brace.
pub fn comment_safe(text: &str) -> String {
    safe_text(text, Breaks::Space).replace(['{', '}'], "")
}

/// A clock reading as `h:mm:ss`, with tenths of a second when the reading has a fraction:
/// never finer (a live reading has milliseconds: `1:30:28.946` is `1:30:29.0`, written
/// `1:30:29`), rounded up to the tenth as a clock shows the time left.
pub fn clock_text(ms: u64) -> String {
    let tenths = ms.div_ceil(100);
    let seconds = tenths / 10;
    let mut out = format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    );
    if !tenths.is_multiple_of(10) {
        out.push_str(&format!(".{}", tenths % 10));
    }
    out
}

/// The reading of a comment's `[%clk h:mm:ss(.f)]` in milliseconds, unless it is more than
/// a game under the `TimeControl` tag `tag` can give by move `move_number`
/// ([`most_reading_ms`]): the one reader of the clock comments of PGN and PDN files.
pub fn clock_comment(comment: &str, tag: Option<&str>, move_number: u32) -> Option<u64> {
    clk_ms(comment).filter(|ms| *ms <= most_reading_ms(tag, move_number))
}

/// The milliseconds of a `[%clk h:mm:ss(.f)]` command in a comment.
fn clk_ms(comment: &str) -> Option<u64> {
    let start = comment.find("[%clk")? + "[%clk".len();
    let rest = &comment[start..];
    let value = rest[..rest.find(']')?].trim();
    let mut parts = value.split(':').rev();
    let seconds = parts.next()?;
    let minutes: u64 = parts.next().map_or(Some(0), |m| m.parse().ok())?;
    let hours: u64 = parts.next().map_or(Some(0), |h| h.parse().ok())?;
    if parts.next().is_some() {
        return None;
    }
    let (whole, fraction) = seconds.split_once('.').unwrap_or((seconds, ""));
    let whole: u64 = whole.parse().ok()?;
    let fraction_ms: u64 = if fraction.is_empty() {
        0
    } else {
        let digits: String = fraction.chars().chain("000".chars()).take(3).collect();
        digits.parse().ok()?
    };
    hours
        .checked_mul(60)?
        .checked_add(minutes)?
        .checked_mul(60)?
        .checked_add(whole)?
        .checked_mul(1000)?
        .checked_add(fraction_ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_comments_read_up_to_what_the_game_can_give() {
        assert_eq!(clock_comment("[%clk 1:23:45]", None, 1), Some(5_025_000));
        let offer = "x [%clk 0:00:09.8] draw offer";
        assert_eq!(clock_comment(offer, None, 1), Some(9_800));
        assert_eq!(clock_comment("[%clk 1:00:00.5]", None, 1), Some(3_600_500));
        assert_eq!(clock_comment("[%eval 0.3]", None, 1), None);
        assert_eq!(clock_comment("[%clk 1:2:3:4]", None, 1), None);
        let huge = "[%clk 2562047788015:12:54.8]";
        assert_eq!(clock_comment(huge, Some("5400+30"), 40), None);
        assert_eq!(
            clock_comment("[%clk 99999999999999999:00:00]", None, 1),
            None
        );
    }

    #[test]
    fn a_comment_holds_the_clock_and_the_draw_offer() {
        assert_eq!(
            move_comment(Some(5_400_000), true).as_deref(),
            Some("[%clk 1:30:00] draw offer")
        );
        assert_eq!(move_comment(None, false), None);
    }

    #[test]
    fn clocks_read_as_pgn_writes_them() {
        assert_eq!(clock_text(5_025_000), "1:23:45");
        assert_eq!(clock_text(9_800), "0:00:09.8");
    }

    /// Issue 24: a live reading's milliseconds reached the PGN (`[%clk 1:30:28.946]`)
    /// while the manual says tenths: tenths, rounded up.
    #[test]
    fn clocks_are_written_in_tenths_of_a_second() {
        assert_eq!(clock_text(5_428_946), "1:30:29");
        assert_eq!(clock_text(5_428_846), "1:30:28.9");
        assert_eq!(clock_text(5_428_801), "1:30:28.9");
        assert_eq!(clock_text(50), "0:00:00.1");
    }
}
