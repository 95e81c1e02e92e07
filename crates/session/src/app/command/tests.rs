#![allow(clippy::unwrap_used)]

use super::*;
use proptest::prelude::*;

proptest! {
    #[test]
    fn any_line_is_read_without_panic(line in "\\PC{0,300}", answering: bool) {
        let _ = read_line(&line, answering);
    }
}

#[test]
fn answers_and_commands() {
    assert_eq!(read_line("", true), Ok(Command::Confirm));
    assert_eq!(read_line("  ", false), Err(LineError::Empty));
    assert_eq!(read_line("JA", false), Ok(Command::Confirm));
    assert_eq!(read_line("nein", true), Ok(Command::Withdraw));
    assert_eq!(read_line("да", true), Ok(Command::Confirm));
    assert_eq!(read_line("ні", true), Ok(Command::Withdraw));
    assert_eq!(read_line("Tak", true), Ok(Command::Confirm));
    assert_eq!(read_line("scan e", false), Ok(Command::ScanFile(4)));
    assert_eq!(read_line("scan 4", false), Ok(Command::ScanRank(3)));
    assert_eq!(
        read_line("adjust white 10:00 black 8:30", false),
        Ok(Command::Adjust {
            white_ms: Some(600_000),
            black_ms: Some(510_000)
        })
    );
    assert_eq!(
        read_line("export brf Game.BRF", false),
        Ok(Command::Export {
            format: Some(Format::Brf),
            path: PathBuf::from("Game.BRF")
        })
    );
    assert_eq!(read_line("Nf3", false), Ok(Command::Move("Nf3".into())));
    // Replay's short names are play's too; its `q` is not (a piece letter).
    assert_eq!(
        read_line("sq e4", false),
        Ok(Command::Square(SquareName::Coords { file: 4, rank: 3 }))
    );
    // Draughts squares by number, Cyrillic look-alike letters as Latin ones.
    assert_eq!(
        read_line("square 32", false),
        Ok(Command::Square(SquareName::Number(32)))
    );
    assert_eq!(
        read_line("square с3", false),
        Ok(Command::Square(SquareName::Coords { file: 2, rank: 2 }))
    );
    assert_eq!(
        read_line("pieces black men", false),
        Ok(Command::PiecesOf(Some(Player::Black), PieceKind::Man))
    );
    assert_eq!(read_line("h", false), Ok(Command::Help));
    assert_eq!(read_line("q", false), Ok(Command::Move("q".into())));
    // Sides in the UI languages.
    for (word, side) in [
        ("Білі", Player::White),
        ("чёрные", Player::Black),
        ("czarne", Player::Black),
    ] {
        let line = format!("pieces {word}");
        assert_eq!(read_line(&line, false), Ok(Command::Pieces(Some(side))));
    }
    assert_eq!(
        read_line("pieces white N", false),
        Ok(Command::PiecesOf(Some(Player::White), PieceKind::Knight))
    );
    assert_eq!(
        read_line("pieces knights", false),
        Ok(Command::PiecesOf(None, PieceKind::Knight))
    );
    assert_eq!(
        read_line("pieces black", false),
        Ok(Command::Pieces(Some(Player::Black)))
    );
    assert_eq!(
        read_line("pieces ponies", false),
        Err(LineError::Usage(PIECES_USAGE))
    );
    assert_eq!(
        read_line("scan a1-h8", false),
        Ok(Command::ScanDiagonal(
            SquareName::Coords { file: 0, rank: 0 },
            SquareName::Coords { file: 7, rank: 7 }
        ))
    );
    assert_eq!(
        read_line("scan a1-h7", false),
        Err(LineError::Usage(SCAN_USAGE))
    );
    assert_eq!(
        read_line("claim repetition Bxc3", false),
        Ok(Command::Claim(Claim::Repetition, Some("Bxc3".into())))
    );
    assert_eq!(read_line("\u{1}\u{2}", false), Err(LineError::NotText));
    assert_eq!(
        read_line("reconcile Sheets/Bert.txt", false),
        Ok(Command::Reconcile(PathBuf::from("Sheets/Bert.txt"), None))
    );
    assert_eq!(
        read_line("Board Done", false),
        Ok(Command::Board(BoardStep::Done))
    );
    assert_eq!(
        read_line("board now", false),
        Err(LineError::Usage(super::reconcile::BOARD_USAGE))
    );
}

/// Results and questions as people say them (issue 37, C13): a draw agreed, a side that
/// resigns, whose turn, how much time, a square, in the words a native speaker types.
#[test]
fn results_and_questions_as_people_say_them() {
    for line in [
        "нічия погоджена",
        "ничья согласована",
        "remis za zgodą",
        "Remis vereinbart",
        "draw agreed",
    ] {
        assert_eq!(read_line(line, false), Ok(Command::AgreeDraw), "{line}");
    }
    for (line, side) in [
        ("чорні здаються", Player::Black),
        ("белые сдались", Player::White),
        ("białe się poddały", Player::White),
        ("Schwarz gibt auf", Player::Black),
        ("white resigns", Player::White),
    ] {
        assert_eq!(
            read_line(line, false),
            Ok(Command::Resign(Some(side))),
            "{line}"
        );
    }
    for line in ["хто ходить", "кто ходит", "kto ma ruch", "wer ist am Zug"] {
        assert_eq!(read_line(line, false), Ok(Command::Turn), "{line}");
    }
    for line in [
        "скільки часу",
        "сколько времени",
        "ile czasu",
        "wie viel Zeit",
    ] {
        assert_eq!(read_line(line, false), Ok(Command::Time), "{line}");
    }
    assert_eq!(
        read_line("Feld e4", false),
        Ok(Command::Square(SquareName::Coords { file: 4, rank: 3 }))
    );
    // A side alone, or a side and a move, is no resignation.
    assert_eq!(read_line("black", false), Ok(Command::Move("black".into())));
    assert_ne!(
        read_line("white e4", false),
        Ok(Command::Resign(Some(Player::White)))
    );
}
