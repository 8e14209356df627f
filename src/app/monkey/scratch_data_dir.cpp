// A fresh, empty data folder for a test run of the whole app.
#include "app/monkey/scratch_data_dir.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <system_error>

namespace arcade::app {

Result<std::unique_ptr<ScratchDataDir>> ScratchDataDir::create() {
  std::error_code error;
  const auto temp = std::filesystem::temp_directory_path(error);
  if (error) return fail("no temporary folder: " + error.message());
  std::string pattern = (temp / "board-arcade-test-XXXXXX").string();
  if (!mkdtemp(pattern.data())) {
    return fail("cannot make a folder like " + pattern + ": " + std::strerror(errno));
  }
  std::unique_ptr<ScratchDataDir> dir(new ScratchDataDir(pattern));
  std::filesystem::create_directories(dir->path_ / "data", error);
  if (error) return fail("cannot make " + (dir->path_ / "data").string() + ": " + error.message());
  dir->set_variable("BOARD_ARCADE_DATA_DIR", (dir->path_ / "data").string());
  // Should anything call SDL_GetPrefPath (the app does not, with the variable above set), its
  // folder is made under XDG_DATA_HOME: that must not be the person's home.
  dir->set_variable("XDG_DATA_HOME", (dir->path_ / "xdg").string());
  return dir;
}

ScratchDataDir::ScratchDataDir(std::filesystem::path path) : path_(std::move(path)) {}

void ScratchDataDir::set_variable(const std::string& name, const std::string& value) {
  const char* old = std::getenv(name.c_str());
  saved_.push_back({name, old ? std::optional<std::string>(old) : std::nullopt});
  setenv(name.c_str(), value.c_str(), 1);
}

ScratchDataDir::~ScratchDataDir() {
  for (auto it = saved_.rbegin(); it != saved_.rend(); ++it) {
    if (it->old_value) {
      setenv(it->name.c_str(), it->old_value->c_str(), 1);
    } else {
      unsetenv(it->name.c_str());
    }
  }
  std::error_code ignored;  // a folder left behind in /tmp is no reason to fail a finished run
  std::filesystem::remove_all(path_, ignored);
}

}  // namespace arcade::app
