//! Games back to PDN text.

use super::{Element, Game, RESULTS};
use crate::Variant;

/// The longest movetext line written, in characters (a longer comment goes on one line).
const WIDTH: usize = 79;

/// `game` as PDN text: its tags in order (the `FEN` without a trailing `.`), a blank line,
/// the movetext with moves in their own notation, the result as the file wrote it (or the
/// `Result` tag's, or `*`; `*` for a game cut short, [`Game::cut`], whose result belongs
/// to moves not kept), and a blank line after.
#[must_use]
pub fn write_game(game: &Game) -> String {
    let mut text = String::new();
    for tag in game.tags() {
        let value = tag.value.replace('\\', "\\\\").replace('"', "\\\"");
        text.push_str(&format!("[{} \"{}\"]\n", tag.name, value));
    }
    if !game.tags().is_empty() {
        text.push('\n');
    }
    let mut words = Vec::new();
    for element in game.body() {
        element_words(game.variant(), element, &mut words);
    }
    let result = game
        .result()
        .or_else(|| game.tag("Result").filter(|r| RESULTS.contains(r)))
        .filter(|_| game.cut().is_none())
        .unwrap_or("*");
    words.push(result.to_owned());
    let mut line_length = 0;
    for word in words {
        if line_length > 0 && line_length + 1 + word.chars().count() > WIDTH {
            text.push('\n');
            line_length = 0;
        } else if line_length > 0 {
            text.push(' ');
            line_length += 1;
        }
        line_length += word.chars().count();
        text.push_str(&word);
    }
    text.push_str("\n\n");
    text
}

/// The words of one element; a variation's parentheses stick to its first and last word.
fn element_words(variant: Variant, element: &Element, words: &mut Vec<String>) {
    let word = match element {
        Element::MoveNumber { number, black } => {
            format!("{number}{}", if *black { "..." } else { "." })
        }
        Element::Move(mv) => mv.notation(variant),
        Element::Missing(text) | Element::Annotation(text) => text.clone(),
        Element::Comment(text) => format!("{{{text}}}"),
        Element::Setup(text) => format!("/{text}/"),
        Element::Variation(inner) => {
            let start = words.len();
            for element in inner {
                element_words(variant, element, words);
            }
            match words.get_mut(start..) {
                Some([]) | None => words.push("()".into()),
                Some([only]) => *only = format!("({only})"),
                Some([first, .., last]) => {
                    first.insert(0, '(');
                    last.push(')');
                }
            }
            return;
        }
    };
    words.push(word);
}
