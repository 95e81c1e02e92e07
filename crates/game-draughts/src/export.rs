//! Draughts games of a PDN file exported, game by game as they are read: as PDN (the
//! crate's writer, with `GameType` and a canonical `FEN`), as a Braille scoresheet (BRF
//! or Unicode Braille, cells from [`BrailleProfile`]) or as a printed scoresheet in the
//! UI language. Every main-line move is played on the board on the way, so a game that
//! does not replay is refused before anything of it is written; the Braille and printed
//! sheets write each move in full notation, every landing square of a capture named.

use std::io::{BufReader, Write};
use std::path::Path;

use hektor_draughts::notation::{self, Mark, Resolved, SquareForm, TextMove};
use hektor_draughts::pdn::{Element, Game, OtherGame, PdnErrorKind, PdnReader, write_game};
use hektor_draughts::{Color, Move, Position, Variant};

use super::DraughtsPosition;
use super::braille::BrailleProfile;
use super::export_error::DraughtsError;
use crate::files::{NotPlayed, OtherDraughts};
use crate::game::comment::{AsRecorded, move_comment};
use crate::game::rules::GameRules;
use crate::game::{GameRecord, GameResult, Tags};
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::safe_text::{Breaks, safe_text};
use crate::scoresheet::cells::{self, Cell};
use crate::scoresheet::input::{InputError, LeftOut, Which, ended};
use crate::scoresheet::layout::{Page, Pager};
use crate::scoresheet::{Format, Literary, braille, text};
use crate::terms::Player;

/// Whether the file at `path` holds draughts games (`hektor_draughts::pdn::holds_draughts`).
pub fn holds_draughts(path: &Path) -> std::io::Result<bool> {
    Ok(hektor_draughts::pdn::holds_draughts(BufReader::new(
        crate::files::open(path)?,
    )))
}

/// How much of a file [`refuse_other_game`] reads at most.
const OTHER_GAME_HEAD: u64 = 1 << 20;

/// Refuses the file at `path` (`InvalidData` with [`NotPlayed`], said by `io_sentence`) when it holds a game of
/// draughts hektor does not play, English checkers or Italian draughts (see
/// `hektor_draughts::pdn::other_game`), so that no command reads it as chess.
pub fn refuse_other_game(path: &Path) -> std::io::Result<()> {
    let head = std::io::Read::take(crate::files::open(path)?, OTHER_GAME_HEAD);
    match hektor_draughts::pdn::other_game(BufReader::new(head)) {
        Some(game) => {
            let game = match game {
                OtherGame::English => OtherDraughts::English,
                OtherGame::Italian => OtherDraughts::Italian,
            };
            Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                NotPlayed(game),
            ))
        }
        None => Ok(()),
    }
}

/// What to export and how.
pub struct DraughtsOptions<'a> {
    /// The format (PGN is refused: it is for chess).
    pub format: Format,
    /// The Braille profile (Braille formats only): the moves' cells.
    pub profile: &'a BrailleProfile,
    /// The reader's literary Braille (Braille formats only): headings, names and the
    /// result line in the code and words of the reader's language.
    pub literary: &'a Literary,
    /// The UI language (text format).
    pub locale: &'a Locale,
    /// The page geometry (PDN takes only its line ending).
    pub page: Page,
    /// Where the sentence goes that a game is exported only up to where the reader cut it
    /// (`hektor export`: standard error).
    pub warn: &'a dyn Fn(&str),
    /// The moves of a record kept as written from its first move that is not legal on
    /// ([`unchecked`]), which the scoresheets write after the moves played, marked.
    pub unchecked: &'a [Unchecked],
}

/// A move of a draughts record kept as written (tournament mode) that the rules did not
/// check: the first that is not legal, or one after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unchecked {
    /// The move number.
    pub number: u32,
    /// Who made it.
    pub player: Player,
    /// The move as written.
    pub text: String,
}

/// The moves of `record` from its first move that is not legal as written on (none for
/// a record whose moves are all legal), a record of the draughts game `variant` (none
/// for a record of another game).
pub fn unchecked<R: GameRules>(record: &GameRecord<R>, variant: Option<Variant>) -> Vec<Unchecked> {
    let Some(first) = first_not_legal(record, variant) else {
        return Vec::new();
    };
    let (_, black_first) = record.first_move();
    record
        .moves
        .iter()
        .enumerate()
        .skip(first)
        .map(|(index, mv)| Unchecked {
            number: record.move_number(index),
            player: if (index + usize::from(black_first)) % 2 == 0 {
                Player::White
            } else {
                Player::Black
            },
            text: mv.san.trim().to_owned(),
        })
        .collect()
}

/// The place (0-based) of the first move of the draughts `record` that is not legal as
/// written, each read as a written move is ([`super::written_move`]); `None` when every
/// move is, when the record keeps no move as written, or when its start cannot be set up
/// (its reader says so), or when `variant` is none.
fn first_not_legal<R: GameRules>(
    record: &GameRecord<R>,
    variant: Option<Variant>,
) -> Option<usize> {
    if !record.moves.iter().any(|mv| mv.written) {
        return None;
    }
    let variant = variant?;
    let start = match &record.start_fen {
        None => Position::new(variant),
        Some(fen) => Position::from_fen(variant, fen).ok()?,
    };
    let read = |pos: &DraughtsPosition, text: &str| {
        super::written_move(pos.draughts(), text).ok_or_else(String::new)
    };
    let checked = crate::game::written::check(record, DraughtsPosition::from(start), read);
    checked.not_legal.map(|not_legal| not_legal.index)
}

/// One main-line move, played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// The move number.
    pub number: u32,
    /// Who made it.
    pub color: Color,
    /// The move on the board.
    pub mv: Move,
    /// The move in full notation, the glyph written after it kept (`c5:e7:g5!`).
    pub text: String,
}

/// A game played through: its board, the form of its squares and its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replayed {
    /// The game.
    pub variant: Variant,
    /// The start position, as the `FEN` tag gives it (or the usual start).
    pub start: Position,
    /// Numbers or algebraic squares, as the game's first move is written (numbers on
    /// 10x10, algebraic on 8x8 when there is no move).
    pub form: SquareForm,
    /// The main line.
    pub moves: Vec<Played>,
}

/// Plays the main line of `game` from its start position.
pub fn replay(game: &Game) -> Result<Replayed, DraughtsError> {
    let variant = game.variant();
    let start = game
        .start()
        .map_err(|_| DraughtsError::BadStart {
            game: game.number(),
            fen: game.fen().unwrap_or_default().to_owned(),
        })?
        .position;
    let form = game.moves().next().map_or(
        match variant {
            Variant::International => SquareForm::Numeric,
            Variant::Russian => SquareForm::Algebraic,
        },
        notation::TextMove::form,
    );
    let mut number = game
        .body()
        .iter()
        .find_map(|element| match element {
            Element::MoveNumber { number, .. } => Some(*number),
            _ => None,
        })
        .unwrap_or(1);
    let mut position = start.clone();
    let mut moves = Vec::new();
    let written_moves: Vec<&TextMove> = game.moves().collect();
    for (index, written) in written_moves.iter().enumerate() {
        let as_written = || written.notation(variant);
        let following = written_moves.get(index + 1..).unwrap_or_default();
        let mv = match notation::resolve_in_game(&position, written, following.iter().copied()) {
            Resolved::Move(mv) => mv,
            Resolved::Choice(moves) => {
                return Err(DraughtsError::Ambiguous {
                    game: game.number(),
                    number,
                    text: as_written(),
                    paths: moves
                        .iter()
                        .map(|mv| full(variant, mv, written.form(), written.mark()))
                        .collect(),
                });
            }
            Resolved::Unfit(_) => {
                return Err(DraughtsError::IllegalMove {
                    game: game.number(),
                    number,
                    text: as_written(),
                });
            }
        };
        let color = position.turn();
        position = position.play(&mv).map_err(|_| DraughtsError::IllegalMove {
            game: game.number(),
            number,
            text: as_written(),
        })?;
        let mut text = full(variant, &mv, written.form(), written.mark());
        text.push_str(written.glyph());
        moves.push(Played {
            number,
            color,
            mv,
            text,
        });
        if color == Color::Black {
            number += 1;
        }
    }
    Ok(Replayed {
        variant,
        start,
        form,
        moves,
    })
}

/// `mv` in full notation, captures marked as written (`x` or `:`; a capture written
/// without one, or with a dash, takes `x` for numbers and `:` for algebraic squares, as PDN writes them).
pub(super) fn full(variant: Variant, mv: &Move, form: SquareForm, written: Mark) -> String {
    let mark = match (written, form) {
        (Mark::Cross | Mark::Colon, _) => written,
        (_, SquareForm::Numeric) => Mark::Cross,
        (_, SquareForm::Algebraic) => Mark::Colon,
    };
    notation::full_notation(variant, mv, form, mark)
}

/// The result of `game` as written (or its `Result` tag's), `*` when none is known or
/// the game was cut short (its result belongs to moves not kept).
fn result(game: &Game) -> &str {
    game.result()
        .or_else(|| game.tag("Result"))
        .filter(|_| game.cut().is_none())
        .filter(|r| hektor_draughts::pdn::RESULTS.contains(r))
        .unwrap_or("*")
}

/// Writes `which` games of the PDN file at `path` to `out`, each as soon as it is read
/// and played through; a game that cannot be exported is found before anything of it is
/// written: `--all` leaves it out (returned) and goes on, else it stops the export.
pub fn export(
    path: &Path,
    which: Which,
    options: &DraughtsOptions<'_>,
    out: &mut dyn Write,
) -> Result<LeftOut, InputError> {
    let file = crate::files::open(path).map_err(|error| InputError::Unreadable {
        path: path.to_owned(),
        error,
    })?;
    export_from(
        BufReader::new(file),
        &path.display().to_string(),
        which,
        options,
        out,
    )
}

/// The record of a draughts game played with hektor (a journal) as PDN text: the tags,
/// `TimeControl`, `GameType`, the `FEN` of a set-up start, the moves as the record wrote
/// them, each with its mover's clock and a draw offer in a comment as chess's PGN has
/// them, the result in draughts' scores (`2-0`, `1-1`, `0-2`). `game` is the record's
/// draughts game (draughts-100 when none).
pub fn record_pdn<R: GameRules>(record: &GameRecord<R>, game: Option<Variant>) -> String {
    let variant = match game {
        Some(variant) => variant,
        None => Variant::International,
    };
    let result = match record.result {
        GameResult::WhiteWins => "2-0",
        GameResult::BlackWins => "0-2",
        GameResult::Draw => "1-1",
        GameResult::Ongoing => "*",
    };
    let tags = &record.tags;
    let mut text = String::new();
    for (name, value) in [
        ("Event", Some(tags.event.as_str())),
        ("Site", Some(tags.site.as_str())),
        ("Date", Some(tags.date.as_str())),
        ("Round", Some(tags.round.as_str())),
        (
            "White",
            Some(Player::White.person(&tags.white).unwrap_or("?")),
        ),
        (
            "Black",
            Some(Player::Black.person(&tags.black).unwrap_or("?")),
        ),
        ("Result", Some(result)),
        ("TimeControl", tags.time_control.as_deref()),
    ]
    .into_iter()
    .filter_map(|(name, value)| Some((name, value?)))
    {
        let value = safe_text(value, Breaks::Space)
            .replace('\\', "\\\\")
            .replace('"', "\\\"");
        text.push_str(&format!("[{name} \"{value}\"]\n"));
    }
    text.push_str(&format!("[GameType \"{}\"]\n", variant.game_type()));
    if let Some(fen) = &record.start_fen {
        text.push_str(&format!("[FEN \"{fen}\"]\n"));
    }
    text.push('\n');
    let (_, black_first) = record.first_move();
    // A record kept as written: its moves from the first that is not legal on go into a
    // comment that names it, for PDN has no illegal moves.
    let unchecked = unchecked(record, game);
    let checked = record.moves.len() - unchecked.len();
    let mut as_recorded = AsRecorded::default();
    for mv in &unchecked {
        as_recorded.push(mv.number, mv.player, &mv.text);
    }
    for (index, mv) in record.moves.iter().enumerate().take(checked) {
        let ply = index + usize::from(black_first);
        let number = record.move_number(index);
        if ply % 2 == 0 {
            text.push_str(&format!("{number}. "));
        } else if index == 0 {
            text.push_str(&format!("{number}... "));
        }
        text.push_str(mv.san);
        text.push(' ');
        let own_ms = if ply % 2 == 0 {
            mv.white_ms
        } else {
            mv.black_ms
        };
        if let Some(comment) = move_comment(own_ms, mv.draw_offer) {
            text.push_str(&format!("{{{comment}}} "));
        }
    }
    if let Some(comment) = as_recorded.comment() {
        text.push_str(&comment);
        text.push(' ');
    }
    text.push_str(result);
    text.push('\n');
    text
}

/// Writes `which` games of the PDN text `source` (named `name` in errors) to `out`, as
/// [`export`] does for a file.
pub fn export_from(
    source: impl std::io::BufRead,
    name: &str,
    which: Which,
    options: &DraughtsOptions<'_>,
    out: &mut dyn Write,
) -> Result<LeftOut, InputError> {
    let failed = |error: DraughtsError| InputError::Game {
        path: name.to_owned(),
        error: Box::new(error),
    };
    if options.format == Format::Pgn {
        return Err(failed(DraughtsError::PgnForDraughts));
    }
    let (first, all) = match which {
        Which::Game(0) => return Err(InputError::GameZero),
        Which::Game(n) => (n, false),
        Which::All => (1, true),
    };
    let mut count = 0;
    let mut written = 0;
    let mut left_out = LeftOut::new();
    for read in PdnReader::new(source) {
        count += 1;
        if count < first {
            continue;
        }
        if let Ok(game) = &read
            && let Some(line) = game.cut()
        {
            let game = game.number().into();
            let at = [("file", name.into()), ("game", game), ("line", line.into())];
            (options.warn)(&sentence(options.locale, msg::EXPORT_DRAUGHTS_CUT, &at));
        }
        let read = read
            .map_err(DraughtsError::Unreadable)
            .and_then(|game| replay(&game).map(|replayed| render(&game, &replayed, options)));
        let text = match read {
            Ok(text) => text,
            // A game that cannot be read or played through is left out of `--all`.
            Err(error)
                if all
                    && !matches!(&error, DraughtsError::Unreadable(e) if matches!(e.kind, PdnErrorKind::Io(_))) =>
            {
                left_out.push(failed(error));
                continue;
            }
            Err(error) => return Err(failed(error)),
        };
        if written > 0 && options.format != Format::Pdn {
            // A new page between scoresheets; PDN games end with a blank line.
            out.write_all(b"\x0c").map_err(InputError::Write)?;
        }
        out.write_all(&text).map_err(InputError::Write)?;
        written += 1;
        if !all {
            return Ok(left_out);
        }
    }
    match count {
        0 => Err(failed(DraughtsError::NoGame)),
        n if n < first => Err(failed(DraughtsError::NoSuchGame {
            wanted: first,
            count: n,
        })),
        _ => ended(written, left_out),
    }
}

/// One game in `options.format`.
fn render(game: &Game, replayed: &Replayed, options: &DraughtsOptions<'_>) -> Vec<u8> {
    let eol = options.page.line_ending.as_str();
    match options.format {
        // PGN is refused by `export_from` before any game is read.
        Format::Pdn | Format::Pgn => pdn(game, replayed).replace('\n', eol).into_bytes(),
        Format::Text => sheet(game, replayed, options, &TextWords(options.locale)),
        Format::Brf => sheet(game, replayed, options, &BrailleWords(options)),
        Format::Braille => {
            let brf = sheet(game, replayed, options, &BrailleWords(options));
            let brf = String::from_utf8_lossy(&brf);
            // Every character of the BRF text is a cell or a break.
            cells::brf_to_unicode(&brf)
                .unwrap_or_else(|_| brf.into_owned())
                .into_bytes()
        }
    }
}

/// The game as PDN: its own tags, with `GameType` added when missing and the `FEN`
/// written canonically (ranges on 10x10, algebraic squares on 8x8, `K` for kings), its
/// movetext and result as read.
fn pdn(game: &Game, replayed: &Replayed) -> String {
    let mut game = game.clone();
    if game.tag("GameType").is_none() {
        game.set_tag("GameType", replayed.variant.game_type().to_string());
    }
    if game.fen().is_some() {
        game.set_tag("FEN", replayed.start.to_fen());
    }
    if game.cut().is_some() && game.tag("Result").is_some() {
        game.set_tag("Result", "*".to_owned());
    }
    // Tags and comments are copied from the file: none carries a control character out.
    safe_text(&write_game(&game), Breaks::Keep).into_owned()
}

/// The words of one scoresheet format: heading, moves, result.
trait SheetWords {
    /// The heading lines: the known tags, then the result.
    fn heading(&self, tags: &Tags, result: &str) -> Vec<String>;
    /// One move.
    fn one_move(&self, variant: Variant, form: SquareForm, played: &Played) -> String;
    /// One line: the move number, White's move (or the missing-move mark) and Black's.
    fn line(&self, number: u32, white: Option<String>, black: Option<String>) -> String;
    /// The result after the moves.
    fn end(&self, result: &str) -> String;
    /// The page number's text.
    fn page(&self, n: usize) -> String;
    /// The line that says which move of a record kept as written is not legal.
    fn not_legal(&self, first: &Unchecked) -> String;
    /// A move the rules did not check, as written (`text`, squares in `form`) and marked.
    fn unchecked(&self, variant: Variant, form: SquareForm, text: &str) -> String;
}

/// The printed scoresheet: the UI language's labels, moves in full notation.
struct TextWords<'a>(&'a Locale);

impl SheetWords for TextWords<'_> {
    fn heading(&self, tags: &Tags, result: &str) -> Vec<String> {
        let mut lines = text::tag_lines(self.0, tags);
        lines.push(text::result_line(self.0, written(result), None));
        lines
    }

    fn one_move(&self, _: Variant, _: SquareForm, played: &Played) -> String {
        played.text.clone()
    }

    fn line(&self, number: u32, white: Option<String>, black: Option<String>) -> String {
        let mut out = format!("{number}. {}", white.as_deref().unwrap_or("..."));
        if let Some(black) = black {
            out.push(' ');
            out.push_str(&black);
        }
        out
    }

    fn end(&self, result: &str) -> String {
        result.to_owned()
    }

    fn page(&self, n: usize) -> String {
        sentence(self.0, msg::SCORESHEET_PAGE, &[("number", n.into())])
    }

    fn not_legal(&self, first: &Unchecked) -> String {
        text::not_legal_line(self.0, first.number, first.player, &first.text)
    }

    fn unchecked(&self, _: Variant, _: SquareForm, text: &str) -> String {
        format!("{text} {}", self.0.text(msg::SCORESHEET_UNCHECKED_MARK))
    }
}

/// The result as written, none for an unfinished game (`*`).
fn written(result: &str) -> Option<&str> {
    (result != "*").then_some(result)
}

/// The Braille scoresheet, in BRF: the heading in the reader's literary code, the moves
/// in cells of the draughts profile.
struct BrailleWords<'a>(&'a DraughtsOptions<'a>);

impl SheetWords for BrailleWords<'_> {
    fn heading(&self, tags: &Tags, result: &str) -> Vec<String> {
        let literary = self.0.literary;
        let locale = Locale::new(literary.lang);
        let result = text::result_line(&locale, written(result), None);
        braille::heading_lines(literary, tags, &result)
            .iter()
            .map(|l| cells::to_brf(l))
            .collect()
    }

    fn one_move(&self, variant: Variant, form: SquareForm, played: &Played) -> String {
        cells::to_brf(&self.0.profile.move_cells(variant, &played.mv, form))
    }

    fn line(&self, number: u32, white: Option<String>, black: Option<String>) -> String {
        let p = self.0.profile;
        let mut out: Vec<Cell> = p.move_number(number);
        out.extend(&p.after_move_number);
        let mut text = cells::to_brf(&out);
        text.push_str(&white.unwrap_or_else(|| cells::to_brf(&p.missing_move)));
        if let Some(black) = black {
            text.push_str(&cells::to_brf(&p.between_moves));
            text.push_str(&black);
        }
        text
    }

    fn end(&self, result: &str) -> String {
        cells::to_brf(&self.0.profile.result(result))
    }

    fn page(&self, n: usize) -> String {
        cells::to_brf(&self.0.profile.page_number(n))
    }

    fn not_legal(&self, first: &Unchecked) -> String {
        let literary = self.0.literary;
        let line = text::not_legal_line(
            &Locale::new(literary.lang),
            first.number,
            first.player,
            &first.text,
        );
        cells::to_brf(&literary.cells(&line))
    }

    fn unchecked(&self, variant: Variant, form: SquareForm, text: &str) -> String {
        let literary = self.0.literary;
        let mark = Locale::new(literary.lang).text(msg::SCORESHEET_UNCHECKED_MARK);
        // In the profile's cells when it reads as a move, else in the reader's code.
        let mut out = match notation::read(variant, text) {
            Ok(written) => self.0.profile.written_cells(variant, &written, form),
            Err(_) => literary.cells(text),
        };
        out.push(Cell::BLANK);
        out.extend(literary.cells(&mark));
        cells::to_brf(&out)
    }
}

/// A scoresheet: heading lines, a blank line, one line per move number, the result; laid
/// out on pages.
fn sheet(
    game: &Game,
    replayed: &Replayed,
    options: &DraughtsOptions<'_>,
    words: &dyn SheetWords,
) -> Vec<u8> {
    let tags = Tags::of(|name| game.tag(name));
    let result = result(game);
    let mut lines = words.heading(&tags, result);
    lines.extend(
        options
            .unchecked
            .first()
            .map(|first| words.not_legal(first)),
    );
    lines.push(String::new());
    // Each move with its number and whether White made it: the moves played, then those
    // of a record kept as written that the rules did not check.
    let played = replayed.moves.iter().map(|p| {
        let text = words.one_move(replayed.variant, replayed.form, p);
        (p.number, p.color == Color::White, text)
    });
    let unchecked = options.unchecked.iter().map(|u| {
        (
            u.number,
            u.player == Player::White,
            words.unchecked(replayed.variant, replayed.form, &u.text),
        )
    });
    let mut moves = played.chain(unchecked).peekable();
    while let Some((number, white, text)) = moves.next() {
        let (white, black) = if white {
            let black = moves.next_if(|(_, white, _)| !white);
            (Some(text), black.map(|(_, _, text)| text))
        } else {
            (None, Some(text))
        };
        lines.push(words.line(number, white, black));
    }
    lines.push(words.end(result));
    let mut out = Vec::new();
    let mut pager = Pager::new(
        options.page,
        Box::new(|n| words.page(n)),
        Box::new(&mut out),
    );
    // Writing into memory cannot fail.
    for line in &lines {
        let _ = pager.line(line);
    }
    let _ = pager.finish();
    drop(pager);
    out
}
