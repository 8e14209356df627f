#!/bin/sh
# The man page keeps up with the command line: every command that `board-arcade --help` lists
# has an entry of its own (a tag line starting with its name), and every option that
# `--help` and `board-arcade COMMAND --help` list is named in it. With man-db installed, the page
# must also format without a warning (as lintian checks it).
# Usage: man_page_sync.sh BINARY MAN_PAGE
set -eu
binary="$1" page="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
missing=""

# The page as plain words: "\-" is a dash in roff.
sed 's/\\-/-/g' "$page" >"$work/page"

# Whether the page names `option` as a word of its own (--set, not --settings; -h, not --high).
names() {
  grep -q -E -e "(^|[^-a-z])$1([^-a-z]|\$)" "$work/page"
}

# The option names of one help text: "--out TEXT REQUIRED" gives --out, "-h,--help" gives both.
options_of() {
  sed -n '/^Options:/,/^$/p' | grep -E '^  -' | sed -E 's/^  ([^ ]*).*/\1/' | tr ',' '\n'
}

"$binary" --help >"$work/help"
commands=$(sed -n '/^Subcommands:/,/^$/p' "$work/help" | grep -E '^  [a-z]' | awk '{print $1}')
[ -n "$commands" ] || { echo "man page: --help lists no commands" >&2; exit 1; }
for option in $(options_of <"$work/help"); do
  names "$option" || missing="$missing $option"
done
for command in $commands; do
  grep -q -E "^\.BI? \"?$command( |\"|$)" "$work/page" || missing="$missing $command"
  for option in $("$binary" "$command" --help | options_of); do
    names "$option" || missing="$missing $command:$option"
  done
done
if [ -n "$missing" ]; then
  echo "man page: $page does not describe:$missing" >&2
  exit 1
fi

if command -v man >/dev/null; then
  # man-db's way of checking a page, as lintian does: any warning from groff fails.
  LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$page" \
    >/dev/null 2>"$work/warnings"
  if [ -s "$work/warnings" ]; then
    echo "man page: groff warns:" >&2
    cat "$work/warnings" >&2
    exit 1
  fi
fi
echo "man page: every command and option of --help is described ($(echo $commands | wc -w) commands)"
