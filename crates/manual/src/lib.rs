//! The manual for the packages: `docs/manual.md` as one HTML page with headings a screen
//! reader jumps by (`manual.html`), and as wrapped plain text with Windows line ends and
//! numbered headings (`manual.txt`). A build tool run by `make dist` (`scripts/dist.sh`),
//! never part of the `hektor` program: its Markdown reader (pulldown-cmark) stays out of
//! what players install.

pub mod headings;
pub mod html;
pub mod text;
