//! The one table of session commands: every command has its usage and its help in all
//! five languages, every name leads to its own command, and the help lists them all.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor::app::command::{find, help_lines_of, names_in, piece_kind, usage_in};
use hektor::app::{
    Browse, COMMANDS, Command, Engine, Step, help_lines, read_line, read_replay_line,
};
use hektor::game::clock::Player;
use hektor::game::record::{GameResult, Termination};
use hektor::games::Rules;
use hektor::games::chess::notation::MoveError;
use hektor::i18n::{Lang, Locale};

#[test]
fn every_command_has_usage_and_help_in_all_five_languages() {
    for lang in Lang::ALL {
        let locale = Locale::new(lang);
        for spec in COMMANDS {
            assert!(!spec.usage.trim().is_empty(), "{spec:?}");
            assert!(!spec.engines.is_empty(), "{spec:?}");
            assert!(
                locale.has_own(spec.help_id),
                "{}: no {} for {:?}",
                lang.code(),
                spec.help_id,
                spec.names
            );
            assert!(!locale.text(spec.help_id).trim().is_empty(), "{spec:?}");
        }
        for engine in [Engine::Play, Engine::Replay] {
            for rules in Rules::ALL {
                let listed = COMMANDS
                    .iter()
                    .filter(|spec| {
                        spec.listed && spec.engines.contains(&engine) && spec.games.serve(rules)
                    })
                    .count();
                let lines = help_lines_of(&locale, engine, rules).len();
                assert_eq!(lines, listed, "{} {engine:?} {rules:?}", lang.code());
            }
        }
        assert_eq!(
            help_lines(&locale, Rules::Chess),
            help_lines_of(&locale, Engine::Play, Rules::Chess)
        );
    }
}

#[test]
fn every_name_leads_to_its_own_command_in_each_of_its_engines() {
    for spec in COMMANDS {
        for name in spec.names {
            let words: Vec<&str> = name.split_whitespace().collect();
            for engine in spec.engines {
                let (found, ..) = find(*engine, &words).unwrap();
                assert!(std::ptr::eq(found, spec), "{name} leads to {found:?}");
            }
            // A name of a game session command is never read as a move.
            if spec.engines.contains(&Engine::Play) {
                let read = read_line(name, false);
                assert!(
                    !matches!(read, Ok(hektor::app::Command::Move(_))),
                    "{name}: {read:?}"
                );
            }
        }
    }
}

/// Replay finds its commands in the same table: the board queries and `help` are the
/// same entries in both engines, and the help of each lists its own commands.
#[test]
fn replay_finds_its_commands_in_the_table() {
    for (line, play, replay) in [
        ("pieces", true, true),
        ("scan", true, true),
        ("square", true, true),
        ("help", true, true),
        ("next", false, true),
        ("progress", false, true),
        ("q", false, true),
        ("undo", true, false),
    ] {
        let words: Vec<&str> = line.split_whitespace().collect();
        let in_play = find(Engine::Play, &words);
        let in_replay = find(Engine::Replay, &words);
        assert_eq!(in_play.is_some(), play, "{line}");
        assert_eq!(in_replay.is_some(), replay, "{line}");
        if let (Some(a), Some(b)) = (in_play, in_replay) {
            assert!(std::ptr::eq(a.0, b.0), "{line}: one entry in both engines");
        }
    }
    let (capture, name, _) = find(Engine::Replay, &["last", "capture"]).unwrap();
    assert_eq!(
        (capture.help_id, name),
        ("replay-help-capture", "last capture")
    );
    // `go`, `last` and `quit` are different commands in the two engines (replay's quit
    // keeps no game, it remembers the place).
    for name in ["go", "last", "quit"] {
        assert_ne!(
            find(Engine::Play, &[name]).unwrap().0.help_id,
            find(Engine::Replay, &[name]).unwrap().0.help_id
        );
    }
    let locale = Locale::new(Lang::En);
    let replay = help_lines_of(&locale, Engine::Replay, Rules::Chess);
    assert!(
        replay
            .iter()
            .any(|l| l.starts_with("pieces [white|black]: "))
    );
    assert!(replay.iter().any(|l| l.contains("go 12, go 12 black")));
    assert!(!replay.iter().any(|l| l.starts_with("undo")), "{replay:#?}");
    assert!(
        !help_lines(&locale, Rules::Chess)
            .iter()
            .any(|l| l.starts_with("go 12"))
    );
}

#[test]
fn draughts_help_lists_draughts_moves_and_leaves_out_the_chess_only_commands() {
    for lang in Lang::ALL {
        let locale = Locale::new(lang);
        for rules in [Rules::Draughts64, Rules::Draughts100] {
            let lines = help_lines(&locale, rules);
            assert!(lines[0].starts_with("32-28, c3-d4"), "{lang:?}: {lines:?}");
            for draughts_usage in [
                "square 32",
                "pieces [white|black] [men|kings]",
                "result 2-0",
                "export pdn",
                "reconcile FILE",
            ] {
                let usage = usage_in(&locale, draughts_usage);
                assert!(
                    lines.iter().any(|l| l.contains(&usage)),
                    "{lang:?} {rules:?} lacks {usage}: {lines:?}"
                );
            }
            assert!(
                !lines.iter().any(|l| l.starts_with("square e4")),
                "{lines:?}"
            );
            for chess_only in ["e4, Nf3", "claim", "scan", "board"] {
                assert!(
                    !lines.iter().any(|l| l.starts_with(chess_only)),
                    "{lang:?} {rules:?} lists {chess_only}"
                );
            }
        }
        let chess = help_lines(&locale, Rules::Chess);
        assert!(chess[0].starts_with("e4, Nf3"), "{lang:?}: {chess:?}");
        assert!(!chess.iter().any(|l| l.starts_with("32-28")));
    }
}

/// Every name of every command in every UI language, as written, with its entry.
fn ui_names() -> Vec<(Lang, &'static hektor::app::command::CommandSpec, String)> {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let locale = Locale::new(lang);
        for spec in COMMANDS {
            for name in names_in(&locale, spec) {
                out.push((lang, spec, name));
            }
        }
    }
    out
}

#[test]
fn every_command_has_names_in_every_ui_language() {
    for lang in Lang::ALL {
        let locale = Locale::new(lang);
        for spec in COMMANDS.iter().filter(|spec| !spec.names.is_empty()) {
            assert!(
                !names_in(&locale, spec).is_empty(),
                "{}: no names for {}",
                lang.code(),
                spec.help_id
            );
        }
    }
}

#[test]
fn every_ui_name_leads_to_its_own_command_and_reads_as_no_move_piece_or_answer() {
    let start = hektor::games::chess::Chess::default();
    for (lang, spec, name) in ui_names() {
        let lower = name.to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        for engine in spec.engines {
            let found = find(*engine, &words).map(|(found, ..)| found);
            assert!(
                found.is_some_and(|found| std::ptr::eq(found, spec)),
                "{}: {name} leads to {found:?}, not {}",
                lang.code(),
                spec.help_id
            );
        }
        assert_eq!(hektor::i18n::yes_no(&name), None, "{name} is an answer");
        assert_eq!(piece_kind(&name), None, "{name} is a piece");
        let read = hektor::games::chess::notation::parse_move(&start, &name);
        assert!(
            matches!(read, Err(MoveError::NotUnderstood { .. })),
            "{}: {name} reads as a move: {read:?}",
            lang.code()
        );
    }
}

#[test]
fn commands_take_their_names_in_the_ui_languages() {
    for (line, command) in [
        ("час", Command::Time),
        ("Czas", Command::Time),
        ("время", Command::Time),
        ("Zeit", Command::Time),
        ("мій час", Command::OwnTime),
        ("вихід", Command::Quit),
        ("Кінець", Command::Quit),
        ("допомога", Command::Help),
        ("назад", Command::Undo),
        ("відмінити", Command::Undo),
        ("пауза", Command::Pause),
        ("пуск", Command::Go),
        ("cofnij", Command::Undo),
        ("Hilfe", Command::Help),
        ("сдаюсь", Command::Resign(None)),
        ("здаюся білі", Command::Resign(Some(Player::White))),
        // Ukrainian writes the reflexive ending short after a vowel too.
        ("здаюсь", Command::Resign(None)),
        // The words after a command's name, in any language too.
        ("undo result", Command::UndoResult),
        ("назад результат", Command::UndoResult),
        ("undo wynik", Command::UndoResult),
        ("draw vereinbart", Command::AgreeDraw),
        ("draw agreed", Command::AgreeDraw),
        (
            "result 1-0 resigns",
            Command::Result(GameResult::WhiteWins, Some(Termination::Resignation)),
        ),
        (
            "результат 0-1 час",
            Command::Result(GameResult::BlackWins, Some(Termination::TimeForfeit)),
        ),
        (
            "result 1/2-1/2 powtórzenie",
            Command::Result(GameResult::Draw, Some(Termination::Repetition)),
        ),
        (
            "result 1-0 w zasadzie",
            Command::Result(
                GameResult::WhiteWins,
                Some(Termination::Other("w zasadzie".to_owned())),
            ),
        ),
    ] {
        assert_eq!(read_line(line, false), Ok(command), "{line}");
    }
    assert_eq!(
        read_replay_line("далі"),
        Ok(Command::Browse(Browse::Step(Step::Next)))
    );
    assert_eq!(read_replay_line("вихід"), Ok(Command::Quit));
    // A filter's field and `filter clear` in the words the help names them by.
    use hektor::replay::filter::Field;
    for (line, field) in [
        ("filter білі Іваненко", Field::White),
        ("filter wynik 1-0", Field::Result),
        ("filter турнір Львів", Field::Event),
        ("filter white Anna", Field::White),
    ] {
        let value = line.split(' ').nth(2).unwrap().to_owned();
        assert_eq!(
            read_replay_line(line),
            Ok(Command::Browse(Browse::Filter(field, value))),
            "{line}"
        );
    }
    assert_eq!(
        read_replay_line("filter löschen"),
        Ok(Command::Browse(Browse::FilterClear))
    );
}

#[test]
fn help_lists_the_names_of_the_ui_language() {
    for (lang, line) in [
        (Lang::Uk, "час, скільки часу (time):"),
        (Lang::Uk, "вихід, кінець, вийти (quit, також exit):"),
        (
            Lang::Uk,
            "назад, відмінити, скасувати хід (undo / undo результат):",
        ),
        (Lang::Ru, "время, сколько времени (time):"),
        (Lang::Pl, "czas, ile czasu (time):"),
        (Lang::De, "Zeit, wie viel Zeit, wieviel Zeit (time):"),
        (Lang::En, "time:"),
    ] {
        let lines = help_lines(&Locale::new(lang), Rules::Chess);
        assert!(
            lines.iter().any(|l| l.starts_with(line)),
            "{}: {line} missing in {lines:#?}",
            lang.code()
        );
    }
}

/// What the Ukrainian, Russian, Polish and German messages tell the user to type, beside
/// the English words of the same command: "English | uk | ru | pl | de".
const PLAY_PHRASES: &[&str] = &[
    "help | допомога | помощь | pomoc | Hilfe",
    "export brf ФАЙЛ | експорт brf ФАЙЛ | экспорт brf ФАЙЛ | eksport brf ФАЙЛ | exportieren brf ФАЙЛ",
    "undo | назад | назад | cofnij | zurück",
    "undo result | назад результат | назад результат | cofnij wynik | zurück Ergebnis",
    "quit | вихід | выход | koniec | Ende",
    "go | пуск | пуск | wznów | weiter",
    "board | дошка | доска | szachownica | Brett",
    "board blind | дошка незрячий | доска незрячий | szachownica niewidomy | Brett blind",
    "board done | дошка готово | доска готово | szachownica gotowe | Brett fertig",
    "board clear | дошка очистити | доска очистить | szachownica wyczyść | Brett löschen",
    "reconcile ФАЙЛ game 2 | звірити ФАЙЛ партія 2 | сверить ФАЙЛ партия 2 | porównaj ФАЙЛ partia 2 | abgleichen ФАЙЛ Partie 2",
    "adjust white 5:00 | встановити білі 5:00 | установить белые 5:00 | ustaw białe 5:00 | Uhr stellen weiß 5:00",
    "y | т | да | t | j",
    "n | н | н | n | n",
];

/// As [`PLAY_PHRASES`], in a replay.
const REPLAY_PHRASES: &[&str] = &[
    "help | допомога | помощь | pomoc | Hilfe",
    "var | варіант | вариант | wariant | Variante",
    "line 2 | лінія 2 | линия 2 | linia 2 | Variante 2",
    "up | вгору | вверх | w górę | hoch",
    "list | список | список | lista | Liste",
    "more | ще | ещё | więcej | mehr",
    "go 12 black | перейти 12 чорні | перейти 12 чёрные | idź 12 czarne | gehe 12 schwarz",
    "game 3 | партія 3 | партия 3 | partia 3 | Partie 3",
    "n | далі | дальше | dalej | weiter",
    "filter clear | фільтр очистити | фильтр очистить | filtr wyczyść | Filter löschen",
    "filter player Carlsen | фільтр гравець Carlsen | фильтр игрок Carlsen | filtr gracz Carlsen | Filter Spieler Carlsen",
    "filter event Olympiad | фільтр турнір Olympiad | фильтр турнир Olympiad | filtr turniej Olympiad | Filter Turnier Olympiad",
    "filter date 2025 | фільтр дата 2025 | фильтр дата 2025 | filtr data 2025 | Filter Datum 2025",
    "filter result 1-0 | фільтр результат 1-0 | фильтр результат 1-0 | filtr wynik 1-0 | Filter Ergebnis 1-0",
    "scan a1-h8 | огляд a1-h8 | обзор a1-h8 | przegląd a1-h8 | abtasten a1-h8",
    "square e4 | поле e4 | поле e4 | pole e4 | zeige e4",
    "pieces black knights | фігури чорні коні | фигуры чёрные кони | figury czarne skoczki | Figuren schwarz Springer",
    "pieces black men | фігури чорні шашки | фигуры чёрные шашки | figury czarne pionki | Figuren schwarz Steine",
    "attacks e4 | атаки e4 | атаки e4 | ataki e4 | Angriffe e4",
    "legal g1 | можливі ходи g1 | возможные ходы g1 | możliwe ruchy g1 | mögliche Züge g1",
    "moves 10-20 | ходи 10-20 | ходы 10-20 | ruchy 10-20 | Züge 10-20",
];

#[test]
fn what_the_messages_tell_a_user_to_type_is_read_as_that_command() {
    let play: fn(&str) -> _ = |line| read_line(line, true);
    for (phrases, read) in [(PLAY_PHRASES, play), (REPLAY_PHRASES, read_replay_line)] {
        for row in phrases {
            let mut lines = row.split(" | ");
            let english = lines.next().unwrap();
            let wanted = read(english);
            assert!(wanted.is_ok(), "{english}: {wanted:?}");
            for line in lines {
                assert_eq!(read(line), wanted, "{line} (as {english})");
            }
        }
    }
    // Draughts' kings: German names them as the chess queen, which draughts reads as its king.
    for line in ["фігури дамки", "фигуры дамки", "figury damki"] {
        assert_eq!(read_replay_line(line), read_replay_line("pieces kings"));
    }
    assert_eq!(
        read_replay_line("Figuren Damen"),
        read_replay_line("pieces queens")
    );
}
