//! Lines of a PDN file as text: UTF-8 as PDN 3.0 requires, else the Windows code pages old
//! files were written in (CP1251 for Cyrillic names, CP1252 for Western ones).

/// CP1251 bytes 0x80-0xBF (0xC0-0xFF are А-я in order); 0x98 is unassigned.
const CP1251_HIGH: [char; 64] = [
    'Ђ', 'Ѓ', '‚', 'ѓ', '„', '…', '†', '‡', '€', '‰', 'Љ', '‹', 'Њ', 'Ќ', 'Ћ', 'Џ', //
    'ђ', '‘', '’', '“', '”', '•', '–', '—', '\u{FFFD}', '™', 'љ', '›', 'њ', 'ќ', 'ћ', 'џ', //
    '\u{A0}', 'Ў', 'ў', 'Ј', '¤', 'Ґ', '¦', '§', 'Ё', '©', 'Є', '«', '¬', '\u{AD}', '®',
    'Ї', //
    '°', '±', 'І', 'і', 'ґ', 'µ', '¶', '·', 'ё', '№', 'є', '»', 'ј', 'Ѕ', 'ѕ', 'ї',
];

/// CP1252 bytes 0x80-0x9F (the rest is Latin-1); unassigned bytes become U+FFFD.
const CP1252_HIGH: [char; 32] = [
    '€', '\u{FFFD}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{FFFD}', 'Ž',
    '\u{FFFD}', '\u{FFFD}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{FFFD}',
    'ž', '\u{FFFD}',
];

/// The text of one line's bytes (line ending included or not): UTF-8 when it is valid,
/// else CP1251 when letters above 0xBF come in runs of three or more (Cyrillic words),
/// else CP1252.
pub(super) fn decode_line(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) if looks_cyrillic(bytes) => bytes.iter().map(|&b| cp1251(b)).collect(),
        Err(_) => bytes.iter().map(|&b| cp1252(b)).collect(),
    }
}

/// Whether three bytes in a row are Cyrillic letters of CP1251 (the block 0xC0-0xFF and
/// Ukrainian і, ї, є, ґ and Belarusian ў below it): a Cyrillic word ("Білі"), where
/// CP1252 text has at most an accented letter between ASCII ones.
fn looks_cyrillic(bytes: &[u8]) -> bool {
    let letter = |b: &u8| {
        *b >= 0xC0
            || matches!(
                b,
                0xA1 | 0xA2 | 0xA5 | 0xAA | 0xAF | 0xB2 | 0xB3 | 0xB4 | 0xBA | 0xBF
            )
    };
    bytes.windows(3).any(|w| w.iter().all(letter))
}

fn cp1251(byte: u8) -> char {
    match byte {
        0x00..=0x7F => char::from(byte),
        0xC0..=0xFF => char::from_u32(0x0410 + u32::from(byte - 0xC0)).unwrap_or('\u{FFFD}'),
        _ => CP1251_HIGH[usize::from(byte - 0x80)],
    }
}

fn cp1252(byte: u8) -> char {
    match byte {
        0x80..=0x9F => CP1252_HIGH[usize::from(byte - 0x80)],
        _ => char::from(byte),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_ukrainian_words_in_cp1251_are_cyrillic() {
        // "Білі" and "Їжак": і and Ї lie below 0xC0 in CP1251.
        assert_eq!(
            decode_line(b"[White \"\xC1\xB3\xEB\xB3\"]"),
            "[White \"Білі\"]"
        );
        assert_eq!(decode_line(b"\xAF\xE6\xE0\xEA"), "Їжак");
        assert_eq!(decode_line(b"Ju\xe1rez"), "Juárez");
    }

    #[test]
    fn utf8_cp1251_and_cp1252_lines_are_read() {
        assert_eq!(
            decode_line("[White \"Петренко\"]".as_bytes()),
            "[White \"Петренко\"]"
        );
        // "Петренко В." in CP1251.
        let cp1251 = b"\xcf\xe5\xf2\xf0\xe5\xed\xea\xee \xc2.";
        assert_eq!(decode_line(cp1251), "Петренко В.");
        // "Müller – Sijbrands" in CP1252.
        assert_eq!(
            decode_line(b"M\xfcller \x96 Sijbrands"),
            "Müller – Sijbrands"
        );
        assert_eq!(decode_line(b"\xd1\xe2\xb3\xf2\xeb\xe0\xed\xe0"), "Світлана");
    }
}
