//! The literary Braille of the Braille scoresheets' headings (`braille/literary/*.toml`)
//! against liblouis, the reference of NVDA, Orca and BRLTTY: the same texts translated by
//! `lou_translate` with each language's table and by hektor give the same cells. The
//! texts are real headings: events, names and dates like those of the seeds and the
//! corpus (written here as short literals), and every result line hektor writes, in the
//! words of each language. An exported game in Ukrainian Braille reads back through
//! `lou_translate --backward` to its words.
//!
//! Needs `lou_translate` (Debian package liblouis-bin, installed by
//! `scripts/install-deps.sh test`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use hektor::game::{GameResult, Termination};
use hektor::i18n::{Lang, Locale};
use hektor::scoresheet::Literary;
use hektor::scoresheet::cells::Cell;
use hektor::scoresheet::text::result_line;

/// A liblouis display table that shows every six-dot cell as its Unicode Braille
/// character, with and without dot 9 (the virtual dot uk.utb adds to є, і, ї, ґ to tell
/// them from Latin letters of the same cells). Read backward, a cell is read as its
/// first line: the cells of є, і, ї, ґ as those letters when `ukrainian`.
fn six_dot_display(ukrainian: bool) -> PathBuf {
    // Written once per run: tests running at once must not read a file being rewritten.
    static WRITTEN: [OnceLock<PathBuf>; 2] = [OnceLock::new(), OnceLock::new()];
    WRITTEN[usize::from(ukrainian)]
        .get_or_init(|| write_display(ukrainian))
        .clone()
}

fn write_display(ukrainian: bool) -> PathBuf {
    let name = if ukrainian { "uk" } else { "six" };
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("hektor-{name}.dis"));
    let dots = |bits: u32| -> String {
        (0..6u8)
            .filter(|i| bits >> i & 1 == 1)
            .map(|i| char::from(b'1' + i))
            .collect()
    };
    // є, і, ї, ґ: dots 345, 13456, 1456, 12456.
    let own = [0b01_1100, 0b11_1101, 0b11_1001, 0b11_1011];
    let mut text = String::from("display \\x2800 0\n");
    if ukrainian {
        for bits in own {
            text.push_str(&format!(
                "display \\x{:04x} {}9\n",
                0x2800 + bits,
                dots(bits)
            ));
        }
    }
    for nine in ["", "9"] {
        for bits in 1..64 {
            text.push_str(&format!(
                "display \\x{:04x} {}{nine}\n",
                0x2800 + bits,
                dots(bits)
            ));
        }
    }
    std::fs::write(&path, text).unwrap();
    path
}

/// `text` translated by `lou_translate` with `table` (forward, or `--backward`).
fn lou_translate(table: &str, text: &str, backward: bool) -> String {
    let tables = format!("{},{table}", six_dot_display(backward).display());
    let direction = if backward { "--backward" } else { "--forward" };
    let mut child = Command::new("lou_translate")
        .args([direction, &tables])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "lou_translate cannot be run ({e}): install liblouis-bin \
                 (`scripts/install-deps.sh test`, or `apt-get install liblouis-bin`)"
            )
        });
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "lou_translate {table}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .trim_end_matches('\n')
        .to_owned()
}

/// hektor's cells of `text` for a reader of `lang`, a blank cell as U+2800 as liblouis
/// writes it.
fn hektor(lang: Lang, text: &str) -> String {
    Literary::of(lang)
        .unwrap()
        .cells(text)
        .iter()
        .map(|&cell| {
            if cell == Cell::BLANK {
                '\u{2800}'
            } else {
                cell.unicode()
            }
        })
        .collect()
}

/// Headings of each language: events, dates, players as the heading writes them.
fn headings(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Uk => &[
            "Чемпіонат України з шахів серед незрячих",
            "Правила спортивних змагань з шахів",
            "Міжнародна шахова федерація (ФІДЕ)",
            "Кубок Львова 2023",
            "12.05.2023",
            "Іваненко, Михайло - Ґудзь, Євген",
            "Непомнящий, Ян - Ding Liren",
            "Nepomniachtchi, Ian - Іваненко, Михайло",
            "Carlsen, Magnus - Kasparov, Garry",
            "Чемпіонат світу 2023, тур 14",
        ],
        Lang::Ru => &[
            "Чемпионат России по шахматам среди слепых",
            "Утверждены приказом Минспорттуризма России",
            "Кубок Москвы 2011",
            "21.11.2011",
            "Непомнящий, Ян - Дин Лижэнь",
            "Карпов, Анатолий - Kasparov, Garry",
            "Чемпионат мира 2023, тур 14",
            "Цвєтков, Олег - Ігнатьєв, Павло",
        ],
        Lang::Pl => &[
            "Zasady gry w szachy szybkie",
            "Mistrzostwa Polski Niewidomych 2024",
            "Żółw, Łukasz - Wójcik, Paweł",
            "Gajewski, Grzegorz - Duda, Jan-Krzysztof",
            "12.05.2023",
            "Nepomniachtchi, Ian - Ding, Liren",
            "Szachy błyskawiczne, runda 3",
            "FIDE World Cup 2023",
        ],
        Lang::De => &[
            "Deutsche Meisterschaft der Blinden 2023",
            "Müller, Jürgen - Weiß, Günther",
            "Schach-Bundesliga 2024",
            "12.05.2023",
            "Hübner, Robert - Sijbrands, Ton",
            "Nepomniachtchi, Ian - Ding, Liren",
            "Tata Steel Masters",
        ],
        // English, and the headings a language without its own list is checked with.
        _ => &[
            "Tata Steel Masters",
            "World Championship 2023",
            "2023-04-09",
            "Nepomniachtchi, Ian - Ding, Liren",
            "Kasparov, Garry - Deep Blue",
            "Praggnanandhaa, R - Rapport, R",
            "Anastasian, A - Lewis, S",
        ],
    }
}

/// Every result line hektor writes in `lang`: each result with each way a game ends,
/// draughts' scores, and an unfinished game.
fn result_lines(lang: Lang) -> Vec<String> {
    let locale = Locale::new(lang);
    let ends = Termination::KNOWN;
    let mut lines = vec![result_line(&locale, None, None)];
    for result in [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
    ] {
        lines.push(result_line(&locale, Some(result.pgn()), None));
        for end in &ends {
            lines.push(result_line(&locale, Some(result.pgn()), Some(end)));
        }
    }
    for score in ["2-0", "1-1", "0-2"] {
        lines.push(result_line(&locale, Some(score), None));
    }
    lines
}

/// The texts where hektor and liblouis differ, each with both cells.
fn differences(lang: Lang, texts: &[String]) -> Vec<String> {
    let table = Literary::of(lang).unwrap().liblouis;
    texts
        .iter()
        .filter_map(|text| {
            let ours = hektor(lang, text);
            let theirs = lou_translate(&table, text, false);
            (ours != theirs).then(|| format!("{text}\n  hektor   {ours}\n  {table} {theirs}"))
        })
        .collect()
}

#[test]
fn headings_equal_liblouis_in_every_language() {
    for lang in Lang::ALL {
        let texts: Vec<String> = headings(lang).iter().map(|t| (*t).to_owned()).collect();
        let differ = differences(lang, &texts);
        assert!(differ.is_empty(), "{lang:?}:\n{}", differ.join("\n"));
    }
}

#[test]
fn result_lines_equal_liblouis_in_every_language() {
    for lang in Lang::ALL {
        let differ = differences(lang, &result_lines(lang));
        assert!(differ.is_empty(), "{lang:?}:\n{}", differ.join("\n"));
    }
}

#[test]
fn letters_liblouis_has_no_cell_for_are_spelt_not_lost() {
    // uk.utb has no Ł, Ż, ł (liblouis writes their code points): hektor writes the
    // letter without its stroke or dot, ó as uk.utb writes it.
    assert_eq!(
        hektor(Lang::Uk, "Łukasz Żółw"),
        lou_translate("uk.utb", "Lukasz Zólw", false)
    );
    // A Latin-script reader reads a Cyrillic name in Latin letters.
    assert_eq!(
        hektor(Lang::Pl, "Непомнящий"),
        lou_translate("pl.tbl", "Nepomniashchii", false)
    );
    assert_eq!(
        hektor(Lang::De, "Іваненко"),
        lou_translate("de-g0.utb", "Ivanenko", false)
    );
}

/// A chess game of a Ukrainian championship, and a draughts one.
const CHESS: &str = "[Event \"Чемпіонат України з шахів\"]\n[Date \"2023.05.12\"]\n\
    [White \"Іваненко, Михайло\"]\n[Black \"Ґудзь, Євген\"]\n[Result \"1-0\"]\n\n\
    1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n";
const DRAUGHTS: &str = "[Event \"Кубок Києва з шашок\"]\n[Date \"2024.03.02\"]\n\
    [White \"Коваленко, Ірина\"]\n[Black \"Їжакевич, Олег\"]\n[Result \"0-2\"]\n\
    [GameType \"20\"]\n\n1. 32-28 19-23 2. 28x19 14x23 0-2\n";

/// The heading lines of a Unicode Braille sheet: the lines after the page number, up to
/// the blank line before the moves.
fn heading_of(sheet: &str) -> Vec<String> {
    sheet
        .lines()
        .skip(1)
        .take_while(|line| !line.trim().is_empty())
        .map(|line| line.replace(' ', "\u{2800}"))
        .collect()
}

/// Each heading line read back by `lou_translate --backward uk.utb`.
fn read_back(sheet: &str) -> Vec<String> {
    heading_of(sheet)
        .iter()
        .map(|line| lou_translate("uk.utb", line, true))
        .collect()
}

#[test]
fn a_chess_game_in_ukrainian_braille_reads_back_to_its_words() {
    use hektor::games::chess::pgn_import;
    use hektor::games::chess::sheet::render;
    use hektor::scoresheet::{ExportOptions, Format};
    let record = pgn_import::read_game(CHESS.as_bytes(), 1, hektor::games::Rules::Chess).unwrap();
    let mut options = ExportOptions::new(Format::Braille, hektor::i18n::Lang::En).unwrap();
    options.literary = Literary::of(Lang::Uk).unwrap();
    let sheet = String::from_utf8(render(&record, &options).unwrap()).unwrap();
    println!("{sheet}");
    // Ukrainian Braille marks no capitals: the words read back in small letters, and
    // liblouis reads the comma with its space (the code prints none) and the dash as
    // the code places it, right after the word before it.
    assert_eq!(
        read_back(&sheet),
        [
            "чемпіонат україни з шахів",
            "12.05.2023",
            "іваненко, михайло- ґудзь, євген",
            "результат: 1-0",
        ]
    );
}

#[test]
fn a_draughts_game_in_ukrainian_braille_reads_back_to_its_words() {
    use hektor::games::draughts::braille::{BrailleProfile, DEFAULT_PROFILE};
    use hektor::games::draughts::export::{DraughtsOptions, export_from};
    use hektor::scoresheet::input::Which;
    use hektor::scoresheet::{Format, LineEnding, layout::Page};
    let profile = BrailleProfile::resolve(DEFAULT_PROFILE).unwrap();
    let literary = Literary::of(Lang::Uk).unwrap();
    let locale = Locale::new(Lang::Uk);
    let options = DraughtsOptions {
        format: Format::Braille,
        profile: &profile,
        literary: &literary,
        locale: &locale,
        page: Page {
            width: 40,
            height: 25,
            line_ending: LineEnding::Lf,
        },
        warn: &|_| {},
        unchecked: &[],
    };
    let mut out = Vec::new();
    export_from(
        DRAUGHTS.as_bytes(),
        "game.pdn",
        Which::Game(1),
        &options,
        &mut out,
    )
    .unwrap();
    let sheet = String::from_utf8(out).unwrap();
    println!("{sheet}");
    assert_eq!(
        read_back(&sheet),
        [
            "кубок києва з шашок",
            "02.03.2024",
            "коваленко, ірина- їжакевич, олег",
            "результат: 0-2",
        ]
    );
}

#[test]
fn the_must_show_table() {
    // The heading and result line of real games (the 2023 world championship's first
    // game, the tenth USSR draughts championship, Kasparov against Deep Blue, the World
    // Senior Teams) for a reader of every language, hektor's cells beside
    // lou_translate's (printed with --nocapture for the note).
    let games: [(Lang, &str, &str, &str, Option<Termination>); 6] = [
        (
            Lang::Uk,
            "Чемпіонат світу ФІДЕ 2023",
            "Непомнящий, Ян - Дін, Лірень",
            "1/2-1/2",
            Some(Termination::DrawAgreement),
        ),
        (
            Lang::Uk,
            "FIDE World Championship 2023",
            "Nepomniachtchi, Ian - Liren, Ding",
            "1/2-1/2",
            None,
        ),
        (
            Lang::Ru,
            "X чемпионат СССР",
            "Блиндер Б. - Миротин Б.",
            "1-0",
            None,
        ),
        (
            Lang::Pl,
            "FIDE World Championship 2023",
            "Nepomniachtchi, Ian - Liren, Ding",
            "1/2-1/2",
            Some(Termination::DrawAgreement),
        ),
        (
            Lang::De,
            "IBM Man-Machine, New York USA",
            "Garry Kasparov - Deep Blue (Computer)",
            "1-0",
            Some(Termination::Resignation),
        ),
        (
            Lang::En,
            "World Senior Teams +50",
            "Anastasian, A. - Lewis, An",
            "1-0",
            None,
        ),
    ];
    for (lang, event, players, result, end) in games {
        let locale = Locale::new(lang);
        let result = result_line(&locale, Some(result), end.as_ref());
        let table = Literary::of(lang).unwrap().liblouis;
        for text in [event, players, result.as_str()] {
            let ours = hektor(lang, text);
            let theirs = lou_translate(&table, text, false);
            println!("| {} | {text} | {ours} | {theirs} |", lang.code());
            assert_eq!(ours, theirs, "{lang:?} {text}");
        }
    }
}

#[test]
fn the_readers_language_is_chosen_by_option_config_key_or_ui_language() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.pgn");
    std::fs::write(&game, CHESS).unwrap();
    let export = |lang: &str, extra: &[&str], config: &str| {
        std::fs::create_dir_all(dir.path().join("config")).unwrap();
        std::fs::write(dir.path().join("config/config.toml"), config).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_hektor"))
            .env("HEKTOR_HOME", dir.path())
            .args(["--speech", "none", "--lang", lang, "export"])
            .arg(&game)
            .args(["--format", "braille"])
            .args(extra)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        heading_of(&String::from_utf8(out.stdout).unwrap())
    };
    let result = |lang: Lang| hektor(lang, &result_line(&Locale::new(lang), Some("1-0"), None));
    assert_eq!(export("uk", &[], "").last(), Some(&result(Lang::Uk)));
    assert_eq!(
        export("en", &[], "braille_language = \"pl\"\n").last(),
        Some(&result(Lang::Pl))
    );
    assert_eq!(
        export(
            "en",
            &["--braille-language", "ru"],
            "braille_language = \"pl\"\n"
        )
        .last(),
        Some(&result(Lang::Ru))
    );
}
