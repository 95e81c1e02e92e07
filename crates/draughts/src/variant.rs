//! The two games: draughts-64 and draughts-100.

/// Which game of draughts is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Draughts-64, Russian/Ukrainian rules ("шашки-64"): 8x8, no majority rule, a man
    /// crowned during a capture goes on as a king. PDN `GameType` 25.
    Russian,
    /// Draughts-100, international rules ("шашки-100"): 10x10, majority rule, a man
    /// passing the last rank during a capture stays a man. PDN `GameType` 20.
    International,
}

impl Variant {
    /// Squares along one side of the board: 8 or 10.
    #[must_use]
    pub const fn size(self) -> u8 {
        match self {
            Self::Russian => 8,
            Self::International => 10,
        }
    }

    /// Number of playing (dark) squares: 32 or 50.
    #[must_use]
    pub const fn squares(self) -> u8 {
        self.size() * self.size() / 2
    }

    /// Dark squares in one row: 4 or 5.
    #[must_use]
    pub const fn per_row(self) -> u8 {
        self.size() / 2
    }

    /// The PDN `GameType` number: 25 for Russian, 20 for international draughts.
    #[must_use]
    pub const fn game_type(self) -> u8 {
        match self {
            Self::Russian => 25,
            Self::International => 20,
        }
    }

    /// The variant of a PDN `GameType` number, if it is one of these two games.
    #[must_use]
    pub const fn from_game_type(number: u8) -> Option<Self> {
        match number {
            25 => Some(Self::Russian),
            20 => Some(Self::International),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_follow_the_seed() {
        assert_eq!(Variant::Russian.squares(), 32);
        assert_eq!(Variant::International.squares(), 50);
        assert_eq!(Variant::from_game_type(20), Some(Variant::International));
        assert_eq!(Variant::from_game_type(21), None);
    }
}
