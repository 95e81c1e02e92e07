use std::path::Path;

use super::list::progress_sentence;
use super::*;
use crate::announce::AnnounceOptions;
use crate::app::command::Engine;
use crate::games::chess::announce::Announcer;
use crate::replay::index::Progress;
use crate::replay::places::Places;
use proptest::prelude::*;

#[test]
fn indexing_stopped_by_the_system_is_said_in_the_ui_language() {
    let progress = Progress {
        games: 3,
        bytes: 10,
        total: 20,
        done: true,
        error: Some(std::io::ErrorKind::PermissionDenied),
    };
    for lang in [crate::i18n::Lang::Uk, crate::i18n::Lang::Pl] {
        let said = progress_sentence(&Locale::new(lang), Path::new("big.pgn"), &progress);
        assert!(said.contains("big.pgn"), "{said}");
        assert!(!said.contains("os error"), "{said}");
        assert!(!said.contains("Permission denied"), "{said}");
    }
    let english = progress_sentence(
        &Locale::new(crate::i18n::Lang::En),
        Path::new("big.pgn"),
        &progress,
    );
    assert!(
        english.contains("not allowed to use the file big.pgn"),
        "{english}"
    );
}

/// A replay of `text` in a file named `name`.
fn replay(dir: &Path, name: &str, text: &str) -> Replay {
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    let announcer = Announcer::new(AnnounceOptions::default());
    Replay::open(&file, None, announcer, dir, Openings::default()).unwrap()
}

/// A game longer than the tree keeps is read up to there, and its end says why; the
/// file's next game is read whole.
#[test]
fn a_game_longer_than_the_tree_keeps_says_where_reading_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("long.pgn");
    let long = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n\n";
    std::fs::write(&file, format!("{long}1. e4 e5 2. Nf3 *\n")).unwrap();
    let library = Library::open(&file, crate::games::format::Format::replayed)
        .unwrap()
        .with_node_limit(5);
    let announcer = Announcer::new(AnnounceOptions::default());
    let mut session =
        Replay::from_library(library, None, announcer, dir.path(), Openings::default()).unwrap();
    let (end, _) = say(&mut session, "end");
    assert!(
        end.contains(
            "hektor stops reading this game here, after 4 moves with its variations: \
             the game is longer than hektor keeps in memory. \
             The file's other games can still be opened."
        ),
        "{end}"
    );
    let (_, _) = say(&mut session, "game 2");
    let (end, _) = say(&mut session, "end");
    assert!(!end.contains("stops reading"), "{end}");
}

/// lichess's judgment says its best move as the session says moves, in the position
/// the commented move was played in, and says no arrow or bare minus sign.
#[test]
fn the_best_move_of_a_lichess_comment_is_said_as_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = replay(
        dir.path(),
        "lichess.pgn",
        "1. e4 e5 2. Nf3 { (-0.20 \u{2192} -0.90) Mistake. Nc3 was best. } *\n",
    );
    say(&mut session, "n");
    say(&mut session, "n");
    let (said, _) = say(&mut session, "n");
    assert!(
        said.contains(
            "evaluation from minus 0.20 to minus 0.90. Mistake. Springer Cäsar drei was best."
        ),
        "{said}"
    );
    assert!(!said.contains('\u{2192}') && !said.contains("-0"), "{said}");
}

/// The variations at a move are listed by the lines their moves say once played
/// (the next move is line 1), and `line N` and `var N` take the number the list said.
#[test]
fn the_variations_here_are_listed_and_entered_by_their_lines() {
    let dir = tempfile::tempdir().unwrap();
    let text = "1. e4 e5 (1... c5) (1... e6) 2. Nf3 *";
    let mut session = replay(dir.path(), "g.pgn", text);
    let (here, _) = say(&mut session, "n");
    assert!(
        here.contains(
            "2 other lines here: line 2: 1, Black: Cäsar fünf; line 3: 1, Black: Eva sechs."
        ),
        "{here}"
    );
    let (third, _) = say(&mut session, "line 3");
    assert!(
        third.contains("1, Black: Eva sechs, line 3 of 3"),
        "{third}"
    );
    say(&mut session, "up");
    let (second, _) = say(&mut session, "var 2");
    assert!(
        second.contains("1, Black: Cäsar fünf, line 2 of 3"),
        "{second}"
    );
    say(&mut session, "up");
    let (alone, _) = say(&mut session, "var");
    assert_eq!(alone, second);
    say(&mut session, "up");
    let (first, _) = say(&mut session, "line 1");
    assert!(
        first.starts_with("1, Black: Eva fünf, line 1 of 3"),
        "{first}"
    );
}

/// `clock` says each side's latest `[%clk]` reading at or before the current move.
#[test]
fn clock_says_both_players_latest_readings() {
    let dir = tempfile::tempdir().unwrap();
    let text = "1. e4 {[%clk 1:30:00]} e5 {[%clk 1:29:50]} 2. Nf3 {[%clk 1:28:00]} Nc6 *";
    let mut session = replay(dir.path(), "g.pgn", text);
    let (start, _) = say(&mut session, "clock");
    assert_eq!(start, "Clocks: White no reading yet, Black no reading yet.");
    say(&mut session, "go 2");
    let (at, _) = say(&mut session, "clock");
    assert_eq!(
        at,
        "Clocks: White 1 hour 28 minutes, Black 1 hour 29 minutes 50 seconds."
    );
    // Black's second move has no reading: the one before it stands.
    say(&mut session, "n");
    assert_eq!(say(&mut session, "t").0, at);
    let mut bare = replay(dir.path(), "bare.pgn", "1. e4 e5 *");
    assert_eq!(say(&mut bare, "clock").0, "No clock readings in this game.");
}

/// A replay of `file` opened again, with the place `session` has now remembered:
/// what it says first.
fn reopened(dir: &Path, file: &Path, session: &Replay, text: &str) -> String {
    let place = session.place().unwrap();
    Places::load(dir).remember(file, place).unwrap();
    std::fs::write(file, text).unwrap();
    let announcer = Announcer::new(AnnounceOptions::default());
    let mut again = Replay::open(file, None, announcer, dir, Openings::default()).unwrap();
    said(&again.greeting()).0
}

/// A place remembered inside a variation is said to be there, with `up` to go back.
#[test]
fn a_resume_inside_a_variation_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let text = "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *";
    let mut session = replay(dir.path(), "g.pgn", text);
    say(&mut session, "n");
    say(&mut session, "line 2");
    say(&mut session, "n");
    let greeting = reopened(dir.path(), &dir.path().join("g.pgn"), &session, text);
    assert!(
        greeting.contains(
            "You go on where you stopped last time: You are in a variation, depth 1, \
             line 2 of 2; type up to go back to the line it branches from. \
             2, White: Springer Felix drei"
        ),
        "{greeting}"
    );
}

/// A game renumbered because a game before it was removed is found by its
/// fingerprint, and the place in it restored.
#[test]
fn a_renumbered_game_is_found_by_its_fingerprint() {
    let dir = tempfile::tempdir().unwrap();
    let game = |white: &str| format!("[White \"{white}\"]\n\n1. e4 e5 2. Nf3 *\n\n");
    let text = [game("Anna"), game("Bella"), game("Carl")].concat();
    let mut session = replay(dir.path(), "g.pgn", &text);
    say(&mut session, "game 3");
    say(&mut session, "go 2");
    let fewer = [game("Bella"), game("Carl")].concat();
    let greeting = reopened(dir.path(), &dir.path().join("g.pgn"), &session, &fewer);
    assert!(
        greeting.starts_with(
            "Game 3 of last time is now game 2: games before it were added or removed; \
             you go on there. Game 2: Carl"
        ),
        "{greeting}"
    );
    assert!(
        greeting.contains("You go on where you stopped last time: 2, White: Springer Felix drei"),
        "{greeting}"
    );
}

/// Runs `line`, reading what the session asks for as the runtime does; what it
/// says, and whether it ends the session.
fn say(session: &mut Replay, line: &str) -> (String, bool) {
    let mut effects = Vec::new();
    let mut todo = session.update(Command::Line(line.to_owned()));
    while !todo.is_empty() {
        let mut next = Vec::new();
        for effect in todo {
            match effect {
                Effect::Read(read) => next.extend(session.receive(crate::runtime::carry_out(read))),
                other => effects.push(other),
            }
        }
        todo = next;
    }
    said(&effects)
}

/// What the effects say, and whether they end the session.
fn said(effects: &[Effect]) -> (String, bool) {
    let text = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Say(u) => Some(u.text()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(" ");
    (text, effects.contains(&Effect::Quit))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    /// Any typed lines leave the session answering, never crashing, in chess and in
    /// draughts.
    #[test]
    fn any_command_line_is_answered(
        lines in proptest::collection::vec("\\PC{0,40}", 1..8),
        draughts in any::<bool>(),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let mut session = if draughts {
            replay(dir.path(), "g.pdn", DRAUGHTS)
        } else {
            replay(dir.path(), "g.pgn", "1. e4 e5 (1... c5 {x} 2. Nf3) 2. Nf3 $24 *")
        };
        for line in &lines {
            let (text, quit) = say(&mut session, line);
            prop_assert!(quit || !text.is_empty(), "{line:?}");
        }
    }
}

/// A draughts game with a comment, a variation and a mistake.
const DRAUGHTS: &str =
    "[GameType \"20\"]\n\n1. 32-28 18-22 (1... 19-23 {x} 2. 28x19) 2. 31-27 $2 22x31 *";

/// Every name of every replay entry of the command table leads to its command: none
/// is unknown, none refuses to be given alone as if it were another command; in
/// chess and in draughts.
#[test]
fn every_replay_name_of_the_table_is_handled() {
    for (name, text) in [
        ("g.pgn", "1. e4 e5 (1... c5 {x} 2. Nf3) 2. Nf3 $2 *"),
        ("g.pdn", DRAUGHTS),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut session = replay(dir.path(), name, text);
        let entries = crate::app::COMMANDS
            .iter()
            .filter(|spec| spec.engines.contains(&Engine::Replay));
        for spec in entries {
            for name in spec.names {
                let (said, quit) = say(&mut session, name);
                assert!(quit || !said.is_empty(), "{name}");
                assert!(!said.contains("does not take"), "{name}: {said}");
                assert!(!said.contains("Unknown command"), "{name}: {said}");
            }
        }
    }
}

/// Draughts' glyphs mean what draughts' rules say (seed 003 IV.4.2.7-4.2.10): `?!`
/// looks weak but is strong, `!?` looks strong but is weak, `+` a win, `=` a draw; `next
/// mistake` passes the strong move and stops at the weak one.
#[test]
fn draughts_glyphs_are_said_with_draughts_meanings() {
    let dir = tempfile::tempdir().unwrap();
    let text = "[GameType \"20\"]\n\n1. 32-28?! 18-22 2. 37-32!? 22-27+ 3. 31x22= *";
    let mut session = replay(dir.path(), "g.pdn", text);
    let first = say(&mut session, "next").0;
    assert!(first.contains("looks weak but is strong"), "{first}");
    say(&mut session, "first");
    let weak = say(&mut session, "next mistake").0;
    assert!(weak.contains("looks strong but is weak"), "{weak}");
    assert!(say(&mut session, "next").0.contains("the game is won"));
    let draw = say(&mut session, "next").0;
    assert!(draw.contains("the game is a draw"), "{draw}");
}

/// A game beyond the file's end changes nothing: `game -1` and `previous game` count
/// from the game still open.
#[test]
fn a_game_not_in_the_file_is_not_counted_from() {
    let dir = tempfile::tempdir().unwrap();
    let two = "[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 *\n";
    let mut session = replay(dir.path(), "g.pgn", two);
    assert!(say(&mut session, "game 2").0.starts_with("Game 2: B"));
    assert!(
        say(&mut session, "next game")
            .0
            .starts_with("There is no game 3")
    );
    assert!(
        say(&mut session, "game 99")
            .0
            .starts_with("There is no game 99")
    );
    assert!(say(&mut session, "game -1").0.starts_with("Game 1: A"));
    assert!(say(&mut session, "next game").0.starts_with("Game 2: B"));
}

/// `next comment` passes a comment that holds only a clock reading (it says nothing).
#[test]
fn next_comment_passes_clock_readings() {
    let dir = tempfile::tempdir().unwrap();
    let text = "1. e4 {[%clk 0:05:00]} e5 {[%clk 0:05:00]} {Solid.} 2. Nf3 *";
    let mut session = replay(dir.path(), "g.pgn", text);
    let (said, _) = say(&mut session, "next comment");
    assert!(said.starts_with("1, Black:"), "{said}");
    assert!(said.contains("Solid."), "{said}");
}

/// Lines that are too long or not text are refused with a sentence about commands
/// (replay takes no moves).
#[test]
fn bad_lines_are_told_in_the_words_of_replay() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = replay(dir.path(), "g.pgn", "1. e4 *");
    let (long, _) = say(&mut session, &"x".repeat(300));
    assert!(long.contains("a command has at most 200"), "{long}");
    let (control, _) = say(&mut session, "n\u{7}");
    assert!(control.contains("not text. Type help"), "{control}");
    assert!(!long.contains("move") && !control.contains("move"));
}

/// A game that stops early says so, with the cause, when it opens, not only when
/// the stop is reached; a pawn move to the last rank without its piece is named so.
#[test]
fn a_game_that_stops_early_says_so_and_why_when_it_opens() {
    let dir = tempfile::tempdir().unwrap();
    let text = "[White \"A\"]\n[FEN \"k7/3P4/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kf2 Kb7 2. d7d8 *\n";
    let mut session = replay(dir.path(), "g.pgn", text);
    let (greeting, _) = said(&session.greeting());
    assert!(
        greeting.contains("This game stops early, at move 2, d7d8: missing promotion piece"),
        "{greeting}"
    );
    say(&mut session, "n");
    let (end, _) = say(&mut session, "n");
    assert!(
        end.contains(
            "The game stops here: move 2, d7d8, cannot be played: missing promotion piece"
        ),
        "{end}"
    );
    let mut session = replay(dir.path(), "h.pgn", "1. e4 e5 2. Ke3 Nf6 *\n");
    let (greeting, _) = said(&session.greeting());
    assert!(
        greeting.contains("stops early, at move 2, Ke3: it is not a legal move"),
        "{greeting}"
    );
}

/// Opening a Chess960 game says so, as the list does.
#[test]
fn a_chess960_game_says_so_when_it_opens() {
    let dir = tempfile::tempdir().unwrap();
    let text = "[White \"A\"]\n[Variant \"fischerandom\"]\n[SetUp \"1\"]\n\
                [FEN \"rqkrbnnb/pppppppp/8/8/8/8/PPPPPPPP/RQKRBNNB w KQkq - 0 1\"]\n\n1. e4 *\n";
    let mut session = replay(dir.path(), "g.pgn", text);
    let (greeting, _) = said(&session.greeting());
    assert!(greeting.contains("; Chess960"), "{greeting}");
}

/// `last` says the move the replay is at again (as in play and NVUI), `end` goes to
/// the end of the line, `l` lists the games.
#[test]
fn last_says_the_current_move_and_end_goes_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = replay(dir.path(), "g.pgn", "1. e4 e5 2. Nf3 Nc6 *");
    let (first, _) = say(&mut session, "next");
    assert_eq!(say(&mut session, "last").0, first);
    let (end, _) = say(&mut session, "end");
    assert!(end.starts_with("2, Black:"), "{end}");
    assert_eq!(say(&mut session, "last").0, end);
    assert!(say(&mut session, "l").0.contains("1 game"));
}

/// The help names every name a command is typed by.
#[test]
fn help_names_every_alias() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = replay(dir.path(), "g.pgn", "1. e4 *");
    let (help, _) = say(&mut session, "help");
    for line in [
        "start, also first, home:",
        "list, also l:",
        " end: the last move",
        " last: the current move again, as in a game session",
        "previous line|comment|mistake|game, also prev, b:",
    ] {
        assert!(help.contains(line), "{line}\n{help}");
    }
}

/// After `go 18` a main-line move with an alternative says ", line 1 of 2", and
/// `next line` plays the alternative, which says its own line.
#[test]
fn a_move_with_an_alternative_says_its_line_and_next_line_plays_it() {
    let dir = tempfile::tempdir().unwrap();
    let text = "1. e4 e5 2. Qh5 $6 (2. Nf3) 2... Nc6 (2... d6) *";
    let mut session = replay(dir.path(), "g.pgn", text);
    let (at, _) = say(&mut session, "go 2");
    assert!(at.starts_with("2, White: "), "{at}");
    assert!(at.contains(", dubious move, line 1 of 2"), "{at}");
    let (other, _) = say(&mut session, "next line");
    assert!(other.starts_with("2, White: "), "{other}");
    assert!(other.contains(", line 2 of 2"), "{other}");
    assert_ne!(other, at);
    let (back, _) = say(&mut session, "previous line");
    assert_eq!(back, at);
}

/// `next game` and `previous game` pass the games the filter leaves out; a condition
/// that no game matches is said and not kept.
#[test]
fn next_game_follows_the_filter_and_a_filter_matching_nothing_is_not_kept() {
    let dir = tempfile::tempdir().unwrap();
    let games = "[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 *\n\n\
                 [White \"Carl\"]\n[Black \"Dora\"]\n\n1. d4 *\n\n\
                 [White \"Bert\"]\n[Black \"Anna\"]\n\n1. c4 *\n";
    let mut session = replay(dir.path(), "g.pgn", games);
    while !session.index().progress().done {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let (nothing, _) = say(&mut session, "filter white Zoe");
    assert!(nothing.starts_with("No game has white Zoe"), "{nothing}");
    let (list, _) = say(&mut session, "filter black anna");
    assert!(
        list.contains("1 game matches the filter (black anna)"),
        "{list}"
    );
    assert!(say(&mut session, "next game").0.starts_with("Game 3: Bert"));
    let (none, _) = say(&mut session, "next game");
    assert!(
        none.starts_with("No next game matches the filter"),
        "{none}"
    );
    assert!(
        say(&mut session, "filter clear")
            .0
            .starts_with("Filter cleared")
    );
    assert!(
        say(&mut session, "previous game")
            .0
            .starts_with("Game 2: Carl")
    );
}

/// `quit` remembers the place reached, and the next replay of the file starts there.
#[test]
fn quit_remembers_the_place() {
    let dir = tempfile::tempdir().unwrap();
    let mut session = replay(dir.path(), "g.pgn", "1. e4 e5 2. Nf3 *");
    session.update(Command::Line("go 2".into()));
    let effects = session.update(Command::Line("quit".into()));
    let Some(Effect::RememberPlace { place, .. }) = effects.first() else {
        panic!("{effects:?}");
    };
    assert_eq!(place.game, 1);
    assert_eq!(effects.last(), Some(&Effect::Quit));
}
