//! The parsers of the words after a command's name.

use super::*;
use crate::msg;

/// `claim repetition|fifty [MOVE]`: the intended move keeps its case (Bxc3 is not bxc3).
pub(super) fn claim(words: &Words) -> Option<Command> {
    let word = *words.args.first()?;
    let claim = if is_word(msg::WORDS_REPETITION, word) {
        Claim::Repetition
    } else if is_word(msg::WORDS_FIFTY, word) {
        Claim::FiftyMoves
    } else {
        return None;
    };
    let intended = words.typed_from(1);
    Some(Command::Claim(
        claim,
        (!intended.is_empty()).then_some(intended),
    ))
}

/// `pieces`, `pieces white`, `pieces knights`, `pieces white N`, `pieces N white`.
pub(in crate::app) fn pieces(words: &[&str]) -> Option<Command> {
    let (mut side, mut kind) = (None, None);
    for word in words {
        match (player(word), piece_kind(word)) {
            (Some(p), _) if side.is_none() => side = Some(p),
            (_, Some(role)) if kind.is_none() => kind = Some(role),
            _ => return None,
        }
    }
    Some(match kind {
        Some(role) => Command::PiecesOf(side, role),
        None => Command::Pieces(side),
    })
}

/// A kind of piece as typed, in any case: a letter (K Q R B N P, German K D T L S B), or
/// its name in one of the UI languages, singular or plural; draughts men and kings too
/// (`words-king`, ... `words-man` of every language).
pub fn piece_kind(word: &str) -> Option<PieceKind> {
    const KINDS: [(&str, PieceKind); 7] = [
        (msg::WORDS_KING, PieceKind::King),
        (msg::WORDS_QUEEN, PieceKind::Queen),
        (msg::WORDS_ROOK, PieceKind::Rook),
        (msg::WORDS_BISHOP, PieceKind::Bishop),
        (msg::WORDS_KNIGHT, PieceKind::Knight),
        (msg::WORDS_PAWN, PieceKind::Pawn),
        (msg::WORDS_MAN, PieceKind::Man),
    ];
    meaning_of(&KINDS, &word.to_lowercase())
}

/// A side as typed in one of the UI languages (`words-white`, `words-black` of every
/// language): `white`, `w`, `weiß`, `білі`, `белые`, `białe`; `black`, `b`, `schwarz`,
/// `чорні`, `чёрные`, `czarne` (play and replay read sides with it).
pub fn player(word: &str) -> Option<Player> {
    if is_word(msg::WORDS_WHITE, word) {
        Some(Player::White)
    } else if is_word(msg::WORDS_BLACK, word) {
        Some(Player::Black)
    } else {
        None
    }
}

pub(super) fn scan(target: &str) -> Option<Command> {
    if let Some((from, to)) = target.split_once('-') {
        let (from, to) = (SquareName::parse(from)?, SquareName::parse(to)?);
        let (
            SquareName::Coords {
                file: from_file,
                rank: from_rank,
            },
            SquareName::Coords {
                file: to_file,
                rank: to_rank,
            },
        ) = (from, to)
        else {
            return None;
        };
        let files = from_file.abs_diff(to_file);
        let ranks = from_rank.abs_diff(to_rank);
        return (files == ranks && files > 0).then_some(Command::ScanDiagonal(from, to));
    }
    let mut chars = target.chars();
    let (c, rest) = (chars.next()?, chars.next());
    if rest.is_some() {
        return None;
    }
    if c.is_ascii_lowercase() && c <= 'h' {
        return Some(Command::ScanFile(
            u8::try_from(u32::from(c) - u32::from('a')).ok()?,
        ));
    }
    let digit = u8::try_from(c.to_digit(10)?).ok()?;
    (1..=8)
        .contains(&digit)
        .then(|| Command::ScanRank(digit - 1))
}

/// The reason given after a result (`result 1-0 resigns`, `результат 0-1 час`), in any
/// UI language; any other text is kept as written.
pub(super) fn termination(words: &[&str]) -> Option<Termination> {
    const REASONS: [(&str, Termination); 10] = [
        (msg::WORDS_REASON_RESIGNATION, Termination::Resignation),
        (msg::WORDS_REASON_TIME, Termination::TimeForfeit),
        (msg::WORDS_REASON_AGREEMENT, Termination::DrawAgreement),
        (msg::WORDS_AGREED, Termination::DrawAgreement),
        (msg::WORDS_REASON_CHECKMATE, Termination::Checkmate),
        (msg::WORDS_REASON_STALEMATE, Termination::Stalemate),
        (msg::WORDS_REPETITION, Termination::Repetition),
        (msg::WORDS_FIFTY, Termination::FiftyMoves),
        (
            msg::WORDS_REASON_MATERIAL,
            Termination::InsufficientMaterial,
        ),
        (msg::WORDS_REASON_ARBITER, Termination::Adjudication),
    ];
    let text = words.join(" ");
    if text.is_empty() {
        return None;
    }
    let reason = REASONS
        .iter()
        .find(|(id, _)| is_word(id, &text))
        .map(|(_, termination)| termination.clone());
    Some(reason.unwrap_or(Termination::Other(text)))
}

pub(super) fn adjust(args: &[&str]) -> Option<Command> {
    let (mut white_ms, mut black_ms) = (None, None);
    let mut iter = args.iter();
    while let Some(side) = iter.next() {
        let ms = parse_duration(iter.next()?)?;
        match player(side)? {
            Player::White => white_ms = Some(ms),
            Player::Black => black_ms = Some(ms),
        }
    }
    (white_ms.is_some() || black_ms.is_some()).then_some(Command::Adjust { white_ms, black_ms })
}

/// Reads `h:mm:ss`, `mm:ss` or whole minutes (`90`) as milliseconds.
pub fn parse_duration(text: &str) -> Option<u64> {
    let parts: Vec<&str> = text.split(':').collect();
    let numbers: Option<Vec<u64>> = parts.iter().map(|p| p.parse::<u64>().ok()).collect();
    let numbers = numbers?;
    let seconds = match numbers.as_slice() {
        [minutes] => minutes.checked_mul(60)?,
        [minutes, seconds] if *seconds < 60 => minutes.checked_mul(60)?.checked_add(*seconds)?,
        [hours, minutes, seconds] if *seconds < 60 && *minutes < 60 => hours
            .checked_mul(3600)?
            .checked_add(minutes * 60 + seconds)?,
        _ => return None,
    };
    seconds.checked_mul(1000)
}
