//! Six-dot Braille cells and their two encodings: BRF (North American Braille ASCII) and
//! Unicode Braille (U+2800 plus the dot bits).
//!
//! Layout and profiles work in BRF text, one ASCII character per cell; Unicode output is
//! converted from it at the end. A blank cell is written as an ASCII space in both
//! encodings (as in the worked examples of the Braille chess notes), and `U+2800` reads
//! back as a blank cell too.

/// The 64 BRF characters indexed by the dot bits (dot 1 = 1, dot 2 = 2 ... dot 6 = 32).
pub const BRF_TABLE: &[u8; 64] =
    b" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

/// One six-dot Braille cell (bits 0..63).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The blank cell.
    pub const BLANK: Cell = Cell(0);

    /// The cell with these dot bits, if they fit six dots.
    pub const fn from_bits(bits: u8) -> Option<Cell> {
        if bits < 64 { Some(Cell(bits)) } else { None }
    }

    /// The cell of dot numbers such as `"1245"` (`"0"` is the blank cell, as in
    /// liblouis); `None` unless every digit is 1 to 6.
    pub fn from_dots(dots: &str) -> Option<Cell> {
        if dots == "0" {
            return Some(Cell::BLANK);
        }
        let mut bits = 0u8;
        for c in dots.chars() {
            let dot = c.to_digit(10).filter(|d| (1..=6).contains(d))?;
            bits |= 1 << (dot - 1);
        }
        Some(Cell(bits))
    }

    /// The dot bits.
    pub fn bits(self) -> u8 {
        self.0
    }

    /// The BRF character of this cell.
    pub fn brf(self) -> char {
        char::from(BRF_TABLE[usize::from(self.0)])
    }

    /// The Unicode Braille character of this cell (an ASCII space for the blank cell).
    pub fn unicode(self) -> char {
        if self.0 == 0 {
            ' '
        } else {
            char::from_u32(0x2800 + u32::from(self.0)).unwrap_or(' ')
        }
    }

    /// The cell a BRF character stands for (lowercase letters read as uppercase).
    pub fn from_brf(c: char) -> Option<Cell> {
        let upper = u8::try_from(c.to_ascii_uppercase()).ok()?;
        let index = BRF_TABLE.iter().position(|&b| b == upper)?;
        u8::try_from(index).ok().map(Cell)
    }

    /// The cell a Unicode character stands for: six-dot Braille patterns and the space.
    pub fn from_unicode(c: char) -> Option<Cell> {
        if c == ' ' {
            return Some(Cell::BLANK);
        }
        let bits = u32::from(c).checked_sub(0x2800)?;
        u8::try_from(bits).ok().and_then(Cell::from_bits)
    }
}

/// A character that is not a Braille cell in the encoding being read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the character {character:?} at position {position} is not a six-dot Braille cell")]
pub struct NotACell {
    /// The character.
    pub character: char,
    /// Its 0-based position in characters.
    pub position: usize,
}

/// Line and page breaks pass through both conversions unchanged.
fn is_break(c: char) -> bool {
    matches!(c, '\r' | '\n' | '\u{c}')
}

fn convert(
    text: &str,
    read: fn(char) -> Option<Cell>,
    write: fn(Cell) -> char,
) -> Result<String, NotACell> {
    text.chars()
        .enumerate()
        .map(|(position, character)| {
            if is_break(character) {
                return Ok(character);
            }
            read(character).map(write).ok_or(NotACell {
                character,
                position,
            })
        })
        .collect()
}

/// BRF text to Unicode Braille; line endings and form feeds are kept.
pub fn brf_to_unicode(text: &str) -> Result<String, NotACell> {
    convert(text, Cell::from_brf, Cell::unicode)
}

/// Unicode Braille to BRF text; line endings and form feeds are kept.
pub fn unicode_to_brf(text: &str) -> Result<String, NotACell> {
    convert(text, Cell::from_unicode, Cell::brf)
}

/// BRF text of cells.
pub fn to_brf(cells: &[Cell]) -> String {
    cells.iter().map(|c| c.brf()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dots_and_characters_agree() {
        assert_eq!(Cell::from_dots("56").map(Cell::brf), Some(';'));
        assert_eq!(Cell::from_dots("1345").map(Cell::brf), Some('N'));
        assert_eq!(Cell::from_brf('s'), Cell::from_dots("234"));
        assert_eq!(Cell::from_dots("17"), None);
    }
}
