// Settings and statistics as JSON: round trips, lenient reading, and refusal of damaged text.
#include <catch2/catch.hpp>

#include "persist/settings.h"
#include "persist/statistics.h"

using namespace arcade;

namespace {

Settings changed_settings() {
  Settings settings;
  settings.sound = false;
  settings.animation = AnimationSpeed::off;
  settings.fullscreen = true;
  settings.high_contrast = true;
  settings.last_game = "gomoku";
  settings.choices["gomoku"] = {{"person", "threat"}, {{"size", "11"}, {"rule", "exact5"}}};
  settings.choices["nim"] = {{"tree", "person"}, {{"heaps", "3,4,5"}}};
  settings.language = Language::chinese;
  return settings;
}

Statistics some_statistics() {
  Statistics statistics;
  record_game(statistics, "reversi", {"person", "mcts"}, Outcome::second_wins);
  record_game(statistics, "reversi", {"mcts", "person"}, Outcome::second_wins);
  record_game(statistics, "reversi", {"person", "mcts"}, Outcome::draw);
  record_game(statistics, "nim", {"person", "person"}, Outcome::first_wins);
  return statistics;
}

}  // namespace

TEST_CASE("settings round-trip through JSON, and the defaults are the first-start values") {
  const Settings settings = changed_settings();
  const auto read = read_settings(write_settings(settings));
  REQUIRE(read.ok());
  CHECK(*read == settings);
  CHECK(*read_settings(write_settings(Settings{})) == Settings{});
  CHECK(Settings{}.sound);
  CHECK(Settings{}.animation == AnimationSpeed::normal);
  for (const auto speed : {AnimationSpeed::normal, AnimationSpeed::fast, AnimationSpeed::off}) {
    Settings one;
    one.animation = speed;
    CHECK(read_settings(write_settings(one))->animation == speed);
  }
}

TEST_CASE("settings: unknown fields are ignored and missing fields keep their defaults") {
  const auto read = read_settings(R"({"sound": false, "theme": "dark", "menu": {"extra": [1]}})");
  REQUIRE(read.ok());
  Settings expected;
  expected.sound = false;
  CHECK(*read == expected);
  CHECK(*read_settings("{}") == Settings{});
  CHECK(read_settings(R"({"version": 1})").ok());
}

TEST_CASE("settings keep the language once chosen; files from before it have none") {
  CHECK_FALSE(Settings{}.language);
  CHECK(write_settings(Settings{}).find("language") == std::string::npos);
  for (const auto language : {Language::english, Language::chinese}) {
    Settings one;
    one.language = language;
    CHECK(read_settings(write_settings(one))->language == language);
  }
  CHECK(read_settings(R"({"language": "zh-CN"})")->language == Language::chinese);
  CHECK_FALSE(read_settings(R"({"version": 1, "sound": true})")->language);
  CHECK_FALSE(read_settings(R"({"language": ""})")->language);
}

TEST_CASE("settings of the wrong type, or not JSON, or newer, are refused with the reason") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"sound": "yes"})", "sound should be true or false"},
      {R"({"sound": 1})", "sound should be true or false"},
      {R"({"animation": "slow"})", "animation should be normal, fast or off"},
      {R"({"animation": 2})", "animation should be text"},
      {R"({"fullscreen": null})", "fullscreen should be true or false"},
      {R"({"language": "fr"})", "language should be en or zh-CN"},
      {R"({"language": 1})", "language should be text"},
      {R"({"menu": []})", "menu should be an object"},
      {R"({"menu": {"game": 3}})", "menu.game should be text"},
      {R"({"menu": {"games": {"nim": {"first": false}}}})", "menu.games.nim.first should be text"},
      {R"({"menu": {"games": {"nim": {"options": {"heaps": 3}}}}})",
       "menu.games.nim.options.heaps should be text"},
      {R"({"menu": {"games": {"nim": 7}}})", "menu.games.nim should be an object"},
      // Keys from the file are quoted when odd, so the message stays on one line (found by
      // fuzzing).
      {"{\"menu\": {\"games\": {\"a\\nb\": 7}}}", "menu.games.'a?b' should be an object"},
      {R"({"version": 2})", "newer Board Arcade"},
      {R"({"version": "1"})", "version should be a whole number"},
      {R"([true])", "not a JSON object"},
      {"", "not valid JSON"},
      {"sound=true", "not valid JSON"},
  };
  for (const auto& [text, message] : cases) {
    INFO(text);
    const auto read = read_settings(text);
    REQUIRE_FALSE(read.ok());
    CHECK_THAT(read.error(), Catch::Contains(message));
  }
}

TEST_CASE("statistics count from the person's point of view, per game and opponent") {
  const Statistics statistics = some_statistics();
  CHECK(statistics.tallies.at("reversi").at("mcts") == Tally{3, 1, 1, 1});
  CHECK(statistics.tallies.at("nim").at("person") == Tally{1, 1, 0, 0});
  Statistics demo;
  CHECK_FALSE(record_game(demo, "reversi", {"mcts", "roxanne"}, Outcome::first_wins));
  CHECK_FALSE(record_game(demo, "reversi", {"person", "mcts"}, Outcome::ongoing));
  CHECK(demo.tallies.empty());
}

TEST_CASE("taking a game back undoes exactly what counting it did") {
  const Statistics before = some_statistics();
  Statistics statistics = before;
  REQUIRE(record_game(statistics, "reversi", {"mcts", "person"}, Outcome::first_wins));
  CHECK(take_back_game(statistics, "reversi", {"mcts", "person"}, Outcome::first_wins));
  CHECK(statistics == before);
  // The last game against an opponent, then of a game, leaves no empty entry behind.
  REQUIRE(record_game(statistics, "gomoku", {"person", "strong"}, Outcome::draw));
  CHECK(take_back_game(statistics, "gomoku", {"person", "strong"}, Outcome::draw));
  CHECK(statistics == before);
  // Nothing to take back: an ending never counted, an emptied count, two computers, no ending.
  CHECK_FALSE(take_back_game(statistics, "nim", {"person", "person"}, Outcome::second_wins));
  CHECK_FALSE(take_back_game(statistics, "tictactoe", {"person", "random"}, Outcome::draw));
  CHECK_FALSE(take_back_game(statistics, "reversi", {"mcts", "roxanne"}, Outcome::first_wins));
  CHECK_FALSE(take_back_game(statistics, "reversi", {"person", "mcts"}, Outcome::ongoing));
  CHECK(statistics == before);
}

TEST_CASE("figures put back are added to the games counted since") {
  const Statistics kept = some_statistics();
  Statistics since;
  REQUIRE(record_game(since, "reversi", {"person", "mcts"}, Outcome::first_wins));
  REQUIRE(record_game(since, "gomoku", {"person", "strong"}, Outcome::draw));
  Statistics both = since;
  add_statistics(both, kept);
  CHECK(both.tallies.at("reversi").at("mcts") == Tally{4, 2, 1, 1});
  CHECK(both.tallies.at("gomoku").at("strong") == Tally{1, 0, 0, 1});
  CHECK(both.tallies.at("nim") == kept.tallies.at("nim"));
  // Putting back onto nothing gives exactly what was kept.
  Statistics alone;
  add_statistics(alone, kept);
  CHECK(alone == kept);
}

TEST_CASE("statistics round-trip through JSON and refuse wrong types") {
  const Statistics statistics = some_statistics();
  const auto read = read_statistics(write_statistics(statistics));
  REQUIRE(read.ok());
  CHECK(*read == statistics);
  CHECK(read_statistics(R"({"games": {"nim": {"tree": {"wins": 2, "colour": "red"}}}})")
            ->tallies.at("nim")
            .at("tree") == Tally{0, 2, 0, 0});
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"games": {"nim": {"tree": {"wins": -1}}}})", "games.nim.tree.wins should be a whole"},
      {R"({"games": {"nim": {"tree": {"wins": 1.5}}}})", "games.nim.tree.wins should be a whole"},
      {R"({"games": {"nim": {"tree": []}}})", "games.nim.tree should be an object"},
      {R"({"games": {"nim": 3}})", "games.nim should be an object"},
      {R"({"games": "many"})", "games should be an object"},
      {R"({"version": 9})", "newer Board Arcade"},
  };
  for (const auto& [text, message] : cases) {
    INFO(text);
    const auto bad = read_statistics(text);
    REQUIRE_FALSE(bad.ok());
    CHECK_THAT(bad.error(), Catch::Contains(message));
  }
}

TEST_CASE("settings and statistics cut short at any byte are refused") {
  for (const std::string& text :
       {write_settings(changed_settings()), write_statistics(some_statistics())}) {
    const bool is_settings = text.find("sound") != std::string::npos;
    // The last byte is the newline after the closing brace: without it the JSON is still whole.
    for (std::size_t length = 0; length + 1 < text.size(); ++length) {
      INFO("length " << length);
      if (is_settings) {
        CHECK_FALSE(read_settings(text.substr(0, length)).ok());
      } else {
        CHECK_FALSE(read_statistics(text.substr(0, length)).ok());
      }
    }
  }
}

TEST_CASE("settings and statistics nested deeper than any real file are refused before parsing") {
  // Our files nest five deep; an unknown field may hold anything up to the limit of 16.
  const auto nested = [](int depth) {
    return "{\"junk\": " + std::string(depth - 1, '[') + std::string(depth - 1, ']') + "}";
  };
  CHECK(read_settings(nested(16)).ok());
  CHECK(read_statistics(nested(16)).ok());
  for (const auto& text : {nested(17), nested(100'000), std::string(1'000'000, '[')}) {
    const auto settings = read_settings(text);
    REQUIRE_FALSE(settings.ok());
    CHECK_THAT(settings.error(), Catch::Contains("nested more than 16 deep"));
    const auto statistics = read_statistics(text);
    REQUIRE_FALSE(statistics.ok());
    CHECK_THAT(statistics.error(), Catch::Contains("nested more than 16 deep"));
  }
  // Brackets inside strings are text, not nesting.
  CHECK(read_settings("{\"junk\": \"" + std::string(100, '[') + "\\\"[[[\"}").ok());
}
