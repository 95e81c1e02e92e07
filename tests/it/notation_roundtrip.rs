//! Property tests: in random positions reached by random legal play, every legal move,
//! written in every notation the parser reads, parses back to that same move.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use common::{lan, random_position};
use hektor::games::chess::notation::parse_move;
use hektor::i18n::Lang;
use hektor::{
    announce::{AnnounceOptions, Form, Style},
    games::chess::announce::Announcer,
};
use hektor::{
    games::chess::notation::replay,
    notation::movetext::{SheetEntry, read_movetext},
};
use proptest::prelude::*;
use shakmaty::san::{San, SanPlus};
use shakmaty::{CastlingMode, Chess, Move, Position, Role};

/// Piece letters of a language, in the order king, queen, rook, bishop, knight.
const ENGLISH: [&str; 5] = ["K", "Q", "R", "B", "N"];
const GERMAN: [&str; 5] = ["K", "D", "T", "L", "S"];
const RUSSIAN: [&str; 5] = ["Кр", "Ф", "Л", "С", "К"];
const UKRAINIAN: [&str; 5] = ["Кр", "Ф", "Т", "С", "К"];
const POLISH: [&str; 5] = ["K", "H", "W", "G", "S"];

fn letter(letters: [&str; 5], role: Role) -> &str {
    match role {
        Role::King => letters[0],
        Role::Queen => letters[1],
        Role::Rook => letters[2],
        Role::Bishop => letters[3],
        Role::Knight | Role::Pawn => letters[4],
    }
}

/// SAN with the piece letters of `letters`.
fn san_in(letters: [&str; 5], pos: &Chess, mv: Move) -> String {
    let san = SanPlus::from_move(pos.clone(), mv).to_string();
    let mut out = String::new();
    for (index, c) in san.chars().enumerate() {
        match Role::from_char(c.to_ascii_lowercase()) {
            Some(role) if c.is_ascii_uppercase() && (index == 0 || out.ends_with('=')) => {
                out.push_str(letter(letters, role));
            }
            _ => out.push(c),
        }
    }
    out
}

fn writings(pos: &Chess, mv: Move) -> Vec<String> {
    let mut out = vec![
        SanPlus::from_move(pos.clone(), mv).to_string(),
        San::from_move(pos, mv).to_string(),
        lan(mv),
        mv.to_uci(CastlingMode::Standard).to_string(),
    ];
    for letters in [ENGLISH, GERMAN, RUSSIAN, UKRAINIAN, POLISH] {
        out.push(san_in(letters, pos, mv));
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_legal_move_in_every_notation_parses_back(picks in prop::collection::vec(any::<usize>(), 0..120)) {
        let pos = random_position(&picks);
        for mv in pos.legal_moves() {
            for text in writings(&pos, mv) {
                prop_assert_eq!(parse_move(&pos, &text), Ok(mv), "{} in {:?}", text, pos.board().to_string());
            }
        }
    }

    #[test]
    fn every_announcement_parses_back(picks in prop::collection::vec(any::<usize>(), 0..120)) {
        let pos = random_position(&picks);
        let announcers: Vec<Announcer> = [Style::Fide, Style::FideAscii, Style::Nato, Style::Native, Style::San]
            .into_iter()
            .flat_map(|style| [Form::Short, Form::Long].map(move |form| (style, form)))
            .flat_map(|(style, form)| Lang::ALL.map(move |lang| AnnounceOptions { style, form, lang, ..AnnounceOptions::default() }))
            .map(Announcer::new)
            .collect();
        for mv in pos.legal_moves() {
            for announcer in &announcers {
                let text = announcer.move_text(&pos, mv);
                prop_assert_eq!(parse_move(&pos, &text), Ok(mv), "{} ({:?})", text, announcer.options());
            }
        }
    }

    #[test]
    fn written_games_read_back(picks in prop::collection::vec(any::<usize>(), 0..80), per_line in any::<bool>()) {
        let mut pos = Chess::default();
        let mut played = Vec::new();
        let mut text = String::new();
        for (ply, &pick) in picks.iter().enumerate() {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[pick % moves.len()];
            if ply % 2 == 0 {
                text.push_str(&format!("{}.", ply / 2 + 1));
            }
            text.push(if per_line { '\n' } else { ' ' });
            text.push_str(&SanPlus::from_move(pos.clone(), mv).to_string());
            text.push(if per_line { '\n' } else { ' ' });
            played.push(mv);
            pos.play_unchecked(mv);
        }
        text.push_str("1/2-1/2");
        let entries = read_movetext(&text);
        prop_assert_eq!(entries.last(), Some(&SheetEntry::Result(hektor::game::record::GameResult::Draw)));
        let replayed: Vec<Move> = replay(&Chess::default(), &entries)
            .into_iter()
            .map(|r| r.outcome.unwrap())
            .collect();
        prop_assert_eq!(replayed, played);
    }

    #[test]
    fn any_text_gives_an_answer(text in "\\PC{0,40}") {
        let _ = parse_move(&Chess::default(), &text);
        let _ = replay(&Chess::default(), &read_movetext(&text));
    }
}
