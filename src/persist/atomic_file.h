// Reading a whole small file, and replacing a file so that a crash leaves the old or the new one.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"

namespace arcade {

// Files larger than this are not read: such a file is damaged, found by its size alone. Ours are
// a few hundred bytes to a few kilobytes: the largest saved game (20x20 Gomoku, 400 moves) is
// under 2 KB, and statistics grow by about 90 bytes per game and opponent. 1 MiB leaves hundreds
// of times that, and a JSON parse of 1 MiB costs at most tens of megabytes and milliseconds,
// where the old limit of 16 MiB of '[' cost 1.27 GB and up to 16 s before the window opened.
inline constexpr std::size_t kMaxFileBytes = 1024 * 1024;

// The bytes of `file`; nothing if it does not exist; an Error if it exists but cannot be read
// (permissions, too big) or is not a regular file (a folder, a FIFO, a device), found without
// ever blocking.
Result<std::optional<std::string>> read_whole_file(const std::filesystem::path& file);

// Replaces `file` with `contents` so that at every moment — a crash, a kill, a power cut after
// this returns — the path holds either the complete old file or the complete new one: writes a
// temporary file in the same directory, flushes it to disk, renames it over `file` and flushes
// the directory. Creates the directory if needed. Leftover temporary files of processes that
// died mid-write are removed first. Returns an Error (and leaves the old file) if any step fails.
std::optional<Error> write_file_atomically(const std::filesystem::path& file,
                                           std::string_view contents);

// Writes `contents` to a file a person named (a screenshot's --out). A regular file, or a new one,
// is replaced as write_file_atomically does, so a disk that fills up halfway leaves the old file
// whole. Anything else already there (/dev/stdout, a pipe, /dev/full) is written straight into,
// never replaced. Every write is checked: an Error says what failed.
std::optional<Error> write_named_file(const std::filesystem::path& file, std::string_view contents);

}  // namespace arcade
