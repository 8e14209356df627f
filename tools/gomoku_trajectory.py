#!/usr/bin/env python3
"""Follows the games of Gomoku match records through an oracle's ratings, to see where each turns.

tools/gomoku_oracle.py asks whether a variant's moves are good; this asks when a game was lost.
Every position of tools/gomocup_match.py --record files, from the opening to --last-stones stones,
is rated by the oracle (a pbrain engine that prints "Eval N" or "Eval +Mn"/"Eval -Mn", as Rapfi
does), and each game is printed as one row of ratings from engine A's side, one per stone, mates
shown as +M/-M. After the row: the stone count at which the rating first falls to --worse or
below, and the first at which the oracle finds a forced win against A. The summary counts, among
the games A lost, those where the oracle saw a forced win against A by --last-stones stones (lost
early, to a combination) and those where the rating never fell to --worse (lost later). README's
Gomoku round 22 has the figures.

    tools/gomoku_trajectory.py --oracle ~/anchors/pbrain-rapfi1 --cache CACHE match.rec

Ratings are kept in --cache, the same cache as gomoku_oracle.py's, so positions rated by either
are not rated again.
"""
import argparse
import statistics
import sys

from gomoku_oracle import MATE, CachedRatings, load_cache, save_cache
from gomoku_records import read_games


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
    args = parser.parse_args()
    if not 1 <= args.first_stones <= args.last_stones:
        sys.exit("--first-stones must be at least 1 and at most --last-stones")
    if args.worse >= 0:
        sys.exit("--worse must be below 0: it is a rating from A's side")

    games = [game for path in args.records for game in read_games(path, args.size)]
    cache = load_cache(args.cache)
    rate = CachedRatings(cache, args.oracle, args.oracle_ms, args.size, args.rule).rating

    lost_early, lost_late, lost_between = [], 0, 0
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


if __name__ == "__main__":
    main()
