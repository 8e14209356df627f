#!/bin/sh
# The strength measurements of issue #13 rest on tools/'s Python drivers, which nothing else runs:
# this plays two short matches with each (board-arcade against itself, a few thousand nodes a
# move), pools a screen with --summarise, sorts its pair with gomoku_pairs, checks the time-odds
# wrapper, builds and runs a one-position mate suite and defence suite, draws two openings, and
# compiles every other tool. Skipped (77) where python3 is missing (README's test command
# installs it).
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
# A lone variant with two jobs plays two matches at once, one on each half of its openings, and
# merges them into the log and record one match would have written: at fixed nodes the same games,
# numbered the same.
python3 "$tools/gomoku_screen.py" --anchor "$arcade pbrain --nodes 3000" --games 4 \
  --turn-ms 100000 --openings "$tools/gomoku-openings.txt" --log-dir split --jobs 2 \
  --variant "base=$arcade pbrain --nodes 2000" >split.out 2>&1 ||
  fail "gomoku_screen.py --jobs 2 with one variant failed: $(cat split.out)"
[ -s split/parts/base.2.rec ] || fail "the lone variant's openings were not split in two"
python3 "$tools/gomocup_match.py" --games 4 --openings "$tools/gomoku-openings.txt" \
  --turn-ms 100000 --limit-s 15 --record whole.rec "$arcade pbrain --nodes 2000" \
  "$arcade pbrain --nodes 3000" >whole.out 2>&1 || fail "gomocup_match.py failed"
cmp -s whole.rec split/base.rec ||
  fail "the split screen's record differs from one match's: $(diff whole.rec split/base.rec)"
[ "$(games_in split/base.log)" = 4 ] || fail "the split screen's log does not sum four games"

# The screen's two games of a variant are one opening played from both sides: one pair.
python3 "$tools/gomoku_pairs.py" --variant more screen/*.rec >pairs.out 2>&1 ||
  fail "gomoku_pairs.py failed: $(cat pairs.out)"
awk '$1 == "screen" { pairs = $2; sorted = $3 + $4 + $5 + $6 + $7 }
     END { exit !(pairs == 1 && sorted == 1) }' pairs.out ||
  fail "gomoku_pairs.py did not sort the screen's one pair: $(cat pairs.out)"
# In a committed match file a header's variant and anchor may run to several words and end in a
# bracketed remark: the pairs of "base with x" are not base's, and the games against an anchor
# given odds are not counted as games against the anchor itself.
{
  echo "# base (a remark) against Rapfi (classical, one thread), openings 0-0, 1 s"
  cat screen/more.rec
  echo "# base with x against Rapfi, openings 0-0, 1 s"
  cat screen/more.rec
  echo "# base against Rapfi at 1/6 of the time, openings 0-0, 1 s"
  cat screen/more.rec
} >sections.txt
python3 "$tools/gomoku_pairs.py" sections.txt >sections.out 2>&1 ||
  fail "gomoku_pairs.py failed on headers of several words: $(cat sections.out)"
[ "$(awk '$1 == "Rapfi" && $2 == "1" && $3 == "s" { print $4 }' sections.out)" = 1 ] &&
  [ "$(awk '$2 == "at" && $6 == "time" { print $9 }' sections.out)" = 1 ] &&
  [ "$(wc -l <sections.out)" = 3 ] ||
  fail "gomoku_pairs.py mixed the sections of several-word headers: $(cat sections.out)"

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
for bad_scale in 0 inf; do
  if python3 "$tools/pbrain_time_scale.py" "$bad_scale" cat </dev/null >scaled.out 2>&1; then
    fail "pbrain_time_scale.py took a scale of $bad_scale"
  fi
done
# An engine that stops reading ends the wrapper with the engine's status, not a Python traceback:
# far more lines than a pipe holds make sure the wrapper writes after the engine has gone.
yes 'INFO timeout_turn 1000' | head -n 200000 |
  python3 "$tools/pbrain_time_scale.py" 0.5 true >scaled.out 2>&1 || true
if grep -q Traceback scaled.out; then fail "pbrain_time_scale.py: $(cat scaled.out)"; fi

# The mate suite: of three rated games only the first has a win in range (a mate in 15 that the
# engine's search scores as won within 20,000 nodes), and only the third a level position of 10
# stones or more; a damaged suite line is refused by name.
cat >ratings.txt <<'RATINGS'
labels 10,5 6,8 6,6 7,9 5,7 4,8 7,5 5,8 7,8 8,5 8,4 9,3 7,6 3,8 2,8 8,10 9,6 10,12 9,11 8,6 8,7 6,9 11,4 : 64 28 55 20 -72 255 -270 +M15 -362 +M13 -M12 +M11 -M10 +M7 -M6 +M5 -M4 +M3 -M2 ?
labels 7,7 8,8 7,8 8,7 : 10 -20 ?
labels 7,7 8,8 7,8 8,7 7,9 7,6 9,9 6,6 10,10 5,5 6,8 : 10 -20 30 -40 50 -60 70 -80 500
RATINGS
python3 "$tools/gomoku_mates.py" build --labels ratings.txt --count 5 --even-count 5 \
  --engine "$arcade" --out mates.txt >mates-build.out 2>&1 ||
  fail "gomoku_mates.py build failed: $(cat mates-build.out)"
[ "$(grep -c '^mate 15 : k6 g9 g7 h10 f8 e9 h6 f9 h9 i6$' mates.txt)" = 1 ] ||
  fail "gomoku_mates.py build did not pick the one win: $(cat mates.txt)"
[ "$(grep -c '^even -80 : h8 i9 h9 i8 h10 h7 j10 g7 k11 f6$' mates.txt)" = 1 ] ||
  fail "gomoku_mates.py build did not pick the one level position: $(cat mates.txt)"
python3 "$tools/gomoku_mates.py" run --suite mates.txt --nodes 20000 \
  --variant "base=$arcade" --variant "base@2=$arcade" >mates-run.out 2>&1 ||
  fail "gomoku_mates.py run failed: $(cat mates-run.out)"
grep -q '^base  *won    1 of 1,' mates-run.out && grep -q '^base@2  *won    0 of 1,' mates-run.out &&
  grep -q 'claimed a result in [01] of 1 even positions' mates-run.out ||
  fail "gomoku_mates.py did not count the win at 20,000 nodes only: $(cat mates-run.out)"
echo "mate 15 : k6 z99" >bad-mates.txt
if python3 "$tools/gomoku_mates.py" run --suite bad-mates.txt --variant "base=$arcade" \
  >mates-bad.out 2>&1 || ! grep -q "bad-mates.txt:1: 'z99' is not a point" mates-bad.out; then
  fail "gomoku_mates.py did not refuse a damaged suite line: $(cat mates-bad.out)"
fi

# The defence suite: white has an open three and black is to move, so the oracle (the engine
# itself) proves every nearby point lost but the three's two ends, e8 and i8; the engine blocks
# at one of them. With those two listed as the losing points instead, the same move counts as
# walking into a loss.
echo 'labels 5,8 5,7 7,8 6,7 6,6 7,7 4,5 6,9 9,9 8,5 11,2 4,7 : 0 0 0 0 0 0 0 -50 +M5' \
  >three.txt
python3 "$tools/gomoku_defences.py" build --labels three.txt --oracle "$arcade pbrain --nodes 2000" \
  --count 5 --engine "$arcade" --out defences.txt >defences-build.out 2>&1 ||
  fail "gomoku_defences.py build failed: $(cat defences-build.out)"
grep -q '^defend 69/71 : f9 f8 h9 g8 g7 h8 e6 g10 j10 i6 : c4 .* l12$' defences.txt &&
  ! grep -q ' e8 \| i8 ' defences.txt ||
  fail "gomoku_defences.py build did not find the two holding points: $(cat defences.txt)"
echo 'defend 2/71 : f9 f8 h9 g8 g7 h8 e6 g10 j10 i6 : e8 i8' >blocks-lose.txt
python3 "$tools/gomoku_defences.py" run --suite defences.txt --nodes 20000 \
  --variant "base=$arcade" >defences-run.out 2>&1 &&
  python3 "$tools/gomoku_defences.py" run --suite blocks-lose.txt --nodes 20000 \
    --variant "base=$arcade" --variant "again=$arcade" >>defences-run.out 2>&1 ||
  fail "gomoku_defences.py run failed: $(cat defences-run.out)"
grep -q '^base  *held    1 of 1, walked into a loss 0,' defences-run.out &&
  grep -q '^base  *held    0 of 1, walked into a loss 1,' defences-run.out &&
  grep -q 'losses avoided 0, new 0 (z +0.0)' defences-run.out ||
  fail "gomoku_defences.py did not count the block as held, then as lost: $(cat defences-run.out)"
echo 'defend 3/71 : f9 f8 h9 g8 g7 h8 e6 g10 j10 i6 : e8 i8' >bad-defences.txt
if python3 "$tools/gomoku_defences.py" run --suite bad-defences.txt --variant "base=$arcade" \
  >defences-bad.out 2>&1 || ! grep -q "bad-defences.txt:1: defend 3/71 does not match" \
  defences-bad.out; then
  fail "gomoku_defences.py did not refuse a miscounted suite line: $(cat defences-bad.out)"
fi

# The openings' draw: each opening kept after a second, longer search is within the margin at
# that search too (the engine's analyze at a fixed node count repeats exactly).
python3 "$tools/gomoku_openings.py" "$arcade" --keep 2 --nodes 2000 --confirm-nodes 8000 \
  --margin 60 --seed 3 >openings.txt 2>openings.err ||
  fail "gomoku_openings.py failed: $(cat openings.err)"
grep -q '^# 2 openings .* at 2000 nodes and at 8000 nodes, seed 3' openings.txt &&
  grep -q '^kept 2 of [0-9]* ([0-9]* more passed the first search only)$' openings.err ||
  fail "gomoku_openings.py did not say what it kept: $(cat openings.txt openings.err)"
[ "$(grep -c '^[0-9]*,[0-9]* [0-9]*,[0-9]* [0-9]*,[0-9]*$' openings.txt)" = 2 ] ||
  fail "gomoku_openings.py did not write two openings: $(cat openings.txt)"
grep -v '^#' openings.txt | awk '{ for (i = 1; i <= NF; i++) { split($i, p, ",");
  printf "%c%d%s", 97 + p[1], p[2] + 1, (i < NF ? " " : "\n") } }' | while read -r moves; do
  score=$("$arcade" analyze gomoku --moves "$moves" --nodes 8000 --verbose |
    sed -n 's/^info .*score \(-\{0,1\}[0-9]*\),.*/\1/p')
  [ -n "$score" ] && [ "${score#-}" -le 60 ] ||
    fail "gomoku_openings.py kept $moves, which scores '$score' at 8000 nodes"
done

for tool in "$tools"/*.py; do
  python3 -c 'import sys; compile(open(sys.argv[1]).read(), sys.argv[1], "exec")' "$tool" \
    2>>compile.out || fail "$(basename "$tool") does not compile"
done
echo "match drivers: gomocup_match, gomoku_screen and reversi_match played, gomoku_pairs sorted," \
  "pbrain_time_scale scaled, gomoku_mates and gomoku_defences built and counted a suite," \
  "gomoku_openings drew two confirmed openings; every tool compiles"
