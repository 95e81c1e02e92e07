//! Draughts announcements: draughts.md's reference table (section 2) row by row, the
//! square numbers 1-50 in every language against a table written by hand, the language
//! of each segment, and a spoken transcript of real games (insta).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use std::fmt::Write as _;
use std::fs::File;
use std::io::BufReader;

use hektor::announce::Style;
use hektor::games::draughts::{Announcer, DEFAULT_STYLE, spell};
use hektor::i18n::{Lang, Locale};
use hektor_draughts::notation::{Resolved, resolve};
use hektor_draughts::pdn::PdnReader;
use hektor_draughts::{Move, Position, Square, Variant};

fn numbered(n: u8) -> Square {
    Square::new(Variant::International, n).unwrap()
}

fn lettered(name: &str) -> Square {
    Square::from_algebraic(Variant::Russian, name).unwrap()
}

/// `32-28`, `26x17x28x19`, `c3-d4` and a man crowned (`7-2` on 10x10).
fn table_moves() -> [(Variant, Move); 4] {
    [
        (
            Variant::International,
            Move::new(numbered(32), vec![numbered(28)], vec![], false).unwrap(),
        ),
        (
            Variant::International,
            Move::new(
                numbered(26),
                vec![numbered(17), numbered(28), numbered(19)],
                vec![numbered(21), numbered(22), numbered(23)],
                false,
            )
            .unwrap(),
        ),
        (
            Variant::Russian,
            Move::new(lettered("c3"), vec![lettered("d4")], vec![], false).unwrap(),
        ),
        (
            Variant::International,
            Move::new(numbered(7), vec![numbered(2)], vec![], true).unwrap(),
        ),
    ]
}

#[test]
fn draughts_md_reference_table() {
    let [quiet, capture, lettered_move, crowned] = table_moves();
    let say = |style, lang, (variant, mv): &(Variant, Move)| {
        Announcer::new(style, lang).text(*variant, mv)
    };
    for (lang, expected) in [
        (
            Lang::En,
            [
                "thirty-two, twenty-eight",
                "twenty-six takes seventeen, twenty-eight, nineteen",
                "c three, d four",
                "Cäsar drei, David vier",
            ],
        ),
        (
            Lang::Uk,
            [
                "тридцять два, двадцять вісім",
                "двадцять шість б'є сімнадцять, двадцять вісім, дев'ятнадцять",
                "це три, де чотири",
                "Cäsar drei, David vier",
            ],
        ),
    ] {
        assert_eq!(say(DEFAULT_STYLE, lang, &quiet), expected[0]);
        assert_eq!(say(DEFAULT_STYLE, lang, &capture), expected[1]);
        assert_eq!(say(DEFAULT_STYLE, lang, &lettered_move), expected[2]);
        assert_eq!(say(Style::Fide, lang, &lettered_move), expected[3]);
    }
    assert!(say(DEFAULT_STYLE, Lang::En, &crowned).ends_with(", king"));
    assert!(say(DEFAULT_STYLE, Lang::Uk, &crowned).ends_with(", дамка"));
    assert_eq!(say(DEFAULT_STYLE, Lang::En, &crowned), "seven, two, king");
}

#[test]
fn every_style_in_every_language() {
    let [quiet, capture, lettered_move, crowned] = table_moves();
    let say = |style, lang, (variant, mv): &(Variant, Move)| {
        Announcer::new(style, lang).text(*variant, mv)
    };
    for lang in Lang::ALL {
        // The alphabets say the whole move in their language, whatever the UI language.
        assert_eq!(
            say(Style::Nato, lang, &lettered_move),
            "Charlie three, Delta four"
        );
        assert_eq!(
            say(Style::FideAscii, lang, &lettered_move),
            "Caesar drei, David vier"
        );
        // The 100-square board has no letters: the alphabets fall back to numbers.
        assert_eq!(
            say(Style::Fide, lang, &capture),
            "sechsundzwanzig schlägt siebzehn, achtundzwanzig, neunzehn"
        );
        assert_eq!(
            say(Style::Nato, lang, &crowned),
            "seven, two, king",
            "{lang}"
        );
        assert_eq!(say(Style::San, lang, &capture), "26x17x28x19");
        assert_eq!(say(Style::San, lang, &quiet), "32-28");
        assert_eq!(say(Style::San, lang, &lettered_move), "c3-d4");
    }
    let native =
        |lang| [&quiet, &capture, &lettered_move, &crowned].map(|m| say(Style::Native, lang, m));
    assert_eq!(
        native(Lang::De),
        [
            "zweiunddreißig, achtundzwanzig",
            "sechsundzwanzig schlägt siebzehn, achtundzwanzig, neunzehn",
            "ce drei, de vier",
            "sieben, zwei, Dame",
        ]
    );
    assert_eq!(
        native(Lang::Ru),
        [
            "тридцать два, двадцать восемь",
            "двадцать шесть бьёт семнадцать, двадцать восемь, девятнадцать",
            "цэ три, дэ четыре",
            "семь, два, дамка",
        ]
    );
    assert_eq!(
        native(Lang::Pl),
        [
            "trzydzieści dwa, dwadzieścia osiem",
            "dwadzieścia sześć bije siedemnaście, dwadzieścia osiem, dziewiętnaście",
            "ce trzy, de cztery",
            "siedem, dwa, damka",
        ]
    );
}

#[test]
fn segments_carry_the_language_of_the_words() {
    let [_, capture, lettered_move, _] = table_moves();
    let languages = |style, lang, (variant, mv): &(Variant, Move)| {
        let utterance = Announcer::new(style, lang).utterance(*variant, mv);
        (
            utterance
                .segments
                .iter()
                .map(|s| s.lang)
                .collect::<Vec<_>>(),
            utterance.text(),
        )
    };
    assert_eq!(
        languages(Style::Fide, Lang::Uk, &lettered_move),
        (vec![Some(Lang::De)], "Cäsar drei, David vier".to_owned())
    );
    assert_eq!(
        languages(Style::Nato, Lang::Ru, &lettered_move),
        (vec![Some(Lang::En)], "Charlie three, Delta four".to_owned())
    );
    assert_eq!(
        languages(Style::Native, Lang::Uk, &capture),
        (
            vec![None],
            "двадцять шість б'є сімнадцять, двадцять вісім, дев'ятнадцять".to_owned()
        )
    );
}

/// 1-50 written by hand, one language a line, `|` between numbers.
const NUMBERS: [(Lang, &str); 5] = [
    (
        Lang::En,
        "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|\
         fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty-one|twenty-two|\
         twenty-three|twenty-four|twenty-five|twenty-six|twenty-seven|twenty-eight|\
         twenty-nine|thirty|thirty-one|thirty-two|thirty-three|thirty-four|thirty-five|\
         thirty-six|thirty-seven|thirty-eight|thirty-nine|forty|forty-one|forty-two|\
         forty-three|forty-four|forty-five|forty-six|forty-seven|forty-eight|forty-nine|fifty",
    ),
    (
        Lang::De,
        "eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|dreizehn|vierzehn|\
         fünfzehn|sechzehn|siebzehn|achtzehn|neunzehn|zwanzig|einundzwanzig|zweiundzwanzig|\
         dreiundzwanzig|vierundzwanzig|fünfundzwanzig|sechsundzwanzig|siebenundzwanzig|\
         achtundzwanzig|neunundzwanzig|dreißig|einunddreißig|zweiunddreißig|dreiunddreißig|\
         vierunddreißig|fünfunddreißig|sechsunddreißig|siebenunddreißig|achtunddreißig|\
         neununddreißig|vierzig|einundvierzig|zweiundvierzig|dreiundvierzig|vierundvierzig|\
         fünfundvierzig|sechsundvierzig|siebenundvierzig|achtundvierzig|neunundvierzig|fünfzig",
    ),
    (
        Lang::Uk,
        "один|два|три|чотири|п'ять|шість|сім|вісім|дев'ять|десять|одинадцять|дванадцять|\
         тринадцять|чотирнадцять|п'ятнадцять|шістнадцять|сімнадцять|вісімнадцять|\
         дев'ятнадцять|двадцять|двадцять один|двадцять два|двадцять три|двадцять чотири|\
         двадцять п'ять|двадцять шість|двадцять сім|двадцять вісім|двадцять дев'ять|\
         тридцять|тридцять один|тридцять два|тридцять три|тридцять чотири|тридцять п'ять|\
         тридцять шість|тридцять сім|тридцять вісім|тридцять дев'ять|сорок|сорок один|\
         сорок два|сорок три|сорок чотири|сорок п'ять|сорок шість|сорок сім|сорок вісім|\
         сорок дев'ять|п'ятдесят",
    ),
    (
        Lang::Ru,
        "один|два|три|четыре|пять|шесть|семь|восемь|девять|десять|одиннадцать|двенадцать|\
         тринадцать|четырнадцать|пятнадцать|шестнадцать|семнадцать|восемнадцать|\
         девятнадцать|двадцать|двадцать один|двадцать два|двадцать три|двадцать четыре|\
         двадцать пять|двадцать шесть|двадцать семь|двадцать восемь|двадцать девять|\
         тридцать|тридцать один|тридцать два|тридцать три|тридцать четыре|тридцать пять|\
         тридцать шесть|тридцать семь|тридцать восемь|тридцать девять|сорок|сорок один|\
         сорок два|сорок три|сорок четыре|сорок пять|сорок шесть|сорок семь|сорок восемь|\
         сорок девять|пятьдесят",
    ),
    (
        Lang::Pl,
        "jeden|dwa|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|dziesięć|jedenaście|\
         dwanaście|trzynaście|czternaście|piętnaście|szesnaście|siedemnaście|osiemnaście|\
         dziewiętnaście|dwadzieścia|dwadzieścia jeden|dwadzieścia dwa|dwadzieścia trzy|\
         dwadzieścia cztery|dwadzieścia pięć|dwadzieścia sześć|dwadzieścia siedem|\
         dwadzieścia osiem|dwadzieścia dziewięć|trzydzieści|trzydzieści jeden|\
         trzydzieści dwa|trzydzieści trzy|trzydzieści cztery|trzydzieści pięć|\
         trzydzieści sześć|trzydzieści siedem|trzydzieści osiem|trzydzieści dziewięć|\
         czterdzieści|czterdzieści jeden|czterdzieści dwa|czterdzieści trzy|\
         czterdzieści cztery|czterdzieści pięć|czterdzieści sześć|czterdzieści siedem|\
         czterdzieści osiem|czterdzieści dziewięć|pięćdziesiąt",
    ),
];

#[test]
fn square_numbers_one_to_fifty_in_every_language() {
    for (lang, table) in NUMBERS {
        let expected: Vec<&str> = table.split('|').collect();
        assert_eq!(expected.len(), 50, "{lang}");
        let locale = Locale::new(lang);
        let spelt: Vec<String> = (1..=50).map(|n| spell(&locale, n)).collect();
        assert_eq!(spelt, expected, "{lang}");
    }
}

/// The announcements of the first `plies` moves of game `number` of an own fixture, one
/// line each: the move as written, then what the announcer of `lang` says.
fn transcript(file: &str, number: usize, plies: usize, lang: Lang, out: &mut String) {
    let path = common::corpus::own(&format!("pdn/{file}"));
    let game = PdnReader::new(BufReader::new(File::open(&path).unwrap()))
        .nth(number - 1)
        .unwrap()
        .unwrap();
    let variant = game.variant();
    let mut position = match game.fen() {
        Some(fen) => Position::from_fen(variant, fen).unwrap(),
        None => Position::new(variant),
    };
    let announcer = Announcer::new(DEFAULT_STYLE, lang);
    writeln!(out, "# {file} game {number}, {lang}").unwrap();
    for written in game.moves().take(plies) {
        let Resolved::Move(mv) = resolve(variant, written, &position.legal_moves()) else {
            panic!("{file} game {number}: {}", written.notation(variant));
        };
        let said = announcer.utterance(variant, &mv);
        writeln!(out, "{:<12} {}", written.notation(variant), said.text()).unwrap();
        position = position.play(&mv).unwrap();
    }
}

#[test]
fn spoken_transcript_of_short_games() {
    let mut out = String::new();
    for lang in [Lang::Uk, Lang::En] {
        transcript("russian.pdn", 1, usize::MAX, lang, &mut out);
        transcript("international.pdn", 1, 24, lang, &mut out);
    }
    insta::assert_snapshot!(out);
}
