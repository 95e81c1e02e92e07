//! The manual's headings with the anchors GitHub gives them, so that a link such as
//! `docs/manual.md#clock` leads to the same section on GitHub, in the HTML page and in
//! the text (where it becomes the section's number).

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use std::collections::HashMap;

/// The Markdown the manual is written in: CommonMark with GitHub's tables.
pub fn options() -> Options {
    Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH
}

/// One heading of the manual: its level (1 to 6), its words and its anchor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heading {
    /// 1 for the title, 2 for a section, 3 for a subsection.
    pub level: usize,
    /// The heading's words as a reader hears them (code spans without their backticks).
    pub text: String,
    /// The anchor GitHub makes of the words: `clock`, `playing-a-game-hektor-play`.
    pub id: String,
}

/// Every heading of `markdown`, in order, each with its own anchor.
pub fn headings(markdown: &str) -> Vec<Heading> {
    let mut found = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for event in Parser::new_ext(markdown, options()) {
        match event {
            Event::Start(Tag::Heading { level, .. }) => {
                current = Some((level_number(level), String::new()));
            }
            Event::Text(words) | Event::Code(words) => {
                if let Some((_, text)) = current.as_mut() {
                    text.push_str(&words);
                }
            }
            Event::End(TagEnd::Heading(_)) => {
                if let Some((level, text)) = current.take() {
                    found.push((level, text));
                }
            }
            _ => {}
        }
    }
    let mut anchors = Anchors::default();
    found
        .into_iter()
        .map(|(level, text)| {
            let id = anchors.next(&text);
            Heading { level, text, id }
        })
        .collect()
}

/// A heading level as its number.
pub fn level_number(level: HeadingLevel) -> usize {
    match level {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

/// GitHub's anchors: the words in small letters, spaces as hyphens, other marks left out;
/// the second heading of the same words gets `-1`, the third `-2`.
#[derive(Default)]
struct Anchors {
    seen: HashMap<String, usize>,
}

impl Anchors {
    fn next(&mut self, text: &str) -> String {
        let base: String = text
            .trim()
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                '-' | '_' => Some(c),
                c if c.is_alphanumeric() => Some(c),
                _ => None,
            })
            .collect();
        let count = self.seen.entry(base.clone()).or_insert(0);
        let id = if *count == 0 {
            base
        } else {
            format!("{base}-{count}")
        };
        *count += 1;
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchors_are_githubs() {
        let found = headings(
            "# hektor\n## Playing a game: `hektor play`\n### Settings (`config.toml`, every key optional)\n\
             ## Checking draughts files: `hektor check FILE.pdn`\n## Clock\n## Clock\n## Установка\n",
        );
        let ids: Vec<&str> = found.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "hektor",
                "playing-a-game-hektor-play",
                "settings-configtoml-every-key-optional",
                "checking-draughts-files-hektor-check-filepdn",
                "clock",
                "clock-1",
                "установка"
            ]
        );
        assert_eq!(found[1].text, "Playing a game: hektor play");
        assert_eq!(found[2].level, 3);
    }
}
