//! Sentences about the position: what stands on a square, a file, a rank, and all the
//! pieces of a side. Squares are named in the announcement style; the rest is in the UI
//! language.

use fluent_bundle::FluentArgs;
use shakmaty::{Chess, Color, File, Piece, Position, Rank, Role, Square};

use super::render::Renderer;
use super::vocabulary::role_name;
use crate::i18n::Locale;

/// Roles in the order a side's pieces are listed (spoken lists, piece lists, boards).
pub const LISTING_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// The Fluent selector value of a colour.
pub(crate) fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// "white pawn" in the UI language.
fn piece_name(locale: &Locale, piece: Piece) -> String {
    locale.text(&format!(
        "announce-piece-{}-{}",
        color_name(piece.color),
        role_name(piece.role)
    ))
}

/// "Eva vier: weißer Bauer" / "Eva vier: leer".
pub(crate) fn square_contents(
    locale: &Locale,
    renderer: &Renderer,
    pos: &Chess,
    square: Square,
) -> String {
    let contents = match pos.board().piece_at(square) {
        Some(piece) => piece_name(locale, piece),
        None => locale.text("announce-empty"),
    };
    let mut args = FluentArgs::new();
    args.set("square", renderer.square(square));
    args.set("contents", contents);
    renderer.capitalize(&locale.format("announce-square-contents", Some(&args)))
}

/// "White: king Eva eins; queen David eins; rooks Anna eins, Hektor eins; ...".
pub(crate) fn pieces(locale: &Locale, renderer: &Renderer, pos: &Chess, color: Color) -> String {
    let board = pos.board();
    let groups: Vec<String> = LISTING_ORDER
        .into_iter()
        .filter_map(|role| {
            let squares: Vec<String> = (board.by_color(color) & board.by_role(role))
                .into_iter()
                .map(|square| renderer.square(square))
                .collect();
            if squares.is_empty() {
                return None;
            }
            let mut args = FluentArgs::new();
            args.set("count", squares.len());
            let label = locale.format(&format!("announce-group-{}", role_name(role)), Some(&args));
            Some(format!("{label} {}", squares.join(", ")))
        })
        .collect();
    let mut args = FluentArgs::new();
    args.set("side", crate::games::chess::player_of(color).name(locale));
    args.set("groups", groups.join("; "));
    locale.format("announce-pieces", Some(&args))
}

/// "White: knights Bella eins, Gustav eins." or "White: no knights.".
pub(crate) fn pieces_of(
    locale: &Locale,
    renderer: &Renderer,
    pos: &Chess,
    color: Color,
    role: Role,
) -> String {
    let board = pos.board();
    let squares: Vec<String> = (board.by_color(color) & board.by_role(role))
        .into_iter()
        .map(|square| renderer.square(square))
        .collect();
    let mut args = FluentArgs::new();
    args.set("count", squares.len());
    let group = if squares.is_empty() {
        locale.format(&format!("announce-none-{}", role_name(role)), Some(&args))
    } else {
        let label = locale.format(&format!("announce-group-{}", role_name(role)), Some(&args));
        format!("{label} {}", squares.join(", "))
    };
    let mut args = FluentArgs::new();
    args.set("side", crate::games::chess::player_of(color).name(locale));
    args.set("groups", group);
    locale.format("announce-pieces", Some(&args))
}

/// "Diagonal Anna eins – Hektor acht: Cäsar drei white pawn."
pub(crate) fn scan_diagonal(
    locale: &Locale,
    renderer: &Renderer,
    pos: &Chess,
    from: Square,
    to: Square,
) -> String {
    let mut squares: Vec<Square> = (shakmaty::attacks::between(from, to).with(from).with(to))
        .into_iter()
        .collect();
    if from > to {
        squares.reverse();
    }
    let mut args = FluentArgs::new();
    args.set("from", renderer.square(from));
    args.set("to", renderer.square(to));
    args.set("entries", entries(locale, renderer, pos, &squares));
    renderer.capitalize(&locale.format("announce-scan-diagonal", Some(&args)))
}

/// "white knight Felix drei", if a piece stands on `square`.
pub(crate) fn piece_on(
    locale: &Locale,
    renderer: &Renderer,
    pos: &Chess,
    square: Square,
) -> Option<String> {
    let piece = pos.board().piece_at(square)?;
    let mut args = FluentArgs::new();
    args.set("square", renderer.square(square));
    args.set("piece", piece_name(locale, piece));
    Some(locale.format("announce-scan-entry", Some(&args)))
}

/// "File Eva: Eva zwei white pawn, Eva sieben black pawn."
pub(crate) fn scan_file(locale: &Locale, renderer: &Renderer, pos: &Chess, file: File) -> String {
    let squares = Rank::ALL.map(|rank| Square::from_coords(file, rank));
    let mut args = FluentArgs::new();
    args.set("file", renderer.file(file));
    args.set("entries", entries(locale, renderer, pos, &squares));
    renderer.capitalize(&locale.format("announce-scan-file", Some(&args)))
}

/// "Rank vier: Eva vier white pawn."
pub(crate) fn scan_rank(locale: &Locale, renderer: &Renderer, pos: &Chess, rank: Rank) -> String {
    let squares = File::ALL.map(|file| Square::from_coords(file, rank));
    let mut args = FluentArgs::new();
    args.set("rank", renderer.rank(rank));
    args.set("entries", entries(locale, renderer, pos, &squares));
    renderer.capitalize(&locale.format("announce-scan-rank", Some(&args)))
}

/// The occupied squares among `squares` with their pieces, or "empty".
fn entries(locale: &Locale, renderer: &Renderer, pos: &Chess, squares: &[Square]) -> String {
    let entries: Vec<String> = squares
        .iter()
        .filter_map(|&square| {
            let piece = pos.board().piece_at(square)?;
            let mut args = FluentArgs::new();
            args.set("square", renderer.square(square));
            args.set("piece", piece_name(locale, piece));
            Some(locale.format("announce-scan-entry", Some(&args)))
        })
        .collect();
    if entries.is_empty() {
        locale.text("announce-empty")
    } else {
        entries.join(", ")
    }
}
