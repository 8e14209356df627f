// Moving damaged files aside: a hard link to a fresh name, then unlinking the old name, so an
// existing file is never replaced.
#include "persist/damaged_file.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ctime>
#include <string>

namespace arcade {

bool rename_without_replacing(const std::filesystem::path& file,
                              const std::filesystem::path& aside) {
  if (::link(file.c_str(), aside.c_str()) == 0) return ::unlink(file.c_str()) == 0;
  if (errno == EEXIST) return false;
  // Filesystems without hard links (and directories): check, then rename.
  std::error_code error;
  if (std::filesystem::exists(aside, error)) {
    errno = EEXIST;
    return false;
  }
  return ::rename(file.c_str(), aside.c_str()) == 0;
}

std::string file_timestamp(std::chrono::system_clock::time_point when) {
  const std::time_t seconds = std::chrono::system_clock::to_time_t(when);
  std::tm local{};
  localtime_r(&seconds, &local);
  char text[32];
  std::strftime(text, sizeof text, "%Y%m%d-%H%M%S", &local);
  return text;
}

Result<std::filesystem::path> move_aside(const std::filesystem::path& file,
                                         std::chrono::system_clock::time_point when) {
  const std::string base = file.filename().string() + ".damaged-" + file_timestamp(when);
  for (int attempt = 1; attempt <= 1000; ++attempt) {
    const auto aside =
        file.parent_path() / (attempt == 1 ? base : base + "-" + std::to_string(attempt));
    if (rename_without_replacing(file, aside)) return aside;
    if (errno != EEXIST) {
      return fail("cannot move " + file.string() + " aside: " + std::strerror(errno));
    }
  }
  return fail("cannot move " + file.string() + " aside: too many damaged copies already");
}

}  // namespace arcade
