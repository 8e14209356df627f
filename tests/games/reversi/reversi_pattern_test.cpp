// The pattern evaluation: the board symmetries, the shapes' instances, the canonical
// configurations, the weights' text form, and an evaluation that every kernel computes alike and
// that no symmetry of the board changes.
#include <catch2/catch.hpp>

#include <set>

#include "core/rng.h"
#include "games/reversi/reversi_eval_impl.h"
#include "games/reversi/reversi_evaluation_match.h"
#include "games/reversi/reversi_pattern_eval.h"
#include "games/reversi/reversi_patterns.h"
#include "games/reversi/reversi_symmetry.h"
#include "reversi_test_support.h"

using namespace arcade;
using namespace arcade::reversi;
using reversi_test::engines;
using reversi_test::random_position;

namespace {

// The symmetry by moving squares one at a time: column c, row r.
Bitboard reference_symmetry(int symmetry, Bitboard board) {
  Bitboard image = 0;
  for (int square = 0; square < 64; ++square) {
    if (!(board >> square & 1)) continue;
    int column = square % 8;
    int row = square / 8;
    if (symmetry & 4) std::swap(column, row);
    if (symmetry & 1) column = 7 - column;
    if (symmetry & 2) row = 7 - row;
    image |= square_bit(row * 8 + column);
  }
  return image;
}

// Random weights, the mirrored configurations sharing theirs.
PatternWeights random_weights(Rng& rng) {
  PatternWeights weights;
  for (int stage = 0; stage < kEvalStages; ++stage) {
    std::int16_t* table = weights.patterns(stage);
    for (int i = 0; i < kPatternTableSize; ++i) {
      table[i] = static_cast<std::int16_t>(static_cast<int>(rng.below(401)) - 200);
    }
    for (auto& scalar : weights.scalars(stage)) {
      scalar = static_cast<std::int16_t>(static_cast<int>(rng.below(201)) - 100);
    }
  }
  weights.share_mirrored_weights();
  return weights;
}

// The evaluation as the trainer sees it: the weights at pattern_positions and the scalars.
int sum_of_weights(Bitboard own, Bitboard other, const PatternWeights& weights) {
  const int stage = eval_stage(count_bits(~(own | other)));
  std::array<std::uint32_t, kPatternInstances> positions{};
  pattern_positions(own, other, gather_bits, positions.data());
  int sum = 0;
  for (const std::uint32_t position : positions) sum += weights.patterns(stage)[position];
  const auto features = scalar_features<PortableKernel>(own, other);
  for (int f = 0; f < kScalarFeatures; ++f) {
    sum += weights.scalars(stage)[static_cast<unsigned>(f)] * features[static_cast<unsigned>(f)];
  }
  return std::clamp(sum, -kMostEvaluation, kMostEvaluation);
}

}  // namespace

TEST_CASE("the eight board symmetries move squares as their definitions say") {
  Rng rng(5);
  for (int i = 0; i < 100; ++i) {
    const Bitboard board = rng.next();
    std::set<Bitboard> images;
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
      CHECK(apply_symmetry(symmetry, board) == reference_symmetry(symmetry, board));
      CHECK(symmetric_boards(board)[static_cast<unsigned>(symmetry)] ==
            apply_symmetry(symmetry, board));
      images.insert(apply_symmetry(symmetry, board));
    }
    CHECK(images.size() == 8);  // a random board has no symmetry of its own
  }
}

TEST_CASE("each shape is read once in every place the board's symmetries carry it") {
  int instances = 0;
  for (const PatternGroup& group : kPatternGroups) {
    std::set<Bitboard> places;
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
      places.insert(detail::squares_read(symmetry, group.mask));
    }
    std::set<Bitboard> read;
    for (int i = 0; i < group.instance_count; ++i) {
      read.insert(detail::squares_read(group.symmetries[static_cast<unsigned>(i)], group.mask));
    }
    CHECK(read == places);
    CHECK(group.size == detail::power_of_three(group.squares));
    instances += group.instance_count;
  }
  CHECK(instances == kPatternInstances);
  CHECK(kPatternInstances == 46);
}

TEST_CASE("a configuration and its mirror image share one canonical weight") {
  const auto& canonical = canonical_pattern_positions();
  REQUIRE(canonical.size() == static_cast<std::size_t>(kPatternTableSize));
  for (std::size_t position = 0; position < canonical.size(); ++position) {
    CHECK(canonical[position] <= position);
    CHECK(canonical[canonical[position]] == canonical[position]);
  }
  // The edge: a disc of own's on a1 only, and on h1 only, are mirror images.
  const auto edge_index = [](Bitboard own) {
    return kTernary[gather_bits(own, kPatternGroups[0].mask)];
  };
  CHECK(canonical[edge_index(square_bit(0))] == canonical[edge_index(square_bit(7))]);
  CHECK(canonical[edge_index(square_bit(0))] != canonical[edge_index(square_bit(1))]);
}

TEST_CASE("every kernel's pattern evaluation is the sum of the weights the position selects") {
  Rng rng(6);
  const PatternWeights weights = random_weights(rng);
  const Evaluator evaluator(weights);
  for (int i = 0; i < 300; ++i) {
    const Reversi position = random_position(rng, static_cast<int>(1 + rng.below(59)));
    const int expected = sum_of_weights(position.own(), position.other(), weights);
    for (const Engine* engine : engines()) {
      CHECK(engine->evaluate(position.own(), position.other(), evaluator) == expected);
    }
  }
}

TEST_CASE("no symmetry of the board changes the pattern evaluation") {
  Rng rng(7);
  const PatternWeights weights = random_weights(rng);
  const Evaluator evaluator(weights);
  const Engine& engine = fastest_engine();
  for (int i = 0; i < 200; ++i) {
    const Reversi position = random_position(rng, static_cast<int>(1 + rng.below(59)));
    const int score = engine.evaluate(position.own(), position.other(), evaluator);
    for (int symmetry = 1; symmetry < 8; ++symmetry) {
      CHECK(engine.evaluate(apply_symmetry(symmetry, position.own()),
                            apply_symmetry(symmetry, position.other()), evaluator) == score);
    }
  }
}

TEST_CASE("pattern weights survive their text form, and damaged text is refused") {
  Rng rng(8);
  PatternWeights weights = random_weights(rng);
  weights.patterns(3)[100] = 0;  // runs of zeros too
  weights.share_mirrored_weights();
  const std::string text = weights.to_text();
  const auto read = PatternWeights::from_text("# a comment line\n" + text);
  REQUIRE(read.ok());
  CHECK(*read == weights);

  const auto header_end = text.find('\n');
  CHECK_FALSE(PatternWeights::from_text(text.substr(header_end + 1)).ok());      // no header
  CHECK_FALSE(PatternWeights::from_text(text.substr(0, text.size() / 2)).ok());  // cut short
  CHECK_FALSE(PatternWeights::from_text(text + "AAAA\n").ok());                  // left over
  std::string bad_character = text;
  bad_character[header_end + 10] = '*';
  const auto refused = PatternWeights::from_text(bad_character);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().find("base-64") != std::string::npos);
}

TEST_CASE("the built-in pattern weights parse") {
  CHECK(PatternWeights::from_text(trained_pattern_weights_text()).ok());
}

TEST_CASE("the trained evaluation beats the hand-tuned one at the same nodes a move", "[slow]") {
  // Ten paired openings, colours swapped, 50,000 nodes a move: a node budget, so the match
  // replays exactly whatever the machine's load.
  EvaluationMatchSettings settings;
  settings.pairs = 10;
  settings.seed = 3;
  settings.nodes = 50'000;
  const EvaluationMatchResult result =
      play_evaluation_match(trained_evaluator(), Evaluator{}, settings);
  INFO("wins " << result.wins << ", losses " << result.losses << ", draws " << result.draws
               << ", disc balance " << result.disc_balance);
  CHECK(result.wins > result.losses);
  CHECK(result.disc_balance > 0);
}
