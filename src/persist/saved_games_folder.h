// The saves folder as a person sees it: the games saved on purpose, newest first, the damaged ones
// among them, and a trash folder (saves/trash/) they can be put in and taken back from.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "persist/saved_game.h"
#include "persist/store.h"

namespace arcade {

// The folder inside the saves folder where removed games wait, to be restored or deleted by hand.
inline constexpr std::string_view kTrashFolderName = "trash";

// Which of the two shelves a list is of.
enum class SavesShelf { saves, trash };

// One file of a shelf. `game` is empty when the file could not be read: a damaged file, which
// the list shows as damaged rather than leaving out.
struct SavedGameEntry {
  std::filesystem::path file;                     // where the file is now
  std::chrono::system_clock::time_point written;  // when it was last written
  std::optional<SavedGame> game;                  // empty: damaged
  std::string notice;  // when it was found damaged just now: the Store's line (moved aside as ...)
};

// saves/trash/ of `store`.
std::filesystem::path trash_directory(const Store& store);

// The games of one shelf, newest first (then by name, last first). In the saves folder, a ".txt"
// file that cannot be read is moved aside by the Store (renamed "NAME.damaged-<time>") and listed
// damaged, as is every file kept aside before; in the trash nothing is renamed and a damaged file
// is listed damaged as it is. Temporary files of a write in progress are left out. A missing
// folder is an empty shelf. Never throws.
std::vector<SavedGameEntry> list_saved_games(const Store& store, SavesShelf shelf);

// Moves `file` (a file of the saves folder) into the trash, under the same name or, when that is
// taken, with "-2", "-3", ... before the extension. Never replaces or deletes a file. Returns the
// new path, or an Error saying in one line why not.
Result<std::filesystem::path> move_to_trash(const Store& store, const std::filesystem::path& file);

// Moves `file` (a file of the trash) back into the saves folder, named as move_to_trash names.
Result<std::filesystem::path> restore_from_trash(const Store& store,
                                                 const std::filesystem::path& file);

}  // namespace arcade
