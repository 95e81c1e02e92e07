#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use super::*;
use crate::app::setup::Mode;
use crate::app::setup::Side;
use crate::game::clock::ManualTime;
use crate::game::journal::Entry;
use crate::game::record::Tags;
use crate::games::GamePosition;
use crate::games::chess::notation::{MoveError, parse_move};
use crate::games::chess::{self, Move};
use crate::i18n::Lang;
use crate::i18n::sentence;

const START_MS: i64 = 1_800_000_000_000;

fn setup() -> Setup {
    Setup {
        white: "Anna".into(),
        black: "Bert".into(),
        ..Setup::default()
    }
}

fn app(setup: Setup) -> (App, ManualTime) {
    let time = ManualTime::new(START_MS);
    let app = App::new(setup, Box::new(time.clone())).unwrap();
    (app, time)
}

/// Feeds typed lines and writes what happens, one line per effect; reads (the other
/// sheet of `reconcile`) are carried out as the runtime does, and what they give follows.
fn run(app: &mut App, lines: &[&str]) -> String {
    let mut out = String::new();
    for line in lines {
        out.push_str(&format!("> {line}\n"));
        for effect in app.update(Command::Line((*line).to_owned())) {
            let effects = match effect {
                Effect::Read(read) => app.receive(crate::runtime::carry_out(read)),
                effect => vec![effect],
            };
            for effect in effects {
                out.push_str(&effect_line(&effect));
                out.push('\n');
            }
        }
    }
    out
}

fn effect_line(effect: &Effect) -> String {
    match effect {
        Effect::Say(u) => format!("say ({:?}): {}", u.priority, u.text()),
        Effect::Sound(e) => format!("sound: {e:?}"),
        Effect::Journal(entry) => match &entry.event {
            Event::Move(m) => format!(
                "journal: move {} white_ms={:?} black_ms={:?}",
                m.san, m.white_ms, m.black_ms
            ),
            Event::End {
                result,
                termination,
            } => format!("journal: end {} {termination:?}", result.pgn()),
            other => format!("journal: {other:?}"),
        },
        Effect::Export {
            format,
            path,
            overwrite,
        } => {
            let replace = if *overwrite { ", replacing it" } else { "" };
            let format = format.map_or_else(|| "(no format)".to_owned(), |f| f.to_string());
            format!("export {format} {}{replace}", path.display())
        }
        Effect::Read(read) => format!("read {read:?}"),
        Effect::RememberPlace { file, place, .. } => {
            format!("remember game {} in {}", place.game, file.display())
        }
        Effect::Quit => "quit".to_owned(),
    }
}

fn sans(app: &App) -> Vec<String> {
    app.record().moves.iter().map(|m| m.san.clone()).collect()
}

#[test]
fn own_move_is_announced_then_recorded_when_confirmed() {
    let (mut app, _) = app(setup());
    let transcript = run(&mut app, &["e4", ""]);
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&app), ["e4"]);
}

#[test]
fn withdrawn_move_is_not_recorded_and_a_correction_replaces_it() {
    let (mut app, _) = app(setup());
    let transcript = run(&mut app, &["e4", "n", "d4", "c4", "yes"]);
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&app), ["c4"]);
}

#[test]
fn opponents_move_is_read_back_in_the_ui_language() {
    let mut german = setup();
    german.announce.lang = crate::i18n::Lang::De;
    let (mut app, _) = app(german);
    let transcript = run(&mut app, &["e4", "j", "e5", "nein", "c5", "ja"]);
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&app), ["e4", "c5"]);
}

#[test]
fn player_with_black_hears_whites_moves_read_back() {
    let mut black = setup();
    black.side = Side::Black;
    let (mut app, _) = app(black);
    let transcript = run(&mut app, &["e4", "y", "e5", "y"]);
    insta::assert_snapshot!(transcript);
}

#[test]
fn errors_leave_the_game_and_the_pending_move_unchanged() {
    let (mut app, _) = app(setup());
    let transcript = run(
        &mut app,
        &["e4", "Kamel f3", "e5", "\u{1}\u{2}", &"x".repeat(500), "y"],
    );
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&app), ["e4"]);
}

#[test]
fn empty_line_without_a_question_is_explained() {
    let (mut app, _) = app(setup());
    let transcript = run(&mut app, &["", "y", "n"]);
    insta::assert_snapshot!(transcript);
    assert!(app.record().moves.is_empty());
}

/// A move reader that, like the full parser, answers a promotion without a piece with
/// the four promotions.
fn reader_with_promotions(pos: &chess::Position, input: &str) -> Result<Move, MoveError> {
    let candidates: Vec<Move> = GamePosition::legal_moves(pos)
        .into_iter()
        .filter(|m| m.promotion().is_some() && m.to().to_string() == input)
        .collect();
    if candidates.is_empty() {
        parse_move(pos, input)
    } else {
        Err(MoveError::Ambiguous {
            input: input.to_owned(),
            candidates,
        })
    }
}

fn app_at(fen: &str, setup: Setup) -> App {
    let entries = vec![Entry {
        unix_ms: START_MS,
        event: Event::Start {
            rules: Default::default(),
            tags: Tags::default(),
            start_fen: Some(fen.to_owned()),
            settings: setup.to_json(),
        },
    }];
    App::resume(&entries, Box::new(ManualTime::new(START_MS))).unwrap()
}

#[test]
fn promotion_without_a_piece_asks_which_piece() {
    let mut app = app_at("8/4P3/8/8/8/p7/k7/4K3 w - - 0 60", setup())
        .with_move_reader(reader_with_promotions);
    let transcript = run(&mut app, &["e8", "king", "no", "e8", "knight", ""]);
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&app), ["e8=N"]);
}

#[test]
fn assistant_mode_announces_both_sides() {
    let mut assistant = setup();
    assistant.mode = Mode::Assistant;
    let (mut app, _) = app(assistant);
    let transcript = run(&mut app, &["e4", "", "e5", ""]);
    insta::assert_snapshot!(transcript);
}

#[test]
fn auto_confirm_records_at_once() {
    let mut auto = setup();
    auto.auto_confirm = true;
    let (mut app, _) = app(auto);
    let transcript = run(&mut app, &["e4", "e5"]);
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&app), ["e4", "e5"]);
}

#[test]
fn checkmate_ends_the_game_and_offers_export() {
    let mut auto = setup();
    auto.auto_confirm = true;
    let (mut app, _) = app(auto);
    let transcript = run(&mut app, &["f3", "e5", "g4", "Qh4#", "a3", "turn"]);
    insta::assert_snapshot!(transcript);
    assert_eq!(app.record().result, GameResult::BlackWins);
    assert_eq!(app.record().termination, Some(Termination::Checkmate));
}

#[test]
fn draw_offer_is_recorded_with_the_move() {
    let (mut app, _) = app(setup());
    let transcript = run(&mut app, &["e4", "draw", "y", "e5", "y", "draw"]);
    insta::assert_snapshot!(transcript);
    let offers: Vec<bool> = app.record().moves.iter().map(|m| m.draw_offer).collect();
    assert_eq!(offers, [true, true]);
}

#[test]
fn undo_asks_first_and_is_journaled() {
    let (mut app, _) = app(setup());
    let transcript = run(&mut app, &["e4", "y", "undo", "n", "undo", "y", "undo"]);
    insta::assert_snapshot!(transcript);
    assert!(app.record().moves.is_empty());
}

#[test]
fn resignation_and_result_need_a_yes() {
    let (mut app, _) = app(setup());
    let transcript = run(&mut app, &["resign", "n", "resign black", "y", "e4"]);
    insta::assert_snapshot!(transcript);
    assert_eq!(app.record().result, GameResult::WhiteWins);
}

#[test]
fn invalid_claim_is_noted_and_the_game_goes_on() {
    let (mut app, _) = app(setup());
    let transcript = run(&mut app, &["claim repetition", "claim fifty"]);
    insta::assert_snapshot!(transcript);
    assert!(!app.record().is_finished());
}

#[test]
fn repetition_claim_is_valid_after_the_third_time() {
    let mut auto = setup();
    auto.auto_confirm = true;
    let (mut app, _) = app(auto);
    run(
        &mut app,
        &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"],
    );
    let transcript = run(&mut app, &["claim repetition"]);
    insta::assert_snapshot!(transcript);
    assert_eq!(app.record().termination, Some(Termination::Repetition));
}

#[test]
fn claim_with_the_intended_move() {
    let mut auto = setup();
    auto.auto_confirm = true;
    let (mut app, _) = app(auto);
    run(&mut app, &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    // Valid with Ng8: the move is recorded and the game drawn (a claim that is not
    // valid is in `session::the_move_of_a_claim_that_is_not_valid_must_be_played`).
    let mut manual = setup();
    manual.auto_confirm = false;
    let entries: Vec<Entry> = std::iter::once(Entry {
        unix_ms: START_MS,
        event: Event::Start {
            rules: Default::default(),
            tags: Tags::default(),
            start_fen: None,
            settings: manual.to_json(),
        },
    })
    .chain(app.record().moves.iter().cloned().map(|m| Entry {
        unix_ms: START_MS,
        event: Event::Move(m),
    }))
    .collect();
    let mut again = App::resume(&entries, Box::new(ManualTime::new(START_MS))).unwrap();
    let transcript = run(&mut again, &["claim repetition Ng8"]);
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&again).last().unwrap(), "Ng8");
    assert_eq!(again.record().termination, Some(Termination::Repetition));
}

#[test]
fn clock_runs_switches_and_answers_time() {
    let mut timed = setup();
    timed.time = Some("40/90+30,30+30".into());
    let (mut app, time) = app(timed);
    time.advance(12_000);
    let mut transcript = run(&mut app, &["e4", "y"]);
    time.advance(5_000);
    transcript.push_str(&run(&mut app, &["time", "e5", "y", "time"]));
    insta::assert_snapshot!(transcript);
}

#[test]
fn flag_fall_loses_against_mating_material() {
    let mut timed = setup();
    timed.time = Some("G/1".into());
    let (mut app, time) = app(timed);
    time.advance(61_000);
    let mut transcript = String::new();
    for effect in app.update(Command::Tick) {
        transcript.push_str(&effect_line(&effect));
        transcript.push('\n');
    }
    transcript.push_str(&run(&mut app, &["e4"]));
    insta::assert_snapshot!(transcript);
    assert_eq!(app.record().result, GameResult::BlackWins);
    assert_eq!(app.record().termination, Some(Termination::TimeForfeit));
}

#[test]
fn flag_fall_is_a_draw_when_the_opponent_cannot_mate() {
    let mut timed = setup();
    timed.time = Some("G/1".into());
    let mut app = app_at("8/8/8/8/8/8/k6P/4K3 w - - 0 60", timed);
    app.update(Command::Go);
    run(&mut app, &["adjust white 0:00"]);
    let effects = app.update(Command::Tick);
    let transcript: Vec<String> = effects.iter().map(effect_line).collect();
    insta::assert_snapshot!(transcript.join("\n"));
    assert_eq!(app.record().result, GameResult::Draw);
}

#[test]
fn warnings_are_spoken_once_each() {
    let mut timed = setup();
    timed.time = Some("G/11".into());
    let (mut app, time) = app(timed);
    let mut said = Vec::new();
    for _ in 0..(11 * 60 + 5) {
        time.advance(1000);
        for effect in app.update(Command::Tick) {
            if let Effect::Say(u) = effect {
                said.push(u.text());
            }
        }
    }
    insta::assert_snapshot!(said.join("\n"));
}

#[test]
fn adjustment_is_journaled_and_resume_restores_moves_and_clock() {
    let mut timed = setup();
    timed.time = Some("40/5400+30:1800+30".into());
    let (mut app, time) = app(timed.clone());
    let mut entries = vec![Entry {
        unix_ms: START_MS,
        event: app.start_event(),
    }];
    let collect = |effects: Vec<Effect>, entries: &mut Vec<Entry>| {
        for effect in effects {
            if let Effect::Journal(entry) = effect {
                entries.push(entry);
            }
        }
    };
    for line in [
        "e4",
        "y",
        "e5",
        "y",
        "adjust white 1:00:00 black 45:30",
        "Nf3",
        "y",
    ] {
        time.advance(7_000);
        let effects = app.update(Command::Line(line.into()));
        collect(effects, &mut entries);
    }
    let before = app.readings().unwrap();
    let mut resumed = App::resume(&entries, Box::new(ManualTime::new(START_MS + 999_999))).unwrap();
    assert_eq!(sans(&resumed), ["e4", "e5", "Nf3"]);
    assert_eq!(resumed.readings().unwrap(), before);
    assert!(!resumed.clock_running());
    let greeting: Vec<String> = resumed.greeting().iter().map(effect_line).collect();
    insta::assert_snapshot!(greeting.join("\n"));
}

#[test]
fn help_lists_every_command() {
    let (mut app, _) = app(setup());
    let transcript = run(&mut app, &["help"]);
    insta::assert_snapshot!(transcript);
}

#[test]
fn quitting_with_a_pending_move_says_it_is_not_recorded() {
    let (mut app, _) = app(setup());
    let transcript = run(&mut app, &["e4", "quit"]);
    insta::assert_snapshot!(transcript);
    assert!(app.record().moves.is_empty());
}

#[test]
fn repeat_says_the_last_announcement_again_not_an_error() {
    let (mut app, _) = app(setup());
    let transcript = run(&mut app, &["repeat", "e4", "y", "e5", "xx", "repeat"]);
    insta::assert_snapshot!(transcript);
}

/// A game of `moves`, each confirmed, and the sheet file `text` in a temporary directory.
fn game_and_sheet(moves: &[&str], text: &str) -> (App, tempfile::TempDir, String) {
    // The transcripts show the file as TMP/other.txt: see `in_tmp`.
    let (mut app, _) = app(setup());
    for mv in moves {
        run(&mut app, &[mv, ""]);
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("other.txt");
    std::fs::write(&path, text).unwrap();
    (app, dir, path.display().to_string())
}

/// The transcript with the temporary directory written as TMP.
fn in_tmp(transcript: String, dir: &tempfile::TempDir) -> String {
    transcript.replace(&dir.path().display().to_string(), "TMP")
}

#[test]
fn reconcile_names_the_first_difference_and_keeps_the_record() {
    let moves = ["e4", "e5", "Nf3", "Nc6", "Bb5"];
    let (mut app, dir, path) = game_and_sheet(&moves, "1. e4 e5 2. Nf3 Nf6 3. Bb5\n");
    let said = in_tmp(run(&mut app, &[&format!("reconcile {path}")]), &dir);
    insta::assert_snapshot!(said);
    assert_eq!(sans(&app), moves);
}

#[test]
fn board_entry_is_spoken_back_and_explains_a_mis_executed_move() {
    let moves = ["e4", "e5", "Nf3", "Nc6"];
    let (mut app, dir, path) = game_and_sheet(&moves, "1. e4 e5\n2. Sf3 Sc6\n");
    let said = in_tmp(
        run(
            &mut app,
            &[
                "board",
                "white",
                "Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Nb1 Nf3",
                "a2 b2 c2 d2 e4 f2 g2 h2",
                "leer Eva vier",
                "Nf3?!x",
                "e4",
                "black",
                "Ke8 Qd8 Ra8 Rh8 Bc8 Bf8 Na6 Ng8",
                "a7 b7 c7 d7 e5 f7 g7 h7",
                "board done",
                &format!("reconcile {path}"),
            ],
        ),
        &dir,
    );
    insta::assert_snapshot!(said);
    assert_eq!(sans(&app), moves);
}

#[test]
fn reconcile_and_board_mistakes_are_sentences() {
    let (mut app, dir, _) = game_and_sheet(&["e4"], "");
    let missing = dir.path().join("missing.txt");
    let empty = dir.path().join("other.txt");
    let said = in_tmp(
        run(
            &mut app,
            &[
                &format!("reconcile {}", missing.display()),
                &format!("reconcile {}", empty.display()),
                "reconcile",
                "board done",
                "board",
                "board",
                "\u{1}",
                "Ke1 Ke2",
                "white Ke1 Kd1",
                "board done",
                "board clear",
                "board done",
                "e5",
            ],
        ),
        &dir,
    );
    insta::assert_snapshot!(said);
    assert_eq!(sans(&app), ["e4"]);
    assert!(app.pending_move().is_some(), "e5 is taken as a move again");
}

mod record;
mod session;

/// A new game with the time control `time`, and its journal so far (the start).
fn journaled_game(time: Option<&str>) -> (App, ManualTime, Vec<Entry>) {
    let mut timed = setup();
    timed.time = time.map(str::to_owned);
    let (app, clock) = app(timed);
    let start = Entry {
        unix_ms: START_MS,
        event: app.start_event(),
    };
    (app, clock, vec![start])
}

/// The journal entries among `effects`.
fn journaled(effects: Vec<Effect>) -> Vec<Entry> {
    effects
        .into_iter()
        .filter_map(|effect| match effect {
            Effect::Journal(entry) => Some(entry),
            _ => None,
        })
        .collect()
}

#[test]
fn undo_after_a_result_names_the_result_and_undo_result_keeps_the_moves() {
    let (mut app, _) = app(setup());
    let transcript = run(
        &mut app,
        &[
            "undo result",
            "e4",
            "y",
            "resign",
            "y",
            "undo",
            "n",
            "undo result",
            "y",
            "undo result",
            "e5",
            "y",
        ],
    );
    insta::assert_snapshot!(transcript);
    assert_eq!(sans(&app), ["e4", "e5"]);
    assert_eq!(app.record().result, GameResult::Ongoing);
}

#[test]
fn a_result_the_position_gives_is_not_withdrawn_alone() {
    let (mut app, _) = app(setup());
    let transcript = run(
        &mut app,
        &["f3", "y", "e5", "y", "g4", "y", "Qh4", "y", "undo result"],
    );
    insta::assert_snapshot!(transcript);
    assert_eq!(app.record().result, GameResult::BlackWins);
}

#[test]
fn withdrawing_a_result_is_journaled_and_replays_the_same() {
    let (mut app, time, mut entries) = journaled_game(None);
    for line in [
        "e4",
        "y",
        "result 1-0 adjudication",
        "y",
        "undo result",
        "y",
    ] {
        time.advance(1_000);
        entries.extend(journaled(app.update(Command::Line(line.into()))));
    }
    let replayed = crate::game::journal::record_from(&entries);
    assert_eq!(&replayed, app.record());
    assert_eq!(replayed.result, GameResult::Ongoing);
}

#[test]
fn export_never_overwrites_the_game_file_and_asks_before_replacing_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.jsonl");
    let other = dir.path().join("other.pgn");
    std::fs::write(&game, "the game\n").unwrap();
    std::fs::write(&other, "older\n").unwrap();
    let (mut app, _) = app(setup());
    app.set_game_file(game.clone());
    let own = format!("export pgn {}", game.display());
    let existing = format!("export pgn {}", other.display());
    let new = format!("export pgn {}", dir.path().join("new.pgn").display());
    let said = in_tmp(
        run(
            &mut app,
            &["e4", "y", &own, &existing, "n", &existing, "y", &new],
        ),
        &dir,
    );
    insta::assert_snapshot!(said);
}

fn app_after(lines: &[&str]) -> App {
    let (mut app, _) = app(setup());
    run(&mut app, lines);
    app
}

#[test]
fn a_question_replaced_by_another_command_says_what_was_not_done() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("other.pgn");
    std::fs::write(&other, "older\n").unwrap();
    let (mut app, _) = app(setup());
    let existing = format!("export pgn {}", other.display());
    // The overwrite question, then a move typed instead of an answer; a query in
    // between keeps the question; an undo question replaced by a result question.
    let said = in_tmp(
        run(
            &mut app,
            &[
                "e4", "y", &existing, "time", "e5", "y", "undo", "resign", "n",
            ],
        ),
        &dir,
    );
    insta::assert_snapshot!(said);
    // The move's read-back follows the sentence about the export; it does not cut it off.
    let mut again = app_after(&["e4", "y", &existing]);
    let effects = again.update(Command::Line("e5".into()));
    let says: Vec<_> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Say(u) => Some(u.continues),
            _ => None,
        })
        .collect();
    assert_eq!(says, [false, true]);
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "older\n");
    assert_eq!(sans(&app), ["e4", "e5"]);
}

#[test]
fn the_running_clock_is_journaled_every_ten_seconds_and_resume_starts_from_it() {
    let (mut app, time, mut entries) = journaled_game(Some("G/10"));
    entries.extend(journaled(run_effects(&mut app, &["e4", "y"])));
    // Black thinks for 25 seconds; the front end ticks five times a second.
    for _ in 0..125 {
        time.advance(200);
        entries.extend(journaled(app.update(Command::Tick)));
    }
    let readings: Vec<_> = entries
        .iter()
        .filter_map(|e| match e.event {
            Event::ClockReading {
                black_ms, running, ..
            } => Some((e.unix_ms - START_MS, black_ms, running)),
            _ => None,
        })
        .collect();
    assert_eq!(
        readings,
        [(10_000, 590_000, true), (20_000, 580_000, true)],
        "one reading every 10 seconds while the clock runs"
    );
    // The crash comes 5 seconds after the last reading; the resume starts from it.
    let later = ManualTime::new(START_MS + 25_000);
    let mut resumed = App::resume(&entries, Box::new(later)).unwrap();
    assert_eq!(resumed.readings().unwrap().black_ms, 580_000);
    assert_eq!(crate::game::journal::record_from(&entries), *app.record());
    let greeting: Vec<String> = resumed.greeting().iter().map(effect_line).collect();
    insta::assert_snapshot!(greeting.join("\n"));
}

#[test]
fn confirming_a_move_after_resume_starts_the_clock() {
    let (mut app, time, mut entries) = journaled_game(Some("G/10"));
    entries.extend(journaled(run_effects(&mut app, &["e4", "y"])));
    time.advance(3_000);
    entries.extend(journaled(run_effects(&mut app, &["quit"])));
    let later = ManualTime::new(START_MS + 60_000);
    let mut resumed = App::resume(&entries, Box::new(later.clone())).unwrap();
    assert!(!resumed.clock_running());
    later.advance(4_000);
    let transcript = run(&mut resumed, &["e5", "y"]);
    assert!(resumed.clock_running(), "{transcript}");
    later.advance(6_000);
    let transcript = run(&mut resumed, &["time"]);
    insta::assert_snapshot!(transcript);
}

/// Feeds typed lines and returns every effect.
fn run_effects(app: &mut App, lines: &[&str]) -> Vec<Effect> {
    lines
        .iter()
        .flat_map(|line| app.update(Command::Line((*line).to_owned())))
        .collect()
}

#[test]
fn a_withdrawn_flag_fall_asks_for_the_clock_to_be_set() {
    let (mut app, time, _) = journaled_game(Some("G/1"));
    time.advance(61_000);
    app.update(Command::Tick);
    assert_eq!(app.record().result, GameResult::BlackWins);
    let transcript = run(
        &mut app,
        &["undo result", "y", "adjust white 0:30", "e4", "y"],
    );
    insta::assert_snapshot!(transcript);
    assert!(app.clock_running());
}

#[test]
fn pieces_of_one_kind_are_told_and_diagonals_are_kept_for_replay() {
    let (mut app, _) = app(setup());
    let transcript = run(&mut app, &["pieces white knights", "scan a1-h8"]);
    assert!(
        transcript.contains("say (Listing): White: knights Bella eins, Gustav eins."),
        "{transcript}"
    );
    assert!(
        transcript.contains("Diagonals are a study aid: hektor reads them in replay"),
        "{transcript}"
    );
    assert!(app.record().moves.is_empty());
}
mod reconcile;

/// Issue 22: undoing the move that completes a period and making it again added the next
/// period's time each time (10 -> 15 -> 20 minutes), kept in the journal, the export and a
/// resume. A period's time is added once.
#[test]
fn a_periods_time_is_added_once_however_often_its_last_move_is_undone() {
    let (mut app, _time, mut entries) = journaled_game(Some("2/5,5"));
    let lines = [
        "e4", "y", "e5", "y", "Nf3", "y", "Nc6", "y", "undo", "y", "Nc6", "y", "undo", "y", "Nc6",
        "y",
    ];
    entries.extend(journaled(run_effects(&mut app, &lines)));
    assert_eq!(app.readings().unwrap().black_ms, 10 * 60_000);
    let record = crate::game::journal::record_from(&entries);
    assert_eq!(record.moves.last().unwrap().black_ms, Some(10 * 60_000));
    entries.extend(journaled(run_effects(&mut app, &["undo", "y"])));
    let later = ManualTime::new(START_MS);
    let resumed = App::resume(&entries, Box::new(later)).unwrap();
    assert_eq!(resumed.readings().unwrap().black_ms, 5 * 60_000);
}

/// Issue 22: a refused claim in a game without a clock spoke of the two-minute penalty
/// and `adjust`; they are said only where a clock runs.
#[test]
fn a_refused_claim_without_a_clock_says_nothing_of_the_penalty() {
    let (mut untimed, _) = app(setup());
    let transcript = run(&mut untimed, &["claim repetition"]);
    assert!(
        transcript.contains("The claim is not valid"),
        "{transcript}"
    );
    assert!(!transcript.contains("two minutes"), "{transcript}");
    assert!(!transcript.contains("adjust"), "{transcript}");
    let mut timed = setup();
    timed.time = Some("G/10".into());
    let (mut timed, _) = app(timed);
    let transcript = run(&mut timed, &["claim repetition"]);
    assert!(transcript.contains("two minutes"), "{transcript}");
}

/// Issue 22: `--vision blind` (10 minutes) in a 5-minute game gave no warning at all;
/// the start says the time is inside the warning and that hektor warns as it halves.
#[test]
fn a_game_shorter_than_the_warning_says_so_at_the_start() {
    let mut timed = setup();
    timed.time = Some("5".into());
    timed.warnings_ms = vec![10 * 60_000];
    let (mut app, time) = app(timed);
    let greeting: Vec<String> = app.greeting().iter().map(effect_line).collect();
    let greeting = greeting.join("\n");
    assert!(
        greeting.contains("already within the warning time (10 minutes)"),
        "{greeting}"
    );
    time.advance(151_000);
    let warned: Vec<String> = app.update(Command::Tick).iter().map(effect_line).collect();
    assert!(
        warned
            .iter()
            .any(|l| l.contains("White: 2 minutes 30 seconds are left.")),
        "{warned:?}"
    );
}

/// A game begun before `--time` read moves first resumes with the control read then (its
/// PGN tag, in seconds): `300+3` was 5 minutes and stays 5 minutes.
#[test]
fn an_older_game_file_resumes_with_the_control_it_was_read_with() {
    let (_, _, mut entries) = journaled_game(Some("G/10"));
    if let Event::Start { tags, settings, .. } = &mut entries[0].event {
        tags.time_control = Some("300+3".to_owned());
        settings["time"] = "300+3".into();
        if let Some(settings) = settings.as_object_mut() {
            settings.remove("control");
        }
    }
    let resumed = App::resume(&entries, Box::new(ManualTime::new(START_MS))).unwrap();
    assert_eq!(resumed.readings().unwrap().white_ms, 5 * 60_000);
}

#[test]
fn a_setting_hektor_cannot_read_is_named_and_the_others_are_kept() {
    let (mut app, _, mut entries) = journaled_game(Some("5+0"));
    app.setup.mode = Mode::Assistant;
    app.setup.side = Side::Black;
    let mut settings = app.setup.to_json();
    settings["announce"]["form"] = "sung".into();
    entries[0].event = Event::Start {
        rules: Default::default(),
        tags: app.record().tags.clone(),
        start_fen: None,
        settings,
    };
    for command in [Command::Line("e4".into()), Command::Confirm] {
        entries.extend(journaled(app.update(command)));
    }
    let mut resumed = App::resume(&entries, Box::new(ManualTime::new(START_MS))).unwrap();
    assert_eq!(resumed.setup.mode, Mode::Assistant);
    assert_eq!(resumed.setup.side, Side::Black);
    assert!(resumed.clock.is_some());
    let said: Vec<String> = resumed
        .greeting()
        .iter()
        .filter_map(|e| match e {
            Effect::Say(u) => Some(u.text()),
            _ => None,
        })
        .collect();
    let named = "The game file's first line has a setting hektor cannot read: announce.form. \
                 It takes the default; everything else is as saved.";
    assert!(said.iter().any(|l| l == named), "{said:?}");
}

#[test]
fn last_undo_and_the_draw_offer_say_the_move_in_the_styles_words_only() {
    let mut ukrainian = setup();
    ukrainian.rules = crate::games::Rules::Draughts64;
    ukrainian.mode = Mode::Assistant;
    ukrainian.announce.lang = crate::i18n::Lang::Uk;
    ukrainian.announce.style = crate::announce::Style::Native;
    let (mut app, _) = app(ukrainian);
    let transcript = run(&mut app, &["c3-d4", "y", "last", "draw", "undo", "y"]);
    let said: Vec<&str> = transcript
        .lines()
        .filter(|l| l.starts_with("say"))
        .collect();
    for id in ["Останній хід", "пропонують нічию", "Повернути", "Повернуто"]
    {
        let line = said.iter().find(|l| l.contains(id));
        assert!(line.is_some_and(|l| !l.contains("c3")), "{id}: {said:?}");
    }
}

/// What `app` says to `command`, as lines.
fn said_to(app: &mut App, command: Command) -> Vec<String> {
    app.update(command)
        .iter()
        .filter_map(|e| match e {
            Effect::Say(u) => Some(u.text()),
            _ => None,
        })
        .collect()
}

#[test]
fn time_warnings_agree_with_the_time_left() {
    for (lang, two, one) in [
        (
            Lang::Pl,
            "Białe: zostały 2 minuty.",
            "Białe: została 1 minuta.",
        ),
        (
            Lang::Ru,
            "Белые: осталось 2 минуты.",
            "Белые: осталась 1 минута.",
        ),
        (
            Lang::Uk,
            "Білі: залишилося 2 хвилини.",
            "Білі: залишилася 1 хвилина.",
        ),
        (
            Lang::En,
            "White: 2 minutes are left.",
            "White: 1 minute is left.",
        ),
    ] {
        let mut timed = setup();
        timed.announce.lang = lang;
        timed.time = Some("5".into());
        timed.warnings_ms = vec![2 * 60_000, 60_000];
        let (mut app, time) = app(timed);
        time.advance(3 * 60_000);
        assert!(
            said_to(&mut app, Command::Tick).contains(&two.to_owned()),
            "{lang}"
        );
        time.advance(60_000);
        assert!(
            said_to(&mut app, Command::Tick).contains(&one.to_owned()),
            "{lang}"
        );
    }
}

#[test]
fn resignation_and_squares_take_the_words_the_sentence_needs() {
    for (lang, resigned) in [
        (Lang::Ru, "0-1, победили чёрные, белые сдались"),
        (Lang::Uk, "0-1, перемогли чорні, білі здалися"),
    ] {
        let mut game = setup();
        game.announce.lang = lang;
        let (mut app, _) = app(game);
        let said = said_to(&mut app, Command::Resign(None)).join("\n");
        assert!(said.contains(resigned), "{said}");
    }
    let uk = Locale::new(Lang::Uk);
    assert!(
        uk.text("session-claim-penalty")
            .contains("коштувати дві хвилини")
    );
    for (lang, resignation) in [(Lang::Ru, "сдача"), (Lang::Uk, "здача")] {
        let locale = Locale::new(lang);
        assert_eq!(locale.text("scoresheet-end-resignation"), resignation);
    }
    let mut draughts = setup();
    draughts.rules = crate::games::Rules::Draughts64;
    draughts.announce.lang = Lang::Uk;
    draughts.announce.style = crate::announce::Style::Native;
    let (mut app, _) = app(draughts);
    let said = said_to(&mut app, Command::Pieces(Some(Player::White))).join("\n");
    assert!(said.starts_with("Білі: шашки на полях "), "{said}");
    let ru = Locale::new(Lang::Ru);
    let fix = sentence(
        &ru,
        "reconcile-fix-move",
        &[
            ("side", "Белые".into()),
            ("piece", "шашка".into()),
            ("from", 15.into()),
            ("to", 10.into()),
        ],
    );
    assert_eq!(fix, "Белые: шашка с поля 15 на поле 10.");
}

#[test]
fn moves_says_the_scoresheet_all_the_last_ones_or_from_a_move() {
    let mut auto = setup();
    auto.auto_confirm = true;
    let (mut app, _) = app(auto);
    assert_eq!(
        said_to(&mut app, Command::Line("moves".into())),
        ["No move has been made yet."]
    );
    run(&mut app, &["e4", "e5", "Nf3"]);
    let all = "Moves 1 to 2: 1: Eva vier, Eva fünf; 2: Springer Felix drei.";
    for (line, said) in [
        ("moves", all),
        ("moves last 1", "Moves 2 to 2: 2: Springer Felix drei."),
        ("moves 2-", "Moves 2 to 2: 2: Springer Felix drei."),
        ("moves 1", "Moves 1 to 1: 1: Eva vier, Eva fünf."),
        ("moves 5-", "This line has no moves from 5 on."),
    ] {
        assert_eq!(
            said_to(&mut app, Command::Line(line.into())),
            [said],
            "{line}"
        );
    }
    let help = command::help_lines_of(app.locale(), Engine::Play, crate::games::Rules::Chess);
    assert!(
        help.iter().any(|l| l.starts_with("moves, moves last 5")),
        "{help:?}"
    );
}
