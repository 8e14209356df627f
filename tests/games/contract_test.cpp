// The contract every game meets, checked by seeded random playouts over all of them at once.
#include <catch2/catch.hpp>

#include <vector>

#include "core/history.h"
#include "core/rng.h"
#include "games/catalog.h"

using namespace arcade;

namespace {

struct Variant {
  const char* game;
  GameOptions options;
};

// Every game, with its default options and with the options that change the rules.
std::vector<Variant> variants() {
  return {
      {"tictactoe", {}},
      {"gomoku", {}},
      {"gomoku", {{"size", "7"}, {"rule", "exact5"}}},
      {"gomoku", {{"size", "5"}}},  // small enough to fill up: draws happen
      {"reversi", {}},
      {"nim", {}},
      {"nim", {{"heaps", "4,2,2,2"}, {"rule", "normal"}}},
  };
}

// Checks the contract on one position: the move list against the outcome, move text, position
// text and illegal moves.
void check_position(const GameInfo& game, const GameOptions& options, const AnyState& position) {
  const MoveList moves = position.legal_moves();
  REQUIRE(moves.empty() == position.is_over());
  const Outcome outcome = position.outcome();
  CHECK(value_for(outcome, Side::first) + value_for(outcome, Side::second) == 0);
  for (const Move move : moves) {
    REQUIRE(position.is_legal(move));
    const auto parsed = position.parse_move(position.move_text(move));
    REQUIRE(parsed);
    CHECK(*parsed == move);
  }
  const auto reparsed = game.parse_position(position.position_text(), options);
  INFO(position.position_text());
  REQUIRE(reparsed.ok());
  CHECK(*reparsed == position);
  CHECK(reparsed->position_text() == position.position_text());

  // Moves that are not legal are refused and change nothing.
  for (const Move bad : {-1, -65536, 1 << 30, 9999}) {
    if (position.is_legal(bad)) continue;
    AnyState copy = position;
    CHECK_FALSE(copy.try_apply(bad));
    CHECK(copy == position);
  }
}

}  // namespace

TEST_CASE("every game keeps its contract over seeded random playouts") {
  for (const auto& variant : variants()) {
    const GameInfo* game = find_game(variant.game);
    REQUIRE(game);
    const auto options = complete_options(*game, variant.options);
    REQUIRE(options.ok());
    DYNAMIC_SECTION(variant.game << " " << options->size()) {
      Rng rng(2024);
      int decisive = 0;
      int drawn = 0;
      for (int playout = 0; playout < 30; ++playout) {
        const auto start = game->start(*options);
        REQUIRE(start.ok());
        History<AnyState> history(*start);
        std::vector<AnyState> seen{*start};
        while (!history.current().is_over()) {
          const AnyState& position = history.current();
          check_position(*game, *options, position);
          const Move move = pick_one(position.legal_moves(), rng);

          AnyState next = position;
          AnyState twin = position;
          REQUIRE(next == twin);
          REQUIRE(next.try_apply(move));
          REQUIRE(twin.try_apply(move));
          CHECK(next == twin);
          CHECK(next.to_move() != position.to_move());
          CHECK_FALSE(next == position);  // the copy moved on, the original did not
          history.push(move, next);
          seen.push_back(next);
        }
        check_position(*game, *options, history.current());
        (history.current().outcome() == Outcome::draw ? drawn : decisive) += 1;

        // Undo restores every earlier state, and redo every later one.
        for (std::size_t i = seen.size(); i-- > 0;) {
          REQUIRE(history.current() == seen[i]);
          if (i > 0) REQUIRE(history.undo());
        }
        CHECK_FALSE(history.undo());
        while (history.redo()) {
        }
        CHECK(history.current() == seen.back());
      }
      CHECK(decisive > 0);
    }
  }
}

TEST_CASE("every game lists players gentlest first, each with a unique id, each able to move") {
  for (const auto& game : game_catalog()) {
    REQUIRE(game.players.size() >= 2);
    CHECK(game.players.front().id == "random");
    for (std::size_t i = 1; i < game.players.size(); ++i) {
      CHECK(game.players[i - 1].strength < game.players[i].strength);
      for (std::size_t j = 0; j < i; ++j) CHECK(game.players[i].id != game.players[j].id);
    }
    const auto start = game.start({});
    REQUIRE(start.ok());
    for (const auto& info : game.players) {
      PlayerConfig config;
      config.seed = 3;
      config.iterations = 50;
      config.time_ms = 5000;
      config.nodes = 50'000;  // keeps the search players to a fraction of a second
      auto player = info.make(config);
      INFO(game.id << " " << info.id);
      CHECK(start->is_legal(player->choose(*start, {}).move));
    }
  }
}

TEST_CASE("bad options are refused with a message naming the problem") {
  const GameInfo& nim = *find_game("nim");
  CHECK(nim.start({{"heaps", "0"}}).error().find("heap") != std::string::npos);
  CHECK_FALSE(nim.start({{"heaps", ""}}).ok());
  CHECK_FALSE(nim.start({{"heaps", "3,x"}}).ok());
  CHECK(nim.start({{"colour", "red"}}).error().find("no option 'colour'") != std::string::npos);
  CHECK_FALSE(nim.start({{"rule", "strange"}}).ok());
  const GameInfo& gomoku = *find_game("gomoku");
  CHECK_FALSE(gomoku.start({{"size", "4"}}).ok());
  CHECK_FALSE(gomoku.start({{"size", "21"}}).ok());
  CHECK(gomoku.start({{"size", "20"}}).ok());
  CHECK_FALSE(gomoku.start({{"size", "nine"}}).ok());
  CHECK(gomoku.start({{"size", "9"}}).ok());
  CHECK_FALSE(find_game("tictactoe")->start({{"size", "4"}}).ok());
}

TEST_CASE("move lists replay, with Reversi passes filled in, and bad moves are named") {
  const GameInfo& reversi = *find_game("reversi");
  auto played = replay_moves(*reversi.start({}), "f5d6c3d3c4");
  REQUIRE(played.ok());
  CHECK(played->to_move() == Side::second);
  auto bad = replay_moves(*reversi.start({}), "f5 d6 a1");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error() == "move 3 'a1' is not a legal move there");

  // Black to move has no move, white does: "pass" may be written or left out.
  const auto position = reversi.parse_position(std::string(56, 'X') + "OXXXXXX- X", {});
  REQUIRE(position.ok());
  CHECK(position->legal_moves() == MoveList{64});
  CHECK(position->move_text(64) == "pass");
  const auto after_explicit = replay_moves(*position, "pass h8");
  const auto after_implicit = replay_moves(*position, "h8");
  REQUIRE(after_explicit.ok());
  REQUIRE(after_implicit.ok());
  CHECK(*after_explicit == *after_implicit);
  CHECK(after_implicit->is_over());

  auto finished = replay_moves(*find_game("tictactoe")->start({}), "a1 a2 b1 b2 c1 c3");
  REQUIRE_FALSE(finished.ok());
  CHECK(finished.error() == "move 6 'c3' comes after the end of the game");
}
