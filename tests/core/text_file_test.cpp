// Tests of reading a whole file.
#include <unistd.h>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/text_file.h"

using namespace arcade;

namespace {

// A fresh folder of its own under the system's temporary folder, removed at the end.
struct ScratchFolder {
  std::filesystem::path path =
      std::filesystem::temp_directory_path() / ("ba-text-file-" + std::to_string(::getpid()));
  ScratchFolder() { std::filesystem::create_directories(path); }
  ~ScratchFolder() { std::filesystem::remove_all(path); }
};

}  // namespace

TEST_CASE("read_text_file gives every byte of the file, unchanged") {
  ScratchFolder folder;
  const std::string bytes = std::string("line one\r\nzero ") + '\0' + " byte\nno end";
  const auto path = (folder.path / "file.txt").string();
  std::ofstream(path, std::ios::binary) << bytes;
  const auto text = read_text_file(path);
  REQUIRE(text.ok());
  CHECK(*text == bytes);
  std::ofstream(path, std::ios::binary | std::ios::trunc);
  CHECK(read_text_file(path).value().empty());
}

TEST_CASE("read_text_file says why when there is nothing to read") {
  ScratchFolder folder;
  const auto missing = (folder.path / "missing.txt").string();
  CHECK(read_text_file(missing).error() == "cannot open " + missing);
  const auto error = read_text_file(folder.path.string());
  REQUIRE_FALSE(error.ok());
  CHECK(error.error().find(folder.path.string()) != std::string::npos);
}
