//! What a game session says about the game as it stands: whose turn it is and what
//! waits for an answer, the last move, the moves of the scoresheet, the result.

use fluent_bundle::FluentValue;

use super::{App, Pending, words};
use crate::game::MoveRef;
use crate::games::{Board, GameMove};
use crate::i18n::sentence;
use crate::msg;
use crate::terms::Player;

impl App {
    pub(super) fn text(&self, id: &str) -> String {
        self.locale().text(id)
    }

    pub(super) fn text_with(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        sentence(self.locale(), id, args)
    }

    /// The record's text of a move in the UI language's letters (`Bb5` is `Сb5` in
    /// Russian).
    pub fn local_san(&self, san: &str) -> String {
        self.words.local_record(san)
    }

    pub(super) fn turn_sentence(&self) -> String {
        if self.session.is_over() {
            return self.game_over_sentence();
        }
        let number = words::next_move_number(self.record());
        let side = self.session.turn().in_sentence(self.locale());
        let mut sentence = self.text_with(
            msg::SESSION_TURN,
            &[("number", number.into()), ("side", side.into())],
        );
        if let Some(waiting) = self.waiting() {
            sentence.push(' ');
            sentence.push_str(&waiting);
        }
        sentence
    }

    /// What waits for an answer: the move to confirm, the question asked.
    pub(super) fn waiting(&self) -> Option<String> {
        match &self.pending {
            Pending::Nothing => None,
            Pending::Move(_) => self
                .pending_move_words()
                .map(|words| self.text_with(msg::SESSION_TURN_PENDING, &[("move", words.into())])),
            Pending::Promotion(_) => Some(self.promotion_question()),
            Pending::Choice(asked) => Some(asked.question.clone()),
            Pending::Question(action) => Some(self.question(action)),
            Pending::Pin(purpose) => Some(self.pin_question(purpose)),
        }
    }

    pub(super) fn game_over_sentence(&self) -> String {
        self.text_with(
            msg::SESSION_GAME_OVER,
            &[("result", self.result_words().into())],
        )
    }

    /// The recorded result in words (`0-1, Black wins by resignation`).
    pub(super) fn result_words(&self) -> String {
        let record = self.record();
        words::result_sentence(self, record.result, record.termination.as_ref())
    }

    pub(super) fn last_move_sentence(&self) -> String {
        self.with_last_move(msg::SESSION_LAST_MOVE)
            .unwrap_or_else(|| self.text(msg::SESSION_NO_MOVES_YET))
    }

    /// The message `id` about the last recorded move (its number, SAN, side and
    /// announcement), or `None` before the first move.
    pub(super) fn with_last_move(&self, id: &str) -> Option<String> {
        self.about_last_move(id, &[])
    }

    /// The last recorded move in the style's words, marked with the languages of its
    /// words as every announcement is (never the notation, which a voice of the UI
    /// language reads letter by letter); `None` before the first move.
    pub(super) fn last_move_words(&self) -> Option<String> {
        let last = self.record().moves.last()?;
        let ply = self
            .session
            .previous_position()
            .zip(self.session.last_move());
        Some(self.move_words(last, ply.filter(|_| self.session.positions_follow())))
    }

    /// A recorded move in the style's words: one recorded as written in the words of
    /// what was written (never more), another in the words of `ply`, the position it was
    /// played in and the move (its record's notation when there is none).
    pub(super) fn move_words(
        &self,
        recorded: MoveRef<'_>,
        ply: Option<(&Board, &GameMove)>,
    ) -> String {
        if recorded.written {
            return match self.words.read_written(self.session.rules(), recorded.san) {
                Ok(written) => written.words,
                Err(_) => recorded.san.to_owned(),
            };
        }
        match ply {
            Some((before, mv)) => self.words.move_text(before, mv),
            None => recorded.san.to_owned(),
        }
    }

    /// [`Self::with_last_move`] with more arguments.
    pub(super) fn about_last_move(
        &self,
        id: &str,
        more: &[(&str, FluentValue<'_>)],
    ) -> Option<String> {
        let record = self.record();
        let words = self.last_move_words()?;
        let index = record.moves.len() - 1;
        let mover = self.session.side_of(index);
        let number = record.move_number(index);
        let dots = if mover == Player::White { "." } else { "..." };
        let mut args: Vec<(&str, FluentValue<'_>)> = vec![
            ("number", format!("{number}{dots}").into()),
            ("side", mover.in_sentence(self.locale()).into()),
            ("move", words.into()),
        ];
        args.extend(more.iter().cloned());
        Some(self.text_with(id, &args))
    }
}
