#!/usr/bin/env bash
# Sets up a fresh Debian 12 (or Ubuntu) machine for Board Arcade, builds it in Release, then
# starts the game (`./build.sh play [ARGS...]`) or runs every test (`./build.sh test [STAGE...]`:
# the normal build's suite, then under ASan+UBSan and TSan, then a short fuzz run; see below).
set -euo pipefail
cd "$(dirname "$0")"

# What building and playing need, and what only the tests need. The Chinese font is Noto Sans CJK;
# the tests also install WenQuanYi Micro Hei, the fallback, so both are there to be found.
PLAY_PACKAGES=(build-essential cmake pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev
               libcli11-dev nlohmann-json3-dev fonts-dejavu-core fonts-sil-andika fonts-noto-cjk)
TEST_PACKAGES=(catch2 clang clang-format libclang-rt-14-dev xvfb xauth openbox xdotool wmctrl x11-utils imagemagick
               desktop-file-utils appstream lintian man-db fonts-noto-cjk fonts-wqy-microhei python3)

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

# Every build here compiles its files in batches (CMake's unity build): the headers they share
# (CLI11, Catch2, SDL, the standard library) are read once a batch, not once a file: a fresh
# Release build took 215 s instead of 428 s on two cores. Builds by hand go file by file unless
# they ask for it.
UNITY=(-DCMAKE_UNITY_BUILD=ON)

build() {
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "${UNITY[@]}" "$@" >/dev/null
  cmake --build build -j "$(nproc)"
}

# Prints the command prefix under which programs built with the sanitizer FLAGS run here: nothing
# usually; "setarch ARCH -R" (no address randomisation) on kernels whose mmap randomisation the
# sanitizer runtimes of GCC 12 and clang 14 do not expect ("FATAL: ThreadSanitizer: unexpected
# memory mapping"). In CI, as a last resort, lowers vm.mmap_rnd_bits to the older default.
sanitizer_launcher() {
  local compiler=$1 flags=$2 probe
  probe=$(mktemp -d)
  printf '#include <thread>\nint main() { int x = 0; std::thread t([&] { x = 1; }); t.join(); return x - 1; }\n' \
    >"$probe/probe.cpp"
  "$compiler" $flags -pthread "$probe/probe.cpp" -o "$probe/probe"
  local launcher=""
  if ! "$probe/probe" >/dev/null 2>&1; then
    launcher="setarch $(uname -m) -R"
    if ! $launcher "$probe/probe" >/dev/null 2>&1; then
      launcher=""
      if [ "${CI:-}" = true ] && sysctl -w vm.mmap_rnd_bits=28 >/dev/null 2>&1 &&
         "$probe/probe" >/dev/null 2>&1; then
        echo "Lowered vm.mmap_rnd_bits to 28 so that $flags can run" >&2
      else
        echo "Programs built with $flags cannot run on this machine:" >&2
        "$probe/probe" 2>&1 | head -n 3 >&2 || true
        rm -rf "$probe"
        return 1
      fi
    fi
  fi
  rm -rf "$probe"
  echo "$launcher"
}

# One stage of `./build.sh test`, each in its own build folder (see CMakePresets.json).
test_stage() {
  local launcher
  case "$1" in
    normal)  # the Release build's suite, with the slow checks (FFO), the kill test and the fuzz regressions
      build -DBOARD_ARCADE_TESTS=ON -DBOARD_ARCADE_WERROR=ON -DBOARD_ARCADE_SLOW_TESTS=ON
      ctest --test-dir build --output-on-failure -j "$(nproc)"
      ;;
    asan | tsan)  # the suite under the sanitizer, without the tests labelled slow, kill or package
                  # (and for tsan without one-thread: CMakePresets.json)
      launcher=$(sanitizer_launcher c++ "$([ "$1" = asan ] && echo -fsanitize=address,undefined ||
                                           echo -fsanitize=thread)")
      cmake --preset "$1" -DBOARD_ARCADE_WERROR=ON "${UNITY[@]}" >/dev/null
      $launcher cmake --build --preset "$1" -j "$(nproc)"  # test discovery runs the tests' binaries
      $launcher ctest --preset "$1" -j "$(nproc)"
      ;;
    fuzz)  # every libFuzzer target for FUZZ_SECONDS (default 25) from the committed corpus
      launcher=$(sanitizer_launcher clang++ -fsanitize=address,undefined)
      cmake --preset fuzz "${UNITY[@]}" >/dev/null
      cmake --build --preset fuzz -j "$(nproc)"
      $launcher tests/fuzz/run_fuzzers.sh build-fuzz "${FUZZ_SECONDS:-25}"
      ;;
    *)
      echo "unknown test stage $1 (the stages are normal, asan, tsan, fuzz)" >&2
      exit 2
      ;;
  esac
}

case "${1:-play}" in
  play)
    shift || true
    install_missing "${PLAY_PACKAGES[@]}"
    build -DBOARD_ARCADE_TESTS=OFF
    exec build/board-arcade "$@"
    ;;
  test)
    shift
    install_missing "${PLAY_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    stages=("$@")
    [ ${#stages[@]} -eq 0 ] && stages=(normal asan tsan fuzz)
    timings=()
    for stage in "${stages[@]}"; do
      echo "== test stage: $stage"
      started=$SECONDS
      test_stage "$stage"
      timings+=("$stage $((SECONDS - started)) s")
    done
    echo "== every test stage passed: $(IFS=,; echo "${timings[*]}" | sed 's/,/, /g')"
    ;;
  *)
    echo "usage: ./build.sh play [ARGS...] | ./build.sh test [normal|asan|tsan|fuzz]..." >&2
    exit 2
    ;;
esac
