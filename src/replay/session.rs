//! The replay session: one PGN or PDN file, its index, the game being replayed and the place in
//! it. Each command line becomes utterances (one line each); plain mode prints them and
//! the full screen shows and logs them, so both front ends share this logic.

use std::fs::File;
use std::path::{Path, PathBuf};

use fluent_bundle::FluentArgs;

use super::cursor::Cursor;
use super::filter::{Field, Filter};
use super::index::{GameInfo, GameKind, Index};
use super::places::{Place, Places};
use super::side_word;
use super::study;
use super::tree::{Format, GameTree, LoadError, NodeId, Stop, load_at};
use super::words::{clock_seconds, comment_words, nag_words, seconds_words, split_long};
use crate::app::command::{Command, CommandSpec, Engine, Words, find, help_lines_of, player};
use crate::game::clock::Player;
use crate::games::chess::announce::Announcer;
use crate::games::chess::openings::{self, Openings};
use crate::games::words::GameWords;
use crate::games::{Board, GamePosition, Rules, chess, draughts};
use crate::i18n::Locale;
use crate::i18n::errors::io_sentence;

/// How long `list` waits for the index before it says how far indexing has come.
const PROGRESS_AFTER: std::time::Duration = std::time::Duration::from_millis(500);

/// How many games `list` and `more` say at a time.
pub const PAGE: usize = 10;

/// The longest line a comment is said in; longer comments are split at sentence ends
/// (or between words).
pub const COMMENT_LINE: usize = 500;

/// The annotation glyphs that mark a move as bad: mistake, blunder, dubious, worst.
const MISTAKES: [u8; 4] = [2, 4, 6, 9];

/// The game being replayed.
#[derive(Debug)]
pub struct Loaded {
    /// Its number in the file, from 1.
    pub number: usize,
    /// Its moves.
    pub tree: GameTree,
    /// The place in it.
    pub cursor: Cursor,
}

/// What a command produced.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// The utterances, one line each.
    pub lines: Vec<String>,
    /// True when the session should end.
    pub quit: bool,
}

/// A replay session over one PGN or PDN file.
#[derive(Debug)]
pub struct Session {
    path: PathBuf,
    format: Format,
    index: Index,
    /// The words of the file's game: chess, or draughts in the announcer's style.
    words: GameWords,
    game: Option<Loaded>,
    /// The number of the game last asked for (opened or refused), for `next game`.
    asked: usize,
    filter: Filter,
    listed: usize,
    places: Places,
    openings: Openings,
}

impl Session {
    /// Opens `path`: starts indexing it in the background and loads game `game` (default:
    /// the remembered place, else game 1). Game 1 is read straight from the file start,
    /// without waiting for the index. The names of `openings` are said where a line
    /// leaves them. A PDN file is replayed as draughts, said in the style of `announcer`
    /// and its language. Returns the session and its opening utterances.
    pub fn open(
        path: &Path,
        game: Option<usize>,
        announcer: Announcer,
        data_dir: &Path,
        openings: Openings,
    ) -> Result<(Session, Vec<String>), String> {
        let locale = announcer.locale();
        let format = Format::of(path).map_err(|e| io_sentence(locale, path, &e))?;
        let index = Index::open(path, format).map_err(|e| io_sentence(locale, path, &e))?;
        let places = Places::load(data_dir);
        let remembered = places.get(path).cloned();
        let words = match format {
            Format::Pgn => GameWords::Chess(announcer, crate::games::chess::notation::parse_move),
            Format::Pdn => {
                let options = announcer.options();
                GameWords::Draughts(
                    draughts::Announcer::new(options.style, options.lang),
                    announcer,
                )
            }
        };
        let mut session = Session {
            path: path.to_owned(),
            format,
            index,
            words,
            game: None,
            asked: 0,
            filter: Filter::default(),
            listed: 0,
            places,
            openings,
        };
        let (number, mut place) = match (game, remembered) {
            (Some(n), _) => (n, None),
            (None, Some(place)) => (place.game, Some(place)),
            (None, None) => (1, None),
        };
        let mut lines = Vec::new();
        if number == 0 {
            return Err(session.locale().text("replay-game-zero"));
        }
        match session.load_game(number) {
            Ok(()) => {}
            Err(GameError::Missing(message)) if game.is_some() => return Err(message),
            // A game hektor cannot play: say why; the session goes on (list, game N).
            Err(GameError::Refused(message)) if game.is_some() => lines.push(message),
            Err(error) => {
                // The remembered place no longer fits the file: start at game 1.
                lines.push(error.into_message());
                if number != 1 && session.load_game(1).is_ok() {
                    place = None;
                }
            }
        }
        if let (Some(place), Some(loaded)) = (place, session.game.as_mut()) {
            loaded.cursor = Cursor::from_path(&loaded.tree, &place.path);
        }
        lines.extend(session.game_intro());
        if session.game.as_ref().is_some_and(|g| g.cursor.at != 0) {
            lines.extend(session.say_here());
        }
        Ok((session, lines))
    }

    /// The UI language's messages.
    pub fn locale(&self) -> &Locale {
        self.words.locale()
    }

    /// The rules of the game being replayed (chess when none is loaded).
    pub fn rules(&self) -> Rules {
        self.position().map_or(Rules::Chess, Board::rules)
    }

    /// The game being replayed, if one is loaded.
    pub fn game(&self) -> Option<&Loaded> {
        self.game.as_ref()
    }

    /// The file's index.
    pub fn index(&self) -> &Index {
        &self.index
    }

    /// The numbers of the games the filter lets through (waits for the index).
    pub fn matching(&self) -> Vec<usize> {
        self.index.wait_done();
        self.index.with_games(|games| {
            games
                .iter()
                .enumerate()
                .filter(|(_, g)| self.filter.matches(g))
                .map(|(i, _)| i + 1)
                .collect()
        })
    }

    /// Remembers the current place for the next replay of this file.
    pub fn save_place(&mut self) -> Result<(), String> {
        let Some(loaded) = &self.game else {
            return Ok(());
        };
        let place = Place {
            game: loaded.number,
            path: loaded.cursor.path(&loaded.tree),
        };
        self.places.remember(&self.path, place).map_err(|e| {
            let mut fa = FluentArgs::new();
            fa.set("reason", e.to_string());
            self.locale().format("replay-place-not-saved", Some(&fa))
        })
    }

    /// Runs one command line. Its first words name a command of the one command table
    /// ([`COMMANDS`](crate::app::COMMANDS), the entries of [`Engine::Replay`]); an empty
    /// line is the next move.
    pub fn handle(&mut self, line: &str) -> Reply {
        let line = line.trim();
        let lower = line.to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let lines = match find(Engine::Replay, &words) {
            _ if words.is_empty() => self.step(Step::Next),
            Some((spec, name, taken)) => {
                let rest = words.get(taken..).unwrap_or_default();
                if spec.help_id == QUIT_HELP && rest.is_empty() {
                    return Reply {
                        lines: self.save_place().err().into_iter().collect(),
                        quit: true,
                    };
                }
                self.run(spec, name, rest).unwrap_or_else(|| {
                    let mut fa = FluentArgs::new();
                    fa.set("command", name.to_owned());
                    fa.set("extra", rest.join(" "));
                    vec![self.locale().format("replay-extra-words", Some(&fa))]
                })
            }
            None => {
                let mut fa = FluentArgs::new();
                fa.set("command", line.to_owned());
                vec![self.locale().format("replay-unknown-command", Some(&fa))]
            }
        };
        Reply {
            lines: lines.into_iter().filter(|l| !l.is_empty()).collect(),
            quit: false,
        }
    }

    /// Runs the command `spec`, named `name`, with the words after its name; `None` when
    /// it does not take them.
    fn run(&mut self, spec: &CommandSpec, name: &str, rest: &[&str]) -> Option<Vec<String>> {
        let seek = match rest {
            [target] => Seek::parse(target),
            _ => None,
        };
        Some(match (spec.help_id, rest) {
            ("replay-help-next", []) => self.step(Step::Next),
            ("replay-help-previous", []) => self.step(Step::Prev),
            ("replay-help-next", _) => self.seek(seek?, true),
            ("replay-help-previous", _) if seek.is_some() => self.seek(seek?, false),
            // Lichess's blind mode: `p N` lists the knights.
            ("replay-help-previous", _) if name == "p" => {
                let pieces = find(Engine::Replay, &["pieces"])?.0;
                match read_args(pieces, rest) {
                    Some(Command::PiecesOf(..) | Command::Pieces(Some(_))) => {
                        self.query(pieces, rest)
                    }
                    _ => return None,
                }
            }
            ("replay-help-start", []) => self.step(Step::Start),
            ("replay-help-end", []) => self.step(Step::End),
            ("replay-help-capture", []) => self.last_capture(),
            ("replay-help-go", _) => self.go(rest),
            ("replay-help-var", [] | [_]) => self.enter(rest.first().copied()),
            ("replay-help-up", []) => self.step(Step::Leave),
            ("replay-help-comment", []) => self.comment(),
            ("replay-help-where", []) => self.where_am_i(),
            ("replay-help-info", []) => self.info(),
            ("replay-help-list", []) => {
                self.listed = 0;
                self.list()
            }
            ("replay-help-more", []) => self.list(),
            ("replay-help-filter", _) => self.filter(rest),
            ("replay-help-game", _) => self.open_game(rest),
            ("replay-help-moves", _) => self.moves(rest),
            ("replay-help-attacks", _) => self.on_square(rest, study::SquareAid::Attacks),
            ("replay-help-legal", _) => self.on_square(rest, study::SquareAid::Legal),
            ("replay-help-material", []) => self.material(),
            ("replay-help-opening", []) => self.opening(),
            ("replay-help-progress", []) => vec![self.progress_line()],
            ("session-help-pieces" | "session-help-scan" | "session-help-square", _) => {
                self.query(spec, rest)
            }
            (_, _) if read_args(spec, rest) == Some(Command::Help) => {
                let rules = self.rules();
                let mut lines = help_lines_of(self.locale(), Engine::Replay, rules);
                lines.push(self.locale().text(if rules.is_chess() {
                    "replay-help-keys"
                } else {
                    "replay-help-keys-draughts"
                }));
                lines
            }
            _ => return None,
        })
    }

    fn load_game(&mut self, number: usize) -> Result<(), GameError> {
        self.asked = number;
        let locale = self.locale();
        let mut fa = FluentArgs::new();
        fa.set("number", number);
        let result = if number == 1 {
            File::open(&self.path)
                .map_err(LoadError::Io)
                .and_then(|f| load_at(f, 0, self.format))
        } else {
            match self.index.wait_for(number) {
                Some(info) => File::open(&self.path)
                    .map_err(LoadError::Io)
                    .and_then(|f| load_at(f, info.offset, self.format)),
                None => {
                    fa.set("count", self.index.progress().games);
                    return Err(GameError::Missing(
                        locale.format("replay-no-such-game", Some(&fa)),
                    ));
                }
            }
        };
        match result {
            Ok(tree) => {
                self.game = Some(Loaded {
                    number,
                    tree,
                    cursor: Cursor::default(),
                });
                Ok(())
            }
            Err(error) => {
                let reason = match &error {
                    LoadError::Start(start) => super::start_error_text(locale, start),
                    // The reader's line counts from the game's start: left unsaid.
                    LoadError::Pdn(error) => draughts::errors::pdn_phrase(locale, &error.kind),
                    LoadError::DraughtsFen(variant, error) => {
                        draughts::errors::fen_phrase(locale, *variant, error)
                    }
                    other => other.to_string(),
                };
                fa.set("reason", reason);
                Err(GameError::Refused(
                    locale.format("replay-game-refused", Some(&fa)),
                ))
            }
        }
    }

    /// The one-line description of the open game and how to go on.
    fn game_intro(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return Vec::new();
        };
        let info = GameInfo {
            white: loaded.tree.tag("White").unwrap_or("").into(),
            black: loaded.tree.tag("Black").unwrap_or("").into(),
            event: loaded.tree.tag("Event").unwrap_or("").into(),
            date: loaded.tree.tag("Date").unwrap_or("").into(),
            result: loaded.tree.result_written().unwrap_or("").into(),
            eco: loaded.tree.tag("ECO").unwrap_or("").into(),
            ..GameInfo::default()
        };
        let plies = loaded.tree.mainline().len() - 1;
        let mut fa = FluentArgs::new();
        fa.set("moves", plies.div_ceil(2));
        let mut lines = vec![game_line(self.locale(), loaded.number, &info)];
        lines.extend(self.summary(&loaded.tree));
        lines.push(self.locale().format("replay-opened", Some(&fa)));
        if let Some(first) = loaded.tree.nodes.first() {
            lines.extend(self.comment_lines(&first.comments));
        }
        lines
    }

    fn step(&mut self, step: Step) -> Vec<String> {
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text("replay-no-game")];
        };
        let tree = &loaded.tree;
        let cursor = &mut loaded.cursor;
        let depth = cursor.depth(tree);
        let moved = match step {
            Step::Next => cursor.next(tree).is_some(),
            Step::Prev => cursor.prev(tree),
            Step::Start => {
                cursor.start();
                true
            }
            Step::End => {
                cursor.end(tree);
                true
            }
            Step::Leave => cursor.leave(tree).is_some(),
        };
        if moved {
            let now = cursor.depth(tree);
            let mut lines = Vec::new();
            if step == Step::Leave {
                lines.push(self.locale().text("replay-left-variation"));
            } else if now < depth {
                let mut fa = FluentArgs::new();
                fa.set("depth", now);
                lines.push(self.locale().format("replay-back-in-line", Some(&fa)));
            }
            lines.extend(self.say_here());
            return lines;
        }
        let id = match step {
            Step::Next => self.end_words(),
            Step::Prev => "replay-at-start".to_owned(),
            _ => "replay-not-in-variation".to_owned(),
        };
        vec![self.locale().text(&id)]
    }

    /// The message id for "no next move": the end of the game, of a variation, or the
    /// place where a bad move stopped the reading.
    fn end_words(&self) -> String {
        let Some(loaded) = &self.game else {
            return "replay-no-game".to_owned();
        };
        if loaded.cursor.depth(&loaded.tree) > 0 {
            "replay-end-of-variation".to_owned()
        } else {
            "replay-end-of-game".to_owned()
        }
    }

    fn go(&mut self, rest: &[&str]) -> Vec<String> {
        let Some((number, side)) = go_target(rest) else {
            return vec![self.locale().text("replay-go-usage")];
        };
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text("replay-no-game")];
        };
        if loaded.cursor.go(&loaded.tree, number, side) {
            self.say_here()
        } else {
            let mut fa = FluentArgs::new();
            fa.set("number", number);
            vec![self.locale().format("replay-no-such-move", Some(&fa))]
        }
    }

    fn enter(&mut self, arg: Option<&str>) -> Vec<String> {
        let k = match arg {
            None => Some(1),
            Some(word) => word.parse().ok(),
        };
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text("replay-no-game")];
        };
        match k.and_then(|k| loaded.cursor.enter(&loaded.tree, k).map(|_| k)) {
            Some(k) => {
                let mut fa = FluentArgs::new();
                fa.set("number", k);
                fa.set("depth", loaded.cursor.depth(&loaded.tree));
                let (_, line, count) = loaded.cursor.variation(&loaded.tree).unwrap_or((0, 1, 1));
                fa.set("line", line);
                fa.set("count", count);
                let mut lines = vec![self.locale().format("replay-entered-variation", Some(&fa))];
                lines.extend(self.say_here());
                lines
            }
            None => vec![self.locale().text("replay-no-variation")],
        }
    }

    /// Next or previous line at the nearest branch, comment, mistake or game.
    fn seek(&mut self, target: Seek, forward: bool) -> Vec<String> {
        if target == Seek::Game {
            let next = if forward {
                self.asked + 1
            } else {
                self.asked.saturating_sub(1)
            };
            if next == 0 {
                return vec![self.locale().text("replay-game-zero")];
            }
            return self.open_number(next);
        }
        if target == Seek::Move {
            return self.step(if forward { Step::Next } else { Step::Prev });
        }
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text("replay-no-game")];
        };
        let tree = &loaded.tree;
        let cursor = &mut loaded.cursor;
        if target == Seek::Line {
            return match cursor.switch_line(tree, forward) {
                Some((line, count)) => {
                    let mut fa = FluentArgs::new();
                    fa.set("line", line);
                    fa.set("count", count);
                    let mut lines = vec![self.locale().format("replay-switched-line", Some(&fa))];
                    lines.extend(self.say_here());
                    lines
                }
                None => vec![self.locale().text(if forward {
                    "replay-no-next-line"
                } else {
                    "replay-no-previous-line"
                })],
            };
        }
        let wanted = |id: usize| {
            let node = &tree.nodes[id];
            match target {
                Seek::Comment => !node.comments.is_empty() || !node.lead.is_empty(),
                _ => node.nags.iter().any(|n| MISTAKES.contains(n)),
            }
        };
        let found = if forward {
            cursor.ahead(tree).find(|&id| wanted(id))
        } else {
            cursor
                .behind(tree)
                .skip(1)
                .find(|&id| wanted(id) && id != 0)
        };
        match found {
            Some(id) => {
                cursor.at = id;
                self.say_here()
            }
            None => {
                let id = match (target, forward) {
                    (Seek::Comment, true) => "replay-no-next-comment",
                    (Seek::Comment, false) => "replay-no-previous-comment",
                    (_, true) => "replay-no-next-mistake",
                    (_, false) => "replay-no-previous-mistake",
                };
                vec![self.locale().text(id)]
            }
        }
    }

    /// Says the current place: the last move played (with its glyphs), its comments, the
    /// variations that branch here, and the end of the game.
    fn say_here(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        let locale = self.locale();
        let tree = &loaded.tree;
        let at = loaded.cursor.at;
        let mut lines = Vec::new();
        let node = &tree.nodes[at];
        lines.extend(self.comment_lines(&node.lead));
        match move_words(&self.words, tree, at) {
            Some(words) => {
                let glyphs: Vec<String> = node.nags.iter().map(|&n| nag_words(locale, n)).collect();
                if glyphs.is_empty() {
                    lines.push(words);
                } else {
                    lines.push(format!("{words}, {}", glyphs.join(", ")));
                }
                lines.extend(self.comment_lines(&node.comments));
                lines.extend(self.time_used(tree, at));
                if let Some(name) = self.openings.left_at(tree, at) {
                    lines.push(self.opening_line(name));
                }
            }
            None => {
                let mut fa = FluentArgs::new();
                fa.set("side", side_word(locale, node.pos.turn()));
                lines.push(locale.format("replay-start-position", Some(&fa)));
            }
        }
        let variations = loaded.cursor.variations(tree);
        if !variations.is_empty() {
            let list: Vec<String> = variations
                .iter()
                .filter_map(|&v| move_words(&self.words, tree, v))
                .collect();
            let mut fa = FluentArgs::new();
            fa.set("count", variations.len());
            fa.set("moves", list.join("; "));
            lines.push(locale.format("replay-variations-here", Some(&fa)));
        }
        for dropped in &node.dropped {
            let mut fa = FluentArgs::new();
            fa.set("move", dropped.clone());
            lines.push(locale.format("replay-dropped-variation", Some(&fa)));
        }
        if node.children.is_empty() {
            lines.push(self.end_line(loaded));
        }
        lines
    }

    fn end_line(&self, loaded: &Loaded) -> String {
        let locale = self.locale();
        if loaded.cursor.depth(&loaded.tree) > 0 {
            return locale.text("replay-end-of-variation");
        }
        if let Some(Stop::BadMove { number, san }) = &loaded.tree.stop {
            let mut fa = FluentArgs::new();
            fa.set("number", *number);
            fa.set("move", san.clone());
            return locale.format("replay-stopped", Some(&fa));
        }
        let mut fa = FluentArgs::new();
        fa.set(
            "result",
            result_words(locale, loaded.tree.result_written().unwrap_or("*")),
        );
        locale.format("replay-game-over", Some(&fa))
    }

    /// The comments in words: "Comment: ..."; a long one goes on over further lines,
    /// split at sentence ends.
    fn comment_lines(&self, comments: &[String]) -> Vec<String> {
        let mut lines = Vec::new();
        for comment in comments {
            let words = comment_words(self.locale(), comment);
            for (i, part) in split_long(&words, COMMENT_LINE).into_iter().enumerate() {
                if i == 0 {
                    let mut fa = FluentArgs::new();
                    fa.set("text", part.to_owned());
                    lines.push(self.locale().format("replay-comment", Some(&fa)));
                } else {
                    lines.push(part.to_owned());
                }
            }
        }
        lines
    }

    /// The time the move leading to `at` took, from the `[%clk]` readings after it and
    /// after the same side's move before (plus the increment of the `TimeControl` tag).
    fn time_used(&self, tree: &GameTree, at: NodeId) -> Option<String> {
        let clock = |id: NodeId| {
            tree.nodes
                .get(id)?
                .comments
                .iter()
                .find_map(|c| clock_seconds(c))
        };
        let now = clock(at)?;
        let before = tree
            .nodes
            .get(at)?
            .parent
            .and_then(|p| tree.nodes.get(p)?.parent);
        let before = before.and_then(clock)?;
        let increment = tree
            .tag("TimeControl")
            .and_then(|tc| tc.rsplit_once('+'))
            .and_then(|(_, inc)| inc.trim().parse::<f64>().ok())
            .unwrap_or(0.0);
        let used = before + increment - now;
        if used < 0.0 {
            return None;
        }
        let mut fa = FluentArgs::new();
        fa.set("time", seconds_words(self.locale(), used)?);
        Some(self.locale().format("replay-time-spent", Some(&fa)))
    }

    /// `where`: the place (last move, comments, variations), then whose move it is, the
    /// place in the variations, and the material when it differs (in draughts: the men
    /// and kings of each side).
    fn where_am_i(&self) -> Vec<String> {
        let mut lines = self.say_here();
        let Some(loaded) = &self.game else {
            return lines;
        };
        let locale = self.locale();
        let tree = &loaded.tree;
        let pos = &tree.nodes[loaded.cursor.at].pos;
        let mut fa = FluentArgs::new();
        fa.set("side", side_word(locale, pos.turn()));
        fa.set("number", tree.next_number(loaded.cursor.at));
        let mut parts = vec![locale.format("replay-where-turn", Some(&fa))];
        let depth = loaded.cursor.depth(tree);
        if depth > 0 {
            let (_, line, count) = loaded.cursor.variation(tree).unwrap_or((0, 1, 1));
            let mut fa = FluentArgs::new();
            fa.set("depth", depth);
            fa.set("line", line);
            fa.set("count", count);
            parts.push(locale.format("replay-where-variation", Some(&fa)));
        }
        match (pos, self.words.chess()) {
            (Board::Chess(pos), Some(announcer)) => {
                let (white, black) = study::material_points(pos);
                if white != black {
                    parts.push(study::material(announcer, pos));
                }
            }
            (Board::Draughts(pos), _) => {
                let white = pos.count(hektor_draughts::Color::White);
                if white != pos.count(hektor_draughts::Color::Black) {
                    parts.push(study::draughts_material(locale, pos));
                }
            }
            (Board::Chess(_), None) => {}
        }
        lines.push(parts.join(" "));
        // Unless the place itself is where the named lines are left (said above).
        if self.openings.left_at(tree, loaded.cursor.at).is_none() {
            lines.extend(
                self.openings
                    .reached(tree, loaded.cursor.at)
                    .map(|name| self.opening_line(name)),
            );
        }
        lines
    }

    /// `opening`: the name of the deepest named position on the way here.
    fn opening(&self) -> Vec<String> {
        if self.words.chess().is_none() {
            return vec![self.locale().text("session-chess-only")];
        }
        if self.openings.is_empty() {
            return vec![self.openings.missing_sentence(self.locale())];
        }
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        match self.openings.reached(&loaded.tree, loaded.cursor.at) {
            Some(name) => vec![self.opening_line(name)],
            None => vec![self.locale().text("replay-opening-unnamed")],
        }
    }

    /// "Opening: Sicilian Defense, Najdorf Variation." in the UI language.
    fn opening_line(&self, name: &str) -> String {
        let mut fa = FluentArgs::new();
        fa.set("opening", openings::spoken(self.locale(), name));
        self.locale().format("replay-opening", Some(&fa))
    }

    /// Ratings and opening of a game, when its tags give them.
    fn summary(&self, tree: &GameTree) -> Vec<String> {
        let locale = self.locale();
        let known = |name: &str| {
            tree.tag(name)
                .map(str::trim)
                .filter(|v| !v.is_empty() && *v != "?" && *v != "-")
        };
        let mut lines = Vec::new();
        if let (Some(white), Some(black)) = (known("WhiteElo"), known("BlackElo")) {
            let mut fa = FluentArgs::new();
            fa.set("white", white.to_owned());
            fa.set("black", black.to_owned());
            lines.push(locale.format("replay-ratings", Some(&fa)));
        }
        // The name of the deepest named position of the main line, else the tags'.
        let named = self
            .openings
            .of_main_line(tree)
            .map(|name| openings::spoken(locale, name));
        let opening: Vec<&str> = match &named {
            Some(name) => vec![known("ECO"), Some(name.as_str())],
            None => vec![known("ECO"), known("Opening"), known("Variation")],
        }
        .into_iter()
        .flatten()
        .collect();
        if !opening.is_empty() {
            let mut fa = FluentArgs::new();
            fa.set("opening", opening.join(", "));
            lines.push(locale.format("replay-opening", Some(&fa)));
        }
        lines
    }

    fn comment(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        let node = &loaded.tree.nodes[loaded.cursor.at];
        let mut lines = self.comment_lines(&node.lead);
        lines.extend(self.comment_lines(&node.comments));
        if lines.is_empty() {
            vec![self.locale().text("replay-no-comment")]
        } else {
            lines
        }
    }

    fn info(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        let mut lines = self.game_intro();
        lines.truncate(1);
        lines.extend(
            loaded
                .tree
                .tags
                .iter()
                .map(|(name, value)| format!("{name}: {value}")),
        );
        lines
    }

    fn list(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        // A small file is indexed at once; only a long wait is worth a progress sentence.
        if !self.index.wait_done_for(PROGRESS_AFTER).done {
            lines.push(self.progress_line());
        }
        let matching = self.matching();
        let locale = self.locale();
        let mut fa = FluentArgs::new();
        fa.set("count", matching.len());
        if self.listed == 0 {
            let conditions: Vec<String> = self
                .filter
                .conditions()
                .iter()
                .map(|(field, value)| format!("{} {value}", field.word()))
                .collect();
            fa.set("filter", conditions.join(", "));
            lines.push(locale.format(
                if self.filter.is_empty() {
                    "replay-list-all"
                } else {
                    "replay-list-matching"
                },
                Some(&fa),
            ));
        }
        let page: Vec<String> = self.index.with_games(|games| {
            matching
                .iter()
                .skip(self.listed)
                .take(PAGE)
                .filter_map(|&n| Some(game_line(locale, n, games.get(n - 1)?)))
                .collect()
        });
        if page.is_empty() && self.listed > 0 {
            lines.push(locale.text("replay-list-end"));
        }
        let shown = page.len();
        lines.extend(page);
        self.listed += shown;
        if self.listed < matching.len() {
            lines.push(self.locale().text("replay-list-more"));
        }
        lines
    }

    fn filter(&mut self, rest: &[&str]) -> Vec<String> {
        match rest {
            [] => vec![self.locale().text("replay-filter-usage")],
            [word] if matches!(word.to_lowercase().as_str(), "clear" | "off" | "none") => {
                self.filter.clear();
                self.listed = 0;
                vec![self.locale().text("replay-filter-cleared")]
            }
            [field, value @ ..] if !value.is_empty() => match Field::parse(field) {
                Some(field) => {
                    self.filter.add(field, &value.join(" "));
                    self.listed = 0;
                    self.list()
                }
                None => vec![self.locale().text("replay-filter-usage")],
            },
            _ => vec![self.locale().text("replay-filter-usage")],
        }
    }

    /// `game 5`, `game +1`, `game -1`.
    fn open_game(&mut self, rest: &[&str]) -> Vec<String> {
        let number = match rest {
            [word] if word.starts_with('+') => word[1..]
                .parse::<usize>()
                .ok()
                .map(|n| self.asked.saturating_add(n)),
            [word] if word.starts_with('-') => word[1..]
                .parse::<usize>()
                .ok()
                .map(|n| self.asked.saturating_sub(n)),
            [word] => word.parse::<usize>().ok(),
            _ => None,
        };
        match number {
            Some(0) => vec![self.locale().text("replay-game-zero")],
            Some(number) => self.open_number(number),
            None => vec![self.locale().text("replay-game-usage")],
        }
    }

    fn open_number(&mut self, number: usize) -> Vec<String> {
        match self.load_game(number) {
            Ok(()) => self.game_intro(),
            Err(error) => vec![error.into_message()],
        }
    }

    fn position(&self) -> Option<&Board> {
        self.game.as_ref().map(|g| &g.tree.nodes[g.cursor.at].pos)
    }

    /// The board queries a game session has too (`pieces`, `scan`, `square`), read by
    /// their entries of the command table; diagonals are replay's alone. Scanning is
    /// chess's.
    fn query(&self, spec: &CommandSpec, rest: &[&str]) -> Vec<String> {
        let Some(board) = self.position() else {
            return vec![self.locale().text("replay-no-game")];
        };
        let sides = match &read_args(spec, rest) {
            Some(Command::Pieces(Some(side)) | Command::PiecesOf(Some(side), _)) => vec![*side],
            _ => vec![Player::White, Player::Black],
        };
        let chess = self.words.chess().zip(board.chess());
        match (read_args(spec, rest), chess) {
            (Some(Command::Pieces(_)), _) => sides
                .into_iter()
                .filter_map(|side| self.words.pieces(board, side, None))
                .collect(),
            (Some(Command::PiecesOf(_, kind)), _) => sides
                .into_iter()
                .map(|side| self.words.pieces(board, side, Some(kind)))
                .collect::<Option<Vec<String>>>()
                .unwrap_or_else(|| vec![self.locale().text("session-piece-not-in-game")]),
            (Some(Command::Square(name)), None) => match (&self.words, board) {
                (GameWords::Draughts(words, _), Board::Draughts(pos)) => {
                    vec![draughts::square_sentence(words, self.locale(), pos, name)]
                }
                _ => vec![self.locale().text("session-not-on-board")],
            },
            (
                Some(Command::ScanFile(_) | Command::ScanRank(_) | Command::ScanDiagonal(..)),
                None,
            ) => vec![self.locale().text("session-chess-only")],
            (Some(Command::ScanFile(file)), Some((a, pos))) => chess::file_of(file)
                .map(|file| vec![a.scan_file(pos, file)])
                .unwrap_or_else(|| vec![self.locale().text("replay-scan-usage")]),
            (Some(Command::ScanRank(rank)), Some((a, pos))) => chess::rank_of(rank)
                .map(|rank| vec![a.scan_rank(pos, rank)])
                .unwrap_or_else(|| vec![self.locale().text("replay-scan-usage")]),
            (Some(Command::ScanDiagonal(from, to)), Some((a, pos))) => chess::square(from)
                .zip(chess::square(to))
                .map(|(from, to)| vec![a.scan_diagonal(pos, from, to)])
                .unwrap_or_else(|| vec![self.locale().text("replay-scan-usage")]),
            (Some(Command::Square(square)), Some((a, pos))) => chess::square(square)
                .map(|square| vec![a.square_contents(pos, square)])
                .unwrap_or_else(|| vec![self.locale().text("session-not-on-board")]),
            _ => vec![self.locale().text(match (spec.help_id, chess) {
                ("session-help-pieces", Some(_)) => "replay-pieces-usage",
                ("session-help-pieces", None) => "replay-draughts-pieces-usage",
                ("session-help-scan", Some(_)) => "replay-scan-usage",
                ("session-help-scan", None) => "session-chess-only",
                (_, Some(_)) => "replay-square-usage",
                (_, None) => "replay-draughts-square-usage",
            })],
        }
    }

    /// A study aid about one square (`attacks e4`, `legal g1`); chess only.
    fn on_square(&self, rest: &[&str], aid: study::SquareAid) -> Vec<String> {
        let Some(board) = self.position() else {
            return vec![self.locale().text("replay-no-game")];
        };
        // The square is read as `square e4` reads it.
        let square = find(Engine::Replay, &["square"]).and_then(|(spec, ..)| read_args(spec, rest));
        let answer = match square {
            Some(Command::Square(name)) => study::on_square(&self.words, board, aid, name),
            _ if board.chess().is_none() => Err("session-chess-only"),
            _ => Err("replay-study-usage"),
        };
        vec![answer.unwrap_or_else(|id| self.locale().text(id))]
    }

    /// `material`: in pawns for chess; men and kings of each side for draughts.
    fn material(&self) -> Vec<String> {
        match (self.position(), self.words.chess()) {
            (Some(Board::Chess(pos)), Some(announcer)) => vec![study::material(announcer, pos)],
            (Some(Board::Draughts(pos)), _) => vec![study::draughts_material(self.locale(), pos)],
            (Some(_), None) => vec![self.locale().text("session-chess-only")],
            (None, _) => vec![self.locale().text("replay-no-game")],
        }
    }

    fn last_capture(&self) -> Vec<String> {
        match &self.game {
            Some(g) => vec![study::last_capture(&self.words, &g.tree, &g.cursor)],
            None => vec![self.locale().text("replay-no-game")],
        }
    }

    /// `moves 10-20`, `moves 12`: the moves of the current line in that range.
    fn moves(&self, rest: &[&str]) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        let range = match rest {
            [range] => match range.split_once('-') {
                Some((a, b)) => a.parse::<u32>().ok().zip(b.parse::<u32>().ok()),
                None => range.parse::<u32>().ok().map(|n| (n, n)),
            },
            [a, b] => a.parse::<u32>().ok().zip(b.parse::<u32>().ok()),
            _ => None,
        };
        let Some((from, to)) = range.filter(|(a, b)| a <= b) else {
            return vec![self.locale().text("replay-moves-usage")];
        };
        match study::moves_range(&self.words, &loaded.tree, &loaded.cursor, from, to) {
            Some(line) => vec![line],
            None => {
                let mut fa = FluentArgs::new();
                fa.set("from", from);
                fa.set("to", to);
                vec![self.locale().format("replay-moves-none", Some(&fa))]
            }
        }
    }

    /// How far indexing has come, as a sentence.
    pub fn progress_line(&self) -> String {
        let progress = self.index.progress();
        let mut fa = FluentArgs::new();
        fa.set("games", progress.games);
        fa.set("percent", progress.percent());
        if let Some(error) = &progress.error {
            fa.set("reason", error.clone());
            self.locale().format("replay-index-failed", Some(&fa))
        } else if progress.done {
            self.locale().format("replay-index-done", Some(&fa))
        } else {
            self.locale().format("replay-index-progress", Some(&fa))
        }
    }
}

/// Why a game could not be opened.
#[derive(Debug)]
enum GameError {
    /// The file has no game with that number.
    Missing(String),
    /// The game is there but cannot be replayed (a variant, a bad start position).
    Refused(String),
}

impl GameError {
    fn into_message(self) -> String {
        match self {
            GameError::Missing(message) | GameError::Refused(message) => message,
        }
    }
}

/// What `next X` and `previous X` look for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seek {
    Move,
    Line,
    Comment,
    Mistake,
    Game,
}

impl Seek {
    fn parse(word: &str) -> Option<Seek> {
        Some(match word {
            "move" => Seek::Move,
            "line" | "lines" | "l" | "branch" => Seek::Line,
            "comment" | "comments" | "c" => Seek::Comment,
            "mistake" | "mistakes" | "error" | "blunder" | "?" => Seek::Mistake,
            "game" | "games" | "g" => Seek::Game,
            _ => return None,
        })
    }
}

/// `go 12`, `go 12 black`, `go 12...`, `go 12.`: the move number and the side.
fn go_target(rest: &[&str]) -> Option<(u32, Player)> {
    let (first, side) = match rest {
        [first] => (*first, None),
        [first, side] => (*first, Some(*side)),
        _ => return None,
    };
    let (digits, black) = match first.strip_suffix("...") {
        Some(digits) => (digits, true),
        None => (first.trim_end_matches('.'), false),
    };
    let number = digits.parse::<u32>().ok()?;
    let side = match side {
        None if black => Player::Black,
        None => Player::White,
        // `s` (schwarz) is a side here only: elsewhere it is the German knight.
        Some(word) => match (player(word), word) {
            (Some(Player::Black), _) | (None, "s") if !black => Player::Black,
            (Some(Player::White), _) => Player::White,
            _ => return None,
        },
    };
    Some((number, side))
}

/// The help id of `quit`, which ends the session.
const QUIT_HELP: &str = "replay-help-quit";

/// The words after a shared command's name, read by its entry of the command table.
fn read_args(spec: &CommandSpec, rest: &[&str]) -> Option<Command> {
    (spec.parse)(&Words {
        name: spec.names.first().copied().unwrap_or_default(),
        args: rest,
        typed: rest,
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Next,
    Prev,
    Start,
    End,
    Leave,
}

/// "12, White: Springer Felix drei" for the move that leads to node `id`.
pub fn move_words(words: &GameWords, tree: &GameTree, id: NodeId) -> Option<String> {
    let node = tree.nodes.get(id)?;
    let before = &tree.nodes.get(node.parent?)?.pos;
    let mv = node.mv.as_ref()?;
    let locale = words.locale();
    let mut fa = FluentArgs::new();
    fa.set("number", node.number);
    fa.set("side", side_word(locale, before.turn()));
    fa.set("move", words.move_text(before, mv));
    Some(locale.format("replay-move", Some(&fa)))
}

/// A result tag in words ("White won", "draw").
pub fn result_words(locale: &Locale, result: &str) -> String {
    locale.text(match result {
        // Draughts-100 scores 2-0, 0-2 and 1-1.
        "1-0" | "2-0" => "replay-result-white",
        "0-1" | "0-2" => "replay-result-black",
        "1/2-1/2" | "½-½" | "1-1" => "replay-result-draw",
        _ => "replay-result-none",
    })
}

/// One line per game for screen readers: number, players, result, event, date.
pub fn game_line(locale: &Locale, number: usize, game: &GameInfo) -> String {
    let unknown = |s: &str| s.is_empty() || s == "?" || s == "-";
    let name = |s: &str| {
        if unknown(s) {
            locale.text("replay-unknown-player")
        } else {
            s.to_owned()
        }
    };
    let mut fa = FluentArgs::new();
    fa.set("number", number);
    fa.set("white", name(&game.white));
    fa.set("black", name(&game.black));
    let mut parts = vec![
        locale.format("replay-game-players", Some(&fa)),
        result_words(locale, &game.result),
    ];
    if !unknown(&game.event) {
        parts.push(game.event.to_string());
    }
    let date = game
        .date
        .split('.')
        .filter(|p| !p.contains('?') && !p.is_empty())
        .collect::<Vec<_>>()
        .join(".");
    if !date.is_empty() {
        parts.push(date);
    }
    match game.kind {
        GameKind::Standard => {}
        GameKind::Chess960 => parts.push(locale.text("replay-kind-chess960")),
        GameKind::Other => parts.push(locale.text("replay-kind-other")),
    }
    parts.join("; ")
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;
    use crate::announce::AnnounceOptions;
    use proptest::prelude::*;

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
            let (name, text) = if draughts {
                ("g.pdn", DRAUGHTS)
            } else {
                ("g.pgn", "1. e4 e5 (1... c5 {x} 2. Nf3) 2. Nf3 $24 *")
            };
            let file = dir.path().join(name);
            std::fs::write(&file, text).unwrap();
            let announcer = Announcer::new(AnnounceOptions::default());
            let (mut session, _) =
                Session::open(&file, None, announcer, dir.path(), Openings::default()).unwrap();
            for line in &lines {
                let reply = session.handle(line);
                prop_assert!(reply.quit || !reply.lines.is_empty(), "{line:?}");
            }
        }

        /// `go` reads move numbers with dots and sides, and nothing else.
        #[test]
        fn go_targets_are_read_without_panic(words in proptest::collection::vec("[0-9a-z.]{0,6}", 0..3)) {
            let words: Vec<&str> = words.iter().map(String::as_str).collect();
            let _ = go_target(&words);
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
            every_name_is_handled(name, text);
        }
    }

    fn every_name_is_handled(name: &str, text: &str) {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(name);
        std::fs::write(&file, text).unwrap();
        let announcer = Announcer::new(AnnounceOptions::default());
        let (mut session, _) =
            Session::open(&file, None, announcer, dir.path(), Openings::default()).unwrap();
        let entries = crate::app::COMMANDS
            .iter()
            .filter(|spec| spec.engines.contains(&Engine::Replay));
        for spec in entries {
            for name in spec.names {
                let reply = session.handle(name);
                let said = reply.lines.join(" ");
                assert!(reply.quit || !said.is_empty(), "{name}");
                assert!(!said.contains("does not take"), "{name}: {said}");
                assert!(!said.contains("Unknown command"), "{name}: {said}");
            }
        }
    }

    #[test]
    fn go_reads_black_moves_written_with_three_dots() {
        assert_eq!(go_target(&["12..."]), Some((12, Player::Black)));
        assert_eq!(go_target(&["12."]), Some((12, Player::White)));
        assert_eq!(go_target(&["12", "black"]), Some((12, Player::Black)));
        assert_eq!(go_target(&["12...", "black"]), None);
        assert_eq!(go_target(&["12", "red"]), None);
    }
}
