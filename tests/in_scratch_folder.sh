# Sourced by the tests that run a tool in a shell (tests/train, tests/tools): moves into a scratch
# folder removed on exit, and defines fail MESSAGE, which prints the message and every command's
# saved output (*.out), then exits 1.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

fail() {
  printf '%s\n' "$1"
  for file in *.out; do [ -e "$file" ] && { printf -- '--- %s\n' "$file"; cat "$file"; }; done
  exit 1
}
