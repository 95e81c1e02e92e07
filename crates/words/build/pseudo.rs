//! The pseudo-locale: English with every letter accented and every sentence bracketed and
//! lengthened (`Short castling` -> `[Šĥóŕţ çášţļíñĝ ~~~~]`), as i18n projects make one
//! to find text that never went through a translation. Generated from the English files
//! at every build, so it never drifts from them. Placeables, selectors and variant keys
//! are kept; word lists (what a user types or what a reader splits) are accented only,
//! so typing the accented word is understood; notation a user writes (piece letters)
//! and the words of other languages (FIDE, NATO) are kept as they are.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// The code of the pseudo-locale: English (`en`) in the private region `XA`, as Android
/// and Chromium name their accented pseudo-locale.
pub const CODE: &str = "en-XA";

/// How a message's text is changed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Change {
    /// Kept as it is: notation, other languages' words, the language's data.
    Keep,
    /// Accented only: a word list a reader splits or a user types.
    Accent,
    /// Accented, bracketed and lengthened: a sentence or a fragment of one.
    Sentence,
}

/// What becomes of message `id`.
fn change_of(id: &str) -> Change {
    const KEEP: [&str; 7] = [
        "vocab-letter-",
        "fide-",
        "nato-",
        "language-codes",
        "language-decimal-mark",
        "language-date-order",
        "app-name",
    ];
    const ACCENT: [&str; 6] = [
        "words-",
        "vocab-",
        "-variants",
        "answer-",
        "speech-respell",
        "speech-file-a",
    ];
    if KEEP.iter().any(|prefix| id.starts_with(prefix)) {
        Change::Keep
    } else if ACCENT.iter().any(|part| id.contains(part)) {
        Change::Accent
    } else {
        Change::Sentence
    }
}

/// The accented letter of an ASCII letter; each has one simple lower and upper case, so
/// a typed word matches in any case.
fn accented(c: char) -> char {
    const LOWER: &str = "áƀçďéƒĝĥíĵķļḿñóṕǫŕšţúṽŵẋýž";
    const UPPER: &str = "ÁɃÇĎÉƑĜĤÍĴĶĻḾÑÓṔǪŔŠŢÚṼŴẊÝŽ";
    let pick = |table: &str, base: u8| table.chars().nth(usize::from(c as u8 - base)).unwrap_or(c);
    match c {
        'a'..='z' => pick(LOWER, b'a'),
        'A'..='Z' => pick(UPPER, b'A'),
        other => other,
    }
}

/// `text` with every ASCII letter accented, but in the command line's options (`--lang`),
/// which are typed as they are in every language.
pub fn accent(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut option = false;
    let mut previous = ' ';
    for c in text.chars() {
        if c == '-' && previous == '-' {
            option = true;
        } else if !(c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            option = false;
        }
        out.push(if option { c } else { accented(c) });
        previous = c;
    }
    out
}

/// The pseudo-locale's file made from English `source`.
pub fn file(source: &str) -> Result<String, String> {
    let mut resource =
        fluent_syntax::parser::parse(source.to_owned()).map_err(|(_, e)| format!("{e:?}"))?;
    for entry in &mut resource.body {
        if let Entry::Message(message) = entry {
            let change = change_of(&message.id.name);
            if let Some(pattern) = &mut message.value {
                change_pattern(pattern, change);
            }
            for attribute in &mut message.attributes {
                change_pattern(&mut attribute.value, change);
            }
        }
    }
    Ok(fluent_syntax::serializer::serialize(&resource))
}

fn change_pattern(pattern: &mut Pattern<String>, change: Change) {
    if change == Change::Keep {
        return;
    }
    let mut letters = 0;
    accent_elements(pattern, &mut letters);
    if change == Change::Sentence && letters > 0 {
        let tail = format!(" {}]", "~".repeat(letters.div_ceil(3)));
        // As a literal: a line of a pattern must not start with "[" (a variant key).
        let open = Expression::Inline(InlineExpression::StringLiteral {
            value: "[".to_owned(),
        });
        pattern
            .elements
            .insert(0, PatternElement::Placeable { expression: open });
        pattern.elements.push(text(&tail));
    }
}

fn text(value: &str) -> PatternElement<String> {
    PatternElement::TextElement {
        value: value.to_owned(),
    }
}

/// Accents the text of `pattern` and of the variants it selects among, counting letters.
fn accent_elements(pattern: &mut Pattern<String>, letters: &mut usize) {
    for element in &mut pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                *letters += value.chars().filter(char::is_ascii_alphabetic).count();
                *value = accent(value);
            }
            PatternElement::Placeable { expression } => accent_expression(expression, letters),
        }
    }
}

fn accent_expression(expression: &mut Expression<String>, letters: &mut usize) {
    match expression {
        Expression::Select { variants, .. } => {
            let mut most = 0;
            for variant in variants {
                let mut count = 0;
                accent_elements(&mut variant.value, &mut count);
                most = most.max(count);
            }
            *letters += most;
        }
        // An escape (`\u00A0`) is left whole: such a literal is kept as it is.
        Expression::Inline(InlineExpression::StringLiteral { value }) if !value.contains('\\') => {
            *letters += value.chars().filter(char::is_ascii_alphabetic).count();
            *value = accent(value);
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            accent_expression(expression, letters);
        }
        Expression::Inline(_) => {}
    }
}
