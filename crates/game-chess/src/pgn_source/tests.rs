#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use super::starts::*;
use super::words::*;
use super::*;
use crate::replay::source::testing::through;
use proptest::prelude::*;

#[test]
fn uci_promotions_get_an_equals_sign_outside_comments() {
    let text = b"55. d7d8q {d7d8q} h6g6 e7f8N+ ; a1a2q\n[X \"b2b1q\"]\na7a8r *";
    let want = b"55. d7d8=q {d7d8q} h6g6 e7f8=N+ ; a1a2q\n[X \"b2b1q\"]\na7a8=r *";
    for chunk in [1, 3, 7, 4096] {
        assert_eq!(through(movetext_source(&text[..]), chunk), want, "{chunk}");
    }
    assert_eq!(
        String::from_utf8_lossy(&through(movetext_source(&b"xd7d8q d7d8qq d7d8q+x"[..]), 9)),
        "{\x01unread xd7d8q} {\x01unread d7d8qq} {\x01unread d7d8=q+x}"
    );
}

#[test]
fn words_the_reader_would_drop_are_marked_and_nothing_else_changes() {
    let text = "[White \"Кf3\"]\n1. e4 e5 2. Кf3 {Кf3} Nf3abc 22-18 1-0 ; Кf3\nexd6 e.p. N +- ±\n";
    let want = "[White \"Кf3\"]\n1. e4 e5 2. {\x01unread Кf3} {Кf3} {\x01unread Nf3abc} {\x01unread 22-18} 1-0 ; Кf3\nexd6 e.p. N +- ±\n";
    for chunk in [1, 3, 7, 4096] {
        let out = through(movetext_source(text.as_bytes()), chunk);
        assert_eq!(String::from_utf8_lossy(&out), want, "{chunk}");
    }
    assert_eq!(unread_token(b"\x01unread 22-18"), Some(&b"22-18"[..]));
    assert_eq!(unread_token(b"a comment"), None);
}

/// Issue 39 item 3: empty lines after the comments that open a movetext are no game's end
/// when movetext follows (their line ends but the last become blanks); before a tag
/// line, the game of comments ends there; a comment across lines stays as written.
#[test]
fn empty_lines_after_the_opening_comment_keep_the_game_whole() {
    let text = "[Event \"a\"]\n\n{A rook\n\nending} {more}\r\n\n\n1. Kb2 *\n\n\
        [Event \"b\"]\n\n{Only this}\n\n[Event \"c\"]\n\n1. e4\n\n2. d4 *\n";
    let want = "[Event \"a\"]\n\n{A rook\n\nending} {more}\r  \n1. Kb2 *\n\n\
        [Event \"b\"]\n\n{Only this}\n\n[Event \"c\"]\n\n1. e4\n\n2. d4 *\n";
    for chunk in [1, 2, 5, 4096] {
        let out = through(game_source(text.as_bytes()), chunk);
        assert_eq!(String::from_utf8_lossy(&out), want, "{chunk}");
    }
}

/// Issue 39 item 2: a termination marker ends its game (PGN 8.2.6): tags after it on
/// the same line are read from a line of their own (the blank before them, else the
/// marker's last byte, made a line end); tags with movetext on their line, and a `[` in
/// a comment or after a move, are left alone.
#[test]
fn tags_after_a_termination_marker_start_a_game() {
    let text = "[Event \"a\"]\n\n1. e4 1-0 [Event \"b\"][Site \"s\"] 1. d4 *[Event \"c\"] 1. c4 \
        {[%clk 0:01:00]} e5 [Event \"d\"] *\n";
    let want = "[Event \"a\"]\n\n1. e4 1-0\n[Event \"b\"][Site \"s\"] 1. d4 \n[Event \"c\"] 1. c4 \
        {[%clk 0:01:00]} e5 [Event \"d\"] *\n";
    for chunk in [1, 2, 5, 4096] {
        let out = through(game_source(text.as_bytes()), chunk);
        assert_eq!(String::from_utf8_lossy(&out), want, "{chunk}");
    }
}

/// Issue 23 item 7: a block whose first tag the header already has starts a game (its
/// blank line's first line end is handed on as `;`); a header broken by an empty line
/// goes on, and blocks without an empty line between them are left alone.
#[test]
fn a_repeated_tag_after_an_empty_line_starts_a_game() {
    let text = "[Event \"a\"]\n[White \"x [y]\"]\r\n\r\n[Event \"b\"]\n\n[White \"w\"]\n\n\
        1. e4 *\n\n[Event \"c\"]\n[Event \"d\"]\n\n[Site \"s\"]\n";
    let want = "[Event \"a\"]\n[White \"x [y]\"];\n\r\n[Event \"b\"]\n\n[White \"w\"]\n\n\
        1. e4 *\n\n[Event \"c\"]\n[Event \"d\"]\n\n[Site \"s\"]\n";
    for chunk in [1, 2, 5, 4096] {
        let out = through(game_source(text.as_bytes()), chunk);
        assert_eq!(String::from_utf8_lossy(&out), want, "{chunk}");
    }
    let mut names = TagNames::default();
    names.add(b"Event");
    assert!(starts_game(&names, b"Event") && !starts_game(&names, b"White"));
}

proptest! {
    /// What the game starts stage hands on is the text with at most some line ends
    /// made `;` (a game starts) or blanks (empty lines after a movetext's opening
    /// comment), and a blank or a termination marker's last byte before a tag made a line
    /// end, however it is read.
    #[test]
    fn game_starts_change_only_line_ends(
        bytes in proptest::collection::vec(prop_oneof![Just(b'['), Just(b']'), Just(b'E'), Just(b'"'), Just(b'\n'), Just(b' '), any::<u8>()], 0..300),
        chunk in 1usize..40,
    ) {
        let settled = through(LineEnds::new(&bytes[..]), 4096);
        let out = through(game_source(&bytes[..]), chunk);
        prop_assert_eq!(out.len(), settled.len());
        for (&a, &b) in settled.iter().zip(&out) {
            let line_end = matches!(b, b';' | b' ') && matches!(a, b'\n' | b'\r');
            let marker_end = b == b'\n' && matches!(a, b' ' | b'\t' | b'*' | b'0' | b'1' | b'2');
            prop_assert!(a == b || line_end || marker_end);
        }
    }

    #[test]
    fn the_quick_san_test_never_takes_what_the_parser_refuses(word in "[KQRBNa-h1-8x=+#]{1,7}") {
        if plain_san(word.as_bytes()) {
            let parsed = shakmaty::san::SanPlus::from_ascii_prefix(word.as_bytes());
            prop_assert!(parsed.is_ok_and(|(_, len)| len == word.len()), "{}", word);
        }
    }

    #[test]
    fn promotions_only_add_equals_signs_and_marks(
        bytes in proptest::collection::vec(prop_oneof![Just(b'd'), Just(b'7'), Just(b'8'), Just(b'q'), Just(b' '), Just(b'{'), Just(b'}'), any::<u8>().prop_filter("a reserved `<...>` token is passed over", |b| *b != b'<')], 0..300),
        chunk in 1usize..40,
    ) {
        let out = through(movetext_source(&bytes[..]), chunk);
        let out = String::from_utf8_lossy(&out).replace("{\x01unread ", "");
        let mut unmarked = String::new();
        let mut rest = out.as_str();
        // A marked word's closing brace follows it at once: drop it with the mark.
        let settled: Vec<u8> = bytes
            .iter()
            .enumerate()
            .map(|(i, &b)| if b == b'\r' && bytes.get(i + 1) != Some(&b'\n') { b'\n' } else { b })
            .collect();
        let text = String::from_utf8_lossy(&settled);
        while let Some(at) = rest.find('}') {
            unmarked.push_str(&rest[..at]);
            rest = &rest[at + 1..];
        }
        unmarked.push_str(rest);
        let want: String = text.chars().filter(|&c| c != '}' && c != '=').collect();
        let got: String = unmarked.chars().filter(|&c| c != '=').collect();
        prop_assert_eq!(got, want);
    }

    #[test]
    fn the_word_shapes_take_exactly_the_plain_moves_and_numbers_but_the_king_s(
        word in "[KQRBNOa-hx0-9=+#-]{1,9}",
        after in "[ .\n{;)]",
    ) {
        let bytes = word.as_bytes();
        let text = format!("{word}{after}");
        let digits = bytes.iter().all(u8::is_ascii_digit);
        let plain = !word.contains('K') && (plain_san(bytes) || digits);
        // The steps of the scan over the word and the byte after it.
        let mut state = GAP;
        let mut end = 0;
        for &byte in text.as_bytes() {
            state = WORDS[usize::from(state)][usize::from(byte)];
            if state >= EVENTS || (state >= GAP && end > 0) {
                break;
            }
            end += 1;
        }
        let taken = state != WORD_TO_LOOK_AT;
        prop_assert_eq!(end, bytes.len(), "{}", word);
        prop_assert_eq!(taken, plain, "{}", word);
        if taken {
            prop_assert!(pgn_reads(bytes, b"", b" ") && promotion(bytes).is_none(), "{}", word);
        }
    }
}

#[test]
fn a_game_may_start_at_tags_after_movetext_and_a_blank_line() {
    let text = b"[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n";
    assert_eq!(game_may_start(text), Some(22));
    assert_eq!(game_may_start(b"x\n1. e4 *\r\n\r\n[White\"x\"]"), Some(13));
    // Tags split by a blank line, a line that is no tag, no blank line, no line before.
    assert_eq!(game_may_start(b"[Event \"a\"]\n\n[White \"b\"]\n"), None);
    assert_eq!(game_may_start(b"1. e4 *\n\n[ nothing\n"), None);
    assert_eq!(game_may_start(b"1. e4 *\n[Event \"b\"]\n"), None);
    assert_eq!(game_may_start(b"*\n\n[Event \"b\"]\n"), None);
}
