//! The words of the game being played: moves announced and read back, the choice among
//! moves one input fitted, the pieces on the board. The session engine asks these of
//! [`GameWords`] and never of a game's announcer directly.

use hektor_draughts::notation::Resolved;

use super::{Board, GameMove, GamePosition, PieceKind, Rules, chess, draughts};
use crate::games::chess::notation::{Letters, MoveError, Parsed};
use crate::i18n::Locale;
use crate::msg;
use crate::notation::Choice;
use crate::replay::lines::ReplayWords;
use crate::terms::Player;
use crate::{
    announce::{AnnounceOptions, lexicon},
    games::chess::announce::Announcer,
};

/// What an input means as a move in the position: the move, a choice to ask, or why not.
#[derive(Debug, Clone, PartialEq)]
pub enum Reading {
    /// One legal move.
    Move(GameMove),
    /// One legal move, read with a less usual meaning of some of the input (a look-alike
    /// letter of the other alphabet, a capital file letter): the player hears that it was
    /// read so before it is announced.
    Unusual(GameMove),
    /// A pawn's promotion: which piece is to be asked.
    Promotion {
        /// The promotions.
        candidates: Vec<GameMove>,
        /// The sentence that says the piece is missing.
        sentence: String,
    },
    /// Several legal moves fit: which one is to be asked.
    Choice {
        /// The moves, in the order they are named.
        candidates: Vec<GameMove>,
        /// The sentence that says the input fitted several moves.
        sentence: String,
        /// Each candidate in words, to be numbered in the question.
        names: Vec<String>,
    },
    /// No legal move: the sentence that says why and what to do.
    Error(String),
}

/// A move as written in tournament mode, read without a position: the record's text of
/// what was typed and the same in the style's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenMove {
    /// The record's text (`Nf3`, `Qxd7+`, `Ng1f3`, `32-28`, `26x17x28`).
    pub text: String,
    /// The parts typed in the style's words, marked for speech ("Dame schlägt David
    /// sieben, Schach"): no more than was typed.
    pub words: String,
}

/// The chess move reader: text, read with the UI language's letters, to a legal move of
/// the position, or why not.
pub type MoveReader = fn(&chess::Chess, &str, Letters) -> Result<Parsed, MoveError>;

/// The words of one game in the UI language and the announcement style.
#[derive(Debug)]
pub enum GameWords {
    /// Chess: the announcer and the move reader.
    Chess(Announcer, MoveReader),
    /// Draughts: the draughts announcer, and the chess one for the UI language's
    /// sentences.
    Draughts(draughts::Announcer, Announcer),
    /// A registered game, which brings its own words, and the chess announcer for the
    /// UI language's sentences.
    Other(&'static dyn super::other::Game, Announcer),
}

impl GameWords {
    /// The words of `rules` with `options` (style, language).
    pub fn new(rules: Rules, options: AnnounceOptions) -> GameWords {
        GameWords::with_announcer(rules, Announcer::new(options).marking())
    }

    /// The words of `rules` around `announcer`, the UI language's (its options are the
    /// style and the language).
    pub fn with_announcer(rules: Rules, announcer: Announcer) -> GameWords {
        match rules {
            Rules::Chess => GameWords::Chess(announcer, crate::games::chess::notation::read_move),
            Rules::Draughts64 | Rules::Draughts100 => {
                let options = announcer.options();
                GameWords::Draughts(
                    draughts::Announcer::new(options.style, options.lang),
                    announcer,
                )
            }
            Rules::Other(game) => GameWords::Other(game, announcer),
        }
    }

    /// Whether the game's positions have names that replay says (chess's openings).
    pub fn names_openings(&self) -> bool {
        matches!(self, GameWords::Chess(..))
    }

    /// The UI language's messages.
    pub fn locale(&self) -> &Locale {
        self.announcer().locale()
    }

    /// Replaces the chess move reader (tests reach every branch of the cycle with it).
    pub fn with_move_reader(self, reader: MoveReader) -> GameWords {
        match self {
            GameWords::Chess(announcer, _) => GameWords::Chess(announcer, reader),
            other @ (GameWords::Draughts(..) | GameWords::Other(..)) => other,
        }
    }

    /// `mv` (legal in `board`) in words, marked for speech with the languages its words
    /// are in.
    pub fn move_text(&self, board: &Board, mv: &GameMove) -> String {
        match (self, board, mv) {
            (GameWords::Chess(announcer, _), Board::Chess(pos), GameMove::Chess(mv)) => {
                announcer.move_text(pos.chess(), *mv)
            }
            (GameWords::Draughts(words, _), Board::Draughts(pos), GameMove::Draughts(mv)) => {
                words.marked(pos.draughts().variant(), mv)
            }
            (GameWords::Other(game, announcer), Board::Other(board), GameMove::Other(key)) => {
                game.say_move(board.position(), key, announcer.locale().lang())
            }
            _ => board.notate(mv).text,
        }
    }

    /// `input` as a move written in tournament mode in a game of `rules`, read without
    /// any position (nothing is checked but that it is a move at all), or the sentence
    /// that says it is none and how to write one.
    pub fn read_written(&self, rules: Rules, input: &str) -> Result<WrittenMove, String> {
        match (self, rules.draughts()) {
            (GameWords::Chess(announcer, _), _) => {
                let letters = Letters::of(announcer.locale());
                match chess::notation::read_written(input, letters) {
                    Some(written) => Ok(WrittenMove {
                        text: written.san.to_string(),
                        words: announcer.render(&chess::announce::Announcement::written(
                            &written.san,
                            written.en_passant,
                        )),
                    }),
                    None => Err(announcer.error_sentence(
                        &chess::Chess::default(),
                        &MoveError::NotUnderstood {
                            input: input.to_owned(),
                        },
                    )),
                }
            }
            (GameWords::Draughts(words, announcer), Some(variant)) => {
                match draughts::read(variant, input) {
                    Ok(written) => Ok(WrittenMove {
                        text: written.record(variant),
                        words: words.marked_written(variant, &written),
                    }),
                    Err(error) => Err(draughts::read_error_sentence(
                        announcer.locale(),
                        variant,
                        input,
                        &error,
                    )),
                }
            }
            _ => Err(self.locale().text(msg::TOURNAMENT_OTHER_GAME)),
        }
    }

    /// What `input` means as a move in `board`.
    pub fn read(&self, board: &Board, input: &str) -> Reading {
        match (self, board) {
            (GameWords::Chess(announcer, reader), Board::Chess(pos)) => {
                read_chess(announcer, *reader, pos.chess(), input)
            }
            (GameWords::Draughts(words, announcer), Board::Draughts(pos)) => {
                read_draughts(words, announcer.locale(), pos.draughts(), input)
            }
            (GameWords::Other(game, announcer), Board::Other(board)) => {
                match game.read_move(board.position(), input, announcer.locale().lang()) {
                    Ok(key) => Reading::Move(GameMove::Other(key)),
                    Err(sentence) => Reading::Error(sentence),
                }
            }
            _ => Reading::Error(self.locale().text(msg::SESSION_EMPTY_LINE)),
        }
    }

    /// The one legal move of `board` that `text`, a move of a record kept as written
    /// (tournament mode, in the record's letters), fits, or why none does in words: chess
    /// read strictly as the record writes it (`games::chess::legal_written`), the other games as
    /// a typed move (a choice to ask is no move).
    pub fn legal_written(&self, board: &Board, text: &str) -> Result<GameMove, String> {
        if let (GameWords::Chess(announcer, _), Board::Chess(pos)) = (self, board) {
            return chess::legal_written::read(pos.chess(), text, announcer).map(GameMove::Chess);
        }
        match self.read(board, text) {
            Reading::Move(mv) | Reading::Unusual(mv) => Ok(mv),
            Reading::Promotion { sentence, .. }
            | Reading::Choice { sentence, .. }
            | Reading::Error(sentence) => Err(sentence),
        }
    }

    /// Which of `candidates` the answer `line` picks.
    pub fn choose(&self, board: &Board, candidates: &[GameMove], line: &str) -> Choice<GameMove> {
        match board {
            Board::Chess(pos) => {
                let moves = chess_moves(candidates);
                match crate::games::chess::notation::choose(pos.chess(), &moves, line) {
                    Choice::Picked(mv) => Choice::Picked(GameMove::Chess(mv)),
                    Choice::Unclear(moves) => {
                        Choice::Unclear(moves.into_iter().map(GameMove::Chess).collect())
                    }
                    Choice::NotAnAnswer => Choice::NotAnAnswer,
                }
            }
            Board::Draughts(pos) => choose_draughts(pos.draughts(), candidates, line),
            Board::Other(_) => Choice::NotAnAnswer,
        }
    }

    /// What tells `candidates` apart, as `session-choice-hint` names it (`$by`): chess's
    /// departure square, its file or rank (see
    /// [`departure_answers`](crate::games::chess::notation::departure_answers)); draughts'
    /// whole path.
    pub fn choice_answers(&self, board: &Board, candidates: &[GameMove]) -> &'static str {
        match board {
            Board::Chess(pos) => crate::games::chess::notation::departure_answers(
                pos.chess(),
                &chess_moves(candidates),
            ),
            Board::Draughts(_) | Board::Other(_) => "path",
        }
    }

    /// The choices `names` as the question lists them when each may be picked by its
    /// number: draughts' capture paths after their ordinals (`the first path: ...; the
    /// second path: ...`, since a number may be a square); `None` where the session
    /// numbers them (`1 for Bella eins, 2 for Felix drei`).
    pub fn labelled_choices(&self, names: &[String]) -> Option<String> {
        match self {
            GameWords::Draughts(_, announcer) => draughts::path_choices(announcer.locale(), names),
            GameWords::Chess(..) | GameWords::Other(..) => None,
        }
    }

    /// Whether the number of each of `candidates` (from 1) picks it: numbers are offered
    /// only then (in chess, `2` may also be the rank of another choice).
    pub fn numbers_pick(&self, board: &Board, candidates: &[GameMove]) -> bool {
        candidates.iter().enumerate().all(|(index, mv)| {
            let number = (index + 1).to_string();
            matches!(self.choose(board, candidates, &number), Choice::Picked(picked) if picked == *mv)
        })
    }

    /// The record's text of a move in the UI language's letters (`Bb5` is `Сb5` in
    /// Russian; draughts notation stays as written).
    pub fn local_record(&self, text: &str) -> String {
        match self {
            GameWords::Chess(announcer, _) => chess::local_san(announcer.locale(), text),
            GameWords::Draughts(..) | GameWords::Other(..) => text.to_owned(),
        }
    }

    /// The words of the UI language for the reason `text` a game's end was recorded with
    /// (a registered game's own reasons; chess's and draughts' are the arbiter's words,
    /// said as written).
    pub fn ending_words(&self, text: &str) -> String {
        match self {
            GameWords::Other(game, announcer) => game.say_ending(text, announcer.locale().lang()),
            GameWords::Chess(..) | GameWords::Draughts(..) => text.to_owned(),
        }
    }

    /// The pieces of `player` on `board`, of one kind or all; `None` when the game has no
    /// piece of that kind (a knight in draughts, a man in chess).
    pub fn pieces(&self, board: &Board, player: Player, kind: Option<PieceKind>) -> Option<String> {
        match (self, board) {
            (GameWords::Chess(announcer, _), Board::Chess(pos)) => {
                let color = chess::color_of(player);
                match kind {
                    Some(kind) => {
                        Some(announcer.pieces_of(pos.chess(), color, chess::role_of(kind)?))
                    }
                    None => Some(announcer.pieces(pos.chess(), color)),
                }
            }
            (GameWords::Draughts(words, announcer), Board::Draughts(pos)) => {
                let role = match kind {
                    None => None,
                    Some(PieceKind::Man | PieceKind::Pawn) => Some(hektor_draughts::Role::Man),
                    Some(PieceKind::King | PieceKind::Queen) => Some(hektor_draughts::Role::King),
                    Some(_) => return None,
                };
                Some(draughts::pieces_sentence(
                    words,
                    announcer.locale(),
                    pos.draughts(),
                    player,
                    role,
                ))
            }
            _ => None,
        }
    }

    /// The UI language's chess announcer (its sentences, the chess board's queries).
    pub fn announcer(&self) -> &Announcer {
        match self {
            GameWords::Chess(announcer, _)
            | GameWords::Draughts(_, announcer)
            | GameWords::Other(_, announcer) => announcer,
        }
    }

    /// The draughts announcer, when draughts is played.
    pub fn draughts(&self) -> Option<&draughts::Announcer> {
        match self {
            GameWords::Draughts(words, _) => Some(words),
            GameWords::Chess(..) | GameWords::Other(..) => None,
        }
    }

    /// The words of a draughts reconcile report: the draughts announcer, when draughts
    /// is played, and the UI language's messages.
    pub fn draughts_report(&self) -> draughts::reconcile::ReportWords {
        draughts::reconcile::ReportWords {
            announcer: self.draughts().cloned(),
            locale: crate::i18n::Locale::new(self.locale().lang()),
        }
    }

    /// The chess announcer (queries of the chess board), when chess is played.
    pub fn chess(&self) -> Option<&Announcer> {
        match self {
            GameWords::Chess(announcer, _) => Some(announcer),
            GameWords::Draughts(..) | GameWords::Other(..) => None,
        }
    }
}

/// A chess move read by `reader`, its errors and choices said by `announcer`.
fn read_chess(
    announcer: &Announcer,
    reader: MoveReader,
    pos: &chess::Chess,
    input: &str,
) -> Reading {
    match reader(pos, input, Letters::of(announcer.locale())) {
        Ok(Parsed { mv, unusual: false }) => Reading::Move(GameMove::Chess(mv)),
        Ok(Parsed { mv, unusual: true }) => Reading::Unusual(GameMove::Chess(mv)),
        Err(error @ MoveError::Ambiguous { .. }) if promotion(&error) => Reading::Promotion {
            sentence: announcer.error_sentence(pos, &error),
            candidates: match error {
                MoveError::Ambiguous { candidates, .. } => {
                    candidates.into_iter().map(GameMove::Chess).collect()
                }
                _ => Vec::new(),
            },
        },
        Err(MoveError::Ambiguous { input, candidates }) => {
            let names = announcer.choice_names(pos, &candidates);
            let error = MoveError::Ambiguous {
                input,
                candidates: candidates.clone(),
            };
            Reading::Choice {
                candidates: candidates.into_iter().map(GameMove::Chess).collect(),
                sentence: announcer.error_sentence(pos, &error),
                names,
            }
        }
        Err(error) => Reading::Error(announcer.error_sentence(pos, &error)),
    }
}

/// Whether `error` is a promotion without its piece.
fn promotion(error: &MoveError) -> bool {
    matches!(error, MoveError::Ambiguous { candidates, .. } if chess::is_promotion_choice(candidates))
}

/// A draughts move read from notation or words; several capture paths fitting are a
/// choice, named by path. A move written with the wrong mark (`f6:g5` for a step,
/// `30-39` for a capture) is the one legal move its squares fit, when there is one: the
/// read-back is the confirmation.
fn read_draughts(
    words: &draughts::Announcer,
    locale: &Locale,
    pos: &hektor_draughts::Position,
    input: &str,
) -> Reading {
    let variant = pos.variant();
    let legal = pos.legal_paths();
    match draughts::resolve(variant, input, &legal) {
        Ok(Resolved::Move(mv)) => Reading::Move(GameMove::Draughts(mv)),
        Ok(Resolved::Choice(moves)) => Reading::Choice {
            names: moves.iter().map(|mv| words.marked(variant, mv)).collect(),
            sentence: draughts::choice_sentence(locale, input),
            candidates: moves.into_iter().map(GameMove::Draughts).collect(),
        },
        Ok(Resolved::Unfit(unfit)) => match draughts::wrong_mark(&unfit) {
            Some(mv) => Reading::Move(GameMove::Draughts(mv)),
            None => Reading::Error(draughts::unfit_sentence(words, locale, pos, input, &unfit)),
        },
        Err(error) => Reading::Error(draughts::read_error_sentence(
            locale, variant, input, &error,
        )),
    }
}

/// The chess moves among `moves`.
fn chess_moves(moves: &[GameMove]) -> Vec<chess::Move> {
    moves
        .iter()
        .filter_map(|mv| match mv {
            GameMove::Chess(mv) => Some(*mv),
            GameMove::Draughts(_) | GameMove::Other(_) => None,
        })
        .collect()
}

/// The answer to "which path?": the number of the choice, in digits or words of any UI
/// language ("2", "two", "два", "zwei"), or the path written or said, capture word or not.
fn choose_draughts(
    pos: &hektor_draughts::Position,
    candidates: &[GameMove],
    line: &str,
) -> Choice<GameMove> {
    let text = line.trim();
    if let Some(number) = draughts::number(text).map(usize::from)
        && number <= candidates.len()
    {
        return match number.checked_sub(1).and_then(|i| candidates.get(i)) {
            Some(mv) => Choice::Picked(mv.clone()),
            None => Choice::Unclear(Vec::new()),
        };
    }
    let moves: Vec<hektor_draughts::Move> = candidates
        .iter()
        .filter_map(|mv| match mv {
            GameMove::Draughts(mv) => Some(mv.clone()),
            GameMove::Chess(_) | GameMove::Other(_) => None,
        })
        .collect();
    match draughts::pick(pos.variant(), text, &moves) {
        Ok(Resolved::Move(mv)) => Choice::Picked(GameMove::Draughts(mv)),
        Ok(Resolved::Choice(fitting)) => Choice::Unclear(
            candidates
                .iter()
                .filter(|mv| matches!(mv, GameMove::Draughts(mv) if fitting.contains(mv)))
                .cloned()
                .collect(),
        ),
        Ok(Resolved::Unfit(_)) | Err(_) => Choice::NotAnAnswer,
    }
}

/// A piece named as the answer to "which piece?" (see [`chess::promotion_piece`]).
pub fn promotion_piece(text: &str, ui: &Locale) -> Option<chess::Role> {
    chess::promotion_piece(text, ui, &lexicon::spoken_words())
}

/// Replay says the moves of any game's tree of boards in the game's words.
impl ReplayWords<Board> for GameWords {
    fn locale(&self) -> &Locale {
        GameWords::locale(self)
    }

    fn move_text(&self, before: &Board, mv: &GameMove) -> String {
        GameWords::move_text(self, before, mv)
    }

    fn is_capture(&self, mv: &GameMove) -> bool {
        mv.is_capture()
    }
}
