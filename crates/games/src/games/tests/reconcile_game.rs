use crate::i18n::Locale;

use crate::i18n::Lang;
use crate::reconcile::SheetGame;

/// The ids made at run time exist in English, so in every language (the build of
/// `hektor-words` fails when a language lacks one of English's messages).
#[test]
fn every_kind_of_piece_of_both_games_has_its_name() {
    let english = Locale::new(Lang::En);
    let chess =
        shakmaty::Role::ALL.map(<crate::games::chess::ChessPosition as SheetGame>::piece_id);
    let draughts = [hektor_draughts::Role::Man, hektor_draughts::Role::King]
        .map(<crate::games::draughts::DraughtsPosition as SheetGame>::piece_id);
    for id in chess.iter().chain(&draughts) {
        assert!(english.has_own(id), "{id}");
    }
}
