#!/usr/bin/env python3
"""Screens Gomoku engine variants against one established engine: the same games for each, a table.

Self-play at equal nodes misled the Gomoku rounds of issue #13 for months: what beat our own search
did not beat the anchors (src/games/gomoku/ENGINE-NOTES.md, rounds 5-23). This plays every variant
against the anchor itself, on the same paired openings of --openings, at a short time a move (200 ms
by default: a 100-game match takes about five minutes, and the engine scores about as it does at
1 s, round 24 of the same notes), several matches at a time, and prints one line per variant: its
wins, losses and draws, its score, and against the first variant (the control) the paired difference
per game with its z. Game i is the same opening and colour in every match, so each game is compared
with the control's game i, and what the openings decide cancels out. A z below about 2 is noise,
whatever the totals say.

    tools/gomoku_screen.py --anchor ~/anchors/pentazen/pbrain-pentazen \\
        --variant "base=build/board-arcade pbrain" \\
        --variant "wide=env KNOB=1 /tmp/new/board-arcade pbrain" --games 100

Each variant's games are written to --log-dir as NAME.log (tools/gomocup_match.py's output) and
NAME.rec (its --record), so a match can be read game by game, or given to tools/gomoku_oracle.py.
A variant whose log there is complete and was played by the same command is not played again: add
variants run by run. With more --jobs than variants, each variant's openings are split among the
spare jobs (a lone variant with --jobs 2 plays two matches at once, on the first and the second
half of its openings); the parts are kept in LOG_DIR/parts and merged into NAME.log and NAME.rec,
numbered as one match would number them.

A round screens in blocks (one anchor and 20 openings each, a --log-dir per block); --summarise
reads the finished logs of those blocks, plays nothing, and prints each block's table and then
every variant pooled over the blocks it played, paired with the control's games of the same block
(--control, default base), overall and per anchor (the tools/gomocup_match.py command that each
log begins with names its anchor):

    tools/gomoku_screen.py --summarise screens/rapfi-2880 screens/pentazen-2900 ...
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
SUMMARY_LINE = re.compile(r"^A wins (\d+), B wins (\d+), draws (\d+)$")


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


def match_words(command, games, first_opening, record, args):
    """The tools/gomocup_match.py command line (under nice) of `games` games from `first_opening`."""
    words = ["nice", sys.executable, MATCH, "--games", str(games), "--turn-ms",
             str(args.turn_ms), "--openings", args.openings, "--first-opening",
             str(first_opening), "--record", record]
    if args.match_ms:
        words += ["--match-ms", str(args.match_ms)]
    if args.limit_s:
        words += ["--limit-s", str(args.limit_s)]
    if args.rule:
        words += ["--rule", str(args.rule)]
    return words + [command, args.anchor]


def header_of(words):
    """A match log's first line: the match's command without `nice` and the Python that ran it."""
    return "# " + shlex.join(words[2:])


def play_match(words, log_path, record):
    """Plays one match (unless its log of the same command is complete) and returns its exit
    status. The log's first line is the command, so a later run can tell what was played."""
    header = header_of(words)
    if is_complete(log_path, header):
        return 0
    if os.path.exists(record):
        os.remove(record)  # a broken run's games would be counted twice
    with open(log_path, "w", encoding="utf-8") as log:
        log.write(header + "\n")
        log.flush()
        return subprocess.run(words, stdout=log, stderr=subprocess.STDOUT, check=False).returncode


def split_games(games, parts):
    """[(games, first game from 0)] of `games` split into at most `parts` runs of whole pairs, as
    even as they go: the openings of one match, shared among several matches at a time."""
    pairs = games // 2
    parts = max(1, min(parts, pairs))
    runs, start = [], 0
    for part in range(parts):
        size = 2 * (pairs // parts + (1 if part < pairs % parts else 0))
        runs.append((size, start))
        start += size
    return runs


def part_paths(args, name, part):
    """A part's log and record, in a folder of its own: --summarise reads only NAME.log files."""
    folder = os.path.join(args.log_dir, "parts")
    return (os.path.join(folder, f"{name}.{part + 1}.log"),
            os.path.join(folder, f"{name}.{part + 1}.rec"))


def renumbered(lines, offset):
    """A match log's or record's game lines with each game number moved on by `offset`."""
    moved = []
    for line in lines:
        found = re.match(r"^game (\d+)([: ].*)$", line)
        if found:
            moved.append(f"game {int(found.group(1)) + offset}{found.group(2)}")
    return moved


def merge_parts(name, runs, args, header):
    """Writes NAME.log and NAME.rec from the finished parts of a split match, numbered as one
    match of every game would number them, under that match's command line as the header: the
    log reads, pairs and resumes as if the games had been played in one run."""
    log_lines, record_lines = [header], []
    wins = [0, 0, 0]
    for part, (_, start) in enumerate(runs):
        log_path, record = part_paths(args, name, part)
        with open(log_path, encoding="utf-8") as log:
            lines = log.read().splitlines()
        counts = SUMMARY_LINE.match(lines[-1])
        wins = [total + int(count) for total, count in zip(wins, counts.groups())]
        log_lines += renumbered(lines[1:-1], start)
        if os.path.exists(record):
            with open(record, encoding="utf-8") as games:
                record_lines += renumbered(games.read().splitlines(), start)
    log_lines.append(f"A wins {wins[0]}, B wins {wins[1]}, draws {wins[2]}")
    with open(os.path.join(args.log_dir, f"{name}.rec"), "w", encoding="utf-8") as games:
        games.write("".join(line + "\n" for line in record_lines))
    with open(os.path.join(args.log_dir, f"{name}.log"), "w", encoding="utf-8") as log:
        log.write("".join(line + "\n" for line in log_lines))


def play(name, command, args, parts):
    """Plays one variant's match, in `parts` matches at a time over its openings (each resumed
    the same way a whole match is), and returns its exit status."""
    log_path = os.path.join(args.log_dir, f"{name}.log")
    record = os.path.join(args.log_dir, f"{name}.rec")
    whole = match_words(command, args.games, args.first_opening, record, args)
    runs = split_games(args.games, parts)
    if len(runs) == 1:
        return play_match(whole, log_path, record)
    header = header_of(whole)
    if is_complete(log_path, header):
        return 0
    os.makedirs(os.path.join(args.log_dir, "parts"), exist_ok=True)

    def play_part(part):
        games, start = runs[part]
        part_log, part_record = part_paths(args, name, part)
        words = match_words(command, games, args.first_opening + start // 2, part_record, args)
        return play_match(words, part_log, part_record)

    with concurrent.futures.ThreadPoolExecutor(max_workers=len(runs)) as pool:
        statuses = list(pool.map(play_part, range(len(runs))))
    failed = next((status for status in statuses if status), 0)
    if failed or not all(is_complete(part_paths(args, name, part)[0]) for part in range(len(runs))):
        return failed or 1
    merge_parts(name, runs, args, header)
    return 0


def paired_differences(scores, control):
    """The variant's score minus the control's, game by game, for the games both played."""
    return [scores[g] - control[g] for g in sorted(set(scores) & set(control))]


def mean_and_z(differences):
    """The mean of paired differences and its z (0 when it cannot vary or there are too few)."""
    if len(differences) < 2:
        return 0.0, 0.0
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
        mean, z = mean_and_z(paired_differences(scores, control))
        text += f"  {100 * mean:+6.1f} points per 100 games, z {z:+.1f}"
    return text


def block_logs(directory):
    """{variant name: game scores} of a block's complete logs, and the anchor its matches played
    (the last word of the first log's command line)."""
    try:
        names = sorted(entry[:-4] for entry in os.listdir(directory) if entry.endswith(".log"))
    except OSError as error:
        sys.exit(f"{directory}: cannot read: {error}")
    scores, anchor = {}, "?"
    for name in names:
        log_path = os.path.join(directory, f"{name}.log")
        if not is_complete(log_path):
            print(f"{directory}: {name} did not finish, left out")
            continue
        with open(log_path, encoding="utf-8") as log:
            words = shlex.split(log.readline()[1:])
        anchor = os.path.basename(words[-1]) if words else anchor
        scores[name] = game_scores(log_path)
    return scores, anchor


def pooled_row(name, differences):
    """The line of the pooled table for a variant's paired differences from the control."""
    if len(differences) < 2:
        return f"{name:<26} {len(differences)} paired games"
    mean, z = mean_and_z(differences)
    return f"{name:<26} {100 * mean:+6.1f} points per 100 games over {len(differences)}, z {z:+.1f}"


def summarise(directories, control_name):
    """Prints each block's table, then the variants pooled over the blocks; returns 0."""
    pooled = {}  # (variant, anchor or "all") -> the paired differences
    for directory in directories:
        scores, anchor = block_logs(directory)
        print(f"{directory} (against {anchor}):")
        control = scores.get(control_name)
        if control is None:
            print(f"  no complete {control_name}.log: its games are not paired")
        for name, games in scores.items():
            is_control = name == control_name
            print("  " + row(name, games, None if is_control or control is None else control))
            if is_control or control is None:
                continue
            differences = paired_differences(games, control)
            pooled.setdefault((name, "all"), []).extend(differences)
            pooled.setdefault((name, anchor), []).extend(differences)
    if pooled:
        print(f"pooled, paired with {control_name}:")
    # Each variant's overall line first, then its anchors: "all" would not always sort first.
    order = sorted(pooled, key=lambda key: (key[0], key[1] != "all", key[1]))
    for name, anchor in order:
        differences = pooled[(name, anchor)]
        label = name if anchor == "all" else f"  against {anchor}"
        print(pooled_row(label, differences))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--summarise", nargs="+", metavar="LOG_DIR",
                        help="print the tables of these finished blocks and their pooled pairs; "
                        "play nothing")
    parser.add_argument("--control", default="base",
                        help="with --summarise: the variant the others are paired with")
    parser.add_argument("--anchor", help="the established engine's pbrain command")
    parser.add_argument("--variant", action="append",
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
    parser.add_argument("--jobs", type=int, default=2,
                        help="matches at a time (default 2): the variants side by side, and when "
                        "there are more jobs than variants, each variant's openings split among "
                        "the spare ones (the parts go to LOG_DIR/parts and are merged into "
                        "NAME.log and NAME.rec)")
    parser.add_argument("--log-dir", default="gomoku-screen",
                        help="where each variant's NAME.log and NAME.rec go (default gomoku-screen)")
    args = parser.parse_args()
    if args.summarise:
        return summarise(args.summarise, args.control)
    if not args.anchor or not args.variant:
        sys.exit("--anchor and at least one --variant are needed (or --summarise LOG_DIR...)")
    if args.games < 2 or args.games % 2 or args.turn_ms <= 0 or args.jobs < 1:
        sys.exit("--games must be even and at least 2, --turn-ms and --jobs positive")
    variants = [parse_variant(text) for text in args.variant]
    if len({name for name, _ in variants}) != len(variants):
        sys.exit("two variants have the same name")
    if not os.path.isfile(args.openings):
        sys.exit(f"{args.openings}: no such file")
    os.makedirs(args.log_dir, exist_ok=True)
    # Each variant gets an equal share of the jobs; a variant's own parts run in threads of its
    # own, so the pool below is one thread a variant.
    parts = max(1, args.jobs // len(variants))
    with concurrent.futures.ThreadPoolExecutor(max_workers=min(args.jobs, len(variants))) as pool:
        statuses = list(pool.map(lambda variant: play(*variant, args, parts), variants))
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
