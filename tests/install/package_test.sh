#!/bin/sh
# The Debian package builds through CPack and lintian finds no error in it; its warnings and
# notes are printed. The package must hold the binary, the desktop files and the man page, and
# depend on SDL (found by dpkg-shlibdeps) and on a font.
# Usage: package_test.sh CPACK BUILD_DIR
# Exits 77 (CTest's "skipped") with the reason when dpkg-shlibdeps or lintian is not installed.
set -eu
cpack="$1" build="$2"
for tool in dpkg-shlibdeps:dpkg-dev lintian:lintian; do
  if ! command -v "${tool%%:*}" >/dev/null; then
    echo "skipped: ${tool%%:*} is not installed (apt-get install ${tool#*:})"
    exit 77
  fi
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
  echo "package: $*" >&2
  exit 1
}

started=$(date +%s)
"$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$work" >"$work/cpack.log" 2>&1 ||
  { cat "$work/cpack.log" >&2; fail "cpack failed"; }
set -- "$work"/*.deb
[ -f "$1" ] && [ $# -eq 1 ] || fail "expected one .deb, found: $*"
deb="$1"
built=$(date +%s)
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes, made in $((built - started)) s"

dpkg-deb --info "$deb" >"$work/info"
grep -q "^ Section: games$" "$work/info" || fail "the section is not games"
grep -q "^ Depends: .*libsdl2-2.0-0" "$work/info" || fail "no SDL among the dependencies"
grep -q "^ Depends: .*fonts-sil-andika | fonts-dejavu-core" "$work/info" || fail "no font dependency"
dpkg-deb --contents "$deb" >"$work/contents"
for file in ./usr/games/board-arcade ./usr/share/applications/ ./usr/share/metainfo/ \
    ./usr/share/man/man6/board-arcade.6.gz ./usr/share/doc/board-arcade/copyright \
    ./usr/share/icons/hicolor/16x16/apps/; do
  grep -q -F " $file" "$work/contents" || fail "the package lacks $file"
done

# Lintian's exit status is 0 even with warnings; with --fail-on error only errors fail it.
lintian --fail-on error --display-info --no-cfg "$deb" >"$work/lintian" 2>&1 && status=0 || status=$?
sed 's/^/  lintian: /' "$work/lintian"
echo "package: lintian took $(($(date +%s) - built)) s"
[ "$status" -eq 0 ] || fail "lintian found errors"
! grep -q "^E: " "$work/lintian" || fail "lintian found errors"
echo "package: lintian found no error ($(grep -c "^W: " "$work/lintian" || true) warnings)"
