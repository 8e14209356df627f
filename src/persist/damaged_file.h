// Keeping a file that could not be read out of the way, without ever deleting it.
#pragma once

#include <chrono>
#include <filesystem>
#include <string>

#include "core/result.h"

namespace arcade {

// Gives `file` the name `aside` (any folder on the same filesystem) unless that name exists:
// never replaces a file. False with errno set (EEXIST when the name is taken) otherwise.
bool rename_without_replacing(const std::filesystem::path& file,
                              const std::filesystem::path& aside);

// "20240501-153012": `when` in local time, for file names that sort by date.
std::string file_timestamp(std::chrono::system_clock::time_point when);

// Renames `file` to "<name>.damaged-<YYYYMMDD-HHMMSS>" in the same folder (local time of `when`;
// "-2", "-3", ... appended if that name is taken) and returns the new path. Never replaces or
// deletes anything; an Error if the rename is not possible.
Result<std::filesystem::path> move_aside(
    const std::filesystem::path& file,
    std::chrono::system_clock::time_point when = std::chrono::system_clock::now());

}  // namespace arcade
