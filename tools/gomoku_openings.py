#!/usr/bin/env python3
"""Draws random Gomoku openings and keeps the balanced ones, judged by this project's engine.

Random three-stone openings in the centre 7x7 are mostly won by black between strong engines, so
a match from them is decided by the colours and barely tells two engines apart. This keeps the
openings where `board-arcade analyze gomoku --nodes N` scores the side to move within a margin,
and writes one per line ("x,y x,y x,y", black first, as tools/gomocup_match.py --openings reads).
Usage:

    tools/gomoku_openings.py build/board-arcade --keep 200 --nodes 300000 --seed 1 > openings.txt

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
    parser.add_argument("--stones", type=int, default=3)
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--rule", type=int, default=0, help="0 freestyle, 1 exact five")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--exclude", help="skip the openings this file already holds")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    kept, tried, seen = 0, 0, set()
    if args.exclude:
        if not os.path.isfile(args.exclude):
            sys.exit(f"{args.exclude}: no such file")
        seen = {opening_key(opening) for opening in read_openings(args.exclude)}
    print(f"# {args.keep} openings of {args.stones} stones, |score| <= {args.margin} at "
          f"{args.nodes} nodes, seed {args.seed}, rule {args.rule}")
    while kept < args.keep:
        opening = random_opening(rng, args.size, args.stones)
        key = opening_key(opening)
        if key in seen:
            continue
        seen.add(key)
        tried += 1
        score = score_of(args.binary, opening, args.nodes, args.rule)
        if score is not None and abs(score) <= args.margin:
            kept += 1
            print(" ".join(f"{x},{y}" for x, y in opening), flush=True)
    print(f"kept {kept} of {tried}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
