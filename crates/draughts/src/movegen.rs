//! Legal moves of a position, on bitboards.
//!
//! Captures are searched piece by piece, depth first, with the pieces already jumped kept
//! on the board (they leave only after the move, II.3.6, III.3.6): they block the way and
//! cannot be jumped again (II.3.5, III.3.5), while an empty square may be crossed any
//! number of times.
//!
//! The search finds every path; a capture that takes the same pieces from the same square
//! to the same square along several paths (a man's circular capture run either way round,
//! a king stopping anywhere between two pieces on one line) is one move of the rules, and
//! [`Paths::Distinct`] keeps the first path found of it. The search writes into fixed
//! arrays and hands each move to a [`Sink`], so generating makes no heap allocation per
//! move; [`perft`] counts the last ply without making the moves at all.

use crate::board::{Geometry, Step, bits};
use crate::moves::MAX_CAPTURES;
use crate::{Color, Move, Square, Variant};

/// Whether a capture found along several paths is listed once or once per path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Paths {
    /// Once: the legal moves as the rules count them.
    Distinct,
    /// Once per path: what a written path is matched against.
    Every,
}

/// Whether the majority rule (III.3.10) filters the captures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Majority {
    /// As the variant's rules say: in draughts-100 only the captures taking the most.
    Rules,
    /// Every capture, however many pieces it takes.
    Ignored,
}

/// A position as the generator sees it: the side to move's pieces and the opponent's
/// (made by [`crate::Position`], which the generator does not know).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Node {
    g: Geometry,
    /// Draughts-64: no majority rule, a man crowned during a capture goes on as a king.
    russian: bool,
    /// Whether White is to move.
    white: bool,
    own: u64,
    opponents: u64,
    kings: u64,
}

impl Node {
    /// The node of a position of `variant` (squares as `g` lays them out) with `turn` to
    /// move: the bits of its `own` pieces, its `opponents'` and the `kings` of both.
    pub(crate) fn new(
        g: Geometry,
        variant: Variant,
        turn: Color,
        own: u64,
        opponents: u64,
        kings: u64,
    ) -> Self {
        Self {
            g,
            russian: variant == Variant::Russian,
            white: turn == Color::White,
            own,
            opponents,
            kings,
        }
    }

    fn empty(&self) -> u64 {
        self.g.mask() & !(self.own | self.opponents)
    }

    /// The node after `mv`, a move found in this one: the other side to move.
    fn after(&self, mv: &BitMove) -> Self {
        let from = 1u64 << mv.from;
        let to = 1u64 << mv.to;
        let moved_king = self.kings & from != 0 || mv.crowned;
        let mut kings = self.kings & !(from | mv.captured);
        if moved_king {
            kings |= to;
        }
        Self {
            own: self.opponents & !mv.captured,
            opponents: (self.own & !from) | to,
            kings,
            white: !self.white,
            ..*self
        }
    }

    /// The own pieces that have a capture: men with an opponent's piece next to them
    /// and an empty square behind it, in any of the four directions (II.3.7.1, III.3.7),
    /// and every king (tried one by one).
    fn capturers(&self) -> u64 {
        let g = self.g;
        let men = self.own & !self.kings;
        let empty = self.empty();
        let mut can = self.own & self.kings;
        for step in g.steps() {
            let behind = g.shift(empty, -step) & self.opponents;
            can |= g.shift(behind, -step) & men;
        }
        can
    }
}

/// What the generator hands each move it finds to.
trait Sink {
    /// A quiet move from bit `from` to bit `to`.
    fn quiet(&mut self, g: Geometry, from: u8, to: u8, crowned: bool);
    /// A complete capture.
    fn capture(&mut self, g: Geometry, capture: &Capture<'_>);
    /// How many moves it holds.
    fn count(&self) -> usize;
}

/// A complete capture as the search found it, in bits.
struct Capture<'a> {
    from: u8,
    /// The landings, in order.
    path: &'a [u8],
    /// The captured pieces, in capture order.
    taken: &'a [u8],
    /// The captured pieces as one set.
    set: u64,
    crowned: bool,
}

impl Capture<'_> {
    /// The capture as a move to play: its ends, what it takes, whether it crowns.
    fn bits(&self) -> BitMove {
        BitMove {
            from: self.from,
            to: self.path.last().copied().unwrap_or(self.from),
            captured: self.set,
            crowned: self.crowned,
        }
    }
}

/// Moves of the side to move into `sink`: the captures if there is one (compulsory
/// capture, II.3.3, III.3.3), otherwise the quiet moves.
fn generate(node: &Node, sink: &mut impl Sink) {
    captures(node, sink);
    if sink.count() == 0 {
        quiet_moves(node, sink);
    }
}

/// Moves without capture: men one square forward (II.2.3, III.2.3), kings any distance
/// along a diagonal over empty squares (II.2.5.1, III.2.5).
fn quiet_moves(node: &Node, sink: &mut impl Sink) {
    let g = node.g;
    let empty = node.empty();
    let men = node.own & !node.kings;
    let crowning = g.crowning_row(node.white);
    for step in g.forward(node.white) {
        for to in bits(g.shift(men, step) & empty) {
            let from = to.wrapping_add_signed(-step);
            sink.quiet(g, from, to, crowning & (1u64 << to) != 0);
        }
    }
    for from in bits(node.own & node.kings) {
        for step in g.steps() {
            let mut at = from;
            while let Some(to) = g.next(at, step).filter(|&to| empty & (1u64 << to) != 0) {
                sink.quiet(g, from, to, false);
                at = to;
            }
        }
    }
}

/// How many quiet moves the side to move has (the last ply of [`perft`]).
fn count_quiet(node: &Node) -> u64 {
    let g = node.g;
    let empty = node.empty();
    let men = node.own & !node.kings;
    let mut count: u64 = g
        .forward(node.white)
        .into_iter()
        .map(|step| u64::from((g.shift(men, step) & empty).count_ones()))
        .sum();
    for from in bits(node.own & node.kings) {
        for step in g.steps() {
            let mut at = from;
            while let Some(to) = g.next(at, step).filter(|&to| empty & (1u64 << to) != 0) {
                count += 1;
                at = to;
            }
        }
    }
    count
}

/// Every complete capture of the side to move into `sink`, piece by piece.
fn captures(node: &Node, sink: &mut impl Sink) {
    let capturers = node.capturers();
    if capturers == 0 {
        return;
    }
    let mut search = Search {
        g: node.g,
        russian: node.russian,
        white: node.white,
        opponents: node.opponents,
        empty: 0,
        from: 0,
        landings: [0; MAX_CAPTURES],
        captured: [0; MAX_CAPTURES],
        depth: 0,
        jumped: 0,
        sink,
    };
    let empty = node.empty();
    for from in bits(capturers) {
        search.from = from;
        search.empty = empty | 1u64 << from;
        if node.kings & (1u64 << from) != 0 {
            search.king(from, false);
        } else {
            search.man(from);
        }
    }
}

/// The capture sequence being built for one piece.
struct Search<'a, S> {
    g: Geometry,
    russian: bool,
    white: bool,
    /// Opponent pieces (captured ones included: they stay until the move ends).
    opponents: u64,
    /// Empty squares, the moving piece's start square among them.
    empty: u64,
    from: u8,
    landings: [u8; MAX_CAPTURES],
    captured: [u8; MAX_CAPTURES],
    /// How many captures the sequence holds so far.
    depth: usize,
    /// Bits of the pieces jumped so far.
    jumped: u64,
    sink: &'a mut S,
}

impl<S: Sink> Search<'_, S> {
    fn is_empty(&self, bit: u8) -> bool {
        self.empty & (1u64 << bit) != 0
    }

    /// An opponent's piece not jumped yet.
    fn is_prey(&self, bit: u8) -> bool {
        (self.opponents & !self.jumped) & (1u64 << bit) != 0
    }

    /// A man at `at` captures on, forward or backward (II.3.7.1, III.3.7).
    fn man(&mut self, at: u8) {
        let mut went_on = false;
        for step in self.g.steps() {
            let Some(over) = self.g.next(at, step).filter(|&b| self.is_prey(b)) else {
                continue;
            };
            let Some(to) = self.g.next(over, step).filter(|&b| self.is_empty(b)) else {
                continue;
            };
            if !self.push(over, to) {
                continue;
            }
            went_on = true;
            let crowning = self.g.crowning_row(self.white) & (1u64 << to) != 0;
            if crowning && self.russian {
                // Draughts-64: crowned at once, captures on as a king (II.3.7.2, II.3.10.7).
                self.king(to, true);
            } else {
                // Draughts-100: a man passing the last row captures on as a man (III.3.8);
                // if it cannot, the move ends there and it is crowned (III.3.9, III.3.11.4).
                self.man(to);
            }
            self.pop(over);
        }
        if !went_on && self.depth > 0 {
            let crowned = self.g.crowning_row(self.white) & (1u64 << at) != 0;
            self.emit(crowned);
        }
    }

    /// A king at `at` captures on: it flies to the first piece on a diagonal and lands on
    /// any empty square beyond it (II.3.1, III.3.1), but only where the capture goes on if
    /// it can go on from any of them (II.3.2, III.3.2, II.3.10.2-3.10.3).
    fn king(&mut self, at: u8, crowned: bool) {
        let mut went_on = false;
        for step in self.g.steps() {
            let Some(over) = self.first_piece(at, step).filter(|&b| self.is_prey(b)) else {
                continue;
            };
            let beyond = self.run(over, step);
            if beyond == 0 {
                continue;
            }
            self.jumped |= 1u64 << over;
            let going_on = bits(beyond)
                .filter(|&to| self.king_can_capture(to))
                .fold(0u64, |set, to| set | 1u64 << to);
            self.jumped &= !(1u64 << over);
            let landings = if going_on == 0 { beyond } else { going_on };
            for to in nearest_first(landings, step) {
                if self.push(over, to) {
                    went_on = true;
                    self.king(to, crowned);
                    self.pop(over);
                }
            }
        }
        if !went_on && self.depth > 0 {
            self.emit(crowned);
        }
    }

    /// The first non-empty square from `at` along `step`, if any.
    fn first_piece(&self, at: u8, step: Step) -> Option<u8> {
        let mut bit = self.g.next(at, step)?;
        while self.is_empty(bit) {
            bit = self.g.next(bit, step)?;
        }
        Some(bit)
    }

    /// The empty squares right behind `over` along `step`.
    fn run(&self, over: u8, step: Step) -> u64 {
        let mut squares = 0;
        let mut at = over;
        while let Some(bit) = self.g.next(at, step).filter(|&b| self.is_empty(b)) {
            squares |= 1u64 << bit;
            at = bit;
        }
        squares
    }

    /// Whether a king at `at` has a capture, the pieces jumped so far excluded.
    fn king_can_capture(&self, at: u8) -> bool {
        self.g.steps().into_iter().any(|step| {
            self.first_piece(at, step)
                .filter(|&over| self.is_prey(over))
                .and_then(|over| self.g.next(over, step))
                .is_some_and(|to| self.is_empty(to))
        })
    }

    /// Adds a capture of `over` landing on `to`; false when the sequence is full (which
    /// no board allows: see [`MAX_CAPTURES`]).
    fn push(&mut self, over: u8, to: u8) -> bool {
        let (Some(landing), Some(captured)) = (
            self.landings.get_mut(self.depth),
            self.captured.get_mut(self.depth),
        ) else {
            return false;
        };
        *landing = to;
        *captured = over;
        self.depth += 1;
        self.jumped |= 1u64 << over;
        true
    }

    fn pop(&mut self, over: u8) {
        self.depth -= 1;
        self.jumped &= !(1u64 << over);
    }

    fn emit(&mut self, crowned: bool) {
        let depth = self.depth;
        let capture = Capture {
            from: self.from,
            path: &self.landings[..depth],
            taken: &self.captured[..depth],
            set: self.jumped,
            crowned,
        };
        self.sink.capture(self.g, &capture);
    }
}

/// The bits of `set`, nearest first for a piece moving along `step`.
fn nearest_first(set: u64, step: Step) -> impl Iterator<Item = u8> {
    let mut set = set;
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let bit = if step > 0 {
            set.trailing_zeros()
        } else {
            63 - set.leading_zeros()
        } as u8;
        set &= !(1u64 << bit);
        Some(bit)
    })
}

/// A move as bits: enough to play it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct BitMove {
    from: u8,
    to: u8,
    captured: u64,
    crowned: bool,
}

/// Keeps the captures the majority rule allows and, unless every path is wanted, each
/// capture once; tells whether a capture is kept.
#[derive(Debug, Clone, Copy)]
struct Filter {
    majority: bool,
    paths: Paths,
    /// The most pieces a kept capture takes.
    most: u32,
}

impl Filter {
    fn new(node: &Node, majority: Majority, paths: Paths) -> Self {
        Self {
            majority: majority == Majority::Rules && !node.russian,
            paths,
            most: 0,
        }
    }

    /// Whether the capture `mv` is kept among `kept` (the moves kept so far, as bits);
    /// `kept` is cleared when it takes more pieces than they do under the majority rule.
    fn keeps(&mut self, mv: &BitMove, kept: &[BitMove]) -> Keep {
        let taken = mv.captured.count_ones();
        let mut keep = Keep::Add;
        if self.majority {
            if taken < self.most {
                return Keep::Drop;
            }
            if taken > self.most {
                self.most = taken;
                keep = Keep::Replace;
            }
        }
        if keep == Keep::Add && self.paths == Paths::Distinct && kept.contains(mv) {
            return Keep::Drop;
        }
        keep
    }
}

/// What to do with a capture found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Keep {
    /// Add it to the moves kept.
    Add,
    /// Drop the moves kept (they take fewer pieces), then add it.
    Replace,
    /// Leave it out.
    Drop,
}

/// The moves found, as bits (for [`perft`]).
struct Bits<'a> {
    filter: Filter,
    out: &'a mut Vec<BitMove>,
}

impl Sink for Bits<'_> {
    fn quiet(&mut self, _: Geometry, from: u8, to: u8, crowned: bool) {
        self.out.push(BitMove {
            from,
            to,
            captured: 0,
            crowned,
        });
    }

    fn capture(&mut self, _: Geometry, capture: &Capture<'_>) {
        let mv = capture.bits();
        match self.filter.keeps(&mv, self.out) {
            Keep::Drop => {}
            Keep::Replace => {
                self.out.clear();
                self.out.push(mv);
            }
            Keep::Add => self.out.push(mv),
        }
    }

    fn count(&self) -> usize {
        self.out.len()
    }
}

/// The moves found, as [`Move`]s, with their bits to tell paths of one capture apart.
struct Moves {
    filter: Filter,
    keys: Vec<BitMove>,
    out: Vec<Move>,
}

impl Moves {
    fn new(filter: Filter) -> Self {
        Self {
            filter,
            keys: Vec::new(),
            out: Vec::new(),
        }
    }

    fn add(&mut self, key: BitMove, mv: Option<Move>) {
        if let Some(mv) = mv {
            self.keys.push(key);
            self.out.push(mv);
        }
    }
}

impl Sink for Moves {
    fn quiet(&mut self, g: Geometry, from: u8, to: u8, crowned: bool) {
        let key = BitMove {
            from,
            to,
            captured: 0,
            crowned,
        };
        let mv = Move::from_slices(g.square(from), &[g.square(to)], &[], crowned);
        self.add(key, mv);
    }

    fn capture(&mut self, g: Geometry, capture: &Capture<'_>) {
        let key = capture.bits();
        let keep = self.filter.keeps(&key, &self.keys);
        if keep == Keep::Drop {
            return;
        }
        if keep == Keep::Replace {
            self.keys.clear();
            self.out.clear();
        }
        let mut landings = [Square::from_index(0); MAX_CAPTURES];
        let mut captured = [Square::from_index(0); MAX_CAPTURES];
        for (square, &bit) in landings.iter_mut().zip(capture.path) {
            *square = g.square(bit);
        }
        for (square, &bit) in captured.iter_mut().zip(capture.taken) {
            *square = g.square(bit);
        }
        let count = capture.path.len().min(MAX_CAPTURES);
        let mv = Move::from_slices(
            g.square(capture.from),
            &landings[..count],
            &captured[..count],
            capture.crowned,
        );
        self.add(key, mv);
    }

    fn count(&self) -> usize {
        self.out.len()
    }
}

/// Every legal move of the side to move: captures only when one is possible (compulsory
/// capture), the longest only in draughts-100 (III.3.10); a capture found along several
/// paths once, or once per path.
pub(crate) fn legal_moves(node: Node, paths: Paths) -> Vec<Move> {
    let mut moves = Moves::new(Filter::new(&node, Majority::Rules, paths));
    generate(&node, &mut moves);
    moves.out
}

/// Every complete capture of the side to move along every path, whatever the number of
/// pieces it takes (the majority rule not applied).
pub(crate) fn every_capture(node: Node) -> Vec<Move> {
    let mut moves = Moves::new(Filter::new(&node, Majority::Ignored, Paths::Every));
    captures(&node, &mut moves);
    moves.out
}

/// Leaf nodes of the legal-move tree `depth` plies deep from `node`: see
/// [`crate::perft`].
pub(crate) fn perft(node: Node, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers: Vec<Vec<BitMove>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    perft_node(&node, &mut buffers)
}

/// Perft of `node`, one ply per buffer: the moves of each ply go into the buffer of its
/// depth, reused from node to node; the last ply is counted (bulk counting): its captures
/// are found and counted, its quiet moves counted without being made.
fn perft_node(node: &Node, buffers: &mut [Vec<BitMove>]) -> u64 {
    let Some((moves, deeper)) = buffers.split_first_mut() else {
        return 1;
    };
    moves.clear();
    let filter = Filter::new(node, Majority::Rules, Paths::Distinct);
    if deeper.is_empty() {
        captures(node, &mut Bits { filter, out: moves });
        return if moves.is_empty() {
            count_quiet(node)
        } else {
            moves.len() as u64
        };
    }
    generate(node, &mut Bits { filter, out: moves });
    moves
        .iter()
        .map(|mv| perft_node(&node.after(mv), deeper))
        .sum()
}
