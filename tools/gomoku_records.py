"""Reads tools/gomocup_match.py --record files and other Gomoku tool files, parses --variant
arguments, and asks `analyze gomoku` about positions.

Shared by the tools that replay recorded games or rated positions (gomoku_losses.py,
gomoku_oracle.py, gomoku_agreement.py, gomoku_trajectory.py, gomoku_mates.py). A bad file or line,
or a command that cannot run, ends the program with one line saying which.
"""
import shlex
import subprocess
import sys


def notation(x, y):
    """A point in the game's notation: column letter from a, row number from 1."""
    return f"{chr(ord('a') + x)}{y + 1}"


def points_text(points):
    """Points as a record writes them, "x,y" with single spaces: a key for a game or position."""
    return " ".join(f"{x},{y}" for x, y in points)


def parse_point(text, size):
    """The (x, y) of a record's "x,y" on a size x size board, or None if it is not one."""
    parts = text.split(",")
    if len(parts) != 2 or not all(part.strip().isdigit() for part in parts):
        return None
    x, y = int(parts[0]), int(parts[1])
    return (x, y) if x < size and y < size else None


def content_lines(path):
    """(line number, line) of each line of a text file that is neither blank nor a '#' comment:
    the committed match, ratings and suite files open with '#' lines saying where they come
    from."""
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except (OSError, UnicodeDecodeError) as error:
        sys.exit(f"{path}: cannot read: {error}")
    return [(number, line) for number, line in enumerate(lines, 1)
            if line.strip() and not line.startswith("#")]


def parse_variant(text, default_nodes):
    """(name, command words, nodes) from "NAME=COMMAND" or "NAME@NODES=COMMAND"."""
    name, sep, command = text.partition("=")
    label, _, nodes = name.partition("@")
    if not sep or not label or not command.strip() or (nodes and not nodes.isdigit()):
        sys.exit(f"--variant {text!r}: expected NAME=COMMAND or NAME@NODES=COMMAND")
    # The name is printed whole, nodes included, so two runs of one command stay apart.
    return name, shlex.split(command), int(nodes) if nodes else default_nodes


def read_games(path, size):
    """The games of a record file: (label, A's colour (0 black), winner (A, B or draw), points).
    Blank lines and lines that begin with '#' are skipped."""
    games = []
    for number, line in content_lines(path):
        head, _, played = line.partition(":")
        words = head.split()
        # "game N black A|B" and then "A wins", "B wins" or "draw".
        if len(words) not in (5, 6) or words[0] != "game" or words[2] != "black":
            sys.exit(f"{path}:{number}: not a gomocup_match.py record line")
        winner = words[4] if words[-1] == "wins" else "draw"
        points = [parse_point(move, size) for move in played.split()]
        if None in points:
            sys.exit(f"{path}:{number}: a move is not an x,y point of a {size}x{size} board")
        games.append((f"{path} game {words[1]}", 0 if words[3] == "A" else 1, winner, points))
    return games


def analyze(command, points, nodes, size, rule, verbose=False):
    """What `COMMAND analyze gomoku` prints about the position after `points` (a list of (x, y)),
    given `nodes`, on a size x size board under rule 0 (freestyle) or 1 (exact five); with
    `verbose`, its search's `info` lines too."""
    moves = " ".join(notation(x, y) for x, y in points)
    full = command + ["analyze", "gomoku", moves, "--nodes", str(nodes), "--set", f"size={size}"]
    if rule == 1:
        full += ["--set", "rule=exact5"]
    if verbose:
        full.append("--verbose")
    try:
        done = subprocess.run(full, capture_output=True, text=True)
    except OSError as error:
        sys.exit(f"{shlex.join(command)}: cannot run: {error}")
    if done.returncode != 0:
        sys.exit(f"{shlex.join(full)} failed: {done.stderr.strip() or done.stdout.strip()}")
    return done.stdout
