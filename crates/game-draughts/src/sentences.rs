//! The draughts session's sentences: why an input is no legal move, the choice among
//! capture paths, the pieces of a side.

use fluent_bundle::FluentValue;
use hektor_draughts::notation::Unfit;
use hektor_draughts::{Color, Position, Role, Square, Variant};

use super::errors::unfit_phrase_named;
use super::{Announcer, ReadError, written_square};
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::position::SquareName;
use crate::terms::Player;

/// "Several capture paths fit “26x28”."
pub fn choice_sentence(locale: &Locale, input: &str) -> String {
    sentence(
        locale,
        msg::DRAUGHTS_CHOICE,
        &[("input", input.trim().to_owned().into())],
    )
}

/// Why `input` could not be read as a draughts move at all, and what to type.
pub fn read_error_sentence(
    locale: &Locale,
    variant: Variant,
    input: &str,
    error: &ReadError,
) -> String {
    sentence(
        locale,
        msg::DRAUGHTS_NOT_A_MOVE,
        &[
            ("input", input.trim().to_owned().into()),
            ("reason", super::errors::read_phrase(locale, error).into()),
            (
                "example",
                FluentValue::from(match variant {
                    Variant::Russian => "c3-d4, c3:e5",
                    Variant::International => "32-28, 26x17",
                }),
            ),
        ],
    )
}

/// Why no legal move fits `input` in `position` ("“31-27”: a capture is compulsory here.")
/// with, where it helps, a legal move that shows how to say it; the reason is the phrase
/// `hektor check` gives for a file ([`super::errors::unfit_phrase`]), its squares in the
/// style's words.
pub fn unfit_sentence(
    words: &Announcer,
    locale: &Locale,
    position: &Position,
    input: &str,
    unfit: &Unfit,
) -> String {
    let variant = position.variant();
    let name = |square: Square| words.square(variant, square);
    let example =
        |moves: &[hektor_draughts::Move]| moves.first().map(|mv| words.marked(variant, mv));
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    args.push(("input", input.trim().to_owned().into()));
    let (reason, example) = match unfit {
        Unfit::NoSuchPath { from, to } => {
            // From this square a capture is due: it goes on to the end, and on 100
            // squares takes as many men as it can.
            let captures: Vec<_> = position
                .legal_moves()
                .into_iter()
                .filter(|mv| mv.from() == *from && mv.is_capture())
                .collect();
            if captures.is_empty() {
                (unfit_phrase_named(locale, unfit, &name), None)
            } else {
                let reason = sentence(
                    locale,
                    msg::DRAUGHTS_UNFIT_PHRASE_CAPTURE_GOES_ON,
                    &[("from", name(*from).into()), ("to", name(*to).into())],
                );
                (reason, example(&captures))
            }
        }
        Unfit::CaptureCompulsory => (
            unfit_phrase_named(locale, unfit, &name),
            example(&position.legal_moves()),
        ),
        Unfit::WrittenAsQuiet(moves) | Unfit::WrittenAsCapture(moves) => {
            (unfit_phrase_named(locale, unfit, &name), example(moves))
        }
        Unfit::NoLegalMoves
        | Unfit::NothingFrom(_)
        | Unfit::WrongSquare { .. }
        | Unfit::NotMajority { .. } => (unfit_phrase_named(locale, unfit, &name), None),
    };
    args.push(("reason", reason.into()));
    match example {
        Some(example) => {
            args.push(("example", example.into()));
            sentence(locale, msg::DRAUGHTS_UNFIT_EXAMPLE, &args)
        }
        None => sentence(locale, msg::DRAUGHTS_UNFIT, &args),
    }
}

/// "White: men on 21, 22; king on 5." (each square said in the style's words); `only`
/// men or only kings when given.
pub fn pieces_sentence(
    words: &Announcer,
    locale: &Locale,
    position: &Position,
    player: Player,
    only: Option<Role>,
) -> String {
    let color = match player {
        Player::White => Color::White,
        Player::Black => Color::Black,
    };
    let variant = position.variant();
    let mut parts = Vec::new();
    for (role, id) in [
        (Role::Man, msg::DRAUGHTS_PIECES_MEN),
        (Role::King, msg::DRAUGHTS_PIECES_KINGS),
    ] {
        if only.is_some_and(|only| only != role) {
            continue;
        }
        let squares: Vec<String> = position
            .pieces()
            .filter(|(_, piece)| piece.color == color && piece.role == role)
            .map(|(square, _)| words.square(variant, square))
            .collect();
        if squares.is_empty() {
            continue;
        }
        parts.push(sentence(
            locale,
            id,
            &[
                ("count", squares.len().into()),
                ("squares", squares.join(", ").into()),
            ],
        ));
    }
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    args.push(("side", player.name(locale).into()));
    if parts.is_empty() {
        let kind = match only {
            None => "all",
            Some(Role::Man) => "men",
            Some(Role::King) => "kings",
        };
        args.push(("kind", kind.into()));
        return sentence(locale, msg::DRAUGHTS_PIECES_NONE, &args);
    }
    args.push(("list", parts.join("; ").into()));
    sentence(locale, msg::DRAUGHTS_PIECES, &args)
}

/// What stands on the square `name` (a dark square by letter and rank, or by number):
/// "c3: white man", "32: empty"; a name that is no playing square says so.
pub fn square_sentence(
    words: &Announcer,
    locale: &Locale,
    position: &Position,
    name: SquareName,
) -> String {
    let variant = position.variant();
    let square = match name {
        SquareName::Number(number) => Square::new(variant, number),
        SquareName::Coords { file, rank } => variant
            .size()
            .checked_sub(rank + 1)
            .and_then(|row| Square::from_coords(variant, row, file)),
    };
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    let Some(square) = square else {
        args.push(("square", name.to_string().into()));
        let example = Square::new(variant, 1)
            .map(|first| written_square(variant, first))
            .unwrap_or_default();
        args.push(("example", example.into()));
        return sentence(locale, msg::DRAUGHTS_SQUARE_UNKNOWN, &args);
    };
    args.push(("square", words.square(variant, square).into()));
    match position.piece_at(square) {
        None => sentence(locale, msg::DRAUGHTS_SQUARE_EMPTY, &args),
        Some(piece) => {
            let color = match piece.color {
                Color::White => "white",
                Color::Black => "black",
            };
            let role = match piece.role {
                Role::Man => "man",
                Role::King => "king",
            };
            args.push(("color", color.into()));
            args.push(("role", role.into()));
            sentence(locale, msg::DRAUGHTS_SQUARE_PIECE, &args)
        }
    }
}

/// The men and kings of each side as a sentence ("Material: White 12 men and 1 king,
/// Black 11 men and 0 kings.").
pub fn material(locale: &Locale, pos: &Position) -> String {
    let side = |color| {
        let (men, kings) = pos.count(color);
        sentence(
            locale,
            msg::REPLAY_DRAUGHTS_MEN_KINGS,
            &[("men", men.into()), ("kings", kings.into())],
        )
    };
    sentence(
        locale,
        msg::REPLAY_DRAUGHTS_MATERIAL,
        &[
            ("white", side(Color::White).into()),
            ("black", side(Color::Black).into()),
        ],
    )
}
