// Nim rules and its players, against brute force.
#include <catch2/catch.hpp>

#include <map>
#include <vector>

#include "games/nim/nim.h"
#include "games/nim/nim_game_tree.h"
#include "games/nim/nim_players.h"

using namespace arcade;

namespace {

// Brute force: does the side to move win with best play?
bool brute_force_wins(const Nim& position, std::map<std::string, bool>& memo) {
  if (position.outcome() != Outcome::ongoing) {
    return winner_of(position.outcome()) == position.to_move();
  }
  const std::string key = position.position_text();
  if (const auto known = memo.find(key); known != memo.end()) return known->second;
  bool wins = false;
  for (const Move move : position.legal_moves()) {
    Nim child = position;
    child.apply(move);
    if (!brute_force_wins(child, memo)) wins = true;
  }
  return memo[key] = wins;
}

// Calls `visit` with every list of 1 to 4 heaps of 0..7 stones holding at least one stone.
template <class Visit>
void for_each_small_position(Visit visit) {
  for (int count = 1; count <= 4; ++count) {
    std::vector<int> heaps(static_cast<std::size_t>(count), 0);
    while (true) {
      int stones = 0;
      for (const int h : heaps) stones += h;
      if (stones > 0) visit(heaps);
      std::size_t i = 0;
      while (i < heaps.size() && ++heaps[i] > 7) heaps[i++] = 0;
      if (i == heaps.size()) break;
    }
  }
}

}  // namespace

TEST_CASE("perfect agrees with brute force on every position of up to 4 heaps of up to 7") {
  for (const bool misere : {true, false}) {
    std::map<std::string, bool> memo;
    auto perfect = make_nim_perfect_player(PlayerConfig{});
    int positions = 0;
    for_each_small_position([&](const std::vector<int>& heaps) {
      std::string text;
      for (const int h : heaps) {
        if (!text.empty()) text += ',';
        text += std::to_string(h);
      }
      const Nim position = *Nim::from_text(text, misere);
      const bool wins = brute_force_wins(position, memo);
      const auto winning = nim_winning_move(position);
      INFO(text << (misere ? " misere" : " normal"));
      REQUIRE(winning.has_value() == wins);
      const Decision decision = perfect->choose(AnyState(position), {});
      REQUIRE(position.is_legal(decision.move));
      REQUIRE(decision.result == (wins ? ProvenResult::win : ProvenResult::loss));
      if (wins) {
        Nim child = position;
        child.apply(decision.move);
        REQUIRE_FALSE(brute_force_wins(child, memo));
      }
      ++positions;
    });
    CHECK(positions == 8 + 64 + 512 + 4096 - 4);
  }
}

TEST_CASE("tree solves 4,2,2,2 and agrees with perfect on who wins") {
  auto tree = make_nim_tree_player(PlayerConfig{});
  for (const bool misere : {true, false}) {
    for (const char* text : {"4,2,2,2", "2,1", "3,4,5", "1,1,1", "7,7"}) {
      const Nim position = *Nim::from_text(text, misere);
      INFO(text << (misere ? " misere" : " normal"));
      const Decision decision = tree->choose(AnyState(position), {});
      CHECK(position.is_legal(decision.move));
      CHECK(decision.result ==
            (nim_winning_move(position) ? ProvenResult::win : ProvenResult::loss));
    }
  }
}

TEST_CASE("the last stone loses in misere and wins in normal play") {
  Nim misere = *Nim::from_text("0,1", true);
  misere.apply(*misere.parse_move("2:1"));
  CHECK(misere.outcome() == Outcome::second_wins);  // player 1 took the last stone
  Nim normal = *Nim::from_text("0,1", false);
  normal.apply(*normal.parse_move("2:1"));
  CHECK(normal.outcome() == Outcome::first_wins);
}

TEST_CASE("nim text: heaps, the player to move, and moves") {
  const Nim position = *Nim::from_text("4,0,2 2", true);
  CHECK(position.to_move() == Side::second);
  CHECK(position.position_text() == "4,0,2 2");
  CHECK(position.parse_move("1:4"));
  CHECK_FALSE(position.parse_move("1:5"));
  CHECK_FALSE(position.parse_move("2:1"));
  CHECK_FALSE(position.parse_move("4:1"));
  CHECK_FALSE(position.parse_move("0:1"));
  CHECK_FALSE(position.parse_move("1:0"));
  CHECK_FALSE(position.parse_move("1-1"));
  CHECK_FALSE(Nim::from_text("4,-1", true).ok());
  CHECK_FALSE(Nim::from_text("4,2 3", true).ok());
  CHECK_FALSE(Nim::from_text("", true).ok());
  CHECK_FALSE(Nim::from_text("1001", true).ok());
  CHECK_FALSE(Nim::start({.heaps = {}}).ok());
  CHECK_FALSE(Nim::start({.heaps = {0, 0}}).ok());
}

TEST_CASE("design 004's tree has the design's node counts: 11 for 2,1 and 228,291 for 4,2,2,2") {
  for (const bool misere : {true, false}) {
    const auto small = NimGameTree::build(*Nim::from_text("2,1", misere), kNimTreeMostNodes);
    REQUIRE(small);
    CHECK(small->nodes() == 11);
    const auto design = NimGameTree::build(*Nim::from_text("4,2,2,2", misere), kNimTreeMostNodes);
    REQUIRE(design);
    CHECK(design->nodes() == 228'291);
    CHECK(NimGameTree::count_nodes(*Nim::from_text("4,2,2,2", misere), kNimTreeMostNodes) ==
          228'291u);
  }
  // One heap of n stones has 2^n - 1 lines of play.
  CHECK(NimGameTree::count_nodes(*Nim::from_text("10", true), 5000) == 1023u);
  CHECK_FALSE(NimGameTree::count_nodes(*Nim::from_text("3,5,7", true), kNimTreeMostNodes));
  CHECK_FALSE(NimGameTree::build(*Nim::from_text("3,5,7", true), kNimTreeMostNodes));
}

TEST_CASE("design 004's tree marks the design's 2,1 moves: only taking both of heap 1 wins") {
  const auto tree = NimGameTree::build(*Nim::from_text("2,1", true), kNimTreeMostNodes);
  REQUIRE(tree);
  // The children in the design's order: heap 1 down to 1 stone, to 0, then heap 2 to 0.
  REQUIRE(tree->root_moves() ==
          std::vector<Move>{Nim::encode(0, 1), Nim::encode(0, 2), Nim::encode(1, 1)});
  CHECK_FALSE(tree->root_move_wins(0));
  CHECK(tree->root_move_wins(1));
  CHECK_FALSE(tree->root_move_wins(2));
}

TEST_CASE("the tree player tells its tree's size and falls back to the nim-sum past its cap") {
  auto tree = make_nim_tree_player(PlayerConfig{});
  const Decision design = tree->choose(AnyState(*Nim::from_text("4,2,2,2", true)), {});
  CHECK(design.info.find("tree nodes 228291 ") == 0);
  const Nim big = *Nim::from_text("3,5,7", true);
  const Decision fallback = tree->choose(AnyState(big), {});
  CHECK(fallback.info.find("more than") != std::string::npos);
  CHECK(fallback.move == *nim_winning_move(big));
}

TEST_CASE("a sometimes-perfect player plays the perfect move as often as it says") {
  const Nim position = *Nim::from_text("3,4,5", true);
  const Move perfect = *nim_winning_move(position);
  for (const int percent : {0, 55, 100}) {
    int perfect_moves = 0;
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
      auto player = make_nim_sometimes_perfect_player(percent, PlayerConfig{.seed = seed});
      const Move move = player->choose(AnyState(position), {}).move;
      REQUIRE(position.is_legal(move));
      if (move == perfect) ++perfect_moves;
    }
    INFO(percent);
    // A random move is the perfect one 1 time in 12 (3 + 4 + 5 moves).
    const double expected = 400 * (percent / 100.0 + (1 - percent / 100.0) / 12);
    CHECK(perfect_moves > expected - 40);
    CHECK(perfect_moves < expected + 40);
  }
}
