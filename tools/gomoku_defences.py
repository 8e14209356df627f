#!/usr/bin/env python3
"""A suite of Gomoku positions where a real engine walked into a forced loss, each with the moves
that lose there, and how many of them a board-arcade build defends.

tools/gomoku_mates.py measures the search's attack: its side to move is winning, so a search that
prunes the defender's replies harder wins more of it, rightly or not (src/games/gomoku/
ENGINE-NOTES.md, rounds 66 and 67). This is the other half: positions the oracle rated level where
the move the game went on with let the opponent prove a win, so a move that loses is there to be
made. A change to the search should hold as many of these as it wins mates.

`build` takes, from each game of a tools/gomoku_labels.py ratings file, the first position of 10
stones or more that the oracle rated within --level of even, and after whose played move it rated
a forced win for the opponent. With --engine, positions that engine answers without a search (a
four to block) are left out. The oracle, a pbrain engine (see tools/gomoku_labels.py), then rates
the position after every empty point within two of a stone, and each line keeps the points after
which it proved the opponent's win:

    defend L/C : MOVES : LOSING

L of the C points rated lose; LOSING lists them. A position where every point or none loses is
left out. `run` asks each variant `analyze gomoku --nodes N` on every position and counts the
moves that hold and those that walk into a listed loss (a point the oracle did not rate counts
apart); with two or more variants, each against the first, paired, with the sign test's z (the
difference over the square root of the sum; below about 2 it is the suite's noise). No oracle
runs then: a run is deterministic. A move the oracle did not prove lost may still lose to a
deeper attack, so "held" means held as far as the oracle's short look sees.

    tools/gomoku_defences.py build --labels src/games/gomoku/train/oracle-labels-rapfi.txt \\
        --oracle ~/anchors/pbrain-rapfi1 --count 200 --seed 67 --jobs 2 \\
        --engine build/board-arcade --out defences.txt
    tools/gomoku_defences.py run --suite tools/gomoku-defences.txt --nodes 200000 --jobs 2 \\
        --variant "base=build/board-arcade" --variant "new=env KNOB=1 /tmp/new/board-arcade"

A bad file, line or argument ends the program with one line saying which.
"""
import argparse
import concurrent.futures
import itertools
import random
import re
import shlex
import sys

import gomoku_labels
from gomoku_mates import (MATE_RATING, SIZE, add_run_arguments, check_run_arguments, outcome,
                          read_ratings, read_suite_points, write_suite, z_of)
from gomoku_oracle import MATE, chosen_move
from gomoku_records import content_lines, notation, parse_variant

# The points rated around each position: as far from the stones as the engines look.
RADIUS = 2


def walked_into_loss(points, ratings, level):
    """The first position of 10 stones or more rated within `level` of even whose played move
    the oracle then rated as a forced win for the opponent (its stones, as a list), or None."""
    for index in range(len(ratings) - 1):
        stones = 3 + index
        if stones < 10 or stones >= len(points):
            continue
        rating, after = ratings[index], ratings[index + 1]
        level_before = re.fullmatch(r"-?\d+", rating) and abs(int(rating)) <= level
        if level_before and MATE_RATING.match(after):
            return points[:stones]
    return None


def nearby_points(points):
    """The empty points within RADIUS of a stone, in board order."""
    taken = set(points)
    near = set()
    for x, y in points:
        for dx in range(-RADIUS, RADIUS + 1):
            for dy in range(-RADIUS, RADIUS + 1):
                point = (x + dx, y + dy)
                if 0 <= point[0] < SIZE and 0 <= point[1] < SIZE and point not in taken:
                    near.add(point)
    return sorted(near, key=lambda point: (point[1], point[0]))


def losing_points(points):
    """(rated, losing): the points near the position's stones, and those after which the worker's
    oracle rates a forced win for the opponent."""
    rated = nearby_points(points)
    oracle = gomoku_labels.worker_oracle()
    losing = []
    for point in rated:
        rating = oracle.rate(points + [point])
        if rating is not None and rating >= MATE - 1000:
            losing.append(point)
    return rated, losing


def build(args):
    chosen = {}
    for points, ratings in read_ratings(args.labels):
        found = walked_into_loss(points, ratings, args.level)
        if found:
            chosen.setdefault(" ".join(notation(x, y) for x, y in found), found)
    positions = sorted(chosen.items())
    random.Random(args.seed).shuffle(positions)
    if args.engine:
        engine = shlex.split(args.engine)
        positions = (item for item in positions if outcome(engine, item[1], 1)[0] != "forced")
    # Twice as many rated as wanted: some turn out all lost or all held at the oracle's time.
    positions = list(itertools.islice(positions, args.count * 2))
    start = (args.oracle, args.oracle_ms, SIZE, 0, 32)
    lines = []
    with concurrent.futures.ProcessPoolExecutor(args.jobs, initializer=gomoku_labels.start_worker,
                                                initargs=start) as pool:
        jobs = [pool.submit(losing_points, points) for _, points in positions]
        for (moves, _), job in zip(positions, jobs):
            if len(lines) == args.count:
                for left in jobs:
                    left.cancel()
                break
            rated, losing = job.result()
            if 0 < len(losing) < len(rated):
                losing_text = " ".join(notation(x, y) for x, y in losing)
                lines.append(f"defend {len(losing)}/{len(rated)} : {moves} : {losing_text}")
    if not lines:
        sys.exit(f"{args.labels}: no level position that walked into a forced loss")
    header = (f"# Gomoku positions (15x15 freestyle) for tools/gomoku_defences.py run: "
              f"'defend L/C', L of the C points\n# within {RADIUS} of a stone lose to a forced "
              f"win the oracle proved; the last field lists them.\n"
              f"# From {args.labels}: tools/gomoku_defences.py build --oracle "
              f"{shlex.quote(args.oracle)} --oracle-ms {args.oracle_ms} --level {args.level} "
              f"--count {args.count} --seed {args.seed}"
              + (f" --engine {shlex.quote(args.engine)}" if args.engine else "") + "\n")
    write_suite(args.out, header, lines)
    print(f"{len(lines)} of {len(chosen)} positions written to {args.out}")


def read_suite(path):
    """(points, rated count, losing points) of each "defend L/C : MOVES : LOSING" line."""
    suite = []
    for number, line in content_lines(path):
        fields = line.split(":")
        counts = re.fullmatch(r"defend (\d+)/(\d+)", fields[0].strip())
        if len(fields) != 3 or not counts:
            sys.exit(f"{path}:{number}: not a 'defend L/C : MOVES : LOSING' line")
        points = read_suite_points(fields[1], path, number)
        losing = set(read_suite_points(fields[2], path, number))
        if len(losing) != int(counts.group(1)) or not 0 < len(losing) < int(counts.group(2)):
            sys.exit(f"{path}:{number}: {fields[0].strip()} does not match its list of "
                     f"{len(losing)} losing points")
        suite.append((points, int(counts.group(2)), losing))
    if not suite:
        sys.exit(f"{path}: no positions")
    return suite


def verdict(command, points, losing, nodes):
    """'lost' if the variant's move is one of `losing`, 'held' if it is another point the oracle
    rated, 'unrated' if the oracle never rated it."""
    move = chosen_move(command, points, nodes, SIZE, 0)
    if move in losing:
        return "lost"
    return "held" if move in nearby_points(points) else "unrated"


def report(name, verdicts, base):
    line = (f"{name:14} held {verdicts.count('held'):4} of {len(verdicts)}, walked into a loss "
            f"{verdicts.count('lost')}, an unrated point {verdicts.count('unrated')}")
    if base is not None:
        saved = sum(v != "lost" and b == "lost" for v, b in zip(verdicts, base))
        new = sum(v == "lost" and b != "lost" for v, b in zip(verdicts, base))
        line += (f"\n{'':14} against the base: losses avoided {saved}, new {new} "
                 f"(z {z_of(saved, new):+.1f})")
    print(line, flush=True)


def run(args):
    suite = read_suite(args.suite)
    share = sum(len(losing) / rated for _, rated, losing in suite) / len(suite)
    print(f"{len(suite)} positions; a point near the stones, drawn at random, loses in "
          f"{100 * share:.0f} % of them on average", flush=True)
    base = None
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, command, nodes in (parse_variant(text, args.nodes) for text in args.variant):
            verdicts = list(pool.map(lambda item: verdict(command, item[0], item[2], nodes),
                                     suite))
            report(name, verdicts, base)
            if base is None:
                base = verdicts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    making = commands.add_parser("build", help="pick a suite from an oracle's ratings")
    making.add_argument("--labels", required=True, help="a tools/gomoku_labels.py ratings file")
    making.add_argument("--oracle", required=True, help="the oracle's pbrain command line")
    making.add_argument("--oracle-ms", type=int, default=50,
                        help="its INFO timeout_turn a point rated (50, as the labels')")
    making.add_argument("--level", type=int, default=300,
                        help="how far from even the position's rating may be (300)")
    making.add_argument("--count", type=int, default=200, help="positions kept (200)")
    making.add_argument("--seed", type=int, default=1, help="seed of the draw (1)")
    making.add_argument("--jobs", type=int, default=1, help="oracles side by side (1)")
    making.add_argument("--out", required=True, help="the suite file to write")
    making.add_argument("--engine", help="a board-arcade command line: leave out the positions "
                        "it answers without a search (a four to block, a single move)")
    add_run_arguments(commands.add_parser("run",
                                          help="count the suite's positions each variant holds"))
    args = parser.parse_args()
    if args.command == "build":
        if args.count < 1 or args.jobs < 1 or args.oracle_ms < 1 or args.level < 0:
            sys.exit("--count, --jobs and --oracle-ms must be at least 1, --level at least 0")
        build(args)
    else:
        check_run_arguments(args)
        run(args)


if __name__ == "__main__":
    main()
