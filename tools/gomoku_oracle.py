#!/usr/bin/env python3
"""Rates the moves of Gomoku engine variants by a stronger engine, on positions from match records.

A 20-game match says little about a change: the openings decide more than the change does
(src/games/gomoku/ENGINE-NOTES.md, round 8). This asks a sharper question of the same games. Every
position of tools/gomocup_match.py --record files where engine A was to move (from --first-ply,
every --every-th ply, before --last-ply) is rated by the oracle, a pbrain engine that prints its
evaluation as "Eval N" or "Eval +Mn"/"Eval -Mn" in a MESSAGE (Rapfi does; ours also writes a bare
"+M"/"-M" for a proof of uncounted length), and the positions where it finds a forced win for
either side are dropped: they are decided already. Each variant, a
board-arcade command line, chooses its move there with `analyze gomoku --nodes N`, and the oracle
rates the position after that move. Printed for each variant: the mean rating from its side (each
rating clamped to +-3000, so a few mates do not swamp it), how many of its moves walk into a forced
win the oracle finds, and, against the first variant, in how many positions it chose the same move,
a better one and a worse one (by more than 50), and how many of the first variant's forced wins it
avoided and how many new ones it walked into. Each pair of counts gets its sign test's z (the
difference over the square root of the sum): below about 2 it is the noise of these positions,
whatever the totals say. Rounds 10 and 11 of src/games/gomoku/ENGINE-NOTES.md have the figures.

    tools/gomoku_oracle.py --oracle ~/anchors/pbrain-rapfi1 \\
        --variant "base=build/board-arcade" --variant "new=env KNOB=1 /tmp/new/board-arcade" \\
        match.rec [more.rec ...]

Ratings are cached in --cache (JSON, keyed by position), so variants can be added run by run.
"""
import argparse
import concurrent.futures
import json
import math
import os
import re
import shlex
import subprocess
import sys
import time

from gomocup_match import settle_after
from gomoku_records import analyze, parse_variant, points_text, read_games

MATE = 30000  # a forced win in n plies rates MATE - n
# A forced win of uncounted length (a bare "+M") rates as the farthest mate the labels keep
# (`gomoku-train import` reads +M1 to +M999): what matters to every reader is that it is won.
UNCOUNTED_MATE_PLIES = 999
CLAMP = 3000


def positions_to_rate(records, first, last, every, size):
    """The positions (lists of points) of the records where engine A was to move."""
    chosen = []
    for path in records:
        for _, colour, _, points in read_games(path, size):
            for ply in range(first, min(last, len(points))):
                if ply % 2 == colour and (ply - first) % every < 2:
                    chosen.append(points[:ply])
    return chosen


def chosen_move(command, points, nodes, size, rule):
    """The (x, y) the variant's `analyze gomoku` plays after `points`."""
    printed = analyze(command, points, nodes, size, rule)
    found = re.search(r"^move ([a-z])(\d+)$", printed, re.M)
    if not found:
        sys.exit(f"{shlex.join(command)} analyze gomoku gave no move: {printed.strip()}")
    return (ord(found.group(1)) - ord("a"), int(found.group(2)) - 1)


class Oracle:
    """A pbrain engine asked to rate positions, one at a time, from the side to move."""

    def __init__(self, command, turn_ms, size, rule):
        try:
            self.process = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, text=True, bufsize=1)
        except OSError as error:
            sys.exit(f"oracle {command!r}: cannot run: {error}")
        self.command = command
        self.answered_at = None  # when its last answer came (time.monotonic())
        self.send(f"START {size}\nINFO timeout_turn {turn_ms}\nINFO timeout_match 100000000\n"
                  f"INFO rule {rule}\n")
        self.read_until(lambda line: line.startswith("OK"))

    def send(self, text):
        try:
            self.process.stdin.write(text)
            self.process.stdin.flush()
        except BrokenPipeError:
            sys.exit(f"oracle {self.command!r} stopped reading")

    def read_until(self, done):
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                sys.exit(f"oracle {self.command!r} stopped; its last lines: {lines[-3:]}")
            lines.append(line.strip())
            if lines[-1].startswith("ERROR"):
                sys.exit(f"oracle {self.command!r}: {lines[-1]}")
            if done(lines[-1]):
                return lines

    def rate(self, points):
        """The oracle's rating of the position for the side to move, or None if it printed none."""
        to_move = len(points) % 2
        # Rapfi drops the first word of a line that reaches it while it finishes its last answer
        # (tools/gomocup_match.py, Engine.settle): the oracle stopped on "ERROR Unknown command".
        settle_after(self.answered_at)
        stones = "".join(f"{x},{y},{1 if ply % 2 == to_move else 2}\n"
                         for ply, (x, y) in enumerate(points))
        self.send(f"BOARD\n{stones}DONE\n")
        rating = None
        for line in self.read_until(lambda line: re.fullmatch(r"\d+,\d+", line) is not None):
            found = re.search(r"\bEval ([+-]?)(?:M(\d*)|(\d+))", line)
            if found:
                sign, plies, score = found.groups()
                value = (int(score) if score is not None
                         else MATE - int(plies or UNCOUNTED_MATE_PLIES))
                rating = -value if sign == "-" else value
        self.answered_at = time.monotonic()
        return rating


class CachedRatings:
    """The oracle's ratings of positions, kept in `cache` (a dict by position key); the oracle
    starts only when a position is not in the cache yet."""

    def __init__(self, cache, command, turn_ms, size, rule):
        self.cache = cache
        self.oracle = None
        self.start = (command, turn_ms, size, rule)

    def rating(self, points):
        key = points_text(points)
        if key not in self.cache:
            if self.oracle is None:
                self.oracle = Oracle(*self.start)
            self.cache[key] = self.oracle.rate(points)
        return self.cache[key]


def load_cache(path):
    if not os.path.exists(path):
        return {}
    try:
        with open(path, encoding="utf-8") as file:
            cache = json.load(file)
    except (OSError, ValueError) as error:
        sys.exit(f"{path}: not a rating cache ({error}); remove it or give another --cache")
    if not isinstance(cache, dict):
        sys.exit(f"{path}: not a rating cache; remove it or give another --cache")
    return cache


def save_cache(path, cache):
    # Written whole to a new file first, so an interrupted run never leaves half a cache.
    with open(path + ".new", "w", encoding="utf-8") as file:
        json.dump(cache, file)
    os.replace(path + ".new", path)


def sign_z(wins, losses):
    """The sign test's z for paired outcomes: (wins - losses) / sqrt(wins + losses), 0 if none."""
    return 0.0 if wins + losses == 0 else (wins - losses) / math.sqrt(wins + losses)


def into_win(rating):
    """Whether a rating from the mover's side says the opponent now has a forced win."""
    return rating <= -(MATE - 1000)


def summary(name, ratings, base=None):
    """One line for a variant from its (move, rating) pairs: the mean, the moves into a forced
    win, and the comparison with `base`, the first variant's (name, pairs), if given."""
    clamped = [max(-CLAMP, min(CLAMP, rating)) for _, rating in ratings]
    mated = sum(1 for _, rating in ratings if into_win(rating))
    line = (f"{name}: mean {sum(clamped) / len(clamped):+.0f}, into a forced win "
            f"{mated} of {len(ratings)}")
    if base is not None:
        base_name, base_ratings = base
        same = sum(1 for (move, _), (base_move, _) in zip(ratings, base_ratings)
                   if move == base_move)
        pairs = [(rating, base_rating) for (move, rating), (base_move, base_rating)
                 in zip(ratings, base_ratings) if move != base_move]
        better = sum(1 for rating, base_rating in pairs if rating > base_rating + 50)
        worse = sum(1 for rating, base_rating in pairs if rating < base_rating - 50)
        avoided = sum(1 for (_, rating), (_, base_rating) in zip(ratings, base_ratings)
                      if into_win(base_rating) and not into_win(rating))
        new = sum(1 for (_, rating), (_, base_rating) in zip(ratings, base_ratings)
                  if into_win(rating) and not into_win(base_rating))
        line += (f"; against {base_name}: same move {same}, better {better}, worse {worse} "
                 f"(z {sign_z(better, worse):+.1f}), forced wins avoided {avoided}, new {new} "
                 f"(z {sign_z(avoided, new):+.1f})")
    return line


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", nargs="+")
    parser.add_argument("--oracle", required=True, help="the oracle's pbrain command line")
    parser.add_argument("--oracle-ms", type=int, default=300, help="its time a position")
    parser.add_argument("--variant", action="append", required=True,
                        help="NAME=COMMAND or NAME@NODES=COMMAND; the first is the base")
    parser.add_argument("--nodes", type=int, default=500000, help="a variant's nodes a move")
    parser.add_argument("--first-ply", type=int, default=4)
    parser.add_argument("--last-ply", type=int, default=40)
    parser.add_argument("--every", type=int, default=4, help="plies between positions, even")
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--rule", type=int, default=0, help="0 freestyle, 1 exact five")
    parser.add_argument("--cache", default="gomoku-oracle-cache.json")
    args = parser.parse_args()
    if args.every < 2 or args.every % 2 or args.first_ply < 0 or args.oracle_ms <= 0:
        sys.exit("--every must be even and at least 2, --first-ply at least 0, --oracle-ms above 0")
    variants = [parse_variant(text, args.nodes) for text in args.variant]

    positions = positions_to_rate(args.records, args.first_ply, args.last_ply, args.every,
                                  args.size)
    cache = load_cache(args.cache)
    rating = CachedRatings(cache, args.oracle, args.oracle_ms, args.size, args.rule).rating

    undecided = [points for points in positions
                 if rating(points) is not None and abs(rating(points)) < MATE - 1000]
    save_cache(args.cache, cache)
    print(f"{len(positions)} positions, {len(undecided)} of them not decided", flush=True)
    if not undecided:
        sys.exit("no undecided position to rate the variants on")

    base = None
    for name, command, nodes in variants:
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            moves = list(pool.map(
                lambda points: chosen_move(command, points, nodes, args.size, args.rule),
                undecided))
        ratings = []
        for points, move in zip(undecided, moves):
            after = rating(points + [move])
            # The oracle rates for its side, the opponent's; a position it cannot rate counts as 0.
            ratings.append((move, -after if after is not None else 0))
        save_cache(args.cache, cache)
        print(summary(name, ratings, base), flush=True)
        base = base or (name, ratings)


if __name__ == "__main__":
    main()
