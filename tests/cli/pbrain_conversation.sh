#!/bin/sh
# Plays the manager: pipes a Gomocup conversation (CR LF line ends, as managers send them) into
# `board-arcade pbrain` and checks every answer line. Usage: pbrain_conversation.sh BOARD_ARCADE
set -eu
brain="$1"

answers=$(printf 'START 15\r\nINFO timeout_turn 300\r\nINFO rule 1\r\nBEGIN\r\nTURN 8,8\r\nTURN 8,8\r\nJUMP\r\nABOUT\r\nBOARD\r\n3,7,1\r\n4,7,1\r\n5,7,1\r\n6,7,1\r\n0,0,2\r\n14,0,2\r\n0,14,2\r\n0,1,2\r\nDONE\r\nEND\r\nTURN 1,1\r\n' |
  "$brain" pbrain --nodes 5000)

expect() {  # line number, pattern
  line=$(printf '%s\n' "$answers" | sed -n "$1p")
  case "$line" in
    $2) ;;
    *) printf 'answer %s: expected %s, got "%s"\nall answers:\n%s\n' "$1" "$2" "$line" "$answers"
       exit 1 ;;
  esac
}
expect 1 'OK'
expect 2 '7,7'                       # BEGIN on the empty board: the centre
expect 3 'MESSAGE search depth * Eval * nodes *'  # how it judged the reply, shown by managers
expect 4 '[0-9]*,[0-9]*'             # a reply to TURN 8,8
expect 5 'ERROR 8,8 is already taken'
expect 6 "UNKNOWN command 'JUMP'"
expect 7 'name="board-arcade", *'
expect 8 'MESSAGE five Eval +M nodes *'
expect 9 '[27],7'                    # BOARD ... DONE: complete the four on row 7
count=$(printf '%s\n' "$answers" | wc -l)
[ "$count" -eq 9 ] || { printf 'expected 9 answers (nothing after END), got %s:\n%s\n' "$count" "$answers"; exit 1; }

# End of input without END also ends the brain cleanly.
printf 'START 10\nBEGIN\n' | "$brain" pbrain --nodes 100 | grep -qx '5,5'
echo "pbrain conversation: all answers as expected"
