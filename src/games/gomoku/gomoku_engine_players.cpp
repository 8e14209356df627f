// The Gomoku engine's levels as players of the common Player interface.
#include "games/gomoku/gomoku_engine_players.h"

#include <cassert>

#include "games/gomoku/gomoku.h"

namespace arcade {
namespace {

using gomoku::EngineSettings;

class GomokuEnginePlayer final : public Player {
 public:
  GomokuEnginePlayer(const PlayerConfig& config, EngineSettings settings)
      : limits_(limits_of(config)), engine_(with_config(settings, config)) {}

  Decision choose(const AnyState& position, std::stop_token stop) override {
    const Gomoku* state = position.get_if<Gomoku>();
    assert(state && "a Gomoku player is only given Gomoku positions");
    const auto board = gomoku::GomokuBoard::from_position(*state);
    const auto decision =
        engine_.choose(board, gomoku::color_of(state->to_move()), limits_, std::move(stop));
    const std::string phases = gomoku::describe_phases(decision.phases, false);
    return Decision{.move = board.move_of_point(decision.point),
                    .result = decision.result,
                    .info = decision.reason + ", depth " + std::to_string(decision.depth) +
                            ", score " + std::to_string(decision.score) + ", nodes " +
                            std::to_string(decision.nodes) +
                            (phases.empty() ? "" : " (" + phases + ")") +
                            line_text(*state, board, decision.line)};
  }

 private:
  // ", line h8 i9 ..." in the game's move notation, or nothing for an empty line.
  static std::string line_text(const Gomoku& state, const gomoku::GomokuBoard& board,
                               const std::vector<int>& line) {
    if (line.empty()) return {};
    std::string text = ", line";
    for (const int point : line) {
      text += ' ';
      text += state.move_text(board.move_of_point(point));
    }
    return text;
  }

  static gomoku::EngineLimits limits_of(const PlayerConfig& config) {
    gomoku::EngineLimits limits;
    if (config.time_ms) limits.time = std::chrono::milliseconds(*config.time_ms);
    if (config.nodes) limits.nodes = *config.nodes;
    if (!limits.time && !limits.nodes) limits.time = std::chrono::milliseconds(1000);
    return limits;
  }

  static EngineSettings with_config(EngineSettings settings, const PlayerConfig& config) {
    if (config.depth) settings.max_depth = std::max(1, *config.depth);
    // A different seed gives different (equally good) openings, so matches vary.
    settings.style.noise_seed = config.seed | 1;
    return settings;
  }

  gomoku::EngineLimits limits_;
  gomoku::GomokuEngine engine_;
};

}  // namespace

EngineSettings gomoku_tactics_settings() {
  EngineSettings settings;
  settings.max_depth = 4;
  settings.vcf_depth = 16;
  settings.vct_depth = 0;
  settings.defend_vcf = false;
  settings.style.max_moves = 10;
  settings.style.leaf_vcf_nodes = 0;
  settings.table_bits = 16;
  return settings;
}

EngineSettings gomoku_strong_settings() {
  EngineSettings settings;
  settings.vct_depth = 8;
  // The leaves' small VCF cost more nodes than it found wins: without it the strong level won
  // 89-69 of 160 games at equal nodes (src/games/gomoku/ENGINE-NOTES.md, "Defence, time and the
  // established engines").
  settings.style.leaf_vcf_nodes = 0;
  // A selective search after PentaZen's: reductions that grow with depth and move number, pruning
  // by the static evaluation, and fewer moves near the leaves. Two plies deeper in the same nodes,
  // it won 111-85 of 200 games at equal nodes and 21-17 of 40 at 1 s a move
  // (src/games/gomoku/ENGINE-NOTES.md, "Round 5"). Its reductions are 0.65 ln(depth) ln(move
  // number) plies, not that round's 0.5, since round 42's fitted ordering puts the best move first
  // more often: at 1 s a move against PentaZen, Rapfi and AIWine, +5.0 points per 100 games over
  // 400 on fresh openings, z +1.9, Rapfi +8.4 over 160 (the same notes, "Round 44").
  settings.style.log_reduction_scale = 0.65;
  settings.style.futility_margin = 100;
  // The cut judges a node by what the table proved of it where that lies past the evaluation:
  // 0.14 plies deeper on average at 500,000 nodes over 117 positions, and at the level points +8.0
  // per 100 games over 200 (z +2.0; Rapfi at a quarter of our time +4.5, PentaZen at half +11.5)
  // (the same notes, "Round 81").
  settings.style.table_refines_futility = true;
  settings.style.move_count_pruning = true;
  // No fixed cap of 8 moves from the third ply: the move-count pruning alone decides, so a node
  // with plies left searches more of its moves, and an attack that needs a move ordered past the
  // eighth is seen plies sooner. At 200 ms a move, per 100 games, +6.5 and +5.0 points against
  // PentaZen, +7.0 and +1.5 against Rapfi, -3.5 and -6.0 against AIWine
  // (src/games/gomoku/ENGINE-NOTES.md, "Round 26").
  settings.style.max_moves_deep = 32;
  // Moves far from the last few of the line are tried later: 104-83 of 200 games at equal nodes
  // and 23-14 of 40 at 1 s a move (src/games/gomoku/ENGINE-NOTES.md, "Round 6"), but 88-102 on 200
  // fresh openings (Round 7): even over 400 games at equal nodes, and kept for its lead at 1 s.
  settings.style.local_ordering = true;
  // A leaf worth the mean of its evaluation and its parent's: 115-77 of 200 games at equal nodes
  // and 56-32 of 90 at 1 s a move (src/games/gomoku/ENGINE-NOTES.md, "Round 23").
  settings.style.average_leaf_with_parent = true;
  // Two open threes a line that use no depth: against the anchors themselves at 200 ms a move,
  // +4.9 points in 100 games over 500 (AIWine +8 and +7, PentaZen +8.5 and -2, Rapfi +3), and
  // 30-10 against AIWine at 1 s where the search without them scored 23-17
  // (src/games/gomoku/ENGINE-NOTES.md, "Round 24").
  settings.style.three_extensions = 2;
  return settings;
}

std::unique_ptr<Player> make_gomoku_tactics_player(const PlayerConfig& config) {
  return std::make_unique<GomokuEnginePlayer>(config, gomoku_tactics_settings());
}

std::unique_ptr<Player> make_gomoku_strong_player(const PlayerConfig& config) {
  return std::make_unique<GomokuEnginePlayer>(config, gomoku_strong_settings());
}

}  // namespace arcade
