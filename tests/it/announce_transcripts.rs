//! Spoken transcripts in every style, form and UI language (insta snapshots): a short
//! game with every kind of move, sentences about the position, and move errors.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::fmt::Write as _;

use hektor::games::chess::notation::{Illegal, MoveError};
use hektor::i18n::Lang;
use hektor::{
    announce::{AnnounceOptions, Form, Style},
    games::chess::announce::Announcer,
};
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{
    CastlingMode, CastlingSide, Chess, Color, File, Move, Position, Rank, Role, Square,
};

const STYLES: [(Style, &str); 5] = [
    (Style::Fide, "fide"),
    (Style::FideAscii, "fide_ascii"),
    (Style::Nato, "nato"),
    (Style::Native, "native"),
    (Style::San, "san"),
];

/// The example game of the FIDE texts (seed 000 13.13), then a promotion and a mate.
const GAME: &str = "e4 e5 Nf3 Nf6 d4 exd4 e5 Ne4 Qxd4 d5 exd6 Nxd6 Bg5 Nc6 Qe3+ Be7 Nbd2 O-O \
                    O-O-O Re8 Kb1";
const PROMOTION: (&str, &str) = ("5r2/4P2k/8/8/8/8/8/4K3 w - - 0 1", "exf8=N+ Kg8 Ng6");
const MATE: (&str, &str) = ("", "f3 e5 g4 Qh4#");

fn position(fen: &str) -> Chess {
    if fen.is_empty() {
        Chess::default()
    } else {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }
}

fn san_move(pos: &Chess, san: &str) -> Move {
    san.trim_end_matches(['+', '#'])
        .parse::<San>()
        .unwrap()
        .to_move(pos)
        .unwrap()
}

fn play(fen: &str, moves: &str) -> Chess {
    let mut pos = position(fen);
    for san in moves.split_whitespace() {
        let mv = san_move(&pos, san);
        pos.play_unchecked(mv);
    }
    pos
}

fn announcer(style: Style, form: Form, lang: Lang) -> Announcer {
    Announcer::new(AnnounceOptions {
        style,
        form,
        lang,
        ..AnnounceOptions::default()
    })
}

fn transcript(announcer: &Announcer, fen: &str, moves: &str) -> Vec<String> {
    let mut pos = position(fen);
    moves
        .split_whitespace()
        .map(|san| {
            let mv = san_move(&pos, san);
            let text = announcer.move_text(&pos, mv);
            pos.play_unchecked(mv);
            format!("{san}: {text}")
        })
        .collect()
}

#[test]
fn games_in_every_style_form_and_language() {
    for (style, name) in STYLES {
        let mut out = String::new();
        for lang in Lang::ALL {
            for form in [Form::Short, Form::Long] {
                let announcer = announcer(style, form, lang);
                writeln!(out, "## {lang} {form:?}").unwrap();
                for (fen, moves) in [("", GAME), PROMOTION, MATE] {
                    for line in transcript(&announcer, fen, moves) {
                        writeln!(out, "{line}").unwrap();
                    }
                }
            }
        }
        insta::assert_snapshot!(format!("game_{name}"), out);
    }
}

#[test]
fn position_sentences_in_every_language() {
    let pos = play("", GAME);
    for (style, name) in [
        (Style::Fide, "fide"),
        (Style::Native, "native"),
        (Style::San, "san"),
    ] {
        let mut out = String::new();
        for lang in Lang::ALL {
            let announcer = announcer(style, Form::Short, lang);
            writeln!(out, "## {lang}").unwrap();
            writeln!(out, "{}", announcer.pieces(&pos, Color::White)).unwrap();
            writeln!(out, "{}", announcer.pieces(&pos, Color::Black)).unwrap();
            writeln!(out, "{}", announcer.scan_file(&pos, File::D)).unwrap();
            writeln!(out, "{}", announcer.scan_file(&pos, File::A)).unwrap();
            writeln!(out, "{}", announcer.scan_rank(&pos, Rank::Third)).unwrap();
            writeln!(out, "{}", announcer.scan_rank(&pos, Rank::Fourth)).unwrap();
            writeln!(out, "{}", announcer.square_contents(&pos, Square::E3)).unwrap();
            writeln!(out, "{}", announcer.square_contents(&pos, Square::E4)).unwrap();
        }
        insta::assert_snapshot!(format!("position_{name}"), out);
    }
}

/// Every kind of move error, each in the position where it arises.
fn errors() -> Vec<(Chess, MoveError)> {
    let input = |s: &str| s.to_owned();
    let start = Chess::default();
    let knights = play("", "d4 d5 Nf3 Nf6");
    let in_check = play("", "e4 e5 Nf3 Nc6 d4 Bb4+");
    let castle_moved = play("", "e4 e5 Ke2 Ke7 Ke1 Ke8 Nf3 Nf6 Bc4 Bc5");
    let castle_check = play("", "e4 e5 Nf3 Nf6 Bc4 Bb4 c3 Bxc3 Qe2 Bxd2+");
    let castle_attacked = play("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1", "");
    let promotion = play("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "");
    let mated = play("", "f3 e5 g4 Qh4#");
    let promotions = |pos: &Chess| -> Vec<Move> {
        pos.legal_moves()
            .into_iter()
            .filter(|m| m.promotion().is_some())
            .collect()
    };
    vec![
        (
            start.clone(),
            MoveError::NotUnderstood {
                input: input("xyz"),
            },
        ),
        (
            start.clone(),
            MoveError::Illegal {
                input: input("e5"),
                reason: Illegal::NotYourTurn,
            },
        ),
        (
            start.clone(),
            MoveError::Illegal {
                input: input("e3f4"),
                reason: Illegal::EmptySquare { from: Square::E3 },
            },
        ),
        (
            start.clone(),
            MoveError::Illegal {
                input: input("Nf4"),
                reason: Illegal::NoPieceCanReach {
                    role: Role::Knight,
                    to: Square::F4,
                },
            },
        ),
        (
            start.clone(),
            MoveError::Illegal {
                input: input("Qd3"),
                reason: Illegal::NoPieceCanReach {
                    role: Role::Queen,
                    to: Square::D3,
                },
            },
        ),
        (
            in_check,
            MoveError::Illegal {
                input: input("Nh4"),
                reason: Illegal::KingInCheck {
                    candidate: Move::Normal {
                        role: Role::Knight,
                        from: Square::F3,
                        capture: None,
                        to: Square::H4,
                        promotion: None,
                    },
                },
            },
        ),
        (
            castle_moved,
            MoveError::Illegal {
                input: input("O-O"),
                reason: Illegal::CastlingNotPossible {
                    side: CastlingSide::KingSide,
                },
            },
        ),
        (
            start.clone(),
            MoveError::Illegal {
                input: input("O-O-O"),
                reason: Illegal::CastlingNotPossible {
                    side: CastlingSide::QueenSide,
                },
            },
        ),
        (
            castle_check,
            MoveError::Illegal {
                input: input("O-O"),
                reason: Illegal::CastlingNotPossible {
                    side: CastlingSide::KingSide,
                },
            },
        ),
        (
            castle_attacked,
            MoveError::Illegal {
                input: input("O-O"),
                reason: Illegal::CastlingNotPossible {
                    side: CastlingSide::KingSide,
                },
            },
        ),
        (
            mated,
            MoveError::Illegal {
                input: input("e4"),
                reason: Illegal::GameOver,
            },
        ),
        (
            knights.clone(),
            MoveError::Ambiguous {
                input: input("Nd2"),
                candidates: vec![san_move(&knights, "Nbd2"), san_move(&knights, "Nfd2")],
            },
        ),
        (
            knights.clone(),
            MoveError::Ambiguous {
                input: input("Kd2"),
                candidates: vec![san_move(&knights, "Nbd2"), san_move(&knights, "Kd2")],
            },
        ),
        (
            promotion.clone(),
            MoveError::Ambiguous {
                input: input("b8"),
                candidates: promotions(&promotion),
            },
        ),
    ]
}

#[test]
fn error_sentences_in_every_style_and_language() {
    let errors = errors();
    for (style, name) in STYLES {
        let mut out = String::new();
        for lang in Lang::ALL {
            let announcer = announcer(style, Form::Short, lang);
            writeln!(out, "## {lang}").unwrap();
            for (pos, error) in &errors {
                writeln!(out, "{}", announcer.error_sentence(pos, error)).unwrap();
            }
        }
        insta::assert_snapshot!(format!("errors_{name}"), out);
    }
}

#[test]
fn ambiguous_knights_read_as_in_the_issue() {
    let (pos, error) = errors().swap_remove(11);
    let german = announcer(Style::Fide, Form::Short, Lang::De);
    assert_eq!(
        german.error_sentence(&pos, &error),
        "Welcher Springer zieht nach David zwei: von Bella eins oder von Felix drei?"
    );
    let english = announcer(Style::Fide, Form::Short, Lang::En);
    let error = MoveError::NotUnderstood {
        input: "xyz".into(),
    };
    assert_eq!(
        english.error_sentence(&Chess::default(), &error),
        "Not understood: 'xyz'. Type a move like e4, Nf3, O-O or Springer Felix drei."
    );
}
