// The game's own files: defaults when missing, round trips, damaged files moved aside with a
// notice, and atomic replacement.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "persist/atomic_file.h"
#include "persist/damaged_file.h"
#include "persist/store.h"
#include "persist_test_support.h"

using namespace arcade;
using arcade::testing::file_bytes;
using arcade::testing::is_stamped;
using arcade::testing::plant_file;
using arcade::testing::sample_game;
using arcade::testing::TempDir;

namespace {

// The names of the files in `folder`, sorted.
std::vector<std::string> names_in(const std::filesystem::path& folder) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

// One damaged file of each kind, planted then loaded: each load must return the defaults with a
// notice, and keep the bytes under a ".damaged-" name.
struct Kind {
  std::string file_name;
  std::string notice_start;
  std::function<bool(const Store&)> load_gives_defaults_with_notice;
};

std::vector<Kind> kinds() {
  return {
      {"settings.json", "Your settings could not be read",
       [](const Store& store) {
         const auto loaded = store.load_settings();
         return loaded.value == Settings{} && loaded.notice.starts_with("Your settings");
       }},
      {"statistics.json", "Your statistics could not be read",
       [](const Store& store) {
         const auto loaded = store.load_statistics();
         return loaded.value == Statistics{} && loaded.notice.starts_with("Your statistics");
       }},
      {"current-game.txt", "The unfinished game could not be read",
       [](const Store& store) {
         const auto loaded = store.load_current_game();
         return !loaded.value && loaded.notice.starts_with("The unfinished game");
       }},
  };
}

// Plants `bytes` as `kind`'s file, loads it, and checks it was moved aside intact.
void check_moved_aside(const Kind& kind, const std::string& bytes) {
  TempDir folder;
  const Store store(folder.path());
  plant_file(folder / kind.file_name, bytes);
  CHECK(kind.load_gives_defaults_with_notice(store));
  const auto names = names_in(folder.path());
  REQUIRE(names.size() == 1);
  CHECK(is_stamped(names[0], kind.file_name + ".damaged-", ""));
  CHECK(file_bytes(folder / names[0]) == bytes);
}

}  // namespace

TEST_CASE("missing files give the defaults without a notice, and create nothing") {
  TempDir folder;
  const Store store(folder / "not-yet");
  CHECK(store.load_settings().value == Settings{});
  CHECK(store.load_settings().notice.empty());
  CHECK(store.load_statistics().value == Statistics{});
  CHECK(store.load_statistics().notice.empty());
  CHECK_FALSE(store.load_current_game().value);
  CHECK(store.load_current_game().notice.empty());
  CHECK_FALSE(std::filesystem::exists(folder / "not-yet"));
}

TEST_CASE("saved files load back equal, and no temporary file is left behind") {
  TempDir folder;
  const Store store(folder / "prefs");
  Settings settings;
  settings.animation = AnimationSpeed::fast;
  settings.last_game = "reversi";
  Statistics statistics;
  record_game(statistics, "reversi", {"person", "mcts"}, Outcome::first_wins);
  const SavedGame game = sample_game("reversi", {}, 5, 30, 4);
  CHECK_FALSE(store.save_settings(settings));
  CHECK_FALSE(store.save_statistics(statistics));
  CHECK_FALSE(store.save_current_game(game));
  CHECK(store.load_settings().value == settings);
  CHECK(store.load_statistics().value == statistics);
  const auto continued = store.load_current_game();
  REQUIRE(continued.value);
  CHECK(*continued.value == game);
  CHECK(continued.value->history.cursor() == game.history.cursor());
  CHECK(names_in(store.directory()) ==
        std::vector<std::string>{"current-game.txt", "settings.json", "statistics.json"});

  CHECK_FALSE(store.clear_current_game());
  CHECK_FALSE(store.load_current_game().value);
  CHECK_FALSE(store.clear_current_game());  // nothing to clear is fine
}

TEST_CASE("saved games get their own file in the saves folder and load from it") {
  TempDir folder;
  const Store store(folder.path());
  const SavedGame game = sample_game("gomoku", {{"size", "9"}}, 2, 12, 1);
  const auto first = store.save_game(game);
  const auto second = store.save_game(game);
  REQUIRE(first.ok());
  REQUIRE(second.ok());
  CHECK(*first != *second);
  CHECK(first->parent_path() == store.saves_directory());
  CHECK(is_stamped(first->filename().string(), "gomoku-", ".txt"));
  const auto loaded = store.load_game(*second);
  REQUIRE(loaded.value);
  CHECK(*loaded.value == game);
  CHECK(read_game_file(*first).ok());
}

TEST_CASE("a file cut short at any byte is moved aside, with a notice, and the defaults used") {
  Settings settings;
  settings.sound = false;
  settings.choices["nim"].seats[1] = "perfect";
  Statistics statistics;
  record_game(statistics, "nim", {"perfect", "person"}, Outcome::draw);
  const std::vector<std::string> valid = {write_settings(settings), write_statistics(statistics),
                                          write_saved_game(sample_game("nim", {}, 4, 5, 1))};
  const auto all_kinds = kinds();
  for (std::size_t kind = 0; kind < all_kinds.size(); ++kind) {
    // JSON stays whole without its final newline; the saved-game format does not.
    const std::size_t whole = kind < 2 ? valid[kind].size() - 1 : valid[kind].size();
    for (std::size_t length = 0; length < whole; ++length) {
      INFO(all_kinds[kind].file_name << " cut to " << length << " bytes");
      check_moved_aside(all_kinds[kind], valid[kind].substr(0, length));
    }
  }
}

TEST_CASE("garbage, newer versions, illegal moves and wrong types are moved aside too") {
  const auto all_kinds = kinds();
  const std::string garbage("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);
  for (const auto& kind : all_kinds) check_moved_aside(kind, garbage);
  check_moved_aside(all_kinds[0], R"({"version": 2})");
  check_moved_aside(all_kinds[0], R"({"fullscreen": "yes"})");
  check_moved_aside(all_kinds[1], R"({"version": 3, "games": {}})");
  check_moved_aside(all_kinds[1], R"({"games": {"nim": {"tree": {"wins": "two"}}}})");
  check_moved_aside(all_kinds[2], "board-arcade-game 2\ngame nim\nend\n");
  check_moved_aside(all_kinds[2], "board-arcade-game 1\ngame reversi\nmoves f5 a1\nend\n");
}

TEST_CASE("a pipe or a folder named like one of the files is damaged at once, never waited on") {
  for (const auto& kind : kinds()) {
    INFO(kind.file_name);
    TempDir folder;
    const Store store(folder.path());
    bool loaded_defaults = false;
    {
      arcade::testing::FifoGuard fifo(folder / kind.file_name);
      loaded_defaults = kind.load_gives_defaults_with_notice(store);
      fifo.done();
      CHECK_FALSE(fifo.fired());  // the load returned by itself, without waiting for a writer
    }
    CHECK(loaded_defaults);
    const auto names = names_in(folder.path());
    REQUIRE(names.size() == 1);
    CHECK(is_stamped(names[0], kind.file_name + ".damaged-", ""));
    std::filesystem::remove(folder / names[0]);
    std::filesystem::create_directory(folder / kind.file_name);
    CHECK(kind.load_gives_defaults_with_notice(store));
  }
  TempDir folder;
  arcade::testing::FifoGuard fifo(folder / "game.txt");
  const auto read = read_game_file(folder / "game.txt");
  fifo.done();
  CHECK_FALSE(fifo.fired());
  REQUIRE_FALSE(read.ok());
  CHECK_THAT(read.error(), Catch::Contains("is a pipe, not a regular file"));
}

TEST_CASE("a file bigger than any the game writes is damaged at once, whatever it holds") {
  const std::string padded = "{\"sound\": false" + std::string(2 * 1024 * 1024, ' ') + "}";
  for (const std::string& bytes : {padded, std::string(16 * 1024 * 1024, '[')}) {
    TempDir folder;
    const Store store(folder.path());
    plant_file(store.settings_file(), bytes);
    const auto loaded = store.load_settings();
    CHECK(loaded.value == Settings{});
    CHECK_THAT(loaded.notice, Catch::Contains("too big to be one of the game's files"));
    CHECK(names_in(folder.path()).size() == 1);  // moved aside
  }
  TempDir folder;
  plant_file(folder / "game.txt", std::string(kMaxFileBytes + 1, '\n'));
  CHECK_FALSE(read_game_file(folder / "game.txt").ok());
  plant_file(folder / "game.txt", std::string(kMaxFileBytes, '#'));
  CHECK_THAT(read_game_file(folder / "game.txt").error(), Catch::Contains("cut short"));  // read
}

TEST_CASE("the notice is one line naming the reason and the kept file; the next load is clean") {
  TempDir folder;
  const Store store(folder.path());
  plant_file(store.settings_file(), R"({"sound": "loud"})");
  const auto loaded = store.load_settings();
  CHECK(is_stamped(loaded.notice,
                   "Your settings could not be read (sound should be true or false), so the "
                   "defaults are used; the file is kept as settings.json.damaged-",
                   "."));
  CHECK(store.load_settings().notice.empty());
  CHECK_FALSE(store.save_settings(loaded.value));
  CHECK(store.load_settings().notice.empty());
}

TEST_CASE("moving aside never replaces an earlier damaged copy") {
  TempDir folder;
  const auto when = std::chrono::system_clock::now();
  std::vector<std::filesystem::path> kept;
  for (int copy = 0; copy < 3; ++copy) {
    plant_file(folder / "settings.json", "copy " + std::to_string(copy));
    const auto aside = move_aside(folder / "settings.json", when);
    REQUIRE(aside.ok());
    kept.push_back(*aside);
  }
  CHECK(kept[1].string() == kept[0].string() + "-2");
  CHECK(kept[2].string() == kept[0].string() + "-3");
  for (int copy = 0; copy < 3; ++copy)
    CHECK(file_bytes(kept[copy]) == "copy " + std::to_string(copy));
  CHECK_FALSE(move_aside(folder / "missing.json").ok());
}

TEST_CASE("a write that fails leaves the old file and no temporary file") {
  TempDir folder;
  const auto file = folder / "settings.json";
  REQUIRE_FALSE(write_file_atomically(file, "old"));
  // A non-empty folder where the file should go makes the rename fail.
  std::filesystem::create_directories(folder / "blocked" / "inside");
  CHECK(write_file_atomically(folder / "blocked", "new"));
  CHECK(names_in(folder.path()) == std::vector<std::string>{"blocked", "settings.json"});
  CHECK(file_bytes(file) == "old");
  CHECK(write_file_atomically(folder / "settings.json" / "child", "new"));  // parent is a file
  CHECK(file_bytes(file) == "old");
}

TEST_CASE("a file a person named is replaced whole; a device there is written into, not replaced") {
  TempDir folder;
  const auto file = folder / "picture.png";
  REQUIRE_FALSE(write_named_file(file, "new"));
  REQUIRE_FALSE(write_named_file(file, "newer"));
  CHECK(file_bytes(file) == "newer");
  CHECK(names_in(folder.path()) == std::vector<std::string>{"picture.png"});
  const auto full = write_named_file("/dev/full", "picture");
  REQUIRE(full);
  CHECK_THAT(full->message, Catch::Contains("No space left on device"));
  CHECK(std::filesystem::is_character_file("/dev/full"));
  CHECK_FALSE(write_named_file("/dev/null", "picture"));
  CHECK(std::filesystem::is_character_file("/dev/null"));
}

TEST_CASE("temporary files of writers that died are cleaned up, live ones are not") {
  TempDir folder;
  const pid_t child = fork();
  if (child == 0) _exit(0);
  waitpid(child, nullptr, 0);
  const auto dead = folder / ("settings.json.tmp-" + std::to_string(child) + "-7");
  const auto live = folder / ("settings.json.tmp-" + std::to_string(getppid()) + "-7");
  plant_file(dead, "half");
  plant_file(live, "half");
  REQUIRE_FALSE(write_file_atomically(folder / "settings.json", "whole"));
  CHECK_FALSE(std::filesystem::exists(dead));
  CHECK(std::filesystem::exists(live));
}

TEST_CASE("a writer killed at random moments leaves the old file or the new one, whole") {
  TempDir folder;
  const auto file = folder / "statistics.json";
  // Two big contents, so a kill often lands mid-write.
  const std::string a(300'000, 'a');
  const std::string b(200'000, 'b');
  REQUIRE_FALSE(write_file_atomically(file, a));
  Rng rng(11);
  for (int kill_round = 0; kill_round < 25; ++kill_round) {
    const pid_t writer = fork();
    if (writer == 0) {
      for (int round = 0;; ++round) {
        if (write_file_atomically(file, round % 2 ? a : b)) _exit(1);
      }
    }
    usleep(static_cast<useconds_t>(rng.below(5000)));
    kill(writer, SIGKILL);
    int status = 0;
    waitpid(writer, &status, 0);
    CHECK(WIFSIGNALED(status));
    const auto bytes = file_bytes(file);
    CHECK((bytes == a || bytes == b));
  }
}

TEST_CASE("BOARD_ARCADE_DATA_DIR replaces the SDL folder when set") {
  unsetenv(kDataDirectoryVariable);
  CHECK(data_directory("/home/kid/.local/share/BoardArcade/board-arcade/") ==
        "/home/kid/.local/share/BoardArcade/board-arcade/");
  CHECK(data_directory(nullptr).empty());
  setenv(kDataDirectoryVariable, "", 1);
  CHECK(data_directory("/prefs/") == "/prefs/");
  setenv(kDataDirectoryVariable, "/kiosk/files", 1);
  CHECK(data_directory("/prefs/") == "/kiosk/files");
  CHECK(data_directory(nullptr) == "/kiosk/files");
  CHECK(chosen_data_directory() == std::filesystem::path("/kiosk/files"));
  unsetenv(kDataDirectoryVariable);
  CHECK_FALSE(chosen_data_directory());
}
