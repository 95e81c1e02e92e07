//! The Fluent files of announcements, move errors and `say`: every file parses, every
//! message the announcer uses exists in every language's own files (no English
//! fallback), and formats without errors with the arguments the code passes.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use hektor::i18n::{Lang, locale_files};

const ROLES: [&str; 6] = ["king", "queen", "rook", "bishop", "knight", "pawn"];
const FILES: [char; 8] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/// The word keys of a vocabulary (the prefix is added by the caller).
fn word_keys() -> Vec<String> {
    let mut keys: Vec<String> = ROLES.iter().map(|r| format!("piece-{r}")).collect();
    keys.extend(FILES.iter().map(|f| format!("file-{f}")));
    keys.extend((1..=8).map(|r| format!("rank-{r}")));
    keys.extend(
        [
            "captures",
            "check",
            "mate",
            "en-passant",
            "promotes",
            "castle-short",
            "castle-long",
        ]
        .map(String::from),
    );
    keys
}

/// Every message id the announcer reads in every UI language.
fn ids_in_every_language() -> Vec<String> {
    let mut ids: Vec<String> = word_keys().iter().map(|k| format!("vocab-{k}")).collect();
    ids.extend(ROLES[..5].iter().map(|r| format!("vocab-letter-{r}")));
    ids.push("vocab-filler".into());
    for color in ["white", "black"] {
        ids.push(format!("session-{color}"));
        ids.extend(ROLES.iter().map(|r| format!("announce-piece-{color}-{r}")));
    }
    ids.extend(ROLES.iter().map(|r| format!("announce-group-{r}")));
    ids.extend(
        [
            "announce-pieces",
            "announce-square-contents",
            "announce-empty",
            "announce-scan-file",
            "announce-scan-rank",
            "announce-scan-entry",
            "announce-or",
            "say-move-error",
            "say-bad-fen",
            "move-error-not-understood",
            "move-error-not-your-turn",
            "move-error-empty-square",
            "move-error-no-piece-can-reach",
            "move-error-king-in-check",
            "move-error-castling",
            "move-error-game-over",
            "move-error-ambiguous",
            "move-error-which-piece",
        ]
        .map(String::from),
    );
    ids
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![lang.langid()]);
    bundle.set_use_isolating(false);
    for (code, area, source) in locale_files() {
        if *code == lang.code() {
            let resource = FluentResource::try_new((*source).to_owned())
                .unwrap_or_else(|(_, errors)| panic!("{code}/{area}.ftl: {errors:?}"));
            bundle
                .add_resource(resource)
                .unwrap_or_else(|errors| panic!("{code}/{area}.ftl: {errors:?}"));
        }
    }
    bundle
}

#[test]
fn every_locale_file_parses_and_no_id_is_defined_twice() {
    for lang in Lang::ALL {
        bundle(lang);
    }
    for area in ["vocabulary", "announce", "move-errors"] {
        for lang in Lang::ALL {
            assert!(
                locale_files()
                    .iter()
                    .any(|(code, a, _)| *code == lang.code() && *a == area),
                "locales/{lang}/{area}.ftl is missing"
            );
        }
    }
}

/// The arguments any of these messages may use, with every selector value tried.
fn argument_sets() -> Vec<FluentArgs<'static>> {
    let mut sets = Vec::new();
    for (role, color, reason) in [
        ("king", "white", "moved"),
        ("queen", "black", "in-check"),
        ("rook", "white", "blocked"),
        ("bishop", "black", "attacked"),
        ("knight", "white", "checkmate"),
        ("pawn", "black", "stalemate"),
        ("pawn", "white", "other"),
    ] {
        for count in [1, 2, 5] {
            let mut args = FluentArgs::new();
            for name in [
                "square",
                "contents",
                "side",
                "groups",
                "file",
                "rank",
                "entries",
                "piece",
                "input",
                "example",
                "move",
                "candidates",
                "pieces",
            ] {
                args.set(name, "X");
            }
            args.set("role", role);
            args.set("color", color);
            args.set("reason", reason);
            args.set("count", count);
            args.set("number", 3);
            sets.push(args);
        }
    }
    sets
}

#[test]
fn every_message_exists_in_every_language_and_formats_cleanly() {
    let sets = argument_sets();
    for lang in Lang::ALL {
        let bundle = bundle(lang);
        for id in ids_in_every_language() {
            let message = bundle
                .get_message(&id)
                .unwrap_or_else(|| panic!("{id} is missing in {lang}"));
            let pattern = message.value().unwrap();
            for args in &sets {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(args), &mut errors);
                assert!(errors.is_empty(), "{lang} {id}: {errors:?}");
                assert!(!text.trim().is_empty(), "{lang} {id} is empty");
            }
        }
    }
}

#[test]
fn the_fide_and_nato_alphabets_are_complete() {
    let german = bundle(Lang::De);
    let english = bundle(Lang::En);
    for file in FILES {
        assert!(
            german.has_message(&format!("fide-file-{file}")),
            "fide {file}"
        );
        assert!(
            english.has_message(&format!("nato-file-{file}")),
            "nato {file}"
        );
    }
}
