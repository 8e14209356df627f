// Reading a whole file into memory, for the command-line tools that load weights and records.
#pragma once

#include <string>

#include "core/result.h"

namespace arcade {

// The bytes of the file at `path`, unchanged (an empty file gives empty text); or a message naming
// the path when it is missing, unreadable or a folder.
Result<std::string> read_text_file(const std::string& path);

}  // namespace arcade
