//! Reads games of a PGN file into game records: tags, start position, moves (checked
//! and written back as SAN and UCI), `[%clk h:mm:ss]` clock comments, draw offers, the
//! result and how the game ended.

use std::io::Read;
use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::{CastlingMode, Chess, Color, KnownOutcome, Position};

use super::pgn_export::{DRAW_OFFER, termination_from_words};
use crate::game::chess::{fen_of, fen_position};
use crate::game::{GameRecord, GameResult, MoveRecord, Termination};
use crate::i18n::errors::FenProblem;
use crate::replay::source::{LineEnds, UciPromotions, decode, movetext_source, tag_text};

/// A game of a PGN file that cannot be read as a standard chess game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// The file could not be read.
    #[error("cannot read the PGN file: {0}")]
    Io(String),
    /// The game is of a chess variant.
    #[error("game {game} is a {variant} game; hektor exports standard chess games only")]
    Variant {
        /// 1-based game number.
        game: usize,
        /// The `Variant` tag.
        variant: String,
    },
    /// The FEN tag is not a legal standard chess position.
    #[error("game {game}: the start position {fen:?} is not a legal chess position ({reason})")]
    BadStart {
        /// 1-based game number.
        game: usize,
        /// The FEN tag.
        fen: String,
        /// Why.
        reason: FenProblem,
    },
    /// A move is not legal where it stands.
    #[error("game {game}, move {number}: {san} is not a legal move in that position")]
    IllegalMove {
        /// 1-based game number.
        game: usize,
        /// The full-move number.
        number: u32,
        /// The move as written.
        san: String,
    },
    /// A null move (`--`, `Z0`): a placeholder in analysis, not a move on the board.
    #[error(
        "game {game}, move {number}: a null move ({san}) is not a move on the board, so the game cannot be put on a scoresheet"
    )]
    NullMove {
        /// 1-based game number.
        game: usize,
        /// The full-move number.
        number: u32,
        /// The move as written.
        san: String,
    },
    /// The file holds no game at all.
    #[error("the file holds no PGN game (nor is it a saved hektor game)")]
    Empty,
    /// The file has fewer games than asked for.
    #[error(
        "the PGN file has {count} games, so there is no game {wanted}; use --game 1 to {count}"
    )]
    NoSuchGame {
        /// The number asked for.
        wanted: usize,
        /// How many there are.
        count: usize,
    },
}

#[derive(Default)]
struct TagValues {
    record: GameRecord,
    fen: Option<String>,
    variant: Option<String>,
    termination: Option<String>,
}

struct Movetext {
    pos: Chess,
    record: GameRecord,
    termination_tag: Option<String>,
    last_comment: Option<String>,
    white_ms: Option<u64>,
    black_ms: Option<u64>,
}

struct Importer {
    game: usize,
    /// Whether the game being read has a tag, a move or a result: a "game" without any
    /// is no game (a text or random bytes that the reader skipped over).
    content: bool,
}

/// The words of a comment, every run of blanks and line breaks as one space.
fn text(bytes: &[u8]) -> String {
    decode(bytes)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

impl Visitor for Importer {
    type Tags = TagValues;
    type Movetext = Movetext;
    type Output = Result<GameRecord, ImportError>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        self.game += 1;
        self.content = false;
        ControlFlow::Continue(TagValues::default())
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        self.content = true;
        let value = tag_text(&value).trim().to_owned();
        // `?` and `????.??.??` say "unknown", which a record says with an empty field.
        let value = if value.chars().all(|c| matches!(c, '?' | '.')) {
            String::new()
        } else {
            value
        };
        let t = &mut tags.record.tags;
        match name {
            b"Event" => t.event = value,
            b"Site" => t.site = value,
            b"Date" => t.date = value,
            b"Round" => t.round = value,
            b"Board" => t.board = value,
            b"White" => t.white = value,
            b"Black" => t.black = value,
            b"TimeControl" => t.time_control = Some(value).filter(|v| !v.is_empty()),
            b"FEN" => tags.fen = Some(value),
            b"Variant" => tags.variant = Some(value),
            b"Termination" => tags.termination = Some(value),
            b"Result" => {
                tags.record.result = GameResult::from_pgn(&value).unwrap_or_default();
            }
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        let game = self.game;
        if let Some(variant) = tags.variant.filter(|v| {
            !matches!(
                v.to_ascii_lowercase().as_str(),
                "" | "standard" | "chess" | "normal"
            )
        }) {
            return ControlFlow::Break(Err(ImportError::Variant { game, variant }));
        }
        let mut record = tags.record;
        let pos = match &tags.fen {
            None => Chess::default(),
            Some(fen) => match fen_position(fen) {
                Ok(pos) => pos,
                Err(reason) => {
                    return ControlFlow::Break(Err(ImportError::BadStart {
                        game,
                        fen: fen.clone(),
                        reason,
                    }));
                }
            },
        };
        let fen = fen_of(&pos);
        if fen != fen_of(&Chess::default()) {
            record.start_fen = Some(fen);
        }
        ControlFlow::Continue(Movetext {
            pos,
            record,
            termination_tag: tags.termination,
            last_comment: None,
            white_ms: None,
            black_ms: None,
        })
    }

    fn san(&mut self, m: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        self.content = true;
        if san_plus.san == shakmaty::san::San::Null {
            return ControlFlow::Break(Err(ImportError::NullMove {
                game: self.game,
                number: m.pos.fullmoves().get(),
                san: san_plus.to_string(),
            }));
        }
        // Some programs write moves in UCI form (e2e4, g1f3), which reads as a pawn move.
        let as_uci = || {
            shakmaty::uci::UciMove::from_ascii(san_plus.san.to_string().as_bytes())
                .ok()
                .and_then(|uci| uci.to_move(&m.pos).ok())
        };
        let Some(mv) = san_plus.san.to_move(&m.pos).ok().or_else(as_uci) else {
            return ControlFlow::Break(Err(ImportError::IllegalMove {
                game: self.game,
                number: m.pos.fullmoves().get(),
                san: san_plus.to_string(),
            }));
        };
        let uci = mv.to_uci(CastlingMode::Standard).to_string();
        let san = SanPlus::from_move_and_play_unchecked(&mut m.pos, mv).to_string();
        m.last_comment = None;
        m.record.moves.push(MoveRecord {
            san,
            uci,
            unix_ms: 0,
            white_ms: m.white_ms,
            black_ms: m.black_ms,
            draw_offer: false,
        });
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        m: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        let words = text(comment.as_bytes());
        let mover = m.pos.turn().other();
        if let Some(last) = m.record.moves.last_mut() {
            if let Some(ms) = clock_comment(&words) {
                match mover {
                    Color::White => m.white_ms = Some(ms),
                    Color::Black => m.black_ms = Some(ms),
                }
                last.white_ms = m.white_ms;
                last.black_ms = m.black_ms;
            }
            if words.to_ascii_lowercase().contains(DRAW_OFFER) {
                last.draw_offer = true;
            }
        }
        m.last_comment = Some(words);
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, m: &mut Self::Movetext, outcome: Outcome) -> ControlFlow<Self::Output> {
        self.content = true;
        m.record.result = match outcome {
            Outcome::Known(KnownOutcome::Decisive {
                winner: Color::White,
            }) => GameResult::WhiteWins,
            Outcome::Known(KnownOutcome::Decisive {
                winner: Color::Black,
            }) => GameResult::BlackWins,
            Outcome::Known(KnownOutcome::Draw) => GameResult::Draw,
            Outcome::Unknown => GameResult::Ongoing,
        };
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, m: Self::Movetext) -> Self::Output {
        if !self.content {
            return Err(no_such_game(self.game, self.game.saturating_sub(1)));
        }
        let mut record = m.record;
        record.termination = termination(&m.pos, m.termination_tag, m.last_comment, &record);
        Ok(record)
    }
}

/// How the game ended: hektor's own last comment, else the Termination tag, else what
/// the final position shows.
fn termination(
    pos: &Chess,
    tag: Option<String>,
    last_comment: Option<String>,
    record: &GameRecord,
) -> Option<Termination> {
    if !record.is_finished() {
        return None;
    }
    let from_comment = last_comment
        .map(|c| termination_from_words(&c))
        .filter(|t| !matches!(t, Termination::Other(_)));
    if from_comment.is_some() {
        return from_comment;
    }
    if pos.is_checkmate() {
        return Some(Termination::Checkmate);
    }
    if pos.is_stalemate() {
        return Some(Termination::Stalemate);
    }
    let tag = tag?;
    match tag.to_ascii_lowercase().as_str() {
        "normal" | "unterminated" | "" => None,
        _ => Some(termination_from_words(&tag)),
    }
}

/// The milliseconds of a `[%clk h:mm:ss(.f)]` command in a comment.
pub fn clock_comment(comment: &str) -> Option<u64> {
    let start = comment.find("[%clk")? + "[%clk".len();
    let rest = &comment[start..];
    let value = rest[..rest.find(']')?].trim();
    let mut parts = value.split(':').rev();
    let seconds = parts.next()?;
    let minutes: u64 = parts.next().map_or(Some(0), |m| m.parse().ok())?;
    let hours: u64 = parts.next().map_or(Some(0), |h| h.parse().ok())?;
    let (whole, fraction) = seconds.split_once('.').unwrap_or((seconds, ""));
    let whole: u64 = whole.parse().ok()?;
    let fraction_ms: u64 = if fraction.is_empty() {
        0
    } else {
        let digits: String = fraction.chars().chain("000".chars()).take(3).collect();
        digits.parse().ok()?
    };
    Some(((hours * 60 + minutes) * 60 + whole) * 1000 + fraction_ms)
}

/// A PGN source as the importer reads it (see [`movetext_source`]).
type Source<R> = UciPromotions<LineEnds<R>>;

/// The games of a PGN source, one record (or the reason it cannot be read) each.
pub struct Games<R: Read> {
    reader: Reader<Source<R>>,
    importer: Importer,
}

impl<R: Read> Iterator for Games<R> {
    type Item = Result<GameRecord, ImportError>;

    fn next(&mut self) -> Option<Self::Item> {
        match self.reader.read_game(&mut self.importer) {
            Ok(game) => game,
            Err(e) => Some(Err(ImportError::Io(e.to_string()))),
        }
    }
}

/// Every game of a PGN source, in order.
pub fn games<R: Read>(source: R) -> Games<R> {
    Games {
        reader: Reader::new(movetext_source(source)),
        importer: Importer {
            game: 0,
            content: false,
        },
    }
}

/// Game `n` (1-based) of a PGN source.
pub fn read_game<R: Read>(source: R, n: usize) -> Result<GameRecord, ImportError> {
    let mut reader = Reader::new(movetext_source(source));
    let io = |e: std::io::Error| ImportError::Io(e.to_string());
    for skipped in 1..n {
        if !reader.skip_game().map_err(io)? {
            return Err(no_such_game(n, skipped - 1));
        }
    }
    let mut importer = Importer {
        game: n.saturating_sub(1),
        content: false,
    };
    reader
        .read_game(&mut importer)
        .map_err(io)?
        .unwrap_or_else(|| Err(no_such_game(n, n.saturating_sub(1))))
}

fn no_such_game(wanted: usize, count: usize) -> ImportError {
    if count == 0 {
        ImportError::Empty
    } else {
        ImportError::NoSuchGame { wanted, count }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_comments_parse() {
        assert_eq!(clock_comment("[%clk 1:23:45]"), Some(5_025_000));
        assert_eq!(clock_comment("x [%clk 0:00:09.8] draw offer"), Some(9_800));
        assert_eq!(clock_comment("[%eval 0.3]"), None);
    }
}
