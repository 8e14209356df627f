// Self-play games for the trainer.
#include "games/reversi/train/reversi_selfplay.h"

#include <memory>

#include "ai/budget.h"
#include "core/rng.h"
#include "games/reversi/reversi.h"
#include "games/reversi/reversi_driver.h"

namespace arcade::reversi {
namespace {

// The tables of one game: fresh for each, so a game replays alike whatever came before it.
struct GameTables {
  TranspositionTable midgame{16};
  TranspositionTable endgame{18};
};

std::uint64_t game_seed(std::uint64_t seed, std::uint32_t game) {
  return seed * 0x9E3779B97F4A7C15ULL + game * 0xD1B54A32D192ED03ULL + 1;
}

// The move a position's engine search chooses, with the record of what it found.
int search_move(const Reversi& position, const SelfPlaySettings& settings,
                const Evaluator& evaluator, GameTables& tables, int& guess,
                TrainingRecord& record) {
  const Engine& engine = fastest_engine();
  SearchBudget budget({}, std::nullopt, std::nullopt);
  SearchContext context{tables.midgame, tables.endgame, budget, evaluator};
  const int empties = count_bits(position.empty_squares());
  tables.midgame.next_generation();
  tables.endgame.next_generation();
  if (empties <= settings.exact_empties) {
    const RootAnswer answer =
        solve_around(engine, position.own(), position.other(), guess, -1, context);
    record.exact = static_cast<std::int8_t>(answer.score);
    guess = -answer.score;
    return answer.move;
  }
  const Deepening reached =
      deepen(engine, position.own(), position.other(), settings.depth, context, std::nullopt);
  record.search = static_cast<std::int16_t>(reached.score);
  record.search_depth = static_cast<std::uint8_t>(reached.depth);
  if (reached.exact) record.exact = static_cast<std::int8_t>(reached.score / kScorePerDisc);
  guess = -disc_guess(reached.score);
  return reached.move;
}

}  // namespace

std::vector<TrainingRecord> play_training_game(const SelfPlaySettings& settings,
                                               std::uint32_t game) {
  const std::uint64_t seed = game_seed(settings.seed, game);
  Rng rng(seed);
  const Evaluator evaluator = settings.evaluator(seed);
  auto tables = std::make_unique<GameTables>();
  Reversi position;
  const int span = settings.random_plies_max - settings.random_plies_min + 1;
  const int random_plies =
      settings.random_plies_min + static_cast<int>(rng.below(static_cast<std::uint64_t>(span)));
  std::vector<TrainingRecord> records;
  std::vector<Side> movers;
  int guess = 0;
  for (int ply = 0; position.outcome() == Outcome::ongoing; ++ply) {
    const MoveList moves = position.legal_moves();
    if (moves.size() == 1 && moves.front() == Reversi::kPass) {
      position.apply(Reversi::kPass);
      guess = -guess;
      continue;
    }
    if (ply < random_plies) {
      position.apply(moves[static_cast<std::size_t>(rng.below(moves.size()))]);
      continue;
    }
    TrainingRecord record;
    record.own = position.own();
    record.other = position.other();
    record.game = game;
    const int move = search_move(position, settings, evaluator, *tables, guess, record);
    records.push_back(record);
    movers.push_back(position.to_move());
    position.apply(move);
  }
  const int black_margin = position.count(Side::first) - position.count(Side::second);
  const int empties = count_bits(position.empty_squares());
  const int black_result = black_margin > 0   ? black_margin + empties
                           : black_margin < 0 ? black_margin - empties
                                              : 0;
  for (std::size_t index = 0; index < records.size(); ++index) {
    const int result = movers[index] == Side::first ? black_result : -black_result;
    records[index].result = static_cast<std::int8_t>(result);
  }
  if (!records.empty()) records.back().flags |= TrainingRecord::kLastOfGame;
  return records;
}

}  // namespace arcade::reversi
