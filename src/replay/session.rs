//! The replay session: one PGN file, its index, the game being replayed and the place in
//! it. Each command line becomes utterances (one line each); plain mode prints them and
//! the full screen shows and logs them, so both front ends share this logic.

use std::fs::File;
use std::path::{Path, PathBuf};

use fluent_bundle::FluentArgs;
use shakmaty::{Color, File as BoardFile, Position, Rank, Square};

use super::cursor::Cursor;
use super::filter::{Field, Filter};
use super::index::{GameInfo, GameKind, Index};
use super::places::{Place, Places};
use super::side_word;
use super::tree::{GameTree, LoadError, NodeId, Stop, load, load_at};
use super::words::{comment_words, nag_words};
use crate::announce::Announcer;
use crate::i18n::Locale;

/// How long `list` waits for the index before it says how far indexing has come.
const PROGRESS_AFTER: std::time::Duration = std::time::Duration::from_millis(500);

/// How many games `list` and `more` say at a time.
pub const PAGE: usize = 10;

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

/// A replay session over one PGN file.
#[derive(Debug)]
pub struct Session {
    path: PathBuf,
    index: Index,
    announcer: Announcer,
    game: Option<Loaded>,
    filter: Filter,
    listed: usize,
    places: Places,
}

impl Session {
    /// Opens `path`: starts indexing it in the background and loads game `game` (default:
    /// the remembered place, else game 1). Game 1 is read straight from the file start,
    /// without waiting for the index. Returns the session and its opening utterances.
    pub fn open(
        path: &Path,
        game: Option<usize>,
        announcer: Announcer,
        data_dir: &Path,
    ) -> Result<(Session, Vec<String>), String> {
        let locale = announcer.locale();
        let index = Index::open(path).map_err(|e| {
            let mut fa = FluentArgs::new();
            fa.set("file", path.display().to_string());
            fa.set("reason", e.to_string());
            locale.format("check-unreadable", Some(&fa))
        })?;
        let places = Places::load(data_dir);
        let remembered = places.get(path).cloned();
        let mut session = Session {
            path: path.to_owned(),
            index,
            announcer,
            game: None,
            filter: Filter::default(),
            listed: 0,
            places,
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
            Err(message) if game.is_some() => return Err(message),
            Err(message) => {
                // The remembered place no longer fits the file: start at game 1.
                lines.push(message);
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
        self.announcer.locale()
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

    /// Runs one command line.
    pub fn handle(&mut self, line: &str) -> Reply {
        let line = line.trim();
        let mut words = line.split_whitespace();
        let command = words.next().unwrap_or("").to_lowercase();
        let rest: Vec<&str> = words.collect();
        let arg = rest.join(" ");
        let lines = match command.as_str() {
            "" | "n" | "next" => self.step(Step::Next),
            "p" | "prev" | "previous" | "b" => self.step(Step::Prev),
            "start" | "first" | "home" => self.step(Step::Start),
            "end" | "last" => self.step(Step::End),
            "go" | "move" => self.go(&arg),
            "var" | "v" | "variation" => self.enter(&arg),
            "up" | "back" | "leave" => self.step(Step::Leave),
            "comment" | "c" => self.comment(),
            "where" | "w" => self.say_here(),
            "info" | "tags" | "i" => self.info(),
            "list" | "l" => {
                self.listed = 0;
                self.list()
            }
            "more" | "m" => self.list(),
            "filter" | "f" => self.filter(&rest),
            "game" | "g" => self.open_game(&arg),
            "pieces" => self.pieces(&arg),
            "scan" => self.scan(&arg),
            "square" | "sq" => self.square(&arg),
            "progress" => vec![self.progress_line()],
            "help" | "h" | "?" => vec![self.locale().text("replay-help")],
            "quit" | "q" | "exit" => {
                return Reply {
                    lines: self.save_place().err().into_iter().collect(),
                    quit: true,
                };
            }
            _ => {
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

    fn load_game(&mut self, number: usize) -> Result<(), String> {
        let locale = self.locale();
        let mut fa = FluentArgs::new();
        fa.set("number", number);
        let result = if number == 1 {
            File::open(&self.path).map_err(LoadError::Io).and_then(load)
        } else {
            match self.index.wait_for(number) {
                Some(info) => File::open(&self.path)
                    .map_err(LoadError::Io)
                    .and_then(|f| load_at(f, info.offset)),
                None => {
                    fa.set("count", self.index.progress().games);
                    return Err(locale.format("replay-no-such-game", Some(&fa)));
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
                    other => other.to_string(),
                };
                fa.set("reason", reason);
                Err(locale.format("replay-game-refused", Some(&fa)))
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
            result: loaded.tree.tag("Result").unwrap_or("").into(),
            eco: loaded.tree.tag("ECO").unwrap_or("").into(),
            ..GameInfo::default()
        };
        let plies = loaded.tree.mainline().len() - 1;
        let mut fa = FluentArgs::new();
        fa.set("moves", plies.div_ceil(2));
        let mut lines = vec![
            game_line(self.locale(), loaded.number, &info),
            self.locale().format("replay-opened", Some(&fa)),
        ];
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
            let mut lines = Vec::new();
            if step == Step::Leave {
                lines.push(self.locale().text("replay-left-variation"));
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

    fn go(&mut self, arg: &str) -> Vec<String> {
        let mut parts = arg.split_whitespace();
        let number = parts
            .next()
            .and_then(|n| n.trim_end_matches('.').parse::<u32>().ok());
        let side = match parts.next().map(str::to_lowercase).as_deref() {
            Some("black" | "b" | "schwarz" | "s") => Color::Black,
            _ => Color::White,
        };
        let Some(number) = number else {
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

    fn enter(&mut self, arg: &str) -> Vec<String> {
        let k = if arg.is_empty() {
            Some(1)
        } else {
            arg.parse().ok()
        };
        let Some(loaded) = self.game.as_mut() else {
            return vec![self.locale().text("replay-no-game")];
        };
        match k.and_then(|k| loaded.cursor.enter(&loaded.tree, k)) {
            Some(_) => {
                let mut lines = vec![self.locale().text("replay-entered-variation")];
                lines.extend(self.say_here());
                lines
            }
            None => vec![self.locale().text("replay-no-variation")],
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
        match move_words(&self.announcer, tree, at) {
            Some(words) => {
                let glyphs: Vec<String> = node.nags.iter().map(|&n| nag_words(locale, n)).collect();
                if glyphs.is_empty() {
                    lines.push(words);
                } else {
                    lines.push(format!("{words}, {}", glyphs.join(", ")));
                }
                lines.extend(self.comment_lines(&node.comments));
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
                .filter_map(|&v| move_words(&self.announcer, tree, v))
                .collect();
            let mut fa = FluentArgs::new();
            fa.set("count", variations.len());
            fa.set("moves", list.join("; "));
            lines.push(locale.format("replay-variations-here", Some(&fa)));
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
            result_words(locale, loaded.tree.tag("Result").unwrap_or("*")),
        );
        locale.format("replay-game-over", Some(&fa))
    }

    fn comment_lines(&self, comments: &[String]) -> Vec<String> {
        comments
            .iter()
            .map(|c| comment_words(self.locale(), c))
            .filter(|c| !c.is_empty())
            .map(|c| {
                let mut fa = FluentArgs::new();
                fa.set("text", c);
                self.locale().format("replay-comment", Some(&fa))
            })
            .collect()
    }

    fn comment(&self) -> Vec<String> {
        let Some(loaded) = &self.game else {
            return vec![self.locale().text("replay-no-game")];
        };
        let lines = self.comment_lines(&loaded.tree.nodes[loaded.cursor.at].comments);
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
                    self.filter.set(field, &value.join(" "));
                    self.listed = 0;
                    self.list()
                }
                None => vec![self.locale().text("replay-filter-usage")],
            },
            _ => vec![self.locale().text("replay-filter-usage")],
        }
    }

    fn open_game(&mut self, arg: &str) -> Vec<String> {
        match arg.trim().parse::<usize>() {
            Ok(number) if number > 0 => match self.load_game(number) {
                Ok(()) => self.game_intro(),
                Err(message) => vec![message],
            },
            _ => vec![self.locale().text("replay-game-usage")],
        }
    }

    fn position(&self) -> Option<&shakmaty::Chess> {
        self.game.as_ref().map(|g| &g.tree.nodes[g.cursor.at].pos)
    }

    fn pieces(&self, arg: &str) -> Vec<String> {
        let Some(pos) = self.position() else {
            return vec![self.locale().text("replay-no-game")];
        };
        let colors: &[Color] = match arg.trim().to_lowercase().as_str() {
            "white" | "w" => &[Color::White],
            "black" | "b" => &[Color::Black],
            _ => &[Color::White, Color::Black],
        };
        colors
            .iter()
            .map(|&c| self.announcer.pieces(pos, c))
            .collect()
    }

    fn scan(&self, arg: &str) -> Vec<String> {
        let Some(pos) = self.position() else {
            return vec![self.locale().text("replay-no-game")];
        };
        let arg = arg.trim().to_lowercase();
        let mut chars = arg.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if ('a'..='h').contains(&c) => {
                vec![
                    self.announcer
                        .scan_file(pos, BoardFile::from_char(c).unwrap_or(BoardFile::A)),
                ]
            }
            (Some(c), None) if ('1'..='8').contains(&c) => {
                vec![
                    self.announcer
                        .scan_rank(pos, Rank::from_char(c).unwrap_or(Rank::First)),
                ]
            }
            _ => vec![self.locale().text("replay-scan-usage")],
        }
    }

    fn square(&self, arg: &str) -> Vec<String> {
        let Some(pos) = self.position() else {
            return vec![self.locale().text("replay-no-game")];
        };
        match Square::from_ascii(arg.trim().to_lowercase().as_bytes()) {
            Ok(square) => vec![self.announcer.square_contents(pos, square)],
            Err(_) => vec![self.locale().text("replay-square-usage")],
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Next,
    Prev,
    Start,
    End,
    Leave,
}

/// "12, White: Springer Felix drei" for the move that leads to node `id`.
pub fn move_words(announcer: &Announcer, tree: &GameTree, id: NodeId) -> Option<String> {
    let node = tree.nodes.get(id)?;
    let before = &tree.nodes.get(node.parent?)?.pos;
    let mv = node.mv?;
    let locale = announcer.locale();
    let mut fa = FluentArgs::new();
    fa.set("number", before.fullmoves().get());
    fa.set("side", side_word(locale, before.turn()));
    fa.set("move", announcer.move_text(before, mv));
    Some(locale.format("replay-move", Some(&fa)))
}

/// A result tag in words ("White won", "draw").
pub fn result_words(locale: &Locale, result: &str) -> String {
    locale.text(match result {
        "1-0" => "replay-result-white",
        "0-1" => "replay-result-black",
        "1/2-1/2" | "½-½" => "replay-result-draw",
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
