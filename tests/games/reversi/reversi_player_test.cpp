// The Reversi engine players: they find wins, prove results, replay exactly under a node budget
// and stop when asked.
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#include "core/rng.h"
#include "games/catalog.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_engine_player.h"
#include "games/reversi/reversi_ffo.h"
#include "reversi_test_support.h"

using namespace arcade;

using reversi_test::minimax_score;
using reversi_test::random_position;

namespace {

Reversi position_from(const std::string& rows, char to_move) {
  auto position = Reversi::from_text(rows + " " + std::string(1, to_move));
  REQUIRE(position.ok());
  return *position;
}

Decision strong_choice(const Reversi& position, PlayerConfig config) {
  return make_reversi_engine_player(strong_reversi_level(), config)->choose(AnyState(position), {});
}

}  // namespace

TEST_CASE("strong takes the corner that wins at once, and says it won") {
  // a1 flips b1 (closed by c1) and b2, c3 (closed by d4): white has no disc left.
  const Reversi position = position_from(
      "-OX-----"
      "-O------"
      "--O-----"
      "---X----"
      "--------"
      "--------"
      "--------"
      "--------",
      'X');
  REQUIRE(position.legal_moves().size() > 1);
  const Decision decision = strong_choice(position, PlayerConfig{.nodes = 100'000});
  CHECK(position.move_text(decision.move) == "a1");
  CHECK(decision.result == ProvenResult::win);
  CHECK(decision.exact_score == 64);
}

TEST_CASE("strong solves endgames exactly and reports the proven score") {
  Rng rng(31);
  for (int i = 0; i < 8; ++i) {
    const Reversi position = random_position(rng, 10);
    const Decision decision = strong_choice(position, PlayerConfig{.nodes = 5'000'000});
    const int exact = minimax_score(position);
    INFO(position.position_text());
    REQUIRE(position.is_legal(decision.move));
    if (position.legal_moves().size() == 1) continue;  // played at once, nothing proven
    CHECK(decision.exact_score == exact);
    CHECK(decision.result == (exact > 0   ? ProvenResult::win
                              : exact < 0 ? ProvenResult::loss
                                          : ProvenResult::draw));
    Reversi after = position;
    after.apply(decision.move);
    CHECK(-minimax_score(after) == exact);
  }
}

TEST_CASE("the exact solver finds FFO #40's best move and score") {
  const FfoPosition& ffo40 = ffo_benchmark().front();
  REQUIRE(ffo40.number == 40);
  const auto solution = solve_reversi(ffo40.position);
  REQUIRE(solution);
  CHECK(solution->score == ffo40.score);
  CHECK(ffo40.position.move_text(solution->move) == "a2");
}

TEST_CASE("the FFO benchmark is embedded whole and parses") {
  const auto& positions = ffo_benchmark();
  REQUIRE(positions.size() == 20);
  for (int i = 0; i < 20; ++i) CHECK(positions[static_cast<std::size_t>(i)].number == 40 + i);
  CHECK(positions[3].score == -12);
  CHECK(positions[3].best_moves.size() == 2);
  CHECK_FALSE(parse_ffo_positions("garbage").ok());
  const std::string board = std::string(27, '-') + "OX------XO" + std::string(27, '-');
  CHECK(parse_ffo_positions(board + " X +0 ffo1 F5").ok());
  CHECK_FALSE(parse_ffo_positions(board + " X +0 ffo1 A1").ok());    // not legal
  CHECK_FALSE(parse_ffo_positions(board + " X +99 ffo1 F5").ok());   // score out of range
  CHECK_FALSE(parse_ffo_positions(board + " X +0 puzzle F5").ok());  // no number
}

TEST_CASE("an engine player with a node budget plays the same move every time") {
  Reversi position;
  for (const char* move : {"f5", "d6", "c3", "d3", "c4", "f4"})
    position.apply(*position.parse_move(move));
  for (const auto& make :
       {strong_reversi_level(), expert_reversi_level(), lookahead_reversi_level()}) {
    const PlayerConfig config{.seed = 9, .nodes = 30'000};
    const Decision first = make_reversi_engine_player(make, config)->choose(AnyState(position), {});
    const Decision again = make_reversi_engine_player(make, config)->choose(AnyState(position), {});
    CHECK(first.move == again.move);
    CHECK(first.info == again.info);
    CHECK(position.is_legal(first.move));
  }
}

TEST_CASE("a stop request ends a long think at once with a legal move") {
  const GameInfo& reversi = *find_game("reversi");
  for (const char* id : {"lookahead", "strong"}) {
    auto player = reversi.find_player(id)->make(PlayerConfig{.time_ms = 600'000});
    const AnyState start = *reversi.start({});
    std::stop_source source;
    std::jthread stopper([&source] {
      std::this_thread::sleep_for(std::chrono::milliseconds(30));
      source.request_stop();
    });
    const auto begin = std::chrono::steady_clock::now();
    const Decision decision = player->choose(start, source.get_token());
    // Far below the ten minutes it was given, with room for a slow, shared machine.
    CHECK(std::chrono::steady_clock::now() - begin < std::chrono::seconds(60));
    CHECK(start.is_legal(decision.move));
  }
}

TEST_CASE("the ladder runs from random to strong, every level an engine or classic player") {
  const GameInfo& reversi = *find_game("reversi");
  std::vector<std::string> ids;
  for (const auto* level : reversi.ladder()) ids.push_back(level->id);
  CHECK(ids == std::vector<std::string>{"random", "mobility", "design-roxanne", "design-mobility",
                                        "mcts", "expert", "strong"});
  CHECK(reversi.strongest().id == "strong");
  for (const char* listed : {"roxanne", "mcts-3s", "lookahead"}) {
    REQUIRE(reversi.find_player(listed));
    CHECK_FALSE(reversi.find_player(listed)->tier);
  }
}
