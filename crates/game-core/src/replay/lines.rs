//! The lines replay says about a file's games and moves: a move with its number and
//! side, a result, one line per game for the list. A move is said in its game's words
//! ([`ReplayWords`], the dispatch's `GameWords`).

use super::game_files::GameKind;
use super::index::GameInfo;
use super::tree::{GameTree, NodeId};
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::position::GamePosition;

/// What replay asks a game of its moves, positions `P`: their words in the session's
/// style and language, and whether one takes something.
pub trait ReplayWords<P: GamePosition> {
    /// The UI language.
    fn locale(&self) -> &Locale;
    /// `mv`, legal in `before`, in words.
    fn move_text(&self, before: &P, mv: &P::Move) -> String;
    /// Whether `mv` takes something (a chess capture, a draughts jump).
    fn is_capture(&self, mv: &P::Move) -> bool;
}

/// The move a file writes as `written` ("Bd7", "Nxe5+", "9-14") in `board`, in words of
/// the session's style ("Läufer David sieben"); `None` when no legal move is written so.
pub fn written_move_words<P: GamePosition>(
    words: &impl ReplayWords<P>,
    board: &P,
    written: &str,
) -> Option<String> {
    let bare = |text: &str| text.trim_end_matches(['+', '#', '!', '?']).to_owned();
    let wanted = bare(written);
    board
        .legal_moves()
        .into_iter()
        .find(|mv| bare(&board.notate(mv).text) == wanted)
        .map(|mv| words.move_text(board, &mv))
}

/// "12, White: Springer Felix drei" for the move that leads to node `id` ("no move" for a
/// null move).
pub fn move_words<P: GamePosition>(
    words: &impl ReplayWords<P>,
    tree: &GameTree<P>,
    id: NodeId,
) -> Option<String> {
    let node = tree.nodes.get(id)?;
    let before = &tree.nodes.get(node.parent?)?.pos;
    let locale = words.locale();
    let said = match node.mv.as_ref() {
        Some(mv) => words.move_text(before, mv),
        None => locale.text(msg::REPLAY_PASS),
    };
    Some(sentence(
        locale,
        msg::REPLAY_MOVE,
        &[
            ("number", node.number.into()),
            ("side", before.turn().in_sentence(locale).into()),
            ("move", said.into()),
        ],
    ))
}

/// A result tag in words ("White won", "draw").
pub fn result_words(locale: &Locale, result: &str) -> String {
    locale.text(match result {
        // Draughts-100 scores 2-0, 0-2 and 1-1.
        "1-0" | "2-0" => msg::REPLAY_RESULT_WHITE,
        "0-1" | "0-2" => msg::REPLAY_RESULT_BLACK,
        "1/2-1/2" | "½-½" | "1-1" => msg::REPLAY_RESULT_DRAW,
        _ => msg::REPLAY_RESULT_NONE,
    })
}

/// One line per game for screen readers: number, players, result, event, date.
pub fn game_line(locale: &Locale, number: usize, game: &GameInfo) -> String {
    let name = |s: &str, id: &str| {
        if unknown(s) {
            locale.text(id)
        } else {
            s.to_owned()
        }
    };
    let mut parts = vec![
        sentence(
            locale,
            msg::REPLAY_GAME_PLAYERS,
            &[
                ("number", number.into()),
                ("white", name(game.white, msg::REPLAY_UNKNOWN_PLAYER).into()),
                (
                    "black",
                    name(game.black, msg::REPLAY_UNKNOWN_PLAYER_AFTER_AGAINST).into(),
                ),
            ],
        ),
        result_words(locale, game.result),
    ];
    if !unknown(game.event) {
        parts.push(game.event.to_string());
    }
    let date = known_date(game.date);
    if !date.is_empty() {
        parts.push(date);
    }
    match game.kind {
        GameKind::Standard => {}
        GameKind::Chess960 => parts.push(locale.text(msg::REPLAY_KIND_CHESS960)),
        GameKind::Other => parts.push(locale.text(msg::REPLAY_KIND_OTHER)),
    }
    parts.join("; ")
}

/// Whether a tag's value says nothing (empty, `?` or `-`).
fn unknown(value: &str) -> bool {
    matches!(value.trim(), "" | "?" | "-")
}

/// The known parts of a PGN date (`1950.??.??` is `1950`).
fn known_date(date: &str) -> String {
    date.split('.')
        .filter(|p| !p.contains('?') && !p.is_empty())
        .collect::<Vec<_>>()
        .join(".")
}

/// One tag of a game for `info`: its name in the UI language (a tag hektor does not
/// know keeps its own) and its value, the result in words and the date without its
/// unknown parts, a `Variant` by the kind of game `variant` tells it names; `None` when
/// the value says nothing.
pub fn tag_line(
    locale: &Locale,
    (name, value): (&str, &str),
    variant: fn(&str) -> GameKind,
) -> Option<String> {
    let value = match name {
        // Said by the FEN and the game's kind; "1" says nothing.
        "SetUp" => return None,
        "Result" => result_words(locale, value.trim()),
        "Date" => known_date(value),
        "GameDuration" => {
            super::words::duration_words(locale, value.trim()).unwrap_or_else(|| value.into())
        }
        "TimeControl" => crate::game::time_control::TimeControl::from_pgn_tag(value.trim())
            .map_or_else(
                |_| value.trim().to_owned(),
                |control| crate::game::time_words::time_control(locale, &control),
            ),
        "Termination" => sentence(
            locale,
            msg::REPLAY_TERMINATION,
            &[
                (
                    "value",
                    value.trim().to_lowercase().replace(' ', "-").into(),
                ),
                ("text", value.trim().into()),
            ],
        ),
        // The spellings of Chess960 in Variant tags ("fischerandom", "chess 960").
        "Variant" if variant(value) == GameKind::Chess960 => locale.text(msg::REPLAY_KIND_CHESS960),
        _ => value.trim().to_owned(),
    };
    if unknown(&value) {
        return None;
    }
    Some(format!(
        "{}: {value}",
        sentence(locale, msg::REPLAY_TAG_NAME, &[("tag", name.into())])
    ))
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// The kind of game a Variant tag names, as chess reads the two these tests give.
    fn variant(value: &str) -> GameKind {
        if value == "fischerandom" {
            GameKind::Chess960
        } else {
            GameKind::Standard
        }
    }

    /// The tags engine matches write, and the standard Termination words, are said in
    /// the UI language; a value hektor does not know stays as written.
    #[test]
    fn info_says_match_tags_and_termination_words_in_the_ui_language() {
        let uk = Locale::new(Lang::Uk);
        let line = |name: &str, value: &str| tag_line(&uk, (name, value), variant).unwrap();
        assert_eq!(
            line("Termination", "adjudication"),
            "Завершення: присудження"
        );
        assert_eq!(
            line("Termination", "time forfeit"),
            "Завершення: прострочення часу"
        );
        assert_eq!(line("Termination", "by magic"), "Завершення: by magic");
        assert_eq!(
            line("GameDuration", "00:40:54"),
            "Тривалість партії: 40 хвилин 54 секунди"
        );
        assert_eq!(line("Variant", "fischerandom"), "Різновид: Chess960");
        assert_eq!(
            line("GameStartTime", "2019-01-14T06:46:35.929 PST"),
            "Початок партії: 2019-01-14T06:46:35.929 PST"
        );
        let ru = Locale::new(Lang::Ru);
        assert_eq!(
            tag_line(&ru, ("TimeControl", "900+5"), variant).unwrap(),
            "Контроль времени: 15 минут на партию, плюс 5 секунд за каждый ход, начиная с первого"
        );
    }
}
