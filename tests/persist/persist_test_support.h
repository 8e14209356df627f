// Helpers for the persistence tests: a private temporary folder and sample games with history.
#pragma once

#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <string_view>

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

}  // namespace arcade::testing
