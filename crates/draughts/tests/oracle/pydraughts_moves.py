"""Legal moves by pydraughts, for hektor-draughts' oracle test.

Reads lines "russian|standard FEN" on standard input and writes, for each, one line: the
legal moves as "from-to:captured,captured" tokens (captured squares sorted, duplicates
merged), sorted, space-separated. Draughts-64 squares are written algebraically (c3),
draughts-100 squares as numbers.
"""
import multiprocessing
import os
import sys

from draughts import Board


def russian_name(number):
    """pydraughts numbers the 8x8 board from a1 = 1, left to right, bottom to top."""
    rank = (number - 1) // 4 + 1
    files = "aceg" if rank % 2 == 1 else "bdfh"
    return f"{files[(number - 1) % 4]}{rank}"


def moves(line):
    variant, fen = line.split(" ", 1)
    board = Board(variant=variant, fen=fen.strip())
    name = russian_name if variant == "russian" else str
    tokens = set()
    for move in board.legal_moves():
        steps = move.board_move
        captured = sorted({name(square) for square in (move.captures or [])})
        tokens.add(f"{name(steps[0][0])}-{name(steps[-1][1])}:{','.join(captured)}")
    return " ".join(sorted(tokens))


if __name__ == "__main__":
    lines = [line for line in sys.stdin.read().splitlines() if line.strip()]
    with multiprocessing.Pool(os.cpu_count() or 1) as pool:
        for result in pool.imap(moves, lines, chunksize=64):
            sys.stdout.write(result + "\n")
