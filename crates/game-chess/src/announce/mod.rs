//! Chess announcements: a move in its position becomes typed tokens, and tokens become
//! words in an announcement style, a form and a UI language ([`hektor_notation::announce`]). The
//! words live in `locales/` (Fluent): see the `vocabulary` module for how a style finds
//! its words.

mod board;
mod errors;
mod render;
mod tokens;
pub(crate) mod vocabulary;

pub use board::LISTING_ORDER;
pub use tokens::{Announcement, Token};

use shakmaty::{Chess, Color, File, Move, Rank, Role, Square};

use crate::i18n::{Lang, Locale};
use crate::notation::MoveError;
use hektor_notation::announce::vocabulary::{dedup_keep_order, source};
use hektor_notation::announce::{AnnounceOptions, Style};
use render::Renderer;
use vocabulary::{Letters, Vocabulary};

/// Turns moves, squares and move errors into words.
#[derive(Debug)]
pub struct Announcer {
    options: AnnounceOptions,
    locale: Locale,
    renderer: Renderer,
}

/// An announcer in the default style and language.
impl Default for Announcer {
    fn default() -> Announcer {
        Announcer::new(AnnounceOptions::default())
    }
}

impl Announcer {
    /// An announcer for `options`.
    pub fn new(options: AnnounceOptions) -> Announcer {
        let locale = Locale::new(options.lang);
        let renderer = renderer_for(options, &locale);
        Announcer {
            options,
            locale,
            renderer,
        }
    }

    /// The same announcer, marking the words of the styles in another language (`fide`,
    /// `fide-ascii`: German; `nato`: English) with their language, so speech says them
    /// with that language's voice ([`crate::speech::segment`]). Marked text is for
    /// [`Utterance`](crate::speech::Utterance)s; anything printed must be unmarked.
    pub fn marking(mut self) -> Announcer {
        if let Renderer::Words { marks, .. } = &mut self.renderer
            && matches!(
                self.options.style,
                Style::Fide | Style::FideAscii | Style::Nato
            )
        {
            *marks = source(self.options.style, self.options.lang).map(|(l, _)| l);
        }
        self
    }

    /// The options in force.
    pub fn options(&self) -> AnnounceOptions {
        self.options
    }

    /// The UI language's messages.
    pub fn locale(&self) -> &Locale {
        &self.locale
    }

    /// The typed announcement of the legal move `mv` in `pos`, in the chosen form.
    pub fn announcement(&self, pos: &Chess, mv: Move) -> Announcement {
        Announcement::new(pos, mv, self.options.form)
    }

    /// The text of `announcement` in the chosen style and language.
    pub fn render(&self, announcement: &Announcement) -> String {
        self.renderer.sentence(&announcement.tokens)
    }

    /// The announcement of the legal move `mv` in `pos` ("Springer Felix drei").
    pub fn move_text(&self, pos: &Chess, mv: Move) -> String {
        self.render(&self.announcement(pos, mv))
    }

    /// A square in the chosen style ("Eva vier").
    pub fn square(&self, square: Square) -> String {
        self.renderer.square(square)
    }

    /// Every piece of `color` in `pos`, as a sentence ("Weiß: König Eva eins; ...").
    pub fn pieces(&self, pos: &Chess, color: Color) -> String {
        board::pieces(&self.locale, &self.renderer, pos, color)
    }

    /// The pieces of one kind of `color` in `pos`, as a sentence ("White: knights Bella
    /// eins, Gustav eins." / "White: no knights.").
    pub fn pieces_of(&self, pos: &Chess, color: Color, role: Role) -> String {
        board::pieces_of(&self.locale, &self.renderer, pos, color, role)
    }

    /// What stands on each square from `from` to `to` (a diagonal), as a sentence (empty
    /// squares are left out).
    pub fn scan_diagonal(&self, pos: &Chess, from: Square, to: Square) -> String {
        board::scan_diagonal(&self.locale, &self.renderer, pos, from, to)
    }

    /// The piece on `square` with its square ("white knight Felix drei"), if one stands
    /// there.
    pub fn piece_on(&self, pos: &Chess, square: Square) -> Option<String> {
        board::piece_on(&self.locale, &self.renderer, pos, square)
    }

    /// What stands on each square of `file`, from rank 1 up, as a sentence (empty
    /// squares are left out).
    pub fn scan_file(&self, pos: &Chess, file: File) -> String {
        board::scan_file(&self.locale, &self.renderer, pos, file)
    }

    /// What stands on each square of `rank`, from file a on, as a sentence (empty
    /// squares are left out).
    pub fn scan_rank(&self, pos: &Chess, rank: Rank) -> String {
        board::scan_rank(&self.locale, &self.renderer, pos, rank)
    }

    /// What stands on `square` ("Eva vier: weißer Bauer" / "Eva vier: leer").
    pub fn square_contents(&self, pos: &Chess, square: Square) -> String {
        board::square_contents(&self.locale, &self.renderer, pos, square)
    }

    /// The sentence for a move that could not be used: what was wrong and what to do.
    pub fn error_sentence(&self, pos: &Chess, error: &MoveError) -> String {
        errors::sentence(&self.error_context(), pos, error)
    }

    /// How each of several moves an input fitted is told apart, in the order given: the
    /// departure square ("Bella eins") when they differ only there, else the whole move.
    pub fn choice_names(&self, pos: &Chess, candidates: &[Move]) -> Vec<String> {
        errors::choice_names(&self.error_context(), pos, candidates)
    }

    fn error_context(&self) -> errors::Context<'_> {
        errors::Context {
            locale: &self.locale,
            renderer: &self.renderer,
            style: self.options.style,
            form: self.options.form,
        }
    }
}

fn renderer_for(options: AnnounceOptions, ui: &Locale) -> Renderer {
    match source(options.style, options.lang) {
        None => Renderer::Letters(Letters::load(ui)),
        Some((lang, prefixes)) => {
            let own;
            let locale = if lang == options.lang {
                ui
            } else {
                own = Locale::new(lang);
                &own
            };
            let ranks = options.ranks_in_ui_language.then_some(ui);
            Renderer::Words {
                vocabulary: Box::new(Vocabulary::load(locale, prefixes, ranks)),
                pawn_name: options.pawn_name,
                marks: None,
            }
        }
    }
}

/// Every word the style `style` can say in an announcement (pieces, files, ranks,
/// connecting words; for `native` in every UI language; for `san` the letters and
/// signs), each once, for vocabulary tests of speech engines.
pub fn style_words(style: Style) -> Vec<String> {
    let mut words = Vec::new();
    for lang in Lang::ALL {
        let options = AnnounceOptions {
            style,
            lang,
            ..AnnounceOptions::default()
        };
        match renderer_for(options, &Locale::new(lang)) {
            Renderer::Words { vocabulary, .. } => words.extend(vocabulary.all_words()),
            Renderer::Letters(letters) => {
                words.extend(letters.all());
                words.extend(File::ALL.map(|f| f.char().to_string()));
                words.extend(Rank::ALL.map(|r| r.char().to_string()));
                words.extend(["x", "-", "=", "+", "#", "O-O", "O-O-O"].map(String::from));
            }
        }
    }
    dedup_keep_order(&mut words);
    words
}
