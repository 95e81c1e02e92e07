//! The encoding of a game file that is not UTF-8, the one reading of it for every game
//! (PGN and PDN) and every command: guessed by Mozilla's detector (`chardetng`, as
//! browsers guess old web pages: Windows-1251 for Cyrillic names, Windows-1252 for
//! Western ones), or named by the user (`--encoding`); decoded by `encoding_rs`.

pub use encoding_rs::Encoding;

/// The most bytes of a file looked at to guess its encoding (the tags of its first
/// games, where the names are).
pub const LOOKED_AT: usize = 1 << 20;

/// The code pages of the Latin script the detector may name (read as Windows-1252).
const LATIN: [&Encoding; 9] = [
    encoding_rs::WINDOWS_1250,
    encoding_rs::WINDOWS_1252,
    encoding_rs::WINDOWS_1254,
    encoding_rs::WINDOWS_1257,
    encoding_rs::WINDOWS_1258,
    encoding_rs::ISO_8859_2,
    encoding_rs::ISO_8859_4,
    encoding_rs::ISO_8859_13,
    encoding_rs::ISO_8859_15,
];

/// The encoding to read `head` (a file's first bytes) in when it is not UTF-8 and is not
/// Windows-1252 either, which every reader reads as it is: Windows-1251, KOI8-R, Greek,
/// ... `None` for UTF-8 text (a character cut by the end of `head` too), and for the
/// code pages of the Latin script, which a few letters of names tell from Windows-1252
/// too often wrongly (a Spanish "Nuñez" read as a Polish "Nuńez"): such a file is read
/// as Windows-1252, and `--encoding` names its code page.
pub fn guess(head: &[u8]) -> Option<&'static Encoding> {
    let head = head.get(..LOOKED_AT).unwrap_or(head);
    match std::str::from_utf8(head) {
        Ok(_) => return None,
        Err(error) if error.error_len().is_none() => return None,
        Err(_) => {}
    }
    let mut detector = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
    detector.feed(head, true);
    Some(detector.guess(None, chardetng::Utf8Detection::Deny))
        .filter(|found| !LATIN.contains(found))
}

/// The encoding a name given by the user stands for (`windows-1251`, `cp1251`,
/// `koi8-r`, `latin1`, `utf-8`: the labels of the WHATWG Encoding Standard, in any case).
pub fn named(name: &str) -> Option<&'static Encoding> {
    Encoding::for_label(name.trim().as_bytes())
}

/// `bytes` read in `encoding` as UTF-8 text (a byte without a character in it becomes
/// U+FFFD).
pub fn decode(bytes: &[u8], encoding: &'static Encoding) -> String {
    encoding.decode_without_bom_handling(bytes).0.into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cyrillic_names_are_told_from_western_ones_and_utf8() {
        let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode("[White \"Крамник, Владимир\"]");
        assert_eq!(guess(&cp1251), Some(encoding_rs::WINDOWS_1251));
        assert_eq!(
            decode(&cp1251, encoding_rs::WINDOWS_1251),
            "[White \"Крамник, Владимир\"]"
        );
        let (western, _, _) = encoding_rs::WINDOWS_1252.encode(
            "[Event \"Campeonato de España\"]\n[Site \"La Coruña\"]\n\
             [White \"Juárez, José\"]\n[Black \"Müller, Jörg\"]\n\n1. e4 e5 *\n",
        );
        assert_eq!(guess(&western), None);
        // Croatian or Spanish: read as Windows-1252, as before.
        assert_eq!(
            guess(b"[White \"\x8aa\x9ai\xe6\"]\n[Black \"Nu\xf1ez\"]"),
            None
        );
        assert_eq!(guess("[White \"Крамник\"]".as_bytes()), None);
        // A character cut where the bytes looked at end is still UTF-8.
        assert_eq!(guess(&"Крамник".as_bytes()[..3]), None);
        assert_eq!(named(" CP1251 "), Some(encoding_rs::WINDOWS_1251));
        assert_eq!(named("klingon"), None);
    }
}
