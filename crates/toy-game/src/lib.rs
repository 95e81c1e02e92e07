//! Tic-tac-toe, a toy third game for hektor, in one module over `hektor-game-core` alone:
//! the proof that a game hektor does not know is one implementation of
//! [`hektor_game_core::other::Game`] handed to the engine, with no change in any other
//! file and no chess or draughts code in sight. Its tests (`tests/`) play a plain-mode
//! session, replay, check and export a file of its games and reconcile its sheets
//! through hektor's runtime, engines and dispatch.
//!
//! White puts crosses, Black noughts, on the squares `a1` to `c3`; three in a row wins,
//! a full board is a draw. The game brings its own words (English and Ukrainian); the
//! engine's own sentences come from hektor's locales.
//!
//! A file of its games starts with the line `tic-tac-toe games`; each game is a block of
//! `Name: value` lines that starts with `White:`, its moves on a `Moves:` line, the result
//! after them.

use hektor_game_core::game::clock::Player;
use hektor_game_core::game::record::{GameResult, Termination};
use hektor_game_core::i18n::Lang;
use hektor_game_core::other::{Game, Position, Said, WrittenGame};
use hektor_game_core::position::{Ending, Notated};

/// The game, to be registered once with [`hektor_game_core::other::register`].
#[derive(Debug)]
pub struct TicTacToe;

/// The one value of the game, which [`register`] hands to hektor.
pub static TIC_TAC_TOE: TicTacToe = TicTacToe;

/// Makes tic-tac-toe known to hektor (`tic-tac-toe` rules, its files in replay).
pub fn register() {
    hektor_game_core::other::register(&TIC_TAC_TOE);
}

/// The first line of a file of tic-tac-toe games.
pub const FILE_HEADING: &str = "tic-tac-toe games";

/// The lines of three squares that win.
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// Why a game ended with a line: the record's words, said in the UI language.
const THREE_IN_A_ROW: &str = "three in a row";

/// Why a game ended in a draw.
const FULL: &str = "the board is full";

/// A position: the nine squares (`a1`, `b1`, `c1`, `a2`... ) and the side to move.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Grid {
    cells: [Option<Player>; 9],
    turn: Player,
}

/// The square named `text` (`b2`, `B2`), as an index of [`Grid::cells`].
fn square(text: &str) -> Option<usize> {
    let mut chars = text.trim().chars();
    let file = match chars.next()?.to_ascii_lowercase() {
        'a' => 0,
        'b' => 1,
        'c' => 2,
        _ => return None,
    };
    let rank = match (chars.next()?, chars.next()) {
        ('1', None) => 0,
        ('2', None) => 1,
        ('3', None) => 2,
        _ => return None,
    };
    Some(rank * 3 + file)
}

/// The name of square `index`.
fn name(index: usize) -> String {
    let file = char::from(b"abc"[index % 3]);
    format!("{file}{}", index / 3 + 1)
}

impl Grid {
    fn winner(&self) -> Option<Player> {
        LINES.iter().find_map(|line| {
            let [a, b, c] = line.map(|i| self.cells[i]);
            (a.is_some() && a == b && b == c).then_some(a).flatten()
        })
    }

    fn full(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }
}

impl Position for Grid {
    fn clone_box(&self) -> Box<dyn Position> {
        Box::new(self.clone())
    }

    fn turn(&self) -> Player {
        self.turn
    }

    fn legal_moves(&self) -> Vec<String> {
        if self.winner().is_some() {
            return Vec::new();
        }
        (0..9)
            .filter(|&i| self.cells[i].is_none())
            .map(name)
            .collect()
    }

    fn play(&self, key: &str) -> Option<Box<dyn Position>> {
        let at = square(key)?;
        if self.cells[at].is_some() || self.winner().is_some() {
            return None;
        }
        let mut next = self.clone();
        next.cells[at] = Some(self.turn);
        next.turn = self.turn.other();
        Some(Box::new(next))
    }

    fn notate(&self, key: &str) -> Notated {
        Notated {
            text: key.to_owned(),
            key: key.to_owned(),
            check: false,
        }
    }

    fn setup_text(&self) -> String {
        let cells: String = self
            .cells
            .iter()
            .map(|cell| match cell {
                Some(Player::White) => 'x',
                Some(Player::Black) => 'o',
                None => '.',
            })
            .collect();
        let turn = if self.turn == Player::White { 'x' } else { 'o' };
        format!("{cells} {turn}")
    }

    fn board_size(&self) -> u8 {
        3
    }

    fn ending(&self) -> Option<Ending> {
        match self.winner() {
            Some(winner) => Some(Ending {
                result: match winner {
                    Player::White => GameResult::WhiteWins,
                    Player::Black => GameResult::BlackWins,
                },
                termination: Termination::Other(THREE_IN_A_ROW.to_owned()),
            }),
            None if self.full() => Some(Ending {
                result: GameResult::Draw,
                termination: Termination::Other(FULL.to_owned()),
            }),
            None => None,
        }
    }
}

/// Whether the words are Ukrainian (else English).
fn ukrainian(lang: Lang) -> bool {
    lang.code() == "uk"
}

impl Game for TicTacToe {
    fn name(&self) -> &'static str {
        "tic-tac-toe"
    }

    fn start(&self, setup: Option<&str>) -> Result<Box<dyn Position>, Said> {
        let Some(setup) = setup else {
            return Ok(Box::new(Grid {
                cells: [None; 9],
                turn: Player::White,
            }));
        };
        let bad = || {
            let setup = setup.to_owned();
            Said::new(move |lang| match ukrainian(lang) {
                true => format!(
                    "«{setup}» — не позиція хрестиків-нуликів: дев'ять знаків x, o або . і \
                     черга ходу, x або o"
                ),
                false => format!(
                    "“{setup}” is no tic-tac-toe position: nine of x, o or . and the side to \
                     move, x or o"
                ),
            })
        };
        let (cells, turn) = setup.trim().split_once(' ').ok_or_else(bad)?;
        let cells: Vec<Option<Player>> = cells
            .chars()
            .map(|c| match c {
                'x' => Ok(Some(Player::White)),
                'o' => Ok(Some(Player::Black)),
                '.' => Ok(None),
                _ => Err(bad()),
            })
            .collect::<Result<_, _>>()?;
        let turn = match turn {
            "x" => Player::White,
            "o" => Player::Black,
            _ => return Err(bad()),
        };
        Ok(Box::new(Grid {
            cells: cells.try_into().map_err(|_| bad())?,
            turn,
        }))
    }

    fn say_move(&self, pos: &dyn Position, key: &str, lang: Lang) -> String {
        let (cross, nought, on) = if ukrainian(lang) {
            ("хрестик", "нулик", "на")
        } else {
            ("cross", "nought", "on")
        };
        let mark = if pos.turn() == Player::White {
            cross
        } else {
            nought
        };
        format!("{mark} {on} {key}")
    }

    fn read_move(&self, pos: &dyn Position, input: &str, lang: Lang) -> Result<String, String> {
        let uk = ukrainian(lang);
        let Some(at) = square(input) else {
            return Err(if uk {
                format!(
                    "«{}» — не клітинка: наберіть клітинку від a1 до c3.",
                    input.trim()
                )
            } else {
                format!(
                    "“{}” is no square: type a square from a1 to c3.",
                    input.trim()
                )
            });
        };
        let key = name(at);
        if pos.legal_moves().contains(&key) {
            return Ok(key);
        }
        Err(if uk {
            format!("Клітинка {key} зайнята: оберіть порожню.")
        } else {
            format!("{key} is taken: choose an empty square.")
        })
    }

    fn say_ending(&self, reason: &str, lang: Lang) -> String {
        match (reason, ukrainian(lang)) {
            (THREE_IN_A_ROW, true) => "три в ряд".to_owned(),
            (FULL, true) => "усі клітинки зайняті".to_owned(),
            _ => reason.to_owned(),
        }
    }

    fn holds_games(&self, start: &str) -> bool {
        start
            .trim_start_matches('\u{feff}')
            .lines()
            .next()
            .map(str::trim)
            == Some(FILE_HEADING)
    }

    fn game_starts(&self, text: &str) -> Vec<usize> {
        let mut at = 0;
        let mut starts = Vec::new();
        for line in text.split_inclusive('\n') {
            if line.starts_with("White:") {
                starts.push(at);
            }
            at += line.len();
        }
        starts
    }

    fn read_game(&self, text: &str) -> Result<WrittenGame, Said> {
        let mut game = WrittenGame::default();
        for (number, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line == FILE_HEADING {
                continue;
            }
            let Some((tag, value)) = line.split_once(':') else {
                let number = number + 1;
                return Err(Said::new(move |lang| match ukrainian(lang) {
                    true => format!("рядок {number} — не рядок «Назва: значення»"),
                    false => format!("line {number} is no “Name: value” line"),
                }));
            };
            let value = value.trim();
            if tag == "Moves" {
                for word in value.split_whitespace() {
                    match word {
                        "1-0" | "0-1" | "1/2-1/2" | "*" => game.result = Some(word.to_owned()),
                        _ => game.moves.push(word.to_owned()),
                    }
                }
            } else if tag == "Setup" {
                game.setup = Some(value.to_owned());
            } else {
                game.tags.push((tag.to_owned(), value.to_owned()));
            }
        }
        Ok(game)
    }
}
