// Reading a whole small file, and replacing a file so that a crash leaves the old or the new one.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"

namespace arcade {

// Files larger than this are not read: none of ours ever is, so such a file is damaged.
inline constexpr std::size_t kMaxFileBytes = 16 * 1024 * 1024;

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

}  // namespace arcade
