// Exact facts about Tic-tac-toe and its players, checked exhaustively.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "ai/perft.h"
#include "games/tictactoe/tictactoe.h"
#include "games/tictactoe/tictactoe_players.h"

using namespace arcade;

namespace {

void collect_positions(const TicTacToe& position, std::set<std::string>& seen) {
  if (!seen.insert(position.position_text()).second) return;
  for (const Move move : position.legal_moves()) {
    TicTacToe child = position;
    child.apply(move);
    collect_positions(child, seen);
  }
}

// Lets `perfect` play `side` against every possible reply of the opponent; returns the number of
// finished games and fails if `perfect` ever loses.
int explore_all_replies(const TicTacToe& position, Side side, Player& perfect) {
  if (position.outcome() != Outcome::ongoing) {
    REQUIRE(winner_of(position.outcome()) != opponent(side));
    return 1;
  }
  if (position.to_move() == side) {
    TicTacToe next = position;
    const Move move = perfect.choose(AnyState(position), {}).move;
    REQUIRE(position.is_legal(move));
    next.apply(move);
    return explore_all_replies(next, side, perfect);
  }
  int games = 0;
  for (const Move move : position.legal_moves()) {
    TicTacToe next = position;
    next.apply(move);
    games += explore_all_replies(next, side, perfect);
  }
  return games;
}

}  // namespace

TEST_CASE("tic-tac-toe has 255168 possible games and 5478 reachable positions") {
  CHECK(perft(TicTacToe(), 9) == 255168);
  std::set<std::string> seen;
  collect_positions(TicTacToe(), seen);
  CHECK(seen.size() == 5478);
}

TEST_CASE("perfect never loses against any line of play, as X or as O") {
  for (const std::uint64_t seed : {1, 2}) {
    auto perfect = make_tictactoe_minimax(9, PlayerConfig{.seed = seed});
    CHECK(explore_all_replies(TicTacToe(), Side::first, *perfect) > 0);
    CHECK(explore_all_replies(TicTacToe(), Side::second, *perfect) > 0);
  }
}

TEST_CASE("perfect proves the empty board a draw and takes the fastest win") {
  auto perfect = make_tictactoe_minimax(9, PlayerConfig{});
  CHECK(perfect->choose(AnyState(TicTacToe()), {}).result == ProvenResult::draw);
  // X to move can win at c1 at once, or later by other means.
  const auto position = TicTacToe::from_text("XX-OO----");
  REQUIRE(position.ok());
  const Decision decision = perfect->choose(AnyState(*position), {});
  CHECK(position->move_text(decision.move) == "c1");
  CHECK(decision.result == ProvenResult::win);
}

TEST_CASE("depth-1 minimax takes a win and depth-2 blocks a threat") {
  auto depth1 = make_tictactoe_minimax(1, PlayerConfig{});
  auto depth2 = make_tictactoe_minimax(2, PlayerConfig{});
  const auto can_win = TicTacToe::from_text("XX-OO----");
  CHECK(can_win->move_text(depth1->choose(AnyState(*can_win), {}).move) == "c1");
  // O to move must block X at c1.
  const auto must_block = TicTacToe::from_text("XX-O-----");
  CHECK(must_block->move_text(depth2->choose(AnyState(*must_block), {}).move) == "c1");
}

TEST_CASE("design 001's hard level may answer a centre opening on an edge; its fix never does") {
  const auto centre = TicTacToe::from_text("----X----");
  REQUIRE(centre.ok());
  const auto is_edge = [](Move cell) { return cell % 2 == 1; };
  int depth3_edges = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto depth3 = make_tictactoe_minimax(3, PlayerConfig{.seed = seed});
    auto fixed = make_tictactoe_forcing_minimax(3, PlayerConfig{.seed = seed});
    if (is_edge(depth3->choose(AnyState(*centre), {}).move)) ++depth3_edges;
    CHECK_FALSE(is_edge(fixed->choose(AnyState(*centre), {}).move));
  }
  // Three plies of open lines rate all eight replies alike, so edges come up about half the time.
  CHECK(depth3_edges > 0);
}

TEST_CASE("the forcing evaluation plays out forced blocks and sees forks") {
  // X to move with X X _ on the top row completes it (though O threatens too).
  CHECK(tictactoe_forcing_evaluation(*TicTacToe::from_text("XX-OO-X-O")) == kTicTacToeForced);
  // O to move faces two lines of X (the top row and the left column) and has none of its own.
  CHECK(tictactoe_forcing_evaluation(*TicTacToe::from_text("X-X-O-X-O")) == -kTicTacToeForced);
  // X in the centre, O on an edge, X on a corner: O must block the corner's diagonal, after which
  // X forks. Before the block O is lost; the open-lines count alone does not see it.
  const auto edge = TicTacToe::from_text("-O--X---X");
  REQUIRE(edge.ok());
  CHECK(tictactoe_forcing_evaluation(*edge) == -kTicTacToeForced);
  CHECK(tictactoe_open_lines(*edge) > -kTicTacToeForced);
  // Nothing forced: the open-lines count.
  CHECK(tictactoe_forcing_evaluation(*TicTacToe::from_text("----X----")) == 4 - 8);
}

TEST_CASE("open lines counts lines still winnable by each side") {
  CHECK(tictactoe_open_lines(TicTacToe()) == 0);
  // X in the centre, O to move: O can still win 4 lines, X 8.
  CHECK(tictactoe_open_lines(*TicTacToe::from_text("----X----")) == 4 - 8);
}

TEST_CASE("tic-tac-toe positions that no game reaches are refused") {
  CHECK_FALSE(TicTacToe::from_text("XX-------").ok());   // two X, no O
  CHECK_FALSE(TicTacToe::from_text("O--------").ok());   // O first
  CHECK_FALSE(TicTacToe::from_text("XXXOOO---").ok());   // two winners
  CHECK_FALSE(TicTacToe::from_text("XXXOO-O--").ok());   // O moved after X won
  CHECK_FALSE(TicTacToe::from_text("XX-OOOXX-").ok());   // X moved after O won
  CHECK(TicTacToe::from_text("XX-OOO-X-").ok());         // O won with the sixth mark
  CHECK_FALSE(TicTacToe::from_text("---------X").ok());  // too long
  CHECK_FALSE(TicTacToe::from_text("----Z----").ok());
  CHECK(TicTacToe::from_text("XXXOO----").ok());
  CHECK(TicTacToe::from_text("xo-------")->to_move() == Side::first);
}
