//! The catalogues as a translator must keep them: every message with English's arguments
//! in every language (that each has English's messages, the build checks), and counted
//! words in the grammar of each language (CLDR plural categories through Fluent
//! selectors), checked on the numbers where languages differ.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::{FluentArgs, FluentValue};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser::parse;
use hektor::i18n::{Lang, Locale, locale_files};

/// Whether `id` is a word of an announcement vocabulary: those live in the language
/// they belong to (the FIDE words in German, NATO in English), spelling variants are
/// optional, and `tests/it/announce_locales.rs` checks them.
fn is_vocabulary(id: &str) -> bool {
    ["vocab-", "fide-", "nato-"]
        .iter()
        .any(|p| id.starts_with(p))
        || id == "app-name"
}

/// Every message id of `lang` (but the vocabulary) with the variables its value uses.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (code, area, source) in locale_files() {
        if *code != lang.code() {
            continue;
        }
        let resource = parse(*source).unwrap_or_else(|(_, e)| panic!("{code}/{area}: {e:?}"));
        for entry in resource.body {
            if let Entry::Message(message) = entry
                && !is_vocabulary(message.id.name)
            {
                let mut vars = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_vars(value, &mut vars);
                }
                // A piece is passed both as its name and as its role; a language that
                // needs another case of the name selects the form by role.
                if vars.remove("role") {
                    vars.insert("piece".to_owned());
                }
                out.insert(message.id.name.to_owned(), vars);
            }
        }
    }
    out
}

fn pattern_vars(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_vars(inline, vars),
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
    }
}

fn inline_vars(inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_vars(argument, vars);
            }
        }
        _ => {}
    }
}

/// That every language has English's messages and no others is `hektor-words`' build's
/// check (`crates/words/build/messages.rs`): a missing message does not compile.
#[test]
fn every_message_has_the_same_arguments_in_every_language() {
    let english = messages(Lang::En);
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for (id, theirs) in messages(lang) {
            match english.get(&id) {
                Some(vars) if *vars != theirs => {
                    problems.push(format!("{lang}: {id} uses {theirs:?}, English {vars:?}"));
                }
                _ => {}
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The numbers where plural rules differ: one, few, many in the Slavic languages.
const NUMBERS: [u64; 8] = [1, 2, 5, 11, 21, 22, 25, 101];

fn counted(lang: Lang, id: &str, name: &str) -> Vec<String> {
    let locale = Locale::new(lang);
    NUMBERS
        .iter()
        .map(|&n| {
            let mut args = FluentArgs::new();
            args.set(name, FluentValue::from(n));
            locale.format(id, Some(&args))
        })
        .collect()
}

#[test]
fn half_moves_are_counted_in_each_languages_grammar() {
    let table: [(Lang, [&str; 8]); 5] = [
        (
            Lang::En,
            [
                "1 half-move",
                "2 half-moves",
                "5 half-moves",
                "11 half-moves",
                "21 half-moves",
                "22 half-moves",
                "25 half-moves",
                "101 half-moves",
            ],
        ),
        (
            Lang::De,
            [
                "1 Halbzug",
                "2 Halbzüge",
                "5 Halbzüge",
                "11 Halbzüge",
                "21 Halbzüge",
                "22 Halbzüge",
                "25 Halbzüge",
                "101 Halbzüge",
            ],
        ),
        (
            Lang::Uk,
            [
                "1 півхід",
                "2 півходи",
                "5 півходів",
                "11 півходів",
                "21 півхід",
                "22 півходи",
                "25 півходів",
                "101 півхід",
            ],
        ),
        (
            Lang::Ru,
            [
                "1 полуход",
                "2 полухода",
                "5 полуходов",
                "11 полуходов",
                "21 полуход",
                "22 полухода",
                "25 полуходов",
                "101 полуход",
            ],
        ),
        (
            Lang::Pl,
            [
                "1 półruch",
                "2 półruchy",
                "5 półruchów",
                "11 półruchów",
                "21 półruchów",
                "22 półruchy",
                "25 półruchów",
                "101 półruchów",
            ],
        ),
    ];
    for (lang, expected) in table {
        let got = counted(lang, "reconcile-agree", "plies");
        for (sentence, words) in got.iter().zip(expected) {
            assert!(
                sentence.ends_with(&format!(": {words}.")),
                "{lang}: {sentence:?} should end with {words:?}"
            );
        }
    }
}

/// `check`'s summary keeps the contract's order (`N games, M moves, K errors`), in the
/// number each count takes.
#[test]
fn one_game_is_not_games() {
    let german = counted(Lang::De, "check-summary", "games");
    assert!(german[0].starts_with("1 Partie,"), "{}", german[0]);
    let english = counted(Lang::En, "check-summary", "games");
    assert!(english[0].starts_with("1 game,"), "{}", english[0]);
    assert!(english[1].starts_with("2 games,"), "{}", english[1]);
}

#[test]
fn german_addresses_the_user_as_sie_everywhere() {
    const DU: [&str; 10] = [
        "du", "dein", "deine", "dich", "dir", "gib", "prüfe", "wähle", "nimm", "tippe",
    ];
    for (code, area, source) in locale_files() {
        if *code != "de" {
            continue;
        }
        for line in source.lines().filter(|l| !l.trim_start().starts_with('#')) {
            let words = line
                .split(|c: char| !c.is_alphabetic())
                .map(str::to_lowercase);
            for word in words {
                assert!(
                    !DU.contains(&word.as_str()),
                    "de/{area}.ftl says {word:?}: {line}"
                );
            }
        }
    }
}

#[test]
fn a_piece_to_place_or_remove_takes_the_accusative() {
    let locale = |lang| Locale::new(lang);
    for (lang, id, role, expected) in [
        (Lang::Ru, "reconcile-fix-place", "pawn", "поставить пешку"),
        (Lang::Ru, "reconcile-fix-remove", "rook", "убрать ладью"),
        (Lang::Uk, "reconcile-fix-place", "rook", "поставити туру"),
        (Lang::Pl, "reconcile-fix-place", "rook", "postawić wieżę"),
        (Lang::Pl, "reconcile-fix-remove", "queen", "zdjąć hetmana"),
    ] {
        let mut args = FluentArgs::new();
        for name in ["side", "from", "to", "piece"] {
            args.set(name, "X");
        }
        args.set("role", role);
        let text = locale(lang).format(id, Some(&args));
        assert!(text.contains(expected), "{lang} {id}: {text}");
    }
}

/// The variables that hold a count of something.
const COUNTS: [&str; 10] = [
    "count", "n", "plies", "moves", "games", "errors", "times", "max", "rows", "percent",
];

/// Messages where a count stands before a word that does not agree with it, on purpose.
const COUNT_EXCEPTIONS: [(&str, &str); 1] = [
    // The pawns are a decimal ("um 1,5 Bauern"; "um 1 Bauern" is the accusative singular).
    ("de", "replay-eval-better"),
];

/// Words after a count that need no plural form: nouns the same in singular and plural,
/// and words that are not counted ("game 2 of 5 in its file", "mate in 3 for White").
const UNCOUNTED_WORDS: [(&str, &str); 11] = [
    ("de", "Fehler"),
    ("de", "Zeichen"),
    ("de", "Prozent"),
    ("en", "percent"),
    ("pl", "procent"),
    ("en", "for"),
    ("de", "für"),
    ("en", "to"),
    ("de", "bis"),
    ("en", "in"),
    ("de", "in"),
];

/// `(variable, following text)` for each count printed outside a selector on itself.
fn bare_counts(
    pattern: &Pattern<&str>,
    selected: &mut Vec<String>,
    out: &mut Vec<(String, String)>,
) {
    let elements = &pattern.elements;
    for (i, element) in elements.iter().enumerate() {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        match expression {
            Expression::Inline(InlineExpression::VariableReference { id })
                if COUNTS.contains(&id.name) && !selected.iter().any(|s| s == id.name) =>
            {
                let next = match elements.get(i + 1) {
                    Some(PatternElement::TextElement { value }) => value.to_string(),
                    _ => String::new(),
                };
                out.push((id.name.to_owned(), next));
            }
            Expression::Select { selector, variants } => {
                let name = match selector {
                    InlineExpression::VariableReference { id } => Some(id.name.to_owned()),
                    _ => None,
                };
                if let Some(name) = &name {
                    selected.push(name.clone());
                }
                for variant in variants {
                    bare_counts(&variant.value, selected, out);
                }
                if name.is_some() {
                    selected.pop();
                }
            }
            Expression::Inline(_) => {}
        }
    }
}

/// A count printed right before a word ("1 razy", "1 half-moves", "{ $n }-mal") must be
/// chosen through a plural selector on that count, in every language.
#[test]
fn every_counted_word_goes_through_a_plural_selector() {
    let mut problems = Vec::new();
    // The pseudo-locale is English's grammar, accented (tests/it/pseudo_locale.rs).
    let translated = locale_files()
        .iter()
        .filter(|(code, ..)| Lang::CODES.contains(code));
    for (code, area, source) in translated {
        let resource = parse(*source).unwrap_or_else(|(_, e)| panic!("{code}/{area}: {e:?}"));
        for entry in resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let id = message.id.name;
            if is_vocabulary(id) || COUNT_EXCEPTIONS.contains(&(*code, id)) {
                continue;
            }
            let Some(value) = &message.value else {
                continue;
            };
            let mut bare = Vec::new();
            bare_counts(value, &mut Vec::new(), &mut bare);
            for (var, next) in bare {
                let rest = next.trim_start_matches([' ', '-']);
                let word = rest
                    .split(|c: char| !c.is_alphabetic())
                    .next()
                    .unwrap_or("");
                let uncounted = UNCOUNTED_WORDS.contains(&(*code, word))
                    || (id == "reconcile-game-read" && var == "games");
                if !word.is_empty() && !uncounted {
                    problems.push(format!("{code}/{area}: {id}: {{ ${var} }}{next}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn draw_claims_count_in_each_languages_grammar() {
    for (lang, id, n, expected) in [
        (
            Lang::En,
            "session-claim-fifty-invalid",
            1,
            " 1 half-move without",
        ),
        (
            Lang::De,
            "session-claim-fifty-invalid",
            1,
            " 1 Halbzug ohne",
        ),
        (
            Lang::Ru,
            "session-claim-fifty-invalid",
            2,
            " 2 полухода без",
        ),
        (
            Lang::Uk,
            "session-claim-fifty-invalid",
            21,
            " 21 півхід без",
        ),
        (
            Lang::Pl,
            "session-claim-fifty-invalid",
            22,
            " 22 półruchy bez",
        ),
        (Lang::Pl, "session-claim-repetition-invalid", 1, " 1 raz,"),
        (Lang::Pl, "session-claim-repetition-invalid", 2, " 2 razy,"),
        (Lang::Ru, "session-claim-repetition-invalid", 2, " 2 раза,"),
        (Lang::Uk, "session-claim-repetition-invalid", 5, " 5 разів,"),
    ] {
        let mut args = FluentArgs::new();
        args.set("count", FluentValue::from(n));
        let text = Locale::new(lang).format(id, Some(&args));
        assert!(text.contains(expected), "{lang} {id} {n}: {text}");
    }
}

/// "у стороны чёрные", "strona czarne ma": a side's name is the nominative plural, so
/// the sentence names it on its own, never after "side" in another case.
#[test]
fn check_findings_name_the_side_in_the_nominative() {
    for lang in [Lang::Ru, Lang::Uk, Lang::Pl] {
        for id in ["check-illegal", "check-ambiguous", "check-null-move"] {
            let mut args = FluentArgs::new();
            for name in ["game", "number", "where", "move"] {
                args.set(name, "");
            }
            args.set("side", "SIDE");
            let text = Locale::new(lang).format(id, Some(&args));
            for wrong in ["стороны SIDE", "сторони SIDE", "strona SIDE", "strony SIDE"]
            {
                assert!(!text.contains(wrong), "{lang} {id}: {text}");
            }
            assert!(text.contains(", SIDE:"), "{lang} {id}: {text}");
        }
    }
}

/// A name that ends with a full stop ("Smith Jr.") at the end of a sentence is not
/// followed by a second one; an ellipsis stays three dots.
#[test]
fn a_name_ending_with_a_full_stop_ends_the_sentence_once() {
    for lang in [Lang::En, Lang::Ru] {
        let locale = Locale::new(lang);
        let new_game = |black: &str| {
            let mut players = FluentArgs::new();
            players.set("white", FluentValue::from("Anna"));
            players.set("black", FluentValue::from(black.to_owned()));
            players.set("named", FluentValue::from("yes"));
            let mut args = FluentArgs::new();
            let players = locale.format("session-players", Some(&players));
            args.set("players", FluentValue::from(players));
            locale.format("session-new-game", Some(&args))
        };
        let said = new_game("Smith Jr.");
        assert!(said.ends_with("Smith Jr."), "{said}");
        assert!(!said.contains(".."), "{said}");
        let said = new_game("Wait...");
        assert!(
            said.contains("Wait...."),
            "an ellipsis is the name's own: {said}"
        );
    }
}

/// A count is a number of something, not a label ("plik ma partii: 1", "Тут варіантів: 3:
/// ..."): the sentence names it with the noun in the case the number takes.
#[test]
fn counted_games_and_variations_agree_with_their_number() {
    for (lang, id, var, n, expected) in [
        (
            Lang::Pl,
            "replay-no-such-game",
            "count",
            1,
            "plik ma 1 partię.",
        ),
        (
            Lang::Pl,
            "replay-no-such-game",
            "count",
            5,
            "plik ma 5 partii.",
        ),
        (
            Lang::Uk,
            "replay-no-such-game",
            "count",
            3,
            "у файлі 3 партії.",
        ),
        (
            Lang::Ru,
            "replay-no-such-game",
            "count",
            21,
            "в файле 21 партия.",
        ),
        (
            Lang::Uk,
            "replay-variations-here",
            "count",
            3,
            "Тут іще 3 лінії: M.",
        ),
        (
            Lang::Ru,
            "replay-variations-here",
            "count",
            5,
            "Здесь ещё 5 линий: M.",
        ),
        (
            Lang::Pl,
            "replay-variations-here",
            "count",
            2,
            "Tu są jeszcze 2 linie: M.",
        ),
        (
            Lang::Pl,
            "replay-index-progress",
            "games",
            4,
            "znaleziono 4 partie,",
        ),
        (
            Lang::Ru,
            "replay-index-progress",
            "games",
            1,
            "найдено 1 партию,",
        ),
        (
            Lang::Uk,
            "replay-eval-mate",
            "n",
            3,
            "білі ставлять мат за 3 ходи",
        ),
        (
            Lang::Pl,
            "replay-eval-mate",
            "n",
            2,
            "białe dają mata w 2 posunięciach",
        ),
    ] {
        let mut args = FluentArgs::new();
        for name in ["count", "games", "percent", "n"] {
            args.set(name, FluentValue::from(0));
        }
        args.set(var, FluentValue::from(n));
        args.set("number", FluentValue::from(9));
        args.set("moves", "M");
        let side = if lang == Lang::Uk {
            "білі"
        } else {
            "białe"
        };
        args.set("side", side);
        let text = Locale::new(lang).format(id, Some(&args));
        assert!(text.contains(expected), "{lang} {id} {n}: {text}");
    }
}

/// Ukrainian "варіант" (a line of moves, a kind of chess) has one genitive everywhere:
/// "варіанта", never "варіанту" in one sentence and "варіанта" in the next.
#[test]
fn ukrainian_says_variation_in_one_genitive() {
    for (code, area, source) in locale_files() {
        if *code == "uk" {
            assert!(!source.contains("варіанту"), "uk/{area}.ftl says варіанту");
        }
    }
}

/// Messages whose English words are deliberate: `config.toml` is written with English
/// key and command names, and hektor's own subcommands are English words.
const ENGLISH_ON_PURPOSE: [&str; 4] = [
    "config-key-bad",
    "config-key-name",
    "config-key-value",
    "cli-unknown-command",
];

/// Words of a language that are spelt like an English command but are its own: the
/// Polish pronoun "go", the German adjective "legal".
const OWN_LOOKALIKES: [(&str, &str); 2] = [("pl", "go"), ("de", "legal")];

/// Whether `id` is a list of words hektor reads (command names, the words after them,
/// yes and no): those are the language's own vocabulary.
fn is_read_words(id: &str) -> bool {
    id.starts_with("words-") || id.contains("-words-") || id.starts_with("answer-")
}

/// The text of a pattern as a user reads it, without its placeables (`{ $n }` is not the
/// word n); a selector's variants are all read.
fn pattern_text(pattern: &Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable {
                expression: Expression::Select { variants, .. },
            } => {
                for variant in variants {
                    out.push(' ');
                    pattern_text(&variant.value, out);
                    out.push(' ');
                }
            }
            PatternElement::Placeable { .. } => out.push(' '),
        }
    }
}

/// Every message of `code` but the vocabularies, the openings and the language names, as
/// (id, text).
fn message_texts(code: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (lang, area, source) in locale_files() {
        if *lang != code || ["vocabulary", "openings", "language"].contains(area) {
            continue;
        }
        let resource = parse(*source).unwrap_or_else(|(_, e)| panic!("{code}/{area}: {e:?}"));
        for entry in resource.body {
            if let Entry::Message(message) = entry
                && let Some(value) = &message.value
            {
                let mut text = String::new();
                pattern_text(value, &mut text);
                out.push((message.id.name.to_owned(), text));
            }
        }
    }
    out
}

/// The words a user types, in lower case: each word of every read-words message of `code`.
fn read_words(code: &str) -> BTreeSet<String> {
    message_texts(code)
        .into_iter()
        .filter(|(id, _)| is_read_words(id))
        .flat_map(|(_, text)| {
            text.split(|c: char| !c.is_alphanumeric())
                .map(str::to_lowercase)
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The lower-case words of `text` a user would take for command words: option names
/// (`--game`) with their value and the subcommand after `hektor` are left out.
fn typed_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut skip_next = false;
    for token in text.split_whitespace() {
        let bare = token.trim_start_matches(|c: char| !c.is_alphanumeric() && c != '-');
        if std::mem::take(&mut skip_next) && bare.is_ascii() {
            continue;
        }
        if bare.starts_with("--") || bare == "hektor" {
            skip_next = true;
            continue;
        }
        words.extend(
            bare.split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty() && *w == w.to_lowercase())
                .map(str::to_owned),
        );
    }
    words
}

#[test]
fn other_languages_name_commands_in_their_own_words() {
    // The English names of the command table and the English words read after them;
    // single letters but y and n (yes and no) are square and piece letters in text.
    let mut english: BTreeSet<String> = hektor::app::COMMANDS
        .iter()
        .flat_map(|spec| spec.names.iter().flat_map(|name| name.split_whitespace()))
        .map(str::to_owned)
        .chain(read_words("en"))
        .filter(|word| word.chars().count() > 1)
        .collect();
    english.extend(["y".to_owned(), "n".to_owned()]);
    let mut found = Vec::new();
    for code in ["uk", "ru", "pl", "de"] {
        let own = read_words(code);
        for (id, text) in message_texts(code) {
            if is_read_words(&id) || ENGLISH_ON_PURPOSE.contains(&id.as_str()) {
                continue;
            }
            for word in typed_words(&text) {
                if english.contains(&word)
                    && !own.contains(&word)
                    && !OWN_LOOKALIKES.contains(&(code, word.as_str()))
                {
                    found.push(format!("{code} {id}: {word:?} in {text:?}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
