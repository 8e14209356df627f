// The engine's defence filter: which moves leave the opponent a forced win, the same whatever the
// first cap on each search, proven where it says so, and the board left as it was.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "games/gomoku/gomoku.h"
#include "games/gomoku/gomoku_refutations.h"

using namespace arcade;
using namespace arcade::gomoku;

namespace {

constexpr ForcedWin kVct{.by_vct = true, .max_depth = 8};

// From a game against Rapfi: white to move, and black threatens a VCT that most moves near the
// stones do not stop.
GomokuBoard threatened_board() {
  const auto position = Gomoku::from_text("e10 e7 g6 g5 d9 e5 d8 d7 f7 e8 e6 f9 c6", {});
  REQUIRE(position);
  return GomokuBoard::from_position(*position);
}

// True if `attacker`, to move on `board`, has a VCT (a fresh search with a fresh cache).
bool has_vct(GomokuBoard& board, Color attacker) {
  SearchBudget budget({}, std::nullopt, 20'000'000);
  ThreatCache cache(16);
  ThreatSearch threats(board, budget, cache);
  const bool found = finds_forced_win(threats, attacker, kVct);
  REQUIRE_FALSE(threats.aborted());
  return found;
}

std::vector<int> candidate_points(const GomokuBoard& board) {
  std::vector<int> points(board.candidates().begin(), board.candidates().end());
  std::sort(points.begin(), points.end());
  return points;
}

}  // namespace

TEST_CASE("refuted defences are exactly the moves after which the VCT still wins") {
  GomokuBoard board = threatened_board();
  REQUIRE(has_vct(board, kBlack));
  const std::vector<int> points = candidate_points(board);
  const auto hash = board.hash();
  SearchBudget budget({}, std::nullopt, 200'000'000);
  ThreatCache cache(16);
  const std::vector<bool> refuted = refuted_defences(board, kWhite, points, kVct, budget, cache, 0);
  CHECK(board.hash() == hash);
  CHECK(board.consistency_error().empty());
  const auto count = std::count(refuted.begin(), refuted.end(), true);
  CHECK(count > 0);
  CHECK(count < static_cast<std::ptrdiff_t>(points.size()));
  for (std::size_t i = 0; i < points.size(); ++i) {
    INFO("point " << board.column_of(points[i]) << "," << board.row_of(points[i]));
    board.place(points[i], kWhite);
    CHECK(refuted[i] == has_vct(board, kBlack));
    board.remove(points[i]);
  }
}

TEST_CASE("refuted defences do not depend on the first cap, given the budget to finish") {
  GomokuBoard board = threatened_board();
  const std::vector<int> points = candidate_points(board);
  std::vector<std::vector<bool>> results;
  // 1: every search is cut at first and decided only by later, wider passes.
  for (const std::uint64_t first_nodes : {0ULL, 1ULL, 5000ULL}) {
    SearchBudget budget({}, std::nullopt, 200'000'000);
    ThreatCache cache(16);
    results.push_back(refuted_defences(board, kWhite, points, kVct, budget, cache, first_nodes));
    CHECK_FALSE(budget.exhausted());
  }
  CHECK(results[1] == results[0]);
  CHECK(results[2] == results[0]);
}

TEST_CASE("refuted defences cut short by the budget claim only proven refutations") {
  GomokuBoard board = threatened_board();
  const std::vector<int> points = candidate_points(board);
  SearchBudget full({}, std::nullopt, 200'000'000);
  ThreatCache full_cache(16);
  const auto all = refuted_defences(board, kWhite, points, kVct, full, full_cache, 5000);
  for (const std::uint64_t nodes : {1ULL, 3'000ULL, 30'000ULL}) {
    SearchBudget budget({}, std::nullopt, nodes);
    ThreatCache cache(16);
    const auto some = refuted_defences(board, kWhite, points, kVct, budget, cache, 5000);
    INFO(nodes << " nodes");
    CHECK(budget.exhausted());
    for (std::size_t i = 0; i < points.size(); ++i) CHECK((!some[i] || all[i]));
    CHECK(board.consistency_error().empty());
  }
}
