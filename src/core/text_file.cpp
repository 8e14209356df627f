// Reading a whole file into memory.
#include "core/text_file.h"

#include <filesystem>
#include <fstream>
#include <iterator>

namespace arcade {

Result<std::string> read_text_file(const std::string& path) {
  // A folder opens as a file on Linux, then fails on the first read.
  std::error_code error;
  if (std::filesystem::is_directory(path, error))
    return fail("cannot read " + path + ": it is a folder");
  std::ifstream file(path, std::ios::binary);
  if (!file) return fail("cannot open " + path);
  std::string text{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  if (file.bad()) return fail("cannot read " + path);
  return text;
}

}  // namespace arcade
