//! The manual as plain text for Notepad and a screen reader: lines wrapped at [`WIDTH`],
//! Windows line ends, sections numbered and underlined (`3. Clock`, `3.2. Settings`), a
//! link to a section said as its number, tables read a row at a time with each cell
//! named by its column.

use crate::headings::{Heading, headings, options};
use pulldown_cmark::{Event, Parser, Tag, TagEnd};
use std::collections::HashMap;

/// The longest line of prose, in characters; code blocks keep their own lines.
pub const WIDTH: usize = 78;

/// `markdown` as plain text with CRLF line ends.
pub fn plain(markdown: &str) -> String {
    let all = headings(markdown);
    let numbers = numbers(&all);
    let by_anchor: HashMap<&str, &str> = all
        .iter()
        .zip(&numbers)
        .filter(|(_, number)| !number.is_empty())
        .map(|(h, number)| (h.id.as_str(), number.as_str()))
        .collect();
    let mut writer = Writer::default();
    let mut headings = all.iter().zip(&numbers);
    for event in Parser::new_ext(markdown, options()) {
        match event {
            Event::Start(Tag::Heading { .. }) => writer.flush(),
            Event::End(TagEnd::Heading(_)) => {
                writer.words.clear();
                if let Some((heading, number)) = headings.next() {
                    let line = if number.is_empty() {
                        heading.text.clone()
                    } else {
                        format!("{number}. {}", heading.text)
                    };
                    writer.heading(&line, if heading.level < 3 { '=' } else { '-' });
                }
            }
            Event::Start(Tag::Paragraph) | Event::End(TagEnd::Paragraph) => {
                writer.flush();
                writer.blank();
            }
            Event::Start(Tag::List(start)) => {
                writer.flush();
                writer.lists.push(start);
            }
            Event::End(TagEnd::List(_)) => {
                writer.flush();
                writer.lists.pop();
                if writer.lists.is_empty() {
                    writer.blank();
                }
            }
            Event::Start(Tag::Item) => writer.item(),
            Event::End(TagEnd::Item) => {
                writer.flush();
                writer.indents.pop();
            }
            Event::Start(Tag::CodeBlock(_)) => {
                writer.flush();
                writer.blank();
                writer.in_code = true;
            }
            Event::End(TagEnd::CodeBlock) => {
                writer.in_code = false;
                writer.blank();
            }
            Event::Start(Tag::BlockQuote(_)) => writer.indents.push((String::new(), "  ".into())),
            Event::End(TagEnd::BlockQuote(_)) => {
                writer.flush();
                writer.indents.pop();
            }
            Event::Start(Tag::Table(_)) => writer.table = Some(Table::default()),
            Event::End(TagEnd::Table) => writer.table_done(),
            Event::End(TagEnd::TableHead) => writer.row_done(true),
            Event::End(TagEnd::TableRow) => writer.row_done(false),
            Event::End(TagEnd::TableCell) => writer.cell_done(),
            Event::Start(Tag::Link { dest_url, .. }) => writer.links.push(dest_url.to_string()),
            Event::End(TagEnd::Link) => {
                let url = writer.links.pop().unwrap_or_default();
                if let Some(number) = url.strip_prefix('#').and_then(|a| by_anchor.get(a)) {
                    writer.words.push_str(&format!(" (section {number})"));
                } else if url.contains("://") {
                    writer.words.push_str(&format!(" ({url})"));
                }
            }
            Event::Text(words) if writer.in_code => writer.code(&words),
            Event::Text(words) | Event::Code(words) => writer.words.push_str(&words),
            Event::SoftBreak => writer.words.push(' '),
            Event::HardBreak => writer.flush(),
            Event::Rule => {
                writer.flush();
                writer.lines.push("-".repeat(WIDTH));
                writer.blank();
            }
            _ => {}
        }
    }
    writer.flush();
    while writer.lines.last().is_some_and(String::is_empty) {
        writer.lines.pop();
    }
    let mut out = writer.lines.join("\r\n");
    out.push_str("\r\n");
    out
}

/// Each heading's number: none for the title, `3` for the third section, `3.2` for its
/// second subsection.
pub fn numbers(all: &[Heading]) -> Vec<String> {
    let mut counts: Vec<usize> = Vec::new();
    all.iter()
        .map(|heading| {
            if heading.level < 2 {
                return String::new();
            }
            let depth = heading.level - 1;
            counts.resize(depth, 0);
            if let Some(last) = counts.last_mut() {
                *last += 1;
            }
            counts
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(".")
        })
        .collect()
}

/// A table being read: its column names and the rows so far.
#[derive(Default)]
struct Table {
    columns: Vec<String>,
    rows: Vec<Vec<String>>,
    cells: Vec<String>,
}

/// The lines written so far and what the next line is inside of.
#[derive(Default)]
struct Writer {
    lines: Vec<String>,
    /// The words of the paragraph, item or cell being read.
    words: String,
    /// Each list's first number (`None`: a bulleted list).
    lists: Vec<Option<u64>>,
    /// Per list item or quote: the prefix of its first line (taken once) and of the rest.
    indents: Vec<(String, String)>,
    links: Vec<String>,
    table: Option<Table>,
    in_code: bool,
}

impl Writer {
    fn blank(&mut self) {
        if self.lines.last().is_some_and(|l| !l.is_empty()) {
            self.lines.push(String::new());
        }
    }

    fn heading(&mut self, line: &str, underline: char) {
        self.blank();
        self.lines.push(line.to_owned());
        self.lines
            .push(underline.to_string().repeat(line.chars().count()));
        self.lines.push(String::new());
    }

    /// The prefix of the next line: a list item's marker once, then its indent.
    fn prefixes(&mut self) -> (String, String) {
        let rest: String = self.indents.iter().map(|(_, rest)| rest.as_str()).collect();
        let mut first = String::new();
        for (marker, rest) in self.indents.iter_mut() {
            if marker.is_empty() {
                first.push_str(rest);
            } else {
                first.push_str(marker);
                marker.clear();
            }
        }
        (first, rest)
    }

    fn item(&mut self) {
        self.flush();
        let marker = match self.lists.last_mut() {
            Some(Some(number)) => {
                let marker = format!("{number}. ");
                *number += 1;
                marker
            }
            _ => "- ".to_owned(),
        };
        let rest = " ".repeat(marker.chars().count());
        self.indents.push((marker, rest));
    }

    /// The words read so far as wrapped lines.
    fn flush(&mut self) {
        let words = std::mem::take(&mut self.words);
        if words.trim().is_empty() {
            return;
        }
        let (first, rest) = self.prefixes();
        self.lines.extend(wrap(&words, &first, &rest));
    }

    fn code(&mut self, text: &str) {
        let (first, rest) = self.prefixes();
        for (n, line) in text.lines().enumerate() {
            let prefix = if n == 0 { &first } else { &rest };
            self.lines
                .push(format!("{prefix}    {line}").trim_end().to_owned());
        }
    }

    fn cell_done(&mut self) {
        let words = std::mem::take(&mut self.words);
        if let Some(table) = self.table.as_mut() {
            table.cells.push(words.trim().to_owned());
        }
    }

    fn row_done(&mut self, head: bool) {
        if let Some(table) = self.table.as_mut() {
            let cells = std::mem::take(&mut table.cells);
            if head {
                table.columns = cells;
            } else {
                table.rows.push(cells);
            }
        }
    }

    /// Each row as lines of `column: cell` (an empty cell left out), a blank line between
    /// rows.
    fn table_done(&mut self) {
        let Some(table) = self.table.take() else {
            return;
        };
        self.blank();
        for row in table.rows {
            for (column, cell) in table.columns.iter().zip(row) {
                if !cell.is_empty() {
                    self.words = format!("{column}: {cell}");
                    self.flush();
                }
            }
            self.blank();
        }
    }
}

/// `words` wrapped at [`WIDTH`], the first line after `first`, the others after `rest`; a
/// word longer than a line has a line of its own.
fn wrap(words: &str, first: &str, rest: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = first.to_owned();
    let mut empty = true;
    for word in words.split_whitespace() {
        let len = line.chars().count();
        if !empty && len + 1 + word.chars().count() > WIDTH {
            lines.push(std::mem::replace(&mut line, rest.to_owned()));
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_headings_wrapped_lines_and_rows_by_column() {
        let text = plain(
            "# Manual\n\n## Play\n\nSee [the clock](#clock), `hektor play`.\n\n### Clock\n\n\
             - one\n- two\n  1. deep\n\n```\n> e4\n```\n\n| typed | said |\n|---|---|\n| 5+3 | five |\n| 0 | |\n\n",
        );
        let lines: Vec<&str> = text.split("\r\n").collect();
        assert_eq!(
            lines,
            [
                "Manual",
                "======",
                "",
                "1. Play",
                "=======",
                "",
                "See the clock (section 1.1), hektor play.",
                "",
                "1.1. Clock",
                "----------",
                "",
                "- one",
                "- two",
                "  1. deep",
                "",
                "    > e4",
                "",
                "typed: 5+3",
                "said: five",
                "",
                "typed: 0",
                "",
            ]
        );
    }

    #[test]
    fn long_paragraphs_are_wrapped() {
        let text = plain(&"word ".repeat(40));
        assert!(
            text.lines().all(|l| l.trim_end().chars().count() <= WIDTH),
            "{text}"
        );
        assert_eq!(text.lines().count(), 3, "{text}");
    }
}
