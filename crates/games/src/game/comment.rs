//! What the comment after a move says in a PGN or PDN file written from a record: the
//! mover's clock as `[%clk h:mm:ss]` and a draw offer made with the move; chess's and
//! draughts' exports write it alike, and the readers of both read it back.

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

#[cfg(test)]
mod tests {
    use super::*;

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
    /// while the README says tenths: tenths, rounded up.
    #[test]
    fn clocks_are_written_in_tenths_of_a_second() {
        assert_eq!(clock_text(5_428_946), "1:30:29");
        assert_eq!(clock_text(5_428_846), "1:30:28.9");
        assert_eq!(clock_text(5_428_801), "1:30:28.9");
        assert_eq!(clock_text(50), "0:00:00.1");
    }
}
