#!/bin/sh
# Plays the NBoard GUI: pipes a conversation (CR LF line ends, as some GUIs send them) into
# `board-arcade nboard` and checks every answer line. Usage: nboard_conversation.sh BOARD_ARCADE
set -eu
engine="$1"

game='(;GM[Othello]PC[NBoard]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)'
answers=$(printf 'nboard 2\r\nset depth 8\r\nset game %s\r\nping 1\r\ngo\r\nmove A1\r\njump\r\nmove D6/0.50/1.0\r\nhint 2\r\nlearn\r\nquit\r\nping 2\r\n' "$game" |
  "$engine" nboard --nodes 20000)

expect() {  # line number, pattern
  line=$(printf '%s\n' "$answers" | sed -n "$1p")
  case "$line" in
    $2) ;;
    *) printf 'answer %s: expected %s, got "%s"\nall answers:\n%s\n' "$1" "$2" "$line" "$answers"
       exit 1 ;;
  esac
}
expect 1 'set myname BoardArcade'
expect 2 'set myname BoardArcade'
expect 3 'pong 1'
expect 4 'status *'
expect 5 'nodestats [0-9]* [0-9]*.[0-9]*'
expect 6 '=== [A-H][1-8]/*/*'
expect 7 'status'
expect 8 "error move: A1 is not a legal move here"
expect 9 "error unknown command 'jump'"
expect 10 'status *'
expect 11 'search [A-H][1-8] * 0 [0-9]*'
expect 12 'search [A-H][1-8] * 0 [0-9]*'
expect 13 'status'
expect 14 'learned'
count=$(printf '%s\n' "$answers" | wc -l)
[ "$count" -eq 14 ] || { printf 'expected 14 answers (nothing after quit), got %s:\n%s\n' "$count" "$answers"; exit 1; }

# End of input without quit also ends the engine cleanly.
printf 'nboard 1\nset depth 4\nF5\ngo\n' | "$engine" nboard --nodes 1000 | grep -q '^=== [A-H][1-8]/'
echo "nboard conversation: all answers as expected"
