//! Sentences about the position: what stands on a square, a file, a rank, and all the
//! pieces of a side. Squares are named in the announcement style; the rest is in the UI
//! language.

use shakmaty::{Chess, Color, File, Piece, Position, Rank, Role, Square};

use super::render::Renderer;
use crate::i18n::{Locale, sentence};
use crate::msg;
use crate::role_name;

/// Roles in the order a side's pieces are listed (spoken lists, piece lists, boards).
pub const LISTING_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// The family of "knights Bella eins, Gustav eins" (`announce-group-knight`).
const GROUP: &str = "announce-group-";
/// The family of "no knights" (`announce-none-knight`).
const NONE: &str = "announce-none-";

/// The id of `family`'s message for `role` (`announce-group-knight`).
fn role_message(family: &str, role: Role) -> String {
    format!("{family}{}", role_name(role))
}

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
        None => locale.text(msg::ANNOUNCE_EMPTY),
    };
    renderer.capitalize(&sentence(
        locale,
        msg::ANNOUNCE_SQUARE_CONTENTS,
        &[
            ("square", renderer.square(square).into()),
            ("contents", contents.into()),
        ],
    ))
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
            let id = role_message(GROUP, role);
            let label = sentence(locale, &id, &[("count", squares.len().into())]);
            Some(format!("{label} {}", squares.join(", ")))
        })
        .collect();
    sentence(
        locale,
        msg::ANNOUNCE_PIECES,
        &[
            ("side", crate::player_of(color).name(locale).into()),
            ("groups", groups.join("; ").into()),
        ],
    )
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
    let count = [("count", squares.len().into())];
    let group = if squares.is_empty() {
        sentence(locale, &role_message(NONE, role), &count)
    } else {
        let label = sentence(locale, &role_message(GROUP, role), &count);
        format!("{label} {}", squares.join(", "))
    };
    sentence(
        locale,
        msg::ANNOUNCE_PIECES,
        &[
            ("side", crate::player_of(color).name(locale).into()),
            ("groups", group.into()),
        ],
    )
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
    renderer.capitalize(&sentence(
        locale,
        msg::ANNOUNCE_SCAN_DIAGONAL,
        &[
            ("from", renderer.square(from).into()),
            ("to", renderer.square(to).into()),
            ("entries", entries(locale, renderer, pos, &squares).into()),
        ],
    ))
}

/// "white knight Felix drei", if a piece stands on `square`.
pub(crate) fn piece_on(
    locale: &Locale,
    renderer: &Renderer,
    pos: &Chess,
    square: Square,
) -> Option<String> {
    let piece = pos.board().piece_at(square)?;
    Some(sentence(
        locale,
        msg::ANNOUNCE_SCAN_ENTRY,
        &[
            ("square", renderer.square(square).into()),
            ("piece", piece_name(locale, piece).into()),
        ],
    ))
}

/// "File Eva: Eva zwei white pawn, Eva sieben black pawn."
pub(crate) fn scan_file(locale: &Locale, renderer: &Renderer, pos: &Chess, file: File) -> String {
    let squares = Rank::ALL.map(|rank| Square::from_coords(file, rank));
    renderer.capitalize(&sentence(
        locale,
        msg::ANNOUNCE_SCAN_FILE,
        &[
            ("file", renderer.file(file).into()),
            ("entries", entries(locale, renderer, pos, &squares).into()),
        ],
    ))
}

/// "Rank vier: Eva vier white pawn."
pub(crate) fn scan_rank(locale: &Locale, renderer: &Renderer, pos: &Chess, rank: Rank) -> String {
    let squares = File::ALL.map(|file| Square::from_coords(file, rank));
    renderer.capitalize(&sentence(
        locale,
        msg::ANNOUNCE_SCAN_RANK,
        &[
            ("rank", renderer.rank(rank).into()),
            ("entries", entries(locale, renderer, pos, &squares).into()),
        ],
    ))
}

/// The occupied squares among `squares` with their pieces, or "empty".
fn entries(locale: &Locale, renderer: &Renderer, pos: &Chess, squares: &[Square]) -> String {
    let entries: Vec<String> = squares
        .iter()
        .filter_map(|&square| {
            let piece = pos.board().piece_at(square)?;
            Some(sentence(
                locale,
                msg::ANNOUNCE_SCAN_ENTRY,
                &[
                    ("square", renderer.square(square).into()),
                    ("piece", piece_name(locale, piece).into()),
                ],
            ))
        })
        .collect();
    if entries.is_empty() {
        locale.text(msg::ANNOUNCE_EMPTY)
    } else {
        entries.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// The ids made at run time exist in English, so in every language (the build of
    /// `hektor-words` fails when a language lacks one of English's messages).
    #[test]
    fn every_role_has_its_group_and_none_message() {
        let english = Locale::new(Lang::En);
        for role in LISTING_ORDER {
            for family in [GROUP, NONE] {
                let id = role_message(family, role);
                assert!(english.has_own(&id), "{id}");
            }
        }
    }
}
