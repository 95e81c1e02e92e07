//! The manual as the packages ship it, made from the repository's own `docs/manual.md`:
//! the HTML page a screen reader jumps through by heading, the text a Notepad user
//! searches by section number, and the short README whose links lead into the manual.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hektor_manual::headings::headings;
use hektor_manual::html::page;
use hektor_manual::text::{numbers, plain};
use std::collections::HashSet;

fn repository_file(name: &str) -> String {
    let path = format!("{}/../../{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every value of `attribute="..."` in `html`.
fn values<'a>(html: &'a str, attribute: &str) -> Vec<&'a str> {
    let start = format!("{attribute}=\"");
    html.split(start.as_str())
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap())
        .collect()
}

#[test]
fn the_html_page_has_one_title_heading_and_a_heading_per_section() {
    let markdown = repository_file("docs/manual.md");
    let html = page(&markdown, "en");
    assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">\n"));
    assert!(html.contains("<meta charset=\"utf-8\">"));
    assert!(html.contains("<title>hektor manual</title>"));
    assert_eq!(html.matches("<h1").count(), 1);
    let sections = html.matches("<h2 id=").count();
    let subsections = html.matches("<h3 id=").count();
    assert!(
        sections >= 15 && subsections >= 20,
        "{sections} h2, {subsections} h3"
    );
    assert!(!html.contains("<h4"), "headings deeper than h3");
    assert!(!html.to_lowercase().contains("<script"));
}

#[test]
fn every_link_between_sections_leads_to_a_heading() {
    let markdown = repository_file("docs/manual.md");
    let html = page(&markdown, "en");
    let ids: HashSet<&str> = values(&html, "id").into_iter().collect();
    assert_eq!(
        ids.len(),
        values(&html, "id").len(),
        "two headings share an anchor"
    );
    let links: Vec<&str> = values(&html, "href")
        .into_iter()
        .filter_map(|href| href.strip_prefix('#'))
        .collect();
    assert!(links.len() > 60, "{} links", links.len());
    for link in links {
        assert!(ids.contains(link), "#{link} leads nowhere");
    }
}

#[test]
fn every_table_has_column_headers() {
    let html = page(&repository_file("docs/manual.md"), "en");
    let tables: Vec<&str> = html.split("<table>").skip(1).collect();
    assert!(tables.len() >= 10, "{} tables", tables.len());
    for table in tables {
        let table = table.split("</table>").next().unwrap();
        let head = table.split("</thead>").next().unwrap();
        assert!(head.starts_with("<thead><tr><th scope=\"col\">"), "{table}");
        assert!(!head.contains("<td"), "{table}");
        assert!(!head.contains("<th>"), "{table}");
    }
}

#[test]
fn the_text_holds_every_heading_numbered_and_underlined_with_windows_line_ends() {
    let markdown = repository_file("docs/manual.md");
    let text = plain(&markdown);
    assert!(
        !text.replace("\r\n", "").contains('\n'),
        "a line ends without CR"
    );
    let lines: Vec<&str> = text.split("\r\n").collect();
    let all = headings(&markdown);
    for (heading, number) in all.iter().zip(numbers(&all)) {
        let line = if number.is_empty() {
            heading.text.clone()
        } else {
            format!("{number}. {}", heading.text)
        };
        let at = lines
            .iter()
            .position(|l| *l == line)
            .unwrap_or_else(|| panic!("no heading line {line:?}"));
        let underline = lines[at + 1];
        assert_eq!(underline.chars().count(), line.chars().count(), "{line}");
        assert!(underline.chars().all(|c| c == '=' || c == '-'), "{line}");
    }
    assert!(
        text.contains("(section "),
        "links to sections name no number"
    );
}

#[test]
fn the_readme_is_short_and_its_links_lead_into_the_manual() {
    let readme = repository_file("README.md");
    assert!(
        readme.lines().count() < 250,
        "{} lines",
        readme.lines().count()
    );
    let quick = readme
        .split("## Quick start (Debian)\n\n```sh\n")
        .nth(1)
        .unwrap();
    let block = quick.split("```").next().unwrap();
    // Each line a command, then its comment.
    let commands: Vec<&str> = block
        .lines()
        .map(|line| line.split('#').next().unwrap().trim())
        .collect();
    assert_eq!(commands, ["make run", "make test"]);
    let manual: HashSet<String> = headings(&repository_file("docs/manual.md"))
        .into_iter()
        .map(|h| h.id)
        .collect();
    let own: HashSet<String> = headings(&readme).into_iter().map(|h| h.id).collect();
    let html = page(&readme, "en");
    let mut into_manual = 0;
    for href in values(&html, "href") {
        if let Some(anchor) = href.strip_prefix("docs/manual.md#") {
            assert!(manual.contains(anchor), "{href} leads nowhere");
            into_manual += 1;
        } else if let Some(anchor) = href.strip_prefix('#') {
            assert!(own.contains(anchor), "{href} leads nowhere in the README");
        } else {
            assert_eq!(
                href, "docs/manual.md",
                "a link out of the README and the manual"
            );
        }
    }
    assert!(into_manual >= 20, "{into_manual} links into the manual");
}
