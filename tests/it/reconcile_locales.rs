//! The reconcile sentences: every language's `reconcile.ftl` parses, has every message
//! English has, and formats without errors with the arguments the report passes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use hektor::i18n::{Lang, locale_files};

fn source(lang: Lang) -> &'static str {
    locale_files()
        .iter()
        .find(|(code, area, _)| *code == lang.code() && *area == "reconcile")
        .map(|(_, _, source)| *source)
        .unwrap_or_else(|| panic!("locales/{lang}/reconcile.ftl is missing"))
}

fn ids(source: &str) -> Vec<String> {
    let mut ids: Vec<String> = source
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id))
        .filter(|id| id.starts_with("reconcile-"))
        .map(str::to_owned)
        .collect();
    ids.sort();
    ids
}

#[test]
fn every_language_has_every_sentence_and_each_formats() {
    let english = ids(source(Lang::En));
    assert!(english.len() > 30);
    let mut args = FluentArgs::new();
    for (name, value) in [
        ("plies", "12"),
        ("total", "21"),
        ("number", "7"),
        ("side", "White"),
        ("first", "Nf3"),
        ("second", "Nc3"),
        ("sheet", "1"),
        ("other", "2"),
        ("move", "e4"),
        ("entry", "Nx9"),
        ("white", "1:00:00"),
        ("black", "0:59:00"),
        ("index", "1"),
        ("piece", "knight"),
        ("role", "knight"),
        ("from", "f6"),
        ("to", "d7"),
        ("recorded", "Nd7"),
        ("executed", "Nf6"),
        ("pieces", "king e1"),
        ("square", "e4"),
        ("game", "3"),
        ("games", "12"),
        ("player", "blind"),
        ("written", "Nd7"),
        ("candidates", "Nbd7, Nfd7"),
        ("chosen", "Nbd7"),
        ("by", "boards"),
        ("placement", "8/8/x"),
        ("reason", "the board is empty"),
        ("problem", "White has 2 kings"),
        ("color", "white"),
        ("error", "the piece list is empty"),
        ("path", "sheet.txt"),
        ("wanted", "5"),
        ("word", "Xz9"),
        ("example", "white Ke1 e4; black Ke8"),
        ("empty", "empty, clear"),
    ] {
        args.set(name, value);
    }
    args.set("count", 2);
    args.set("moves", 100_001);
    args.set("most", 100_000);
    for lang in Lang::ALL {
        let text = source(lang);
        assert_eq!(ids(text), english, "{lang}");
        let resource = FluentResource::try_new(text.to_owned())
            .unwrap_or_else(|(_, errors)| panic!("{lang}/reconcile.ftl: {errors:?}"));
        let mut bundle = FluentBundle::new(vec![lang.langid()]);
        bundle.set_use_isolating(false);
        bundle.add_resource(resource).unwrap();
        for id in &english {
            let pattern = bundle.get_message(id).unwrap().value().unwrap();
            let mut errors = Vec::new();
            let out = bundle.format_pattern(pattern, Some(&args), &mut errors);
            assert!(errors.is_empty(), "{lang} {id}: {errors:?}");
            assert!(!out.trim().is_empty(), "{lang} {id}");
        }
    }
}
