// The contract every game meets, checked by seeded random playouts.
#include "common/game_contract.h"

#include <catch2/catch.hpp>

#include <stop_token>
#include <vector>

#include "core/history.h"
#include "core/rng.h"
#include "draw/art/painter.h"
#include "games/common/tiers.h"
#include "recording_canvas.h"

namespace arcade::testing {
namespace {

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

// One random playout from the start, checking every position and then undo and redo.
Outcome check_playout(const GameInfo& game, const GameOptions& options, Rng& rng) {
  const auto start = game.start(options);
  REQUIRE(start.ok());
  History<AnyState> history(*start);
  std::vector<AnyState> seen{*start};
  while (!history.current().is_over()) {
    const AnyState& position = history.current();
    check_position(game, options, position);
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
  check_position(game, options, history.current());

  // Undo restores every earlier state, and redo every later one.
  for (std::size_t i = seen.size(); i-- > 0;) {
    REQUIRE(history.current() == seen[i]);
    if (i > 0) REQUIRE(history.undo());
  }
  CHECK_FALSE(history.undo());
  while (history.redo()) {
  }
  CHECK(history.current() == seen.back());
  return history.current().outcome();
}

}  // namespace

void check_game_contract(const GameInfo& game, const GameOptions& options, const ContractRun& run) {
  const auto complete = complete_options(game, options);
  INFO(game.id);
  REQUIRE(complete.ok());
  Rng rng(run.seed);
  int decisive = 0;
  for (int playout = 0; playout < run.playouts; ++playout) {
    if (check_playout(game, *complete, rng) != Outcome::draw) ++decisive;
  }
  if (run.expect_decisive) CHECK(decisive > 0);
}

void check_players_answer(const GameInfo& game) {
  INFO(game.id);
  REQUIRE(game.players.size() >= 2);
  CHECK(game.players.front().id == "random");
  for (std::size_t i = 1; i < game.players.size(); ++i) {
    CHECK(game.players[i - 1].strength < game.players[i].strength);
    for (std::size_t j = 0; j < i; ++j) CHECK(game.players[i].id != game.players[j].id);
  }
  const auto start = game.start({});
  REQUIRE(start.ok());
  std::stop_source stopped;
  stopped.request_stop();
  for (const auto& info : game.players) {
    INFO(info.id);
    PlayerConfig config;
    config.seed = 3;
    config.iterations = 50;
    config.time_ms = 5000;
    config.nodes = 50'000;  // keeps the search players to a fraction of a second
    auto player = info.make(config);
    CHECK(start->is_legal(player->choose(*start, {}).move));
    // Asked to stop before it starts, a player still answers with a legal move, at once.
    auto patient = info.make(PlayerConfig{.time_ms = 60'000});
    CHECK(start->is_legal(patient->choose(*start, stopped.get_token()).move));
  }
}

namespace {

// True when painting `art` leaves some pixel not fully transparent.
bool paints_something(const Art& art) {
  art::Image image(art.size);
  art.paint(image);
  const auto bytes = image.rgba8();
  for (std::size_t i = 3; i < bytes.size(); i += 4) {
    if (bytes[i] > 0) return true;
  }
  return false;
}

// The window's board area on its 1280×720 canvas (app/scenes/game_layout.h).
constexpr Rect kBoardArea{124, 16, 780, 688};

// Every legal move of `position` shows on a target that asks for it, and the position draws.
void check_view_on(const GameView& view, const AnyState& position, const Theme& theme) {
  INFO(position.position_text());
  for (const Move move : position.legal_moves()) {
    const auto target = view.target_of(move, position);
    if (!target) continue;  // a move with no place on the board (a pass) is played by itself
    REQUIRE(*target >= 0);
    REQUIRE(*target < static_cast<int>(view.targets().size()));
    INFO(position.move_text(move) << " on target " << *target);
    CHECK(view.move_at(*target, position) == std::optional<Move>(move));
  }
  RecordingCanvas canvas;
  BoardFrame frame{position, theme};
  frame.show_legal_moves = true;
  view.draw(canvas, frame);
  CHECK(canvas.calls() > 0);
}

}  // namespace

void check_view_contract(const GameInfo& game, const GameOptions& options, const ContractRun& run) {
  INFO(game.id);
  REQUIRE(game.make_view);
  REQUIRE(game.menu_picture);
  CHECK(paints_something(*game.menu_picture));
  for (const Art* art : game.pictures) {
    REQUIRE(art);
    INFO(art->name);
    CHECK(art->size > 0);
    CHECK(paints_something(*art));
  }
  const auto complete = complete_options(game, options);
  REQUIRE(complete.ok());
  auto view = game.make_view();
  REQUIRE(view);
  Rng rng(run.seed);
  for (const bool high_contrast : {false, true}) {
    const Theme& theme = theme_for(high_contrast);
    for (int side = 0; side < 2; ++side) {
      RecordingCanvas canvas;
      view->draw_side(canvas, {0, 0, 100, 100}, static_cast<Side>(side), theme);
      CHECK(canvas.calls() > 0);
    }
    for (int playout = 0; playout < std::max(1, run.playouts / 5); ++playout) {
      AnyState position = *game.start(*complete);
      view->layout(kBoardArea, position);
      const auto& targets = view->targets();
      REQUIRE_FALSE(targets.empty());
      for (std::size_t i = 0; i < targets.size(); ++i) {
        CHECK(targets[i].w > 0);
        for (std::size_t j = 0; j < i; ++j) CHECK_FALSE(overlaps(targets[i], targets[j]));
      }
      while (!position.is_over()) {
        check_view_on(*view, position, theme);
        position.try_apply(pick_one(position.legal_moves(), rng));
      }
      check_view_on(*view, position, theme);
    }
  }
}

void check_ladder_shape(const GameInfo& game) {
  INFO(game.id);
  const auto ladder = game.ladder();
  REQUIRE(ladder.size() >= 4);
  REQUIRE(ladder.size() <= static_cast<std::size_t>(kTierCount));
  CHECK(ladder.front()->id == "random");
  CHECK(&game.strongest() == ladder.back());
  const int levels = static_cast<int>(ladder.size());
  for (int rank = 0; rank < levels; ++rank) {
    const PlayerInfo& level = *ladder[static_cast<std::size_t>(rank)];
    INFO(level.id);
    CHECK(*level.tier == tier_for_rank(rank, levels));
    CHECK(level.name == tier_info(*level.tier).name);
    if (rank > 0) CHECK(ladder[static_cast<std::size_t>(rank) - 1]->strength < level.strength);
  }
  CHECK(*ladder.back()->tier == kTopTier);
  for (const auto& player : game.players) {
    if (player.tier) continue;
    INFO(player.id);
    CHECK_FALSE(player.name.empty());
    for (const auto& tier : kTiers) CHECK(player.name != tier.name);
  }
}

}  // namespace arcade::testing
