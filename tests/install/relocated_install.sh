#!/bin/sh
# An installed Board Arcade works from wherever its prefix is copied: installs the build into a
# temporary prefix, checks what is there, copies the prefix to another folder and removes the
# first, then runs the copy's binary with an emptied environment from an unrelated folder. Its
# screenshots must be byte for byte those of the build tree's binary, and the installed binary
# must not contain the path of the source or the build tree (unless PATHS is "sanitized": GCC 12
# and clang 14 keep the source's path in the sanitizers' own records, whatever -ffile-prefix-map
# says).
# Usage: relocated_install.sh CMAKE BUILD_DIR SOURCE_DIR BUILT_BINARY APP_ID check-paths|sanitized
set -eu
cmake="$1" build="$2" source="$3" built="$4" app_id="$5" paths="$6"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
  echo "relocated install: $*" >&2
  exit 1
}

"$cmake" --install "$build" --prefix "$work/prefix" >/dev/null
for file in bin/board-arcade share/applications/$app_id.desktop share/metainfo/$app_id.metainfo.xml \
    share/man/man6/board-arcade.6.gz share/doc/board-arcade/copyright \
    share/doc/board-arcade/changelog.gz; do
  [ -f "$work/prefix/$file" ] || fail "cmake --install did not install $file"
done
for size in 16 22 24 32 48 64 128 256 512; do
  [ -f "$work/prefix/share/icons/hicolor/${size}x$size/apps/$app_id.png" ] ||
    fail "no ${size}x$size icon"
done
[ ! -e "$work/prefix/share/board-arcade" ] || fail "a data folder was installed, but nothing needs one"

# No path of the trees the binary was built from (a reproducible build, and nothing to find there).
case "$paths" in
  check-paths) set -- "$source" "$build" ;;
  sanitized) set -- ;;
  *) fail "the last argument is check-paths or sanitized, not $paths" ;;
esac
for tree in "$@"; do
  if strings "$work/prefix/bin/board-arcade" | grep -F -q "$tree"; then
    fail "the installed binary contains $tree: $(strings "$work/prefix/bin/board-arcade" | grep -F "$tree" | head -n 3)"
  fi
done

cp -R "$work/prefix" "$work/moved"
rm -rf "$work/prefix"
mkdir "$work/elsewhere" "$work/home"
for scene in menu game; do
  set -- screenshot --scene "$scene" --showcase --size 640x360
  [ "$scene" = menu ] && set -- screenshot --scene menu --size 640x360
  (cd "$work/elsewhere" &&
    env -i HOME="$work/home" PATH=/usr/bin:/bin "$work/moved/bin/board-arcade" "$@" \
      --out "$work/installed-$scene.png" >/dev/null) || fail "the moved binary failed: $*"
  (cd "$work" && SDL_VIDEODRIVER=dummy "$built" "$@" --out "$work/built-$scene.png" >/dev/null) ||
    fail "the build tree's binary failed: $*"
  cmp -s "$work/installed-$scene.png" "$work/built-$scene.png" ||
    fail "the moved binary's $scene screenshot differs from the build tree's"
done
[ -z "$(ls -A "$work/home")" ] || fail "a headless screenshot left files in HOME: $(ls -A "$work/home")"
echo "relocated install: the moved copy draws what the build tree draws; no tree's path inside"
