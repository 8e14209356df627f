#!/usr/bin/env python3
"""Runs a pbrain engine with the turn time it is given scaled, for time-odds matches.

Usage: pbrain_time_scale.py SCALE ENGINE [ARGUMENT...]

Every `INFO timeout_turn N` the match driver sends reaches ENGINE as N x SCALE (at least 1 ms);
every other line passes unchanged, and ENGINE writes straight to this program's output. So
`tools/gomocup_match.py --turn-ms 1000 A "tools/pbrain_time_scale.py 0.25 B"` gives B a quarter of
A's time on both sides of the same clock and load. The driver's own time limit for an answer is
unchanged, so a SCALE above 1 needs a matching `--limit-s`.
"""
import math
import subprocess
import sys


def scaled(line, scale):
    """The line as ENGINE should see it: a turn time multiplied by scale, anything else as is."""
    words = line.split()
    if len(words) == 3 and words[0].upper() == "INFO" and words[1].lower() == "timeout_turn":
        try:
            turn_ms = int(words[2])
        except ValueError:
            return line  # the engine answers a malformed line as it would have anyway
        return "INFO timeout_turn %d\n" % max(1, round(turn_ms * scale))
    return line


def usage_error(message):
    print(message, file=sys.stderr)
    return 2


def main(arguments):
    if len(arguments) < 2:
        return usage_error(__doc__.split("\n\n")[1])
    try:
        scale = float(arguments[0])
    except ValueError:
        scale = 0
    if not (scale > 0 and math.isfinite(scale)):
        return usage_error("pbrain_time_scale.py: SCALE must be a finite number above 0, not %r"
                           % arguments[0])
    try:
        engine = subprocess.Popen(arguments[1:], stdin=subprocess.PIPE, text=True, bufsize=1)
    except OSError as error:
        sys.exit("pbrain_time_scale.py: cannot start %s: %s" % (arguments[1], error))
    try:
        for line in sys.stdin:
            engine.stdin.write(scaled(line, scale))
            engine.stdin.flush()
            if line.strip().upper() == "END":
                break
        engine.stdin.close()
    except BrokenPipeError:
        # The engine has stopped reading (it crashed or quit): its exit status says why, and the
        # match driver reports the missing answer.
        pass
    return engine.wait()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
