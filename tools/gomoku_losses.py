#!/usr/bin/env python3
"""Finds where each game an engine lost was lost, from tools/gomocup_match.py --record files.

For every game engine A (the match's first engine) lost, the position after each of A's moves is
given to `board-arcade analyze gomoku --nodes N`; the first one where the opponent, to move,
proves a win is where the loss became visible. Then every empty point within two of a stone in
the position before that move is tried the same way (at --escape-nodes) and those after which no
win is proven are listed: the moves that might have escaped. Round 9 of
src/games/gomoku/ENGINE-NOTES.md has the figures this printed. Usage:

    tools/gomoku_losses.py build/board-arcade match.rec [more.rec ...] --nodes 300000
"""
import argparse
import statistics

from gomoku_records import analyze, notation, read_games


def proves_win(binary, points, nodes, rule, size):
    """True if the side to move after `points` are played proves a win within `nodes`."""
    return "\nresult win" in analyze([binary], points, nodes, size, rule)


def nearby_points(points, size):
    """The empty points within two (in both directions) of a stone, in notation order."""
    near = {(x + dx, y + dy) for x, y in points for dx in range(-2, 3) for dy in range(-2, 3)
            if 0 <= x + dx < size and 0 <= y + dy < size}
    return sorted(near - set(points), key=lambda point: notation(*point))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("records", nargs="+")
    parser.add_argument("--nodes", type=int, default=300000, help="per position (default 300000)")
    parser.add_argument("--escape-nodes", type=int, default=60000,
                        help="per move tried in the position before (default 60000)")
    parser.add_argument("--first-move", type=int, default=8,
                        help="the first move number looked at: the openings' stones and the "
                        "replies to them are not A's choice (default 8)")
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--rule", type=int, default=0, help="0 freestyle, 1 exact five")
    args = parser.parse_args()

    seen_at, escapes = [], []
    for path in args.records:
        for label, colour, winner, moves in read_games(path, args.size):
            if winner != "B":
                continue
            ours = range(args.first_move + (args.first_move % 2 != colour), len(moves), 2)
            lost_at = next((k for k in ours
                            if proves_win(args.binary, moves[:k + 1], args.nodes, args.rule, args.size)), None)
            if lost_at is None:
                print(f"{label}: no proven win for the opponent after any of A's moves", flush=True)
                continue
            before = moves[:lost_at]
            safe = [point for point in nearby_points(before, args.size)
                    if not proves_win(args.binary, before + [point], args.escape_nodes, args.rule,
                                           args.size)]
            played_safe = moves[lost_at] in safe
            seen_at.append(lost_at + 1)
            escapes.append((len(safe), played_safe))
            # The move played is among the escapes when its own loss needs more than
            # --escape-nodes to prove: the others may be lost too.
            print(f"{label}: lost visibly at move {lost_at + 1} ({notation(*moves[lost_at])}); "
                  f"might have escaped: {len(safe)}"
                  f"{', the move played among them' if played_safe else ''}: "
                  f"{' '.join(notation(*point) for point in safe)}", flush=True)
    if seen_at:
        with_escapes = [played for count, played in escapes if count > 0]
        print(f"{len(seen_at)} losses, seen at move {statistics.median(seen_at)} (median, "
              f"{min(seen_at)}-{max(seen_at)}); no escape in {len(seen_at) - len(with_escapes)}; "
              f"the move played among the escapes in {sum(with_escapes)} of {len(with_escapes)}")


if __name__ == "__main__":
    main()
