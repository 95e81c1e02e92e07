//! A line of a PGN game as it is played: its position (`Pos`, standard chess or a
//! variant) and a SAN played in it as written or as forgiven (`play_san`: a move in
//! UCI form, a wrong capture mark), or failing as a [`Finding`]. The functions the
//! visitor calls at every move are `#[inline]`: the visitor is made in each reader's own
//! module, and called out of line from there they cost `check` 2 % more instructions.

use pgn_reader::SanPlus;
use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::variant::VariantPosition;
use shakmaty::{Chess, Color, FromSetup, KnownOutcome, Move, Position};

use super::findings::Finding;
use super::san_move::san_to_move;
use crate::replay::report::MoveAt;

/// The position of a line: standard chess, or a variant (boxed, so that the copy kept
/// of every position before a move is a chess position's size).
#[derive(Clone)]
pub(crate) enum Pos {
    Chess(Chess),
    Variant(Box<VariantPosition>),
}

impl Pos {
    /// Whether the board contradicts the result `written`: the result the board decides
    /// (and whether by stalemate) when it differs. Legal moves are generated only when
    /// needed: in check (mate?), or for a decisive result (stalemate?).
    #[inline]
    pub(crate) fn contradicts(&self, written: KnownOutcome) -> Option<(KnownOutcome, bool)> {
        fn ending<P: Position>(p: &P, written: KnownOutcome) -> Option<(KnownOutcome, bool)> {
            if p.is_check() {
                let mate = p
                    .is_checkmate()
                    .then_some(KnownOutcome::Decisive { winner: !p.turn() });
                return mate
                    .filter(|&board| board != written)
                    .map(|board| (board, false));
            }
            (written != KnownOutcome::Draw && p.is_stalemate())
                .then_some((KnownOutcome::Draw, true))
        }
        match self {
            Pos::Chess(p) => ending(p, written),
            Pos::Variant(p) => ending(p.as_ref(), written),
        }
    }

    /// The position after the side to move here passes (`None` when that cannot be:
    /// the other side would be in check).
    #[inline]
    pub(crate) fn passed(&self) -> Option<Pos> {
        match self.clone() {
            Pos::Chess(p) => passed_turn(p).map(Pos::Chess),
            Pos::Variant(p) => (*p).swap_turn().ok().map(|p| Pos::Variant(Box::new(p))),
        }
    }

    /// The standard chess position, if it is one.
    #[inline]
    pub(crate) fn chess(&self) -> Option<&Chess> {
        match self {
            Pos::Chess(p) => Some(p),
            Pos::Variant(_) => None,
        }
    }

    /// Where a move played from here stands (in a variation or not).
    #[inline]
    pub(crate) fn at(&self, variation: bool) -> MoveAt {
        let (number, side) = match self {
            Pos::Chess(p) => (p.fullmoves().get(), p.turn()),
            Pos::Variant(p) => (p.fullmoves().get(), p.turn()),
        };
        MoveAt {
            number,
            side: super::player_of(side),
            variation,
        }
    }
}

/// What became of a move written in SAN.
pub(super) enum Step {
    /// Played as written.
    Played(Move),
    /// Played as read otherwise (how, and the move in SAN).
    Forgiven(Forgiven, String, Move),
    /// Not played.
    Failed(Finding),
}

/// How a move written other than SAN wants was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forgiven {
    /// In UCI form (`g1f3`), which the PGN reader takes for a pawn move.
    Uci,
    /// With the capture mark `x` missing or where nothing is taken; the one legal move
    /// that fits otherwise.
    CaptureMark,
}

/// Plays `san` in `pos` (in a variation or not), as written or as forgiven. Inlined
/// into each visitor that calls it: out of line, `check` (its hot path) runs 4 % more
/// instructions.
#[inline(always)]
pub(super) fn play_san(pos: &mut Pos, san: &SanPlus, variation: bool) -> Step {
    #[inline(always)]
    fn apply<P: Position>(
        pos: &mut P,
        san: &SanPlus,
        find: fn(&P, &San) -> Result<Move, shakmaty::san::SanError>,
    ) -> Result<(Move, Option<(Forgiven, String)>), shakmaty::san::SanError> {
        match find(pos, &san.san) {
            Ok(m) => {
                pos.play_unchecked(m);
                Ok((m, None))
            }
            Err(error) => match forgiven(pos, &san.san) {
                Some((m, how)) => {
                    let read = San::from_move(pos, m).to_string();
                    pos.play_unchecked(m);
                    Ok((m, Some((how, read))))
                }
                None => Err(error),
            },
        }
    }
    let at = pos.at(variation);
    if san.san == San::Null {
        return Step::Failed(Finding::NullMove(at));
    }
    let result = match pos {
        Pos::Chess(p) => apply(p, san, san_to_move),
        Pos::Variant(p) => apply(p.as_mut(), san, |p, san| san.to_move(p)),
    };
    match result {
        Ok((m, None)) => Step::Played(m),
        Ok((m, Some((how, read)))) => Step::Forgiven(how, read, m),
        Err(shakmaty::san::SanError::AmbiguousSan) => {
            Step::Failed(Finding::Ambiguous(at, san.to_string()))
        }
        Err(shakmaty::san::SanError::IllegalSan) => {
            let lacks = match pos {
                Pos::Chess(p) => lacks_promotion(p, &san.san),
                Pos::Variant(p) => lacks_promotion(p.as_ref(), &san.san),
            };
            if lacks {
                Step::Failed(Finding::NoPromotionPiece(at, san.to_string()))
            } else {
                Step::Failed(Finding::Illegal(at, san.to_string()))
            }
        }
    }
}

/// The position after the side to move passes: the other side moves, and after Black's
/// pass the move number goes on, so later findings name the right move.
#[inline]
pub(super) fn passed_turn(pos: Chess) -> Option<Chess> {
    let mode = pos.castles().mode();
    let mut setup = pos.to_setup(shakmaty::EnPassantMode::Legal);
    if setup.turn == Color::Black {
        setup.fullmoves = setup.fullmoves.checked_add(1)?;
    }
    setup.turn = setup.turn.other();
    setup.ep_square = None;
    Chess::from_setup(setup, mode).ok()
}

/// Whether `san`, which no legal move fits in `pos`, is a pawn move to the last rank
/// written without the piece it becomes (`d7d8`, `e8`, `dxe8`): with a queen it is legal.
#[inline]
fn lacks_promotion<P: Position>(pos: &P, san: &San) -> bool {
    match *san {
        San::Normal {
            role: shakmaty::Role::Pawn,
            file,
            rank,
            capture,
            to,
            promotion: None,
        } => [capture, !capture].into_iter().any(|capture| {
            San::Normal {
                role: shakmaty::Role::Pawn,
                file,
                rank,
                capture,
                to,
                promotion: Some(shakmaty::Role::Queen),
            }
            .to_move(pos)
            .is_ok()
        }),
        _ => false,
    }
}

/// The legal move that `san`, which SAN does not read in `pos`, was written for, as
/// python-chess reads it: a move in UCI form (`g1f3`, which the PGN reader takes for a
/// pawn move), or a move whose capture mark is wrong when exactly one legal move fits
/// without it (`Bc4` that takes on c4, `Nxf3` onto an empty square).
#[inline]
fn forgiven<P: Position>(pos: &P, san: &San) -> Option<(Move, Forgiven)> {
    let text = san.to_string();
    if (4..=5).contains(&text.len())
        && let Some(m) = UciMove::from_ascii(text.as_bytes())
            .ok()
            .and_then(|uci| uci.to_move(pos).ok())
    {
        return Some((m, Forgiven::Uci));
    }
    match *san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => San::Normal {
            role,
            file,
            rank,
            capture: !capture,
            to,
            promotion,
        }
        .to_move(pos)
        .ok()
        .map(|m| (m, Forgiven::CaptureMark)),
        _ => None,
    }
}
