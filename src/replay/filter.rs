//! Filters for the game list: player, event, date, result, opening (ECO).

use super::index::GameInfo;

/// The fields a filter can look at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// White or Black (part of the name, any case).
    Player,
    /// The event (part of the name, any case).
    Event,
    /// The date (its beginning: `2025`, `2025.06`).
    Date,
    /// The result (`1-0`, `0-1`, `1/2-1/2`, `*`, or white, black, draw).
    Result,
    /// The ECO code (its beginning: `B`, `B2`, `B20`).
    Eco,
}

impl Field {
    /// The field a command word names (`player`, `event`, `date`, `result`, `eco`,
    /// `opening`).
    pub fn parse(word: &str) -> Option<Field> {
        Some(match word.to_lowercase().as_str() {
            "player" | "players" | "name" => Field::Player,
            "event" | "tournament" => Field::Event,
            "date" | "year" => Field::Date,
            "result" => Field::Result,
            "eco" | "opening" => Field::Eco,
            _ => return None,
        })
    }
}

/// All conditions in force (every one must match).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    conditions: Vec<(Field, String)>,
}

impl Filter {
    /// Adds (or replaces) the condition on `field`.
    pub fn set(&mut self, field: Field, value: &str) {
        self.conditions.retain(|(f, _)| *f != field);
        self.conditions.push((field, value.trim().to_lowercase()));
    }

    /// Removes every condition.
    pub fn clear(&mut self) {
        self.conditions.clear();
    }

    /// True when no condition is set.
    pub fn is_empty(&self) -> bool {
        self.conditions.is_empty()
    }

    /// Whether `game` matches every condition.
    pub fn matches(&self, game: &GameInfo) -> bool {
        self.conditions.iter().all(|(field, value)| match field {
            Field::Player => contains(&game.white, value) || contains(&game.black, value),
            Field::Event => contains(&game.event, value),
            Field::Date => game.date.starts_with(value.as_str()),
            Field::Eco => game.eco.to_lowercase().starts_with(value.as_str()),
            Field::Result => *game.result == *result_code(value),
        })
    }
}

fn contains(text: &str, lower_needle: &str) -> bool {
    text.to_lowercase().contains(lower_needle)
}

fn result_code(value: &str) -> &str {
    match value {
        "white" | "1-0" | "w" => "1-0",
        "black" | "0-1" | "b" => "0-1",
        "draw" | "1/2-1/2" | "½-½" | "d" | "=" => "1/2-1/2",
        "*" | "none" | "unknown" | "open" => "*",
        other => other,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    fn game(white: &str, black: &str, date: &str, result: &str, eco: &str) -> GameInfo {
        GameInfo {
            white: white.into(),
            black: black.into(),
            date: date.into(),
            result: result.into(),
            eco: eco.into(),
            ..GameInfo::default()
        }
    }

    #[test]
    fn conditions_combine() {
        let g = game("Carlsen, Magnus", "Ding, Liren", "2025.06.01", "1-0", "B20");
        let mut f = Filter::default();
        f.set(Field::Player, "carlsen");
        f.set(Field::Result, "white");
        f.set(Field::Eco, "b2");
        f.set(Field::Date, "2025");
        assert!(f.matches(&g));
        f.set(Field::Player, "kasparov");
        assert!(!f.matches(&g));
        f.clear();
        assert!(f.is_empty() && f.matches(&g));
    }
}
