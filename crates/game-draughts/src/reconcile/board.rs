//! Draughts boards as given on the command line: a PDN FEN or a piece list.

use hektor_draughts::{Color, Piece, Position, Role, Square, Variant};

use super::Men;
use super::errors::DraughtsBoardError;
use crate::written_square;
use hektor_game_core::reconcile::{Player, player_word};
use hektor_notation::announce::lexicon::BoardWord;

/// Reads a draughts board of `variant` as given on the command line: optionally whose it
/// is (`blind:`, `sighted:`), then a PDN FEN (`W:W31-50:B1-20`) or a piece list (`white
/// 31-50; black 1-20`, `white Kc3 e3; black d6`: men by square, kings with `K`, squares
/// by number or, on 8x8, by letter; side words of any UI language).
pub fn parse_draughts_board(
    variant: Variant,
    text: &str,
) -> Result<(Option<Player>, Men), DraughtsBoardError> {
    let (player, body) = match text.split_once(':') {
        Some((head, rest)) => match player_word(head) {
            Some(player) => (Some(player), rest),
            None => (None, text),
        },
        None => (None, text),
    };
    let body = body.trim();
    let fen_like = body.len() > 1
        && body.starts_with(['W', 'B', 'w', 'b'])
        && body[1..].trim_start().starts_with(':');
    if fen_like {
        let position = Position::from_fen(variant, body).map_err(DraughtsBoardError::Fen)?;
        return Ok((player, Men::of(&position)));
    }
    let mut side: Option<Color> = None;
    let mut pieces: Vec<(Square, Piece)> = Vec::new();
    for word in body
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '.'))
        .filter(|w| !w.is_empty())
    {
        match BoardWord::read(&word.to_lowercase()) {
            Some(BoardWord::Side(color)) => {
                side = Some(if color == crate::terms::Player::White {
                    Color::White
                } else {
                    Color::Black
                });
                continue;
            }
            Some(_) => {
                return Err(DraughtsBoardError::Word {
                    word: word.to_owned(),
                });
            }
            None => {}
        }
        let Some(color) = side else {
            return Err(DraughtsBoardError::NoSide {
                word: word.to_owned(),
            });
        };
        let (role, squares) = match word.strip_prefix(['K', 'k', 'D', 'Д', 'д']) {
            Some(rest) if !rest.is_empty() => (Role::King, rest),
            _ => (Role::Man, word),
        };
        for square in squares_of(variant, squares).ok_or_else(|| DraughtsBoardError::Word {
            word: word.to_owned(),
        })? {
            if pieces.iter().any(|(s, _)| *s == square) {
                return Err(DraughtsBoardError::Square {
                    square: written_square(variant, square),
                });
            }
            pieces.push((square, Piece { color, role }));
        }
    }
    if pieces.is_empty() {
        return Err(DraughtsBoardError::Empty);
    }
    let position = Position::setup(variant, Color::White, pieces).map_err(|error| {
        let square = match error {
            hektor_draughts::SetupError::Occupied(square)
            | hektor_draughts::SetupError::ManOnCrowningRow(square) => square,
        };
        DraughtsBoardError::Square {
            square: written_square(variant, square),
        }
    })?;
    Ok((player, Men::of(&position)))
}

/// The squares `text` names: one square (`28`, `c3`) or a range of numbers (`31-50`).
fn squares_of(variant: Variant, text: &str) -> Option<Vec<Square>> {
    let number = |t: &str| t.parse::<u8>().ok().and_then(|n| Square::new(variant, n));
    if let Some((first, last)) = text.split_once('-') {
        let (first, last) = (number(first)?, number(last)?);
        return (first <= last).then(|| {
            (first.number()..=last.number())
                .filter_map(|n| Square::new(variant, n))
                .collect()
        });
    }
    number(text)
        .or_else(|| Square::from_algebraic(variant, text))
        .map(|square| vec![square])
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use proptest::prelude::*;

    fn men(variant: Variant, text: &str) -> Men {
        parse_draughts_board(variant, text).unwrap().1
    }

    #[test]
    fn boards_read_as_fen_ranges_letters_and_kings() {
        let start = Men::of(&Position::new(Variant::International));
        assert_eq!(men(Variant::International, "W:W31-50:B1-20"), start);
        assert_eq!(
            men(Variant::International, "white 31-50; black 1-20"),
            start
        );
        assert_eq!(
            men(Variant::International, "czarne 1-20, białe 31-50"),
            start
        );
        let small = men(Variant::Russian, "sighted:white Kc3 e3; black d6");
        assert_eq!(small.to_piece_list(), "white Kc3 e3; black d6");
        assert_eq!(
            parse_draughts_board(Variant::Russian, "blind:white 22")
                .unwrap()
                .0,
            Some(Player::Blind)
        );
        assert_eq!(
            parse_draughts_board(Variant::International, "28 white"),
            Err(DraughtsBoardError::NoSide {
                word: "28".to_owned()
            })
        );
        assert_eq!(
            parse_draughts_board(Variant::International, "white 28 28"),
            Err(DraughtsBoardError::Square {
                square: "28".to_owned()
            })
        );
        // A white man on Black's back row would already be a king.
        assert!(parse_draughts_board(Variant::International, "white 3").is_err());
        assert_eq!(
            parse_draughts_board(Variant::Russian, "white 31-50"),
            Err(DraughtsBoardError::Word {
                word: "31-50".to_owned()
            })
        );
    }

    /// A position reached by playing the legal move picked by each index.
    fn played(variant: Variant, picks: &[usize]) -> Position {
        let mut pos = Position::new(variant);
        for pick in picks {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play(&moves[pick % moves.len()]).unwrap();
        }
        pos
    }

    proptest! {
        #[test]
        fn any_board_text_is_read_or_refused_without_panic(text in "\\PC{0,40}") {
            for variant in [Variant::Russian, Variant::International] {
                let _ = parse_draughts_board(variant, &text);
            }
        }

        #[test]
        fn a_piece_list_reads_back_as_the_board(
            picks in proptest::collection::vec(0usize..50, 0..60),
            big in any::<bool>(),
        ) {
            let variant = if big { Variant::International } else { Variant::Russian };
            let board = Men::of(&played(variant, &picks));
            let list = board.to_piece_list();
            prop_assert_eq!(parse_draughts_board(variant, &list).map(|(_, m)| m), Ok(board));
        }
    }
}
