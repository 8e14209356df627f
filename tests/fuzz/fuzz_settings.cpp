// Fuzz target: the settings file. Whatever reads is written back to JSON that reads equal and is
// written again byte for byte the same; refusals are one line.
#include <cstdint>

#include "fuzz_support.h"
#include "persist/settings.h"

using namespace arcade;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto read = read_settings(fuzz::as_text(data, size));
  if (!read) {
    FUZZ_CHECK(read.error().find('\n') == std::string::npos);
    return 0;
  }
  const std::string text = write_settings(*read);
  const auto again = read_settings(text);
  FUZZ_CHECK(again.ok());
  FUZZ_CHECK(*again == *read);
  FUZZ_CHECK(write_settings(*again) == text);
  return 0;
}
