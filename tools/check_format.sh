#!/usr/bin/env bash
# Fails, naming each file, when a C++ file in git differs from what clang-format 14 makes of it
# under .clang-format; run `tools/check_format.sh --fix` to reformat them in place. Other
# clang-format versions format some constructs differently, so they skip rather than disagree.
# Usage: tools/check_format.sh [--fix]
set -euo pipefail
cd "$(dirname "$0")/.."
formatter=$(command -v clang-format-14 || command -v clang-format || true)
if [ -z "$formatter" ]; then
  echo "SKIPPED: clang-format is not installed (README's test command installs it)"
  exit 0
fi
if ! "$formatter" --version | grep -q 'version 14\.'; then
  echo "SKIPPED: $("$formatter" --version) is not clang-format 14, the version the style is kept with"
  exit 0
fi
mapfile -t files < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find src tests -name '*.cpp' -o -name '*.h')
if [ "${1:-}" = --fix ]; then
  "$formatter" -i "${files[@]}"
  echo "reformatted ${#files[@]} files"
  exit 0
fi
# One run over every file answers the common case quickly; only a failure looks file by file.
if "$formatter" --dry-run --Werror "${files[@]}" >/dev/null 2>&1; then
  echo "all ${#files[@]} C++ files are formatted"
  exit 0
fi
unformatted=()
for file in "${files[@]}"; do
  "$formatter" --dry-run --Werror "$file" >/dev/null 2>&1 || unformatted+=("$file")
done
if [ ${#unformatted[@]} -gt 0 ]; then
  echo "${#unformatted[@]} of ${#files[@]} files differ from clang-format's output (tools/check_format.sh --fix):"
  printf '  %s\n' "${unformatted[@]}"
  exit 1
fi
echo "all ${#files[@]} C++ files are formatted"
