//! Arbitrary bytes read as a PDN file: nothing may panic, games are numbered in order,
//! and the games read, written one after the other, read back the same (a game without
//! moves takes its game from the one before, so they are written together).
#![no_main]

use hektor_draughts::pdn::{PdnReader, write_game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut games = Vec::new();
    for (index, game) in PdnReader::new(data).enumerate() {
        let number = match &game {
            Ok(game) => game.number(),
            Err(error) => error.game,
        };
        assert_eq!(number, index + 1);
        games.extend(game.ok());
    }
    let written: String = games.iter().map(write_game).collect();
    let back: Vec<_> = PdnReader::new(written.as_bytes()).collect();
    assert_eq!(back.len(), games.len(), "{written:?}");
    for (game, back) in games.iter().zip(&back) {
        let Ok(back) = back else {
            panic!("{written:?}: {back:?}");
        };
        assert_eq!(back.tags(), game.tags());
        assert_eq!(back.body(), game.body());
        assert_eq!(back.variant(), game.variant());
    }
});
