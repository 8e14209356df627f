#!/usr/bin/env bash
# Sets up a fresh Debian 12 (or Ubuntu) machine for Board Arcade, builds it in Release, then
# starts the game (`./build.sh play [ARGS...]`) or runs every test (`./build.sh test`).
set -euo pipefail
cd "$(dirname "$0")"

# What building and playing need, and what only the tests need.
PLAY_PACKAGES=(build-essential cmake pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
               libcli11-dev nlohmann-json3-dev fonts-dejavu-core fonts-sil-andika)
TEST_PACKAGES=(catch2)

install_missing() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "Please install as root: ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
  fi
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
    "${missing[@]}"
}

build() {
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
  cmake --build build -j "$(nproc)"
}

case "${1:-play}" in
  play)
    shift || true
    install_missing "${PLAY_PACKAGES[@]}"
    build -DBOARD_ARCADE_TESTS=OFF
    exec build/board-arcade "$@"
    ;;
  test)
    install_missing "${PLAY_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    build -DBOARD_ARCADE_TESTS=ON -DBOARD_ARCADE_WERROR=ON
    ctest --test-dir build --output-on-failure -j "$(nproc)"
    ;;
  *)
    echo "usage: ./build.sh play [ARGS...] | ./build.sh test" >&2
    exit 2
    ;;
esac
