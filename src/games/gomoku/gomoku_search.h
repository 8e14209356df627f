// Alpha-beta search for Gomoku: principal-variation negamax over the candidate points near the
// stones, with threat-aware move generation, a transposition table and killer/history ordering.
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <span>
#include <vector>

#include "ai/budget.h"
#include "games/gomoku/gomoku_board.h"
#include "games/gomoku/gomoku_threats.h"
#include "games/gomoku/gomoku_tt.h"

namespace arcade::gomoku {

// Knobs that set how wide and how cleverly the search looks: the levels of the ladder differ here.
struct SearchStyle {
  int max_moves = 12;           // candidates searched near the root, the best-ordered ones
  int max_moves_deep = 8;       // and from the third ply on
  bool extend_defences = true;  // answering an open three does not use up depth
  bool late_move_reductions = true;
  // Late-move reductions of ln(depth) · ln(move number) · this many plies, for every move after
  // the first but the answers to a threat, fours included (sparing them lost:
  // src/games/gomoku/ENGINE-NOTES.md, "Round 17"); 0 keeps the fixed reductions of quiet moves
  // above. With the two below, the strongest level's selective search (the same notes, "Round 5").
  double log_reduction_scale = 0;
  // A node off the principal variation, with fewer than 7 plies left and no threat against it,
  // whose static evaluation (with its threat-state value) beats beta by this much per ply left,
  // returns that evaluation unsearched (0: never).
  int futility_margin = 0;
  // The futility cut judges a node by its table entry's score where the entry's bound places the
  // score beyond the static evaluation (a lower bound above it, an upper bound below it; a proven
  // result never): a search's verdict outranks the evaluation's guess, so a node the table knows
  // to be worse is searched and one it knows to be better is cut (after PentaZen and Rapfi, read,
  // not copied).
  bool table_refines_futility = false;
  // Off the principal variation and from the third ply on, a node that is not answering a threat
  // searches only its first few moves, more as depth grows: 3 with one ply left, 9 with two, up
  // to 32 (and never more than the caps above).
  bool move_count_pruning = false;
  // From the third ply on, a candidate more than 4 points from both of the line's last two moves
  // counts half in the move ordering, and a quarter if also that far from the two before them:
  // play stays near the fight (after PentaZen's move picker, read, not copied).
  bool local_ordering = false;
  // A leaf is worth the mean of its static evaluation and its parent's, both from the side to
  // move at the leaf: the evaluation credits the side to move with the next move, so leaves an
  // odd and an even number of plies deep lean opposite ways, and the mean of two plies cancels
  // that swing (after Rapfi's evaluation, read, not copied).
  bool average_leaf_with_parent = false;
  // A move that makes an open three (or a 3-3), when the node is not answering a threat, is
  // searched at its node's depth rather than a ply less, at most this many times along a line
  // (0: never). The answers to a three are few (its blocks and the defender's fours), so an attack
  // of threes is seen further for few nodes: the attacks the established engines win by begin
  // with quiet threes a few plies past our depth (src/games/gomoku/ENGINE-NOTES.md, "Round 24").
  int three_extensions = 0;
  int leaf_vcf_nodes = 64;  // nodes of VCF tried at the leaves (0: none)
  // Nodes of each VCF tried inside the tree (0: none): the side to move's own (a win), and the
  // opponent's, whose refutations are then the only moves searched. Off in every level: at equal
  // node budgets it lost to the search without it (src/games/gomoku/ENGINE-NOTES.md, "Defence, time
  // and the established engines").
  int inner_vcf_nodes = 0;
  std::uint64_t noise_seed = 0;  // nonzero: small seeded noise in the opening so games differ
};

// The plies by which the logarithmic scheme of `style` first searches the `index`-th move (from 0)
// of a node with `depth` plies left less deep, leaving at least one of `next_depth`: none for the
// first move or an answer to a four or open three (`answering`).
int log_reduction(const SearchStyle& style, int depth, int index, int next_depth, bool answering);

// What the futility cut takes a node to be worth (SearchStyle::table_refines_futility): the
// table `entry`'s score where its bound places the node's score beyond `static_score`, else
// `static_score`; a stored win or loss never counts.
int refined_by_table(int static_score, const TranspositionTable::Entry& entry);

// One root move with the score of the last completed iteration.
struct RootMove {
  int point = -1;
  int score = 0;
};

// What a search did, for tuning and tests (not part of its result): counted over every call since
// the search was made.
struct SearchStats {
  std::uint64_t interior = 0;            // nodes that searched their moves
  std::uint64_t cutoffs = 0;             // of them, nodes cut off by a move
  std::uint64_t first_move_cutoffs = 0;  // of those, by the first move searched
  int deepest_ply = 0;                   // the furthest ply from the root any node was at
};

// The last moves of a line, kept to tell each candidate of a node how far it lies from the fight
// without looking the moves up again for every candidate.
class MoveLocality {
 public:
  // `line`: the moves played so far, in order.
  explicit MoveLocality(std::span<const int> line);
  // How much less a candidate at `point` counts in the move ordering for being far from the
  // fight: 2 if it is more than 4 points (in any direction) from both of the line's last two
  // moves, 4 if also from the two before them, else 1. Inline: the ordering asks it of every
  // candidate of a node.
  int divisor(int point) const {
    if (known_ < 2) return 1;
    const int point_column = column(point);
    const int point_row = row(point);
    const auto far = [&](std::size_t back) {
      return std::abs(point_column - columns_[back]) > 4 || std::abs(point_row - rows_[back]) > 4;
    };
    if (!far(0) || !far(1)) return 1;
    return known_ >= 4 && far(2) && far(3) ? 4 : 2;
  }

 private:
  // The padded grid's column and row, which differ between two points as the board's do.
  static int column(int point) { return static_cast<int>(static_cast<unsigned>(point) % kStride); }
  static int row(int point) { return static_cast<int>(static_cast<unsigned>(point) / kStride); }
  int known_ = 0;  // how many of the last moves count: 0 (too few), 2, 3 or 4
  // The last moves' columns and rows, the latest first.
  std::array<int, 4> columns_{};
  std::array<int, 4> rows_{};
};

// Searches one position at growing depths. The board is changed while searching and restored.
class AlphaBeta {
 public:
  AlphaBeta(GomokuBoard& board, SearchBudget& budget, TranspositionTable& table, ThreatCache& cache,
            const SearchStyle& style);

  // The root moves for `to_move`, best-ordered: what the threats allow (a forced block, the
  // defences to an open three with the counter-fours) or every candidate. Empty if the
  // opponent's threat cannot be met: the game is lost.
  std::vector<RootMove> root_moves(Color to_move);

  // Searches every move of `moves` to `depth` plies and sorts them best first. Returns false if
  // the budget ran out before the first move was scored (the order is then unchanged; a move
  // scored before the budget ran out may have moved to the front).
  bool search_root(Color to_move, std::vector<RootMove>& moves, int depth);

  // True once the budget ran out: every later search returns at once.
  bool aborted() const { return aborted_; }

  // Where the nodes went so far.
  const SearchStats& stats() const { return stats_; }

 private:
  // What a node is answering: a four (`forced`) or an open three (`defending`).
  struct NodeKind {
    bool forced;
    bool defending;
  };
  // How one move of a node is searched: its place in the order, the node's depth and the
  // child's, whether it threatens nothing (only such moves are reduced by the fixed scheme),
  // whether the node answers a threat, and whether the node is on the principal variation.
  struct MoveSearch {
    int index;
    int depth;
    int next_depth;
    bool quiet;
    bool answering;
    bool pv;
  };
  // How far a node's move list is in order: its first `front` moves (the table's move, then the
  // killers, those of them the list holds) are in place, and the moves after them are put in order
  // and the list cut to `keep` moves only when the search gets past the first ones. A cutoff by one
  // of those spares ordering the others.
  struct MoveOrder {
    int front;
    int keep;
  };
  // The best score of a node's moves and the move that reached it (-1 if none was searched).
  struct NodeResult {
    int best;
    int move;
  };

  int search(Color color, int depth, int alpha, int beta, int ply, bool pv);
  // The score of a position decided before any search: `color` has a five to make, the opponent
  // has two (`their_fives`), `color` has a winning threat the opponent cannot meet in time, or the
  // board is full. Empty when the position is still open.
  std::optional<int> decided_score(Color color, int ply, int their_fives) const;
  // The stored score if the table's `entry` for the node (null: none) settles it; never at a
  // `pv` node.
  std::optional<int> table_cut(const TranspositionTable::Entry* entry, int depth, int alpha,
                               int beta, int ply, bool pv) const;
  // Searches the first `searched` of `moves` in the window (alpha, beta), the principal
  // variation's way: the first move in full, the others with a null window, reduced first, then
  // again if they beat alpha. Stops at a cutoff, and at once when the budget runs out. Puts the
  // moves after `order.front` in order when it first gets to them.
  NodeResult search_moves(Color color, MoveBuffer& moves, const MoveOrder& order, int searched,
                          int depth, int alpha, int beta, int ply, bool pv, NodeKind kind);
  // `color`'s score after playing `move`, searched as `how` says; the board is left as it was.
  int search_move(Color color, int move, const MoveSearch& how, int alpha, int beta, int ply);
  int leaf(Color color, int ply);
  // Fills `moves` for `color` at `ply`, the first of them in place as `order` says (order_rest
  // puts the others in order); returns false if the position is lost at once (the opponent's
  // threat cannot be met). Sets `defending` when the moves are the answers to an open three (or
  // worse) of the opponent; those are all kept, otherwise at most `wanted` moves.
  bool generate(Color color, int ply, int tt_move, int wanted, MoveBuffer& moves, bool& defending,
                MoveOrder& order);
  // Moves `tt_move` and then the killers of `ply` to the front of `moves`, where the list holds
  // them, the others keeping their order behind them; at most `keep` moves. Returns how many moved.
  int bring_forward(MoveBuffer& moves, int ply, int tt_move, int keep) const;
  // Sorts the moves after `order.front` best first by order_score and cuts the list to
  // `order.keep`.
  void order_rest(Color color, int ply, MoveBuffer& moves, const MoveOrder& order) const;
  // True if `color` wins by continuous fours, within the inner VCF's node cap.
  bool own_vcf(Color color);
  // True if the opponent of `color` has a VCF (found within the inner node cap). `moves` then
  // holds `color`'s fours and the points of that VCF after which the opponent has no VCF left
  // (as far as the cap shows): empty when nothing stops it.
  bool answer_vcf(Color color, MoveBuffer& moves);
  // The depth left after `color` plays `move` at a node with `depth` left. Answering a four
  // (`forced`) or an open three (`defending`) uses none, except by a four of our own: that is an
  // attack like any other, and were it free both sides could trade fours and blocks for nothing.
  int child_depth(Color color, int move, int depth, bool forced, bool defending) const;
  // 1 if `color`'s `move` at `ply` makes an open three the style extends (see
  // SearchStyle::three_extensions; never when `answering` a threat), else 0; counts it for the
  // line below.
  int three_extension(Color color, int move, int ply, bool answering);
  // The static evaluation if it beats `beta` by the futility margin and the opponent threatens
  // nothing (no open three or four): the node need not be searched. With
  // SearchStyle::table_refines_futility, the node's table `entry` (null: none) first moves the
  // evaluation to its stored score where the entry's bound says the score lies beyond it.
  std::optional<int> futility_cut(Color color, int depth, int beta,
                                  const TranspositionTable::Entry* entry) const;
  // The plies by which the `index`-th move of a node is searched less deep at first (leaving at
  // least one of `next_depth`, in the logarithmic scheme). `quiet`: the move threatens nothing for
  // either side, the only moves the fixed scheme reduces; `answering`: the node answers a four or
  // an open three.
  int reduction(int index, int depth, int next_depth, bool quiet, bool answering) const;
  // What `color`'s move at `point` is worth to the ordering of the moves after the table's move
  // and the killers, `locality` holding the line's last moves.
  int order_score(Color color, int point, const MoveLocality& locality) const;
  void remember_cutoff(Color color, int point, int ply, int depth);
  int noise(Color color) const;

  GomokuBoard& board_;
  SearchBudget& budget_;
  TranspositionTable& table_;
  ThreatCache& cache_;
  SearchStyle style_;
  bool aborted_ = false;
  SearchStats stats_;
  static constexpr int kMaxPly = 128;
  std::array<std::array<int, 2>, kMaxPly> killers_{};
  std::array<int, kMaxPly> line_{};  // the move played at each ply of the line being searched
  // The static evaluation of each node of the line, for its side to move (set before its moves
  // are searched): what a leaf averages with its parent's.
  std::array<int, kMaxPly> static_evals_{};
  // The three extensions the line has used down to each ply.
  std::array<int, kMaxPly> three_extensions_{};
  std::array<std::array<std::int32_t, kGridCells>, 2> history_{};
};

// The table key of a position with `to_move` to play.
std::uint64_t position_key(const GomokuBoard& board, Color to_move);

// The line of best moves `table` holds from `board` with `to_move` to play: each move the one
// stored for the position before it, the colours alternating, at most `limit` moves. It ends at a
// position with no stored move, at a stored point that is not empty (only two positions sharing a
// key could store one), or after a five. The board is left as it was. Entries may have been
// replaced since they were searched, so past its first moves the line is what the search
// expected, not what it proved.
std::vector<int> table_line(GomokuBoard& board, const TranspositionTable& table, Color to_move,
                            int limit);

}  // namespace arcade::gomoku
