#!/usr/bin/env python3
"""Follows the games of Gomoku match records through an oracle's ratings, to see where each turns.

tools/gomoku_oracle.py asks whether a variant's moves are good; this asks when a game was lost.
Every position of tools/gomocup_match.py --record files, from the opening to --last-stones stones,
is rated by the oracle (a pbrain engine that prints "Eval N" or "Eval +Mn"/"Eval -Mn", as Rapfi
does), and each game is printed as one row of ratings from engine A's side, one per stone, mates
shown as +M/-M. After the row: the stone count at which the rating first falls to --worse or
below, and the first at which the oracle finds a forced win against A. The summary counts, among
the games A lost, those where the oracle saw a forced win against A by --last-stones stones (lost
early, to a combination) and those where the rating never fell to --worse (lost later). Round 22 of
src/games/gomoku/ENGINE-NOTES.md has the figures.

    tools/gomoku_trajectory.py --oracle ~/anchors/pbrain-rapfi1 --cache CACHE match.rec

With --explain COMMAND (a board-arcade command line), each game A lost with a forced win found
against it is also asked of that engine at --explain-nodes: after A's last move before the oracle
first found the win (the turning move), the winner to move, what the engine finds (a VCT or VCF
proof, a win score from its alpha-beta, A's move was a four so a block comes first, or nothing),
and at the position before it, whether the engine still plays the turning move. Round 25 of
src/games/gomoku/ENGINE-NOTES.md has the figures.

    tools/gomoku_trajectory.py --oracle ~/anchors/pbrain-rapfi1 --last-stones 60 \\
        --explain build/board-arcade --explain-nodes 1000000 match.rec

Ratings are kept in --cache, the same cache as gomoku_oracle.py's, so positions rated by either
are not rated again.
"""
import argparse
import collections
import shlex
import statistics
import sys

from gomoku_oracle import MATE, CachedRatings, load_cache, save_cache
from gomoku_records import analyze, notation, read_games

# What the engine's verbose analysis says it found for the side to move, by the reason it gives.
PROOFS = ("five", "open four", "vcf", "vct")
WIN_SCORE = 999_000  # the engine's scores at or above this are wins its alpha-beta found


def mate_or_number(rating):
    """A rating as printed in a row: the number, or +M/-M for a forced win either way."""
    if rating is None:
        return "?"
    if abs(rating) >= MATE - 1000:
        return "+M" if rating > 0 else "-M"
    return f"{rating:+d}"


def trajectory(points, a_colour, first, last, rate):
    """The ratings from A's side of the positions with `first` to `last` stones (None where the
    oracle printed none)."""
    ratings = []
    for stones in range(first, min(last, len(points)) + 1):
        rating = rate(points[:stones])
        # The oracle rates for the side to move; black is to move after an even count of stones.
        a_to_move = stones % 2 == a_colour
        ratings.append(None if rating is None else rating if a_to_move else -rating)
    return ratings


def first_stones(ratings, first, test):
    """The stone count of the first rating that passes `test`, or None."""
    for offset, rating in enumerate(ratings):
        if rating is not None and test(rating):
            return first + offset
    return None


def turning_move(a_colour, first, mated):
    """The index of A's last move before the first position of `mated` stones that the oracle
    rates as a forced win against A, or None if A made none from `first` stones on."""
    for index in range(mated - 1, first - 1, -1):
        if index % 2 == a_colour:
            return index
    return None


def what_engine_finds(text):
    """The kind of win a verbose `analyze` answer reports for the side to move: the proof's name,
    "block first" (it must block a four: the previous move was one), "alpha-beta win" or "none"."""
    info = next((line for line in text.splitlines() if line.startswith("info ")), "")
    reason = info[len("info "):].split(",")[0]
    if reason in PROOFS and "result win" in text:
        return reason
    if reason == "block":
        return "block first"
    score = next((word for word in info.split(", ") if word.startswith("score ")), "score 0")
    return "alpha-beta win" if int(score.split()[1]) >= WIN_SCORE else "none"


def explain(command, points, index, nodes, size, rule):
    """(what `command` finds for the winner after the turning move `index`, whether it plays the
    same move at the position before it)."""
    after = analyze(command, points[:index + 1], nodes, size, rule, verbose=True)
    before = analyze(command, points[:index], nodes, size, rule)
    chosen = next((line.split()[1] for line in before.splitlines() if line.startswith("move ")), "")
    return what_engine_finds(after), chosen == notation(*points[index])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", nargs="+", help="tools/gomocup_match.py --record files")
    parser.add_argument("--oracle", required=True, help="the oracle's pbrain command line")
    parser.add_argument("--cache", default="gomoku-oracle-cache.json")
    parser.add_argument("--oracle-ms", type=int, default=300, help="oracle's time per position")
    parser.add_argument("--first-stones", type=int, default=3)
    parser.add_argument("--last-stones", type=int, default=24)
    parser.add_argument("--worse", type=int, default=-300,
                        help="a rating from A's side this low or lower counts as a bad position")
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--rule", type=int, default=0, help="0 freestyle, 1 exact five")
    parser.add_argument("--explain", help="a board-arcade command line to ask about the turns")
    parser.add_argument("--explain-nodes", type=int, default=1_000_000)
    args = parser.parse_args()
    if not 1 <= args.first_stones <= args.last_stones:
        sys.exit("--first-stones must be at least 1 and at most --last-stones")
    if args.worse >= 0:
        sys.exit("--worse must be below 0: it is a rating from A's side")
    if args.explain_nodes < 1:
        sys.exit("--explain-nodes must be at least 1")
    explain_command = shlex.split(args.explain) if args.explain else None

    games = [game for path in args.records for game in read_games(path, args.size)]
    cache = load_cache(args.cache)
    rate = CachedRatings(cache, args.oracle, args.oracle_ms, args.size, args.rule).rating

    lost_early, lost_late, lost_between = [], 0, 0
    finds, still_played = collections.Counter(), 0
    try:
        for label, a_colour, winner, points in games:
            ratings = trajectory(points, a_colour, args.first_stones, args.last_stones, rate)
            worse = first_stones(ratings, args.first_stones, lambda r: r <= args.worse)
            mated = first_stones(ratings, args.first_stones, lambda r: r <= -(MATE - 1000))
            result = "draw" if winner == "draw" else f"{winner} wins"
            print(f"{label} ({'A black' if a_colour == 0 else 'A white'}, {result}, "
                  f"{len(points)} stones): "
                  f"{' '.join(mate_or_number(r) for r in ratings)}; "
                  f"first {args.worse} or worse at {worse or '-'}, "
                  f"forced win against A at {mated or '-'}", flush=True)
            if winner != "B":
                continue
            if mated is not None:
                lost_early.append(mated)
                index = turning_move(a_colour, args.first_stones, mated)
                if explain_command and index is not None:
                    found, same = explain(explain_command, points, index, args.explain_nodes,
                                          args.size, args.rule)
                    finds[found] += 1
                    still_played += same
                    print(f"  turning move {notation(*points[index])} at {index} stones: "
                          f"the engine finds {found} for the winner after it, and "
                          f"{'still plays it' if same else 'plays another move'}", flush=True)
            elif worse is None:
                lost_late += 1
            else:
                lost_between += 1
    finally:
        save_cache(args.cache, cache)
    lost = len(lost_early) + lost_late + lost_between
    print(f"A lost {lost} of {len(games)}: {len(lost_early)} with a forced win against it by "
          f"{args.last_stones} stones"
          + (f" (median at {statistics.median(lost_early):g})" if lost_early else "")
          + f", {lost_late} never rated {args.worse} or worse by then, {lost_between} in between")
    if finds:
        print(f"turning moves asked of the engine at {args.explain_nodes} nodes: "
              f"{sum(finds.values())}, of which it still plays {still_played}; after them it finds "
              + ", ".join(f"{kind} {count}" for kind, count in finds.most_common()))


if __name__ == "__main__":
    main()
