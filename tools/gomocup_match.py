#!/usr/bin/env python3
"""A small Gomocup manager: plays two pbrain engines against each other from random openings.

Each opening is played twice, once with each engine as black. Engines are started afresh for
every game and told the board size, the time per move and the rule; both get the opening by
BOARD, then moves by TURN. Usage:

    tools/gomocup_match.py --games 20 --turn-ms 500 "build/board-arcade pbrain" "./pbrain-other"

With --openings FILE the pairs play that file's openings in order (from --first-opening on)
instead of random ones: tools/gomoku-openings.txt holds balanced ones (tools/gomoku_openings.py),
tools/gomoku-openings-exact-five.txt the same for exact five (--rule 1).
"""
import argparse
import os
import random
import re
import select
import shlex
import subprocess
import sys
import time

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))
# The least time between an engine's answer and the next line it is sent (Engine.settle).
SETTLE_S = 0.1


def settle_after(answered_at):
    """Waits until SETTLE_S have passed since `answered_at` (time.monotonic(), or None: no wait).
    Engine.settle says why; the oracle of tools/gomoku_oracle.py waits the same way."""
    if answered_at is not None:
        time.sleep(max(0.0, answered_at + SETTLE_S - time.monotonic()))


def is_answer(line):
    """True for what may answer a command: a move x,y or a word (OK, ERROR ..., UNKNOWN ...).
    Anything else is the rest of a broken MESSAGE (PentaZen prints its depth as a raw byte,
    which is sometimes a line break) and is skipped."""
    if line.split(" ", 1)[0].upper() in ("OK", "ERROR", "UNKNOWN"):
        return True
    return bool(re.fullmatch(r"-?\d+\s*,\s*-?\d+", line))


class Engine:
    """One engine process, spoken to line by line."""

    def __init__(self, command):
        self.process = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, bufsize=1)
        self.pending = b""  # read from the pipe but not yet returned: select() cannot see it
        self.answered_at = None  # when its last answer came (time.monotonic())

    def settle(self):
        """Waits until SETTLE_S have passed since the engine's last answer.

        Rapfi (a build of 2026) drops the first word of a command that reaches it while it is
        still finishing the move it has just written, and then takes the command's arguments for
        commands ('ERROR Unknown command: TIME_LEFT'): whenever its opponent answered at once (a
        forced block), Rapfi lost the game on a bad answer. Called before a move's clock starts.
        """
        settle_after(self.answered_at)

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def next_line(self, deadline):
        """The next line the engine writes, or None at the deadline or the end of its output."""
        descriptor = self.process.stdout.fileno()
        while b"\n" not in self.pending:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([descriptor], [], [], left)
            if not ready:
                return None
            chunk = os.read(descriptor, 65536)
            if not chunk:
                return None
            self.pending += chunk
        line, self.pending = self.pending.split(b"\n", 1)
        return line.decode(errors="replace")

    def answer(self, timeout):
        """The next line that is not MESSAGE/DEBUG, or None after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            line = self.next_line(deadline)
            if line is None:
                return None
            line = line.strip()
            if line and not line.upper().startswith(("MESSAGE", "DEBUG", "SUGGEST")):
                if is_answer(line):
                    self.answered_at = time.monotonic()
                    return line

    def close(self):
        try:
            self.send("END")
            self.process.wait(timeout=2)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()


def makes_five(stones, point, colour, size, exact):
    x, y = point
    for dx, dy in DIRECTIONS:
        length = 1
        for sign in (1, -1):
            cx, cy = x + sign * dx, y + sign * dy
            while 0 <= cx < size and 0 <= cy < size and stones.get((cx, cy)) == colour:
                length += 1
                cx, cy = cx + sign * dx, cy + sign * dy
        if length == 5 or (length > 5 and not exact):
            return True
    return False


def parse_move(text, size):
    try:
        x, y = (int(part) for part in text.split(","))
    except (ValueError, AttributeError):
        return None
    return (x, y) if 0 <= x < size and 0 <= y < size else None


def slowest(times):
    """The longest of `times`, or 0 if there are none."""
    return max(times, default=0.0)


def play(commands, opening, args):
    """Plays one game; commands[0] is black. Returns (winner 0/1 or None, reason, stones, times),
    where stones maps each point to its colour in the order played and times holds each colour's
    answer times in seconds, in order."""
    engines = [Engine(command) for command in commands]
    stones = {}
    times = [[], []]
    try:
        for engine in engines:
            engine.send(f"START {args.size}")
            if engine.answer(10) != "OK":
                return None, "START refused", stones, times
            for key, value in (("timeout_turn", args.turn_ms), ("timeout_match", args.match_ms),
                               ("max_memory", args.max_memory_mb * 1024 * 1024),
                               ("rule", args.rule),
                               ("game_type", 1)):
                engine.send(f"INFO {key} {value}")
        for index, point in enumerate(opening):
            stones[point] = index % 2
        to_move = len(opening) % 2
        needs_board = [True, True]
        last = None
        limit = args.limit_s if args.limit_s else args.turn_ms / 1000 * 3 + 2
        while len(stones) < args.size * args.size:
            engine = engines[to_move]
            engine.settle()
            if args.match_ms:
                left = max(0, args.match_ms - int(sum(times[to_move]) * 1000))
                engine.send(f"INFO time_left {left}")
            began = time.monotonic()
            if needs_board[to_move]:
                engine.send("BOARD")
                for (x, y), colour in stones.items():
                    engine.send(f"{x},{y},{1 if colour == to_move else 2}")
                engine.send("DONE")
                needs_board[to_move] = False
            else:
                engine.send(f"TURN {last[0]},{last[1]}")
            reply = engine.answer(limit)
            times[to_move].append(time.monotonic() - began)
            point = parse_move(reply, args.size)
            if point is None or point in stones:
                return 1 - to_move, f"bad answer {reply!r}", stones, times
            stones[point] = to_move
            if makes_five(stones, point, to_move, args.size, args.rule == 1):
                return to_move, "five", stones, times
            last = point
            to_move = 1 - to_move
        return None, "full board", stones, times
    finally:
        for engine in engines:
            engine.close()


def random_opening(rng, size, stones):
    centre = size // 2
    opening = []
    while len(opening) < stones:
        point = (centre + rng.randint(-3, 3), centre + rng.randint(-3, 3))
        if point not in opening:
            opening.append(point)
    return opening


def read_openings(path):
    """The openings of a file, one a line as "x,y x,y ...", black first; '#' starts a comment."""
    openings = []
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            text = line.split("#")[0].strip()
            if not text:
                continue
            try:
                openings.append([tuple(int(v) for v in p.split(",")) for p in text.split()])
            except ValueError:
                sys.exit(f"{path}:{number}: not an opening: {text!r}")
            if any(len(point) != 2 for point in openings[-1]):
                sys.exit(f"{path}:{number}: not an opening: {text!r}")
    if not openings:
        sys.exit(f"{path}: no openings")
    return openings


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("engine_a")
    parser.add_argument("engine_b")
    parser.add_argument("--games", type=int, default=10, help="games, in pairs (default 10)")
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--turn-ms", type=int, default=1000, help="time per move (default 1000)")
    parser.add_argument("--match-ms", type=int, default=0,
                        help="INFO timeout_match, and if not 0 INFO time_left before every move "
                             "(default 0: no match limit; Rapfi needs a value such as 100000000 "
                             "or it stops answering TURN)")
    parser.add_argument("--limit-s", type=float, default=0,
                        help="seconds an answer may take before the engine loses (default three "
                             "turns and two seconds; AIWine times itself in CPU time and overruns "
                             "on a loaded machine)")
    parser.add_argument("--rule", type=int, default=0, help="0 freestyle, 1 exact five")
    parser.add_argument("--max-memory-mb", type=int, default=512,
                        help="INFO max_memory in MiB (default 512; Rapfi sets up a table of this "
                             "size before its first answer, seconds at 512, so games at a few "
                             "tens of ms a move go faster with less)")
    parser.add_argument("--opening-stones", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--openings", help="play the openings of this file in order, not random ones")
    parser.add_argument("--first-opening", type=int, default=0,
                        help="with --openings: the index of the first one played (default 0)")
    parser.add_argument("--record", help="append each game's moves (x,y from black on) to this file")
    args = parser.parse_args()
    if args.max_memory_mb < 1:
        parser.error(f"--max-memory-mb must be at least 1, not {args.max_memory_mb}")
    rng = random.Random(args.seed)
    openings = read_openings(args.openings) if args.openings else None
    for opening in openings or []:
        if len(set(opening)) != len(opening) or any(
                not (0 <= v < args.size) for point in opening for v in point):
            sys.exit(f"{args.openings}: off the {args.size}x{args.size} board or repeated: {opening}")
    wins = [0, 0]
    draws = 0
    for game in range(args.games):
        if game % 2 == 0 and openings:
            opening = openings[(args.first_opening + game // 2) % len(openings)]
        elif game % 2 == 0:
            opening = random_opening(rng, args.size, args.opening_stones)
        a_black = game % 2 == 0
        commands = [args.engine_a, args.engine_b] if a_black else [args.engine_b, args.engine_a]
        winner, reason, stones, times = play(commands, opening, args)
        moves = len(stones)
        names = ["A", "B"] if a_black else ["B", "A"]
        if winner is None:
            draws += 1
            result = "draw"
        else:
            wins[0 if names[winner] == "A" else 1] += 1
            result = f"{names[winner]} wins"
        a_times, b_times = times[names.index("A")], times[names.index("B")]
        # An engine's first answer of a game may include setting up its memory (Rapfi's takes
        # seconds), so the slowest of the others is printed too.
        print(f"game {game + 1}: black {names[0]}, white {names[1]}: {result} ({reason}), "
              f"{moves} stones, slowest answer A {slowest(a_times):.2f} s "
              f"B {slowest(b_times):.2f} s, after the first A {slowest(a_times[1:]):.2f} s "
              f"B {slowest(b_times[1:]):.2f} s", flush=True)
        if args.record:
            with open(args.record, "a", encoding="utf-8") as record:
                played = " ".join(f"{x},{y}" for x, y in stones)
                record.write(f"game {game + 1} black {names[0]} {result}: {played}\n")
    print(f"A wins {wins[0]}, B wins {wins[1]}, draws {draws}")


if __name__ == "__main__":
    sys.exit(main())
