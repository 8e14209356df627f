#!/usr/bin/env python3
"""Rates every position of recorded Gomoku games by a stronger engine, for fitting the evaluation.

`gomoku-train import` labels each position with its game's outcome: a noisy target, since one
mistake twenty moves on decides it. This asks an oracle, a pbrain engine that prints its
evaluation as "Eval N" or "Eval +Mn"/"Eval -Mn" in a MESSAGE (Rapfi does, and so does
`board-arcade pbrain`, whose deeper searches can teach its own evaluation), to rate each position
of the games in tools/gomocup_match.py --record files (the match-games files of
src/games/gomoku/train), from the end of the opening to the last move, and writes one line per
game:

    labels x,y x,y ... : R R ...

the game's moves, then a rating for the side to move of each position from --opening-stones
stones on (the positions `gomoku-train import` makes records of): a number, +Mn or -Mn for a
forced win in n plies either way (+M999 or -M999 where it proved one without counting), or ?
where the oracle printed none. `gomoku-train import --labels FILE` joins them to the games by
their moves. A game already in --out (the same moves) is skipped, so an interrupted run goes on
where it stopped; the same game twice in the records is rated once. Several oracles rate side by
side with --jobs.

    tools/gomoku_labels.py --oracle ~/anchors/pbrain-rapfi1 --oracle-ms 50 --jobs 2 \\
        --out labels.txt src/games/gomoku/train/match-games-round39.txt
"""
import argparse
import concurrent.futures
import sys

from gomoku_oracle import MATE, Oracle
from gomoku_records import points_text, read_games

# Each worker process keeps one oracle for all the games it is given.
_worker_oracle = None


def start_worker(command, turn_ms, size, rule, memory_mb):
    global _worker_oracle
    _worker_oracle = Oracle(command, turn_ms, size, rule)
    # A small table: the oracle answers many positions quickly, and sets up its table per game
    # (Rapfi does) only once here, at the start.
    _worker_oracle.send(f"INFO max_memory {memory_mb * 1024 * 1024}\n")


def worker_oracle():
    """The oracle of this worker process, once start_worker has run in it."""
    return _worker_oracle


def rating_text(rating):
    if rating is None:
        return "?"
    if abs(rating) >= MATE - 1000:
        return f"{'+' if rating > 0 else '-'}M{MATE - abs(rating)}"
    return str(rating)


def rate_game(points, opening_stones):
    """The line for one game: its moves and the oracle's rating of each labelled position."""
    ratings = [rating_text(_worker_oracle.rate(points[:stones]))
               for stones in range(opening_stones, len(points))]
    return f"labels {points_text(points)} : {' '.join(ratings)}"


def already_rated(path):
    """The moves of the games --out already has, so a second run skips them."""
    try:
        with open(path, encoding="utf-8") as file:
            return {line.partition(" : ")[0][len("labels "):] for line in file
                    if line.startswith("labels ")}
    except FileNotFoundError:
        return set()
    except (OSError, UnicodeDecodeError) as error:
        sys.exit(f"{path}: cannot read: {error}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", nargs="+")
    parser.add_argument("--oracle", required=True, help="the oracle's pbrain command line")
    parser.add_argument("--oracle-ms", type=int, default=50,
                        help="its INFO timeout_turn a position (Rapfi searches about 20 ms of 50)")
    parser.add_argument("--memory-mb", type=int, default=32, help="its INFO max_memory in MiB")
    parser.add_argument("--jobs", type=int, default=1, help="oracles side by side")
    parser.add_argument("--opening-stones", type=int, default=3,
                        help="stones the match placed before the engines played: not rated")
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--rule", type=int, default=0, help="0 freestyle, 1 exact five")
    parser.add_argument("--out", required=True, help="the labels file, appended to")
    args = parser.parse_args()
    if args.oracle_ms <= 0 or args.memory_mb < 1 or args.jobs < 1 or args.opening_stones < 0:
        sys.exit("--oracle-ms, --memory-mb and --jobs must be positive, --opening-stones not "
                 "negative")

    done = already_rated(args.out)
    games = []
    for path in args.records:
        for _, _, _, points in read_games(path, args.size):
            key = points_text(points)
            if key not in done and len(points) > args.opening_stones:
                done.add(key)
                games.append(points)
    print(f"{len(games)} games to rate", flush=True)
    start = (args.oracle, args.oracle_ms, args.size, args.rule, args.memory_mb)
    with concurrent.futures.ProcessPoolExecutor(args.jobs, initializer=start_worker,
                                                initargs=start) as pool, \
            open(args.out, "a", encoding="utf-8") as out:
        jobs = [pool.submit(rate_game, points, args.opening_stones) for points in games]
        for count, job in enumerate(concurrent.futures.as_completed(jobs), 1):
            # Each game is written as soon as it is rated: an interrupted run loses only those
            # being rated.
            out.write(job.result() + "\n")
            out.flush()
            if count % 100 == 0:
                print(f"{count} of {len(games)} games rated", flush=True)


if __name__ == "__main__":
    main()
