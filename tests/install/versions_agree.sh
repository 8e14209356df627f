#!/bin/sh
# Every place that names the version names the same one: `board-arcade --version` (CMake's
# PROJECT_VERSION), the newest release of the AppStream metadata and of the Debian changelog (with
# BOARD_ARCADE_RELEASE_DATE), and the man page.
# Usage: versions_agree.sh BINARY SOURCE_DIR MAN_PAGE VERSION RELEASE_DATE
set -eu
binary="$1" source="$2" man_page="$3" version="$4" date="$5"

fail() {
  echo "versions: $*" >&2
  exit 1
}

said=$("$binary" --version)
[ "$said" = "board-arcade $version" ] || fail "--version says '$said', not 'board-arcade $version'"
"$binary" --help | grep -q -e "--version" || fail "--help does not list --version"
"$binary" --help | head -n 1 | grep -q -F "Board Arcade $version" || fail "--help does not show $version"

newest=$(grep -m 1 "<release " "$source/dist/app.metainfo.xml.in")
echo "$newest" | grep -q -F "version=\"$version\"" ||
  fail "the metainfo's newest release is not $version: $newest"
echo "$newest" | grep -q -F "date=\"$date\"" || fail "the metainfo's newest release is not of $date: $newest"

first=$(head -n 1 "$source/dist/changelog")
case "$first" in
  "board-arcade ($version) "*) ;;
  *) fail "dist/changelog's newest entry is not $version: $first" ;;
esac
day=$(grep -m 1 "^ -- " "$source/dist/changelog" | sed 's/.*>  //')
[ "$(date -u -d "$day" +%Y-%m-%d)" = "$date" ] || fail "dist/changelog's newest entry is of $day, not $date"

grep -q "^\.TH .*\"$date\" \"board-arcade $version\"" "$man_page" ||
  fail "the man page's title line does not name $version of $date: $(grep '^\.TH' "$man_page")"
echo "versions: $version of $date everywhere"
