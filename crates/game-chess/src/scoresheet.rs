//! A chess game record replayed into a scoresheet: every half-move as SAN with its move
//! number, clock readings and draw offer, checked against the rules on the way; and SAN
//! in the letters of the UI language.

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingMode, CastlingSide, Chess, Color, Move, MoveList, Position, Role};

use crate::game::rules::GameRules;
use crate::game::{GameRecord, GameResult, Tags, Termination};
use crate::i18n::Locale;
use crate::msg;
use crate::position::ReplayError;
use crate::terms::Player;

/// The SAN of `mv` (legal in `pos`) with its check or mate sign, and `pos` after it.
/// As `SanPlus::from_move_and_play_unchecked`, but mate is looked for only when the move
/// gives check, and `unique` (no other piece of its kind reaches its square, as known
/// from reading it) spares looking for pieces to tell apart: a scoresheet of millions of
/// moves is written at about the speed it is read.
pub fn san_and_play(pos: &mut Chess, mv: Move, unique: bool) -> SanPlus {
    let san = san_of(pos, mv, unique);
    pos.play_unchecked(mv);
    SanPlus {
        san,
        suffix: suffix_of(pos),
    }
}

/// The SAN of `mv`, played from `before` to `after`, with its check or mate sign (as
/// [`san_and_play`] writes it).
pub fn san_played(before: &Chess, mv: Move, unique: bool, after: &Chess) -> SanPlus {
    SanPlus {
        san: san_of(before, mv, unique),
        suffix: suffix_of(after),
    }
}

/// The SAN of `mv` in `pos` without its sign (`unique`: see [`san_and_play`]).
fn san_of(pos: &Chess, mv: Move, unique: bool) -> San {
    if unique || mv.role() == Role::Pawn {
        // No other candidate: nothing to tell apart (a pawn is told by its file alone).
        San::disambiguate(mv, &MoveList::new())
    } else {
        San::from_move(pos, mv)
    }
}

/// The check or mate sign of the move that led to `pos`.
fn suffix_of(pos: &Chess) -> Option<Suffix> {
    if !pos.checkers().any() {
        None
    } else if pos.is_checkmate() {
        Some(Suffix::Checkmate)
    } else {
        Some(Suffix::Check)
    }
}

/// One half-move of the scoresheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    /// The full-move number.
    pub number: u32,
    /// Who made it.
    pub color: Color,
    /// The move in SAN, with check and mate marks.
    pub san: SanPlus,
    /// The move in UCI form.
    pub uci: String,
    /// Whether it captured en passant.
    pub en_passant: bool,
    /// White's remaining time after the move, in ms.
    pub white_ms: Option<u64>,
    /// Black's remaining time after the move, in ms.
    pub black_ms: Option<u64>,
    /// The mover offered a draw with it.
    pub draw_offer: bool,
    /// The move as recorded in tournament mode (`None`: recorded as a legal move).
    pub written: Option<AsWritten>,
}

/// A move of a record kept as written (tournament mode), as the player wrote it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AsWritten {
    /// The move as written (SAN in English letters, as typed).
    pub text: String,
    /// Whether the rules checked it: false for the first move that is not legal and
    /// every move after it, which stand as written and are marked.
    pub checked: bool,
}

/// The first move of a record kept as written that is not legal: the scoresheet marks it
/// and the moves after it, and says so once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotLegal {
    /// Its full-move number.
    pub number: u32,
    /// Who made it.
    pub player: Player,
    /// The move as written.
    pub text: String,
}

impl Ply {
    /// The mover's own clock reading after the move.
    pub fn own_clock(&self) -> Option<u64> {
        match self.color {
            Color::White => self.white_ms,
            Color::Black => self.black_ms,
        }
    }
}

/// One line of a scoresheet: a move number with White's and Black's move (either may be
/// missing: Black moves first from a set-up position, or the game stops after White).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovePair<'a> {
    /// The full-move number.
    pub number: u32,
    /// White's move.
    pub white: Option<&'a Ply>,
    /// Black's move.
    pub black: Option<&'a Ply>,
}

/// What a scoresheet says besides its moves: the header, the start and how it ended. A
/// streamed export writes it before the first move, so it is known before the moves are.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Header {
    /// The tags.
    pub tags: Tags,
    /// The start FEN, `None` for the standard start.
    pub start_fen: Option<String>,
    /// The result.
    pub result: GameResult,
    /// Why the game ended.
    pub termination: Option<Termination>,
    /// The first move of a record kept as written that is not legal, when there is one.
    pub not_legal: Option<NotLegal>,
}

/// A move pair with its plies owned: a scoresheet line of a stream of plies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnedPair {
    number: u32,
    white: Option<Ply>,
    black: Option<Ply>,
}

impl OwnedPair {
    /// The pair as [`MovePair`].
    pub fn as_pair(&self) -> MovePair<'_> {
        MovePair {
            number: self.number,
            white: self.white.as_ref(),
            black: self.black.as_ref(),
        }
    }
}

/// Groups plies into scoresheet lines as they come (the streamed form of
/// [`Scoresheet::pairs`]): a line is given out once the next ply shows it is complete.
#[derive(Debug, Default)]
pub struct Pairing {
    white: Option<Ply>,
}

impl Pairing {
    /// Takes the next ply; the lines it completes (none, one or two).
    pub fn push(&mut self, ply: Ply) -> impl Iterator<Item = OwnedPair> {
        let alone = |white: Ply| OwnedPair {
            number: white.number,
            white: Some(white),
            black: None,
        };
        let (first, second) = match (ply.color, self.white.take()) {
            (Color::White, held) => {
                self.white = Some(ply);
                (held.map(alone), None)
            }
            (Color::Black, Some(white)) if white.number == ply.number => (
                Some(OwnedPair {
                    number: ply.number,
                    white: Some(white),
                    black: Some(ply),
                }),
                None,
            ),
            (Color::Black, held) => (
                held.map(alone),
                Some(OwnedPair {
                    number: ply.number,
                    white: None,
                    black: Some(ply),
                }),
            ),
        };
        first.into_iter().chain(second)
    }

    /// The last line, when White's move waits for a Black move that never came.
    pub fn finish(&mut self) -> Option<OwnedPair> {
        self.white.take().map(|white| OwnedPair {
            number: white.number,
            white: Some(white),
            black: None,
        })
    }
}

/// A replayed, checked game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scoresheet {
    /// The header.
    pub tags: Tags,
    /// The start FEN, `None` for the standard start.
    pub start_fen: Option<String>,
    /// The half-moves.
    pub plies: Vec<Ply>,
    /// The result.
    pub result: GameResult,
    /// Why the game ended.
    pub termination: Option<Termination>,
    /// The first move of a record kept as written that is not legal, when there is one.
    pub not_legal: Option<NotLegal>,
}

impl Scoresheet {
    /// Replays `record`; a move that is not legal where it stands is an error.
    pub fn from_record<R: GameRules>(record: &GameRecord<R>) -> Result<Scoresheet, ReplayError> {
        let plies = Scoresheet::plies_of(record)?.collect::<Result<_, _>>()?;
        Ok(Scoresheet::of(record, plies, None))
    }

    /// The plies of `record` one at a time as it is replayed, none kept (a long game
    /// is written out without being held twice); a move that is not legal where it
    /// stands is an error, and the last item.
    pub fn plies_of<R: GameRules>(
        record: &GameRecord<R>,
    ) -> Result<impl Iterator<Item = Result<Ply, ReplayError>> + '_, ReplayError> {
        let mut pos = crate::start_position(record)?;
        let plies = record.moves.iter().enumerate().map(move |(index, entry)| {
            let Some(mv) = crate::recorded_move(&pos, entry.uci) else {
                return Err(ReplayError::IllegalMove {
                    ply: index + 1,
                    key: entry.uci.to_owned(),
                });
            };
            let color = pos.turn();
            let en_passant = mv.is_en_passant();
            let uci = mv.to_uci(CastlingMode::Standard).to_string();
            let san = san_and_play(&mut pos, mv, false);
            Ok(Ply {
                number: record.move_number(index),
                color,
                san,
                uci,
                en_passant,
                white_ms: entry.white_ms,
                black_ms: entry.black_ms,
                draw_offer: entry.draw_offer,
                written: None,
            })
        });
        Ok(crate::first_error::through_first_error(plies))
    }

    /// The scoresheet of `record` with these `plies` and the first move that is not legal
    /// of a record kept as written (`not_legal`).
    pub fn of<R: GameRules>(
        record: &GameRecord<R>,
        plies: Vec<Ply>,
        not_legal: Option<NotLegal>,
    ) -> Scoresheet {
        Scoresheet {
            tags: record.tags.clone(),
            start_fen: record.start_fen.clone(),
            plies,
            result: record.result,
            termination: record.termination.clone(),
            not_legal,
        }
    }

    /// Everything but the moves of `record`, with the first move that is not legal of a
    /// record kept as written (`not_legal`).
    pub fn header_of<R: GameRules>(record: &GameRecord<R>, not_legal: Option<NotLegal>) -> Header {
        Header {
            tags: record.tags.clone(),
            start_fen: record.start_fen.clone(),
            result: record.result,
            termination: record.termination.clone(),
            not_legal,
        }
    }

    /// Everything but the moves.
    pub fn header(&self) -> Header {
        Header {
            tags: self.tags.clone(),
            start_fen: self.start_fen.clone(),
            result: self.result,
            termination: self.termination.clone(),
            not_legal: self.not_legal.clone(),
        }
    }

    /// The move pairs, one per scoresheet line.
    pub fn pairs(&self) -> Vec<MovePair<'_>> {
        let mut pairs: Vec<MovePair<'_>> = Vec::new();
        for ply in &self.plies {
            match (ply.color, pairs.last_mut()) {
                (Color::Black, Some(last)) if last.number == ply.number && last.black.is_none() => {
                    last.black = Some(ply);
                }
                (Color::White, _) => pairs.push(MovePair {
                    number: ply.number,
                    white: Some(ply),
                    black: None,
                }),
                (Color::Black, _) => pairs.push(MovePair {
                    number: ply.number,
                    white: None,
                    black: Some(ply),
                }),
            }
        }
        pairs
    }
}

/// SAN with the piece letters of the locale (`Nf3` is `Sf3` in German, `Кf3` in Russian).
pub fn localized_san(locale: &Locale, san: &SanPlus) -> String {
    Words::new(locale).san(san)
}

/// The words of a locale's scoresheet moves, looked up once for a whole game.
pub(crate) struct Words {
    /// The letters of K, Q, R, B, N.
    pieces: Vec<String>,
    castle_short: String,
    castle_long: String,
    draw_offer: String,
    /// The mark of a move not checked (from the first that is not legal on).
    pub(crate) unchecked: String,
}

impl Words {
    /// The scoresheet words of `locale`.
    pub(crate) fn new(locale: &Locale) -> Words {
        Words {
            pieces: locale
                .text(msg::SCORESHEET_PIECES)
                .split_whitespace()
                .map(str::to_owned)
                .collect(),
            castle_short: locale.text(msg::SCORESHEET_CASTLE_SHORT),
            castle_long: locale.text(msg::SCORESHEET_CASTLE_LONG),
            draw_offer: locale.text(msg::SCORESHEET_DRAW_OFFER),
            unchecked: locale.text(msg::SCORESHEET_UNCHECKED_MARK),
        }
    }

    fn san(&self, san: &SanPlus) -> String {
        if let San::Castle(side) = san.san {
            let mut out = match side {
                CastlingSide::KingSide => self.castle_short.clone(),
                CastlingSide::QueenSide => self.castle_long.clone(),
            };
            if let Some(suffix) = san.suffix {
                out.push(suffix.char());
            }
            return out;
        }
        let mut out = String::new();
        for c in san.to_string().chars() {
            let index = match c {
                'K' => 0,
                'Q' => 1,
                'R' => 2,
                'B' => 3,
                'N' => 4,
                other => {
                    out.push(other);
                    continue;
                }
            };
            match self.pieces.get(index) {
                Some(letter) => out.push_str(letter),
                None => out.push(c),
            }
        }
        out
    }

    /// A move as written (`text`, SAN in English letters) in these words; as it is when
    /// it is no SAN.
    pub(crate) fn written(&self, text: &str) -> String {
        SanPlus::from_ascii(text.as_bytes()).map_or_else(|_| text.to_owned(), |san| self.san(&san))
    }

    fn ply(&self, ply: &Ply) -> String {
        let mut out = match &ply.written {
            Some(written) => self.written(&written.text),
            None => self.san(&ply.san),
        };
        if ply.written.as_ref().is_some_and(|written| !written.checked) {
            out.push(' ');
            out.push_str(&self.unchecked);
        }
        if ply.draw_offer {
            out.push(' ');
            out.push_str(&self.draw_offer);
        }
        out
    }

    /// One scoresheet line in these words (`12. Sf3 Sc6`).
    pub(crate) fn pair(&self, pair: &MovePair<'_>) -> String {
        let white = pair
            .white
            .map_or_else(|| "...".to_owned(), |ply| self.ply(ply));
        let mut out = format!("{}. {white}", pair.number);
        if let Some(black) = pair.black {
            out.push(' ');
            out.push_str(&self.ply(black));
        }
        out
    }
}
