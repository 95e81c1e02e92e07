//! The report as sentences an arbiter reads aloud, in the UI language, with squares and
//! moves in the chosen announcement style.

use fluent_bundle::FluentArgs;
use shakmaty::{Board, Chess, Color, Move, Position, Role};

use super::compare::Note;
use super::corrections::{Action, Correction};
use super::pieces::{Item, pieces_of};
use super::{BoardReport, Report, Verdict, move_of_ply, role_name};
use crate::announce::Announcer;
use crate::i18n::Locale;
use crate::notation::parse_move;

/// The report as lines of text.
pub fn report_text(report: &Report, announcer: &Announcer) -> Vec<String> {
    let speaker = Speaker {
        announcer,
        locale: announcer.locale(),
        start: &report.start,
    };
    let mut lines = Vec::new();
    let mut args = FluentArgs::new();
    args.set("plies", report.agreed_plies);
    match (&report.verdict, &report.divergence) {
        (Verdict::SheetsDiverge, Some(divergence)) => {
            let pos = &report.return_to.position;
            speaker.at_ply(&mut args, divergence.ply);
            args.set("first", speaker.entry(pos, &divergence.sheets[0]));
            args.set("second", speaker.entry(pos, &divergence.sheets[1]));
            lines.push(speaker.say("reconcile-diverge", &args));
        }
        _ => lines.push(speaker.say("reconcile-agree", &args)),
    }
    for note in &report.notes {
        lines.push(speaker.note(report, note));
    }
    let mut args = FluentArgs::new();
    args.set("number", report.return_to.move_number);
    args.set("side", speaker.side(report.return_to.side_to_move));
    lines.push(speaker.say(
        match report.verdict {
            Verdict::SheetsAgree => "reconcile-return-final",
            Verdict::SheetsDiverge => "reconcile-return-agreed",
        },
        &args,
    ));
    for clock in &report.clocks {
        let mut args = FluentArgs::new();
        args.set("sheet", clock.sheet);
        args.set("white", clock_text(clock.white_ms));
        args.set("black", clock_text(clock.black_ms));
        lines.push(speaker.say("reconcile-clock", &args));
    }
    for board in &report.boards {
        speaker.board(board, &mut lines);
    }
    lines
}

/// What stands on `board`, side by side and piece by piece, as one sentence each side
/// ("White: king e1, pawn e4."), in the announcer's style: the spoken-back form of a
/// board entered square by square.
pub fn describe_board(board: &Board, announcer: &Announcer) -> String {
    let locale = announcer.locale();
    [Color::White, Color::Black]
        .into_iter()
        .filter(|&color| board.by_color(color).any())
        .map(|color| {
            let pieces: Vec<String> = pieces_of(board, color)
                .into_iter()
                .map(|(role, square)| {
                    format!(
                        "{} {}",
                        locale.text(&format!("reconcile-piece-{}", role_name(role))),
                        announcer.square(square)
                    )
                })
                .collect();
            let mut args = FluentArgs::new();
            args.set("side", side_word(locale, color));
            args.set("pieces", pieces.join(", "));
            locale.format("reconcile-board-side", Some(&args))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What one line of board entry changed, spoken back: the pieces placed, side by side,
/// then each square cleared ("Eva vier: leer").
pub fn describe_entry(items: &[Item], announcer: &Announcer) -> String {
    let mut placed = Board::empty();
    let mut sentences = Vec::new();
    for &(square, piece) in items {
        if let Some(piece) = piece {
            placed.set_piece_at(square, piece);
        }
    }
    if placed.occupied().any() {
        sentences.push(describe_board(&placed, announcer));
    }
    for &(square, piece) in items {
        if piece.is_none() {
            let mut args = FluentArgs::new();
            args.set("square", announcer.square(square));
            sentences.push(
                announcer
                    .locale()
                    .format("reconcile-entry-cleared", Some(&args)),
            );
        }
    }
    sentences.join(" ")
}

fn side_word(locale: &Locale, color: Color) -> String {
    locale.text(match color {
        Color::White => "reconcile-white",
        Color::Black => "reconcile-black",
    })
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

struct Speaker<'a> {
    announcer: &'a Announcer,
    locale: &'a Locale,
    start: &'a Chess,
}

impl Speaker<'_> {
    fn say(&self, id: &str, args: &FluentArgs) -> String {
        self.locale.format(id, Some(args))
    }

    fn side(&self, color: Color) -> String {
        side_word(self.locale, color)
    }

    fn at_ply(&self, args: &mut FluentArgs, ply: usize) {
        let (number, color) = move_of_ply(self.start, ply);
        args.set("number", number);
        args.set("side", self.side(color));
    }

    /// A sheet entry: announced when it is a legal move in `pos`, else as written.
    fn entry(&self, pos: &Chess, text: &str) -> String {
        match parse_move(pos, text) {
            Ok(mv) => self.announcer.move_text(pos, mv),
            Err(_) => text.to_owned(),
        }
    }

    /// Move `ply` of the agreed record, announced.
    fn agreed_move(&self, report: &Report, ply: usize) -> String {
        let mut pos = self.start.clone();
        for &mv in report.record.iter().take(ply.saturating_sub(1)) {
            pos.play_unchecked(mv);
        }
        match report.record.get(ply.saturating_sub(1)) {
            Some(&mv) => self.announcer.move_text(&pos, mv),
            None => String::new(),
        }
    }

    fn note(&self, report: &Report, note: &Note) -> String {
        let mut args = FluentArgs::new();
        let id = match note {
            Note::GapFilled { sheet, ply, .. } => {
                self.at_ply(&mut args, *ply);
                args.set("sheet", *sheet);
                args.set("other", 3 - *sheet);
                args.set("move", self.agreed_move(report, *ply));
                "reconcile-note-gap-filled"
            }
            Note::Unreadable { sheet, ply, entry }
            | Note::Illegal { sheet, ply, entry }
            | Note::Ambiguous { sheet, ply, entry } => {
                self.at_ply(&mut args, *ply);
                args.set("sheet", *sheet);
                args.set("entry", entry.clone());
                match note {
                    Note::Unreadable { .. } => "reconcile-note-unreadable",
                    Note::Illegal { .. } => "reconcile-note-illegal",
                    _ => "reconcile-note-ambiguous",
                }
            }
            Note::SheetEnds { sheet, after_ply } => {
                args.set("sheet", *sheet);
                args.set("plies", *after_ply);
                "reconcile-note-sheet-ends"
            }
            Note::Inferred { ply, .. } => {
                self.at_ply(&mut args, *ply);
                args.set("move", self.agreed_move(report, *ply));
                "reconcile-note-inferred"
            }
            Note::RecordStops { ply } => {
                self.at_ply(&mut args, *ply);
                "reconcile-note-record-stops"
            }
        };
        self.say(id, &args)
    }

    fn board(&self, board: &BoardReport, lines: &mut Vec<String>) {
        let mut args = FluentArgs::new();
        args.set("index", board.index);
        if board.matches_target {
            lines.push(self.say("reconcile-board-correct", &args));
            return;
        }
        if let Some(sheet) = board.shows_sheet {
            args.set("sheet", sheet);
            lines.push(self.say("reconcile-board-shows-sheet", &args));
        }
        args.set("count", board.corrections.len());
        lines.push(self.say("reconcile-board-corrections", &args));
        for correction in &board.corrections {
            lines.push(self.correction(correction));
        }
        match &board.explanation {
            Some(found) => {
                let mut args = FluentArgs::new();
                self.at_ply(&mut args, found.ply);
                args.set("recorded", self.spoken(&found.before, found.recorded_move));
                args.set("executed", self.spoken(&found.before, found.executed_move));
                let id = match found.sheet {
                    Some(sheet) => {
                        args.set("sheet", sheet);
                        "reconcile-explanation-sheet"
                    }
                    None => "reconcile-explanation",
                };
                lines.push(self.say(id, &args));
            }
            None => lines.push(self.say("reconcile-no-explanation", &args)),
        }
    }

    fn spoken(&self, pos: &Chess, mv: Move) -> String {
        self.announcer.move_text(pos, mv)
    }

    fn correction(&self, c: &Correction) -> String {
        let mut args = FluentArgs::new();
        args.set("side", self.side(c.color));
        args.set(
            "color",
            if c.color == Color::White {
                "white"
            } else {
                "black"
            },
        );
        args.set("role", role_name(c.piece));
        args.set("piece", self.piece(c.piece));
        if let Some(from) = c.from {
            args.set("from", self.announcer.square(from));
        }
        if let Some(to) = c.to {
            args.set("to", self.announcer.square(to));
        }
        self.say(
            match c.action {
                Action::Move => "reconcile-fix-move",
                Action::Remove => "reconcile-fix-remove",
                Action::Place => "reconcile-fix-place",
            },
            &args,
        )
    }

    fn piece(&self, role: Role) -> String {
        self.locale
            .text(&format!("reconcile-piece-{}", role_name(role)))
    }
}
