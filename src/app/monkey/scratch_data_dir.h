// A fresh, empty data folder for a test run of the whole app, so it never reads or writes the
// person's own settings, statistics or saved games.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"

namespace arcade::app {

// Makes a new folder under the system's temporary folder and points the app's data folder
// (BOARD_ARCADE_DATA_DIR) and SDL's preference path (XDG_DATA_HOME) at it for this process; on
// destruction puts both variables back as they were and deletes the folder with everything in it.
// Create it before the App, destroy it after.
class ScratchDataDir {
 public:
  // The folder, or an Error saying why it could not be made.
  static Result<std::unique_ptr<ScratchDataDir>> create();
  ~ScratchDataDir();
  ScratchDataDir(const ScratchDataDir&) = delete;
  ScratchDataDir& operator=(const ScratchDataDir&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  explicit ScratchDataDir(std::filesystem::path path);

  // One environment variable, set for the run and restored afterwards.
  struct SavedVariable {
    std::string name;
    std::optional<std::string> old_value;
  };
  void set_variable(const std::string& name, const std::string& value);

  std::filesystem::path path_;
  std::vector<SavedVariable> saved_;
};

}  // namespace arcade::app
