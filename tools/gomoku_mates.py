#!/usr/bin/env python3
"""A suite of Gomoku positions with a forced win that an established engine proved, and how many
of them a board-arcade build proves within a node budget.

Match screens at 1 s need hundreds of games to see a few points, and rounds 31, 32 and 53 of
src/games/gomoku/ENGINE-NOTES.md found the games decided by quiet mates of 15 to 40 plies that
Rapfi proves in well under a million nodes and our search never does. This asks that question
directly, a position at a time.

`build` picks the positions from a ratings file of tools/gomoku_labels.py (such as
src/games/gomoku/train/oracle-labels-rapfi.txt): in each rated game, the first position whose
side to move the oracle rated as a forced win in --min-plies to --max-plies plies (where the
win first shows, so the hardest of the game), --count of them drawn by --seed, each as a line
"mate N : MOVES" (MOVES in the game's notation). With --engine, positions that engine answers
without a search (a four to block, a single move) are left out. With --even-count K, it also
writes K lines "even R : MOVES": positions of 10 stones or more the oracle rated R, within 150 of
level and no forced win. A build that claims a result there is wrong or has found a mate the
oracle's short look missed: look at each (round 66's two were mates Rapfi proves at 2 s).

`run` asks each variant, a board-arcade command line, `analyze gomoku --nodes N` on every
position. Of the mates it counts the positions the variant wins (a proof, or a search score of a
won line), by the oracle's mate length, with the median nodes it took; the positions where it
claims a loss or draw (a fault); and those it answered without a search. Of the even positions,
how many it claimed as won or lost. With two or more variants, the first is the base: each
other's mates won and no longer won against it are printed with their sign test's z (the
difference over the square root of the sum; below about 2 is the suite's noise), and how many
times the base's nodes it took where both won. The suite measures the attack alone: a search
that prunes the defender's replies harder wins more of it, rightly or not: tools/gomoku_defences.py
asks the defence. Whether a change plays better still takes games: changes the suites liked
scored no better at the anchors' level point (src/games/gomoku/ENGINE-NOTES.md, rounds 66-68
and 73).

    tools/gomoku_mates.py build --labels src/games/gomoku/train/oracle-labels-rapfi.txt \
        --count 200 --even-count 100 --seed 66 --engine build/board-arcade --out mates.txt
    tools/gomoku_mates.py run --suite tools/gomoku-mates.txt --nodes 200000 --jobs 2 \
        --variant "base=build/board-arcade" --variant "new=env KNOB=1 /tmp/new/board-arcade" \
        --variant "base@1000000=build/board-arcade"

A bad file, line or argument ends the program with one line saying which.
"""
import argparse
import concurrent.futures
import math
import random
import re
import shlex
import sys

from gomoku_records import (analyze, content_lines, notation, parse_point,
                            parse_variant)

SIZE = 15
MATE_RATING = re.compile(r"^\+M(\d+)$")
MATE_BUCKETS = ((1, 10), (11, 20), (21, 30), (31, 999))


def read_ratings(path):
    """(points, ratings) of each "labels MOVES : RATINGS" line; ratings[k] rates the position
    after the first 3 + k moves, for its side to move."""
    games = []
    for number, line in content_lines(path):
        head, sep, ratings = line.partition(":")
        words = head.split()
        if not sep or not words or words[0] != "labels":
            sys.exit(f"{path}:{number}: not a 'labels MOVES : RATINGS' line")
        points = [parse_point(word, SIZE) for word in words[1:]]
        if None in points:
            sys.exit(f"{path}:{number}: a move is not an x,y point of a {SIZE}x{SIZE} board")
        games.append((points, ratings.split()))
    return games


def first_mate(points, ratings, shortest, longest):
    """(plies, points) of the game's first position rated a win in shortest..longest plies for
    its side to move, or None."""
    for index, rating in enumerate(ratings):
        found = MATE_RATING.match(rating)
        stones = 3 + index
        if found and stones <= len(points):
            plies = int(found.group(1))
            return (plies, points[:stones]) if shortest <= plies <= longest else None
    return None


def even_positions(labels, count, seed):
    """`count` "even R : MOVES" lines: from as many games, one position of 10 stones or more that
    the oracle rated within 150 of level, with no forced win for either side that it saw."""
    candidates = []
    for points, ratings in read_ratings(labels):
        level = [3 + index for index, rating in enumerate(ratings)
                 if 3 + index >= 10 and 3 + index <= len(points)
                 and re.fullmatch(r"-?\d+", rating) and abs(int(rating)) <= 150]
        if level:
            candidates.append((points, ratings, level))
    draw = random.Random(seed + 1)
    draw.shuffle(candidates)
    lines = []
    for points, ratings, level in candidates[:count]:
        stones = draw.choice(level)
        moves = " ".join(notation(x, y) for x, y in points[:stones])
        lines.append(f"even {ratings[stones - 3]} : {moves}")
    return lines


def build(args):
    chosen = {}
    for points, ratings in read_ratings(args.labels):
        found = first_mate(points, ratings, args.min_plies, args.max_plies)
        if found:
            moves = " ".join(notation(x, y) for x, y in found[1])
            chosen.setdefault(moves, found)  # a game played twice counts once
    mates = sorted((f"mate {plies} : {moves}", points) for moves, (plies, points) in chosen.items())
    random.Random(args.seed).shuffle(mates)
    if args.engine:
        # Where the engine must block a four first or has one move, there is no search to measure.
        engine = shlex.split(args.engine)
        searched = []
        for line, points in mates:
            if len(searched) == args.count:
                break
            if outcome(engine, points, 1)[0] != "forced":
                searched.append((line, points))
        mates = searched
    even = even_positions(args.labels, args.even_count, args.seed)
    lines = [line for line, _ in mates[: args.count]] + even
    if not lines:
        sys.exit(f"{args.labels}: no position with a win in {args.min_plies} to "
                 f"{args.max_plies} plies")
    header = (f"# Gomoku positions (15x15 freestyle) for tools/gomoku_mates.py run: 'mate N', "
              f"a forced win in N plies\n# for the side to move that the oracle proved; "
              f"'even R', rated R and undecided.\n"
              f"# From {args.labels}: tools/gomoku_mates.py build "
              f"--min-plies {args.min_plies} --max-plies {args.max_plies} --count {args.count} "
              f"--even-count {args.even_count} --seed {args.seed}"
              + (f" --engine {shlex.quote(args.engine)}" if args.engine else "") + "\n")
    write_suite(args.out, header, lines)
    print(f"{len(lines) - len(even)} of {len(chosen)} mates and {len(even)} even positions "
          f"written to {args.out}")


def write_suite(path, header, lines):
    """Writes a suite: `header` (its comment lines, each ending in a newline), then `lines`."""
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.write(header + "\n".join(lines) + "\n")
    except OSError as error:
        sys.exit(f"{path}: cannot write: {error}")


def read_suite_line(line, path, number):
    """(plies, points) of a "mate N : MOVES" line, (None, points) of an "even R : MOVES" one."""
    head, sep, moves = line.partition(":")
    words = head.split()
    mate = len(words) == 2 and words[0] == "mate" and words[1].isdigit()
    even = len(words) == 2 and words[0] == "even" and re.fullmatch(r"-?\d+", words[1])
    if not sep or not (mate or even):
        sys.exit(f"{path}:{number}: not a 'mate N : MOVES' or 'even R : MOVES' line")
    return (int(words[1]) if mate else None), read_suite_points(moves, path, number)


def read_suite_points(moves, path, number):
    """The points of `moves` ("h8 i9 ..."), from line `number` of the suite `path`."""
    points = []
    for move in moves.split():
        found = re.fullmatch(r"([a-o])(\d{1,2})", move)
        if not found or not 1 <= int(found.group(2)) <= SIZE:
            sys.exit(f"{path}:{number}: {move!r} is not a point of a {SIZE}x{SIZE} board")
        points.append((ord(found.group(1)) - ord("a"), int(found.group(2)) - 1))
    return points


def read_suite(path):
    """(plies, points) of each line of a suite, plies None for an "even" one."""
    suite = [read_suite_line(line, path, number) for number, line in content_lines(path)]
    if not suite:
        sys.exit(f"{path}: no positions")
    return suite


# A search score past this is a win the engine claims (kWinThreshold in gomoku_tt.h).
WIN_SCORE = 999000


def outcome(command, points, nodes):
    """What the variant says of the position and the nodes it took: 'win' (a proof, or a search
    score of a win), 'lost' (a loss or draw against the oracle's proof: a fault), 'forced' (it must
    block a four or has one move, so it plays without a search) or 'open'."""
    printed = analyze(command, points, nodes, SIZE, 0, verbose=True)
    used = re.search(r"^info .*?, nodes (\d+)", printed, re.M)
    used = int(used.group(1)) if used else nodes
    result = re.search(r"^result (win|draw|loss)$", printed, re.M)
    if result:
        return ("win" if result.group(1) == "win" else "lost"), used
    info = re.search(r"^info ([^,]+),.*?, score (-?\d+)", printed, re.M)
    if not info:
        return "open", used
    score = int(info.group(2))
    if info.group(1) != "search":
        return "forced", used
    return ("win" if score >= WIN_SCORE else "lost" if score <= -WIN_SCORE else "open"), used


def z_of(gained, lost):
    return (gained - lost) / math.sqrt(gained + lost) if gained + lost else 0.0


def median_nodes(results):
    """The median of the nodes each position took to be won, an unwon one counting as never:
    "-" when fewer than half were won."""
    taken = sorted(used if kind == "win" else math.inf for kind, used in results)
    middle = taken[(len(taken) - 1) // 2]
    return "-" if middle == math.inf else f"{middle:,}"


def report(name, results, suite, base):
    """Prints what a variant made of the suite: of the mates, how many it won (and by length),
    lost or played without a search; of the even positions, how many it claimed as decided."""
    mates = [(result, plies) for result, (plies, _) in zip(results, suite) if plies is not None]
    kinds = [kind for (kind, _), _ in mates]
    buckets = []
    for low, high in MATE_BUCKETS:
        inside = [kind for (kind, _), plies in mates if low <= plies <= high]
        if inside:
            shown = f"{low}+" if high == 999 else f"{low}-{high}"
            buckets.append(f"{shown}: {inside.count('win')}/{len(inside)}")
    line = (f"{name:14} won {kinds.count('win'):4} of {len(mates)}, median nodes "
            f"{median_nodes([result for result, _ in mates])}, lost {kinds.count('lost')}, "
            f"played without a search {kinds.count('forced')}   ({', '.join(buckets)})")
    even = [kind for (kind, _), (plies, _) in zip(results, suite) if plies is None]
    if even:
        claimed = sum(kind in ("win", "lost") for kind in even)
        line += f"\n{'':14} claimed a result in {claimed} of {len(even)} even positions"
    if base is not None:
        pairs = [(result, base_result) for result, base_result, (plies, _)
                 in zip(results, base, suite) if plies is not None]
        gained = sum(r[0] == "win" and b[0] != "win" for r, b in pairs)
        dropped = sum(r[0] != "win" and b[0] == "win" for r, b in pairs)
        both = [(r[1], b[1]) for r, b in pairs if r[0] == "win" and b[0] == "win"]
        ratio = math.exp(sum(math.log(u / max(b, 1)) for u, b in both) / len(both)) if both else 1
        line += (f"\n{'':14} against the base: won +{gained} -{dropped} "
                 f"(z {z_of(gained, dropped):+.1f}), nodes {ratio:.2f} times where both won")
    print(line, flush=True)


def run(args):
    suite = read_suite(args.suite)
    variants = [parse_variant(text, args.nodes) for text in args.variant]
    base = None
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, command, nodes in variants:
            results = list(pool.map(lambda item: outcome(command, item[1], nodes), suite))
            report(name, results, suite, base)
            if base is None:
                base = results


def add_run_arguments(running):
    """The options of a suite's `run`: the suite, the nodes and jobs, and the variants."""
    running.add_argument("--suite", required=True, help="a file written by build")
    running.add_argument("--nodes", type=int, default=1000000, help="nodes a position (1000000)")
    running.add_argument("--jobs", type=int, default=1, help="positions analysed at once (1)")
    running.add_argument("--variant", action="append", required=True,
                         help="NAME=COMMAND or NAME@NODES=COMMAND, a board-arcade command "
                         "line (at NODES, not --nodes); the first is the base")


def check_run_arguments(args):
    """Ends the program with a message if a `run`'s --nodes or --jobs is below 1."""
    if args.nodes < 1 or args.jobs < 1:
        sys.exit("--nodes and --jobs must be at least 1")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    making = commands.add_parser("build", help="pick a suite from an oracle's ratings")
    making.add_argument("--labels", required=True, help="a tools/gomoku_labels.py ratings file")
    making.add_argument("--min-plies", type=int, default=11, help="shortest mate kept (11)")
    making.add_argument("--max-plies", type=int, default=39, help="longest mate kept (39)")
    making.add_argument("--count", type=int, default=300, help="positions kept (300)")
    making.add_argument("--even-count", type=int, default=0,
                        help="also this many positions the oracle rated near level (0)")
    making.add_argument("--seed", type=int, default=1, help="seed of the draw (1)")
    making.add_argument("--out", required=True, help="the suite file to write")
    making.add_argument("--engine", help="a board-arcade command line: leave out the positions "
                        "it answers without a search (a four to block, a single move)")
    add_run_arguments(commands.add_parser("run", help="count the suite's wins each variant proves"))
    args = parser.parse_args()
    if args.command == "build":
        if args.count < 1 or args.even_count < 0 or not 1 <= args.min_plies <= args.max_plies:
            sys.exit("--count must be at least 1, --even-count at least 0, and --min-plies "
                     "between 1 and --max-plies")
        build(args)
    else:
        check_run_arguments(args)
        run(args)


if __name__ == "__main__":
    main()
