//! One pgn_reader visitor for every reader of PGN games ([`PgnGames`]): it does what they
//! share once — where a game starts when a header comes without movetext
//! ([`starts_game`]), the start tags ([`StartTags`]), the position of every line through
//! the variations, each SAN played (as written, or as forgiven, [`play_san`]), a word the
//! reader could not read, long comments joined — and hands what it read to a
//! [`GameSink`], which makes its own output of it (the index's header texts, replay's
//! tree, export's records and scoresheets, check's findings). The sink is a type
//! parameter, so each reader is its own monomorphized visitor.

use std::ops::ControlFlow;

use pgn_reader::{Nag, Outcome, RawComment, RawTag, SanPlus, Skip, Visitor};

use super::findings::Finding;
use super::line::{Forgiven, Pos, Step, play_san};
use super::pgn_source::{TagNames, starts_game, unread_token};
use super::start::StartTags;

/// What one reader of PGN games makes of what [`PgnGames`] reads.
pub(crate) trait GameSink {
    /// What the sink keeps of a game's tags (cloned only for a header held without
    /// movetext).
    type Tags: Default + Clone;
    /// What the sink keeps while a game's movetext is read.
    type Game;
    /// What reading a game gives.
    type Output;
    /// Whether the moves are played (the index only needs to know that movetext is there).
    const MOVES: bool = true;
    /// Whether variations are read (else skipped).
    const VARIATIONS: bool = true;
    /// Whether a word the reader could not read makes a game of its tags more than a
    /// header (`check` says no: such words alone are no movetext).
    const UNREAD_TOUCHES: bool = true;

    /// A new game starts (its first tag, or its movetext, is read next).
    fn new_game(&mut self) {}

    /// Notes the tag `name` of the game whose tags are `tags`; true when the sink took
    /// it for a field of its own, which is never a start tag (`[FEN]`, `[Variant]`).
    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> bool;

    /// A header held without movetext turned out to be a game of its own (`held`, with
    /// its start tags), as the next game's first tag showed.
    fn parted(&mut self, held: Tags<Self::Tags>) -> ControlFlow<Self::Output>;

    /// The movetext of the game whose tags are `start` and `tags` starts: the sink's
    /// state for it, and the position its moves start from (`None`: no move is played);
    /// breaking passes over the game.
    fn begin_movetext(
        &mut self,
        start: &StartTags,
        tags: Self::Tags,
    ) -> ControlFlow<Self::Output, (Self::Game, Option<Pos>)>;

    /// A move was read on a line still being played: what became of it. Breaking with
    /// [`Line::Stops`] passes over the rest of the line.
    fn moved(
        &mut self,
        game: &mut Self::Game,
        moved: Moved<'_>,
    ) -> ControlFlow<Self::Output, Line> {
        let _ = (game, moved);
        ControlFlow::Continue(Line::GoesOn)
    }

    /// A move was read on a line passed over (its moves are not played).
    fn dead_move(&mut self, game: &mut Self::Game) {
        let _ = game;
    }

    /// A word where a move stands that is no move (on a line still being played, from
    /// `at`, in a variation or not): whether the line stops there (else the word is
    /// passed over).
    fn unread(
        &mut self,
        game: &mut Self::Game,
        at: &Pos,
        variation: bool,
        word: &[u8],
    ) -> ControlFlow<Self::Output, Line> {
        let _ = (game, at, variation, word);
        ControlFlow::Continue(Line::Stops)
    }

    /// A comment on a line still being played, long ones joined.
    fn comment(&mut self, game: &mut Self::Game, text: &[u8]) {
        let _ = (game, text);
    }

    /// An annotation glyph on a line still being played.
    fn nag(&mut self, game: &mut Self::Game, nag: Nag) {
        let _ = (game, nag);
    }

    /// A variation opens right where the line it branches off starts, before any move
    /// of it (`((`): the position one move further back, if the sink keeps it (replay's
    /// tree does, as python-chess reads it); else the variation is passed over.
    fn rewind(&mut self, game: &mut Self::Game) -> Option<Pos> {
        let _ = game;
        None
    }

    /// A variation opens (`alive`: whether its moves are played).
    fn begin_variation(&mut self, game: &mut Self::Game, alive: bool) {
        let _ = (game, alive);
    }

    /// The variation opened last closes.
    fn end_variation(&mut self, game: &mut Self::Game) {
        let _ = game;
    }

    /// A `)` that closes no variation, on a line still being played (at `at`).
    fn stray_close(&mut self, game: &mut Self::Game, at: &Pos) {
        let _ = (game, at);
    }

    /// The result after the moves.
    fn outcome(&mut self, game: &mut Self::Game, outcome: Outcome) {
        let _ = (game, outcome);
    }

    /// The game ends after movetext (moves, comments, glyphs or a result).
    fn end_game(&mut self, game: Self::Game, end: GameEnd<'_>) -> Self::Output;

    /// The game ends with tags only (at its start position `end`): `Ok` holds its tags
    /// for the next game's first tag to decide ([`starts_game`]) and gives the output,
    /// `Err` gives the output alone.
    fn tags_only(
        &mut self,
        game: Self::Game,
        end: Option<&Pos>,
    ) -> Result<(Self::Tags, Self::Output), Self::Output>;
}

/// How a game's movetext ends.
pub(crate) struct GameEnd<'a> {
    /// Where its main line stands (`None` when it was passed over).
    pub main: Option<&'a Pos>,
    /// Whether a variation was left open.
    pub unclosed: bool,
}

/// A game's tags as [`PgnGames`] reads them: the start tags, and the sink's own.
#[derive(Debug, Clone, Default)]
pub(crate) struct Tags<T> {
    /// The `[FEN]` and `[Variant]` tags.
    pub start: StartTags,
    /// What the sink keeps.
    pub own: T,
}

/// Whether a line goes on after a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Line {
    /// Its next move is played.
    GoesOn,
    /// The rest of it is passed over.
    Stops,
}

/// A move read, and what became of it.
pub(crate) struct Moved<'a> {
    /// The move as written.
    pub written: &'a SanPlus,
    /// The position it was played in.
    pub before: &'a Pos,
    /// Whether it stands in a variation.
    pub variation: bool,
    /// What became of it.
    pub step: MoveStep<'a>,
}

/// What became of a move read.
pub(crate) enum MoveStep<'a> {
    /// Played (as written, or as forgiven: a UCI move, a wrong capture mark), to `after`.
    Played {
        /// The move.
        mv: shakmaty::Move,
        /// The position after it.
        after: &'a Pos,
        /// How it was read when not as written, and its SAN then.
        forgiven: Option<(Forgiven, String)>,
    },
    /// A null move: the side to move passes, to `after` (`None` when it cannot: the
    /// rest of the line is passed over).
    Passed(Option<&'a Pos>),
    /// Not played (illegal, ambiguous, a promotion without its piece): the rest of the
    /// line is passed over.
    Failed(Finding),
}

/// One line of play (the main line or a variation): its position (`None` once it is
/// passed over) and the one before its last move, which a variation after it starts from.
#[derive(Clone, Default)]
struct Play {
    pos: Option<Pos>,
    prev: Option<Pos>,
}

/// What [`PgnGames`] hands through pgn_reader while a game's movetext is read (the
/// lines played are the visitor's own, kept from game to game).
pub(crate) struct Movetext<G> {
    /// The game's start tags, held again if it has no movetext.
    start: StartTags,
    game: G,
}

/// The pgn_reader visitor every reader of PGN games reads through, handing what it reads
/// to `S`.
pub(crate) struct PgnGames<S: GameSink> {
    /// Where the output goes.
    pub sink: S,
    /// The tags of a game without movetext: after a stretch with neither tags nor
    /// movetext, what follows belongs to the same game; after a header (`held`), the
    /// next game's first tag decides ([`starts_game`]).
    pending: Option<Tags<S::Tags>>,
    /// Whether `pending` is a header without movetext, waiting for that decision.
    held: bool,
    /// Whether the game's header has any tag.
    named: bool,
    /// The names of the tags of the game being read (one buffer, kept from game to game).
    header: TagNames,
    /// The line being played, and the ones a variation branched off, innermost last.
    line: Play,
    stack: Vec<Play>,
    /// Whether a move, a comment, a glyph, a variation or a result of the game was read.
    touched: bool,
    /// The text of a comment longer than the reader's buffer, read so far.
    partial: Vec<u8>,
}

impl<S: GameSink> PgnGames<S> {
    /// A visitor handing what it reads to `sink`.
    pub fn new(sink: S) -> PgnGames<S> {
        PgnGames {
            sink,
            pending: None,
            held: false,
            named: false,
            header: TagNames::default(),
            line: Play::default(),
            stack: Vec::new(),
            touched: false,
            partial: Vec::new(),
        }
    }

    /// The header held without movetext, once the game being read broke before the
    /// next game's first tag decided: a game of its own.
    pub fn take_held(&mut self) -> Option<Tags<S::Tags>> {
        if std::mem::take(&mut self.held) {
            self.pending.take()
        } else {
            None
        }
    }

    /// The tags of the last game, read without movetext, at the end of the input.
    pub fn take_pending(&mut self) -> Option<Tags<S::Tags>> {
        self.held = false;
        self.pending.take()
    }

    /// Whether a header without movetext is held for the next game's first tag to decide.
    pub fn held(&self) -> bool {
        self.held
    }

    /// Whether the next game's reading depends on what was read so far (tags of a game
    /// without movetext), so a part of a file cut here cannot be read on its own.
    pub fn carries_over(&self) -> bool {
        self.pending.is_some()
    }
}

impl<S: GameSink> Visitor for PgnGames<S> {
    type Tags = Tags<S::Tags>;
    type Movetext = Movetext<S::Game>;
    type Output = S::Output;

    fn begin_tags(&mut self) -> ControlFlow<S::Output, Self::Tags> {
        let tags = if self.held {
            // Kept until decided, in case the next game is broken before its first tag.
            self.pending.clone()
        } else {
            self.pending.take()
        };
        ControlFlow::Continue(tags.unwrap_or_else(|| {
            self.header.clear();
            self.named = false;
            self.sink.new_game();
            Tags::default()
        }))
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<S::Output> {
        if std::mem::take(&mut self.held) {
            // The first tag after a header held without moves: a new game, or more of it.
            let held = self.pending.take();
            if starts_game(&self.header, name) {
                self.header.clear();
                self.named = false;
                *tags = Tags::default();
                if let Some(held) = held {
                    self.sink.parted(held)?;
                }
            }
        }
        self.header.add(name);
        self.named = true;
        if !self.sink.tag(&mut tags.own, name, value) {
            tags.start.note(name, value.as_bytes());
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<S::Output, Self::Movetext> {
        self.held = false;
        self.pending = None;
        let (game, pos) = self.sink.begin_movetext(&tags.start, tags.own)?;
        self.line = Play { pos, prev: None };
        self.stack.clear();
        self.touched = false;
        self.partial.clear();
        ControlFlow::Continue(Movetext {
            start: tags.start,
            game,
        })
    }

    fn san(&mut self, m: &mut Self::Movetext, san: SanPlus) -> ControlFlow<S::Output> {
        self.touched = true;
        if !S::MOVES {
            return ControlFlow::Continue(());
        }
        let variation = !self.stack.is_empty();
        let Some(pos) = self.line.pos.as_mut() else {
            self.sink.dead_move(&mut m.game);
            return ControlFlow::Continue(());
        };
        let before = match &mut self.line.prev {
            Some(prev) => {
                prev.clone_from(pos);
                prev
            }
            none => none.insert(pos.clone()),
        };
        let (step, passed) = match play_san(pos, &san, variation) {
            Step::Played(mv) => (Some((mv, None)), None),
            Step::Forgiven(how, read, mv) => (Some((mv, Some((how, read)))), None),
            Step::Failed(Finding::NullMove(_)) => (None, Some(before.passed())),
            Step::Failed(finding) => {
                let moved = Moved {
                    written: &san,
                    before,
                    variation,
                    step: MoveStep::Failed(finding),
                };
                self.sink.moved(&mut m.game, moved)?;
                self.line = Play::default();
                return ControlFlow::Continue(());
            }
        };
        let step = match (step, &passed) {
            (Some((mv, forgiven)), _) => MoveStep::Played {
                mv,
                after: pos,
                forgiven,
            },
            (None, passed) => MoveStep::Passed(passed.as_ref().and_then(Option::as_ref)),
        };
        let moved = Moved {
            written: &san,
            before,
            variation,
            step,
        };
        let goes_on = self.sink.moved(&mut m.game, moved)?;
        if let Some(passed) = passed {
            self.line.pos = passed;
        }
        if goes_on == Line::Stops {
            self.line = Play::default();
        }
        ControlFlow::Continue(())
    }

    fn nag(&mut self, m: &mut Self::Movetext, nag: Nag) -> ControlFlow<S::Output> {
        self.touched = true;
        if S::MOVES && self.line.pos.is_some() {
            self.sink.nag(&mut m.game, nag);
        }
        ControlFlow::Continue(())
    }

    fn partial_comment(
        &mut self,
        _: &mut Self::Movetext,
        c: RawComment<'_>,
    ) -> ControlFlow<S::Output> {
        if S::MOVES {
            self.partial.extend_from_slice(c.as_bytes());
        }
        ControlFlow::Continue(())
    }

    fn comment(&mut self, m: &mut Self::Movetext, c: RawComment<'_>) -> ControlFlow<S::Output> {
        // Comments alone without tags (text between games) make no game: the comments
        // and what follows them are read as the next game.
        if !S::MOVES {
            self.touched |= self.named;
            return ControlFlow::Continue(());
        }
        // A word the PGN reader could not read as a move: the sink says whether the line
        // stops there, as at a move that is not legal.
        if let Some(word) = unread_token(c.as_bytes()) {
            if !self.named && !self.touched {
                // Text before a game (a title, a line like `#662`), no tag or move read
                // yet: no game, and no move of the game that follows.
                return ControlFlow::Continue(());
            }
            self.touched |= S::UNREAD_TOUCHES;
            let variation = !self.stack.is_empty();
            if let Some(pos) = self.line.pos.as_ref()
                && self.sink.unread(&mut m.game, pos, variation, word)? == Line::Stops
            {
                self.line = Play::default();
            }
            return ControlFlow::Continue(());
        }
        self.touched |= self.named;
        let alive = self.line.pos.is_some();
        if self.partial.is_empty() {
            if alive {
                self.sink.comment(&mut m.game, c.as_bytes());
            }
        } else {
            // The last part of a long comment: the whole text, from the buffer kept for it.
            self.partial.extend_from_slice(c.as_bytes());
            if alive {
                self.sink.comment(&mut m.game, &self.partial);
            }
            self.partial.clear();
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, m: &mut Self::Movetext) -> ControlFlow<S::Output, Skip> {
        self.touched = true;
        if !S::VARIATIONS {
            return ControlFlow::Continue(Skip(true));
        }
        let pos = match (&self.line.prev, &self.line.pos) {
            (Some(prev), _) => Some(prev.clone()),
            (None, Some(_)) if !self.stack.is_empty() => self.sink.rewind(&mut m.game),
            (None, _) => None,
        };
        let branch = Play { pos, prev: None };
        let alive = branch.pos.is_some();
        self.stack.push(std::mem::replace(&mut self.line, branch));
        self.sink.begin_variation(&mut m.game, alive);
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, m: &mut Self::Movetext) -> ControlFlow<S::Output> {
        match self.stack.pop() {
            Some(line) => {
                self.line = line;
                self.sink.end_variation(&mut m.game);
            }
            None => {
                if let Some(pos) = self.line.pos.as_ref() {
                    self.sink.stray_close(&mut m.game, pos);
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, m: &mut Self::Movetext, outcome: Outcome) -> ControlFlow<S::Output> {
        self.touched = true;
        self.sink.outcome(&mut m.game, outcome);
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, m: Self::Movetext) -> S::Output {
        let end = self.stack.first().unwrap_or(&self.line).pos.as_ref();
        if self.touched {
            let end = GameEnd {
                main: end,
                unclosed: !self.stack.is_empty(),
            };
            return self.sink.end_game(m.game, end);
        }
        match self.sink.tags_only(m.game, end) {
            Ok((own, output)) => {
                self.held = self.named;
                self.pending = Some(Tags {
                    start: m.start,
                    own,
                });
                output
            }
            Err(output) => output,
        }
    }
}
