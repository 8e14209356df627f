// The Gomoku engine: decides a move within a budget by threat-space search (its own forced wins,
// the opponent's VCF and VCT to defend against) and iterative-deepening alpha-beta.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "core/side.h"
#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_search.h"
#include "games/gomoku/gomoku_threats.h"
#include "games/gomoku/gomoku_tt.h"

namespace arcade::gomoku {

// What the engine does besides alpha-beta, and how big its tables are: a level of the ladder.
struct EngineSettings {
  SearchStyle style;
  int max_depth = 40;      // alpha-beta plies at most
  int vcf_depth = 30;      // own fours in a VCF at most
  int vct_depth = 0;       // own threats in a VCT at most (0: no VCT)
  bool defend_vcf = true;  // keep to moves after which the opponent has no VCF
  bool defend_vct = true;  // and, with VCT on, no VCT either
  // The nodes each root move's search first gets in those defences (see refuted_defences).
  std::uint64_t defence_first_nodes = 5000;
  int table_bits = 19;  // transposition table of 2^bits entries
};

// How long the engine may think about one move. With neither set it thinks for one second.
struct EngineLimits {
  std::optional<std::chrono::milliseconds> time;
  std::optional<std::uint64_t> nodes;  // deterministic: the same move for the same position
  // True when time a decision leaves unused is lost: a fixed turn, and no match clock that the
  // time saved could help later. The search then runs until its time is up, instead of
  // stopping once a deeper iteration looks unlikely to finish, since even a cut-short one
  // scores its first moves deeper. False keeps answers quick for a player at the board.
  bool whole_turn = false;
};

// One phase of a decision (VCF, VCT, their defences, the search) and what it cost.
struct PhaseUse {
  std::string name;  // "vcf", "vcf defence", "vct", "vct defence" or "search"
  std::uint64_t nodes = 0;
  std::chrono::milliseconds time{0};  // wall time: differs from run to run
};

// The phases as "vcf 3, search 1200": the same on every run at a node budget. With `with_time`
// each also gets its milliseconds ("vcf 3 nodes 0 ms, ..."), for tuning by hand.
std::string describe_phases(const std::vector<PhaseUse>& phases, bool with_time);

// What the engine chose and why.
struct EngineDecision {
  int point = -1;                      // a board point (GomokuBoard::point)
  std::optional<ProvenResult> result;  // set when a threat search proved the outcome
  int depth = 0;                       // alpha-beta depth completed (0 if it did not run)
  int score = 0;                       // from the side to move's view
  std::uint64_t nodes = 0;
  std::string reason;  // "five", "block", "vcf", "vct", "search", ...
  // The line the search expects, this move first (empty unless the alpha-beta search chose it):
  // for reading what it saw, not a proof.
  std::vector<int> line;
  std::vector<PhaseUse> phases;  // each phase that ran, in order
};

// A Gomoku engine that keeps its tables from move to move. One thread at a time.
class GomokuEngine {
 public:
  explicit GomokuEngine(const EngineSettings& settings);

  // The move for `to_move` on `position`, which must have an empty point. Returns promptly when
  // `stop` is requested or the limits are reached, always with a legal move.
  EngineDecision choose(const GomokuBoard& position, Color to_move, const EngineLimits& limits,
                        std::stop_token stop = {});

 private:
  class Phases;
  EngineDecision decide(GomokuBoard& board, Color to_move, Phases& phases);
  std::optional<EngineDecision> immediate(GomokuBoard& board, Color to_move);
  // Drops the root moves after which the opponent still has a VCF (or with `against_vct`, a
  // VCT), if it has one now; keeps them all if every move fails.
  void keep_defences(GomokuBoard& board, Color to_move, std::vector<RootMove>& moves,
                     Phases& phases, bool against_vct);
  EngineDecision deepen(GomokuBoard& board, Color to_move, std::vector<RootMove>& moves,
                        Phases& phases);

  EngineSettings settings_;
  TranspositionTable table_;
  ThreatCache threat_cache_;
};

}  // namespace arcade::gomoku
