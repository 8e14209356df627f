// The saves folder as listed and tidied: newest first, temporary files left out, and moving to
// the trash and back never replacing a file of the same name.
#include <catch2/catch.hpp>

#include "persist/persist_test_support.h"
#include "persist/saved_games_folder.h"
#include "persist/store.h"

using namespace arcade;
using arcade::testing::file_bytes;
using arcade::testing::plant_file;
using arcade::testing::TempDir;

namespace {

SavedGame empty_game() {
  auto game = read_saved_game(std::string(kSavedGameMagic) + " 1\ngame " +
                              game_catalog().front().id + "\nend\n");
  REQUIRE(game.ok());
  return std::move(game).value();
}

void age(const std::filesystem::path& file, int seconds) {
  std::filesystem::last_write_time(
      file, std::filesystem::file_time_type::clock::now() - std::chrono::seconds(seconds));
}

}  // namespace

TEST_CASE("The saves folder lists newest first and leaves out a write in progress") {
  TempDir dir;
  const Store store(dir.path());
  CHECK(list_saved_games(store, SavesShelf::saves).empty());  // no folder yet
  const auto a = store.save_game(empty_game());
  const auto b = store.save_game(empty_game());
  REQUIRE((a.ok() && b.ok()));
  age(*a, 5);
  age(*b, 50);
  plant_file(store.saves_directory() / "x.txt.tmp-1-2", "half");
  const auto list = list_saved_games(store, SavesShelf::saves);
  REQUIRE(list.size() == 2);
  CHECK(list[0].file == *a);
  CHECK(list[1].file == *b);
  CHECK(list[0].game == empty_game());
}

TEST_CASE("Trash and restore keep both files when a name is taken") {
  TempDir dir;
  const Store store(dir.path());
  const auto saved = store.save_game(empty_game());
  REQUIRE(saved.ok());
  std::filesystem::create_directories(trash_directory(store));
  plant_file(trash_directory(store) / saved->filename(), "older");
  const auto trashed = move_to_trash(store, *saved);
  REQUIRE(trashed.ok());
  CHECK(trashed->filename().string() == saved->stem().string() + "-2.txt");
  CHECK(file_bytes(trash_directory(store) / saved->filename()) == "older");
  const auto trash = list_saved_games(store, SavesShelf::trash);
  REQUIRE(trash.size() == 2);  // the damaged "older" is listed as damaged, not renamed
  CHECK(std::count_if(trash.begin(), trash.end(), [](const auto& e) { return !e.game; }) == 1);
  const auto back = restore_from_trash(store, *trashed);
  REQUIRE(back.ok());
  CHECK(back->parent_path() == store.saves_directory());
  CHECK(read_game_file(*back).ok());
  CHECK(file_bytes(trash_directory(store) / saved->filename()) == "older");
}
