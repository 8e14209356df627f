#!/usr/bin/env python3
"""Reversi matches between two move commands: paired random openings, colours swapped.

Each engine is either
  nboard:COMMAND   a process that speaks the NBoard protocol (board-arcade nboard, Edax -nboard):
                   kept for the whole match, told each game with `set game` and each move with
                   `move`, asked with `go`;
  seq:COMMAND      a command run once per move with {moves} replaced by the moves so far
                   (e.g. f5d6c3, passes left out but for one just made: "...g7 pass") whose output's last move word (a1..h8 or
                   pass) is its move, for engines that only analyse a position.

usage: reversi_match.py ENGINE_A ENGINE_B [--games N] [--opening-plies K] [--seed S]
                        [--movetime MS] [--depth D] [--log FILE]
ENGINE_A plays black in the first game of each pair, white in the second. NBoard engines are
sent `set depth D` (60 unless --depth) and, with --movetime, `set movetime MS` (board-arcade's
time per move; other engines ignore it); seq engines carry their settings in their command.
Prints one line per game and a summary with A's wins, losses and draws, the disc balance and
each engine's mean time per move.
"""
import argparse
import queue
import random
import shlex
import subprocess
import threading
import time

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
BLACK, WHITE = 1, 2


class Board:
    """An Othello position: 64 cells (0 empty, 1 black, 2 white), a1 = 0, and the side to move."""

    def __init__(self):
        self.cells = [0] * 64
        self.cells[27] = self.cells[36] = WHITE  # d4, e5
        self.cells[28] = self.cells[35] = BLACK  # e4, d5
        self.to_move = BLACK

    def flips(self, square, colour):
        if self.cells[square]:
            return []
        other = 3 - colour
        row, column = divmod(square, 8)
        flipped = []
        for dr, dc in DIRECTIONS:
            run = []
            r, c = row + dr, column + dc
            while 0 <= r < 8 and 0 <= c < 8 and self.cells[r * 8 + c] == other:
                run.append(r * 8 + c)
                r, c = r + dr, c + dc
            if run and 0 <= r < 8 and 0 <= c < 8 and self.cells[r * 8 + c] == colour:
                flipped += run
        return flipped

    def moves(self, colour=None):
        colour = colour or self.to_move
        return [s for s in range(64) if self.flips(s, colour)]

    def must_pass(self):
        return not self.moves() and bool(self.moves(3 - self.to_move))

    def over(self):
        return not self.moves() and not self.moves(3 - self.to_move)

    def play(self, square):
        flipped = self.flips(square, self.to_move)
        if not flipped:
            raise ValueError("illegal move " + name(square))
        for s in flipped + [square]:
            self.cells[s] = self.to_move
        self.to_move = 3 - self.to_move

    def pass_turn(self):
        self.to_move = 3 - self.to_move

    def black_margin(self):
        black, white = self.cells.count(BLACK), self.cells.count(WHITE)
        empty = 64 - black - white
        if black > white:
            return black - white + empty
        if white > black:
            return black - white - empty
        return 0

    def ggf_board(self):
        marks = {0: "-", BLACK: "*", WHITE: "O"}
        return "8 " + "".join(marks[c] for c in self.cells) + " " + marks[self.to_move]


def name(square):
    return "abcdefgh"[square % 8] + str(square // 8 + 1)


def parse_square(text):
    text = text.strip().lower()
    if len(text) == 2 and text[0] in "abcdefgh" and text[1] in "12345678":
        return (int(text[1]) - 1) * 8 + "abcdefgh".index(text[0])
    return None


class NboardEngine:
    def __init__(self, command, movetime, depth):
        self.process = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, bufsize=1)
        self.movetime = movetime
        # A thread reads the engine's lines, so a read can time out without losing buffered ones.
        self.lines = queue.Queue()
        threading.Thread(target=self.pump, daemon=True).start()
        self.send("nboard 2")
        self.send("set depth %d" % depth)
        if movetime:
            self.send("set movetime %d" % movetime)

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def pump(self):
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def read_line(self, timeout=120):
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise RuntimeError("engine timed out")
        if line is None:
            raise RuntimeError("engine exited")
        return line.strip()

    def new_game(self, opening):
        board = Board()
        record = ""
        for square in opening:
            if board.must_pass():
                record += ("B" if board.to_move == BLACK else "W") + "[PA]"
                board.pass_turn()
            record += ("B" if board.to_move == BLACK else "W") + "[" + name(square).upper() + "]"
            board.play(square)
        start = Board()
        self.send("set game (;GM[Othello]PC[match]TY[8]BO[%s]%s;)" % (start.ggf_board(), record))

    def told(self, square):
        self.send("move " + ("PA" if square is None else name(square).upper()))

    def choose(self, moves_so_far):
        self.send("go")
        while True:
            line = self.read_line()
            if line.startswith("==="):
                word = line[3:].strip().split("/")[0].split()[0]
                return None if word.upper() in ("PA", "PASS") else parse_square(word)

    def close(self):
        try:
            self.send("quit")
            self.process.wait(timeout=5)
        except Exception:
            self.process.kill()


class SeqEngine:
    def __init__(self, command):
        self.command = command

    def new_game(self, opening):
        pass

    def told(self, square):
        pass

    def choose(self, moves_so_far):
        # Passes between moves are left out (both sides' moves show them); a pass just made is
        # written, or the engine would think the passing side is still to move.
        text = "".join(name(s) for s in moves_so_far if s is not None)
        if moves_so_far and moves_so_far[-1] is None:
            text += " pass"
        command = self.command.replace("{moves}", text)
        output = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=300)
        # The last word that is a move: engines may print more after it (a proven result).
        for word in reversed(output.stdout.split()):
            if word.lower() in ("pass", "pa", "ps"):
                return None
            if parse_square(word) is not None:
                return parse_square(word)
        raise RuntimeError("no move from: %s\n%s" % (command, output.stderr))

    def close(self):
        pass


def make_engine(spec, movetime, depth):
    kind, _, command = spec.partition(":")
    if kind == "nboard":
        return NboardEngine(command, movetime, depth)
    if kind == "seq":
        return SeqEngine(command)
    raise SystemExit("an engine is nboard:COMMAND or seq:COMMAND, not " + spec)


def random_opening(rng, plies):
    while True:
        board = Board()
        moves = []
        for _ in range(plies):
            if board.must_pass():
                board.pass_turn()
            if board.over():
                break
            square = rng.choice(board.moves())
            board.play(square)
            moves.append(square)
        if len(moves) == plies and not board.over():
            return moves


def play_game(black, white, opening, clocks):
    board = Board()
    played = []
    for engine in (black, white):
        engine.new_game(opening)
    for square in opening:
        if board.must_pass():
            board.pass_turn()
        board.play(square)
        played.append(square)
    while not board.over():
        mover, waiting = (black, white) if board.to_move == BLACK else (white, black)
        if board.must_pass():
            board.pass_turn()
            played.append(None)
            for engine in (mover, waiting):
                engine.told(None)
            continue
        started = time.monotonic()
        square = mover.choose(played)
        clocks[id(mover)][0] += time.monotonic() - started
        clocks[id(mover)][1] += 1
        if square is None or square not in board.moves():
            raise RuntimeError("illegal move %s from %s" % (square, "black" if board.to_move == BLACK else "white"))
        board.play(square)
        played.append(square)
        for engine in (mover, waiting):
            engine.told(square)
    return board.black_margin(), "".join(name(s) if s is not None else "--" for s in played)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("engine_a")
    parser.add_argument("engine_b")
    parser.add_argument("--games", type=int, default=20, help="games, an even number (pairs)")
    parser.add_argument("--opening-plies", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--movetime", type=int, default=0, help="ms per move for NBoard engines")
    parser.add_argument("--depth", type=int, default=60,
                        help="sent to NBoard engines as `set depth` (Edax takes it as its level)")
    parser.add_argument("--log", help="also append each game's line to this file")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    a = make_engine(args.engine_a, args.movetime, args.depth)
    b = make_engine(args.engine_b, args.movetime, args.depth)
    clocks = {id(a): [0.0, 0], id(b): [0.0, 0]}
    wins = losses = draws = balance = 0
    log = open(args.log, "a") if args.log else None
    try:
        for pair in range(args.games // 2):
            opening = random_opening(rng, args.opening_plies)
            for swap in (False, True):
                black, white = (b, a) if swap else (a, b)
                margin, moves = play_game(black, white, opening, clocks)
                a_margin = -margin if swap else margin
                balance += a_margin
                if a_margin > 0:
                    wins += 1
                elif a_margin < 0:
                    losses += 1
                else:
                    draws += 1
                line = "game %d: A plays %s, A %+d (%s)" % (2 * pair + swap + 1,
                                                           "white" if swap else "black", a_margin, moves)
                print(line, flush=True)
                if log:
                    print(line, file=log, flush=True)
    finally:
        a.close()
        b.close()
    mean = lambda clock: clock[0] / max(1, clock[1])
    summary = ("A wins %d, B wins %d, draws %d; disc balance %+d for A; mean time a move: A %.3f s, B %.3f s"
               % (wins, losses, draws, balance, mean(clocks[id(a)]), mean(clocks[id(b)])))
    print(summary)
    if log:
        print(summary, file=log)


if __name__ == "__main__":
    main()
