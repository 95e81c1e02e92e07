//! The `hektor-draughts` crate's errors as phrases and sentences of the UI language, as
//! `crate::i18n::errors` does for chess: a FEN that cannot be used ([`fen_phrase`]), text
//! that is no move ([`notation_phrase`], [`read_phrase`]), a move no legal move fits
//! ([`unfit_phrase`]), a PDN game that cannot be read ([`pdn_phrase`]). Every kind has its
//! own message in `locales/*/draughts.ftl`; none of the crate's English reaches the user.

use fluent_bundle::FluentValue;
use hektor_draughts::notation::{NotationError, Unfit};
use hektor_draughts::pdn::{PdnError, PdnErrorKind};
use hektor_draughts::{Color, FenError, SetupError, Square, Variant};

use super::ReadError;
use super::written_square as written;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::unusable::Unusable;

/// A phrase: its message id and arguments.
type Phrase = (&'static str, Vec<(&'static str, FluentValue<'static>)>);

fn with(id: &'static str, pairs: &[(&'static str, String)]) -> Phrase {
    let args = pairs
        .iter()
        .map(|(name, value)| (*name, value.clone().into()))
        .collect();
    (id, args)
}

fn say(locale: &Locale, (id, args): Phrase) -> String {
    sentence(locale, id, &args)
}

/// The selector of a side in messages that decline its name (`white`, `black`).
pub fn color_key(side: Color) -> String {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
    .to_owned()
}

fn fen_message(variant: Variant, error: &FenError) -> Phrase {
    match error {
        FenError::Empty => with(msg::DRAUGHTS_FEN_EMPTY, &[]),
        FenError::SideToMove(found) => {
            with(msg::DRAUGHTS_FEN_SIDE_TO_MOVE, &[("found", found.clone())])
        }
        FenError::Field(found) => with(msg::DRAUGHTS_FEN_FIELD, &[("found", found.clone())]),
        FenError::RepeatedSide(side) => with(
            msg::DRAUGHTS_FEN_REPEATED_SIDE,
            &[("color", color_key(*side))],
        ),
        FenError::Square(found) => with(msg::DRAUGHTS_FEN_SQUARE, &[("found", found.clone())]),
        FenError::Range(found) => with(msg::DRAUGHTS_FEN_RANGE, &[("found", found.clone())]),
        FenError::Setup(SetupError::Occupied(square)) => with(
            msg::DRAUGHTS_FEN_OCCUPIED,
            &[("square", written(variant, *square))],
        ),
        FenError::Setup(SetupError::ManOnCrowningRow(square)) => with(
            msg::DRAUGHTS_FEN_MAN_ON_CROWNING_ROW,
            &[("square", written(variant, *square))],
        ),
    }
}

/// Why a FEN of `variant` cannot be used, as a phrase of the UI language.
pub fn fen_phrase(locale: &Locale, variant: Variant, error: &FenError) -> String {
    say(locale, fen_message(variant, error))
}

fn notation_message(error: &NotationError) -> Phrase {
    use NotationError as E;
    match error {
        E::Empty => with(msg::DRAUGHTS_NOTATION_EMPTY, &[]),
        E::NoSuchSquare { text } => with(
            msg::DRAUGHTS_NOTATION_NO_SUCH_SQUARE,
            &[("text", text.clone())],
        ),
        E::LightSquare { text } => with(
            msg::DRAUGHTS_NOTATION_LIGHT_SQUARE,
            &[("text", text.clone())],
        ),
        E::MissingSquare { text } => with(
            msg::DRAUGHTS_NOTATION_MISSING_SQUARE,
            &[("text", text.clone())],
        ),
        E::Unexpected { text } => {
            with(msg::DRAUGHTS_NOTATION_UNEXPECTED, &[("text", text.clone())])
        }
        E::MixedMarks { text } => with(
            msg::DRAUGHTS_NOTATION_MIXED_MARKS,
            &[("text", text.clone())],
        ),
        E::QuietWithLandings { text } => with(
            msg::DRAUGHTS_NOTATION_QUIET_WITH_LANDINGS,
            &[("text", text.clone())],
        ),
        E::MixedForms { text } => with(
            msg::DRAUGHTS_NOTATION_MIXED_FORMS,
            &[("text", text.clone())],
        ),
        E::SameSquare { text } => with(
            msg::DRAUGHTS_NOTATION_SAME_SQUARE,
            &[("text", text.clone())],
        ),
    }
}

/// Why text is no move, as a phrase of the UI language.
pub fn notation_phrase(locale: &Locale, error: &NotationError) -> String {
    say(locale, notation_message(error))
}

fn read_message(error: &ReadError) -> Phrase {
    match error {
        ReadError::UnknownWord(word) => {
            with(msg::DRAUGHTS_READ_UNKNOWN_WORD, &[("word", word.clone())])
        }
        ReadError::Notation(error) => notation_message(error),
    }
}

/// Why what the user typed or said is no move, as a phrase of the UI language.
pub fn read_phrase(locale: &Locale, error: &ReadError) -> String {
    say(locale, read_message(error))
}

fn unfit_message(unfit: &Unfit, name: &dyn Fn(Square) -> String) -> Phrase {
    match unfit {
        Unfit::NoLegalMoves => with(msg::DRAUGHTS_UNFIT_PHRASE_NO_LEGAL_MOVES, &[]),
        Unfit::CaptureCompulsory => with(msg::DRAUGHTS_UNFIT_PHRASE_CAPTURE_COMPULSORY, &[]),
        Unfit::WrittenAsQuiet(_) => with(msg::DRAUGHTS_UNFIT_PHRASE_WRITTEN_AS_QUIET, &[]),
        Unfit::WrittenAsCapture(_) => with(msg::DRAUGHTS_UNFIT_PHRASE_WRITTEN_AS_CAPTURE, &[]),
        Unfit::NothingFrom(square) => with(
            msg::DRAUGHTS_UNFIT_PHRASE_NOTHING_FROM,
            &[("square", name(*square))],
        ),
        Unfit::NoSuchPath { from, to } => with(
            msg::DRAUGHTS_UNFIT_PHRASE_NO_SUCH_PATH,
            &[("from", name(*from)), ("to", name(*to))],
        ),
        Unfit::WrongSquare { wrong, right } => {
            let path: Vec<String> = std::iter::once(right.from())
                .chain(right.landings().iter().copied())
                .map(name)
                .collect();
            let mark = if right.is_capture() { "x" } else { "-" };
            with(
                msg::DRAUGHTS_UNFIT_PHRASE_WRONG_SQUARE,
                &[("wrong", name(*wrong)), ("right", path.join(mark))],
            )
        }
        Unfit::NotMajority { taken, most } => (
            msg::DRAUGHTS_UNFIT_PHRASE_NOT_MAJORITY,
            vec![("taken", (*taken).into()), ("most", (*most).into())],
        ),
    }
}

/// Why no legal move of `variant` fits a written move, as a phrase of the UI language
/// (squares as PDN writes them).
pub fn unfit_phrase(locale: &Locale, variant: Variant, unfit: &Unfit) -> String {
    unfit_phrase_named(locale, unfit, &|square| written(variant, square))
}

/// [`unfit_phrase`] with the squares named by `name` (the session says them in words).
pub fn unfit_phrase_named(
    locale: &Locale,
    unfit: &Unfit,
    name: &dyn Fn(Square) -> String,
) -> String {
    say(locale, unfit_message(unfit, name))
}

fn pdn_message(locale: &Locale, kind: &PdnErrorKind) -> Phrase {
    use PdnErrorKind as K;
    match kind {
        K::Io(_) => with(msg::DRAUGHTS_PDN_IO, &[]),
        K::LineTooLong => with(msg::DRAUGHTS_PDN_LINE_TOO_LONG, &[]),
        K::BadTag(text) => with(msg::DRAUGHTS_PDN_BAD_TAG, &[("text", text.clone())]),
        K::UnclosedComment => with(msg::DRAUGHTS_PDN_UNCLOSED_COMMENT, &[]),
        K::UnclosedVariation => with(msg::DRAUGHTS_PDN_UNCLOSED_VARIATION, &[]),
        K::TooDeep => with(msg::DRAUGHTS_PDN_TOO_DEEP, &[]),
        K::Unexpected(text) => with(msg::DRAUGHTS_PDN_UNEXPECTED, &[("text", text.clone())]),
        K::BadMoveNumber(text) => {
            with(msg::DRAUGHTS_PDN_BAD_MOVE_NUMBER, &[("text", text.clone())])
        }
        K::UnsupportedGameType(value) => {
            with(msg::DRAUGHTS_PDN_GAME_TYPE, &[("value", value.clone())])
        }
        K::Move { text, error } => with(
            msg::DRAUGHTS_PDN_MOVE,
            &[
                ("move", text.clone()),
                ("reason", notation_phrase(locale, error)),
            ],
        ),
    }
}

/// Why a PDN game cannot be read, as a phrase of the UI language.
pub fn pdn_phrase(locale: &Locale, kind: &PdnErrorKind) -> String {
    say(locale, pdn_message(locale, kind))
}

/// A PDN game replay cannot load: it does not read as PDN (the reader's line counts
/// from the game's start and is left unsaid).
#[derive(Debug, thiserror::Error)]
#[error("the game cannot be read (line {})", .0.line)]
pub struct UnreadGame(pub PdnError);

impl Unusable for UnreadGame {
    fn phrase(&self, locale: &Locale) -> String {
        pdn_phrase(locale, &self.0.kind)
    }
}

/// A PDN game whose `FEN` is not a position of its game.
#[derive(Debug, thiserror::Error)]
#[error("{1}")]
pub struct BadStart(pub Variant, pub FenError);

impl Unusable for BadStart {
    fn phrase(&self, locale: &Locale) -> String {
        fen_phrase(locale, self.0, &self.1)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use hektor_draughts::Square;

    fn square(n: u8) -> Square {
        Square::new(Variant::Russian, n).unwrap()
    }

    /// One phrase of every kind of every error, with the variant it is said for.
    fn every_phrase(locale: &Locale) -> Vec<Phrase> {
        let text = || "c3-28".to_owned();
        let mut all = Vec::new();
        for error in [
            FenError::Empty,
            FenError::SideToMove("X".into()),
            FenError::Field("Q31".into()),
            FenError::RepeatedSide(Color::White),
            FenError::Square("i9".into()),
            FenError::Range("50-31".into()),
            FenError::Setup(SetupError::Occupied(square(22))),
            FenError::Setup(SetupError::ManOnCrowningRow(square(1))),
        ] {
            all.push(fen_message(Variant::Russian, &error));
        }
        for error in [
            NotationError::Empty,
            NotationError::NoSuchSquare { text: text() },
            NotationError::LightSquare { text: text() },
            NotationError::MissingSquare { text: text() },
            NotationError::Unexpected { text: text() },
            NotationError::MixedMarks { text: text() },
            NotationError::QuietWithLandings { text: text() },
            NotationError::MixedForms { text: text() },
            NotationError::SameSquare { text: text() },
        ] {
            all.push(notation_message(&error));
        }
        all.push(read_message(&ReadError::UnknownWord("ферзь".into())));
        for unfit in [
            Unfit::NoLegalMoves,
            Unfit::CaptureCompulsory,
            Unfit::WrittenAsQuiet(Vec::new()),
            Unfit::WrittenAsCapture(Vec::new()),
            Unfit::NothingFrom(square(22)),
            Unfit::NoSuchPath {
                from: square(22),
                to: square(13),
            },
            Unfit::NotMajority { taken: 1, most: 3 },
        ] {
            all.push(unfit_message(&unfit, &|square| {
                written(Variant::Russian, square)
            }));
        }
        for kind in [
            PdnErrorKind::Io(std::io::ErrorKind::Other),
            PdnErrorKind::LineTooLong,
            PdnErrorKind::BadTag("[White \"Бли".into()),
            PdnErrorKind::UnclosedComment,
            PdnErrorKind::UnclosedVariation,
            PdnErrorKind::TooDeep,
            PdnErrorKind::Unexpected(")".into()),
            PdnErrorKind::BadMoveNumber("99999999999".into()),
            PdnErrorKind::UnsupportedGameType("21".into()),
            PdnErrorKind::Move {
                text: text(),
                error: NotationError::MixedForms { text: text() },
            },
        ] {
            all.push(pdn_message(locale, &kind));
        }
        all
    }

    /// Latin words a Cyrillic sentence may hold: squares and letters of the notation
    /// (two letters at most: c3, W, Kb8), the texts it quotes, and names.
    fn quoted(word: &str) -> bool {
        word.len() <= 2 || ["White", "FEN", "GameType", "hektor"].contains(&word)
    }

    #[test]
    fn every_error_is_a_phrase_in_every_language() {
        for lang in Lang::ALL {
            let locale = Locale::new(lang);
            let mut seen = std::collections::HashSet::new();
            for (id, args) in every_phrase(&locale) {
                assert!(locale.has_own(id), "{lang}: {id} is not translated");
                let text = sentence(&locale, id, &args);
                assert!(!text.trim().is_empty(), "{lang}: {id} is empty");
                assert!(
                    !text.contains("{$"),
                    "{lang}: {id} misses an argument: {text}"
                );
                assert!(seen.insert(text.clone()), "{lang}: said twice: {text}");
                if matches!(lang, Lang::Uk | Lang::Ru) {
                    for word in text.split(|c: char| !c.is_alphabetic()) {
                        assert!(
                            !word.is_ascii() || quoted(word),
                            "{lang}: Latin {word:?} in {id}: {text}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn phrases_are_said_in_the_language_with_their_squares() {
        let ru = Locale::new(Lang::Ru);
        let uk = Locale::new(Lang::Uk);
        let pl = Locale::new(Lang::Pl);
        assert_eq!(
            unfit_phrase(&ru, Variant::Russian, &Unfit::CaptureCompulsory),
            "бить обязательно"
        );
        assert_eq!(
            fen_phrase(
                &uk,
                Variant::Russian,
                &FenError::Setup(SetupError::Occupied(square(22)))
            ),
            "поле c3 у FEN вказано двічі"
        );
        assert_eq!(
            notation_phrase(&pl, &NotationError::LightSquare { text: "a2".into() }),
            "a2 to pole jasne, a w warcaby gra się tylko na polach ciemnych"
        );
    }
}
