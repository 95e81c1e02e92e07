//! The report as sentences an arbiter reads aloud, in the UI language, with squares and
//! moves in the chosen announcement style.

use fluent_bundle::FluentValue;

use super::compare::{Basis, Note};
use super::corrections::{Action, Correction};
use super::game::{Reading, SheetGame};
use super::{BoardReport, Player, Report, Verdict, after, move_of_ply};
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::terms::Player as Side;

/// The most moves a note lists when several fit.
const MAX_LISTED: usize = 6;

/// The report as lines of text, moves and squares in `words` (the chess announcer, or
/// the draughts one).
pub fn report_text<G: SheetGame>(report: &Report<G>, words: &G::Words) -> Vec<String> {
    let speaker = Speaker {
        words,
        locale: G::locale(words),
        start: &report.start,
    };
    let mut lines = Vec::new();
    for read in &report.games {
        lines.push(
            speaker.say(
                msg::RECONCILE_GAME_READ,
                &[
                    ("sheet", read.sheet.into()),
                    ("game", read.of.game.into()),
                    ("games", read.of.games.into()),
                    (
                        "white",
                        read.of
                            .white
                            .clone()
                            .unwrap_or_else(|| "?".to_owned())
                            .into(),
                    ),
                    (
                        "black",
                        read.of
                            .black
                            .clone()
                            .unwrap_or_else(|| "?".to_owned())
                            .into(),
                    ),
                ],
            ),
        );
    }
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    args.push(("plies", report.agreed_plies.into()));
    match (&report.verdict, &report.divergence) {
        (Verdict::SheetsDiverge, Some(divergence)) => {
            let pos = &report.return_to.position;
            speaker.at_ply(&mut args, divergence.ply);
            for (name, s) in [("first", 0), ("second", 1)] {
                let announced = speaker.entry(pos, &divergence.sheets[s]);
                args.push((
                    name,
                    as_written(&[&divergence.written[s]], announced).into(),
                ));
            }
            lines.push(speaker.say(msg::RECONCILE_DIVERGE, &args));
        }
        _ => match report.stopped_sheet() {
            Some((sheet, plies)) => {
                args.push(("total", report.agreed_plies.into()));
                args.push(("plies", plies.into()));
                args.push(("sheet", sheet.into()));
                args.push(("other", FluentValue::from(3 - sheet)));
                lines.push(speaker.say(msg::RECONCILE_AGREE_UNFINISHED, &args));
            }
            None => lines.push(speaker.say(msg::RECONCILE_AGREE, &args)),
        },
    }
    // The sheet that stops was said with the agreement, in the same count.
    let stopped = report.stopped_sheet().map(|(sheet, _)| sheet);
    for note in &report.notes {
        if matches!(note, Note::SheetEnds { sheet, .. } if Some(*sheet) == stopped) {
            continue;
        }
        lines.push(speaker.note(report, note));
    }
    let side = speaker.side_in_sentence(G::is_white(report.return_to.side_to_move));
    let args = [
        ("number", report.return_to.move_number.into()),
        ("side", side.into()),
    ];
    lines.push(speaker.say(
        match report.verdict {
            Verdict::SheetsAgree => msg::RECONCILE_RETURN_FINAL,
            Verdict::SheetsDiverge => msg::RECONCILE_RETURN_AGREED,
        },
        &args,
    ));
    if report.adjust_clocks {
        lines.push(speaker.say(msg::RECONCILE_CLOCKS_ADJUST, &[]));
    }
    for clock in &report.clocks {
        lines.push(speaker.say(
            msg::RECONCILE_CLOCK,
            &[
                ("sheet", clock.sheet.into()),
                ("white", clock_text(clock.white_ms).into()),
                ("black", clock_text(clock.black_ms).into()),
            ],
        ));
    }
    for board in &report.boards {
        speaker.board(report, board, &mut lines);
    }
    lines
}

/// A move as the sheets have it: the entries as written on the paper (`Sxd5`), then the
/// move announced, when that reads differently.
fn as_written(written: &[&str], announced: String) -> String {
    let text = written_text(written);
    if text.is_empty() || text == announced {
        announced
    } else {
        format!("{text} ({announced})")
    }
}

/// The distinct entries of `written` (gaps left out), joined by a slash.
fn written_text(written: &[&str]) -> String {
    let mut distinct: Vec<&str> = Vec::new();
    for &entry in written {
        if entry != "-" && !distinct.contains(&entry) {
            distinct.push(entry);
        }
    }
    distinct.join(" / ")
}

fn clock_text(ms: Option<u64>) -> String {
    match ms {
        None => "-".to_owned(),
        Some(ms) => {
            let s = ms / 1000;
            format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
        }
    }
}

struct Speaker<'a, G: SheetGame> {
    words: &'a G::Words,
    locale: &'a Locale,
    start: &'a G,
}

impl<G: SheetGame> Speaker<'_, G> {
    fn say(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        sentence(self.locale, id, args)
    }

    /// The side as the report's lines begin with it ("White: the knight from ...").
    fn side(&self, white: bool) -> String {
        Side::from_white(white).name(self.locale)
    }

    /// The side inside a sentence ("move 8, White", "ход 8, белые").
    fn side_in_sentence(&self, white: bool) -> String {
        Side::from_white(white).in_sentence(self.locale)
    }

    fn at_ply(&self, args: &mut Vec<(&str, FluentValue<'_>)>, ply: usize) {
        let (number, white) = move_of_ply(self.start, ply);
        args.push(("number", number.into()));
        args.push(("side", self.side_in_sentence(white).into()));
    }

    /// A sheet entry: announced when it is a legal move in `pos`, else as written.
    fn entry(&self, pos: &G, text: &str) -> String {
        match pos.read_entry(text) {
            Reading::Move(mv) => pos.say_move(self.words, &mv),
            _ => text.to_owned(),
        }
    }

    /// The position before half-move `ply` of the agreed record.
    fn before_ply(&self, report: &Report<G>, ply: usize) -> G {
        let mut pos = self.start.clone();
        for mv in report.record.iter().take(ply.saturating_sub(1)) {
            pos = after(&pos, mv);
        }
        pos
    }

    /// Move `ply` of the agreed record, announced.
    fn agreed_move(&self, report: &Report<G>, ply: usize) -> String {
        let pos = self.before_ply(report, ply);
        match report.record.get(ply.saturating_sub(1)) {
            Some(mv) => pos.say_move(self.words, mv),
            None => String::new(),
        }
    }

    fn note(&self, report: &Report<G>, note: &Note) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        let id = match note {
            Note::GapFilled { sheet, ply, .. } => {
                self.at_ply(&mut args, *ply);
                args.push(("sheet", (*sheet).into()));
                args.push(("other", FluentValue::from(3 - *sheet)));
                args.push(("move", self.agreed_move(report, *ply).into()));
                msg::RECONCILE_NOTE_GAP_FILLED
            }
            Note::Unreadable { sheet, ply, entry }
            | Note::Illegal { sheet, ply, entry }
            | Note::Ambiguous { sheet, ply, entry } => {
                self.at_ply(&mut args, *ply);
                args.push(("sheet", (*sheet).into()));
                args.push(("entry", entry.clone().into()));
                match note {
                    Note::Unreadable { .. } => msg::RECONCILE_NOTE_UNREADABLE,
                    Note::Illegal { .. } => msg::RECONCILE_NOTE_ILLEGAL,
                    _ => msg::RECONCILE_NOTE_AMBIGUOUS,
                }
            }
            Note::SheetEnds { sheet, after_ply } => {
                args.push(("sheet", (*sheet).into()));
                args.push(("plies", (*after_ply).into()));
                msg::RECONCILE_NOTE_SHEET_ENDS
            }
            Note::Inferred { ply, .. } => {
                self.at_ply(&mut args, *ply);
                args.push(("move", self.agreed_move(report, *ply).into()));
                msg::RECONCILE_NOTE_INFERRED
            }
            Note::RecordStops { ply } => {
                self.at_ply(&mut args, *ply);
                msg::RECONCILE_NOTE_RECORD_STOPS
            }
            Note::Choice {
                ply,
                written,
                candidates,
                chosen,
                by,
            } => {
                self.at_ply(&mut args, *ply);
                let pos = self.before_ply(report, *ply);
                let mut listed: Vec<String> = candidates
                    .iter()
                    .take(MAX_LISTED)
                    .map(|c| self.entry(&pos, c))
                    .collect();
                if candidates.len() > MAX_LISTED {
                    listed.push("…".to_owned());
                }
                args.push(("count", candidates.len().into()));
                args.push(("candidates", listed.join(", ").into()));
                args.push(("chosen", self.entry(&pos, chosen).into()));
                args.push((
                    "by",
                    FluentValue::from(match by {
                        Basis::LaterMoves => "later-moves",
                        Basis::Boards => "boards",
                        Basis::Assumed => "assumed",
                    }),
                ));
                let written: Vec<&str> = written.iter().map(String::as_str).collect();
                let text = written_text(&written);
                if text.is_empty() {
                    msg::RECONCILE_NOTE_CHOICE_GAP
                } else {
                    args.push(("written", text.into()));
                    msg::RECONCILE_NOTE_CHOICE
                }
            }
        };
        self.say(id, &args)
    }

    fn board(&self, report: &Report<G>, board: &BoardReport<G>, lines: &mut Vec<String>) {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        args.push(("index", board.index.into()));
        args.push(("player", board.player.map_or("none", Player::key).into()));
        if board.matches_target {
            lines.push(self.say(msg::RECONCILE_BOARD_CORRECT, &args));
            return;
        }
        let diverge = report.verdict == Verdict::SheetsDiverge;
        match (board.shows_sheet, board.shows_plies) {
            (Some(sheet), Some(plies)) => {
                args.push(("sheet", sheet.into()));
                self.at_ply(&mut args, plies);
                lines.push(self.say(msg::RECONCILE_BOARD_SHOWS_SHEET, &args));
            }
            _ if diverge => lines.push(self.say(msg::RECONCILE_BOARD_SHOWS_NEITHER, &args)),
            _ => {}
        }
        lines.push(self.say(
            if diverge {
                msg::RECONCILE_RESTORE_AGREED
            } else {
                msg::RECONCILE_RESTORE_RECORD
            },
            &args,
        ));
        if board.take_back.is_empty() {
            args.push(("count", board.corrections.len().into()));
            lines.push(self.say(msg::RECONCILE_BOARD_CORRECTIONS, &args));
            for correction in &board.corrections {
                lines.push(self.correction(correction));
            }
        } else {
            args.push(("count", board.take_back.len().into()));
            lines.push(self.say(msg::RECONCILE_TAKE_BACK, &args));
            for step in &board.take_back {
                let mut args: Vec<(&str, FluentValue)> = Vec::new();
                self.at_ply(&mut args, step.ply);
                args.push((
                    "move",
                    as_written(&[&step.written], step.before.say_move(self.words, &step.mv)).into(),
                ));
                lines.push(self.say(msg::RECONCILE_TAKE_BACK_MOVE, &args));
                for correction in &step.corrections {
                    lines.push(self.correction(correction));
                }
            }
        }
        match &board.explanation {
            Some(found) => {
                let mut args: Vec<(&str, FluentValue)> = Vec::new();
                self.at_ply(&mut args, found.ply);
                let written: Vec<&str> = match found.sheet {
                    Some(sheet) => found
                        .written
                        .get(sheet.saturating_sub(1))
                        .map(String::as_str)
                        .into_iter()
                        .collect(),
                    None => found.written.iter().map(String::as_str).collect(),
                };
                args.push((
                    "recorded",
                    as_written(
                        &written,
                        found.before.say_move(self.words, &found.recorded_move),
                    )
                    .into(),
                ));
                args.push((
                    "executed",
                    found
                        .before
                        .say_move(self.words, &found.executed_move)
                        .into(),
                ));
                let id = match found.sheet {
                    Some(sheet) => {
                        args.push(("sheet", sheet.into()));
                        msg::RECONCILE_EXPLANATION_SHEET
                    }
                    None => msg::RECONCILE_EXPLANATION,
                };
                lines.push(self.say(id, &args));
            }
            None => lines.push(self.say(msg::RECONCILE_NO_EXPLANATION, &args)),
        }
    }

    fn correction(&self, c: &Correction<G>) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        let white = G::is_white(c.color);
        args.push(("side", self.side(white).into()));
        args.push((
            "color",
            FluentValue::from(if white { "white" } else { "black" }),
        ));
        args.push(("role", G::role_key(c.piece).into()));
        args.push(("piece", self.locale.text(&G::piece_id(c.piece)).into()));
        if let Some(from) = c.from {
            args.push(("from", self.start.say_square(self.words, from).into()));
        }
        if let Some(to) = c.to {
            args.push(("to", self.start.say_square(self.words, to).into()));
        }
        self.say(
            match c.action {
                Action::Move => msg::RECONCILE_FIX_MOVE,
                Action::Remove => msg::RECONCILE_FIX_REMOVE,
                Action::Place => msg::RECONCILE_FIX_PLACE,
            },
            &args,
        )
    }
}
