// Loading and saving the game's own files: damaged ones are moved aside, every write is atomic.
#include "persist/store.h"

#include <chrono>
#include <cstdlib>

#include "persist/atomic_file.h"
#include "persist/damaged_file.h"

namespace arcade {
namespace {

// How a file is described to the person, and what happens instead when it cannot be read.
struct FileRole {
  std::string_view what;      // "Your settings"
  std::string_view fallback;  // "so the defaults are used"
};

constexpr FileRole kSettingsRole{"Your settings", "so the defaults are used"};
constexpr FileRole kStatisticsRole{"Your statistics", "so they start again from zero"};
constexpr FileRole kCurrentGameRole{"The unfinished game", "so a new game starts"};
constexpr FileRole kSavedGameRole{"That saved game", "so it is not loaded"};

// What loading a damaged file gives: `fallback`, after trying to move the file aside, with the
// one-line notice saying so.
template <class T>
Loaded<T> damaged(const std::filesystem::path& file, const FileRole& role,
                  const std::string& reason, T fallback) {
  std::string notice =
      std::string(role.what) + " could not be read (" + reason + "), " + std::string(role.fallback);
  const auto aside = move_aside(file);
  if (!aside) return {std::move(fallback), notice + "; " + aside.error() + ".", {}};
  return {std::move(fallback), notice + "; the file is kept as " + aside->filename().string() + ".",
          *aside};
}

// Reads `file` with `parse`; `fallback` when it is missing; moved aside when it cannot be read.
template <class T, class Parse>
Loaded<T> load_or(const std::filesystem::path& file, const FileRole& role, T fallback,
                  Parse parse) {
  const auto bytes = read_whole_file(file);
  if (!bytes) return damaged(file, role, bytes.error(), std::move(fallback));
  if (!*bytes) return {std::move(fallback), "", {}};
  auto parsed = parse(**bytes);
  if (!parsed) return damaged(file, role, parsed.error(), std::move(fallback));
  return {T(std::move(parsed).value()), "", {}};
}

std::optional<std::string> save(const std::filesystem::path& file, const std::string& text) {
  if (auto error = write_file_atomically(file, text)) return error->message;
  return std::nullopt;
}

}  // namespace

std::optional<std::filesystem::path> chosen_data_directory() {
  const char* chosen = std::getenv(kDataDirectoryVariable);
  if (chosen && *chosen) return chosen;
  return std::nullopt;
}

std::filesystem::path data_directory(const char* pref_path) {
  if (auto chosen = chosen_data_directory()) return *chosen;
  return pref_path ? pref_path : "";
}

Result<SavedGame> read_game_file(const std::filesystem::path& file) {
  const auto bytes = read_whole_file(file);
  if (!bytes) return Error{bytes.error()};
  if (!*bytes) return fail("there is no file " + file.string());
  auto game = read_saved_game(**bytes);
  if (!game) return fail(file.string() + " is not a game Board Arcade can load: " + game.error());
  return game;
}

Store::Store(std::filesystem::path directory, const Catalog& catalog)
    : directory_(std::move(directory)), catalog_(&catalog) {}

Loaded<Settings> Store::load_settings() const {
  return load_or(settings_file(), kSettingsRole, Settings{}, read_settings);
}

std::optional<std::string> Store::save_settings(const Settings& settings) const {
  return save(settings_file(), write_settings(settings));
}

Loaded<Statistics> Store::load_statistics() const {
  return load_or(statistics_file(), kStatisticsRole, Statistics{}, read_statistics);
}

std::optional<std::string> Store::save_statistics(const Statistics& statistics) const {
  return save(statistics_file(), write_statistics(statistics));
}

Loaded<std::optional<SavedGame>> Store::load_current_game() const {
  return load_or(current_game_file(), kCurrentGameRole, std::optional<SavedGame>(),
                 [this](std::string_view text) { return read_saved_game(text, *catalog_); });
}

std::optional<std::string> Store::save_current_game(const SavedGame& game) const {
  return save(current_game_file(), write_saved_game(game));
}

std::optional<std::string> Store::clear_current_game() const {
  std::error_code error;
  std::filesystem::remove(current_game_file(), error);
  if (error) return "cannot remove " + current_game_file().string() + ": " + error.message();
  return std::nullopt;
}

Loaded<std::optional<SavedGame>> Store::load_game(const std::filesystem::path& file) const {
  return load_or(file, kSavedGameRole, std::optional<SavedGame>(),
                 [this](std::string_view text) { return read_saved_game(text, *catalog_); });
}

Result<std::filesystem::path> Store::save_game(const SavedGame& game) const {
  const std::string base = game.game_id + "-" + file_timestamp(std::chrono::system_clock::now());
  std::error_code error;
  for (int attempt = 1; attempt <= 1000; ++attempt) {
    const auto file =
        saves_directory() / ((attempt == 1 ? base : base + "-" + std::to_string(attempt)) + ".txt");
    if (std::filesystem::exists(file, error)) continue;
    if (auto failed = save(file, write_saved_game(game))) return fail(*failed);
    return file;
  }
  return fail("cannot find a free name for the saved game in " + saves_directory().string());
}

}  // namespace arcade
