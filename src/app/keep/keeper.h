// What the game keeps between runs: the settings, the statistics and the game in progress, in
// the files of one folder. No SDL: the app hands it plain values after each change.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/session/game_session.h"
#include "persist/store.h"

namespace arcade::app {

// Loads the files once at start, then saves each one when what it holds changes. Without a folder
// (headless runs given none) everything is kept in memory only, so tests and screenshots never
// touch a person's files. Saving happens on the calling thread: the files are a few hundred bytes.
// A file that cannot be written is reported once on stderr and the game carries on.
class Keeper {
 public:
  // Loads the files of `directory`; an empty path keeps nothing on disk. Damaged files are moved
  // aside by the Store and their notices kept for the menu (and written to stderr).
  explicit Keeper(const std::filesystem::path& directory);

  bool keeps_files() const { return store_.has_value(); }

  // The settings as loaded (the defaults when there were none or they were damaged).
  const Settings& loaded_settings() const { return saved_settings_; }
  // Saves `settings` when they differ from the ones saved last; cheap when they do not.
  void keep_settings(const Settings& settings);

  // The unfinished game the menu offers to continue, if any: the one found at start, then always
  // the last one kept.
  const std::optional<SavedGame>& unfinished_game() const { return unfinished_; }
  // Keeps `session` as the game in progress after a move, an undo, a redo or a new game; a game
  // that is over is forgotten instead, so a finished game is never offered again.
  void keep_game(const GameSession& session);

  // Counts the finished game `session` for the person playing it (persist's record_game: games of
  // computers only count nothing) and saves the statistics.
  void record_finished(const GameSession& session);
  const Statistics& statistics() const { return statistics_; }
  // The person's tally against the other seat of `setup` (see record_game), if they ever finished
  // a game with these seats; nothing for two computers.
  std::optional<Tally> tally_for(const SessionSetup& setup) const;

  // One short friendly line per damaged file found at start, until dismissed.
  const std::vector<std::string>& notices() const { return notices_; }
  void dismiss_notices() { notices_.clear(); }

 private:
  void take_notice(const std::string& full, const char* friendly);
  void report(const std::optional<std::string>& error);

  std::optional<Store> store_;
  Settings saved_settings_;
  Statistics statistics_;
  std::optional<SavedGame> unfinished_;
  std::vector<std::string> notices_;
  std::string last_error_;
};

}  // namespace arcade::app
