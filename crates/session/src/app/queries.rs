//! Answers on request (FIDE D.2.6, D.2.10.4): the time and moves made, the pieces, the
//! command list.

use super::command::CONFIRM_HELP;
use super::words::moves_made;
use super::{App, CommandSpec, Out};
use crate::game::time_words::time_control;
use crate::games::PieceKind;
use crate::games::questions::{BoardQuestion, Unanswered};
use crate::i18n::answer;
use crate::i18n::time::duration;
use crate::msg;
use crate::speech::Priority;
use crate::terms::Player;

impl App {
    /// Both sides' time (or only `only`'s) and moves made, the moves to the next control,
    /// and the time control in words; in tournament mode, then the game file's code.
    pub(super) fn say_time(&self, only: Option<Player>, out: &mut Out) {
        self.say_clock_time(only, out);
        if let Some(code) = self.code_sentence() {
            out.say(code, Priority::Listing);
        }
    }

    /// In tournament mode, "Code 482 913." of the game file's last line as last written
    /// (what the arbiter notes); `None` outside it or before the first write.
    pub fn code_sentence(&self) -> Option<String> {
        let code = self
            .log_code
            .as_ref()
            .filter(|_| self.setup.tournament.is_some())?;
        Some(self.text_with(msg::LOG_CODE, &[("code", code.clone().into())]))
    }

    /// [`App::say_time`] without the code.
    fn say_clock_time(&self, only: Option<Player>, out: &mut Out) {
        let (white_moves, black_moves) = moves_made(self.record());
        let now = self.time.now_ms();
        let Some(clock) = &self.clock else {
            out.say(
                self.text_with(
                    msg::SESSION_TIME_NO_CLOCK,
                    &[("white", white_moves.into()), ("black", black_moves.into())],
                ),
                Priority::Listing,
            );
            return;
        };
        for (player, moves) in [(Player::White, white_moves), (Player::Black, black_moves)] {
            if only.is_some_and(|only| only != player) {
                continue;
            }
            let left = duration(self.locale(), clock.remaining(player, now));
            let mut sentence = self.text_with(
                msg::SESSION_TIME_SIDE,
                &[
                    ("side", player.name(self.locale()).into()),
                    ("time", left.into()),
                    ("moves", moves.into()),
                ],
            );
            if let Some(to_go) = clock.control().moves_to_control(clock.moves(player)) {
                sentence.push_str(", ");
                sentence.push_str(
                    &self.text_with(msg::SESSION_TIME_TO_CONTROL, &[("moves", to_go.into())]),
                );
            }
            out.say(sentence, Priority::Listing);
        }
        if !clock.is_running() && !self.session.is_over() {
            out.say(self.text(msg::SESSION_CLOCK_IS_STOPPED), Priority::Listing);
        }
        if only.is_none() {
            let words = time_control(self.locale(), clock.control());
            out.say(
                self.text_with(msg::SESSION_TIME_CONTROL, &[("control", words.into())]),
                Priority::Listing,
            );
        }
    }

    /// The pieces of one side, or of both (White first); of one kind, or all.
    pub(super) fn say_pieces(&self, side: Option<Player>, kind: Option<PieceKind>, out: &mut Out) {
        let sides = match side {
            Some(player) => vec![player],
            None => vec![Player::White, Player::Black],
        };
        for player in sides {
            match self.words.pieces(self.position(), player, kind) {
                Some(sentence) => out.say(sentence, Priority::Listing),
                None => {
                    out.error(self.text(msg::SESSION_PIECE_NOT_IN_GAME));
                    return;
                }
            }
        }
    }

    /// One line per command: what to type, and what it does.
    pub(super) fn say_help(&self, out: &mut Out) {
        for line in self.help_lines() {
            out.say(line, Priority::Listing);
        }
        if !self.key_help.is_empty() {
            out.say(self.text(msg::SESSION_HELP_KEYS_HEADING), Priority::Listing);
        }
        for line in &self.key_help {
            out.say(line.clone(), Priority::Listing);
        }
    }

    /// `moves`, `moves last 5`, `moves 12-`, `moves 10-20`: the scoresheet's moves that
    /// `span` takes, in the style's words, as replay says them.
    pub(super) fn moves_sentence(&self, span: crate::replay::study::MoveSpan) -> String {
        let record = self.record();
        let mut positions = self.session.plies();
        let plies: Vec<_> = record
            .moves
            .iter()
            .enumerate()
            .map(|(i, recorded)| {
                let ply = positions.next();
                (
                    record.move_number(i),
                    self.session.side_of(i),
                    self.move_words(recorded, ply.as_ref().map(|(before, mv)| (before, mv))),
                )
            })
            .collect();
        crate::replay::study::moves_in_words(self.locale(), &plies, span)
            .unwrap_or_else(|| crate::replay::study::no_such_moves(self.locale(), span))
    }

    /// The game's answer to a question about the board (`square`, `scan`), or the
    /// sentence why there is none.
    pub(super) fn say_answer(&self, question: BoardQuestion, out: &mut Out) {
        match self.words.answer(self.position(), question) {
            Ok(sentence) => out.say(sentence, Priority::Listing),
            Err(Unanswered::NotOnBoard) => out.error(self.text(msg::SESSION_NOT_ON_BOARD)),
            Err(Unanswered::NotInGame) => {
                out.error(self.position().rules().chess_only(self.locale()));
            }
        }
    }
}

/// The help lines of the game session of `rules` in the UI language, outside tournament
/// mode (tests). The yes and no words are the UI language's (see
/// [`crate::i18n::answer`]).
pub fn help_lines(locale: &crate::i18n::Locale, rules: crate::games::Rules) -> Vec<String> {
    super::command::help_lines_of(locale, super::Engine::Play, rules)
}

impl App {
    /// The help lines of the game session in the UI language, for `help` and the TUI's
    /// help screen. The yes and no words are the UI language's (see
    /// [`crate::i18n::answer`]). While tournament mode binds, the commands it refuses
    /// (the board questions unless the arbiter allowed them, claims, export) are left
    /// out.
    pub fn help_lines(&self) -> Vec<String> {
        let mut refused: Vec<&str> = Vec::new();
        if let Some(tournament) = self.setup.tournament.as_ref().filter(|_| self.strict()) {
            refused.extend(REFUSED_IN_TOURNAMENT_HELP);
            if !tournament.board_questions {
                refused.extend(BOARD_QUESTIONS_HELP);
            }
        }
        super::command::help_lines_but(
            self.locale(),
            super::Engine::Play,
            self.position().rules(),
            &refused,
        )
    }
}

/// The help ids of the board questions, which tournament mode refuses unless the arbiter
/// allowed them.
const BOARD_QUESTIONS_HELP: [&str; 4] = [
    msg::SESSION_HELP_PIECES,
    msg::SESSION_HELP_SCAN,
    msg::SESSION_HELP_SQUARE,
    msg::SESSION_HELP_BOARD,
];

/// The help ids of the other commands tournament mode refuses during the game.
const REFUSED_IN_TOURNAMENT_HELP: [&str; 2] = [msg::SESSION_HELP_CLAIM, msg::SESSION_HELP_EXPORT];

/// What to type for `entry` and what it does, in the UI language: the confirmation entry
/// names the UI language's yes and no.
pub fn help_entry(locale: &crate::i18n::Locale, entry: &CommandSpec) -> (String, String) {
    let (yes, no) = answer::words(locale.lang());
    let usage = if entry.help_id == CONFIRM_HELP {
        format!("{} / {}", yes.join(", "), no.join(", "))
    } else {
        super::command::usage_line(locale, entry, entry.usage)
    };
    (usage, locale.text(entry.help_id))
}
