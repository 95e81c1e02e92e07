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

# reconcile: the engine over SheetGame stays; chess's SheetGame impl, its boards (FEN,
# piece lists, board entry), its spoken boards and its entry points moved.
s#(crate|hektor)::reconcile::\{Prepared, Sheet, play_or_pass, reconcile\}#\1::{games::chess::reconcile::{play_or_pass, reconcile}, reconcile::{Prepared, Sheet}}#g
s#(crate|hektor)::reconcile::\{Action, Note, Sheet, Verdict, parse_board, reconcile\}#\1::{games::chess::reconcile::{parse_board, reconcile}, reconcile::{Action, Note, Sheet, Verdict}}#g
s#(crate|hektor)::reconcile::\{Sheet, parse_board, reconcile\}#\1::{games::chess::reconcile::{parse_board, reconcile}, reconcile::Sheet}#g
s#(crate|hektor)::reconcile::\{Action, BoardEntry, corrections, describe_board, describe_entry, parse_piece_list, to_piece_list\}#\1::{games::chess::reconcile::{BoardEntry, corrections, describe_board, describe_entry, parse_piece_list, to_piece_list}, reconcile::Action}#g
s#(crate|hektor)::reconcile::(reconcile|reconcile_from|read_sheet_file|parse_board|parse_player_board|check_board|parse_piece_list|to_piece_list|BoardEntry|Item|PieceListError|describe_board|describe_entry|corrections|difference|ChessReach|play_or_pass)\b#\1::games::chess::reconcile::\2#g

# scoresheet: Format, ExportOptions, render, cells, layout, profiles, the paged writer,
# the Braille literary text and the text headings stay; chess's PGN reader and writer,
# its scoresheet of SAN plies, its Braille move cells and SAN in local letters moved.
s#(crate|hektor)::scoresheet::\{([^}]*), pgn_import, ([^}]*)\}#\1::{games::chess::pgn_import, scoresheet::{\2, \3}}#g
s#(crate|hektor)::scoresheet::\{([^}]*), pgn_import\}#\1::{games::chess::pgn_import, scoresheet::{\2}}#g
s#(crate|hektor)::scoresheet::(pgn_import|pgn_export)\b#\1::games::chess::\2#g
s#(crate|hektor)::scoresheet::sheet\b#\1::games::chess::scoresheet#g
s#(crate|hektor)::scoresheet::braille::\{move_cells, movetext\}#\1::games::chess::braille::{move_cells, movetext}#g
s#(crate|hektor)::scoresheet::braille::(move_cells|pair_cells|movetext)\b#\1::games::chess::braille::\2#g
s#(crate|hektor)::scoresheet::text::localized_san\b#\1::games::chess::scoresheet::localized_san#g
