//! Square numbers 1-50 in words, from each language's `draughts-number-*` messages.

use crate::i18n::{Locale, sentence};
use crate::msg;

/// `number` (1-50, a square of either board) in words in `locale`'s language: the
/// numbers to 19 and the tens have their own messages, the others join a tens word and a
/// units word through `draughts-number-compound` ("twenty-six", "sechsundzwanzig",
/// "двадцять шість"). A number naming a square is said in its citation form.
pub fn spell(locale: &Locale, number: u8) -> String {
    let (tens, units) = (number / 10, number % 10);
    if number < 20 {
        return locale.text(&format!("draughts-number-{number}"));
    }
    let tens = locale.text(&format!("draughts-tens-{tens}"));
    if units == 0 {
        return tens;
    }
    sentence(
        locale,
        msg::DRAUGHTS_NUMBER_COMPOUND,
        &[
            ("tens", tens.into()),
            (
                "units",
                locale.text(&format!("draughts-number-{units}")).into(),
            ),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// Every number is words made of messages that exist (`draughts-number-1` to `-19`,
    /// `draughts-tens-2` to `-5`): in English, so in every language (the build of
    /// `hektor-words` fails when a language lacks one of English's messages).
    #[test]
    fn every_square_number_is_said_in_words() {
        let english = Locale::new(Lang::En);
        for number in 1..=50 {
            let words = spell(&english, number);
            assert!(!words.contains("draughts-"), "{number}: {words}");
        }
        assert_eq!(spell(&english, 26), "twenty-six");
    }
}
