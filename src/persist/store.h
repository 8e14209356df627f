// Where Board Arcade keeps its files, and loading and saving each of them safely.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"
#include "persist/saved_game.h"
#include "persist/settings.h"
#include "persist/statistics.h"

namespace arcade {

// The names the app passes to SDL_GetPrefPath: on Linux the files live in
// ~/.local/share/BoardArcade/board-arcade/ (or under $XDG_DATA_HOME).
inline constexpr const char* kPrefPathOrganization = "BoardArcade";
inline constexpr const char* kPrefPathApplication = "board-arcade";

// Set to a folder, this environment variable replaces the SDL folder: for tests, the kill test
// and kiosks that keep their files elsewhere.
inline constexpr const char* kDataDirectoryVariable = "BOARD_ARCADE_DATA_DIR";

// $BOARD_ARCADE_DATA_DIR if it is set and not empty. Ask this first: SDL_GetPrefPath creates the
// default folder as it finds it, which must not happen when the files are kept elsewhere.
std::optional<std::filesystem::path> chosen_data_directory();

// The folder for the game's files: chosen_data_directory() if any, else `pref_path` (what
// SDL_GetPrefPath returned). Empty when both are missing (SDL found no folder): then there is
// nowhere to keep files, and the game plays without saving.
std::filesystem::path data_directory(const char* pref_path);

// The files in that folder.
inline constexpr std::string_view kSettingsFileName = "settings.json";
inline constexpr std::string_view kStatisticsFileName = "statistics.json";
inline constexpr std::string_view kCurrentGameFileName = "current-game.txt";
inline constexpr std::string_view kSavesFolderName = "saves";

// What a load found: the value (the defaults when the file was missing or damaged) and, when the
// file was damaged, one friendly line saying so and where the file was kept (empty otherwise).
template <class T>
struct Loaded {
  T value;
  std::string notice;
  // Where a damaged file was moved aside to (empty when it was not damaged or could not be moved).
  std::filesystem::path kept_as;
};

// Reads a saved game from any file without touching it: for the command line and for files a
// person chose. The Error says in one line which file and what is wrong.
Result<SavedGame> read_game_file(const std::filesystem::path& file);

// The game's own files in one folder (from SDL_GetPrefPath). Loading never throws and never
// fails: a file that cannot be read is moved aside (see move_aside), the notice says so, and the
// defaults are returned. Saving replaces files atomically (see write_file_atomically) and returns
// one line saying what went wrong, or nothing. Holds no state besides the folder, so Stores of
// the same folder may be used from different threads for different files.
class Store {
 public:
  // The files of `directory`; saved games are read as games of `catalog`.
  explicit Store(std::filesystem::path directory, const Catalog& catalog = game_catalog());

  const std::filesystem::path& directory() const { return directory_; }

  Loaded<Settings> load_settings() const;
  std::optional<std::string> save_settings(const Settings& settings) const;

  Loaded<Statistics> load_statistics() const;
  std::optional<std::string> save_statistics(const Statistics& statistics) const;

  // The game in progress, saved after every move so the next start can offer to continue it;
  // nothing if there is none.
  Loaded<std::optional<SavedGame>> load_current_game() const;
  std::optional<std::string> save_current_game(const SavedGame& game) const;
  // Forgets the game in progress (it ended, or a new one began).
  std::optional<std::string> clear_current_game() const;

  // A saved game file in the saves folder, loaded like the others (moved aside if damaged).
  Loaded<std::optional<SavedGame>> load_game(const std::filesystem::path& file) const;
  // Saves `game` as a new file "saves/<game>-<YYYYMMDD-HHMMSS>.txt" and returns its path.
  Result<std::filesystem::path> save_game(const SavedGame& game) const;

  std::filesystem::path settings_file() const { return directory_ / kSettingsFileName; }
  std::filesystem::path statistics_file() const { return directory_ / kStatisticsFileName; }
  std::filesystem::path current_game_file() const { return directory_ / kCurrentGameFileName; }
  std::filesystem::path saves_directory() const { return directory_ / kSavesFolderName; }

 private:
  std::filesystem::path directory_;
  const Catalog* catalog_;
};

}  // namespace arcade
