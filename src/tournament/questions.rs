//! The questions before a tournament game of what the command line left out: the
//! event, the round, the board, the player's colour and name, one at a time, in the UI
//! language, through the questions' engine every question before a game uses
//! ([`ResumeQuestion`]). An empty answer leaves a heading field empty.

use crate::app::Setup;
use crate::app::resume::{ResumeAnswer, ResumeQuestion};
use crate::app::setup::Side;
use crate::cli::PlayArgs;
use crate::i18n::Locale;
use crate::msg;
use crate::terms::Player;

/// Asks, through `ask` (which runs a question and hands it back answered), what of the
/// heading, the player's name and side `args` did not give, and fills `setup` with the
/// answers (`--name` fills the player's side). The end of the input asks no more.
pub fn ask_missing(
    setup: &mut Setup,
    args: &PlayArgs,
    locale: &Locale,
    ask: &mut dyn FnMut(ResumeQuestion) -> ResumeQuestion,
) {
    let lang = locale.lang();
    let mut open = true;
    // Each question is asked only while the input goes on.
    let mut answer = |question: ResumeQuestion| {
        if !open {
            return String::new();
        }
        let asked = ask(question);
        open = asked.answer() == ResumeAnswer::Yes;
        asked.given().unwrap_or_default().to_owned()
    };
    let field = |id| ResumeQuestion::field(Locale::new(lang), locale.text(id));
    if args.event.is_none() {
        setup.heading.event = answer(field(msg::TOURNAMENT_ENTRY_ASK_EVENT));
    }
    if args.round.is_none() {
        setup.heading.round = answer(field(msg::TOURNAMENT_ENTRY_ASK_ROUND));
    }
    if args.board.is_none() {
        setup.heading.board = answer(field(msg::TOURNAMENT_ENTRY_ASK_BOARD));
    }
    if args.side.is_none() {
        let question = ResumeQuestion::side(
            Locale::new(lang),
            locale.text(msg::TOURNAMENT_ENTRY_ASK_SIDE),
        );
        // An empty answer is White, as without --side.
        if crate::app::command::player(&answer(question)) == Some(Player::Black) {
            setup.side = Side::Black;
        }
    }
    let player = setup.player();
    let named = match player {
        Player::White => !setup.white.is_empty(),
        Player::Black => !setup.black.is_empty(),
    };
    let name = match args.name.as_deref() {
        Some(name) => name.trim().to_owned(),
        None if !named => answer(field(msg::TOURNAMENT_ENTRY_ASK_NAME)),
        None => String::new(),
    };
    if !name.is_empty() {
        match player {
            Player::White => setup.white = name,
            Player::Black => setup.black = name,
        }
    }
}
