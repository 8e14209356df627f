#!/bin/sh
# The installed desktop entry or AppStream metadata passes its freedesktop validator. Installs the
# build into a temporary prefix first, so what is checked is what `cmake --install` puts there.
# Usage: validate_installed.sh desktop|appstream CMAKE BUILD_DIR
# Exits 77 (CTest's "skipped") with the reason when the validator is not installed.
set -eu
kind="$1" cmake="$2" build="$3"
case "$kind" in
  desktop) tool=desktop-file-validate package=desktop-file-utils ;;
  appstream) tool=appstreamcli package=appstream ;;
  *) echo "usage: validate_installed.sh desktop|appstream CMAKE BUILD_DIR" >&2; exit 2 ;;
esac
if ! command -v "$tool" >/dev/null; then
  echo "skipped: $tool is not installed (apt-get install $package)"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$cmake" --install "$build" --prefix "$work/prefix" >/dev/null

if [ "$kind" = desktop ]; then
  set -- "$work"/prefix/share/applications/*.desktop
  [ -f "$1" ] && [ $# -eq 1 ] || { echo "expected one desktop entry, found: $*" >&2; exit 1; }
  # desktop-file-validate prints problems and exits 0 for mere hints: any output fails too.
  report=$(desktop-file-validate "$1" 2>&1) || { echo "$report" >&2; exit 1; }
  [ -z "$report" ] || { echo "$report" >&2; exit 1; }
  echo "desktop-file-validate: $(basename "$1") is valid"
else
  set -- "$work"/prefix/share/metainfo/*.metainfo.xml
  [ -f "$1" ] && [ $# -eq 1 ] || { echo "expected one metainfo file, found: $*" >&2; exit 1; }
  # --strict fails on warnings and infos too; --pedantic only shows the pedantic hints (the
  # capitals of the id, which freedesktop's own examples use). validate-tree checks the file with
  # the rest of the installed tree: the desktop entry it names must be there.
  appstreamcli validate --no-net --strict --pedantic "$1"
  appstreamcli validate-tree --no-net --strict "$work/prefix"
fi
