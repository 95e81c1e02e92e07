//! PGN export round trip: any legal game with clocks, draw offers, result and reason
//! reads back from hektor's PGN as the same record.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::game::{GameResult, MoveRecord, Termination};
use hektor::games::GameRecord;
use hektor::{
    games::chess::{pgn_import, sheet::render},
    scoresheet::{ExportOptions, Format},
};
use proptest::prelude::*;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Color, Position};

fn termination(choice: u8) -> Option<Termination> {
    match choice % 6 {
        0 => None,
        1 => Some(Termination::Resignation),
        2 => Some(Termination::DrawAgreement),
        3 => Some(Termination::TimeForfeit),
        4 => Some(Termination::Adjudication),
        _ => Some(Termination::Other("arbiter stopped the game".to_owned())),
    }
}

fn game(choices: &[(u16, u64, bool)], result: u8, reason: u8) -> GameRecord {
    let mut pos = Chess::default();
    let mut record = GameRecord::default();
    let (mut white_ms, mut black_ms) = (None, None);
    for &(pick, clock, draw_offer) in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[usize::from(pick) % legal.len()];
        match pos.turn() {
            Color::White => white_ms = Some(clock),
            Color::Black => black_ms = Some(clock),
        }
        let uci = mv.to_uci(CastlingMode::Standard).to_string();
        let san = SanPlus::from_move_and_play_unchecked(&mut pos, mv).to_string();
        record.moves.push(&MoveRecord {
            san,
            uci,
            unix_ms: 0,
            white_ms,
            black_ms,
            draw_offer,
            written: false,
        });
    }
    record.result = match result % 4 {
        0 => GameResult::Ongoing,
        1 => GameResult::WhiteWins,
        2 => GameResult::BlackWins,
        _ => GameResult::Draw,
    };
    if record.is_finished() {
        record.termination = termination(reason);
    }
    if record.is_finished() && pos.is_checkmate() {
        record.termination = Some(Termination::Checkmate);
    }
    if record.is_finished() && pos.is_stalemate() {
        record.termination = Some(Termination::Stalemate);
    }
    record.tags.white = "Anna \"the Rook\" Weiss".to_owned();
    record.tags.time_control = Some("40/5400+30:1800+30".to_owned());
    record
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn pgn_export_reads_back_as_the_same_game(
        choices in proptest::collection::vec((any::<u16>(), (0u64..200_000).prop_map(|tenths| tenths * 100), proptest::bool::weighted(0.05)), 0..120),
        result in any::<u8>(),
        reason in any::<u8>(),
    ) {
        let record = game(&choices, result, reason);
        let pgn = render(&record, &ExportOptions::new(Format::Pgn, hektor::i18n::Lang::En).unwrap()).unwrap();
        let back = pgn_import::read_game(pgn.as_slice(), 1, hektor::games::Rules::Chess).unwrap();
        let pgn = String::from_utf8(pgn).unwrap();
        prop_assert_eq!(back, record, "{}", pgn);
    }
}

#[test]
fn a_set_up_position_is_written_with_setup_and_fen() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40";
    let record = pgn_import::read_game(
        format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n40... Kd7 41. e4 *").as_bytes(),
        1,
        hektor::games::Rules::Chess,
    )
    .unwrap();
    assert_eq!(record.start_fen.as_deref(), Some(fen));
    let pgn = String::from_utf8(
        render(
            &record,
            &ExportOptions::new(Format::Pgn, hektor::i18n::Lang::En).unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    assert!(
        pgn.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n"),
        "{pgn}"
    );
    assert!(pgn.contains("\n40... Kd7 41. e4 *\n"), "{pgn}");
    let mut options = ExportOptions::new(Format::Brf, hektor::i18n::Lang::En).unwrap();
    options.line_ending = Some(hektor::scoresheet::LineEnding::Lf);
    let brf = String::from_utf8(render(&record, &options).unwrap()).unwrap();
    assert!(brf.contains("\n40 -- KD7\n41 E4\n"), "{brf}");
}
