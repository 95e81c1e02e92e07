//! What a repair on resume leaves out, named in an entry of its own
//! ([`Event::Repaired`]): the left-out lines by number and hash, and whether the chain
//! of the file as it was held from the repaired place on, so that writing the entries
//! again (chained anew) never hides a line removed or altered.

use std::io::BufRead;

use super::chain::{LineHash, is_blank_line, line_hash, prev_of, without_newline};
use super::read::{Lines, Verdict};
use super::{Event, LeftOutLine, NAMED_REPAIRS};
use crate::game::rules::Playable;
use crate::game::tournament::hex;

/// What a repair from the offset `from` finds in the file as it was (read by `reader`
/// from its start): the hash of the last line before `from` that is not blank (the link
/// the repair's entry continues), and the repair's entry (a game played in positions `P`).
pub(super) fn survey<B: BufRead, P: Playable>(
    reader: B,
    from: u64,
) -> std::io::Result<(Option<LineHash>, Event<P::Rules>)> {
    let mut lines = Lines::<_, P>::new(reader);
    let mut before = None;
    let mut link = None;
    let (mut left_out, mut count, mut broken, mut torn) = (Vec::new(), 0, None, false);
    while let Some((line, verdict)) = lines.next()? {
        let bytes = without_newline(&line.bytes);
        if is_blank_line(bytes) {
            continue;
        }
        if line.offset >= from {
            let is_torn = matches!(verdict, Verdict::Torn(_));
            // A torn line may be cut before its link ends: only its hash is named.
            if broken.is_none() && !is_torn && prev_of(bytes) != link {
                broken = Some(line.number);
            }
            if !matches!(verdict, Verdict::Kept(_)) {
                count += 1;
                torn = is_torn;
                if left_out.len() < NAMED_REPAIRS {
                    left_out.push(LeftOutLine {
                        line: line.number,
                        sha256: hex(&line_hash(bytes)),
                    });
                }
            }
        }
        link = Some(line_hash(bytes));
        if line.offset < from {
            before = link;
        }
    }
    let entry = Event::Repaired {
        left_out,
        count,
        broken,
        torn,
    };
    Ok((before, entry))
}
