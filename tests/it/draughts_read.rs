//! Draughts moves read back from words: the words of every style and language, as typed
//! or as a speech recogniser gives them back, become the notation reader's input; every
//! move of the PDN fixtures (the project's own, and the outside corpus's when it is
//! there), announced in every style and language, reads back as the same move; and so do
//! random legal moves (proptest).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;

use common::corpus::own;
use hektor::announce::Style;
use hektor::games::draughts::{self, Announcer, ReadError, read};
use hektor::i18n::Lang;
use hektor_draughts::notation::{Mark, NotationError, Resolved, resolve};
use hektor_draughts::pdn::PdnReader;
use hektor_draughts::{Move, Position, Variant};
use proptest::prelude::*;

const STYLES: [Style; 5] = [
    Style::Native,
    Style::Fide,
    Style::FideAscii,
    Style::Nato,
    Style::San,
];

/// `input` read and written back in full notation.
fn notation(variant: Variant, input: &str) -> String {
    read(variant, input)
        .unwrap_or_else(|e| panic!("{input}: {e:?}"))
        .notation(variant)
}

#[test]
fn words_of_every_style_and_language() {
    let ten = Variant::International;
    let eight = Variant::Russian;
    for input in [
        "thirty-two twenty-eight",
        "Thirty two, twenty eight",
        "тридцять два двадцять вісім",
        "тридцать два двадцать восемь",
        "trzydzieści dwa, dwadzieścia osiem",
        "zweiunddreißig achtundzwanzig",
        "32 28",
        "32-28",
    ] {
        assert_eq!(notation(ten, input), "32-28", "{input}");
    }
    for input in [
        "c three d four",
        "C three, D four",
        "це три де чотири",
        "цэ три дэ четыре",
        "ce trzy de cztery",
        "Cäsar drei David vier",
        "Caesar drei, David vier",
        "charlie three delta four",
        "c 3 d 4",
        "c three to d four",
        "c3-d4",
    ] {
        assert_eq!(notation(eight, input), "c3-d4", "{input}");
    }
    // PDN's unmarked form stays the notation reader's.
    assert_eq!(notation(eight, "c3 d4"), "c3d4");
    for input in [
        "twenty-six takes seventeen, twenty-eight, nineteen",
        "двадцять шість б'є сімнадцять, двадцять вісім, дев'ятнадцять",
        "двадцять шість бʼє сімнадцять двадцять вісім дев’ятнадцять",
        "двадцать шесть бьёт семнадцать двадцать восемь девятнадцать",
        "двадцать шесть бьет семнадцать двадцать восемь девятнадцать",
        "dwadzieścia sześć bije siedemnaście dwadzieścia osiem dziewiętnaście",
        "sechsundzwanzig schlägt siebzehn, achtundzwanzig, neunzehn",
        "26 x 17 28 19",
        "26x17x28x19",
    ] {
        let written = read(ten, input).unwrap();
        assert_eq!(written.mark().capture(), Some(true), "{input}");
        assert_eq!(written.notation(ten).replace(':', "x"), "26x17x28x19");
    }
    // The crowning is said, but the legal move decides it.
    assert_eq!(notation(ten, "seven, two, king"), "7-2");
    assert_eq!(notation(ten, "сім, два, дамка"), "7-2");
    assert_eq!(
        read(eight, "е п'ять б'є же три").unwrap().mark(),
        Mark::Cross
    );
}

#[test]
fn numbers_run_together_are_tried_both_ways() {
    // A king on 40 may go to 1; without the pause, "forty one" is also 41.
    let position = Position::from_fen(Variant::International, "W:WK40:B45").unwrap();
    let forty_to_one = meant(&position, "forty, one").unwrap();
    assert_eq!(forty_to_one.from().number(), 40);
    assert_eq!(forty_to_one.to().number(), 1);
    for heard in ["forty one", "сорок один", "czterdzieści jeden"] {
        assert_eq!(meant(&position, heard), Ok(forty_to_one.clone()), "{heard}");
    }
    // The pause is a boundary: "forty, one" is never 41.
    assert_eq!(
        read(Variant::International, "forty, one")
            .unwrap()
            .notation(Variant::International),
        "40-1"
    );
}

#[test]
fn what_cannot_be_read_says_why() {
    let ten = Variant::International;
    assert_eq!(
        read(ten, "thirty-two twenty-nein"),
        Err(ReadError::UnknownWord("twenty-nein".into()))
    );
    assert!(matches!(
        read(ten, "thirty-two"),
        Err(ReadError::Notation(NotationError::MissingSquare { .. }))
    ));
    assert!(matches!(
        read(ten, "fifty-one, forty-six"),
        Err(ReadError::UnknownWord(_)) | Err(ReadError::Notation(_))
    ));
    assert!(matches!(
        read(Variant::Russian, "forty, thirty-six"),
        Err(ReadError::Notation(NotationError::NoSuchSquare { .. }))
    ));
    assert_eq!(
        read(ten, ""),
        Err(ReadError::Notation(NotationError::Empty))
    );
}

/// The legal move `said` means in `position`.
fn meant(position: &Position, said: &str) -> Result<Move, String> {
    meant_among(position.variant(), &position.legal_moves(), said)
}

/// The move `said` means among `legal`, the legal moves of a position of `variant`.
fn meant_among(variant: Variant, legal: &[Move], said: &str) -> Result<Move, String> {
    match draughts::resolve(variant, said, legal).map_err(|e| format!("{said:?}: {e:?}"))? {
        Resolved::Move(mv) => Ok(mv),
        other => Err(format!("{said:?}: {other:?}")),
    }
}

/// What a speech recogniser gives back for an announcement: lowercase, no punctuation.
fn heard(text: &str) -> String {
    text.to_lowercase().replace(',', "")
}

/// Every announcer: every style in every UI language.
fn announcers() -> Vec<Announcer> {
    STYLES
        .iter()
        .flat_map(|style| Lang::ALL.map(|lang| Announcer::new(*style, lang)))
        .collect()
}

/// `mv`, announced by each of `announcers` and read back, as typed and as heard, must be
/// `mv` again; the problems found.
fn read_back(announcers: &[Announcer], position: &Position, mv: &Move) -> Vec<String> {
    let variant = position.variant();
    let legal = position.legal_moves();
    let mut problems = Vec::new();
    // Styles that say a move alike in several languages are read once.
    let mut said: Vec<String> = announcers.iter().map(|a| a.text(variant, mv)).collect();
    said.sort();
    said.dedup();
    for said in said {
        for input in [said.clone(), heard(&said)] {
            match meant_among(variant, &legal, &input) {
                Ok(back) if back == *mv => {}
                Ok(back) => problems.push(format!("{input:?} read as {back:?}, said {mv:?}")),
                Err(e) => problems.push(e),
            }
        }
    }
    problems
}

/// Every move of every game of `files`, announced by every announcer, reads back as the
/// same move; the moves read (at least `at_least`).
fn every_move_reads_back(files: &[PathBuf], at_least: usize) {
    let announcers = announcers();
    let mut moves = 0;
    let mut captures = 0;
    let mut choices = 0;
    let mut problems = Vec::new();
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy();
        for game in PdnReader::new(BufReader::new(File::open(path).unwrap())) {
            let game = game.unwrap();
            let variant = game.variant();
            let mut position = match game.fen() {
                Some(fen) => Position::from_fen(variant, fen).unwrap(),
                None => Position::new(variant),
            };
            for written in game.moves() {
                // A capture written from-to may fit several paths (a king's straight
                // capture with two stops on one line): each is announced and read back.
                let candidates = match resolve(variant, written, &position.legal_moves()) {
                    Resolved::Move(mv) => vec![mv],
                    Resolved::Choice(candidates) => {
                        choices += 1;
                        candidates
                    }
                    Resolved::Unfit(unfit) => panic!(
                        "{file} game {}: {} {unfit:?}",
                        game.number(),
                        written.notation(variant)
                    ),
                };
                moves += 1;
                captures += usize::from(candidates[0].is_capture());
                for mv in &candidates {
                    for problem in read_back(&announcers, &position, mv) {
                        problems.push(format!("{file} game {}: {problem}", game.number()));
                    }
                }
                position = position.play(&candidates[0]).unwrap();
            }
        }
    }
    eprintln!(
        "{moves} moves ({captures} captures, {choices} written with several paths) x {} \
         announcers x 2 forms read back",
        announcers.len()
    );
    assert!(moves >= at_least, "{moves}");
    assert!(captures > 0, "{captures}");
    assert!(
        problems.is_empty(),
        "{}",
        problems[..problems.len().min(20)].join("\n")
    );
}

#[test]
fn every_fixture_move_announced_in_every_style_and_language_reads_back() {
    let files = [own("pdn/international.pdn"), own("pdn/russian.pdn")];
    every_move_reads_back(&files, 932 + 176);
}

#[test]
fn long_input_is_answered_at_once() {
    let position = Position::new(Variant::International);
    let legal = position.legal_moves();
    for input in [
        format!("{} nein", "twenty one ".repeat(40)),
        "twenty one ".repeat(5000),
        "в ".repeat(30),
    ] {
        let read = draughts::resolve(Variant::International, &input, &legal);
        assert!(
            !matches!(read, Ok(Resolved::Move(_) | Resolved::Choice(_))),
            "{read:?}"
        );
    }
}

/// Words of every kind a move can have, to make random input of.
const WORDS: [&str; 16] = [
    "twenty",
    "one",
    "forty",
    "takes",
    "б'є",
    "c",
    "three",
    "це",
    "Cäsar",
    "drei",
    ",",
    "king",
    "дамка",
    "x",
    "32",
    "в",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any text, and any run of move words, is read or refused with a reason, never a
    /// crash; what is read resolves without a crash too.
    #[test]
    fn any_input_is_answered(
        text in "\\PC{0,80}",
        words in proptest::collection::vec(prop::sample::select(WORDS.to_vec()), 0..40),
        international in any::<bool>(),
    ) {
        let variant = if international { Variant::International } else { Variant::Russian };
        let legal = Position::new(variant).legal_moves();
        for input in [text, words.join(" ")] {
            let _ = read(variant, &input);
            let _ = draughts::resolve(variant, &input, &legal);
        }
    }

    /// Random games of both boards: every legal move on the way, announced in a random
    /// style and language, reads back as itself.
    #[test]
    fn random_legal_moves_read_back(
        international in any::<bool>(),
        picks in proptest::collection::vec(any::<prop::sample::Index>(), 1..80),
        style in prop::sample::select(STYLES.to_vec()),
        lang in prop::sample::select(Lang::ALL.to_vec()),
    ) {
        let variant = if international { Variant::International } else { Variant::Russian };
        let announcers = [Announcer::new(style, lang)];
        let mut position = Position::new(variant);
        for pick in picks {
            let legal = position.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = pick.get(&legal).clone();
            let problems = read_back(&announcers, &position, &mv);
            prop_assert!(problems.is_empty(), "{}", problems.join("\n"));
            position = position.play(&mv).unwrap();
        }
    }
}

proptest! {
    /// The number of a choice said in any UI language, or in digits, is read back; any
    /// other text is read as no number or a number, never a panic.
    #[test]
    fn a_choice_number_is_read_in_every_language(n in 1u8..=50, lang in 0usize..5, noise in ".{0,40}") {
        let lang = hektor::i18n::Lang::ALL[lang];
        let locale = hektor::i18n::Locale::new(lang);
        prop_assert_eq!(draughts::number(&draughts::spell(&locale, n)), Some(n));
        prop_assert_eq!(draughts::number(&format!(" {n} ")), Some(n));
        let _ = draughts::number(&noise);
    }
}

/// The same on the outside corpus's files (`make test` runs them when the shared folder
/// is there).
mod outside_corpus {
    use super::*;
    use common::corpus::outside;

    #[test]
    fn every_fixture_move_announced_in_every_style_and_language_reads_back() {
        let files = [
            outside("fixtures/pdn/wk2003.pdn"),
            outside("fixtures/pdn/nk2003-amsterdam.pdn"),
            outside("fixtures/pdn/ussr1947.pdn"),
        ];
        every_move_reads_back(&files, 10_000);
    }
}
