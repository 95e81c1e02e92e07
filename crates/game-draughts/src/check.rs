//! `hektor check` on a PDN file (told from PGN by `hektor_draughts::pdn::holds_draughts`):
//! every game of it checked by the `hektor-draughts` rules, streaming ([`check`]): each
//! move legal, the FEN usable, the result not contradicted by the final position.

use std::io::{self, BufRead};
use std::path::Path;

use fluent_bundle::FluentValue;
use hektor_draughts::notation::{self, Resolved, Unfit};
use hektor_draughts::pdn::{self, Element, Game, PdnError, PdnErrorKind, PdnReader};
use hektor_draughts::{Color, DrawCounter, DrawRule, EndReason, FenError, Position, Variant};

use super::errors::{color_key, fen_phrase, pdn_phrase, unfit_phrase};
use super::export::full;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::replay::move_args;
use crate::replay::report::Summary;

/// Whether the file `path` is named as a PDN file (`.pdn`, any case): said when a file
/// holds no game at all, since its content cannot tell.
pub fn named_pdn(path: &Path) -> bool {
    path.extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("pdn"))
}

/// Where a move stands: the move number written (or counted), the side that plays it,
/// and whether it is in a variation.
pub use crate::replay::report::MoveAt;

/// What `check` found in a draughts game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Finding {
    /// The game could not be read (the PDN reader's error, with its line).
    Unreadable(PdnError),
    /// The `FEN` tag cannot be used: the game is not checked.
    Fen(FenError),
    /// No legal move fits the written move, and why.
    Illegal(MoveAt, String, Unfit),
    /// More than one legal move fits the written move (a capture written short).
    Ambiguous(MoveAt, String),
    /// A capture written with a dash or a quiet move with a cross: read as the one legal
    /// move its squares fit (a note, not an error).
    Slip {
        /// Where the move stands.
        at: MoveAt,
        /// The move as written.
        written: String,
        /// The move read, in full notation.
        read: String,
        /// Whether the move read is a capture.
        capture: bool,
    },
    /// A move left out (`...`, `--`).
    Missing(MoveAt),
    /// The game has tags but no moves and no result, not even in a `Result` tag (a
    /// cut-off file; a forfeit has its result in the tag).
    Empty,
    /// The final position ends the game, and the result says otherwise.
    WrongResult {
        /// The result as written.
        written: String,
        /// The result the board makes, in the file's convention (`2-0` or `1-0`).
        board: &'static str,
        /// The side that lost on the board.
        loser: Color,
        /// Why it lost.
        reason: EndReason,
    },
    /// A draw rule of the seed ended the game at this move, yet the game goes on to a
    /// win (a note: the rules end it there, IV.11.4).
    RuleDraw {
        /// The move that reached the rule.
        at: MoveAt,
        /// The rule.
        rule: DrawRule,
        /// The result as written.
        written: String,
    },
    /// No result after the moves (a note, not an error).
    NoResult,
    /// The FEN says `?` for the side to move (PDN 3.0: unknown); the first move decided
    /// it, or White was taken when the game has no move (a note, see
    /// `hektor_draughts::pdn::Game::start`).
    SideDecided {
        /// The side read as the one to move.
        side: Color,
        /// Whether a move decided it.
        by_move: bool,
    },
    /// No result after the moves, though the `Result` tag gives one: the file may be cut
    /// off after this move (a note, as a missing result is).
    CutOff {
        /// The last move of the main line read.
        after: MoveAt,
        /// That move, as written.
        text: String,
        /// The `Result` tag's value.
        tag: String,
    },
    /// The game is longer than the reader keeps: checked up to `line`, its result not
    /// (a note).
    TooLong {
        /// The line where the reader stopped keeping the game.
        line: usize,
    },
}

/// One thing `check` has to say about a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The game's number in the file, from 1.
    pub game: u64,
    /// The game played, for the squares' names.
    pub variant: Variant,
    /// What was found.
    pub finding: Finding,
}

impl Report {
    /// Whether this counts as an error (a missing result does not).
    pub fn is_error(&self) -> bool {
        !matches!(
            self.finding,
            Finding::NoResult
                | Finding::CutOff { .. }
                | Finding::TooLong { .. }
                | Finding::Slip { .. }
                | Finding::RuleDraw { .. }
                | Finding::SideDecided { .. }
        )
    }
}

/// Checks every game read from `input`, handing each report to `sink` as it is found.
/// Memory holds one game; only an I/O failure ends the check early. The summary's `pgn`
/// says whether the file held a game at all.
pub fn check<R: BufRead>(input: R, sink: &mut dyn FnMut(&Report)) -> io::Result<Summary> {
    let mut checker = Checker {
        summary: Summary::default(),
        game: 0,
        variant: Variant::International,
        last: None,
        draws: None,
        drawn: None,
        sink,
    };
    for game in PdnReader::new(input) {
        checker.summary.games += 1;
        checker.game = checker.summary.games;
        match game {
            Ok(game) => checker.game(&game),
            Err(PdnError {
                kind: PdnErrorKind::Io(kind),
                ..
            }) => return Err(kind.into()),
            Err(error) => checker.report(Finding::Unreadable(error)),
        }
    }
    checker.summary.pgn = checker.summary.games > 0;
    Ok(checker.summary)
}

struct Checker<'a> {
    summary: Summary,
    game: u64,
    variant: Variant,
    /// Where the last main-line move played in this game stands.
    last: Option<MoveAt>,
    /// The draw rules the main line reaches, counted from its start.
    draws: Option<DrawCounter>,
    /// The first draw rule the main line reached, and where.
    drawn: Option<(MoveAt, DrawRule)>,
    sink: &'a mut dyn FnMut(&Report),
}

impl Checker<'_> {
    fn report(&mut self, finding: Finding) {
        let report = Report {
            game: self.game,
            variant: self.variant,
            finding,
        };
        if report.is_error() {
            self.summary.errors += 1;
        }
        (self.sink)(&report);
    }

    fn game(&mut self, game: &Game) {
        self.variant = game.variant();
        self.last = None;
        let start = match game.start() {
            Ok(start) => start,
            Err(error) => return self.report(Finding::Fen(error)),
        };
        if let Some(side) = start.side_decided {
            let by_move = game.moves().next().is_some();
            self.report(Finding::SideDecided { side, by_move });
        }
        let start = start.position;
        // The result the tags give (`*` gives none).
        let tag = game
            .tag("Result")
            .map(str::trim)
            .filter(|r| !matches!(*r, "" | "*"));
        if game.body().is_empty() && game.result().is_none() {
            // A game decided without play (a forfeit) has its result in the tags only.
            if tag.is_none() {
                self.report(Finding::Empty);
            }
            return;
        }
        self.draws = Some(DrawCounter::new(start.clone()));
        self.drawn = None;
        let end = self.line(game.body(), start, 1, false);
        if let Some(line) = game.cut() {
            // The result belongs to moves that were not kept.
            return self.report(Finding::TooLong { line });
        }
        let Some(written) = game.result() else {
            let last = game.moves().last().map(|mv| mv.notation(self.variant));
            let finding = match (tag, self.last.take(), last) {
                (Some(tag), Some(after), Some(text)) if end.is_some() => Finding::CutOff {
                    after,
                    text,
                    tag: tag.to_owned(),
                },
                _ => Finding::NoResult,
            };
            return self.report(finding);
        };
        let winner = match written {
            "1-0" | "2-0" => Some(Color::White),
            "0-1" | "0-2" => Some(Color::Black),
            "1/2-1/2" | "1-1" | "½-½" => None,
            _ => return,
        };
        if let (Some(_), Some((at, rule))) = (winner, self.drawn.take()) {
            self.report(Finding::RuleDraw {
                at,
                rule,
                written: written.to_owned(),
            });
        }
        let Some(outcome) = end.and_then(|end| end.outcome()) else {
            return;
        };
        if winner != Some(outcome.winner) {
            let international = matches!(written, "2-0" | "0-2" | "1-1");
            let board = match (outcome.winner, international) {
                (Color::White, true) => "2-0",
                (Color::Black, true) => "0-2",
                (Color::White, false) => "1-0",
                (Color::Black, false) => "0-1",
            };
            self.report(Finding::WrongResult {
                written: written.to_owned(),
                board,
                loser: outcome.winner.other(),
                reason: outcome.reason,
            });
        }
    }

    /// Plays the moves of `elements` from `pos` (move number `number`); the final
    /// position, or `None` when a move failed (reported) and the rest was not checked.
    fn line(
        &mut self,
        elements: &[Element],
        mut pos: Position,
        mut number: u32,
        variation: bool,
    ) -> Option<Position> {
        let mut before: Option<(Position, u32)> = None;
        for (index, element) in elements.iter().enumerate() {
            let at = MoveAt {
                number,
                side: super::player_of(pos.turn()),
                variation,
            };
            match element {
                Element::MoveNumber { number: n, .. } => number = *n,
                Element::Move(text) => {
                    let written = || text.notation(self.variant);
                    let following = pdn::moves_after(elements, Some(index));
                    let mv = match notation::resolve_in_game(&pos, text, following) {
                        Resolved::Move(mv) => mv,
                        Resolved::Choice(_) => {
                            self.report(Finding::Ambiguous(at, written()));
                            return None;
                        }
                        Resolved::Unfit(why) => {
                            self.report(Finding::Illegal(at, written(), why));
                            return None;
                        }
                    };
                    if notation::slipped(text, &mv) {
                        let read = full(self.variant, &mv, text.form(), text.mark());
                        self.report(Finding::Slip {
                            at,
                            written: written(),
                            read,
                            capture: mv.is_capture(),
                        });
                    }
                    let next = pos.play_legal(&mv);
                    if !variation {
                        self.last = Some(at);
                        let reached = self.draws.as_mut().and_then(|c| c.play(&mv).ok());
                        if self.drawn.is_none()
                            && let Some(first) = reached.and_then(|r| r.first().copied())
                        {
                            self.drawn = Some((at, first.rule));
                        }
                    }
                    before = Some((std::mem::replace(&mut pos, next), number));
                    if !variation {
                        self.summary.moves += 1;
                    }
                    if at.side == crate::terms::Player::Black {
                        number += 1;
                    }
                }
                Element::Variation(inner) => {
                    if let Some((start, n)) = before.clone() {
                        self.line(inner, start, n, true);
                    }
                }
                Element::Missing(_) => {
                    self.report(Finding::Missing(at));
                    return None;
                }
                Element::Comment(_) | Element::Annotation(_) | Element::Setup(_) => {}
            }
        }
        Some(pos)
    }
}

/// One report as the line `check` prints (`game N, move M: reason`), in the UI language.
pub fn report_line(locale: &Locale, report: &Report) -> String {
    let mut args: Vec<(&str, FluentValue)> = Vec::new();
    args.push(("game", report.game.into()));
    let id = match &report.finding {
        Finding::Unreadable(error) => {
            args.push(("line", error.line.into()));
            args.push(("reason", pdn_phrase(locale, &error.kind).into()));
            msg::CHECK_DRAUGHTS_UNREADABLE
        }
        Finding::Fen(error) => {
            args.push(("reason", fen_phrase(locale, report.variant, error).into()));
            msg::CHECK_START
        }
        Finding::Illegal(at, text, why) => {
            move_args(locale, &mut args, at);
            args.push(("move", text.clone().into()));
            args.push(("reason", unfit_phrase(locale, report.variant, why).into()));
            msg::CHECK_DRAUGHTS_ILLEGAL
        }
        Finding::Ambiguous(at, text) => {
            move_args(locale, &mut args, at);
            args.push(("move", text.clone().into()));
            msg::CHECK_DRAUGHTS_AMBIGUOUS
        }
        Finding::Slip {
            at,
            written,
            read,
            capture,
        } => {
            move_args(locale, &mut args, at);
            args.push(("move", written.clone().into()));
            args.push(("read", read.clone().into()));
            let kind = if *capture { "quiet" } else { "capture" };
            args.push(("kind", kind.into()));
            msg::CHECK_DRAUGHTS_SLIP
        }
        Finding::Missing(at) => {
            move_args(locale, &mut args, at);
            msg::CHECK_DRAUGHTS_MISSING
        }
        Finding::Empty => msg::CHECK_EMPTY,
        Finding::NoResult => msg::CHECK_NOTE_NO_RESULT,
        Finding::SideDecided { side, by_move } => {
            args.push(("color", color_key(*side).into()));
            args.push(("by", if *by_move { "move" } else { "none" }.into()));
            msg::CHECK_DRAUGHTS_SIDE_DECIDED
        }
        Finding::RuleDraw { at, rule, written } => {
            move_args(locale, &mut args, at);
            args.push(("written", written.clone().into()));
            args.push(("article", rule.article(report.variant).into()));
            let (kind, moves) = match rule {
                DrawRule::Repetition => ("repetition", 3),
                DrawRule::SmallEnding => ("small-ending", 5),
                DrawRule::LoneKing { moves } => ("lone-king", *moves),
                DrawRule::KingsOnly { moves } => ("kings-only", *moves),
                DrawRule::NoMaterialChange { moves, .. } => ("no-material-change", *moves),
            };
            args.push(("rule", kind.into()));
            let span = sentence(
                locale,
                msg::CHECK_DRAUGHTS_RULE_SPAN,
                &[("count", moves.into())],
            );
            args.push(("span", span.into()));
            msg::CHECK_DRAUGHTS_RULE_DRAW
        }
        Finding::TooLong { line } => {
            args.push(("line", (*line).into()));
            msg::CHECK_DRAUGHTS_TOO_LONG
        }
        Finding::CutOff { after, text, tag } => {
            move_args(locale, &mut args, after);
            args.push(("move", text.clone().into()));
            args.push(("tag", tag.clone().into()));
            msg::CHECK_DRAUGHTS_CUT_OFF
        }
        Finding::WrongResult {
            written,
            board,
            loser,
            reason,
        } => {
            args.push(("written", written.clone().into()));
            args.push(("board", (*board).into()));
            args.push(("color", color_key(*loser).into()));
            match reason {
                EndReason::NoPieces => msg::CHECK_DRAUGHTS_RESULT_NO_PIECES,
                EndReason::NoMoves => msg::CHECK_DRAUGHTS_RESULT_NO_MOVES,
            }
        }
    };
    sentence(locale, id, &args)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Pieces of PDN text, good and broken, to be put together at random.
    const PIECES: [&str; 24] = [
        "[GameType \"20\"]\n",
        "[GameType \"25\"]\n",
        "[FEN \"W:W31-50:B1-20\"]\n",
        "[FEN \"B:W29,30:BK1\"]\n",
        "[Result \"1-0\"]\n",
        "[Bad",
        "1.",
        "2...",
        "32-28",
        "17-22",
        "28x17",
        "c3-d4",
        "d6-e5",
        "d4:f6",
        "(",
        ")",
        "{",
        "}",
        "*",
        "2-0",
        "0-2",
        "1/2-1/2",
        "--",
        "\r\n",
    ];

    proptest! {
        #[test]
        fn any_text_is_checked_without_a_panic(text in "\\PC{0,200}") {
            let mut errors = 0;
            let summary = check(text.as_bytes(), &mut |r| errors += u64::from(r.is_error()))
                .unwrap();
            prop_assert_eq!(summary.errors, errors);
        }

        #[test]
        fn pdn_pieces_are_checked_game_by_game(
            pieces in prop::collection::vec(prop::sample::select(&PIECES[..]), 0..40)
        ) {
            let text = pieces.join(" ");
            let mut reports = Vec::new();
            let summary = check(text.as_bytes(), &mut |r| reports.push(r.clone())).unwrap();
            let games: Vec<u64> = reports.iter().map(|r| r.game).collect();
            prop_assert!(games.windows(2).all(|w| w[0] <= w[1]), "{:?}", games);
            prop_assert!(games.iter().all(|&g| (1..=summary.games).contains(&g)));
            let errors = reports.iter().filter(|r| r.is_error()).count() as u64;
            prop_assert_eq!(summary.errors, errors);
        }
    }

    fn run(pdn: &str) -> (Summary, Vec<Report>) {
        let mut reports = Vec::new();
        let summary = check(pdn.as_bytes(), &mut |r| reports.push(r.clone())).unwrap();
        (summary, reports)
    }

    #[test]
    fn every_finding_is_a_line_in_every_language() {
        use crate::i18n::Lang;
        let at = MoveAt {
            number: 12,
            side: crate::terms::Player::Black,
            variation: true,
        };
        let findings = [
            Finding::Unreadable(PdnError {
                game: 3,
                line: 40,
                kind: PdnErrorKind::UnclosedComment,
            }),
            Finding::Fen(FenError::Empty),
            Finding::Illegal(at, "19-24".into(), Unfit::CaptureCompulsory),
            Finding::Ambiguous(at, "47x36".into()),
            Finding::Slip {
                at,
                written: "30-39".into(),
                read: "30x39".into(),
                capture: true,
            },
            Finding::Missing(at),
            Finding::Empty,
            Finding::NoResult,
            Finding::TooLong { line: 7 },
            Finding::CutOff {
                after: at,
                text: "19-24".into(),
                tag: "2-0".into(),
            },
            Finding::WrongResult {
                written: "1-0".into(),
                board: "0-1",
                loser: Color::White,
                reason: EndReason::NoMoves,
            },
        ];
        for lang in Lang::ALL {
            let locale = Locale::new(lang);
            let mut seen = std::collections::HashSet::new();
            for finding in &findings {
                let report = Report {
                    game: 3,
                    variant: Variant::International,
                    finding: finding.clone(),
                };
                let line = report_line(&locale, &report);
                assert!(!line.contains("{$") && line.contains('3'), "{lang}: {line}");
                assert!(seen.insert(line.clone()), "{lang}: said twice: {line}");
            }
        }
        let ru = Locale::new(Lang::Ru);
        let ambiguous = Report {
            game: 3,
            variant: Variant::International,
            finding: findings[3].clone(),
        };
        assert_eq!(
            report_line(&ru, &ambiguous),
            "партия 3, ход 12 (в варианте), чёрные: 47x36 подходит под несколько взятий: \
             запишите каждое поле, куда встаёт шашка; остаток этой линии не проверяется."
        );
    }

    /// What `check` relies on from the crate's detection: draughts by `GameType`, FEN or
    /// first move, chess by the same, comments passed over.
    #[test]
    fn pdn_files_are_told_from_pgn_files_by_their_content() {
        use hektor_draughts::pdn::holds_draughts;
        for pdn in [
            "[GameType \"20\"]\n\n1. 32-28 *",
            "[Event \"x\"]\n[FEN \"W:W29,30:B1,2.\"]\n\n1. c3-d4 *",
            "\u{feff}[Event \"x\"]\n\n{ a comment }\n1. c3-d4 d6-e5 2. d4:f6 *",
            "[FEN \"W:W31,32,33:B18,19:H0:F1\"]\n1. 33-28 *",
        ] {
            assert!(holds_draughts(pdn.as_bytes()), "{pdn}");
        }
        for pgn in [
            "[Event \"x\"]\n\n1. e4 e5 *",
            "1. e2-e4 e7-e5 *",
            "1. b2b4 *",
            "[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n\n1. c1-f4 *",
            "[GameType \"0\"]\n1. c3-d4 *",
            "{ 32-28 } 1. Nf3 *",
        ] {
            assert!(!holds_draughts(pgn.as_bytes()), "{pgn}");
        }
        assert!(named_pdn(Path::new("wk2003.PDN")));
        assert!(!named_pdn(Path::new("wk2003.pgn")));
    }

    #[test]
    fn an_illegal_move_is_reported_with_its_number_and_why() {
        let (summary, reports) = run("[GameType \"20\"]\n\n1. 32-28 17-22 2. 31-27 *\n");
        assert_eq!((summary.games, summary.moves, summary.errors), (1, 2, 1));
        let Finding::Illegal(at, text, why) = &reports[0].finding else {
            panic!("{reports:?}");
        };
        assert_eq!(
            (at.number, at.side, text.as_str()),
            (2, crate::terms::Player::White, "31-27")
        );
        assert_eq!(why, &Unfit::CaptureCompulsory);
    }

    #[test]
    fn a_result_the_board_contradicts_is_reported() {
        // White takes Black's last piece; the file says Black won.
        let (_, reports) = run("[FEN \"W:WK46:B28,19\"]\n\n1. 46x14 0-2\n");
        assert_eq!(
            reports[0].finding,
            Finding::WrongResult {
                written: "0-2".into(),
                board: "2-0",
                loser: Color::Black,
                reason: EndReason::NoPieces,
            }
        );
    }

    #[test]
    fn a_game_longer_than_the_reader_keeps_is_checked_up_to_where_it_stopped() {
        let moves = "1. 46-41 2-7\n2. 41-46 7-2\n".repeat(80_000);
        let text = format!("[FEN \"W:WK46,K47:BK1,K2\"]\n{moves}0-2\n");
        let mut reports = Vec::new();
        let summary = check(text.as_bytes(), &mut |r| reports.push(r.clone())).unwrap();
        assert_eq!(summary.errors, 0, "{:?}", reports.first());
        let [report] = &reports[..] else {
            panic!("{reports:?}")
        };
        let Finding::TooLong { line } = report.finding else {
            panic!("{report:?}")
        };
        assert!((100_000..110_000).contains(&line), "line {line}");
        let said = report_line(&Locale::new(crate::i18n::Lang::En), report);
        assert!(
            said.contains(&format!("checked up to line {line}")),
            "{said}"
        );
    }

    #[test]
    fn variations_are_checked_from_the_position_before_their_move() {
        let (summary, reports) =
            run("[GameType \"20\"]\n1. 32-28 (1. 33-28 18-23) (1. 32-27 1-7) 17-22 *\n");
        assert_eq!((summary.moves, summary.errors), (2, 1));
        assert!(matches!(&reports[0].finding, Finding::Illegal(at, _, _) if at.variation));
    }
}
