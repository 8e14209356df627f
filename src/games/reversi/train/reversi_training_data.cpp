// Reading, resuming and appending the trainer's position files.
#include "games/reversi/train/reversi_training_data.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace arcade::reversi {
namespace {

// The number of records up to and including the last one that ends a game.
std::size_t whole_games_length(const std::vector<TrainingRecord>& records) {
  std::size_t length = records.size();
  while (length > 0 && !(records[length - 1].flags & TrainingRecord::kLastOfGame)) --length;
  return length;
}

Result<std::vector<TrainingRecord>> read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return fail("cannot open " + path);
  in.seekg(0, std::ios::end);
  const auto bytes = static_cast<std::size_t>(in.tellg());
  in.seekg(0);
  std::vector<TrainingRecord> records(bytes / sizeof(TrainingRecord));
  in.read(reinterpret_cast<char*>(records.data()),
          static_cast<std::streamsize>(records.size() * sizeof(TrainingRecord)));
  if (!in) return fail("cannot read " + path);
  return records;
}

}  // namespace

Result<std::vector<TrainingRecord>> read_training_file(const std::string& path) {
  auto records = read_all(path);
  if (!records) return records;
  records->resize(whole_games_length(*records));
  return records;
}

Result<std::uint32_t> prepare_for_append(const std::string& path) {
  if (!std::filesystem::exists(path)) return std::uint32_t{0};
  auto records = read_all(path);
  if (!records) return Error{records.error()};
  const std::size_t length = whole_games_length(*records);
  std::error_code error;
  std::filesystem::resize_file(path, length * sizeof(TrainingRecord), error);
  if (error) return fail("cannot cut the torn game off " + path + ": " + error.message());
  if (length == 0) return std::uint32_t{0};
  return (*records)[length - 1].game + 1;
}

Result<Done> append_game(const std::string& path, const std::vector<TrainingRecord>& game) {
  std::FILE* file = std::fopen(path.c_str(), "ab");
  if (!file) return fail("cannot open " + path + " to append");
  const std::size_t written = std::fwrite(game.data(), sizeof(TrainingRecord), game.size(), file);
  const bool flushed = std::fflush(file) == 0;
  std::fclose(file);
  if (written != game.size() || !flushed) return fail("cannot write to " + path);
  return Done{};
}

}  // namespace arcade::reversi
