//! Draws in a game session: a draw offered (with a move or after one) and a draw
//! claimed by repetition or the fifty-move rule, with or without the intended move
//! (FIDE 9.2).

use super::{App, Entered, Out, Pending, PendingMove};
use crate::game::record::Claim;
use crate::game::record::{GameResult, Termination};
use crate::game::session::ClaimCheck;
use crate::games::journal::Event;
use crate::games::words::Reading;
use crate::msg;
use crate::speech::Priority;

impl App {
    pub(super) fn offer_draw(&mut self, out: &mut Out) {
        if self.session.is_over() {
            out.error(self.game_over_sentence());
            return;
        }
        if let Pending::Move(pending) = &mut self.pending {
            pending.offer_draw = true;
            out.say(self.text(msg::SESSION_DRAW_WITH_MOVE), Priority::Move);
            return;
        }
        if self.record().moves.is_empty() {
            out.error(self.text(msg::SESSION_DRAW_NO_MOVE));
            return;
        }
        let now = self.time.now_ms();
        if self.apply(now, Event::DrawOffer, out) {
            let side = self.session.turn().other().name(self.locale());
            let words = self.last_move_words().unwrap_or_default();
            out.say(
                self.text_with(
                    msg::SESSION_DRAW_OFFERED,
                    &[("side", side.into()), ("move", words.into())],
                ),
                Priority::Move,
            );
        }
    }

    /// A draw claim; with an intended move, the claim is about the position after it
    /// (FIDE 9.2): valid, the move is recorded and the game drawn; not valid, the claim
    /// is noted and the intended move must be played (it waits for confirmation).
    pub(super) fn claim(&mut self, claim: Claim, intended: Option<&str>, out: &mut Out) {
        if self.session.is_over() {
            out.error(self.game_over_sentence());
            return;
        }
        if self.must_play(out) {
            return;
        }
        if self.session.claim(claim).is_none() {
            out.error(self.text(msg::SESSION_CLAIM_NOT_IN_DRAUGHTS));
            return;
        }
        let now = self.time.now_ms();
        let mv = match intended {
            None => None,
            Some(text) => match self.words.read(self.position(), text) {
                Reading::Move(mv) | Reading::Unusual(mv) => Some(mv),
                Reading::Error(sentence) => {
                    out.error(sentence);
                    return;
                }
                Reading::Promotion { .. } | Reading::Choice { .. } => {
                    out.error(self.text_with(
                        msg::SESSION_CLAIM_MOVE_UNCLEAR,
                        &[("input", text.trim().to_owned().into())],
                    ));
                    return;
                }
            },
        };
        let mut judged = self.session.clone();
        if let Some(mv) = &mv {
            // A legal move always applies; were it refused, the claim would be judged
            // on the position as it stands.
            let _ = judged.apply(&judged.move_event(mv, now, None));
        }
        let termination = match claim {
            Claim::Repetition => Termination::Repetition,
            Claim::FiftyMoves => Termination::FiftyMoves,
        };
        let check = judged.claim(claim).unwrap_or(ClaimCheck {
            valid: false,
            count: 0,
        });
        if check.valid {
            out.say(self.text(msg::SESSION_CLAIM_VALID), Priority::Move);
            if let Some(mv) = mv {
                self.commit(PendingMove::new(Entered::Played(mv)), out);
            }
            if !self.session.is_over() {
                self.end_game(GameResult::Draw, Some(termination), out);
            }
            return;
        }
        let id = match claim {
            Claim::Repetition => msg::SESSION_CLAIM_REPETITION_INVALID,
            Claim::FiftyMoves => msg::SESSION_CLAIM_FIFTY_INVALID,
        };
        let sentence = self.text_with(id, &[("count", check.count.into())]);
        self.apply(
            now,
            Event::ClaimRejected {
                claim,
                count: check.count,
            },
            out,
        );
        // The two-minute penalty and `adjust` only where a clock runs.
        let penalty = self
            .clock
            .as_ref()
            .map(|_| format!(" {}", self.text(msg::SESSION_CLAIM_PENALTY)))
            .unwrap_or_default();
        match mv {
            Some(mv) => {
                let words = self.words.move_text(self.position(), &mv);
                let play =
                    self.text_with(msg::SESSION_CLAIM_MOVE_TO_PLAY, &[("move", words.into())]);
                out.error(format!("{sentence}{penalty} {play}"));
                self.announce_pending(
                    PendingMove {
                        must_play: true,
                        ..PendingMove::new(Entered::Played(mv))
                    },
                    out,
                );
            }
            None => out.error(format!("{sentence}{penalty}")),
        }
    }
}
