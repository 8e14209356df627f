#!/usr/bin/env python3
"""Draws random Gomoku openings and keeps the balanced ones, judged by this project's engine.

Random three-stone openings in the centre 7x7 are mostly won by black between strong engines, so
a match from them is decided by the colours and barely tells two engines apart. This keeps the
openings where `board-arcade analyze gomoku --nodes N` scores the side to move within a margin,
and writes one per line ("x,y x,y x,y", black first, as tools/gomocup_match.py --openings reads).
Usage:

    tools/gomoku_openings.py build/board-arcade --keep 200 --nodes 300000 --seed 1 > openings.txt

A short search misjudges some openings: of 80 it passed at 300,000 nodes, 8 scored beyond 300 at
3,000,000, and the side they favoured won nearly every game against AIWine from them
(src/games/gomoku/ENGINE-NOTES.md, round 75). --confirm-nodes N searches each opening that passed
again at N nodes and keeps it only if that score is within the margin too.

With --exclude FILE it also skips the openings FILE already holds (the same stones of each colour
in any order), so a new set appended to FILE repeats none of it.
"""
import argparse
import os
import random
import subprocess
import sys

# The same draw as the matches' random openings, and the same reader of opening files.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gomocup_match import random_opening, read_openings  # noqa: E402


def score_of(binary, opening, nodes, rule):
    """The engine's score for the side to move after `opening`, or None if it proves a result."""
    moves = " ".join(f"{chr(ord('a') + x)}{y + 1}" for x, y in opening)
    command = [binary, "analyze", "gomoku", "--moves", moves, "--nodes", str(nodes), "--verbose"]
    if rule == 1:
        command += ["--set", "rule=exact5"]
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    if "\nresult " in output:
        return None
    for line in output.splitlines():
        if line.startswith("info ") and "score " in line:
            return int(line.split("score ")[1].split(",")[0])
    return None


def within(score, margin):
    """Whether a score (None when the search proved a result) is balanced enough to keep."""
    return score is not None and abs(score) <= margin


def opening_key(opening):
    """The stones of each colour as sets: openings that reach the same position share a key."""
    return (tuple(sorted(opening[0::2])), tuple(sorted(opening[1::2])))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary", help="the board-arcade program")
    parser.add_argument("--keep", type=int, default=100, help="openings to keep (default 100)")
    parser.add_argument("--nodes", type=int, default=300000, help="search nodes per judgement")
    parser.add_argument("--margin", type=int, default=150,
                        help="largest score kept, either way (default 150; a four is about 400)")
    parser.add_argument("--confirm-nodes", type=int, default=0,
                        help="search the openings that passed again at this many nodes, and keep "
                        "only those still within the margin (default 0: no second search)")
    parser.add_argument("--stones", type=int, default=3)
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--rule", type=int, default=0, help="0 freestyle, 1 exact five")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--exclude", help="skip the openings this file already holds")
    args = parser.parse_args()
    if args.confirm_nodes < 0:
        sys.exit("--confirm-nodes takes a number of nodes, 0 for no second search")
    rng = random.Random(args.seed)
    kept, tried, unconfirmed, seen = 0, 0, 0, set()
    if args.exclude:
        if not os.path.isfile(args.exclude):
            sys.exit(f"{args.exclude}: no such file")
        seen = {opening_key(opening) for opening in read_openings(args.exclude)}
    confirmed = f" and at {args.confirm_nodes} nodes" if args.confirm_nodes else ""
    print(f"# {args.keep} openings of {args.stones} stones, |score| <= {args.margin} at "
          f"{args.nodes} nodes{confirmed}, seed {args.seed}, rule {args.rule}")
    while kept < args.keep:
        opening = random_opening(rng, args.size, args.stones)
        key = opening_key(opening)
        if key in seen:
            continue
        seen.add(key)
        tried += 1
        if not within(score_of(args.binary, opening, args.nodes, args.rule), args.margin):
            continue
        if args.confirm_nodes and not within(
                score_of(args.binary, opening, args.confirm_nodes, args.rule), args.margin):
            unconfirmed += 1
            continue
        kept += 1
        print(" ".join(f"{x},{y}" for x, y in opening), flush=True)
    second = f" ({unconfirmed} more passed the first search only)" if args.confirm_nodes else ""
    print(f"kept {kept} of {tried}{second}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
