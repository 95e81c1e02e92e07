//! Arbitrary bytes read as a PDN file: nothing may panic, games are numbered in order,
//! and every game read is written and read back the same.
#![no_main]

use hektor_draughts::pdn::{PdnReader, write_game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for (index, game) in PdnReader::new(data).enumerate() {
        let Ok(game) = game else { continue };
        assert_eq!(game.number(), index + 1);
        let written = write_game(&game);
        let back: Vec<_> = PdnReader::new(written.as_bytes()).collect();
        match back.as_slice() {
            [Ok(back)] => {
                assert_eq!(back.tags(), game.tags());
                assert_eq!(back.body(), game.body());
                assert_eq!(back.variant(), game.variant());
            }
            other => panic!("{written:?} read back as {other:?}"),
        }
    }
});
