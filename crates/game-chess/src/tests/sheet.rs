use hektor_game_core::reconcile::{Entry, Sheet};

fn w(s: &str) -> Entry {
    Entry::Written(s.to_owned())
}

#[test]
fn reads_movetext_with_gaps_and_stops_at_the_result() {
    let sheet = Sheet::read("[Event \"x\"]\n1. e4 {best} e5 2. Nf3 -- 3. Bb5 a6 1-0 4. O-O");
    assert_eq!(
        sheet.entries,
        vec![w("e4"), w("e5"), w("Nf3"), Entry::Gap, w("Bb5"), w("a6")]
    );
}

#[test]
fn a_move_left_out_of_a_numbered_sheet_is_a_gap() {
    let sheet =
        Sheet::read("1. e4 e5 2. Nf3 3. Bb5 a6 4... Nf6").aligned(&crate::ChessPosition::default());
    assert_eq!(
        sheet.entries,
        vec![
            w("e4"),
            w("e5"),
            w("Nf3"),
            Entry::Gap,
            w("Bb5"),
            w("a6"),
            Entry::Gap,
            w("Nf6")
        ]
    );
    // A number that goes back is not followed.
    let sheet = Sheet::read("1. e4 e5 1. Nf3").aligned(&crate::ChessPosition::default());
    assert_eq!(sheet.entries, vec![w("e4"), w("e5"), w("Nf3")]);
}

#[test]
fn one_move_per_line_and_trailing_gaps() {
    let sheet = Sheet::read("e4\ne5\n\nNf3\n-\n");
    assert_eq!(sheet.entries, vec![w("e4"), w("e5"), w("Nf3")]);
    assert!(Sheet::read("1-0").is_empty());
}
