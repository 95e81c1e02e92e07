//! Games the tests make themselves: random legal chess games from shakmaty, written as
//! PGN, for the checks that want many games in one file.

use std::fmt::Write;

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Outcome, Position};

/// A fixed pseudo-random sequence (Knuth's MMIX linear congruential generator), so every
/// run writes the same games.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Results given to the games the board has not ended, in turn.
const RESULTS: [&str; 4] = ["1-0", "1/2-1/2", "0-1", "*"];

/// The movetext of a random legal game from the start of `plies` half-moves (fewer when
/// the board ends it), numbered, with a `[%clk]` comment after every move when `clocks`;
/// and the position it ends in.
fn random_movetext(rng: &mut Lcg, plies: usize, clocks: bool) -> (String, Chess) {
    let mut pos = Chess::default();
    let mut movetext = String::new();
    let mut clock = 300;
    for ply in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        if ply % 2 == 0 {
            write!(movetext, "{}. ", ply / 2 + 1).unwrap();
        }
        write!(
            movetext,
            "{} ",
            SanPlus::from_move_and_play_unchecked(&mut pos, mv)
        )
        .unwrap();
        if clocks {
            clock = (clock + 2 - rng.below(6) as i64).max(1);
            write!(
                movetext,
                "{{[%clk 0:{:02}:{:02}]}} ",
                clock / 60,
                clock % 60
            )
            .unwrap();
        }
    }
    (movetext, pos)
}

/// The movetext of one random legal game of up to `plies` half-moves (fewer when the
/// board ends it).
pub fn random_game(plies: usize, seed: u64) -> String {
    random_movetext(&mut Lcg(seed), plies, false).0
}

/// `count` random legal games from the start position as a PGN file. Game `n` has the
/// tags Event, Date, Round `n`, White "White `n`", Black "Black `n`" and Result; it plays
/// 20 to 139 half-moves (fewer when the board ends it, which then gives the result);
/// with `clocks`, a `[%clk]` comment follows every move.
pub fn random_games(count: usize, seed: u64, clocks: bool) -> String {
    let mut rng = Lcg(seed);
    let mut pgn = String::new();
    for n in 1..=count {
        let plies = 20 + rng.below(120);
        let (movetext, pos) = random_movetext(&mut rng, plies, clocks);
        let result = match pos.outcome() {
            Outcome::Known(known) => known.to_string(),
            Outcome::Unknown => RESULTS[n % RESULTS.len()].to_owned(),
        };
        write!(
            pgn,
            "[Event \"Random games\"]\n[Date \"2024.01.{:02}\"]\n[Round \"{n}\"]\n\
             [White \"White {n}\"]\n[Black \"Black {n}\"]\n[Result \"{result}\"]\n\n\
             {movetext}{result}\n\n",
            n % 28 + 1
        )
        .unwrap();
    }
    pgn
}

/// A game file as tournament mode writes it, at `path`: the moves kept as written (`san`
/// as typed, no UCI), each with a clock reading, then the result when there is one.
pub fn written_game(
    path: &std::path::Path,
    rules: hektor::games::Rules,
    moves: &[&str],
    result: Option<hektor::game::GameResult>,
) {
    use hektor::game::{MoveRecord, Tags};
    use hektor::games::journal::{Entry, Event, Journal};
    let tags = Tags {
        event: "Open A".to_owned(),
        round: "3".to_owned(),
        white: "Anna Weiss".to_owned(),
        black: "Bella Schwarz".to_owned(),
        ..Tags::default()
    };
    let start = Event::Start {
        rules,
        tags: Box::new(tags),
        start_fen: None,
        settings: serde_json::Value::Null,
    };
    let mut journal = Journal::create(path, start, 0).unwrap();
    let moves = moves.iter().enumerate().map(|(n, san)| {
        Event::Move(MoveRecord::as_written(
            san,
            1_700_000_000_000 + n as i64,
            Some((5_400_000 - n as u64 * 1000, 5_400_000 - n as u64 * 500)),
        ))
    });
    let end = result.map(|result| Event::End {
        result,
        termination: None,
    });
    for (n, event) in moves.chain(end).enumerate() {
        let unix_ms = i64::try_from(n).unwrap();
        journal.append(&Entry { unix_ms, event }).unwrap();
    }
}

/// Kasparov-Topalov, Wijk aan Zee 1999, to Black's 22nd move, as a player wrote it in
/// tournament mode: four moves written loosely (`e2e4`, `Ng1e2`, `Bh6` for `Bxh6`, `Qf4`
/// for `Qf4+`), all legal.
pub const WRITTEN_LEGAL: [&str; 44] = [
    "e2e4", "d6", "d4", "Nf6", "Nc3", "g6", "Be3", "Bg7", "Qd2", "c6", "f3", "b5", "Ng1e2", "Nbd7",
    "Bh6", "Bh6", "Qxh6", "Bb7", "a3", "e5", "O-O-O", "Qe7", "Kb1", "a6", "Nc1", "O-O-O", "Nb3",
    "exd4", "Rxd4", "c5", "Rd1", "Nb6", "g3", "Kb8", "Na5", "Ba8", "Bh3", "d5", "Qf4", "Ka7",
    "Rhe1", "d4", "Nd5", "Nbxd5",
];

/// [`WRITTEN_LEGAL`] and then, as written, White's 23rd move that is not legal (`Qd7`:
/// no queen can reach d7) and three moves after it.
pub fn written_illegal() -> Vec<&'static str> {
    let mut moves = WRITTEN_LEGAL.to_vec();
    moves.extend(["Qd7", "Qd6", "Rxd4", "cxd4"]);
    moves
}
