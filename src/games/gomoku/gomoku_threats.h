// Threat-space search for Gomoku: forced wins by continuous fours (VCF) and by threes and fours
// (VCT), and the exact set of replies that stop an open three.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/budget.h"
#include "core/zeroed_array.h"
#include "games/gomoku/gomoku_board.h"

namespace arcade::gomoku {

// Remembers which threat searches already failed or succeeded, keyed by position, attacker and
// depth. Kept between searches: a position's answer does not depend on how it was reached.
class ThreatCache {
 public:
  explicit ThreatCache(int bits = 16);

  enum class Kind : std::uint8_t { vcf, vct_attack, vct_defend };
  // True and `win` set if an answer for at least (for a win: at most) `depth` is stored.
  bool probe(std::uint64_t hash, Color attacker, Kind kind, int depth, bool& win) const;
  void store(std::uint64_t hash, Color attacker, Kind kind, int depth, bool win);

 private:
  struct Entry {
    std::uint64_t key = 0;
    std::int8_t depth = -1;
    bool win = false;
  };
  std::uint64_t key_of(std::uint64_t hash, Color attacker, Kind kind) const;
  // All-zero entries are empty in practice: their key 0 is what no position hashes to.
  ZeroedArray<Entry> entries_;
  std::uint64_t mask_;
};

// A forced win found by a threat search: the first move, and how many own moves it takes.
struct ThreatWin {
  int move = -1;
  int depth = 0;
};

// Runs threat searches on `board` (which it changes while searching and restores before
// returning), counting every node against `budget`. The attacker is to move in every search.
// A search that runs out of budget reports no win, and nothing it did not finish is remembered.
// The board's evaluation is paused while a ThreatSearch lives (see GomokuBoard::EvaluationPause):
// stones its owner places meanwhile must be gone again before it ends, and the board must not be
// evaluated until then.
class ThreatSearch {
 public:
  // `node_cap`, if given, also stops each search after that many of its own nodes.
  ThreatSearch(GomokuBoard& board, SearchBudget& budget, ThreatCache& cache,
               std::optional<std::uint64_t> node_cap = std::nullopt)
      : board_(board), pause_(board), budget_(budget), cache_(cache), node_cap_(node_cap) {}

  // A win for `attacker` by fours alone (each answered by the only block), in at most `max_depth`
  // fours. Sound: a win returned is forced whatever the defender does.
  std::optional<ThreatWin> find_vcf(Color attacker, int max_depth);

  // As find_vcf, and on a win also fills `line` with every point the winning sequence uses: the
  // attacker's fours, the defender's forced blocks, the final five and, where it ends in an open
  // four, every point that would stop that. A move that refutes this sequence without a four of
  // its own takes one of them, unless it turns a forced block into a four.
  std::optional<ThreatWin> find_vcf_line(Color attacker, int max_depth, MoveBuffer& line);

  // A win for `attacker` by threes and fours, in at most `max_depth` own moves, tried at growing
  // depths. Every defence to a three is tried (exactly those that stop it, and every counter-four),
  // so a win returned is forced.
  std::optional<ThreatWin> find_vct(Color attacker, int max_depth);

  // The moves of the side facing `attacker`'s open three or unstoppable threat that leave the
  // attacker without an immediate win: the points that block it, found by trying each candidate
  // on the lines through the threats. Counter-fours are not included.
  void defences(Color attacker, MoveBuffer& out);

  // True if the last search stopped because the budget ran out.
  bool aborted() const { return aborted_; }

 private:
  bool vcf(Color attacker, int depth, int& move);
  bool vct_attack(Color attacker, int depth, int& move);
  bool vct_defend(Color attacker, int depth);
  // Stops the search if the budget is spent; true when it is.
  bool out_of_budget();
  // Notes every point that stops `attacker`'s unstoppable threats, when a line is wanted.
  void note_defences(Color attacker);
  // Notes `point` as part of the winning line being returned, when a line is wanted.
  void note(int point) {
    if (line_) line_->push_back(point);
  }

  GomokuBoard& board_;
  GomokuBoard::EvaluationPause pause_;
  SearchBudget& budget_;
  ThreatCache& cache_;
  std::optional<std::uint64_t> node_cap_;
  std::uint64_t nodes_ = 0;
  bool aborted_ = false;
  MoveBuffer* line_ = nullptr;  // where vcf() notes the points of a win, if anywhere
  int vcf_depth_in_vct_ = 12;
  // The move that last won with each number of moves left, tried first among its siblings: the
  // win after one defence usually works after the next (src/games/gomoku/ENGINE-NOTES.md, "Round
  // 71"). Kept for this object's searches only; 0 is an edge point, never a move.
  static constexpr int kKillerDepths = 32;
  std::array<std::int16_t, kKillerDepths> winning_threats_{};  // vct_attack's threes and fours
  std::array<std::int16_t, kKillerDepths> winning_fours_{};    // vcf's fours
};

}  // namespace arcade::gomoku
