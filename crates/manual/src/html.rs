//! The manual as one HTML page: a `lang` and a title, one `h1`, headings with the anchors
//! the links use, tables whose header cells say they head columns, a plain built-in
//! style and no scripts.

use crate::headings::{Heading, headings, options};
use pulldown_cmark::{CowStr, Event, Parser, Tag, TagEnd, html::push_html};

/// A readable page at any size, in the reader's own colours where the browser has them.
const STYLE: &str = "body { font-family: sans-serif; font-size: 1.1em; line-height: 1.5; \
max-width: 50em; margin: 0 auto; padding: 1em; }\n\
code, pre { font-family: monospace; font-size: 0.95em; }\n\
pre { padding: 0.5em; border: 1px solid #888; overflow-x: auto; }\n\
table { border-collapse: collapse; margin: 1em 0; }\n\
th, td { border: 1px solid #888; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }\n\
a:focus { outline: 3px solid; }\n";

/// `markdown` as a whole HTML page in the language `lang` (`en`), titled by its first
/// heading.
pub fn page(markdown: &str, lang: &str) -> String {
    let all = headings(markdown);
    let title = all.first().map(|h| h.text.clone()).unwrap_or_default();
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
    );
    push_html(&mut out, std::iter::once(Event::Text(title.into())));
    out.push_str("</title>\n<style>\n");
    out.push_str(STYLE);
    out.push_str("</style>\n</head>\n<body>\n<main>\n");
    push_html(&mut out, body_events(markdown, &all));
    out.push_str("</main>\n</body>\n</html>\n");
    out
}

/// The Markdown's events with each heading's anchor set and each header cell as
/// `<th scope="col">`.
fn body_events<'a>(markdown: &'a str, all: &'a [Heading]) -> impl Iterator<Item = Event<'a>> {
    let mut anchors = all.iter().map(|h| h.id.as_str());
    let mut in_head = false;
    Parser::new_ext(markdown, options()).map(move |event| match event {
        Event::Start(Tag::Heading {
            level,
            classes,
            attrs,
            ..
        }) => Event::Start(Tag::Heading {
            level,
            id: anchors.next().map(CowStr::from),
            classes,
            attrs,
        }),
        Event::Start(Tag::TableHead) => {
            in_head = true;
            event
        }
        Event::End(TagEnd::TableHead) => {
            in_head = false;
            event
        }
        Event::Start(Tag::TableCell) if in_head => Event::InlineHtml("<th scope=\"col\">".into()),
        Event::End(TagEnd::TableCell) if in_head => Event::InlineHtml("</th>".into()),
        other => other,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_with_anchored_headings_and_column_headers() {
        let page = page(
            "# A & B\n\nSee [the clock](#clock).\n\n## Clock\n\n| typed | said |\n|---|---|\n| `5+3` | five |\n",
            "en",
        );
        assert!(
            page.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"),
            "{page}"
        );
        assert!(page.contains("<meta charset=\"utf-8\">"), "{page}");
        assert!(page.contains("<title>A &amp; B</title>"), "{page}");
        assert!(page.contains("<h1 id=\"a--b\">A &amp; B</h1>"), "{page}");
        assert!(page.contains("<h2 id=\"clock\">Clock</h2>"), "{page}");
        assert!(page.contains("<a href=\"#clock\">the clock</a>"), "{page}");
        assert!(
            page.contains(
                "<thead><tr><th scope=\"col\">typed</th><th scope=\"col\">said</th></tr></thead>"
            ),
            "{page}"
        );
        assert!(page.contains("<td><code>5+3</code></td>"), "{page}");
        assert!(!page.contains("<script"), "{page}");
    }
}
