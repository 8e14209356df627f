#!/usr/bin/env python3
"""Measures how well a Gomoku engine's scores agree with an oracle's ratings of the same positions.

tools/gomoku_oracle.py rates positions from match records by a stronger engine (Rapfi) and keeps
its ratings in a cache. This takes the positions of that cache the oracle rates as undecided, with
--min-stones to --max-stones stones, and has each variant (a board-arcade command line) score them
with `analyze gomoku --nodes N --verbose`, at each budget of --nodes. Printed for each: how many
positions it scored, the correlation of its scores with the oracle's ratings (both from the side
to move, clamped to +-3000), the same as a rank correlation (Spearman's, which a few scores at the
clamp cannot dominate) and over the positions the engine did not score as won or lost (how well
its evaluation agrees, apart from its claims of forced wins), how often their signs agree where
the oracle's rating is at least 100 either way, the mean size of its scores and of the ratings,
and how many positions it scored as won or lost (a search or threat-phase result) where the
oracle sees no forced win. The correlation apart from the positions scored won or lost is also
printed for each band of stone counts in --bands: the engine may judge the opening worse than the
middle game. Between two budgets of one variant, the correlation of its own scores and their mean
difference say how much its judgement still moves with the nodes. Rounds 21 and 22 of
src/games/gomoku/ENGINE-NOTES.md have the figures. The ratings are a measuring stick only: nothing
is fitted to them.

    tools/gomoku_agreement.py --cache gomoku-oracle-cache.json \\
        --variant "base=build/board-arcade" --nodes 250000,2000000
"""
import argparse
import concurrent.futures
import os
import statistics
import sys

from gomoku_oracle import CLAMP, MATE, load_cache, parse_variant
from gomoku_records import analyze, parse_point

WON = 100000  # an engine score this far from 0 is a searched or proven win, not an evaluation


def cached_positions(cache, size, fewest, most):
    """The (points, rating) of the cache's undecided positions with `fewest` to `most` stones,
    in a fixed order."""
    chosen = []
    for key, rating in sorted(cache.items()):
        if rating is None or abs(rating) >= MATE - 1000:
            continue
        points = [parse_point(word, size) for word in key.split()]
        if None in points:
            sys.exit(f"cache key {key!r} is not a list of x,y points of a {size}x{size} board")
        if fewest <= len(points) <= most:
            chosen.append((points, rating))
    return chosen


def engine_score(command, points, nodes, size, rule):
    """The engine's score for the side to move after `points`, or None if it gave none (a forced
    block, say). A result proven by the threat phases counts as a win (or loss) score."""
    output = analyze(command, points, nodes, size, rule, verbose=True)
    for line in output.splitlines():
        if line.startswith("result "):
            return WON if line.split()[1] == "win" else -WON
        if line.startswith("info search,") and " score " in line:
            return int(line.split(" score ")[1].split(",")[0])
    return None


def clamped(value):
    return max(-CLAMP, min(CLAMP, value))


def correlation(xs, ys):
    """Pearson's correlation as text, or "undefined" when either side does not vary."""
    try:
        return f"{statistics.correlation(xs, ys):+.2f}"
    except statistics.StatisticsError:
        return "undefined"


def ranks(values):
    """The rank of each value (1 = smallest), ties sharing their mean rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for i in order[start:end + 1]:
            result[i] = (start + end) / 2 + 1
        start = end + 1
    return result


def unclaimed(pairs):
    """The (score, rating) pairs, clamped, of the positions not scored as won or lost."""
    return [(clamped(score), clamped(rating)) for score, rating in pairs if abs(score) < WON]


def report(label, scores, ratings):
    """One line on how `scores` (None where there was no score) agree with `ratings`."""
    pairs = [(score, rating) for score, rating in zip(scores, ratings) if score is not None]
    if len(pairs) < 3:
        return f"{label}: too few scored positions ({len(pairs)})"
    ours = [clamped(score) for score, _ in pairs]
    theirs = [clamped(rating) for _, rating in pairs]
    signed = [(score, rating) for score, rating in pairs if abs(rating) >= 100]
    agree = sum(1 for score, rating in signed if (score > 0) == (rating > 0))
    decided = sum(1 for score, _ in pairs if abs(score) >= WON)
    evaluated = unclaimed(pairs)
    open_correlation = correlation(*zip(*evaluated)) if len(evaluated) >= 3 else "undefined"
    return (f"{label}: {len(pairs)} scored, correlation {correlation(ours, theirs)} "
            f"(rank {correlation(ranks(ours), ranks(theirs))}, without won or lost "
            f"{open_correlation}), same sign {agree} of {len(signed)}, mean |score| "
            f"{statistics.mean(map(abs, ours)):.0f} "
            f"(oracle {statistics.mean(map(abs, theirs)):.0f}), scored as won or lost {decided}")


def band_report(scores, ratings, stones, fewest, most):
    """One line on the agreement, apart from the positions scored won or lost, of the positions
    with `fewest` to `most` stones."""
    pairs = unclaimed((score, rating) for score, rating, count in zip(scores, ratings, stones)
                      if score is not None and fewest <= count <= most)
    if len(pairs) < 3:
        return f"  {fewest}-{most} stones: too few scored positions ({len(pairs)})"
    return (f"  {fewest}-{most} stones: {len(pairs)} scored and not won or lost, correlation "
            f"{correlation(*zip(*pairs))}, mean score {statistics.mean(s for s, _ in pairs):+.0f} "
            f"(oracle {statistics.mean(r for _, r in pairs):+.0f})")


def parse_bands(text):
    """The (fewest, most) stone counts of --bands' comma-separated FEWEST-MOST ranges."""
    bands = []
    for word in text.split(","):
        fewest, dash, most = word.partition("-")
        if not dash or not fewest.isdigit() or not most.isdigit() or int(fewest) > int(most):
            sys.exit(f"--bands {text!r}: expected ranges like 4-10,11-16 separated by commas")
        bands.append((int(fewest), int(most)))
    return bands


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", default="gomoku-oracle-cache.json",
                        help="tools/gomoku_oracle.py's rating cache")
    parser.add_argument("--variant", action="append", required=True, help="NAME=COMMAND")
    parser.add_argument("--nodes", default="250000,2000000",
                        help="comma-separated node budgets (default 250000,2000000)")
    parser.add_argument("--min-stones", type=int, default=4)
    parser.add_argument("--max-stones", type=int, default=24)
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--rule", type=int, default=0, help="0 freestyle, 1 exact five")
    parser.add_argument("--jobs", type=int, default=2, help="positions scored at once")
    parser.add_argument("--bands", default="4-10,11-16,17-24",
                        help="stone counts to report on apart (default 4-10,11-16,17-24)")
    args = parser.parse_args()
    bands = parse_bands(args.bands)
    try:
        budgets = [int(word) for word in args.nodes.split(",")]
    except ValueError:
        sys.exit(f"--nodes {args.nodes!r}: expected node counts separated by commas")
    if not budgets or min(budgets) <= 0 or args.jobs <= 0:
        sys.exit("--nodes must be positive counts and --jobs at least 1")
    if any("@" in text.partition("=")[0] for text in args.variant):
        sys.exit("--variant: NAME@NODES is the oracle's form; here every variant runs at --nodes")
    variants = [parse_variant(text, budgets[0])[:2] for text in args.variant]

    if not os.path.exists(args.cache):
        sys.exit(f"{args.cache}: no such rating cache; tools/gomoku_oracle.py makes one")
    positions = cached_positions(load_cache(args.cache), args.size, args.min_stones,
                                 args.max_stones)
    if not positions:
        sys.exit(f"{args.cache}: no undecided position with {args.min_stones} to "
                 f"{args.max_stones} stones")
    ratings = [rating for _, rating in positions]
    stones = [len(points) for points, _ in positions]
    print(f"{len(positions)} undecided positions with {args.min_stones} to {args.max_stones} "
          f"stones", flush=True)
    for name, command in variants:
        by_budget = []
        for nodes in budgets:
            with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
                scores = list(pool.map(
                    lambda points: engine_score(command, points, nodes, args.size, args.rule),
                    [points for points, _ in positions]))
            by_budget.append(scores)
            print(report(f"{name} at {nodes} nodes", scores, ratings), flush=True)
            for fewest, most in bands:
                print(band_report(scores, ratings, stones, fewest, most), flush=True)
        for nodes, scores in zip(budgets[1:], by_budget[1:]):
            both = [(clamped(first), clamped(later)) for first, later in zip(by_budget[0], scores)
                    if first is not None and later is not None]
            if len(both) >= 3:
                print(f"{name}, {budgets[0]} against {nodes} nodes: correlation "
                      f"{correlation(*zip(*both))}, mean |difference| "
                      f"{statistics.mean(abs(a - b) for a, b in both):.0f}", flush=True)


if __name__ == "__main__":
    main()
