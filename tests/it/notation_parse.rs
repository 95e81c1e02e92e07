//! The move parser on inputs a player, an assistant or a printed book gives.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::games::chess::notation::{Illegal, MoveError, parse_move};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, CastlingSide, Chess, Position, Role, Square};

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn uci(pos: &Chess, input: &str) -> String {
    match parse_move(pos, input) {
        Ok(mv) => mv.to_uci(CastlingMode::Standard).to_string(),
        Err(e) => panic!("{input:?}: {e:?}"),
    }
}

fn play(moves: &[&str]) -> Chess {
    let mut pos = Chess::default();
    for text in moves {
        let mv = UciMove::from_ascii(text.as_bytes())
            .unwrap()
            .to_move(&pos)
            .unwrap();
        pos.play_unchecked(mv);
    }
    pos
}

const PROMOTION: &str = "3k4/1P6/8/8/8/8/8/4K3 w - - 0 1";
const CASTLING: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

#[test]
fn san_with_and_without_marks() {
    let start = Chess::default();
    for input in [
        "e4", "e4!", "e4!?", "e4 $1", " e4 ", "e2e4", "e2-e4", "Pe4", "1.e4", "E4", "E2E4",
    ] {
        assert_eq!(uci(&start, input), "e2e4", "{input}");
    }
    for input in [
        "Nf3", "Ng1f3", "Ng1-f3", "Ng1xf3", "g1f3", "nf3", "Sf3", "Кf3", "♘f3", "NF3",
    ] {
        assert_eq!(uci(&start, input), "g1f3", "{input}");
    }
}

#[test]
fn captures_checks_and_en_passant() {
    let p = play(&["e2e4", "d7d5"]);
    for input in [
        "exd5", "ed5", "e:d5", "e4xd5", "exd5+", "exd5#", "exd5++", "eхd5", "ехd5",
    ] {
        assert_eq!(uci(&p, input), "e4d5", "{input}");
    }
    let p = play(&["e2e4", "a7a6", "e4e5", "d7d5"]);
    for input in [
        "exd6",
        "exd6e.p.",
        "exd6 e.p.",
        "exd6 ep",
        "exd6 е.р.",
        "e5d6",
    ] {
        assert_eq!(uci(&p, input), "e5d6", "{input}");
    }
}

#[test]
fn castling_in_every_spelling() {
    let p = pos(CASTLING);
    for input in [
        "O-O",
        "0-0",
        "o-o",
        "OO",
        "O-O+",
        "kurze Rochade",
        "Kurze rochade",
        "e1g1",
        "Kg1",
    ] {
        assert_eq!(uci(&p, input), "e1g1", "{input}");
    }
    for input in ["O-O-O", "0-0-0", "o-o-o", "lange rochade", "e1c1", "e1a1"] {
        assert_eq!(uci(&p, input), "e1c1", "{input}");
    }
    assert!(parse_move(&p, "Kh1").is_err());
}

#[test]
fn promotions() {
    let p = pos(PROMOTION);
    for input in [
        "b8=Q",
        "b8Q",
        "b8q",
        "b7b8q",
        "b7-b8=Q",
        "b8=D",
        "b8=Ф",
        "b8(Q)",
        "b8/Q",
        "bella acht wird dame",
    ] {
        assert_eq!(uci(&p, input), "b7b8q", "{input}");
    }
    assert_eq!(uci(&p, "b7b8n"), "b7b8n");
    assert_eq!(uci(&p, "b8=S"), "b7b8n");
    assert_eq!(uci(&p, "b8=К"), "b7b8n");
    assert_eq!(uci(&p, "b7b8b"), "b7b8b");
    let p = pos("3k4/8/8/8/8/8/2p5/1R2K3 b - - 0 1");
    assert_eq!(uci(&p, "cxb1=Q+"), "c2b1q");
    assert_eq!(uci(&p, "cxb1N"), "c2b1n");
}

#[test]
fn promotion_without_a_piece_asks_which() {
    let p = pos(PROMOTION);
    for input in ["b8", "b7b8", "b8=", "bella acht"] {
        match parse_move(&p, input) {
            Err(MoveError::Ambiguous { candidates, .. }) => {
                let roles: Vec<_> = candidates.iter().map(|m| m.promotion()).collect();
                assert_eq!(
                    roles,
                    [
                        Some(Role::Queen),
                        Some(Role::Rook),
                        Some(Role::Bishop),
                        Some(Role::Knight)
                    ],
                    "{input}"
                );
            }
            other => panic!("{input}: {other:?}"),
        }
    }
}

#[test]
fn piece_letters_of_every_language() {
    let p = play(&["e2e4", "e7e5", "d2d4", "d7d5"]);
    let cases = [
        ("Qh5", "d1h5"),
        ("Dh5", "d1h5"),
        ("Фh5", "d1h5"),
        ("Hh5", "d1h5"),
        ("qh5", "d1h5"),
        ("Bb5+", "f1b5"),
        ("Lb5", "f1b5"),
        ("Сb5", "f1b5"),
        ("Gb5", "f1b5"),
        ("Вb5", "f1b5"),
        ("Ke2", "e1e2"),
        ("Крe2", "e1e2"),
        ("Kpe2", "e1e2"),
        ("Ne2", "g1e2"),
        ("Se2", "g1e2"),
        ("Кe2", "g1e2"),
        ("Nc3", "b1c3"),
        ("Nd2", "b1d2"),
    ];
    for (input, expected) in cases {
        assert_eq!(uci(&p, input), expected, "{input}");
    }
    let rook = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    for input in [
        "Rd1",
        "Td1",
        "Тd1",
        "Лd1",
        "Wd1",
        "Лdl",
        "♖d1",
        "turm david eins",
    ] {
        assert_eq!(uci(&rook, input), "a1d1", "{input}");
    }
}

#[test]
fn cyrillic_look_alikes_inside_latin_notation() {
    // Real strings from the seeds: `dхе5`, `gxfЗ`, `Лxdl`, `Cхe5`, `Kgf3` (a Russian knight
    // written with a Latin K), `Кеf3`.
    let p = pos("4k3/8/8/4p3/3P4/5p2/6P1/4K3 w - - 0 1");
    assert_eq!(uci(&p, "dхе5"), "d4e5");
    assert_eq!(uci(&p, "gxfЗ"), "g2f3");
    let p = pos("3rk3/8/8/4p3/8/8/7B/3bK3 w - - 0 1");
    assert_eq!(uci(&p, "Cхe5"), "h2e5");
    let p = pos("3rk3/8/8/8/8/8/8/3BK3 b - - 0 1");
    assert_eq!(uci(&p, "Лxdl"), "d8d1");
    let p = pos(CASTLING);
    assert_eq!(uci(&p, "О-О"), "e1g1");
    assert_eq!(uci(&p, "о-о-о"), "e1c1");
    let p = pos("5r2/4P2k/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(uci(&p, "exf8N"), "e7f8n");
    assert_eq!(uci(&p, "ехf8К"), "e7f8n");
    let p = pos("4k3/8/8/8/8/8/8/4KQ2 w - - 0 1");
    assert_eq!(uci(&p, "Нf5"), "f1f5");
    let p = pos("4k3/8/8/8/8/8/8/4KB2 w - - 0 1");
    assert_eq!(uci(&p, "Вb5"), "f1b5");
    let p = pos("4k3/8/8/8/8/8/8/4N1NK w - - 0 1");
    assert_eq!(uci(&p, "Kgf3"), "g1f3");
    assert_eq!(uci(&p, "Кеf3"), "e1f3");
}

#[test]
fn spoken_words_with_ascii_folding() {
    let start = Chess::default();
    for input in [
        "springer felix drei",
        "Springer Felix 3",
        "springer f3",
        "Springer Gustav eins Felix drei",
    ] {
        assert_eq!(uci(&start, input), "g1f3", "{input}");
    }
    for input in ["Eva vier", "eva 4", "bauer eva vier", "Felix 3"] {
        let expected = if input == "Felix 3" { "f2f3" } else { "e2e4" };
        assert_eq!(uci(&start, input), expected, "{input}");
    }
    let p = play(&["e2e4", "d7d5"]);
    for input in [
        "eva schlägt david fünf",
        "Eva schlaegt David fuenf",
        "EVA SCHLÄGT DAVID FÜNF",
    ] {
        assert_eq!(uci(&p, input), "e4d5", "{input}");
    }
    let p = pos("k7/8/8/8/3b4/8/8/3QK3 w - - 0 1");
    assert_eq!(uci(&p, "dame schlägt läufer david vier"), "d1d4");
    assert_eq!(uci(&p, "Qd1:Bd4"), "d1d4");
    assert_eq!(uci(&p, "Koenig Felix eins"), "e1f1");
    assert_eq!(uci(&p, "Koenig Eva zwei"), "e1e2");
    let p = pos("3k4/8/8/8/8/8/8/3BK3 w - - 0 1");
    assert_eq!(uci(&p, "Laeufer Cäsar zwei"), "d1c2");
    assert_eq!(uci(&p, "läufer caesar zwei"), "d1c2");
    let p = pos("k7/3P4/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(uci(&p, "david acht wird dame"), "d7d8q");
}

#[test]
fn ambiguous_moves_list_their_candidates() {
    let p = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    match parse_move(&p, "Nd2") {
        Err(MoveError::Ambiguous { input, candidates }) => {
            assert_eq!(input, "Nd2");
            let from: Vec<_> = candidates.iter().map(|m| m.from()).collect();
            assert_eq!(from, [Some(Square::B1), Some(Square::F3)]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(uci(&p, "Nbd2"), "b1d2");
    assert_eq!(uci(&p, "N3d2"), "f3d2");
    assert_eq!(uci(&p, "Nfd2"), "f3d2");
}

#[test]
fn cyrillic_k_prefers_the_knight_but_falls_back_to_the_king() {
    let p = pos("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1");
    assert_eq!(uci(&p, "Кe2"), "g1e2");
    assert_eq!(uci(&p, "Ke2"), "e1e2");
    assert_eq!(uci(&p, "Кd1"), "e1d1");
    assert_eq!(uci(&p, "Kh3"), "g1h3");
}

fn illegal(pos: &Chess, input: &str) -> Illegal {
    match parse_move(pos, input) {
        Err(MoveError::Illegal {
            reason,
            input: given,
        }) => {
            assert_eq!(given, input);
            reason
        }
        other => panic!("{input}: {other:?}"),
    }
}

#[test]
fn illegal_moves_say_why() {
    let start = Chess::default();
    assert_eq!(illegal(&start, "e5"), Illegal::NotYourTurn);
    assert_eq!(illegal(&start, "Nf6"), Illegal::NotYourTurn);
    assert_eq!(
        illegal(&start, "e3e4"),
        Illegal::EmptySquare { from: Square::E3 }
    );
    assert_eq!(illegal(&start, "e7e5"), Illegal::NotYourTurn);
    assert_eq!(
        illegal(&start, "Qh5"),
        Illegal::NoPieceCanReach {
            role: Role::Queen,
            to: Square::H5
        }
    );
    assert_eq!(
        illegal(&start, "e5e6"),
        Illegal::EmptySquare { from: Square::E5 }
    );
    assert_eq!(
        illegal(&start, "O-O"),
        Illegal::CastlingNotPossible {
            side: CastlingSide::KingSide
        }
    );
    let pinned = pos("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    assert!(matches!(
        illegal(&pinned, "Nc3"),
        Illegal::KingInCheck { .. }
    ));
    let guarded = pos("5rk1/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(matches!(
        illegal(&guarded, "Kf2"),
        Illegal::KingInCheck { .. }
    ));
    let mated = play(&["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert_eq!(illegal(&mated, "e4"), Illegal::GameOver);
    // An en passant capture of a pinned pawn (issue 37, A5), on a file, a rank and a
    // diagonal, reached by play or set up with the square: the king, not "no pawn".
    for (fen, moves, capture) in [
        ("1r6/2p5/8/1P6/8/8/8/1K2k3 b - - 0 1", &["c7c5"][..], "bxc6"),
        ("8/2p5/8/KP5r/8/8/8/4k3 b - - 0 1", &["c7c5"], "bxc6"),
        ("b6k/4p3/8/3P4/8/8/6K1/8 b - - 0 1", &["e7e5"], "dxe6"),
        ("8/8/8/8/R3p2k/8/3P4/4K3 w - - 0 1", &["d2d4"], "exd3"),
        ("1r6/8/8/1Pp5/8/8/8/1K2k3 w - c6 0 2", &[], "bxc6"),
    ] {
        let mut game = pos(fen);
        for uci in moves {
            let mv = uci
                .parse::<shakmaty::uci::UciMove>()
                .unwrap()
                .to_move(&game)
                .unwrap();
            game.play_unchecked(mv);
        }
        for input in [capture, &capture.replace('x', "")] {
            assert!(
                matches!(illegal(&game, input), Illegal::KingInCheck { .. }),
                "{fen} {input}: {:?}",
                illegal(&game, input)
            );
        }
    }
}

#[test]
fn nonsense_is_not_understood() {
    let start = Chess::default();
    for input in [
        "",
        "   ",
        "hello",
        "Ж",
        "e9",
        "i4",
        "Nf",
        "x",
        "O-O-O-O",
        "e2e4e5e6",
        &"e4".repeat(500),
    ] {
        assert!(
            matches!(
                parse_move(&start, input),
                Err(MoveError::NotUnderstood { .. })
            ),
            "{input:?}: {:?}",
            parse_move(&start, input)
        );
    }
}

#[test]
fn a_wrong_promotion_or_departure_is_named_as_such() {
    let start = Chess::default();
    for input in ["e4N", "e4=Q", "e4Q"] {
        assert!(
            matches!(illegal(&start, input), Illegal::NotAPromotion { .. }),
            "{input}"
        );
    }
    assert!(matches!(
        illegal(&start, "Nf3N"),
        Illegal::NotAPromotion { .. }
    ));
    assert_eq!(
        illegal(&start, "Nff3"),
        Illegal::WrongDeparture {
            role: Role::Knight,
            from_file: Some(shakmaty::File::F),
            from_rank: None,
            to: Square::F3,
            from: vec![Square::G1],
        }
    );
    // A pinned piece named by its departure is still "your king would be in check".
    let pinned = pos("4r1k1/8/8/8/8/5N2/4N3/4K3 w - - 0 1");
    assert!(matches!(
        illegal(&pinned, "Ned4"),
        Illegal::KingInCheck { .. }
    ));
}

#[test]
fn ukrainian_and_russian_as_hektor_itself_says_them() {
    // hektor asks "Який кінь іде на ..."; a square said as a letter word joined to its
    // rank digit ("еф3", "эф3").
    let start = Chess::default();
    for input in [
        "кінь іде на еф три",
        "кінь йде на еф три",
        "кінь еф3",
        "Кінь Еф3",
        "конь эф3",
        "конь идёт на эф три",
        "skoczek idzie na ef trzy",
    ] {
        assert_eq!(uci(&start, input), "g1f3", "{input}");
    }
    assert_eq!(uci(&start, "пішак е4"), "e2e4");
    assert_eq!(uci(&start, "е4"), "e2e4");
}

/// Castling as English speakers say it (issue 37, C13): "short castle", "long castle".
#[test]
fn castling_as_english_speakers_say_it() {
    let both = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (said, uci) in [
        ("short castle", "e1h1"),
        ("long castle", "e1a1"),
        ("castles kingside", "e1h1"),
    ] {
        let mv = parse_move(&both, said).unwrap();
        assert_eq!(
            mv.to_uci(shakmaty::CastlingMode::Chess960).to_string(),
            uci,
            "{said}"
        );
    }
}
