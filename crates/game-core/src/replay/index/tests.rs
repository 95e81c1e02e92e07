#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use super::*;
use crate::replay::game_files::Text;

/// A game file of one game a line, its players' names: a list with no game behind it.
#[derive(Clone, Copy)]
struct Names;

impl GameList for Names {
    fn scan(self, mut file: Text, mut found: impl FnMut(u64, Header, u64)) -> io::Result<()> {
        let mut text = String::new();
        io::Read::read_to_string(&mut file, &mut text)?;
        let mut offset = 0;
        for line in text.split_inclusive('\n') {
            let mut names = line.split_whitespace().map(str::to_owned);
            let mut header = Header::default();
            header.texts[0] = names.next().unwrap_or_default();
            header.texts[1] = names.next().unwrap_or_default();
            let next = offset + line.len() as u64;
            found(offset, header, next);
            offset = next;
        }
        Ok(())
    }
}

/// The index keeps 48 bytes per game besides the texts (seven header texts: the
/// opening's name is one, for `filter opening`).
#[test]
fn a_game_takes_48_bytes_in_the_index() {
    assert_eq!(std::mem::size_of::<Entry>(), 48);
}

/// A header text is kept up to its first 255 bytes, cut where a character starts;
/// a text seen lately is stored once.
#[test]
fn texts_are_capped_and_shared() {
    let mut texts = Texts::default();
    let long = "é".repeat(200);
    let (start, len) = texts.store(&long);
    assert_eq!(texts.get(start, len), "é".repeat(127));
    assert_eq!(texts.store("Tal"), texts.store("Tal"));
    assert_eq!(texts.text.len(), 254 + 3);
}

/// Many games with names all different take a bounded amount of memory per game:
/// the names' bytes and 48 bytes, nothing per distinct name besides.
#[test]
fn distinct_names_cost_their_bytes_only() {
    let text: String = (0..5_000).map(|i| format!("W{i:05} B{i:05}\n")).collect();
    let mut file = tempfile::NamedTempFile::new().unwrap();
    std::io::Write::write_all(&mut file, text.as_bytes()).unwrap();
    let index = Index::open(file.path(), Names).unwrap();
    index.wait_done();
    let state = lock(&index.shared);
    assert_eq!(state.games.len(), 5_000);
    // Two names of six bytes per game; the missing tags are empty.
    assert_eq!(state.texts.text.len(), 5_000 * 12);
}
