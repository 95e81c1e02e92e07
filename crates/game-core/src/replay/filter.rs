//! Filters for the game list: player (either colour, White or Black), event, date,
//! result, opening (its name or ECO code), ECO. Names are
//! compared blind to case, accents and word order: `reti` finds "Réti, Richard",
//! `Mikhail Tal` finds "Tal, Mikhail".

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use super::index::GameInfo;

/// The fields a filter can look at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// White or Black (every word given is part of the name).
    Player,
    /// The player of the white pieces.
    White,
    /// The player of the black pieces.
    Black,
    /// The event (every word given is part of the name).
    Event,
    /// The date (its beginning: `2025`, `2025.06`, `2025-06`).
    Date,
    /// The result (`1-0`, `0-1`, `1/2-1/2`, `*`, or white, black, draw).
    Result,
    /// The ECO code (its beginning: `B`, `B2`, `B20`).
    Eco,
    /// The opening's name (every word given is part of it), or its ECO code.
    Opening,
}

impl Field {
    /// The field a command word names (`player`, `white`, `black`, `event`, `date`,
    /// `result`, `eco`, `opening`).
    pub fn parse(word: &str) -> Option<Field> {
        Some(match word.to_lowercase().as_str() {
            "player" | "players" | "name" => Field::Player,
            "white" => Field::White,
            "black" => Field::Black,
            "event" | "tournament" => Field::Event,
            "date" | "year" => Field::Date,
            "result" => Field::Result,
            "eco" => Field::Eco,
            "opening" => Field::Opening,
            _ => return None,
        })
    }

    /// The command word for the field, as `filter` takes it.
    pub fn word(self) -> &'static str {
        match self {
            Field::Player => "player",
            Field::White => "white",
            Field::Black => "black",
            Field::Event => "event",
            Field::Date => "date",
            Field::Result => "result",
            Field::Eco => "eco",
            Field::Opening => "opening",
        }
    }
}

/// All conditions in force (every one must match).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Field and value as compared.
    conditions: Vec<(Field, String)>,
    /// The values to say back: names as the user gave them, the others as compared.
    given: Vec<String>,
}

impl Filter {
    /// Adds a condition: games must match it as well as the ones before (two players
    /// find the games between them). A condition given twice counts once.
    pub fn add(&mut self, field: Field, value: &str) {
        let given = value.trim().to_owned();
        let value = match field {
            Field::Date => given.replace(['-', '/'], "."),
            Field::Result => result_code(&fold(&given)).to_owned(),
            _ => fold(&given),
        };
        if !self.conditions.contains(&(field, value.clone())) {
            // Names are said back as written; a result, date or code as compared.
            let said = match field {
                Field::Player | Field::White | Field::Black | Field::Event | Field::Opening => {
                    given
                }
                _ => value.clone(),
            };
            self.conditions.push((field, value));
            self.given.push(said);
        }
    }

    /// The conditions in force, to say back: field and value (names as given).
    pub fn said(&self) -> impl Iterator<Item = (Field, &str)> {
        self.conditions
            .iter()
            .zip(&self.given)
            .map(|((field, _), given)| (*field, given.as_str()))
    }

    /// Removes the condition added last (one that let no game through).
    pub fn drop_last(&mut self) {
        self.conditions.pop();
        self.given.pop();
    }

    /// Removes every condition.
    pub fn clear(&mut self) {
        self.conditions.clear();
        self.given.clear();
    }

    /// True when no condition is set.
    pub fn is_empty(&self) -> bool {
        self.conditions.is_empty()
    }

    /// Whether `game` matches every condition.
    pub fn matches(&self, game: &GameInfo) -> bool {
        self.conditions.iter().all(|(field, value)| match field {
            Field::Player => has_words(game.white, value) || has_words(game.black, value),
            Field::White => has_words(game.white, value),
            Field::Black => has_words(game.black, value),
            Field::Opening => {
                has_words(game.opening, value)
                    || game.eco.to_lowercase().starts_with(value.as_str())
            }
            Field::Event => has_words(game.event, value),
            Field::Date => game.date.starts_with(value.as_str()),
            Field::Eco => game.eco.to_lowercase().starts_with(value.as_str()),
            Field::Result => game.result == value,
        })
    }
}

/// Text as filters compare it: lower case, accents and other marks dropped, letters
/// without a decomposition spelled out in Latin (`ß` ss, `ł` l, `ø` o).
pub fn fold(text: &str) -> String {
    if text.is_ascii() {
        return text.trim().to_ascii_lowercase();
    }
    let mut folded = String::with_capacity(text.len());
    for c in text.trim().nfd().filter(|c| !is_combining_mark(*c)) {
        match c {
            'ß' => folded.push_str("ss"),
            'ł' | 'Ł' => folded.push('l'),
            'ø' | 'Ø' => folded.push('o'),
            'đ' | 'Đ' => folded.push('d'),
            'æ' | 'Æ' => folded.push_str("ae"),
            other => folded.extend(other.to_lowercase()),
        }
    }
    folded
}

/// Whether every word of the folded `words` is part of `text` (folded), in any order.
fn has_words(text: &str, words: &str) -> bool {
    let text = fold(text);
    words
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .all(|w| text.contains(w))
}

fn result_code(value: &str) -> &str {
    match value {
        "white" | "1-0" | "w" | "1" => "1-0",
        "black" | "0-1" | "b" | "0" => "0-1",
        "draw" | "1/2-1/2" | "1/2" | "½-½" | "½" | "d" | "=" | "remis" | "unentschieden"
        | "ничья" | "нічия" => "1/2-1/2",
        "*" | "none" | "unknown" | "open" => "*",
        other => other,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    fn game<'a>(
        white: &'a str,
        black: &'a str,
        date: &'a str,
        result: &'a str,
        eco: &'a str,
    ) -> GameInfo<'a> {
        GameInfo {
            white,
            black,
            date,
            result,
            eco,
            ..GameInfo::default()
        }
    }

    #[test]
    fn conditions_combine() {
        let g = game("Carlsen, Magnus", "Ding, Liren", "2025.06.01", "1-0", "B20");
        let mut f = Filter::default();
        f.add(Field::Player, "carlsen");
        f.add(Field::Result, "white");
        f.add(Field::Eco, "b2");
        f.add(Field::Date, "2025-06");
        assert!(f.matches(&g));
        f.add(Field::Player, "Liren Ding");
        assert!(f.matches(&g), "two players: the games between them");
        f.add(Field::Player, "kasparov");
        assert!(!f.matches(&g));
        f.clear();
        assert!(f.is_empty() && f.matches(&g));
    }

    #[test]
    fn names_match_blind_to_accents_case_and_order() {
        let reti = game(
            "Réti, Richard",
            "Łasker, Emanuel",
            "1924.??.??",
            "1/2-1/2",
            "A06",
        );
        for query in ["Reti", "réti", "Richard Reti", "lasker", "RETI, RICHARD"] {
            let mut f = Filter::default();
            f.add(Field::Player, query);
            assert!(f.matches(&reti), "{query}");
        }
        let mut f = Filter::default();
        f.add(Field::Result, "1/2");
        f.add(Field::Date, "1924");
        assert!(f.matches(&reti));
        f.add(Field::Player, "Tal");
        assert!(!f.matches(&reti));
    }

    #[test]
    fn a_colour_and_an_opening_name_are_conditions() {
        let mut g = game("Carlsen, Magnus", "Ding, Liren", "2025", "1-0", "B90");
        g.opening = "Sicilian Defense: Najdorf Variation";
        let matches = |field: Field, value: &str| {
            let mut f = Filter::default();
            f.add(field, value);
            f.matches(&g)
        };
        assert!(matches(Field::White, "carlsen"));
        assert!(!matches(Field::Black, "carlsen"));
        assert!(matches(Field::Black, "Ding"));
        assert!(matches(Field::Opening, "najdorf sicilian"));
        assert!(matches(Field::Opening, "B9"));
        assert!(!matches(Field::Opening, "french"));
        assert_eq!(Field::parse("opening"), Some(Field::Opening));
        assert_eq!(Field::parse("white"), Some(Field::White));
    }
}
