#!/usr/bin/env python3
"""Sorts the paired games of Gomoku match files by what decided each opening.

Each opening of a screen is played twice, our engine (A) once as black and once as white
(tools/gomocup_match.py writes the two games one after the other). A pair then says more than its
two scores: if one engine won both games, it outplayed the other from both sides; if the black
side won both, the opening itself favours black. This script counts, for one variant and against
each anchor, the pairs A won both, the anchor won both, black won both, white won both, and the
rest (draws), from the match files that src/games/gomoku/train/ keeps
(`# VARIANT against ANCHOR, openings FIRST-LAST, TIME` headers, then `game N black A|B RESULT:
MOVES` lines; a variant or anchor may be several words, and a remark in brackets is not part of
it). Pairs are counted by anchor and time a move, where the header names one. A file
with no such header, as tools/gomoku_screen.py writes them (LOG_DIR/VARIANT.rec), is one section:
its variant is the file's name without .rec, its anchor the folder's name.

usage: tools/gomoku_pairs.py [--variant base] MATCH_FILE...
e.g.   tools/gomoku_pairs.py src/games/gomoku/train/match-games-round6*.txt
       tools/gomoku_pairs.py --variant nox gomoku-screen/*.rec
"""
import argparse
import collections
import os
import re
import sys

# "# NAME against ANCHOR, openings FIRST-LAST, TIME": NAME and ANCHOR may run to several words
# ("084e999 with the whole turn", "Rapfi at 1/6 of the time") and end in a remark in brackets.
# The comma right before "openings" tells a header from a file's opening prose, which says "on
# openings".
HEADER = re.compile(r"# (.+?) against (.+?), openings [0-9-]+(?:, (\d+ m?s))?")
REMARK = re.compile(r"\s*\([^()]*\)")


def section_of(header):
    """(variant, anchor, time or None) of a header match, each without its bracketed remarks:
    "base (d89fd6f, reductions 0.65)" is the variant base, "Rapfi (classical, one thread)" the
    anchor Rapfi, while "Rapfi at 1/6 of the time" stays an anchor of its own."""
    name, anchor, time = header.groups()
    return REMARK.sub("", name).strip(), REMARK.sub("", anchor).strip(), time


GAME = re.compile(r"game \d+ black ([AB]) (A wins|B wins|draw): (.*)")
OPENING_STONES = 3


def pairs(path, variant):
    """Yields (anchor and time, A's result as black, A's result as white) for each whole pair.

    A pair is two games in a row of the variant's section, with the colours swapped and the same
    opening stones; anything else (a section cut short, a lone game) is skipped, not guessed at.
    """
    section = None
    waiting = None
    with open(path, encoding="utf-8") as lines:
        if not any(HEADER.match(line) for line in lines):
            folder = os.path.basename(os.path.dirname(os.path.abspath(path)))
            section = (os.path.splitext(os.path.basename(path))[0], folder, None)
        lines.seek(0)
        for line in lines:
            header = HEADER.match(line)
            if header:
                section = section_of(header)
                waiting = None
                continue
            game = GAME.match(line)
            if not game or section is None or section[0] != variant:
                continue
            black, result, moves = game.group(1), game.group(2), game.group(3).split()
            current = (black, result, moves[:OPENING_STONES])
            if waiting is None:
                waiting = current
                continue
            first, waiting = waiting, None
            if first[0] == current[0] or first[2] != current[2]:
                waiting = current
                continue
            as_black, as_white = (first, current) if first[0] == "A" else (current, first)
            yield f"{section[1]} {section[2] or ''}".strip(), as_black[1], as_white[1]


def kind(as_black, as_white):
    """What decided a pair, from A's side: its results as black and as white."""
    if as_black == as_white == "A wins":
        return "A both"
    if as_black == as_white == "B wins":
        return "anchor both"
    if as_black == "A wins" and as_white == "B wins":
        return "black both"
    if as_black == "B wins" and as_white == "A wins":
        return "white both"
    return "a draw"


KINDS = ("A both", "anchor both", "black both", "white both", "a draw")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="base", help="the variant's name (default base)")
    parser.add_argument("files", nargs="+", metavar="MATCH_FILE")
    args = parser.parse_args()
    counts = collections.defaultdict(collections.Counter)
    for path in args.files:
        try:
            for anchor, as_black, as_white in pairs(path, args.variant):
                counts[anchor][kind(as_black, as_white)] += 1
        except OSError as error:
            sys.exit(f"gomoku_pairs.py: cannot read {path}: {error.strerror}")
    if not counts:
        sys.exit(f"gomoku_pairs.py: no whole pairs of variant '{args.variant}' in those files")
    width = max(16, *(len(anchor) for anchor in counts))
    print(f"{'anchor':{width}} {'pairs':>6} " + " ".join(f"{k:>12}" for k in KINDS))
    for anchor, count in sorted(counts.items()):
        total = sum(count.values())
        print(f"{anchor:{width}} {total:6} " + " ".join(f"{count[k]:12}" for k in KINDS))


if __name__ == "__main__":
    main()
