//! Lines of a PDN file as text: UTF-8 as PDN 3.0 requires, else CP1252, the code page of
//! old Western files. A file in another encoding (CP1251 for Cyrillic names) is read
//! through its copy in UTF-8, made by the one detector of every game file
//! (`hektor_words::files::encoding`).

/// CP1252 bytes 0x80-0x9F (the rest is Latin-1); unassigned bytes become U+FFFD.
const CP1252_HIGH: [char; 32] = [
    '€', '\u{FFFD}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{FFFD}', 'Ž',
    '\u{FFFD}', '\u{FFFD}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{FFFD}',
    'ž', '\u{FFFD}',
];

/// The text of one line's bytes (line ending included or not): UTF-8 when it is valid,
/// else CP1252.
pub(super) fn decode_line(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => bytes.iter().map(|&b| cp1252(b)).collect(),
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
    fn utf8_and_cp1252_lines_are_read() {
        assert_eq!(
            decode_line("[White \"Петренко\"]".as_bytes()),
            "[White \"Петренко\"]"
        );
        assert_eq!(decode_line(b"Ju\xe1rez"), "Juárez");
        // "Müller – Sijbrands" in CP1252.
        assert_eq!(
            decode_line(b"M\xfcller \x96 Sijbrands"),
            "Müller – Sijbrands"
        );
    }
}
