//! Page layout shared by the Braille and text scoresheets: word wrapping within the
//! line width, pages of at most the page height with the page number right-aligned on
//! each page's first line, form feed between pages, a chosen line ending.
//!
//! Widths are counted in characters: one BRF character is one Braille cell.

use crate::safe_text::{Breaks, safe_text};

/// The end of each line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineEnding {
    /// CR LF (the BRF convention).
    Crlf,
    /// LF.
    Lf,
    /// CR.
    Cr,
}

impl LineEnding {
    /// The characters.
    pub fn as_str(self) -> &'static str {
        match self {
            LineEnding::Crlf => "\r\n",
            LineEnding::Lf => "\n",
            LineEnding::Cr => "\r",
        }
    }
}

/// The page geometry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    /// Characters (cells) per line.
    pub width: usize,
    /// Lines per page, the page-number line included.
    pub height: usize,
    /// The line ending.
    pub line_ending: LineEnding,
}

/// The smallest usable line width.
pub const MIN_WIDTH: usize = 12;
/// The smallest usable page height: the page-number line and two more.
pub const MIN_HEIGHT: usize = 3;

/// How far continuation lines of a wrapped line are indented.
const INDENT: usize = 2;

/// Lays out logical lines (words separated by single spaces) on pages as they come,
/// writing each physical line at once: wrapped to the width, at most the page height per
/// page with the page number first, a form feed before each later page, blank lines at
/// the top of a later page left out.
pub struct Pager<'a> {
    page: Page,
    label: Box<dyn Fn(usize) -> String + 'a>,
    out: Box<dyn std::io::Write + 'a>,
    /// The pages begun so far (the number of the current page).
    number: usize,
    /// The lines below the page number on the current page.
    used: usize,
}

impl<'a> Pager<'a> {
    /// A pager writing to `out`; `label(n)` is the page number text of page `n` (from 1).
    pub fn new(
        page: Page,
        label: Box<dyn Fn(usize) -> String + 'a>,
        out: Box<dyn std::io::Write + 'a>,
    ) -> Pager<'a> {
        Pager {
            page,
            label,
            out,
            number: 0,
            used: 0,
        }
    }

    /// Writes one logical line, wrapped; it is made one safe line first ([`safe_text`]:
    /// names and tags from a file carry no control character onto the page).
    pub fn line(&mut self, line: &str) -> std::io::Result<()> {
        for physical in wrap(&safe_text(line, Breaks::Space), self.page.width) {
            self.physical(&physical)?;
        }
        Ok(())
    }

    fn physical(&mut self, line: &str) -> std::io::Result<()> {
        let body = self.page.height.saturating_sub(1).max(1);
        if self.number == 0 {
            self.begin_page()?;
        } else if self.used == body || (self.used == 0 && self.number > 1) {
            // A blank line does not begin a page, nor stand at its top.
            if line.is_empty() {
                return Ok(());
            }
            if self.used == body {
                self.begin_page()?;
            }
        }
        self.used += 1;
        self.out.write_all(line.as_bytes())?;
        self.out
            .write_all(self.page.line_ending.as_str().as_bytes())
    }

    fn begin_page(&mut self) -> std::io::Result<()> {
        self.number += 1;
        self.used = 0;
        if self.number > 1 {
            self.out.write_all(b"\x0c")?;
        }
        let head = (self.label)(self.number);
        let pad = self.page.width.saturating_sub(head.chars().count());
        let head: String = std::iter::repeat_n(' ', pad)
            .chain(head.chars().take(self.page.width))
            .collect();
        let eol = self.page.line_ending.as_str();
        write!(self.out, "{head}{eol}")
    }

    /// Ends the layout: a sheet without lines still gets its first page.
    pub fn finish(&mut self) -> std::io::Result<()> {
        if self.number == 0 {
            self.begin_page()?;
        }
        Ok(())
    }
}

/// Breaks one logical line at spaces into lines of at most `width` characters;
/// continuation lines are indented; a word longer than a line is split with a hyphen at
/// the end of each of its pieces but the last, so a reader knows the word goes on.
pub fn wrap(line: &str, width: usize) -> Vec<String> {
    // Most lines (a move pair) fit as they are.
    if line.len() <= width && !line.starts_with(' ') && !line.ends_with(' ') && !line.contains("  ")
    {
        return vec![line.to_owned()];
    }
    let mut out: Vec<String> = Vec::new();
    let mut current: Vec<char> = Vec::new();
    for word in line.split(' ').filter(|w| !w.is_empty()) {
        let mut chars: Vec<char> = word.chars().collect();
        loop {
            let start = if out.is_empty() { 0 } else { INDENT };
            let sep = usize::from(!current.is_empty());
            if start + current.len() + sep + chars.len() <= width {
                if sep == 1 {
                    current.push(' ');
                }
                current.append(&mut chars);
                break;
            }
            if current.is_empty() {
                let room = width.saturating_sub(start).max(2);
                let rest = chars.split_off((room - 1).min(chars.len()));
                current = std::mem::replace(&mut chars, rest);
                current.push('-');
            }
            flush(&mut out, &mut current, start);
            if chars.is_empty() {
                break;
            }
        }
    }
    if !current.is_empty() || out.is_empty() {
        let start = if out.is_empty() { 0 } else { INDENT };
        flush(&mut out, &mut current, start);
    }
    out
}

fn flush(out: &mut Vec<String>, current: &mut Vec<char>, indent: usize) {
    let mut line = " ".repeat(indent);
    line.extend(current.drain(..));
    out.push(line);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_with_indent_and_cuts_long_words() {
        assert_eq!(wrap("12 SF3 SC6", 40), vec!["12 SF3 SC6"]);
        assert_eq!(wrap("12 SF3 SC6", 7), vec!["12 SF3", "  SC6"]);
        assert_eq!(
            wrap("ABCDEFGHIJ", 4),
            vec!["ABC-", "  D-", "  E-", "  F-", "  G-", "  H-", "  IJ"]
        );
        assert_eq!(
            wrap("KASPAROV GARRY 1 0", 12),
            vec!["KASPAROV", "  GARRY 1 0"]
        );
        assert_eq!(
            wrap("PRAGGNANANDHAA1 R", 12),
            vec!["PRAGGNANAND-", "  HAA1 R"]
        );
        assert_eq!(wrap("", 4), vec![""]);
    }

    #[test]
    #[allow(clippy::unwrap_used)]
    fn pages_hold_the_label_and_height_minus_one_lines() {
        let lines: Vec<String> = (1..=5).map(|n| n.to_string()).collect();
        let page = Page {
            width: 12,
            height: 3,
            line_ending: LineEnding::Lf,
        };
        let mut out = Vec::new();
        let mut pager = Pager::new(page, Box::new(|n| format!("p{n}")), Box::new(&mut out));
        for line in &lines {
            pager.line(line).unwrap();
        }
        pager.finish().unwrap();
        drop(pager);
        let out = String::from_utf8(out).unwrap();
        assert_eq!(
            out,
            "          p1\n1\n2\n\u{c}          p2\n3\n4\n\u{c}          p3\n5\n"
        );
    }
}
