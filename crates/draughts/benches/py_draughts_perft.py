"""Perft with py-draughts (PyPI py-draughts, imports as draughts), for hektor-draughts'
perft benchmark: the same depths from the same start positions, timed here.

Usage: python py_draughts_perft.py RUSSIAN_DEPTH INTERNATIONAL_DEPTH RUNS
Prints one line per measurement: "name depth nodes median_seconds".
"""
import statistics
import sys
import time

from draughts import RussianBoard, StandardBoard
from draughts.engines.turbo import perft_from_board


def perft(board, depth):
    """Leaf nodes through the public API: legal_moves, push, pop."""
    if depth == 0:
        return 1
    moves = board.legal_moves
    if depth == 1:
        return len(moves)
    nodes = 0
    for move in moves:
        board.push(move)
        nodes += perft(board, depth - 1)
        board.pop()
    return nodes


def measure(name, depth, count, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        nodes = count()
        times.append(time.perf_counter() - start)
    print(f"{name} {depth} {nodes} {statistics.median(times):.6f}", flush=True)


if __name__ == "__main__":
    russian, international, runs = map(int, sys.argv[1:4])
    measure("py-draughts-russian", russian, lambda: perft(RussianBoard(), russian), runs)
    measure("py-draughts-international", international,
            lambda: perft(StandardBoard(), international), runs)
    measure("py-draughts-turbo-international", international,
            lambda: perft_from_board(StandardBoard(), international), runs)
