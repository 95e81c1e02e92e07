//! A chess move of a record kept as written (tournament mode), read as the record writes
//! it: SAN in English letters, `[KQRBN][file][rank][x]square[=QRBN][+|#]` or `O-O`,
//! `O-O-O`, with exactly the parts the player wrote. It is legal as written when exactly
//! one legal move fits it, whatever its capture mark and check sign say and however much
//! of the departure square it names (FIDE Appendix C lets a player leave the `x` and the
//! `+` out and write the long form); else the reason is the announcer's sentence.

use shakmaty::san::{San, SanPlus};
use shakmaty::{Chess, Move, Position};

use super::announce::Announcer;
use super::notation::{Illegal, Letters, MoveError, read_move};

/// The one legal move of `pos` that `text` (written in the record's letters) fits;
/// `None` when none or several do. The positions of a live tournament game follow its
/// record by this (`Playable::move_of_written` of `Board`), so they agree with the rules check.
pub fn one_move(pos: &Chess, text: &str) -> Option<Move> {
    let SanPlus { san, .. } = SanPlus::from_ascii(text.trim().as_bytes()).ok()?;
    match fitting(pos, &san).as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// The one legal move of `pos` that `text` (written in the record's letters) fits, or
/// why none does, in the words of `announcer`.
pub fn read(pos: &Chess, text: &str, announcer: &Announcer) -> Result<Move, String> {
    let input = text.trim();
    let not_understood = || MoveError::NotUnderstood {
        input: input.to_owned(),
    };
    let error = match SanPlus::from_ascii(input.as_bytes()) {
        Err(_) => not_understood(),
        Ok(SanPlus { san, .. }) => {
            let fitting = fitting(pos, &san);
            match fitting.as_slice() {
                [one] => return Ok(*one),
                [] => why_not(pos, input, &san),
                _ => MoveError::Ambiguous {
                    input: input.to_owned(),
                    candidates: fitting,
                },
            }
        }
    };
    Err(reason_only(&announcer.error_sentence(pos, &error), input).to_owned())
}

/// The announcer's sentence `said` for the move `input` without what it tells a player
/// at the board to do next ("type the move again"): its first sentence, read past the
/// input where the sentence quotes it. After the game there is nothing to type again.
fn reason_only<'a>(said: &'a str, input: &str) -> &'a str {
    let from = said.find(input).map_or(0, |at| at + input.len());
    said.get(from..)
        .and_then(|rest| rest.find(". "))
        .and_then(|at| said.get(..from + at + 1))
        .unwrap_or(said)
}

/// The legal moves of `pos` that `san` names, its capture mark aside.
fn fitting(pos: &Chess, san: &San) -> Vec<Move> {
    let legal = pos.legal_moves();
    match *san {
        San::Normal {
            role,
            file,
            rank,
            to,
            promotion,
            ..
        } => legal
            .into_iter()
            .filter(|m| {
                matches!(m, Move::Normal { .. } | Move::EnPassant { .. })
                    && m.role() == role
                    && m.to() == to
                    && m.promotion() == promotion
                    && m.from().is_some_and(|from| {
                        file.is_none_or(|f| f == from.file())
                            && rank.is_none_or(|r| r == from.rank())
                    })
            })
            .collect(),
        San::Castle(side) => legal
            .into_iter()
            .filter(|m| m.castling_side() == Some(side))
            .collect(),
        San::Put { .. } | San::Null => Vec::new(),
    }
}

/// Why no legal move fits `san`: the reason the move reader finds for `input`, or (when
/// it reads the input otherwise, or as a move of the side not to move: the record says
/// whose move it is) that no such piece can reach the square.
fn why_not(pos: &Chess, input: &str, san: &San) -> MoveError {
    match read_move(pos, input, Letters::Latin) {
        Ok(_)
        | Err(MoveError::Illegal {
            reason: Illegal::NotYourTurn,
            ..
        }) => {}
        Err(error) => return error,
    }
    let reason = match *san {
        San::Normal { role, to, .. } => Illegal::NoPieceCanReach { role, to },
        San::Castle(side) => Illegal::CastlingNotPossible { side },
        San::Put { .. } | San::Null => {
            return MoveError::NotUnderstood {
                input: input.to_owned(),
            };
        }
    };
    MoveError::Illegal {
        input: input.to_owned(),
        reason,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::i18n::Lang;
    use hektor_notation::announce::{AnnounceOptions, Style};
    use shakmaty::uci::UciMove;

    fn announcer() -> Announcer {
        Announcer::new(AnnounceOptions {
            style: Style::San,
            lang: Lang::En,
            ..AnnounceOptions::default()
        })
    }

    fn uci(pos: &Chess, text: &str) -> Result<String, String> {
        read(pos, text, &announcer()).map(|m| UciMove::from_standard(m).to_string())
    }

    #[test]
    fn loose_forms_fit_their_one_move_and_wrong_ones_are_said() {
        let start = Chess::default();
        assert_eq!(uci(&start, "Nf3"), Ok("g1f3".to_owned()));
        assert_eq!(uci(&start, "Ng1f3"), Ok("g1f3".to_owned()));
        assert_eq!(uci(&start, "e2e4"), Ok("e2e4".to_owned()));
        assert_eq!(uci(&start, "Nf3+"), Ok("g1f3".to_owned()));
        assert_eq!(uci(&start, "Qd7"), Err("No queen can reach d7.".to_owned()));
        assert_eq!(
            uci(&start, "Zz9. x"),
            Err("Not understood: 'Zz9. x'.".to_owned())
        );
        assert!(uci(&start, "Zz9").is_err());
        assert!(uci(&start, "O-O").is_err());
    }
}
