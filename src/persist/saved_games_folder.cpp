// Listing the saves folder and its trash, and moving games between them without losing any.
#include "persist/saved_games_folder.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "persist/atomic_file.h"
#include "persist/damaged_file.h"

namespace arcade {
namespace {

bool is_temporary(const std::string& name) {
  return name.find(".tmp-") != std::string::npos;
}
bool is_kept_aside(const std::string& name) {
  return name.find(".damaged-") != std::string::npos;
}

std::chrono::system_clock::time_point written_at(const std::filesystem::path& file) {
  std::error_code error;
  const auto time = std::filesystem::last_write_time(file, error);
  if (error) return {};
  return std::chrono::time_point_cast<std::chrono::system_clock::duration>(
      std::chrono::file_clock::to_sys(time));
}

// The regular files of `folder`, or none when it is missing or unreadable.
std::vector<std::filesystem::path> files_of(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (std::filesystem::directory_iterator it(folder, error), end; !error && it != end;
       it.increment(error)) {
    std::error_code kind;
    if (it->is_regular_file(kind)) files.push_back(it->path());
  }
  return files;
}

// A saves-folder file as an entry: read (moved aside if damaged), or damaged as kept aside before.
std::optional<SavedGameEntry> saves_entry(const Store& store, const std::filesystem::path& file) {
  const std::string name = file.filename().string();
  if (is_temporary(name)) return std::nullopt;
  if (is_kept_aside(name)) return SavedGameEntry{file, written_at(file), std::nullopt, ""};
  if (file.extension() != ".txt") return std::nullopt;
  const auto written = written_at(file);
  auto loaded = store.load_game(file);
  if (loaded.value) return SavedGameEntry{file, written, std::move(loaded.value), ""};
  if (loaded.notice.empty()) return std::nullopt;  // gone since the folder was read
  // The Store moved it aside (or said why it could not): listed under its new name.
  const auto now = loaded.kept_as.empty() ? file : loaded.kept_as;
  return SavedGameEntry{now, written, std::nullopt, loaded.notice};
}

std::optional<SavedGameEntry> trash_entry(const std::filesystem::path& file) {
  if (is_temporary(file.filename().string())) return std::nullopt;
  auto game = read_game_file(file);
  SavedGameEntry entry{file, written_at(file), std::nullopt, ""};
  if (game) entry.game = std::move(game).value();
  return entry;
}

// `file` moved into `folder` under its own name, or with "-2", "-3", ... when that is taken.
Result<std::filesystem::path> move_into(const std::filesystem::path& file,
                                        const std::filesystem::path& folder) {
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error) return fail("cannot make the folder " + folder.string() + ": " + error.message());
  const std::string stem = file.stem().string();
  const std::string extension = file.extension().string();
  for (int attempt = 1; attempt <= 1000; ++attempt) {
    const auto target = folder / (attempt == 1 ? file.filename().string()
                                               : stem + "-" + std::to_string(attempt) + extension);
    if (rename_without_replacing(file, target)) return target;
    if (errno != EEXIST) {
      return fail("cannot move " + file.string() + " to " + folder.string() + ": " +
                  std::strerror(errno));
    }
  }
  return fail("cannot find a free name for " + file.filename().string() + " in " + folder.string());
}

}  // namespace

std::filesystem::path trash_directory(const Store& store) {
  return store.saves_directory() / kTrashFolderName;
}

std::vector<SavedGameEntry> list_saved_games(const Store& store, SavesShelf shelf) {
  const bool saves = shelf == SavesShelf::saves;
  std::vector<SavedGameEntry> entries;
  for (const auto& file : files_of(saves ? store.saves_directory() : trash_directory(store))) {
    auto entry = saves ? saves_entry(store, file) : trash_entry(file);
    if (entry) entries.push_back(std::move(*entry));
  }
  std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
    if (a.written != b.written) return a.written > b.written;
    return a.file.filename() > b.file.filename();
  });
  return entries;
}

Result<std::filesystem::path> move_to_trash(const Store& store, const std::filesystem::path& file) {
  return move_into(file, trash_directory(store));
}

Result<std::filesystem::path> restore_from_trash(const Store& store,
                                                 const std::filesystem::path& file) {
  return move_into(file, store.saves_directory());
}

}  // namespace arcade
