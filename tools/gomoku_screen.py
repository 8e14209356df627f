#!/usr/bin/env python3
"""Screens Gomoku engine variants against one established engine: the same games for each, a table.

Self-play at equal nodes misled the Gomoku rounds of issue #13 for months: what beat our own search
did not beat the anchors (README, Gomoku rounds 5-23). This plays every variant against the
anchor itself, on the same paired openings of --openings, at a short time a move (200 ms by
default: a 100-game match takes about five minutes, and the engine scores about as it does at
1 s, README round 24), several matches at a time, and prints one line per variant: its wins,
losses and draws, its score, and against the first variant (the control) the paired difference
per game with its z. Game i is the same opening and colour in every match, so each game is
compared with the control's game i, and what the openings decide cancels out. A z below about 2
is noise, whatever the totals say.

    tools/gomoku_screen.py --anchor ~/anchors/pentazen/pbrain-pentazen \\
        --variant "base=build/board-arcade pbrain" \\
        --variant "wide=env KNOB=1 /tmp/new/board-arcade pbrain" --games 100

Each variant's games are written to --log-dir as NAME.log (tools/gomocup_match.py's output) and
NAME.rec (its --record), so a match can be read game by game, or given to tools/gomoku_oracle.py.
A variant whose log there is complete and was played by the same command is not played again: add
variants run by run.
"""
import argparse
import concurrent.futures
import math
import os
import re
import shlex
import subprocess
import sys

MATCH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gomocup_match.py")
GAME_LINE = re.compile(r"^game (\d+): .*: (A wins|B wins|draw) ")
SUMMARY_LINE = re.compile(r"^A wins \d+, B wins \d+, draws \d+$")


def parse_variant(text):
    """(name, command) from "NAME=COMMAND"."""
    name, sep, command = text.partition("=")
    if not sep or not re.fullmatch(r"[A-Za-z0-9_.+-]+", name) or not command.strip():
        sys.exit(f"--variant {text!r}: expected NAME=COMMAND, NAME of letters, digits and _.+-")
    shlex.split(command)  # a bad quote ends here, before any match starts
    return name, command


def game_scores(log_path):
    """{game number: 1, 0.5 or 0 for the variant} from a match log; empty if there is none."""
    scores = {}
    try:
        lines = open(log_path, encoding="utf-8").read().splitlines()
    except FileNotFoundError:
        return scores
    for line in lines:
        found = GAME_LINE.match(line)
        if found:
            scores[int(found.group(1))] = {"A wins": 1.0, "B wins": 0.0, "draw": 0.5}[found.group(2)]
    return scores


def is_complete(log_path, header=None):
    """True if the log ends with the match's summary line (and, given `header`, was played by that
    command: a log of another anchor, opening block or game count is played again, not reused)."""
    try:
        lines = open(log_path, encoding="utf-8").read().splitlines()
    except FileNotFoundError:
        return False
    if header is not None and (not lines or lines[0] != header):
        return False
    return bool(lines) and SUMMARY_LINE.match(lines[-1]) is not None


def play(name, command, args):
    """Plays one variant's match (unless its log of the same command is complete) and returns its
    exit status. The log's first line is the command, so a later run can tell what was played."""
    log_path = os.path.join(args.log_dir, f"{name}.log")
    record = os.path.join(args.log_dir, f"{name}.rec")
    words = ["nice", sys.executable, MATCH, "--games", str(args.games), "--turn-ms",
             str(args.turn_ms), "--openings", args.openings, "--first-opening",
             str(args.first_opening), "--record", record]
    if args.match_ms:
        words += ["--match-ms", str(args.match_ms)]
    if args.limit_s:
        words += ["--limit-s", str(args.limit_s)]
    if args.rule:
        words += ["--rule", str(args.rule)]
    words += [command, args.anchor]
    header = "# " + shlex.join(words[2:])
    if is_complete(log_path, header):
        return 0
    if os.path.exists(record):
        os.remove(record)  # a broken run's games would be counted twice
    with open(log_path, "w", encoding="utf-8") as log:
        log.write(header + "\n")
        log.flush()
        return subprocess.run(words, stdout=log, stderr=subprocess.STDOUT, check=False).returncode


def paired_z(scores, control):
    """Mean paired difference per game against the control, and its z (0 when it cannot vary)."""
    games = sorted(set(scores) & set(control))
    if len(games) < 2:
        return 0.0, 0.0
    differences = [scores[g] - control[g] for g in games]
    mean = sum(differences) / len(differences)
    variance = sum((d - mean) ** 2 for d in differences) / (len(differences) - 1)
    spread = math.sqrt(variance / len(differences))
    return mean, (mean / spread if spread > 0 else 0.0)


def row(name, scores, control):
    """One line of the table for a variant."""
    wins = sum(1 for s in scores.values() if s == 1.0)
    losses = sum(1 for s in scores.values() if s == 0.0)
    draws = len(scores) - wins - losses
    score = 100 * sum(scores.values()) / len(scores) if scores else 0.0
    text = f"{name:<16} {wins:>4}-{losses:<4} ({draws})  {score:5.1f} %"
    if control is not None:
        mean, z = paired_z(scores, control)
        text += f"  {100 * mean:+6.1f} points per 100 games, z {z:+.1f}"
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--anchor", required=True, help="the established engine's pbrain command")
    parser.add_argument("--variant", action="append", required=True,
                        help="NAME=COMMAND of a variant's pbrain engine; the first is the control")
    parser.add_argument("--games", type=int, default=100, help="games each, in pairs (default 100)")
    parser.add_argument("--turn-ms", type=int, default=200, help="time a move (default 200)")
    parser.add_argument("--openings", default=os.path.join(os.path.dirname(MATCH),
                                                           "gomoku-openings.txt"))
    parser.add_argument("--first-opening", type=int, default=0)
    parser.add_argument("--match-ms", type=int, default=0,
                        help="as tools/gomocup_match.py's (Rapfi needs 100000000)")
    parser.add_argument("--limit-s", type=float, default=15,
                        help="seconds an answer may take (default 15)")
    parser.add_argument("--rule", type=int, choices=(0, 1), default=0,
                        help="0 freestyle (default), 1 exact five (with exact five's openings)")
    parser.add_argument("--jobs", type=int, default=2, help="matches at a time (default 2)")
    parser.add_argument("--log-dir", default="gomoku-screen",
                        help="where each variant's NAME.log and NAME.rec go (default gomoku-screen)")
    args = parser.parse_args()
    if args.games < 2 or args.games % 2 or args.turn_ms <= 0 or args.jobs < 1:
        sys.exit("--games must be even and at least 2, --turn-ms and --jobs positive")
    variants = [parse_variant(text) for text in args.variant]
    if len({name for name, _ in variants}) != len(variants):
        sys.exit("two variants have the same name")
    if not os.path.isfile(args.openings):
        sys.exit(f"{args.openings}: no such file")
    os.makedirs(args.log_dir, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        statuses = list(pool.map(lambda variant: play(*variant, args), variants))
    control = None
    for index, ((name, _), status) in enumerate(zip(variants, statuses)):
        log_path = os.path.join(args.log_dir, f"{name}.log")
        if status != 0 or not is_complete(log_path):
            print(f"{name:<16} did not finish (exit {status}): see {log_path}")
            continue
        scores = game_scores(log_path)
        print(row(name, scores, control))
        if index == 0:
            control = scores
    return 0 if all(status == 0 for status in statuses) else 1


if __name__ == "__main__":
    sys.exit(main())
