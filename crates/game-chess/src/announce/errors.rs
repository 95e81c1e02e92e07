//! Move errors as sentences in the UI language, with squares and moves named in the
//! announcement style, each saying what to do.

use fluent_bundle::FluentValue;
use shakmaty::{CastlingSide, Chess, Move, Position, Role, Square};

use super::board::color_name;
use super::render::Renderer;
use super::tokens::{Announcement, Token};
use crate::i18n::{Locale, join_or};
use crate::msg;
use crate::notation::{Illegal, MoveError};
use crate::role_name;
use hektor_notation::announce::{Form, Style};

/// What the sentence builders need from the announcer.
pub(crate) struct Context<'a> {
    /// The UI language's messages.
    pub locale: &'a Locale,
    /// How moves and squares are named.
    pub renderer: &'a Renderer,
    /// The style (for the example in "not understood").
    pub style: Style,
    /// The form moves are named in.
    pub form: Form,
}

/// The sentence for `error` in `pos`.
pub(crate) fn sentence(cx: &Context<'_>, pos: &Chess, error: &MoveError) -> String {
    let text = match error {
        MoveError::NotUnderstood { input } => crate::i18n::sentence(
            cx.locale,
            msg::MOVE_ERROR_NOT_UNDERSTOOD,
            &[
                ("input", input.trim().to_owned().into()),
                ("example", example(cx).into()),
            ],
        ),
        MoveError::Illegal { reason, .. } => illegal(cx, pos, reason),
        MoveError::Ambiguous { candidates, .. } => ambiguous(cx, pos, candidates),
    };
    cx.renderer.capitalize(&text)
}

/// "Springer Felix drei" (or "Ng1-f3" for `san`): how to type a move in the style, spelt
/// as the style writes it (German nouns keep their capitals).
fn example(cx: &Context<'_>) -> String {
    let start = Chess::default();
    let mv = Move::Normal {
        role: Role::Knight,
        from: Square::G1,
        capture: None,
        to: Square::F3,
        promotion: None,
    };
    match cx.style {
        Style::San => cx
            .renderer
            .render(&Announcement::new(&start, mv, Form::Long).tokens),
        _ => cx
            .renderer
            .render(&Announcement::new(&start, mv, Form::Short).tokens),
    }
}

fn illegal(cx: &Context<'_>, pos: &Chess, reason: &Illegal) -> String {
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    let id = match reason {
        Illegal::NotYourTurn => {
            args.push(("color", color_name(pos.turn()).into()));
            msg::MOVE_ERROR_NOT_YOUR_TURN
        }
        Illegal::EmptySquare { from } => {
            args.push(("square", cx.renderer.square(*from).into()));
            msg::MOVE_ERROR_EMPTY_SQUARE
        }
        Illegal::NoPieceCanReach { role, to } => {
            args.push(("role", role_name(*role).into()));
            args.push(("square", cx.renderer.square(*to).into()));
            msg::MOVE_ERROR_NO_PIECE_CAN_REACH
        }
        Illegal::KingInCheck { candidate } => {
            let tokens = Announcement::unplayable(pos, *candidate, cx.form).tokens;
            args.push(("move", cx.renderer.sentence(&tokens).into()));
            msg::MOVE_ERROR_KING_IN_CHECK
        }
        Illegal::CastlingNotPossible { side } => {
            args.push(("move", cx.renderer.sentence(&[Token::Castle(*side)]).into()));
            args.push(("reason", castling_obstacle(pos, *side).into()));
            msg::MOVE_ERROR_CASTLING
        }
        Illegal::GameOver => {
            let how = if pos.is_checkmate() {
                "checkmate"
            } else if pos.is_stalemate() {
                "stalemate"
            } else {
                "other"
            };
            args.push(("reason", how.into()));
            msg::MOVE_ERROR_GAME_OVER
        }
        Illegal::NotAPromotion { mv } => {
            let tokens = Announcement::new(pos, *mv, cx.form).tokens;
            args.push(("move", cx.renderer.sentence(&tokens).into()));
            msg::MOVE_ERROR_NOT_A_PROMOTION
        }
        Illegal::WrongDeparture {
            role,
            from_file,
            from_rank,
            to,
            from,
        } => {
            let named: Vec<Token> = from_file
                .map(Token::File)
                .into_iter()
                .chain(from_rank.map(Token::Rank))
                .collect();
            let squares: Vec<String> = from.iter().map(|&sq| cx.renderer.square(sq)).collect();
            args.push(("role", role_name(*role).into()));
            args.push(("from", cx.renderer.render(&named).into()));
            args.push(("square", cx.renderer.square(*to).into()));
            args.push(("squares", join_or(cx.locale, &squares).into()));
            msg::MOVE_ERROR_WRONG_DEPARTURE
        }
    };
    crate::i18n::sentence(cx.locale, id, &args)
}

/// Why the side to move cannot castle to `side` (a Fluent selector).
fn castling_obstacle(pos: &Chess, side: CastlingSide) -> &'static str {
    let castles = pos.castles();
    let color = pos.turn();
    if !castles.has(color, side) {
        "moved"
    } else if pos.is_check() {
        "in-check"
    } else if (castles.path(color, side) & pos.board().occupied()).any() {
        "blocked"
    } else {
        "attacked"
    }
}

fn ambiguous(cx: &Context<'_>, pos: &Chess, candidates: &[Move]) -> String {
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    if let Some((first, pieces)) = promotion_choice(candidates) {
        let question = Announcement::new(pos, first, Form::Short)
            .without(|t| matches!(t, Token::Promotes(_) | Token::Check | Token::Mate));
        args.push(("move", cx.renderer.sentence(&question.tokens).into()));
        let names: Vec<String> = pieces.into_iter().map(|r| cx.renderer.piece(r)).collect();
        args.push(("pieces", join_or(cx.locale, &names).into()));
        return crate::i18n::sentence(cx.locale, msg::MOVE_ERROR_WHICH_PIECE, &args);
    }
    let names = choice_names(cx, pos, candidates);
    if let Some(first) = candidates
        .first()
        .filter(|_| same_piece_and_target(candidates))
    {
        let from: Vec<String> = names
            .iter()
            .map(|name| {
                let square = [("square", name.clone().into())];
                crate::i18n::sentence(cx.locale, msg::MOVE_ERROR_CHOICE_FROM, &square)
            })
            .collect();
        args.push(("role", role_name(first.role()).into()));
        args.push(("square", cx.renderer.square(first.to()).into()));
        args.push(("choices", join_or(cx.locale, &from).into()));
        return crate::i18n::sentence(cx.locale, msg::MOVE_ERROR_WHICH_DEPARTURE, &args);
    }
    args.push(("candidates", join_or(cx.locale, &names).into()));
    crate::i18n::sentence(cx.locale, msg::MOVE_ERROR_AMBIGUOUS, &args)
}

/// Whether the candidates are one kind of piece going to one square from different
/// squares (then the choice is the departure square).
fn same_piece_and_target(candidates: &[Move]) -> bool {
    candidates.windows(2).all(|pair| {
        pair[0].to() == pair[1].to()
            && pair[0].role() == pair[1].role()
            && pair[0].promotion() == pair[1].promotion()
            && !pair[0].is_castle()
            && !pair[1].is_castle()
    })
}

/// How each candidate is told apart: its departure square ("Bella eins") when all go to
/// one square with one kind of piece, else the whole move in the long form.
pub(crate) fn choice_names(cx: &Context<'_>, pos: &Chess, candidates: &[Move]) -> Vec<String> {
    let same = same_piece_and_target(candidates);
    candidates
        .iter()
        .map(|&mv| {
            let tokens = if same {
                vec![from_square(mv)]
            } else {
                Announcement::new(pos, mv, Form::Long).tokens
            };
            cx.renderer.render(&tokens)
        })
        .collect()
}

fn from_square(mv: Move) -> Token {
    match mv.from() {
        Some(from) => Token::Square(from),
        None => Token::Square(mv.to()),
    }
}

/// The first candidate and the pieces to choose from, when every candidate is the same
/// pawn move with a different promotion piece.
fn promotion_choice(candidates: &[Move]) -> Option<(Move, Vec<Role>)> {
    let first = *candidates.first()?;
    let pieces: Option<Vec<Role>> = candidates
        .iter()
        .map(|mv| {
            (mv.from() == first.from() && mv.to() == first.to())
                .then(|| mv.promotion())
                .flatten()
        })
        .collect();
    pieces.filter(|p| p.len() > 1).map(|pieces| (first, pieces))
}
