//! Opening names for replay, from the lichess chess-openings data set: the files found at
//! build time are embedded (see `build.rs`), and a user's folder of the same TSV files is
//! read when a replay starts: the default folder's names replace the embedded ones (a
//! newer edition of the data set), a folder the user names is used alone. A position is
//! looked up by its key, so a game that reaches a named position by another move order
//! (a transposition) gets its name too.
//!
//! The name said is that of the deepest named position reached; the family (the part
//! before the colon) is said in the UI language where `locales/<lang>/openings.ftl`
//! translates it, the rest as the data set writes it.

mod table;

use std::borrow::Cow;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use shakmaty::{Chess, Color, Position};

use crate::i18n::errors::io_sentence;
use crate::i18n::{Lang, Locale, sentence};
use crate::msg;
use crate::pgn_tree::HoldsChess;
use crate::replay::tree::{GameTree, NodeId};
use crate::speech::segment;
pub use table::{Gatherer, Table, position_key};

mod data {
    include!(concat!(env!("OUT_DIR"), "/openings.rs"));
}

/// Half-moves past the longest named line in which positions are still looked up: a
/// named position can be reached by a longer move order (a piece that went out and back).
const SLACK: u32 = 8;

/// The named positions replay knows: a folder's or the embedded ones. The default knows
/// none.
#[derive(Debug, Default)]
pub struct Openings {
    table: Option<Table>,
    folder: PathBuf,
    reach: u32,
}

impl Openings {
    /// The names of the TSV files in `folder`. Unless the user `named` the folder, the
    /// embedded names stand in when it has none, and a missing folder is quiet. What
    /// cannot be read is said in the returned sentences, and the rest is used.
    pub fn load(folder: &Path, named: bool, locale: &Locale) -> (Openings, Vec<String>) {
        let mut notices = Vec::new();
        let own = match read_folder(folder, locale, &mut notices) {
            Ok(table) => Some(table),
            Err(error)
                if matches!(
                    error.kind(),
                    io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
                ) =>
            {
                if named {
                    notices.push(sentence(
                        locale,
                        msg::REPLAY_OPENINGS_NO_FOLDER,
                        &[("folder", folder.display().to_string().into())],
                    ));
                }
                None
            }
            Err(error) => {
                notices.push(io_sentence(locale, folder, &error));
                None
            }
        };
        let own = own.filter(|t| !t.is_empty());
        let table = if named {
            own
        } else {
            own.or_else(|| Some(embedded()))
        }
        .filter(|t| !t.is_empty());
        let reach = table.as_ref().map_or(0, |t| t.max_plies) + SLACK;
        let openings = Openings {
            table,
            folder: folder.to_owned(),
            reach,
        };
        (openings, notices)
    }

    /// True when no opening names are installed.
    pub fn is_empty(&self) -> bool {
        self.table.is_none()
    }

    /// The name of `pos`, if it is a named position.
    pub fn name(&self, pos: &Chess) -> Option<&str> {
        let table = self.table.as_ref()?;
        if plies(pos) > self.reach {
            return None;
        }
        table.name(position_key(pos))
    }

    /// The name of the chess position `board` holds; another game's position has none.
    fn name_of<P: HoldsChess>(&self, board: &P) -> Option<&str> {
        board.held().and_then(|pos| self.name(pos.chess()))
    }

    /// The name of the deepest named position from the start of `tree` to `at`.
    pub fn reached<P: HoldsChess>(&self, tree: &GameTree<P>, at: NodeId) -> Option<&str> {
        let mut next = Some(at);
        while let Some(id) = next {
            let node = tree.nodes.get(id)?;
            if let Some(name) = self.name_of(&node.pos) {
                return Some(name);
            }
            next = node.parent;
        }
        None
    }

    /// The name of `at` when the line leaves the named openings there: `at` is named and
    /// no position after it on its line (following first moves) is.
    pub fn left_at<P: HoldsChess>(&self, tree: &GameTree<P>, at: NodeId) -> Option<&str> {
        let name = self.name_of(&tree.nodes.get(at)?.pos)?;
        let named_later = self
            .line_in_reach(tree, at)
            .skip(1)
            .any(|id| self.name_of(&tree.nodes[id].pos).is_some());
        (!named_later).then_some(name)
    }

    /// The name of the deepest named position of the main line.
    pub fn of_main_line<P: HoldsChess>(&self, tree: &GameTree<P>) -> Option<&str> {
        self.line_in_reach(tree, 0)
            .filter_map(|id| self.name_of(&tree.nodes[id].pos))
            .last()
    }

    /// `from` and the nodes after it on its line (following first moves), as long as a
    /// position can still be named.
    fn line_in_reach<'a, P: HoldsChess>(
        &self,
        tree: &'a GameTree<P>,
        from: NodeId,
    ) -> impl Iterator<Item = NodeId> + 'a {
        let reach = self.reach;
        let mut next = Some(from);
        std::iter::from_fn(move || {
            let id = next?;
            let node = tree.nodes.get(id)?;
            if node.pos.held().is_none_or(|pos| plies(pos.chess()) > reach) {
                return None;
            }
            next = node.children.first().copied();
            Some(id)
        })
    }

    /// The sentence for `opening` when nothing is installed: how to add the names.
    pub fn missing_sentence(&self, locale: &Locale) -> String {
        sentence(
            locale,
            msg::REPLAY_OPENINGS_NONE,
            &[("folder", self.folder.display().to_string().into())],
        )
    }
}

/// The table embedded at build time (empty when no files were found then).
pub fn embedded() -> Table {
    Table {
        keys: Cow::Borrowed(data::KEYS),
        starts: Cow::Borrowed(data::STARTS),
        names: Cow::Borrowed(data::NAMES),
        max_plies: data::MAX_PLIES,
    }
}

/// The half-moves played before `pos` (from its move number and side to move).
fn plies(pos: &Chess) -> u32 {
    let black = u32::from(pos.turn() == Color::Black);
    (pos.fullmoves().get() - 1)
        .saturating_mul(2)
        .saturating_add(black)
}

/// Reads every `*.tsv` of `folder`, in name order; rows that cannot be read are counted
/// in a sentence per file.
fn read_folder(folder: &Path, locale: &Locale, notices: &mut Vec<String>) -> io::Result<Table> {
    let mut paths: Vec<PathBuf> = fs::read_dir(folder)?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            path.extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("tsv"))
        })
        .collect();
    paths.sort();
    let mut gatherer = Gatherer::default();
    for path in paths {
        let text = match crate::files::regular(&path).and_then(|()| fs::read(&path)) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(error) => {
                notices.push(io_sentence(locale, &path, &error));
                continue;
            }
        };
        let bad = gatherer.add_file(&text);
        if let Some(&row) = bad.first() {
            notices.push(sentence(
                locale,
                msg::REPLAY_OPENINGS_BAD_ROWS,
                &[
                    ("file", path.display().to_string().into()),
                    ("count", bad.len().into()),
                    ("row", row.into()),
                ],
            ));
        }
    }
    Ok(gatherer.finish())
}

/// `name` as said in the UI language: "Sicilian Defense: Najdorf Variation" becomes
/// "Sicilian Defense, Najdorf Variation", its family translated where
/// `openings.ftl` has it ("Сицилианская защита, Najdorf Variation"). What stays in the
/// data set's English is marked as English ([`segment::mark`]), so a voice of the UI
/// language does not read it by its own rules.
pub fn spoken(locale: &Locale, name: &str) -> String {
    let (family, rest) = match name.split_once(':') {
        Some((family, rest)) => (family.trim(), Some(rest.trim())),
        None => (name.trim(), None),
    };
    let id = family_id(family);
    let english = |text: &str| {
        if locale.lang() == Lang::En {
            text.to_owned()
        } else {
            segment::mark(Lang::En, text)
        }
    };
    let family = if locale.lang() != Lang::En && locale.has_own(&id) {
        locale.text(&id)
    } else {
        english(family)
    };
    let rest = rest.map(english);
    match rest.filter(|r| !r.is_empty()) {
        Some(rest) => format!("{family}, {rest}"),
        None => family,
    }
}

/// The message id of a family's name: "Queen's Gambit Declined" is
/// `opening-queens-gambit-declined`, "Grünfeld Defense" `opening-grunfeld-defense`.
pub fn family_id(family: &str) -> String {
    // Lower case without accents, as the game filter compares names.
    let folded = crate::replay::filter::fold(family).replace('\'', "");
    let mut id = String::from("opening");
    for word in folded.split(|c: char| !c.is_ascii_alphanumeric()) {
        if !word.is_empty() {
            id.push('-');
            id.push_str(word);
        }
    }
    id
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use shakmaty::san::San;

    /// A few rows in the data set's form (names and moves of well-known openings), after
    /// a byte order mark as an editor may write it.
    const ROWS: &str = "\u{feff}eco\tname\tpgn\n\
        B20\tSicilian Defense\t1. e4 c5\n\
        C00\tFrench Defense\t1. e4 e6\n\
        D06\tQueen's Gambit\t1. d4 d5 2. c4\n\
        A00\tBroken Row\t1. e4 e4\n\
        A00\tToo Few Columns\n";

    fn after(moves: &[&str]) -> Chess {
        let mut pos = Chess::default();
        for san in moves {
            let mv = san.parse::<San>().unwrap().to_move(&pos).unwrap();
            pos.play_unchecked(mv);
        }
        pos
    }

    #[test]
    fn rows_are_keyed_by_their_final_position_and_bad_rows_are_counted() {
        let mut gatherer = Gatherer::default();
        assert_eq!(gatherer.add_file(ROWS), vec![5, 6]);
        let table = gatherer.finish();
        assert_eq!(table.len(), 3);
        assert_eq!(table.max_plies, 3);
        let key = position_key(&after(&["e4", "c5"]));
        assert_eq!(table.name(key), Some("Sicilian Defense"));
        // The same position by another move order.
        let key = position_key(&after(&["c4", "d5", "d4"]));
        assert_eq!(table.name(key), Some("Queen's Gambit"));
        assert_eq!(table.name(position_key(&after(&["e4"]))), None);
    }

    #[test]
    fn family_ids_are_ascii_words() {
        assert_eq!(
            family_id("Queen's Gambit Declined"),
            msg::OPENING_QUEENS_GAMBIT_DECLINED
        );
        assert_eq!(family_id("Grünfeld Defense"), msg::OPENING_GRUNFELD_DEFENSE);
        assert_eq!(
            family_id("Caro-Kann Defense"),
            msg::OPENING_CARO_KANN_DEFENSE
        );
        assert_eq!(family_id("Réti Opening"), msg::OPENING_RETI_OPENING);
    }

    /// Every family in the English `openings.ftl` (written as the data set writes it) has
    /// the id `family_id` makes of that name, so its translations are found; the other
    /// languages have the same ids (`tests/it/locales_grammar.rs`).
    #[test]
    fn every_translated_family_has_the_id_its_name_gives() {
        let english: Vec<(String, String)> = crate::i18n::locale_files()
            .iter()
            .filter(|(code, area, _)| *code == "en" && *area == "openings")
            .flat_map(|(_, _, source)| source.lines())
            .filter_map(|line| line.split_once(" = "))
            .map(|(id, name)| (id.trim().to_owned(), name.trim().to_owned()))
            .collect();
        assert!(english.len() >= 40, "{}", english.len());
        for (id, name) in english {
            assert_eq!(family_id(&name), id, "{name}");
        }
    }

    /// A Polish voice reads "Najdorf Variation" as English: the part the locale does not
    /// translate is an English segment, the translated family a Polish one; in English
    /// nothing is marked.
    #[test]
    fn untranslated_names_are_english_segments() {
        let said = spoken(
            &Locale::new(Lang::Pl),
            "Sicilian Defense: Najdorf Variation, English Attack",
        );
        let parts = segment::segments(&said);
        let langs: Vec<Option<Lang>> = parts.iter().map(|s| s.lang).collect();
        assert_eq!(langs, [None, Some(Lang::En)], "{parts:?}");
        assert_eq!(parts[1].text, "Najdorf Variation, English Attack");
        assert_eq!(
            segment::unmark(&said),
            "Obrona sycylijska, Najdorf Variation, English Attack"
        );
        let unknown = segment::segments(&spoken(&Locale::new(Lang::Uk), "Zukertort Funnies"));
        assert_eq!(unknown[0].lang, Some(Lang::En), "{unknown:?}");
        let english = spoken(
            &Locale::new(Lang::En),
            "Sicilian Defense: Najdorf Variation",
        );
        assert_eq!(english, "Sicilian Defense, Najdorf Variation");
    }
}
