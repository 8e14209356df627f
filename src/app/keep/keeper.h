// What the game keeps between runs: the settings, the statistics and the game in progress, in
// the files of one folder. No SDL: the app hands it plain values after each change.
#pragma once

#include <filesystem>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/keep/file_writer.h"
#include "app/session/game_session.h"
#include "persist/store.h"

namespace arcade::app {

// Loads the files once at start, then saves each one when what it holds changes. Without a folder
// (headless runs given none) everything is kept in memory only, so tests and screenshots never
// touch a person's files. The saving itself runs on a FileWriter thread: a flush to disk can take
// tens of milliseconds on a busy disk, more than a frame. A file that cannot be written is
// reported once on stderr and once on the screen, and the game carries on. Used from one thread
// (the main one).
class Keeper {
 public:
  // Loads the files of `directory`, whose games are games of `catalog`; an empty path keeps
  // nothing on disk. Damaged files are moved aside by the Store and their notices kept for the
  // menu (and written to stderr).
  Keeper(const std::filesystem::path& directory, const Catalog& catalog);

  bool keeps_files() const { return writer_ != nullptr; }
  // The folder the files are kept in; empty when nothing is kept on disk.
  const std::filesystem::path& directory() const { return directory_; }
  // Waits until every file queued for saving is written, saved copies included (tests and tools;
  // never in a frame).
  void flush();

  // Saves `session` on purpose as a new file of the saves folder (Store::save_game), on a thread
  // of its own so no frame waits for the disk; take_saved() brings the outcome. Without a folder
  // the outcome is an error at once. The game in progress is kept as before either way.
  void save_copy(const GameSession& session);
  // The outcomes of save_copy, oldest first, of the saves finished since the last call: the new
  // file, or one line saying why not (also written on stderr). Cheap: called every frame.
  std::vector<Result<std::filesystem::path>> take_saved();

  // The settings as loaded at start (the defaults when there were none or they were damaged),
  // then as last kept.
  const Settings& loaded_settings() const { return saved_settings_; }
  // Saves `settings` when they differ from the ones saved last; cheap when they do not.
  void keep_settings(const Settings& settings);

  // The unfinished game the menu offers to continue, or null: the one found at start, then always
  // the last one kept. Valid until the next keep_game.
  const SavedGame* unfinished_game() const { return unfinished_.get(); }
  // Keeps `session` as the game in progress after a move, an undo, a redo or a new game; a game
  // that is over is forgotten instead, so a finished game is never offered again.
  void keep_game(const GameSession& session);
  // Forgets the game in progress without a trace (a kiosk going back to its demo).
  void forget_game();

  // Counts the finished game `session` for the person playing it (persist's record_game: games of
  // computers only count nothing) and saves the statistics.
  void record_finished(const GameSession& session);
  // Takes back what record_finished counted for a game of `session`'s seats that ended in
  // `outcome`, and saves the statistics: an undo has reopened that game (persist's
  // take_back_game).
  void take_back_finished(const GameSession& session, Outcome outcome);
  const Statistics& statistics() const { return statistics_; }
  // Replaces every figure with `statistics` and saves them.
  void replace_statistics(Statistics statistics);
  // Empties every figure and saves, keeping the old ones until the program closes so that a
  // reset pressed by mistake (a child at the scores' bin) can be put back even after the scores
  // screen was left. False, changing nothing, when there is nothing to empty.
  bool empty_statistics();
  // Adds the figures empty_statistics() took to those counted since, and saves. False, changing
  // nothing, when there is nothing to put back.
  bool put_back_statistics();
  bool can_put_back_statistics() const { return emptied_.has_value(); }
  // The person's tally against the other seat of `setup` (see record_game), if they ever finished
  // a game with these seats; nothing for two computers.
  std::optional<Tally> tally_for(const SessionSetup& setup) const;

  // Short friendly lines, oldest first, to be shown one at a time: one per damaged file found at
  // start, and one per file that could not be saved since (once each: see FileWriter).
  const std::vector<std::string>& notices();
  // The first notice has been seen (or has had its time); the next one, if any, comes up.
  void dismiss_notice();
  // Adds `friendly` to the notices (English: the menu says it in the window's language), unless
  // the same words are already waiting: a child pressing the same thing ten times hears it once.
  void add_notice(std::string friendly);

 private:
  void take_notice(const std::string& full, const char* friendly);
  void save_statistics();

  std::filesystem::path directory_;
  const Catalog* catalog_;
  // Saves on purpose under way or finished and not yet taken, oldest first.
  std::vector<std::future<Result<std::filesystem::path>>> saving_;
  Settings saved_settings_;
  Statistics statistics_;
  std::optional<Statistics> emptied_;  // the figures before the last reset, not put back yet
  // Shared with the writer thread's queued save, which never changes it.
  std::shared_ptr<const SavedGame> unfinished_;
  std::vector<std::string> notices_;
  std::unique_ptr<FileWriter> writer_;  // null: nothing kept on disk
};

}  // namespace arcade::app
