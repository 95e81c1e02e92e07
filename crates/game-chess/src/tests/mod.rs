//! Chess's tests, and the core's tests that need a chess game: comparing sheets
//! (`compare`, `sheet`), walking a tree (`cursor`, `places`), the errors said of a FEN
//! (`game_errors`).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod compare;
mod cursor;
mod game_errors;
mod places;
mod sheet;

use super::*;
use announce::vocabulary::Letters;
use proptest::prelude::*;

/// Every UI language's piece letters and English's, in either case, answer "which
/// piece?" in that language with their piece.
#[test]
fn every_piece_letter_of_the_ui_language_and_english_answers_the_promotion_question() {
    let spoken = hektor_notation::announce::lexicon::spoken_words();
    let english = Letters::load(&Locale::new(Lang::En));
    for lang in Lang::ALL {
        let ui = Locale::new(lang);
        let letters = Letters::load(&ui);
        for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
            for letter in [letters.letter(role), english.letter(role)] {
                for written in [letter.to_uppercase(), letter.to_lowercase()] {
                    assert_eq!(
                        promotion_piece(&written, &ui, &spoken),
                        Some(role),
                        "{lang:?} {written}"
                    );
                }
            }
        }
    }
}

proptest! {
    /// Any answer is read without a panic; one Latin letter names a piece only when
    /// it is a piece letter of the UI language or of English (`h` stays help in
    /// English, `y` stays yes).
    #[test]
    fn a_latin_letter_is_a_piece_only_in_its_languages(
        answer in "\\PC{0,12}",
        letter in proptest::char::range('a', 'z'),
        lang in proptest::sample::select(Lang::ALL.to_vec()),
    ) {
        let spoken = hektor_notation::announce::lexicon::spoken_words();
        let ui = Locale::new(lang);
        let _ = promotion_piece(&answer, &ui, &spoken);
        let ours = [Letters::load(&ui), Letters::load(&Locale::new(Lang::En))]
            .iter()
            .flat_map(Letters::all)
            .any(|l| l.to_lowercase() == letter.to_string());
        let read = promotion_piece(&letter.to_string(), &ui, &spoken);
        prop_assert_eq!(read.is_some(), ours, "{:?} {}", lang, letter);
    }
}
