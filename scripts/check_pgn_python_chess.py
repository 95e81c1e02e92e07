#!/usr/bin/env python3
"""Validate every game of a PGN file with python-chess, as `hektor check` does.

Prints `N games, M moves, K errors` (main-line moves, half-moves counted), the same
totals line as `hektor check`, so the two can be compared.
Usage: scripts/check_pgn_python_chess.py FILE.pgn
"""

import sys

import chess.pgn


def main(path: str) -> int:
    games = moves = errors = 0
    with open(path, encoding="utf-8-sig", errors="replace") as handle:
        while True:
            game = chess.pgn.read_game(handle)
            if game is None:
                break
            games += 1
            board = game.board()
            for move in game.mainline_moves():
                board.push(move)
                moves += 1
            errors += len(game.errors)
    print(f"{games} games, {moves} moves, {errors} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
