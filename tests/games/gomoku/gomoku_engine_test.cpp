// The Gomoku engine players: forced wins found and reported, threats blocked, the opponent's VCF
// defended, both rules respected, node-limited determinism and a prompt stop.
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#include "core/referee.h"
#include "games/gomoku/gomoku_engine.h"
#include "games/gomoku/gomoku_engine_players.h"
#include "games/gomoku/gomoku_puzzles.h"
#include "games/gomoku/gomoku_threats.h"
#include "gomoku_test_boards.h"

using namespace arcade;

namespace {

// The strong player's decision with a node budget, so the test is deterministic.
Decision strong_decision(const Gomoku& position, std::uint64_t nodes = 50'000) {
  auto player = make_gomoku_strong_player(PlayerConfig{.seed = 5, .nodes = nodes});
  const Decision decision = player->choose(AnyState(position), {});
  INFO(position.position_text() << " -> " << decision.info);
  REQUIRE(position.is_legal(decision.move));
  return decision;
}

std::string strong_move(const Gomoku& position) {
  return position.move_text(strong_decision(position).move);
}

// True if black, to move on `position` after `reply`... has a VCF: for checking defences.
bool has_vcf(const Gomoku& position, gomoku::Color attacker) {
  auto board = gomoku::GomokuBoard::from_position(position);
  SearchBudget budget({}, std::nullopt, 2'000'000);
  gomoku::ThreatCache cache(14);
  gomoku::ThreatSearch threats(board, budget, cache);
  const bool found = threats.find_vcf(attacker, 30).has_value();
  REQUIRE_FALSE(threats.aborted());
  return found;
}

}  // namespace

TEST_CASE("strong plays the four-three and the three-four VCF and says it wins") {
  const Decision four_three = strong_decision(gomoku_from_rows(gomoku_four_three_puzzle().rows));
  CHECK(four_three.result == ProvenResult::win);
  CHECK(gomoku_from_rows(gomoku_four_three_puzzle().rows).move_text(four_three.move) == "h8");
  const Gomoku fours = gomoku_from_rows(gomoku_three_fours_puzzle().rows);
  const Decision vcf = strong_decision(fours);
  CHECK(vcf.result == ProvenResult::win);
  CHECK(fours.move_text(vcf.move) == "e11");
}

TEST_CASE("strong finds the win by a four and a double three, and converts it") {
  const Gomoku start = gomoku_from_rows(gomoku_four_then_double_three_puzzle().rows);
  const Decision first = strong_decision(start);
  CHECK(first.result == ProvenResult::win);
  // Played out against its own defence, black wins within a few moves.
  auto black = make_gomoku_strong_player(PlayerConfig{.seed = 1, .nodes = 100'000});
  auto white = make_gomoku_strong_player(PlayerConfig{.seed = 2, .nodes = 100'000});
  const GameRecord record = referee_game(AnyState(start), *black, *white);
  CHECK(record.outcome == Outcome::first_wins);
  CHECK(record.moves.size() <= 11);
}

TEST_CASE("strong blocks fours and open threes where they must be blocked") {
  // White to move in each. A closed four g8..j8 (f8 white): only k8 stops it.
  CHECK(strong_move(gomoku_from_rows(
            {"O..............", "...............", "...............", "...............",
             "...............", "...............", "...............", ".....OXXXX.....",
             "...............", "...............", "...............", "...............",
             "...............", "...............", "..............O"})) == "k8");
  // A broken four g8 h8 _ j8 k8: the gap.
  CHECK(strong_move(gomoku_from_rows(
            {"O..............", "...............", "...............", "...............",
             "...............", "...............", "...............", "......XX.XX....",
             "...............", "...............", "...............", "...............",
             "...............", "...............", "O.............O"})) == "i8");
  // An open three f8 g8 h8: e8 or i8 (the far points e.g. d8 would let it become an open four).
  const std::string open = strong_move(
      gomoku_from_rows({"O..............", "...............", "...............", "...............",
                        "...............", "...............", "...............", ".....XXX.......",
                        "...............", "...............", "...............", "...............",
                        "...............", "...............", "..............O"}));
  CHECK((open == "e8" || open == "i8"));
  // A broken three f8 _ h8 i8: the gap or an end.
  const std::string broken = strong_move(
      gomoku_from_rows({"O..............", "...............", "...............", "...............",
                        "...............", "...............", "...............", ".....X.XX......",
                        "...............", "...............", "...............", "...............",
                        "...............", "...............", "..............O"}));
  CHECK((broken == "g8" || broken == "e8" || broken == "j8"));
}

TEST_CASE("against an open four strong blocks one end and knows it has lost") {
  const Gomoku position = gomoku_from_rows({
      "O..............",
      "...............",
      "...............",
      "...............",
      "...............",
      "...............",
      "...............",
      "....XXXX.......",
      "...............",
      "...............",
      "...............",
      "O..............",
      "...............",
      "...............",
      "..............O",
  });
  REQUIRE(position.to_move() == Side::second);
  const Decision decision = strong_decision(position);
  const std::string move = position.move_text(decision.move);
  CHECK((move == "d8" || move == "i8"));
  CHECK(decision.result == ProvenResult::loss);
}

TEST_CASE("strong defends against the opponent's VCF") {
  // The three-fours position with white to move (one white stone fewer): white must break the
  // chain of fours, and after its move black has no VCF left.
  std::vector<std::string> rows = gomoku_three_fours_puzzle().rows;
  rows[14] = "O.............O";
  const Gomoku position = gomoku_from_rows(rows);
  REQUIRE(position.to_move() == Side::second);
  REQUIRE(has_vcf(position, gomoku::kBlack));
  Gomoku after = position;
  after.apply(strong_decision(position).move);
  CHECK_FALSE(has_vcf(after, gomoku::kBlack));
}

TEST_CASE("the search itself answers the opponent's VCF, without the root's filter") {
  // White threatens i6, a four and an open three at once (a VCF of two fours); black has no
  // threat. Only i5, i6, i9 and j6 stop it (see the threat search's test of this position).
  const Gomoku position = gomoku_from_rows({
      "...............",
      ".X...........X.",
      "...............",
      "...............",
      "...............",
      "....XOOO.......",
      "........O......",
      "........O......",
      "...............",
      "...............",
      "...............",
      "...............",
      "...............",
      ".X...........X.",
      "...............",
  });
  REQUIRE(position.to_move() == Side::first);
  REQUIRE(has_vcf(position, gomoku::kWhite));
  gomoku::EngineSettings settings = gomoku_strong_settings();
  settings.defend_vcf = false;  // no root filter: only the search's own VCF defence is left
  settings.vct_depth = 0;
  settings.style.inner_vcf_nodes = 200;
  gomoku::GomokuEngine engine(settings);
  const auto board = gomoku::GomokuBoard::from_position(position);
  const auto decision = engine.choose(board, gomoku::kBlack, {.nodes = 20'000});
  Gomoku after = position;
  after.apply(board.move_of_point(decision.point));
  INFO(position.move_text(board.move_of_point(decision.point))
       << ": " << decision.reason << ", depth " << decision.depth << ", score " << decision.score
       << ", " << gomoku::describe_phases(decision.phases, true));
  CHECK_FALSE(has_vcf(after, gomoku::kWhite));
}

TEST_CASE("under exact five strong plays the real five and blocks only real fours") {
  // Black d8 e8 f8 g8 and i8: h8 would make six. Under exact five only c8 wins.
  const std::vector<std::string> black_to_move = {
      "O.............O", "...............", "...............", "...............",
      "...............", "...............", "...............", "...XXXX.X......",
      "...............", "...............", "...............", "...............",
      "...............", "O..............", "O.............O"};
  const Gomoku exact = gomoku_from_rows(black_to_move, true);
  const Decision win = strong_decision(exact);
  CHECK(exact.move_text(win.move) == "c8");
  CHECK(win.result == ProvenResult::win);
  // Freestyle: c8 and h8 both win.
  const Gomoku free = gomoku_from_rows(black_to_move, false);
  const std::string free_win = free.move_text(strong_decision(free).move);
  CHECK((free_win == "c8" || free_win == "h8"));
  // White to move under exact five must take c8; h8 is harmless there.
  std::vector<std::string> white_to_move = black_to_move;
  white_to_move[14] = "O..............";
  const Gomoku defend = gomoku_from_rows(white_to_move, true);
  REQUIRE(defend.to_move() == Side::second);
  CHECK(defend.move_text(strong_decision(defend).move) == "c8");
}

TEST_CASE("with a node budget the engine players choose the same move every time") {
  const Gomoku position = *Gomoku::from_text("h8 i9 h9 h10 g8 i8 i7", {});
  for (const auto make : {make_gomoku_strong_player, make_gomoku_tactics_player}) {
    auto one = make(PlayerConfig{.seed = 3, .nodes = 10'000});
    auto two = make(PlayerConfig{.seed = 3, .nodes = 10'000});
    const Decision a = one->choose(AnyState(position), {});
    const Decision b = two->choose(AnyState(position), {});
    CHECK(a.move == b.move);
    CHECK(a.info == b.info);
    // The same player asked again (its tables now warm) still chooses a legal move.
    CHECK(position.is_legal(one->choose(AnyState(position), {}).move));
  }
}

TEST_CASE("a searched decision reports the line it expects, its own move first") {
  const Gomoku position = *Gomoku::from_text("h8 i9 h9 h10 g8 i8 i7", {});
  gomoku::GomokuEngine engine(gomoku_strong_settings());
  const auto board = gomoku::GomokuBoard::from_position(position);
  const auto decision = engine.choose(board, gomoku::kWhite, {.nodes = 50'000});
  REQUIRE(decision.reason == "search");
  REQUIRE(decision.line.size() >= 2);
  CHECK(decision.line.front() == decision.point);
  // A line that can be played: each move legal in turn.
  Gomoku played = position;
  for (const int point : decision.line) {
    REQUIRE(played.outcome() == Outcome::ongoing);
    const Move move = board.move_of_point(point);
    REQUIRE(played.is_legal(move));
    played.apply(move);
  }
  // The player's text carries it in the game's notation.
  auto player = make_gomoku_strong_player(PlayerConfig{.seed = 1, .nodes = 50'000});
  const Decision shown = player->choose(AnyState(position), {});
  CHECK(shown.info.find(", line " + position.move_text(shown.move)) != std::string::npos);
}

TEST_CASE("the engine players stop promptly when asked, with a legal move") {
  const Gomoku position = *Gomoku::from_text("h8 i9 h9 h10 g8 i8 i7 j8", {});
  auto player = make_gomoku_strong_player(PlayerConfig{.seed = 1, .time_ms = 600'000});
  // Already stopped: an answer at once.
  std::stop_source stopped;
  stopped.request_stop();
  CHECK(position.is_legal(player->choose(AnyState(position), stopped.get_token()).move));
  // Stopped while thinking: the ten-minute budget is abandoned.
  std::stop_source source;
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    source.request_stop();
  });
  const auto begin = std::chrono::steady_clock::now();
  const Decision decision = player->choose(AnyState(position), source.get_token());
  const auto waited = std::chrono::steady_clock::now() - begin;
  stopper.join();
  CHECK(position.is_legal(decision.move));
  // Generous, for loaded machines and sanitizers: the point is that it does not run ten minutes.
  CHECK(waited < std::chrono::seconds(20));
}
