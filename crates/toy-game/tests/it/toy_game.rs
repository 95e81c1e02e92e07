//! Tic-tac-toe, a game defined outside hektor's crate, played through hektor's engine as
//! the CLI plays chess and draughts: a plain-mode session (the same `App`, runtime, plain
//! loop and journal) and a replay of a file of its games (the same `Replay`, index and
//! tree). What a user hears is asserted: what the speech engine was handed.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Cursor;
use std::path::Path;
use std::time::Duration;

use hektor::app::replay::Replay;
use hektor::app::{App, SessionEngine, Setup};
use hektor::game::clock::SystemTime;
use hektor::game::record::GameResult;
use hektor::games::Rules;
use hektor::games::journal::{self, Journal};
use hektor::i18n::Lang;
use hektor::plain::{self, Lines};
use hektor::runtime::{Runtime, TextOutput};
use hektor::speech::recorder::Recorder;
use hektor::voice::Voice;

/// Output printed to memory and spoken to a recorder.
type Heard = TextOutput<Vec<u8>>;

/// An output whose speech is recorded.
fn output() -> Heard {
    let (recorder, _) = Recorder::new(Duration::ZERO);
    TextOutput::with_voice(Vec::new(), Voice::with_speaker(Box::new(recorder)))
}

/// What the speech engine was handed, one utterance a line, once the queue is done.
fn heard(output: &Heard) -> Vec<String> {
    output.voice().finish();
    output
        .voice()
        .spoken()
        .into_iter()
        .map(|u| hektor::speech::segment::unmark(&u.text()))
        .collect()
}

/// Runs `engine` on `runtime` with the typed lines `input`, as `hektor play --plain` and
/// `hektor replay --plain` do on a pipe.
fn run<E: SessionEngine>(runtime: &mut Runtime<Heard, E>, input: &str) {
    runtime.greet();
    let lines = plain::spawn_reader(Cursor::new(input.to_owned()));
    plain::run(runtime, &lines, Lines::InOrder);
}

/// An export in `format` of the games `which`, its Braille for a Ukrainian reader.
fn request(
    format: hektor::scoresheet::Format,
    which: hektor::scoresheet::input::Which,
) -> hektor::games::exporting::Request<'static> {
    hektor::games::exporting::Request {
        format,
        profile: None,
        braille: Lang::Uk,
        width: None,
        height: None,
        line_ending: None,
        which,
        split: hektor::parts::Split::new(None),
    }
}

/// The game's rules, registered.
fn tic_tac_toe() -> Rules {
    toy_game::register();
    Rules::from_name("tic-tac-toe").expect("the registered game is found by its name")
}

/// A game of tic-tac-toe in assistant mode, UI language `lang`, its journal in `dir`,
/// with the lines `input` typed: what was heard, and the journal's path.
fn play(dir: &Path, lang: Lang, input: &str) -> (Vec<String>, std::path::PathBuf) {
    let mut setup = Setup {
        rules: tic_tac_toe(),
        mode: hektor::app::setup::Mode::Assistant,
        white: "Anna".into(),
        black: "Bert".into(),
        ..Setup::default()
    };
    setup.announce.lang = lang;
    let app = App::new(setup, Box::new(SystemTime)).unwrap();
    let path = dir.join("game.jsonl");
    let journal = Journal::create(&path, app.start_event(), 0).unwrap();
    let mut runtime = Runtime::new(app, Some(journal), path.clone(), output());
    run(&mut runtime, input);
    (heard(runtime.output()), path)
}

/// The moves are typed, confirmed, announced in the game's own words; a taken square and
/// a word that is no square are refused with the game's sentence; three in a row ends the
/// game with its result in hektor's words; an export as PGN is refused with the game's
/// formats, one as text written. The journal holds the game by the game's name, and it
/// resumes.
#[test]
fn a_plain_session_of_tic_tac_toe_announces_refuses_and_ends_with_three_in_a_row() {
    let dir = tempfile::tempdir().unwrap();
    // X b2, O a1; a1 again (taken), z9 (no square); X c1, O a3; X c3 withdrawn, X a2;
    // O b3; X c2: a2, b2, c2 in a row. Then an export as PGN (chess's file, refused) and
    // as text.
    let sheet = dir.path().join("sheet.txt");
    let input = format!(
        "b2\ny\na1\ny\na1\nz9\nc1\ny\na3\ny\nc3\nn\na2\ny\nb3\ny\nc2\ny\n\
         export pgn {0}\nexport text {0}\n",
        sheet.display()
    );
    let (said, path) = play(dir.path(), Lang::En, &input);
    assert_eq!(
        said,
        [
            "New game: Anna against Bert.",
            "No clock.",
            "Assistant mode: enter both players' moves as they are made.",
            "Move 1, White to move.",
            "Type a move, or help.",
            "White: cross on b2",
            "Recorded.",
            "Black: nought on a1",
            "Recorded.",
            "a1 is taken: choose an empty square.",
            "“z9” is no square: type a square from a1 to c3.",
            "White: cross on c1",
            "Recorded.",
            "Black: nought on a3",
            "Recorded.",
            "White: cross on c3",
            "Withdrawn. Enter the move again.",
            "White: cross on a2",
            "Recorded.",
            "Black: nought on b3",
            "Recorded.",
            "White: cross on c2",
            "Recorded.",
            "The game is over: 1-0, White wins, three in a row.",
            "The game is saved. To write the scoresheet, type export brf FILE, or export text \
             FILE; undo takes back the last move; quit ends.",
            &format!(
                "The scoresheet is not written to {}: In this game the scoresheet is written \
                 as brf, braille or text, such as export text FILE. The game is safe in {}.",
                sheet.display(),
                path.display()
            ),
            &format!("The scoresheet is written to {}.", sheet.display()),
        ]
    );
    // The page's number, the day's date, the players, the result and the moves.
    let written = std::fs::read_to_string(&sheet).unwrap();
    let (heading, rest) = written.split_once("\nWhite:").unwrap();
    assert!(
        heading.trim_start().starts_with("Page 1\nDate: "),
        "{written}"
    );
    assert_eq!(
        format!("White:{rest}"),
        "White: Anna\nBlack: Bert\nResult: 1-0 (three in a row)\n\n1. b2 a1\n2. c1 a3\n\
         3. a2 b3\n4. c2\n1-0\n"
    );
    let record = journal::load(&path).unwrap();
    assert_eq!(
        record.moves.iter().map(|m| m.san).collect::<Vec<_>>(),
        ["b2", "a1", "c1", "a3", "a2", "b3", "c2"]
    );
    assert_eq!(record.rules, tic_tac_toe());
    assert_eq!(record.result, GameResult::WhiteWins);
    let entries = journal::read(&path).unwrap().entries;
    let resumed = App::resume(&entries, Box::new(SystemTime)).unwrap();
    assert_eq!(resumed.record().moves.len(), 7);
    assert_eq!(resumed.position().rules(), tic_tac_toe());
}

/// The game's own words come in the UI language; hektor's sentences around them too.
#[test]
fn a_session_in_ukrainian_says_the_games_words_and_hektors_in_ukrainian() {
    let dir = tempfile::tempdir().unwrap();
    let sheet = dir.path().join("бланк.txt");
    let input = format!(
        "b2\nтак\nb2\na1\nтак\nc1\nтак\na3\nтак\na2\nтак\nb3\nтак\nc2\nтак\n\
         експорт text {}\n",
        sheet.display()
    );
    let (said, _) = play(dir.path(), Lang::Uk, &input);
    let text = said.join("\n");
    let written = format!("Бланк партії записано в {}.", sheet.display());
    for expected in [
        "Білі: хрестик на b2",
        "Записано.",
        "Клітинка b2 зайнята: оберіть порожню.",
        "Чорні: нулик на a1",
        "Білі: хрестик на c2",
        "Партію закінчено: 1-0, перемогли білі, три в ряд.",
        "Партію збережено. Щоб записати бланк, введіть експорт brf ФАЙЛ або експорт text ФАЙЛ; \
         назад повертає останній хід; вихід завершує.",
        &written,
    ] {
        assert!(
            said.iter().any(|line| line == expected),
            "{expected:?} not in\n{text}"
        );
    }
    assert!(!text.contains("cross"), "{text}");
    // The printed sheet's labels and the game's ending are in Ukrainian too.
    let sheet = std::fs::read_to_string(&sheet).unwrap();
    assert!(sheet.contains("Результат: 1-0 (три в ряд)\n"), "{sheet}");
}

/// Two games of tic-tac-toe in its own file format; the second has a move that cannot be
/// played (b2 twice).
const GAMES: &str = "tic-tac-toe games

White: Anna
Black: Bert
Event: Club evening
Moves: b2 a1 c1 a3 a2 b3 c2 1-0

White: Chris
Black: Dana
Moves: b2 b2 c3
";

/// The replay engine reads the game's file through the game: next, back, where, the list
/// of games, another game, a move that cannot be played said where the game stops.
#[test]
fn a_file_of_tic_tac_toe_games_replays_next_previous_where_and_game_2() {
    tic_tac_toe();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.txt");
    std::fs::write(&file, GAMES).unwrap();
    // Replay's announcer and opening names are chess's: the defaults, named by no import.
    let replay = Replay::open(
        &file,
        None,
        Default::default(),
        dir.path(),
        Default::default(),
    )
    .unwrap();
    let mut runtime = Runtime::without_journal(replay, output());
    run(
        &mut runtime,
        "\n\nn\nprevious\nwhere\nlist\ngame 2\n\n\nquit\n",
    );
    assert_eq!(
        heard(runtime.output()),
        [
            "Game 1: Anna against Bert; White won; Club evening",
            "4 moves. Press Enter or type n for the next move, help for all commands.",
            "1, White: cross on b2",
            "1, Black: nought on a1",
            "2, White: cross on c1",
            "1, Black: nought on a1",
            "1, Black: nought on a1",
            "White to move, move 2.",
            "2 games in the file.",
            "Game 1: Anna against Bert; White won; Club evening",
            "Game 2: Chris against Dana; no result",
            "Game 2: Chris against Dana; no result",
            "This game stops early, at move 1, b2: it is not a legal move; the moves before it \
             are replayed.",
            "1 move. Press Enter or type n for the next move, help for all commands.",
            "1, White: cross on b2",
            "The game stops here: move 1, b2, cannot be played: it is not a legal move.",
            "End of the game.",
        ]
    );
}

/// `check` and `export` ask the dispatch for a file's game: a file of tic-tac-toe games
/// is checked by the game's own reader (a move that is none is an error where it stands),
/// and exported as printed and Braille scoresheets (a game that does not play through
/// left out of `--all`, PGN refused in one sentence).
#[test]
fn check_and_export_read_a_file_of_tic_tac_toe_games() {
    use hektor::games::checking;
    use hektor::games::exporting::{self, Unexported};
    use hektor::i18n::Locale;
    use hektor::parts::Split;
    use hektor::scoresheet::Format;
    use hektor::scoresheet::input::Which;

    tic_tac_toe();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.txt");
    std::fs::write(&file, GAMES).unwrap();
    let locale = Locale::new(Lang::En);
    let opened = checking::open(&file).unwrap();
    let mut lines = Vec::new();
    let summary = opened
        .check(Split::new(None), false, &locale, &mut |line| {
            lines.push(line)
        })
        .unwrap();
    assert_eq!(
        lines,
        [
            "game 2, move 1: b2 is not a legal move for Black; the rest of this line is not \
          checked."
        ]
    );
    assert_eq!((summary.games, summary.moves, summary.errors), (2, 8, 1));
    let export = |format: Format, which: Which| {
        let export = match exporting::prepare(&file, &request(format, which), &locale) {
            Ok(export) => export,
            Err(Unexported::Refused(sentence)) => return Err(sentence),
            Err(Unexported::Input(error)) => return Err(error.sentence(&locale)),
        };
        let mut out = Vec::new();
        let left_out = export
            .write(&locale, &|_| {}, &mut out)
            .map_err(|error| error.sentence(&locale))?;
        let left_out: Vec<String> = left_out.iter().map(|e| e.sentence(&locale)).collect();
        Ok((String::from_utf8(out).unwrap(), left_out))
    };
    let path = file.display();
    assert_eq!(
        export(Format::Pgn, Which::Game(1)),
        Err(format!(
            "{path} holds games of tic-tac-toe, whose scoresheet is written as brf, braille or \
             text. Give --format text, brf or braille."
        ))
    );
    let (text, left_out) = export(Format::Text, Which::All).unwrap();
    assert_eq!(
        text.lines().skip(1).collect::<Vec<_>>(),
        [
            "Event: Club evening",
            "White: Anna",
            "Black: Bert",
            "Result: 1-0 (three in a row)",
            "",
            "1. b2 a1",
            "2. c1 a3",
            "3. a2 b3",
            "4. c2",
            "1-0",
        ]
    );
    assert_eq!(
        left_out,
        [format!(
            "{path}: game 2, move 1: b2 is not a legal move in that position. Correct the move \
             in the file."
        )]
    );
    assert_eq!(
        export(Format::Text, Which::Game(3)),
        Err(format!(
            "The file {path} holds 2 games, so there is no game 3. Give --game 1 to 2."
        ))
    );
    assert_eq!(
        export(Format::Text, Which::Game(2)),
        Err(format!(
            "{path}: game 2, move 1: b2 is not a legal move in that position. Correct the move \
             in the file."
        ))
    );
    // A file of the game's that holds no game.
    std::fs::write(&file, "tic-tac-toe games\n").unwrap();
    assert_eq!(
        export(Format::Text, Which::All),
        Err(format!(
            "{path}: the file holds no tic-tac-toe game. Give a file with at least one game."
        ))
    );
    std::fs::write(&file, GAMES).unwrap();
    // In Braille, the whole sheet is in the reader's literary code (Ukrainian here).
    let (braille, _) = export(Format::Braille, Which::Game(1)).unwrap();
    let lines: Vec<&str> = braille.lines().collect();
    assert_eq!(lines[1..3], ["⠨⠉⠇⠥⠃ ⠑⠧⠑⠝⠊⠝⠛", "⠨⠁⠝⠝⠁⠤ ⠃⠑⠗⠞"]);
    assert_eq!(lines[lines.len() - 1], "⠼⠁⠤⠼⠚");
}

/// The other sheet of a reconciliation: game 1 as played, game 2 with Black's third
/// move written differently (c3 for b3), game 3 with White's second move not written
/// (a dash) and Black's name unknown.
const SHEETS: &str = "tic-tac-toe games

White: Anna
Black: Bert
Moves: b2 a1 c1 a3 a2 b3 c2 1-0

White: Anna
Black: Bert
Moves: b2 a1 c1 a3 a2 c3 c2 1-0

White: Anna
Black: ?
Moves: b2 a1 - a3 a2 b3 c2 1-0
";

/// `reconcile FILE` in a session of tic-tac-toe compares the record with a sheet of the
/// game's own file, read by the game, through the engine chess and draughts reconcile
/// with: the sheets agree, then they differ at a move said in the game's own words; a
/// board is refused in one sentence.
#[test]
fn a_session_of_tic_tac_toe_reconciles_its_record_with_a_sheet_of_the_games_file() {
    let dir = tempfile::tempdir().unwrap();
    let sheets = dir.path().join("sheets.txt");
    std::fs::write(&sheets, SHEETS).unwrap();
    let input = format!(
        "b2\ny\na1\ny\nc1\ny\na3\ny\na2\ny\nb3\ny\nc2\ny\nreconcile {0}\nreconcile {0} game 2\nboard\n\
         reconcile {0} game 3\n",
        sheets.display()
    );
    let (said, _) = play(dir.path(), Lang::En, &input);
    let ended = said
        .iter()
        .position(|line| line.starts_with("The game is saved."))
        .unwrap();
    let sheets = sheets.display();
    assert_eq!(
        said[ended + 1..],
        [
            "Sheet 2 is game 1 of 3 in its file: White Anna, Black Bert.",
            "The scoresheets agree: 7 half-moves.",
            "The correct position is the one after the last recorded move: move 4, Black to \
             move.",
            &format!(
                "For another game of {sheets}: reconcile {sheets} game N, with N from 1 to 3."
            ),
            "Sheet 2 is game 2 of 3 in its file: White Anna, Black Bert.",
            "The scoresheets agree for 5 half-moves and first differ at move 3, Black: sheet 1 \
             has b3 (nought on b3), sheet 2 has c3 (nought on c3).",
            "With the arbiter, the players set up on their boards the last position where the \
             scoresheets agree: move 3, Black to move. This report changes no record.",
            "The arbiter adjusts the clocks to that position.",
            "This does not work in this game.",
            "Sheet 2 is game 3 of 3 in its file: White Anna, Black ?.",
            "The scoresheets agree: 7 half-moves.",
            "Sheet 2 has no entry at move 2, White; the move of sheet 1, cross on c1, fills the \
             gap.",
            "The correct position is the one after the last recorded move: move 4, Black to \
             move.",
        ]
    );
}

/// `hektor reconcile` of two files of tic-tac-toe games, with no `--rules`: the dispatch
/// tells the game from the first file and hands the command the game's sheet reader and
/// report words; a board given as text is refused in one phrase.
#[test]
fn reconcile_tells_a_file_of_tic_tac_toe_games_and_compares_its_sheets() {
    use hektor::announce::AnnounceOptions;
    use hektor::games::reconciling::{FilesReconciler, SheetFiles, reconcile_files};
    use hektor::i18n::Locale;
    use hektor::reconcile::{SheetGame, report_text};

    /// The report of game 1 of the first file against game 2 of the second, and what the
    /// board `x` is said to be.
    struct Report<'a>(&'a Path);

    impl FilesReconciler for Report<'_> {
        type Out = (Vec<String>, String);

        fn run<G: SheetGame>(self, files: SheetFiles<G>) -> (Vec<String>, String) {
            let (own, _) = (files.read)(self.0, Some(1)).unwrap();
            let (other, start) = (files.read)(self.0, Some(2)).unwrap();
            let start = start.unwrap_or_else(|| files.start.unwrap());
            let report = (files.reconcile)(&start, &own, &other, &[]).unwrap();
            let board = match (files.board)("x") {
                Err(error) => hektor::unusable::Unusable::phrase(&error, &Locale::new(Lang::Uk)),
                Ok(_) => "read".to_owned(),
            };
            (report_text(&report, &files.words), board)
        }
    }

    tic_tac_toe();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("sheets.txt");
    std::fs::write(&file, SHEETS).unwrap();
    let options = AnnounceOptions {
        lang: Lang::Uk,
        ..AnnounceOptions::default()
    };
    let (report, board) = reconcile_files(
        Rules::default(),
        Some(&file),
        (options, None),
        Report(&file),
    );
    assert_eq!(
        report[..3],
        [
            "Бланк 1 — партія 1 з 3 у своєму файлі: білі Anna, чорні Bert.",
            "Бланк 2 — партія 2 з 3 у своєму файлі: білі Anna, чорні Bert.",
            "Бланки запису збігаються впродовж 5 півходів і вперше розходяться на ході 3, \
             чорні: у бланку 1 b3 (нулик на b3), у бланку 2 c3 (нулик на c3).",
        ]
    );
    assert_eq!(
        board,
        "дошки порівнюються лише в шахах і шашках; не вказуйте --board"
    );
}

/// `hektor export` of a saved game of tic-tac-toe: one game only (`--game 2` refused as
/// for chess), and its Braille sheet says the game's own ending in the reader's language
/// (Ukrainian here, the UI English).
#[test]
fn a_saved_game_of_tic_tac_toe_exports_one_game_its_ending_in_the_readers_language() {
    use hektor::games::exporting::{self, Unexported};
    use hektor::i18n::Locale;
    use hektor::scoresheet::input::Which;
    use hektor::scoresheet::{Format, Literary, cells};

    let dir = tempfile::tempdir().unwrap();
    let input = "b2\ny\na1\ny\nc1\ny\na3\ny\na2\ny\nb3\ny\nc2\ny\n";
    let (_, journal) = play(dir.path(), Lang::En, input);
    let locale = Locale::new(Lang::En);
    match exporting::prepare(&journal, &request(Format::Braille, Which::Game(2)), &locale) {
        Err(Unexported::Input(error)) => assert_eq!(
            error.sentence(&locale),
            format!(
                "{} is a saved game, which holds one game. Leave out --game.",
                journal.display()
            )
        ),
        _ => panic!("game 2 of a saved game is exported"),
    }
    let export =
        match exporting::prepare(&journal, &request(Format::Braille, Which::Game(1)), &locale) {
            Ok(export) => export,
            Err(_) => panic!("a saved game of tic-tac-toe is not exported"),
        };
    let mut out = Vec::new();
    export.write(&locale, &|_| {}, &mut out).unwrap();
    let sheet = String::from_utf8(out).unwrap();
    let literary = Literary::of(Lang::Uk).unwrap();
    let ending = cells::brf_to_unicode(&cells::to_brf(&literary.cells("три в ряд"))).unwrap();
    assert!(sheet.contains(&ending), "{sheet}");
}

/// The game's own refusals (a start that is no position, a line it cannot read) are said
/// in the UI language: `check` in Ukrainian gives them in Ukrainian.
#[test]
fn the_games_refusals_are_said_in_the_ui_language() {
    use hektor::games::checking;
    use hektor::i18n::Locale;
    use hektor::parts::Split;

    tic_tac_toe();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.txt");
    let bad = "tic-tac-toe games\n\nWhite: Anna\nSetup: xx o\nMoves: b2\n\nWhite: Bert\nb2 a1\n";
    std::fs::write(&file, bad).unwrap();
    let opened = checking::open(&file).unwrap();
    let mut lines = Vec::new();
    let locale = Locale::new(Lang::Uk);
    opened
        .check(Split::new(None), false, &locale, &mut |line| {
            lines.push(line)
        })
        .unwrap();
    let text = lines.join("\n");
    assert_eq!(lines.len(), 2, "{text}");
    assert!(
        lines[0].contains("«xx o» — не позиція хрестиків-нуликів"),
        "{text}"
    );
    assert!(
        lines[1].contains("рядок 2 — не рядок «Назва: значення»"),
        "{text}"
    );
    assert!(
        !text.contains("position:") && !text.contains("line 2"),
        "{text}"
    );
}
