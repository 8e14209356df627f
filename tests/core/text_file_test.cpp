// Tests of reading a whole file, and of reading one through a parser.
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

// A parser that takes a number and nothing else, standing in for the weights files.
struct Number {
  int value = 0;
  static Result<Number> from_text(const std::string& text) {
    try {
      std::size_t used = 0;
      const int value = std::stoi(text, &used);
      if (used == text.size()) return Number{value};
    } catch (const std::exception&) {
    }
    return fail("not a number");
  }
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

TEST_CASE("read_parsed_file parses the file, and every failure names the path") {
  ScratchFolder folder;
  const auto path = (folder.path / "number.txt").string();
  std::ofstream(path, std::ios::binary) << "42";
  const auto number = read_parsed_file<Number>(path);
  REQUIRE(number.ok());
  CHECK(number.value().value == 42);
  std::ofstream(path, std::ios::binary | std::ios::trunc) << "42 and more";
  CHECK(read_parsed_file<Number>(path).error() == path + ": not a number");
  const auto missing = (folder.path / "missing.txt").string();
  CHECK(read_parsed_file<Number>(missing).error() == "cannot open " + missing);
}
