#!/usr/bin/env python3
"""Validate every game of a PDN file with pydraughts, as `hektor check` does.

pydraughts reads the main line only (it drops variations and comments). Each game of a
game type hektor plays (GameType 20, international draughts on 100 squares; 25, Russian
draughts on 64; without the tag, pydraughts' own guess from the first move) is played
through; a move pydraughts finds no legal move for ends that game as an error.
Prints `N games, M moves, K errors` (main-line moves, half-moves counted), the totals line
of `hektor check`, then one line per game that pydraughts refused or skipped.
Usage: scripts/check_pdn_pydraughts.py FILE.pdn   (needs `pip install pydraughts`)
"""

import sys

from draughts import Board, Move
from draughts.PDN import PDNReader

PLAYED = {"standard": "standard", "russian": "russian"}


def legal(board, text):
    """The legal move `text` names, or None."""
    try:
        move = Move(board, pdn_move=text)
    except Exception:  # pydraughts raises many kinds on text it cannot read
        return None
    steps = move.board_move
    for candidate in board.legal_moves():
        if candidate.board_move == steps:
            return candidate
    # A capture written by its ends only: the one legal capture with those ends.
    ends = [c for c in board.legal_moves()
            if c.board_move and steps and c.board_move[0][0] == steps[0][0]
            and c.board_move[-1][1] == steps[-1][1]]
    return ends[0] if len(ends) == 1 else None


def main(path: str) -> int:
    games = moves = errors = 0
    notes = []
    for number, game in enumerate(PDNReader(filename=path).games, start=1):
        games += 1
        variant = PLAYED.get(game.variant or "")
        if variant is None:
            notes.append(f"game {number}: skipped, game type {game.variant or 'unknown'}")
            continue
        fen = game.tags.get("FEN")
        try:
            board = Board(variant=variant, fen=fen) if fen else Board(variant=variant)
        except Exception as error:  # an unreadable FEN
            errors += 1
            notes.append(f"game {number}: FEN not read ({error.__class__.__name__})")
            continue
        for index, text in enumerate(game.moves):
            move = legal(board, text)
            if move is None:
                errors += 1
                notes.append(f"game {number}: move {index + 1} {text!r} not legal")
                break
            board.push(move)
            moves += 1
    print(f"{games} games, {moves} moves, {errors} errors")
    for note in notes:
        print(note)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
