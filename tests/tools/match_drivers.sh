#!/bin/sh
# The strength measurements of issue #13 rest on tools/'s Python drivers, which nothing else runs:
# this plays two short matches with each (board-arcade against itself, a few thousand nodes a
# move), pools a screen with --summarise, sorts its pair with gomoku_pairs, checks the time-odds
# wrapper, and compiles every other tool. Skipped (77) where python3 is missing (README's test
# command installs it).
# Usage: match_drivers.sh ARCADE SOURCE_DIR
set -eu
arcade=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")  # absolute: the work is done elsewhere
tools=$(cd "$2/tools" && pwd)
command -v python3 >/dev/null || { echo "skipped: python3 is not installed"; exit 77; }
. "$(dirname "$0")/../in_scratch_folder.sh"

# Two engines' results over N games, from a driver's summary line "A wins X, B wins Y, draws Z".
games_in() {
  sed -n 's/^A wins \([0-9]*\), B wins \([0-9]*\), draws \([0-9]*\).*/\1 \2 \3/p' "$1" |
    awk '{ print $1 + $2 + $3 }'
}

python3 "$tools/gomocup_match.py" --games 2 --openings "$tools/gomoku-openings.txt" \
  --turn-ms 100000 --record match.rec "$arcade pbrain --nodes 2000" \
  "$arcade pbrain --nodes 3000" >gomocup.out 2>&1 || fail "gomocup_match.py failed"
[ "$(games_in gomocup.out)" = 2 ] || fail "gomocup_match.py did not report two games"
[ -s match.rec ] || fail "gomocup_match.py wrote no record"

python3 "$tools/gomoku_screen.py" --anchor "$arcade pbrain --nodes 3000" --games 2 \
  --turn-ms 100000 --openings "$tools/gomoku-openings.txt" --log-dir screen \
  --variant "base=$arcade pbrain --nodes 2000" --variant "more=$arcade pbrain --nodes 4000" \
  >screen.out 2>&1 || fail "gomoku_screen.py failed"
grep -q '^more .* points per 100 games, z ' screen.out || fail "the screen printed no paired line"
python3 "$tools/gomoku_screen.py" --summarise screen >summary.out 2>&1 ||
  fail "gomoku_screen.py --summarise failed"
grep -q '^more  *[-+][0-9.]* points per 100 games over 2, z ' summary.out ||
  fail "the summary pooled nothing"
# The screen's two games of a variant are one opening played from both sides: one pair.
python3 "$tools/gomoku_pairs.py" --variant more screen/*.rec >pairs.out 2>&1 ||
  fail "gomoku_pairs.py failed: $(cat pairs.out)"
awk '$1 == "screen" { pairs = $2; sorted = $3 + $4 + $5 + $6 + $7 }
     END { exit !(pairs == 1 && sorted == 1) }' pairs.out ||
  fail "gomoku_pairs.py did not sort the screen's one pair: $(cat pairs.out)"

python3 "$tools/reversi_match.py" "nboard:$arcade nboard" "nboard:$arcade nboard" --games 2 \
  --depth 2 >reversi.out 2>&1 || fail "reversi_match.py failed"
[ "$(games_in reversi.out)" = 2 ] || fail "reversi_match.py did not report two games"

# The time-odds wrapper scales the turn time, passes every other line and stops at END; `cat` as
# the engine shows what an engine would read.
printf 'INFO timeout_turn 1000\nINFO timeout_match 5000\nSTART 15\nEND\nBEGIN\n' |
  python3 "$tools/pbrain_time_scale.py" 0.25 cat >scaled.out 2>&1 ||
  fail "pbrain_time_scale.py failed: $(cat scaled.out)"
expected=$(printf 'INFO timeout_turn 250\nINFO timeout_match 5000\nSTART 15\nEND')
[ "$(cat scaled.out)" = "$expected" ] ||
  fail "pbrain_time_scale.py passed on: $(cat scaled.out)"
if python3 "$tools/pbrain_time_scale.py" 0 cat </dev/null >scaled.out 2>&1; then
  fail "pbrain_time_scale.py took a scale of 0"
fi

for tool in "$tools"/*.py; do
  python3 -c 'import sys; compile(open(sys.argv[1]).read(), sys.argv[1], "exec")' "$tool" \
    2>>compile.out || fail "$(basename "$tool") does not compile"
done
echo "match drivers: gomocup_match, gomoku_screen and reversi_match played, gomoku_pairs sorted," \
  "pbrain_time_scale scaled; every tool compiles"
