//! Scrolling panels (the help, the log): text wrapped into rows at word boundaries,
//! how many rows show, and where the scroll keys move the first row shown.

use std::ops::Range;

use fluent_bundle::FluentValue;
use ratatui::crossterm::event::KeyCode;

/// How many rows a scrolling panel has, and how many of them show.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct View {
    /// All rows.
    pub(super) rows: usize,
    /// The rows that fit.
    pub(super) shown: usize,
    /// The characters a row holds.
    pub(super) width: usize,
}

impl View {
    /// The furthest a panel can scroll.
    pub(super) fn max_scroll(self) -> usize {
        self.rows.saturating_sub(self.shown)
    }
}

/// How a key scrolls a panel: rows (negative: back, towards the top), `None` if it
/// does not scroll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Step {
    /// Rows down (negative: up).
    Rows(isize),
    /// Pages down (negative: up).
    Pages(isize),
    /// The first row.
    Top,
    /// The last rows.
    End,
}

pub(super) fn scroll_step(code: KeyCode) -> Option<Step> {
    Some(match code {
        KeyCode::Up => Step::Rows(-1),
        KeyCode::Down => Step::Rows(1),
        KeyCode::PageUp => Step::Pages(-1),
        KeyCode::PageDown => Step::Pages(1),
        KeyCode::Home => Step::Top,
        KeyCode::End => Step::End,
        _ => return None,
    })
}

/// The new first row of a panel of `view` scrolled from `top` by `step`.
pub(super) fn scrolled(view: View, top: usize, step: Step) -> usize {
    let page = isize::try_from(view.shown.max(1)).unwrap_or(1);
    let top = isize::try_from(top).unwrap_or(0);
    let max = isize::try_from(view.max_scroll()).unwrap_or(0);
    let moved = match step {
        Step::Rows(n) => top + n,
        Step::Pages(n) => top + n * page,
        Step::Top => 0,
        Step::End => max,
    };
    usize::try_from(moved.clamp(0, max)).unwrap_or(0)
}

/// The rows that show after the first row shown moved from `before` to `after`, and
/// did not show before (a listener hears only these).
pub(super) fn came_into_view(view: View, before: usize, after: usize) -> Range<usize> {
    let range = if after > before {
        (before + view.shown).max(after)..after + view.shown
    } else {
        after..before.min(after + view.shown)
    };
    range.start.min(view.rows)..range.end.min(view.rows)
}

/// The first and last row showing and the number of rows, as message arguments.
pub(super) fn position(top: usize, view: View) -> Vec<(&'static str, FluentValue<'static>)> {
    let last = (top + view.shown).min(view.rows);
    vec![
        ("first", (top + 1).min(last).into()),
        ("last", last.into()),
        ("rows", view.rows.into()),
    ]
}

/// `text` broken into rows of at most `width` characters at spaces; a word longer than
/// a row is cut.
pub(super) fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut rows = Vec::new();
    let mut row = String::new();
    for word in text.split(' ') {
        let mut word: Vec<char> = word.chars().collect();
        let row_len = row.chars().count();
        if row_len > 0 && row_len + 1 + word.len() > width {
            rows.push(std::mem::take(&mut row));
        }
        while word.len() > width {
            let rest = word.split_off(width);
            if !row.is_empty() {
                rows.push(std::mem::take(&mut row));
            }
            rows.push(word.iter().collect());
            word = rest;
        }
        if !row.is_empty() {
            row.push(' ');
        }
        row.extend(word);
    }
    rows.push(row);
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn rows_fit_and_words_that_fit_stay_whole(text in "[a-zä ]{0,90}", width in 1usize..30) {
            let rows = wrap(&text, width);
            prop_assert!(rows.iter().all(|row| row.chars().count() <= width));
            for word in text.split(' ').filter(|w| !w.is_empty() && w.chars().count() <= width) {
                prop_assert!(
                    rows.iter().any(|row| row.split(' ').any(|part| part == word)),
                    "{word:?} broken in {rows:?}"
                );
            }
        }
    }

    #[test]
    fn scrolling_stays_inside_the_rows() {
        let view = View {
            rows: 30,
            shown: 10,
            width: 40,
        };
        assert_eq!(scrolled(view, 0, Step::Rows(-1)), 0);
        assert_eq!(scrolled(view, 0, Step::Pages(1)), 10);
        assert_eq!(scrolled(view, 15, Step::Pages(1)), 20);
        assert_eq!(scrolled(view, 15, Step::End), 20);
        assert_eq!(scrolled(view, 15, Step::Top), 0);
    }

    #[test]
    fn only_the_rows_that_were_hidden_come_into_view() {
        let view = View {
            rows: 30,
            shown: 10,
            width: 40,
        };
        assert_eq!(came_into_view(view, 0, 1), 10..11);
        assert_eq!(came_into_view(view, 0, 10), 10..20);
        assert_eq!(came_into_view(view, 15, 20), 25..30);
        assert_eq!(came_into_view(view, 20, 19), 19..20);
        assert_eq!(came_into_view(view, 20, 0), 0..10);
        assert_eq!(came_into_view(view, 20, 20), 20..20);
    }
}
