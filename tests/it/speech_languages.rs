//! Speech through the `command` backend, as a player hears it: every line of every
//! answer is spoken, in order, and each segment of an utterance has its language's voice
//! (the FIDE words German, the sentences the UI language). A stand-in `espeak-ng` on
//! PATH logs its `-v` argument and the text of every run it finishes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use common::{lines, run_with_input};

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use hektor::{games::chess::notation::replay, notation::movetext::read_movetext};
use shakmaty::Chess;

const PATIENCE: Duration = Duration::from_secs(60);

/// A directory with a stand-in `espeak-ng` that takes `seconds` per run and appends
/// `[VOICE] TEXT` to `spoken.log` in `dir` when a run ends (a killed run logs nothing).
fn stand_in(dir: &Path, seconds: &str) -> (PathBuf, PathBuf) {
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let log = dir.join("spoken.log");
    let script = bin.join("espeak-ng");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nvoice=\nwhile [ $# -gt 1 ]; do\n  case \"$1\" in\n    -v) voice=\"$2\"; shift 2 ;;\n    *) shift ;;\n  esac\ndone\nsleep {seconds}\nprintf '[%s] %s\\n' \"$voice\" \"$1\" >> {}\n",
            log.display()
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    (bin, log)
}

/// `hektor --speech command --lang LANG play --plain` with the stand-in first on PATH.
fn hektor_speaking(home: &Path, bin: &Path, lang: &str, args: &[&str]) -> Command {
    let mut command = hektor_with_stand_in(home, bin);
    command
        .args(["--speech", "command"])
        // No language given: the default, or the one of the game resumed.
        .args(if lang.is_empty() {
            vec![]
        } else {
            vec!["--lang", lang]
        })
        .args(["play", "--plain"])
        .args(args);
    command
}

/// `hektor` with the stand-in first on PATH and no earcons, without arguments yet.
fn hektor_with_stand_in(home: &Path, bin: &Path) -> Command {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut dirs = vec![bin.to_owned()];
    dirs.extend(std::env::split_paths(&path));
    // No earcons: the test machine has no sound device, and its notice is not speech.
    std::fs::create_dir_all(home.join("config")).unwrap();
    std::fs::write(home.join("config/config.toml"), "earcons = false\n").unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_hektor"));
    command
        .env("HEKTOR_HOME", home)
        .env("PATH", std::env::join_paths(dirs).unwrap())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// A running session: its input, and the lines it printed so far.
struct Session {
    child: Child,
    input: Option<ChildStdin>,
    printed: Arc<Mutex<Vec<String>>>,
    log: PathBuf,
}

impl Session {
    fn start(mut command: Command, log: &Path) -> Session {
        let mut child = command.spawn().unwrap();
        let input = child.stdin.take();
        let stdout = child.stdout.take().unwrap();
        let printed = Arc::new(Mutex::new(Vec::new()));
        let lines = Arc::clone(&printed);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                lines.lock().unwrap().push(line.unwrap());
            }
        });
        Session {
            child,
            input,
            printed,
            log: log.to_owned(),
        }
    }

    fn printed(&self) -> Vec<String> {
        self.printed.lock().unwrap().clone()
    }

    fn spoken(&self) -> Vec<String> {
        std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect()
    }

    /// Waits until everything printed has been spoken to its end.
    fn wait_spoken(&self) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let printed = letters(&self.printed().join(" "));
            let spoken = letters(&texts(&self.spoken()).join(" "));
            if !printed.is_empty() && printed == spoken {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "not everything printed was spoken:\nprinted {:#?}\nspoken {:#?}",
                self.printed(),
                self.spoken()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Types `line` and waits until its whole answer was printed and spoken.
    fn type_line(&mut self, line: &str) {
        let before = self.printed().len();
        let input = self.input.as_mut().unwrap();
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
        let deadline = Instant::now() + PATIENCE;
        while self.printed().len() == before {
            assert!(Instant::now() < deadline, "no answer to {line:?}");
            std::thread::sleep(Duration::from_millis(10));
        }
        // The lines of one answer are printed together.
        std::thread::sleep(Duration::from_millis(100));
        self.wait_spoken();
    }

    /// Closes the input and waits for the end of the session.
    fn finish(mut self) -> (Vec<String>, Vec<String>) {
        drop(self.input.take());
        let status = self.child.wait().unwrap();
        assert!(status.success());
        std::thread::sleep(Duration::from_millis(100));
        (self.printed(), self.spoken())
    }
}

/// The text of logged runs, without the voice.
fn texts(spoken: &[String]) -> Vec<String> {
    spoken
        .iter()
        .map(|line| line.split_once("] ").map_or("", |(_, t)| t).to_owned())
        .collect()
}

/// Only the letters and digits, for comparing printed lines with spoken segments.
fn letters(text: &str) -> String {
    text.chars().filter(|c| c.is_alphanumeric()).collect()
}

/// A game of our own as the Ukrainian rule book prints games: English letters, castling
/// with zeros, `e.p.`, a check, a draw offer against the last move.
const PRINTED_GAME: &str = "1. e4 Nf6 2. e5 d5 3. exd6 e.p. exd6 4. Bb5+ c6 5. Ba4 Be7 6. Nf3 \
                            0-0 7. 0-0 Bg4 8. d3 Nbd7 9. Nbd2 Re8 10. Re1 Qc7 11. Kh1(=)";

/// The moves of [`PRINTED_GAME`] as written.
fn printed_game() -> Vec<String> {
    replay(&Chess::default(), &read_movetext(PRINTED_GAME))
        .into_iter()
        .map(|m| {
            assert!(m.outcome.is_ok(), "{m:?}");
            m.text
        })
        .collect()
}

#[test]
fn every_line_of_every_answer_is_spoken_in_order_by_a_slow_command() {
    let home = tempfile::tempdir().unwrap();
    let (bin, log) = stand_in(home.path(), "0.05");
    let save = home.path().join("game.jsonl");
    let command = hektor_speaking(
        home.path(),
        &bin,
        "en",
        &["--time", "90+30", "--save", save.to_str().unwrap()],
    );
    let mut session = Session::start(command, &log);
    session.wait_spoken();
    let moves = printed_game();
    for (index, mv) in moves.iter().take(8).enumerate() {
        session.type_line(mv);
        session.type_line("y");
        match index {
            1 => session.type_line("time"),
            3 => session.type_line("pieces"),
            5 => session.type_line("help"),
            _ => {}
        }
    }
    session.type_line("scan e");
    session.type_line("undo");
    session.type_line("n");
    session.type_line("last");
    let (printed, spoken) = session.finish();
    assert_eq!(
        letters(&printed.join(" ")),
        letters(&texts(&spoken).join(" ")),
        "printed {printed:#?}\nspoken {spoken:#?}"
    );
    let spoken = texts(&spoken).join("\n");
    for line in [
        "White: 1 hour",
        "Black: 1 hour",
        "White: king",
        "Black: king",
        "quit",
    ] {
        assert!(spoken.contains(line), "{line:?} not spoken:\n{spoken}");
    }
}

#[test]
fn the_resume_offer_after_a_crash_is_spoken() {
    let home = tempfile::tempdir().unwrap();
    let (bin, log) = stand_in(home.path(), "0");
    let mut first = Session::start(hektor_speaking(home.path(), &bin, "en", &[]), &log);
    first.type_line("e4");
    first.type_line("y");
    first.finish();
    std::fs::remove_file(&log).unwrap();
    let mut second = Session::start(hektor_speaking(home.path(), &bin, "en", &[]), &log);
    second.wait_spoken();
    let offer = texts(&second.spoken()).join("\n");
    assert!(
        offer.contains("An unfinished game was found") && offer.contains("Resume it?"),
        "{offer}"
    );
    second.type_line("no");
    let (_, spoken) = second.finish();
    assert!(texts(&spoken).iter().any(|l| l.starts_with("New game")));
}

/// The offer to resume is a question of its own session: asked in Ukrainian and in
/// Polish, it is spoken by the language's voice, a move typed at it is named and the
/// question spoken again, and the native yes ("так", "tak") resumes the game.
#[test]
fn the_resume_offer_is_spoken_and_a_native_yes_resumes_in_ukrainian_and_polish() {
    for (lang, yes, offered, again, resumed) in [
        (
            "uk",
            "так",
            "Знайдено незакінчену партію",
            "«e5» — не відповідь.",
            "Партію продовжено.",
        ),
        (
            "pl",
            "tak",
            "Znaleziono niedokończoną partię",
            "„e5” to nie odpowiedź.",
            "Partia wznowiona.",
        ),
    ] {
        let home = tempfile::tempdir().unwrap();
        let (bin, log) = stand_in(home.path(), "0");
        let mut first = Session::start(hektor_speaking(home.path(), &bin, lang, &[]), &log);
        first.type_line("e4");
        first.type_line(yes);
        first.finish();
        std::fs::remove_file(&log).unwrap();
        let mut next = Session::start(hektor_speaking(home.path(), &bin, lang, &[]), &log);
        next.wait_spoken();
        let voiced = format!("[{lang}] ");
        let offer = next.spoken().join("\n");
        assert!(offer.contains(&format!("{voiced}{offered}")), "{offer}");
        next.type_line("e5");
        let spoken = next.spoken();
        let last = spoken.last().unwrap();
        assert!(last.starts_with(&format!("{voiced}{again}")), "{spoken:#?}");
        next.type_line(yes);
        next.type_line("last");
        let (_, spoken) = next.finish();
        let after: Vec<&String> = spoken.iter().skip_while(|l| !l.contains(again)).collect();
        assert!(
            after
                .iter()
                .any(|l| l.starts_with(&format!("{voiced}{resumed}"))),
            "{lang}: {spoken:#?}"
        );
        // Asked once, and once again after the move typed at it; the yes asks nothing.
        let count = |text: &str| spoken.iter().filter(|l| l.contains(text)).count();
        assert!(
            count(offered) == 1 && count(again) == 1,
            "{lang}: {spoken:#?}"
        );
    }
}

/// A sound device that is not there is said once, in the UI language, before the first
/// words of the session (never in the middle of an answer or after the last one); in a
/// build without sound its own notice takes that place.
#[test]
fn the_notice_of_a_missing_sound_device_leads_the_session() {
    let home = tempfile::tempdir().unwrap();
    let (bin, log) = stand_in(home.path(), "0");
    let command = hektor_speaking(home.path(), &bin, "uk", &[]);
    std::fs::write(
        home.path().join("config/config.toml"),
        "sound_device = \"no-such-device\"\n",
    )
    .unwrap();
    let mut session = Session::start(command, &log);
    session.wait_spoken();
    session.type_line("e4");
    let (printed, spoken) = session.finish();
    let notice = if cfg!(feature = "sound") {
        "Звукового пристрою no-such-device немає, тому звукові сигнали вимкнено. Перевірте sound_device у налаштуваннях."
    } else {
        "Цей hektor зібрано без звуку, тому звукові сигнали вимкнено."
    };
    assert_eq!(printed[0], notice, "{printed:#?}");
    assert_eq!(texts(&spoken)[0], notice, "{spoken:#?}");
    let told = |lines: &[String]| {
        lines
            .iter()
            .filter(|l| l.contains("звукові сигнали"))
            .count()
    };
    assert_eq!(told(&printed), 1, "{printed:#?}");
    assert_eq!(told(&texts(&spoken)), 1, "{spoken:#?}");
    let greeting = printed.iter().position(|l| l.starts_with("Нова партія"));
    assert!(greeting > Some(0), "{printed:#?}");
}

/// What stops a game from starting (a time control hektor cannot read, a key it cannot
/// bind, a value the command line does not take) is spoken in the UI language, not only
/// printed.
#[test]
fn a_start_that_is_refused_is_spoken() {
    let home = tempfile::tempdir().unwrap();
    let (bin, log) = stand_in(home.path(), "0");
    // Runs `command`, which must refuse to start: what it printed on stderr, and what the
    // stand-in speech command heard, one run a line.
    let refused = |mut command: Command| {
        std::fs::remove_file(&log).unwrap_or_default();
        let output = command.output().unwrap();
        assert_eq!(output.status.code(), Some(2));
        let printed = String::from_utf8_lossy(&output.stderr).trim().to_owned();
        let spoken = std::fs::read_to_string(&log).unwrap_or_default();
        (
            printed,
            texts(&spoken.lines().map(str::to_owned).collect::<Vec<_>>()),
        )
    };
    let (printed, spoken) = refused(hektor_speaking(
        home.path(),
        &bin,
        "ru",
        &["--time", "90+x"],
    ));
    assert!(printed.contains("«90+x»"), "{printed}");
    assert_eq!(spoken, [printed]);

    let (printed, spoken) = refused(hektor_speaking(home.path(), &bin, "pl", &["--warn", "x"]));
    assert_eq!(
        printed,
        "--warn: „x” to nie jest liczba minut; napisz na przykład --warn 10,5,1."
    );
    assert_eq!(spoken, [printed]);

    // A value the command line does not take: clap's own English is not what is said.
    let (printed, spoken) = refused(hektor_speaking(
        home.path(),
        &bin,
        "ru",
        &["--side", "purple"],
    ));
    assert_eq!(
        printed,
        "--side не принимает «purple»; возможные значения: white, black."
    );
    assert_eq!(spoken, [printed]);
}

/// A value of config.toml that does not read stops no game: the session starts with the
/// other settings and says, printed and spoken in the UI language, what was left out
/// (after the greeting, as every notice about config.toml); so does a `version` newer
/// than this hektor's. A file that is not TOML is said in the language of its `lang` line,
/// through its `speech_command`: each line before the first table that is TOML on its own
/// counts.
#[test]
fn a_setting_that_does_not_read_is_said_and_the_game_starts_without_it() {
    let home = tempfile::tempdir().unwrap();
    let (bin, log) = stand_in(home.path(), "0");
    // The line printed that starts with `opening`, once the game has started; and whether
    // it was spoken in `lang`.
    let said = |config: &str, lang: &str, opening: &str| {
        let command = hektor_speaking(home.path(), &bin, lang, &[]);
        std::fs::write(home.path().join("config/config.toml"), config).unwrap();
        std::fs::remove_file(&log).unwrap_or_default();
        let output = run_with_input(command, b"");
        assert!(output.status.success(), "{output:?}");
        let printed = lines(&output);
        let started = ["Нова партія", "Nowa partia", "Новая партия"];
        assert!(
            printed
                .iter()
                .any(|l| started.iter().any(|s| l.starts_with(s))),
            "{printed:?}"
        );
        let line = printed
            .iter()
            .find(|l| l.starts_with(opening))
            .unwrap_or_else(|| panic!("{opening}: {printed:?}"))
            .clone();
        let spoken = std::fs::read_to_string(&log).unwrap_or_default();
        let code = spoken.lines().next().unwrap_or_default().split(' ').next();
        assert!(
            spoken
                .lines()
                .any(|l| texts(&[l.to_owned()]) == [line.clone()]),
            "{line}: {spoken}"
        );
        (line, code.unwrap_or_default().to_owned())
    };
    let (line, _) = said(
        "earcons = false\n[keys]\nx = \"time\"\n",
        "uk",
        "У файлі налаштувань",
    );
    assert!(
        line.contains("config.toml, рядок 3: x у [keys] — не клавіша")
            && line.ends_with("Це налаштування пропущено, інші діють."),
        "{line}"
    );
    // Said in the language the file asks for, though another of its keys is wrong.
    let (line, code) = said(
        "earcons = false\nlang = \"pl\"\nrate = \"fast\"\n",
        "",
        "W pliku ustawień",
    );
    assert!(line.contains("rate"), "{line}");
    assert_eq!(code, "[pl]");
    let (line, _) = said(
        "version = 2\nearcons = false\nlang = \"ru\"\n",
        "",
        "Файл настроек",
    );
    assert_eq!(
        line,
        format!(
            "Файл настроек {} имеет версию 2, а этот hektor знает версию 1: настройки, которые \
             он умеет прочитать, действуют, остальные названы отдельно. Обновите hektor, чтобы \
             действовали все.",
            home.path().join("config/config.toml").display()
        )
    );
    let program = bin.join("espeak-ng");
    let (line, code) = said(
        &format!(
            "speech_command = [\"{}\", \"-v\", \"{{voice}}\", \"{{text}}\"]\nearcons = false\nlang = \"ru\"\nrate = = 3\n",
            program.display()
        ),
        "",
        "Файл настроек",
    );
    assert!(line.contains("в строке 4"), "{line}");
    assert_eq!(code, "[ru]");
}

/// A global option or a number hektor cannot read is refused in the language of
/// config.toml (the option that is wrong is left out to read the others), printed and
/// spoken; never clap's English.
#[test]
fn a_global_option_or_a_number_that_cannot_be_read_is_refused_in_the_ui_language() {
    let home = tempfile::tempdir().unwrap();
    let (bin, log) = stand_in(home.path(), "0");
    let refused = |args: &[&str]| {
        std::fs::remove_file(&log).unwrap_or_default();
        let mut command = hektor_with_stand_in(home.path(), &bin);
        std::fs::write(
            home.path().join("config/config.toml"),
            "lang = \"uk\"\nspeech = \"command\"\nearcons = false\n",
        )
        .unwrap();
        let output = command.args(args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let printed = String::from_utf8_lossy(&output.stderr).trim().to_owned();
        let spoken = std::fs::read_to_string(&log).unwrap_or_default();
        let spoken = texts(&spoken.lines().map(str::to_owned).collect::<Vec<_>>());
        // A command that speaks says its refusal; export prints it only (a screen reader
        // reads it, and hektor's voice would say it a second time).
        let heard: &[String] = if args.contains(&"export") {
            &[]
        } else {
            std::slice::from_ref(&printed)
        };
        assert_eq!(spoken, heard, "{args:?}");
        printed
    };
    assert_eq!(
        refused(&["--lang", "xx", "play", "--plain"]),
        "--lang не приймає «xx»; можливі значення: en, de, pl, ru, uk."
    );
    assert_eq!(
        refused(&["--speech", "loud", "play", "--plain"]),
        "--speech не приймає «loud»; можливі значення: auto, tts, screen-reader, command, text, none."
    );
    assert_eq!(
        refused(&["replay", "ann.pgn", "--game", "abc"]),
        "--game приймає додатне ціле число, наприклад 3; «abc» таким не є."
    );
    assert_eq!(
        refused(&["export", "ann.pgn", "--format", "pgn", "--height", "-3"]),
        "--height приймає додатне ціле число, наприклад 3; «-3» таким не є."
    );
}

/// A key of config.toml that hektor does not know is said at the start of a game, as
/// the other notices are, not only printed on stderr.
#[test]
fn a_config_key_hektor_does_not_know_is_said_at_the_start() {
    let home = tempfile::tempdir().unwrap();
    let (bin, log) = stand_in(home.path(), "0");
    let command = hektor_speaking(home.path(), &bin, "ru", &[]);
    std::fs::write(home.path().join("config/config.toml"), "bogus_key = 1\n").unwrap();
    let (printed, spoken) = Session::start(command, &log).finish();
    let notice = printed.iter().find(|l| l.contains("bogus_key"));
    let notice = notice.unwrap_or_else(|| panic!("{printed:#?}"));
    assert!(texts(&spoken).contains(notice), "{spoken:#?}");
}

/// A game begun in Russian and offered again without a language given is offered in
/// Russian, by a Russian voice, and goes on in it; declined, the new game speaks the
/// default language with its voice.
#[test]
fn an_unfinished_game_is_offered_in_its_own_language_and_voice() {
    let home = tempfile::tempdir().unwrap();
    let (bin, log) = stand_in(home.path(), "0");
    let mut first = Session::start(hektor_speaking(home.path(), &bin, "ru", &[]), &log);
    first.type_line("e4");
    first.type_line("да");
    first.finish();
    for (answer, lang, said) in [("да", "ru", "Партия продолжена"), ("нет", "en", "New game")]
    {
        std::fs::remove_file(&log).unwrap();
        let mut next = Session::start(hektor_speaking(home.path(), &bin, "", &[]), &log);
        next.wait_spoken();
        let offer = next.spoken().join("\n");
        assert!(
            offer.contains("[ru] Найдена неоконченная партия") && offer.contains("Продолжить?"),
            "{offer}"
        );
        next.type_line(answer);
        let (_, spoken) = next.finish();
        // After the answer (a no is acknowledged in the question's language).
        let after: Vec<&String> = spoken
            .iter()
            .skip_while(|l| !l.contains("Продолжить?"))
            .skip(1)
            .filter(|l| !l.contains("Начинается новая партия"))
            .collect();
        assert!(
            after
                .iter()
                .any(|l| l.starts_with(&format!("[{lang}]")) && l.contains(said)),
            "{answer}: {spoken:#?}"
        );
        assert!(
            after
                .iter()
                .all(|l| l.starts_with(&format!("[{lang}]")) || l.starts_with("[de]")),
            "{answer}: {spoken:#?}"
        );
    }
}

/// The printed game in player mode in `lang`: every move read back or announced and
/// confirmed with `yes`, an undo declined with `no`, a draw agreed with `yes`; the spoken
/// log with each segment's voice.
fn printed_game_spoken(lang: &str, yes: &str, no: &str) -> String {
    let home = tempfile::tempdir().unwrap();
    let (bin, log) = stand_in(home.path(), "0");
    let save = home.path().join("game.jsonl");
    let command = hektor_speaking(home.path(), &bin, lang, &["--save", save.to_str().unwrap()]);
    let mut session = Session::start(command, &log);
    session.wait_spoken();
    for (index, mv) in printed_game().iter().enumerate() {
        session.type_line(mv);
        session.type_line(yes);
        if index == 5 {
            session.type_line("undo");
            session.type_line(no);
        }
    }
    session.type_line("draw agreed");
    session.type_line(yes);
    let (_, spoken) = session.finish();
    spoken
        .join("\n")
        .replace(home.path().to_str().unwrap(), "HOME")
}

#[test]
fn the_printed_game_speaks_each_segment_in_its_language() {
    for (lang, yes, no) in [
        ("uk", "так", "ні"),
        ("ru", "да", "нет"),
        ("pl", "tak", "nie"),
        ("de", "ja", "nein"),
        ("en", "yes", "no"),
    ] {
        let spoken = printed_game_spoken(lang, yes, no);
        if lang != "de" {
            assert!(
                spoken.contains(&format!("[{lang}] ")) && spoken.contains("[de] Springer"),
                "{lang}: no switch between the UI language and German:\n{spoken}"
            );
        }
        insta::assert_snapshot!(format!("printed_game_{lang}"), spoken);
    }
}

/// A `speech_command` whose program is not there is found out at the start: hektor says
/// once, in the UI language, that it cannot run it, naming the program, and speaks through
/// the espeak-ng it finds on PATH instead of staying silent the whole session.
#[test]
fn a_speech_command_that_cannot_run_falls_back_to_espeak_ng() {
    let home = tempfile::tempdir().unwrap();
    let (bin, log) = stand_in(home.path(), "0");
    let command = hektor_speaking(home.path(), &bin, "", &[]);
    std::fs::write(
        home.path().join("config/config.toml"),
        "lang = \"ru\"\nearcons = false\nspeech_command = [\"nonexistent-prog\", \"{text}\"]\n",
    )
    .unwrap();
    let mut session = Session::start(command, &log);
    session.wait_spoken();
    session.type_line("e4");
    session.type_line("да");
    let (printed, spoken) = session.finish();
    let told: Vec<_> = printed
        .iter()
        .filter(|l| l.contains("nonexistent-prog"))
        .collect();
    assert_eq!(told.len(), 1, "{printed:#?}");
    assert!(
        told[0].starts_with("Речь: программа речи (espeak-ng"),
        "{printed:#?}"
    );
    assert!(
        told[0].contains("nonexistent-prog (speech_command) не найдена"),
        "{printed:#?}"
    );
    let spoken = texts(&spoken);
    assert_eq!(spoken[0], *told[0], "{spoken:#?}");
    assert!(spoken.iter().any(|l| l == "Записано."), "{spoken:#?}");
}
