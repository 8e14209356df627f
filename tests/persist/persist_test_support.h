// Helpers for the persistence tests: a private temporary folder and sample games with history.
#pragma once

#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>

#include "core/rng.h"
#include "games/catalog.h"
#include "persist/saved_game.h"

namespace arcade::testing {

// A fresh empty folder under the system's temporary folder, removed with everything in it.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "board-arcade-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

 private:
  std::filesystem::path path_;
};

// The bytes of `file` (empty if it cannot be read).
inline std::string file_bytes(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Writes `bytes` to `file` plainly (not atomically): for planting damaged files.
inline void plant_file(const std::filesystem::path& file, const std::string& bytes) {
  std::ofstream(file, std::ios::binary | std::ios::trunc) << bytes;
}

// True if `text` is `prefix`, a "YYYYMMDD-HHMMSS" time stamp, then `suffix` (std::regex would do,
// but GCC 12 warns inside it under the sanitizers).
inline bool is_stamped(std::string_view text, std::string_view prefix, std::string_view suffix) {
  constexpr std::string_view kShape = "00000000-000000";
  if (text.size() != prefix.size() + kShape.size() + suffix.size()) return false;
  if (!text.starts_with(prefix) || !text.ends_with(suffix)) return false;
  const auto stamp = text.substr(prefix.size(), kShape.size());
  for (std::size_t i = 0; i < kShape.size(); ++i) {
    const bool digit = stamp[i] >= '0' && stamp[i] <= '9';
    if (kShape[i] == '0' ? !digit : stamp[i] != '-') return false;
  }
  return true;
}

// A FIFO made at `path`, for checking that a reader never blocks on one. Should a reader block in
// open() anyway, the guard frees it after `hang_guard_ms` by opening the FIFO for writing, and
// fired() then says so: the test fails instead of hanging. Only a guard: nothing is timed.
class FifoGuard {
 public:
  explicit FifoGuard(std::filesystem::path path, int hang_guard_ms = 20'000)
      : path_(std::move(path)) {
    if (::mkfifo(path_.c_str(), 0644) != 0) throw std::runtime_error("mkfifo failed");
    thread_ = std::thread([this, hang_guard_ms] {
      std::unique_lock lock(mutex_);
      if (changed_.wait_for(lock, std::chrono::milliseconds(hang_guard_ms), [&] { return done_; }))
        return;
      fired_ = true;
      while (!done_) {  // a reader stuck in open() is freed by a writer's open
        const int fd = ::open(path_.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd >= 0) ::close(fd);
        changed_.wait_for(lock, std::chrono::milliseconds(50), [&] { return done_; });
      }
    });
  }
  FifoGuard(const FifoGuard&) = delete;
  FifoGuard& operator=(const FifoGuard&) = delete;
  ~FifoGuard() {
    done();
    thread_.join();
  }
  // The reading under test has returned.
  void done() {
    std::lock_guard lock(mutex_);
    done_ = true;
    changed_.notify_all();
  }
  // True if a reader blocked and had to be freed.
  bool fired() {
    std::lock_guard lock(mutex_);
    return fired_;
  }

 private:
  std::filesystem::path path_;
  std::mutex mutex_;
  std::condition_variable changed_;
  bool done_ = false;
  bool fired_ = false;
  std::thread thread_;
};

// A game of `game_id` with `plies` seeded random moves, then `undos` undos, so it has a redo tail.
inline SavedGame sample_game(const std::string& game_id, const GameOptions& options,
                             std::uint64_t seed, int plies, int undos) {
  const GameInfo& game = *find_game(game_id);
  const auto complete = complete_options(game, options);
  History<AnyState> history(*game.start(*complete));
  Rng rng(seed);
  for (int ply = 0; ply < plies && !history.current().is_over(); ++ply) {
    const auto moves = history.current().legal_moves();
    const Move move = pick_one(moves, rng);
    AnyState next = history.current();
    next.try_apply(move);
    history.push(move, std::move(next));
  }
  for (int undo = 0; undo < undos; ++undo) history.undo();
  return SavedGame{game_id, *complete, {"person", game.players.back().id}, std::move(history)};
}

// A whole sample game of `game_id` (which must have passes) whose moves include a pass: the first
// seed, counting from 1, that gives one.
inline SavedGame sample_game_with_a_pass(const std::string& game_id) {
  for (std::uint64_t seed = 1;; ++seed) {
    SavedGame game = sample_game(game_id, {}, seed, 200, 0);
    const auto& moves = game.history.all_moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (game.history.at(i).is_pass(moves[i])) return game;
    }
  }
}

}  // namespace arcade::testing
