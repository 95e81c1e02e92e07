//! design.md's announcement table: every row, both forms, exact strings (style `fide`,
//! the default, in every UI language: the FIDE words do not change with the language).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::i18n::Lang;
use hektor::{
    announce::{AnnounceOptions, Form, Style},
    games::chess::announce::Announcer,
};
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, Move, Position};

/// The position after `setup` (SAN moves from the start, or a FEN) and the move `san`.
fn position_and_move(setup: &str, san: &str) -> (Chess, Move) {
    let pos = if setup.contains('/') {
        let fen: Fen = setup.parse().unwrap();
        fen.into_position(CastlingMode::Standard).unwrap()
    } else {
        let mut pos = Chess::default();
        for token in setup.split_whitespace() {
            let mv = token.parse::<San>().unwrap().to_move(&pos).unwrap();
            pos.play_unchecked(mv);
        }
        pos
    };
    let mv = san
        .trim_end_matches(['+', '#'])
        .parse::<San>()
        .unwrap()
        .to_move(&pos)
        .unwrap();
    (pos, mv)
}

fn announce(setup: &str, san: &str, form: Form, lang: Lang) -> String {
    let (pos, mv) = position_and_move(setup, san);
    let announcer = Announcer::new(AnnounceOptions {
        form,
        lang,
        ..AnnounceOptions::default()
    });
    assert_eq!(
        announcer.options().style,
        Style::Fide,
        "fide is the default"
    );
    announcer.move_text(&pos, mv)
}

fn row(setup: &str, san: &str, short: &str, long: &str) {
    for lang in Lang::ALL {
        assert_eq!(
            announce(setup, san, Form::Short, lang),
            short,
            "{san}, short, {lang}"
        );
        assert_eq!(
            announce(setup, san, Form::Long, lang),
            long,
            "{san}, long, {lang}"
        );
    }
}

#[test]
fn pawn_move() {
    row("", "e4", "Eva vier", "Eva zwei Eva vier");
}

#[test]
fn knight_move() {
    row(
        "",
        "Nf3",
        "Springer Felix drei",
        "Springer Gustav eins Felix drei",
    );
}

#[test]
fn pawn_capture() {
    row(
        "e4 d5",
        "exd5",
        "Eva schlägt David fünf",
        "Eva vier schlägt David fünf",
    );
}

#[test]
fn file_disambiguation() {
    row(
        "d4 d5 Nf3 Nf6",
        "Nbd2",
        "Springer Bella David zwei",
        "Springer Bella eins David zwei",
    );
}

#[test]
fn rank_disambiguation() {
    row(
        "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1",
        "N5f3",
        "Springer fünf Felix drei",
        "Springer Gustav fünf Felix drei",
    );
}

#[test]
fn queen_capture_with_check() {
    row(
        "3k4/8/8/8/3p4/8/8/3QK3 w - - 0 1",
        "Qxd4+",
        "Dame schlägt David vier, Schach",
        "Dame David eins schlägt David vier, Schach",
    );
}

#[test]
fn short_castling() {
    row(
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        "O-O",
        "Kurze Rochade",
        "Kurze Rochade",
    );
}

#[test]
fn long_castling_with_check() {
    row(
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "O-O-O+",
        "Lange Rochade, Schach",
        "Lange Rochade, Schach",
    );
}

#[test]
fn en_passant() {
    row(
        "e4 a6 e5 d5",
        "exd6",
        "Eva schlägt David sechs en passant",
        "Eva fünf schlägt David sechs en passant",
    );
}

#[test]
fn promotion() {
    row(
        "8/3P4/8/7k/8/8/8/4K3 w - - 0 1",
        "d8=Q",
        "David acht wird Dame",
        "David sieben David acht wird Dame",
    );
}

#[test]
fn capture_promotion_with_check() {
    row(
        "5r2/4P2k/8/8/8/8/8/4K3 w - - 0 1",
        "exf8=N+",
        "Eva schlägt Felix acht wird Springer, Schach",
        "Eva sieben schlägt Felix acht wird Springer, Schach",
    );
}

#[test]
fn mate() {
    row(
        "f3 e5 g4",
        "Qh4#",
        "Dame Hektor vier, Matt",
        "Dame David acht Hektor vier, Matt",
    );
}

#[test]
fn fide_ascii_spells_as_the_fide_texts() {
    let cases = [
        (
            "e4 d5 exd5 c6 dxc6 Nf6 cxb7 Nc6",
            "bxc8=Q",
            Form::Short,
            "Bella schlaegt Caesar acht wird Dame",
        ),
        ("", "h4", Form::Short, "Hector vier"),
        ("e4 e5", "Ke2", Form::Short, "Koenig Eva zwei"),
        ("e4 e5", "Bc4", Form::Long, "Laeufer Felix eins Caesar vier"),
        ("e4 e5", "Qh5", Form::Long, "Dame David eins Hector fuenf"),
    ];
    for (setup, san, form, expected) in cases {
        let (pos, mv) = position_and_move(setup, san);
        let announcer = Announcer::new(AnnounceOptions {
            style: Style::FideAscii,
            form,
            ..AnnounceOptions::default()
        });
        assert_eq!(announcer.move_text(&pos, mv), expected, "{san}");
    }
}

#[test]
fn pawns_are_named_only_with_pawn_name() {
    let (pos, mv) = position_and_move("e4 d5", "exd5");
    for (form, expected) in [
        (Form::Short, "Bauer Eva schlägt David fünf"),
        (Form::Long, "Bauer Eva vier schlägt David fünf"),
    ] {
        let announcer = Announcer::new(AnnounceOptions {
            form,
            pawn_name: true,
            ..AnnounceOptions::default()
        });
        assert_eq!(announcer.move_text(&pos, mv), expected);
    }
}

#[test]
fn ranks_in_the_ui_language_change_only_the_ranks() {
    let (pos, mv) = position_and_move("", "Nf3");
    let cases = [
        (Lang::En, "Springer Felix three"),
        (Lang::De, "Springer Felix drei"),
        (Lang::Uk, "Springer Felix три"),
        (Lang::Ru, "Springer Felix три"),
        (Lang::Pl, "Springer Felix trzy"),
    ];
    for (lang, expected) in cases {
        let announcer = Announcer::new(AnnounceOptions {
            lang,
            ranks_in_ui_language: true,
            ..AnnounceOptions::default()
        });
        assert_eq!(announcer.move_text(&pos, mv), expected, "{lang}");
    }
}
