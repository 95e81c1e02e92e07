# Module paths moved by issue 14 (branch chessmove): chess's implementation went under
# games::chess, the parts both games use stayed where they were. Run over the files of a
# branch made before the move:  sed -E -i -f scripts/moved-paths.sed FILE...
# (then cargo fmt). The integrator removes this file after the merge.

# announce: Style, Form, AnnounceOptions, lexicon and the vocabulary sources stay;
# the chess announcer moved.
s#(crate|hektor)::announce::\{AnnounceOptions, Announcer, Form, Style, style_words\}#\1::{announce::{AnnounceOptions, Form, Style}, games::chess::announce::{Announcer, style_words}}#g
s#(crate|hektor)::announce::\{AnnounceOptions, Announcer, Form, Style\}#\1::{announce::{AnnounceOptions, Form, Style}, games::chess::announce::Announcer}#g
s#(crate|hektor)::announce::\{AnnounceOptions, Announcer, Style\}#\1::{announce::{AnnounceOptions, Style}, games::chess::announce::Announcer}#g
s#(crate|hektor)::announce::\{AnnounceOptions, Announcer, lexicon\}#\1::{announce::{AnnounceOptions, lexicon}, games::chess::announce::Announcer}#g
s#(crate|hektor)::announce::\{AnnounceOptions, Announcer\}#\1::{announce::AnnounceOptions, games::chess::announce::Announcer}#g
s#(crate|hektor)::announce::\{Style, style_words\}#\1::{announce::Style, games::chess::announce::style_words}#g
s#(crate|hektor)::announce::(Announcer|LISTING_ORDER|Announcement|Token|style_words)\b#\1::games::chess::announce::\2#g

# notation: marks, movetext (reading sheets) and Choice stay; chess's move reader moved.
s#(crate|hektor)::notation::movetext::\{SheetEntry, read_movetext, replay\}#\1::{notation::movetext::{SheetEntry, read_movetext}, games::chess::notation::replay}#g
s#(crate|hektor)::notation::movetext::\{read_movetext, replay\}#\1::{notation::movetext::read_movetext, games::chess::notation::replay}#g
s#(crate|hektor)::notation::movetext::(replay|ReplayedMove)\b#\1::games::chess::notation::\2#g
s#(crate|hektor)::notation::\{Choice, MoveError\}#\1::{notation::Choice, games::chess::notation::MoveError}#g
s#(crate|hektor)::notation::\{((Illegal|MoveError|parse_move|choose|piece_on_square)(, (Illegal|MoveError|parse_move|choose|piece_on_square))*)\}#\1::games::chess::notation::{\2}#g
s#(crate|hektor)::notation::(parse_move|MoveError|Illegal|choose|piece_on_square)\b#\1::games::chess::notation::\2#g
