// What the app and the command line know about a game.
#include "games/game_info.h"

#include <algorithm>
#include <cmath>

#include "core/text.h"
#include "games/common/move_list.h"

namespace arcade {

const PlayerInfo* GameInfo::find_player(std::string_view player_id) const {
  for (const auto& player : players) {
    if (player.id == player_id) return &player;
  }
  return nullptr;
}

const PlayerInfo& GameInfo::strongest() const {
  const auto levels = ladder();
  if (!levels.empty()) return *levels.back();
  return *std::max_element(players.begin(), players.end(),
                           [](const auto& a, const auto& b) { return a.strength < b.strength; });
}

std::vector<const PlayerInfo*> GameInfo::ladder() const {
  std::vector<const PlayerInfo*> levels;
  for (const auto& player : players) {
    if (player.tier) levels.push_back(&player);
  }
  std::stable_sort(levels.begin(), levels.end(),
                   [](const PlayerInfo* a, const PlayerInfo* b) { return *a->tier < *b->tier; });
  return levels;
}

Result<AnyState> GameInfo::start(const GameOptions& chosen) const {
  auto complete = complete_options(*this, chosen);
  if (!complete) return Error{complete.error()};
  return make_start(*complete);
}

Result<AnyState> GameInfo::parse_position(std::string_view text, const GameOptions& chosen) const {
  auto complete = complete_options(*this, chosen);
  if (!complete) return Error{complete.error()};
  return make_position(text, *complete);
}

Result<GameOptions> complete_options(const GameInfo& game, const GameOptions& options) {
  GameOptions complete;
  for (const auto& option : game.options) complete[option.key] = option.default_value;
  for (const auto& [key, value] : options) {
    const auto known = std::find_if(game.options.begin(), game.options.end(),
                                    [&key = key](const OptionInfo& o) { return o.key == key; });
    if (known == game.options.end()) {
      std::vector<std::string> keys;
      for (const auto& o : game.options) keys.push_back(o.key);
      return fail(game.id + " has no option " + quote_for_message(key) +
                  (keys.empty() ? " (it has no options)" : " (it has: " + join(keys, ", ") + ")"));
    }
    if (!known->choices.empty() &&
        std::find(known->choices.begin(), known->choices.end(), value) == known->choices.end()) {
      return fail(game.id + " option " + key + " is one of " + join(known->choices, ", ") +
                  ", not " + quote_for_message(value));
    }
    complete[key] = value;
  }
  return complete;
}

Result<AnyState> replay_moves(AnyState position, std::string_view moves) {
  auto read = read_moves(position, moves);
  if (!read) return Error{read.error()};
  for (const Move move : *read) position.try_apply(move);
  return position;
}

Result<std::vector<Move>> read_moves(AnyState position, std::string_view moves) {
  std::vector<Move> read;
  int number = 0;
  for (const auto& token : split_move_list(moves)) {
    ++number;
    auto move = position.parse_move(token);
    if (!move) {
      const auto legal = position.legal_moves();
      if (legal.size() == 1 && position.is_pass(legal.front())) {
        AnyState after_pass = position;
        after_pass.try_apply(legal.front());
        if (const auto next = after_pass.parse_move(token)) {
          read.push_back(legal.front());
          position = std::move(after_pass);
          move = next;
        }
      }
    }
    if (!move) {
      return fail(
          "move " + std::to_string(number) + " " + quote_for_message(token) +
          (position.is_over() ? " comes after the end of the game" : " is not a legal move there"));
    }
    read.push_back(*move);
    position.try_apply(*move);
  }
  return read;
}

}  // namespace arcade

namespace arcade {

Judgement proven_judgement(ProvenResult result, Side mover) {
  switch (result) {
    case ProvenResult::win:
      return exact_judgement(mover);
    case ProvenResult::loss:
      return exact_judgement(opponent(mover));
    case ProvenResult::draw:
      break;
  }
  return exact_judgement(std::nullopt);
}

Judgement exact_judgement(std::optional<Side> winner) {
  if (!winner) return {0, true};
  return {*winner == Side::first ? 1.0 : -1.0, true};
}

Judgement estimate_judgement(double score_for_mover, double scale, Side to_move) {
  // tanh keeps an estimate strictly inside (-1, 1); the clamp keeps it there in floating point.
  const double squashed = std::clamp(std::tanh(score_for_mover / scale), -0.98, 0.98);
  return {to_move == Side::first ? squashed : -squashed, false};
}

std::optional<Judgement> judge_position(const GameInfo& game, const AnyState& position,
                                        std::stop_token stop) {
  if (position.is_over()) return exact_judgement(winner_of(position.outcome()));
  if (!game.judge || stop.stop_requested()) return std::nullopt;
  return game.judge(position, std::move(stop));
}

}  // namespace arcade
