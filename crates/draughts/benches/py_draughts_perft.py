"""Perft with py-draughts (PyPI py-draughts, imports as draughts), for hektor-draughts:
the same depths from the same start positions, timed here, and the counts its deep
perft test compares with.

Usage:
  python py_draughts_perft.py time RUSSIAN_DEPTH INTERNATIONAL_DEPTH RUNS
      one line per measurement: "name depth nodes median_cpu_seconds median_wall_seconds"
  python py_draughts_perft.py count DEPTH
      draughts-64's leaf counts of depths 1 to DEPTH, one a line
"""
import statistics
import sys
import time

from draughts import RussianBoard, StandardBoard
from draughts.engines.turbo import perft_from_board


def perft(board, depth):
    """Leaf nodes through the public API: legal_moves, push, pop; the last ply counted."""
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
    cpu, wall = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        nodes = count()
        cpu.append(time.process_time() - start_cpu)
        wall.append(time.perf_counter() - start)
    print(f"{name} {depth} {nodes} {statistics.median(cpu):.6f} {statistics.median(wall):.6f}",
          flush=True)


def timed(russian, international, runs):
    measure("py-draughts-russian", russian, lambda: perft(RussianBoard(), russian), runs)
    measure("py-draughts-international", international,
            lambda: perft(StandardBoard(), international), runs)
    measure("py-draughts-turbo-international", international,
            lambda: perft_from_board(StandardBoard(), international), runs)


if __name__ == "__main__":
    if sys.argv[1:2] == ["count"]:
        for depth in range(1, int(sys.argv[2]) + 1):
            print(perft(RussianBoard(), depth), flush=True)
    elif sys.argv[1:2] == ["time"]:
        timed(*map(int, sys.argv[2:5]))
    else:
        sys.exit(__doc__)
