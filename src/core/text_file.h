// Reading a whole file into memory (and parsing it), for the command-line tools that load weights
// and records.
#pragma once

#include <string>

#include "core/result.h"

namespace arcade {

// The bytes of the file at `path`, unchanged (an empty file gives empty text); or a message naming
// the path when it is missing, unreadable or a folder.
Result<std::string> read_text_file(const std::string& path);

// The file at `path` parsed by `T::from_text` (which returns a Result<T>); a parse error is
// prefixed with the path, so every message says which file it is about.
template <class T>
Result<T> read_parsed_file(const std::string& path) {
  const auto text = read_text_file(path);
  if (!text) return fail(text.error());
  auto parsed = T::from_text(*text);
  if (!parsed) return fail(path + ": " + parsed.error());
  return parsed;
}

}  // namespace arcade
