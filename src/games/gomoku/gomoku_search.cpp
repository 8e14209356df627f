// Alpha-beta search for Gomoku: PVS with threat-aware moves, a transposition table and reductions.
#include "games/gomoku/gomoku_search.h"

#include <algorithm>
#include <cmath>

namespace arcade::gomoku {
namespace {

constexpr int kInfinity = kWinScore + 1;
// A leaf VCF win is scored as if it took this many plies: far, but still a proven win.
constexpr int kLeafWinPlies = 40;
// Fours at most in a VCF looked for inside the tree.
constexpr int kInnerVcfDepth = 12;
// A quiet move's history counts in the ordering up to this much; it stops growing there, so a
// search of hours cannot overflow it.
constexpr int kHistoryCap = 1 << 20;

// How many of a selective node's best-ordered moves are searched (move-count pruning) with
// `depth` plies left.
int move_limit(int depth) {
  // 3, 9, 14, 18, 22 ... 32 moves at depths 1, 2, 3, 4, 5 on, as PentaZen counts them for a node
  // with no open three or four on the board (read, not copied). Its smaller count for nodes with
  // one does not apply here: such a node is won, forced or answering the threat, never selective.
  const double root = std::sqrt(static_cast<double>(std::max(depth, 1)));
  return std::min(static_cast<int>(std::lround(15 * root - 12)), 32);
}

}  // namespace

MoveLocality::MoveLocality(std::span<const int> line) {
  const auto count = std::min<std::size_t>(line.size(), columns_.size());
  // One move alone never makes a point far: the divisor needs the last two.
  known_ = count < 2 ? 0 : static_cast<int>(count);
  for (std::size_t back = 0; back < count; ++back) {
    const int move = line[line.size() - 1 - back];
    columns_[back] = column(move);
    rows_[back] = row(move);
  }
}

namespace {

// Tells the side to move apart in the table's keys.
constexpr std::uint64_t kWhiteToMoveKey = 0x6a09e667f3bcc909ULL;

// The table key of the position after `color` plays `move`.
std::uint64_t child_key(const GomokuBoard& board, Color color, int move) {
  return board.hash_after(move, color) ^ (other(color) == kWhite ? kWhiteToMoveKey : 0);
}

}  // namespace

std::uint64_t position_key(const GomokuBoard& board, Color to_move) {
  return board.hash() ^ (to_move == kWhite ? kWhiteToMoveKey : 0);
}

std::vector<int> table_line(GomokuBoard& board, const TranspositionTable& table, Color to_move,
                            int limit) {
  std::vector<int> line;
  Color color = to_move;
  while (static_cast<int>(line.size()) < limit) {
    const auto* entry = table.probe(position_key(board, color));
    if (!entry || entry->move < 0 || !board.is_empty(entry->move)) break;
    const bool five = board.threats(color, ThreatClass::five).contains(entry->move);
    board.place(entry->move, color);
    line.push_back(entry->move);
    if (five) break;
    color = other(color);
  }
  for (auto move = line.rbegin(); move != line.rend(); ++move) board.remove(*move);
  return line;
}

AlphaBeta::AlphaBeta(GomokuBoard& board, SearchBudget& budget, TranspositionTable& table,
                     ThreatCache& cache, const SearchStyle& style)
    : board_(board), budget_(budget), table_(table), cache_(cache), style_(style) {
  for (auto& killers : killers_) killers.fill(-1);
  line_.fill(-1);
}

int AlphaBeta::noise(Color color) const {
  if (style_.noise_seed == 0 || board_.stones() >= 10) return 0;
  std::uint64_t mixed = (position_key(board_, color) ^ style_.noise_seed) * 0x9e3779b97f4a7c15ULL;
  mixed ^= mixed >> 29;
  return static_cast<int>(mixed % 17) - 8;
}

int AlphaBeta::leaf(Color color, int ply) {
  if (style_.leaf_vcf_nodes > 0 && !board_.threats(color, ThreatClass::four).empty()) {
    ThreatSearch threats(board_, budget_, cache_,
                         static_cast<std::uint64_t>(style_.leaf_vcf_nodes));
    if (threats.find_vcf(color, 12)) return kWinScore - (ply + kLeafWinPlies);
    if (budget_.exhausted()) aborted_ = true;
  }
  int score = board_.evaluate(color);
  if (style_.average_leaf_with_parent && ply > 0) {
    score = (score - static_evals_[static_cast<std::size_t>(ply - 1)]) / 2;
  }
  // The state's value is not averaged: it says who holds the initiative at this very node.
  return score + board_.threat_value(color) + noise(color);
}

bool AlphaBeta::own_vcf(Color color) {
  if (style_.inner_vcf_nodes <= 0 || board_.threats(color, ThreatClass::four).empty()) return false;
  ThreatSearch threats(board_, budget_, cache_, static_cast<std::uint64_t>(style_.inner_vcf_nodes));
  const bool won = threats.find_vcf(color, kInnerVcfDepth).has_value();
  if (budget_.exhausted()) aborted_ = true;
  return won;
}

bool AlphaBeta::answer_vcf(Color color, MoveBuffer& moves) {
  const Color opponent = other(color);
  if (style_.inner_vcf_nodes <= 0 || board_.threats(opponent, ThreatClass::four).empty()) {
    return false;
  }
  ThreatSearch threats(board_, budget_, cache_, static_cast<std::uint64_t>(style_.inner_vcf_nodes));
  MoveBuffer line;
  if (!threats.find_vcf_line(opponent, kInnerVcfDepth, line)) {
    if (budget_.exhausted()) aborted_ = true;
    return false;
  }
  moves.clear();
  moves.append(board_.threats(color, ThreatClass::four));
  for (const int point : line) {
    if (moves.contains(point) || !board_.is_empty(point)) continue;
    board_.place(point, color);
    const bool still_lost = threats.find_vcf(opponent, kInnerVcfDepth).has_value();
    board_.remove(point);
    if (!still_lost) moves.push_back(point);
  }
  if (budget_.exhausted()) aborted_ = true;
  return true;
}

std::optional<int> AlphaBeta::futility_cut(Color color, int depth, int beta,
                                           const TranspositionTable::Entry* entry) const {
  // Pruning by the static evaluation is safe only where no threat of the opponent's is pending.
  if (style_.futility_margin <= 0 || depth >= 7 || std::abs(beta) >= kWinThreshold ||
      board_.has_win_threat(other(color))) {
    return std::nullopt;
  }
  // Not averaged with the parent's evaluation as a leaf is. The plain evaluation credits the side
  // to move with about 500 for having the move, so this cuts nodes a leaf would score below beta:
  // more a null-move test than a margin. Averaged, the cut prunes far less, and it lost at equal
  // nodes (src/games/gomoku/ENGINE-NOTES.md, rounds 6 and 23) and at 1 s against the established
  // engines (round 77).
  int score = board_.evaluate(color) + board_.threat_value(color);
  if (style_.table_refines_futility && entry) score = refined_by_table(score, *entry);
  if (score - style_.futility_margin * depth >= beta) return score;
  return std::nullopt;
}

int refined_by_table(int static_score, const TranspositionTable::Entry& entry) {
  // A win or loss stored with its distance is not a score of this scale; and the table's scores
  // of the rest do not depend on the ply, so they are read as stored.
  if (std::abs(entry.score) >= kWinThreshold) return static_score;
  const auto bound = entry.bound();
  const bool at_least =
      bound == TranspositionTable::Bound::lower || bound == TranspositionTable::Bound::exact;
  const bool at_most =
      bound == TranspositionTable::Bound::upper || bound == TranspositionTable::Bound::exact;
  if ((entry.score > static_score && at_least) || (entry.score < static_score && at_most)) {
    return entry.score;
  }
  return static_score;
}

int log_reduction(const SearchStyle& style, int depth, int index, int next_depth, bool answering) {
  if (answering || depth < 2) return 0;
  const double plies = std::log(depth) * std::log(index + 1) * style.log_reduction_scale;
  return std::clamp(static_cast<int>(plies), 0, next_depth - 1);
}

int AlphaBeta::reduction(int index, int depth, int next_depth, bool quiet, bool answering) const {
  if (style_.log_reduction_scale > 0) {
    return log_reduction(style_, depth, index, next_depth, answering);
  }
  if (style_.late_move_reductions && depth >= 3 && index >= 3 && quiet) return index >= 8 ? 2 : 1;
  return 0;
}

int AlphaBeta::order_score(Color color, int point, const MoveLocality& locality) const {
  const auto [attack, defence] = board_.order_scores(color, point);
  const int divisor = style_.local_ordering ? locality.divisor(point) : 1;
  return (attack * kOrderAttackWeight + defence * kOrderDefenceWeight) * 64 / divisor +
         history_[color][static_cast<std::size_t>(point)] / 1024;
}

bool AlphaBeta::generate(Color color, int ply, int tt_move, int wanted, MoveBuffer& moves,
                         bool& defending, MoveOrder& order) {
  const Color opponent = other(color);
  moves.clear();
  defending = false;
  const auto& their_fives = board_.threats(opponent, ThreatClass::five);
  if (!their_fives.empty()) {
    moves.push_back(their_fives[0]);
    order = MoveOrder{1, 1};
    return true;
  }
  bool cap = ply > 0;
  if (board_.has_win_threat(opponent)) {
    defending = true;
    // Only the points that stop the open three (or four-to-be) or a four of our own can help.
    ThreatSearch threats(board_, budget_, cache_);
    threats.defences(opponent, moves);
    for (const int four : board_.threats(color, ThreatClass::four)) {
      if (!moves.contains(four)) moves.push_back(four);
    }
    if (moves.empty()) return false;
    cap = false;
  } else if (ply > 0 && answer_vcf(color, moves)) {
    defending = true;
    if (moves.empty()) return false;
    cap = false;
  } else {
    moves.append(board_.candidates());
  }
  const int limit = std::min(ply > 2 ? style_.max_moves_deep : style_.max_moves, wanted);
  const int keep = cap ? std::min(limit, moves.size()) : moves.size();
  order = MoveOrder{bring_forward(moves, ply, tt_move, keep), keep};
  return true;
}

int AlphaBeta::bring_forward(MoveBuffer& moves, int ply, int tt_move, int keep) const {
  const auto& killers = killers_[static_cast<std::size_t>(std::min(ply, kMaxPly - 1))];
  int front = 0;
  // The table's move, then the newer killer: the best move of this position, then the moves that
  // cut off its siblings.
  for (const int wanted : {tt_move, killers[0], killers[1]}) {
    if (wanted < 0 || front == keep) continue;
    for (int i = front; i < moves.size(); ++i) {
      if (moves[i] != wanted) continue;
      std::rotate(moves.begin() + front, moves.begin() + i, moves.begin() + i + 1);
      ++front;
      break;
    }
  }
  return front;
}

void AlphaBeta::order_rest(Color color, int ply, MoveBuffer& moves, const MoveOrder& order) const {
  const MoveLocality locality{std::span(line_).first(static_cast<std::size_t>(ply))};
  sort_points_by(
      moves, [&](int move) { return order_score(color, move, locality); }, order.keep - order.front,
      order.front);
}

int AlphaBeta::child_depth(Color color, int move, int depth, bool forced, bool defending) const {
  if (forced) return depth;
  if (!defending || !style_.extend_defences) return depth - 1;
  const PointThreat threat = board_.threat(color, move);
  const bool four = threat == PointThreat::four || threat == PointThreat::four_three;
  return four ? depth - 1 : depth;
}

int AlphaBeta::three_extension(Color color, int move, int ply, bool answering) {
  const int used = three_extensions_[static_cast<std::size_t>(ply)];
  int extension = 0;
  if (!answering && used < style_.three_extensions) {
    const PointThreat made = board_.threat(color, move);
    extension = made == PointThreat::three || made == PointThreat::double_three ? 1 : 0;
  }
  three_extensions_[static_cast<std::size_t>(ply + 1)] = used + extension;
  return extension;
}

void AlphaBeta::remember_cutoff(Color color, int point, int ply, int depth) {
  auto& killers = killers_[static_cast<std::size_t>(std::min(ply, kMaxPly - 1))];
  if (killers[0] != point) {
    killers[1] = killers[0];
    killers[0] = point;
  }
  auto& history = history_[color][static_cast<std::size_t>(point)];
  history = std::min(history + depth * depth, kHistoryCap);
}

// The steps of AlphaBeta::search are functions of their own to be read, not to be called: as calls
// they cost about 3 % of the search's speed, so they are always folded back into it.
[[gnu::always_inline]] inline std::optional<int> AlphaBeta::decided_score(Color color, int ply,
                                                                          int their_fives) const {
  if (!board_.threats(color, ThreatClass::five).empty()) return kWinScore - (ply + 1);
  if (their_fives >= 2) return -(kWinScore - (ply + 2));
  if (their_fives == 0 && !board_.threats(color, ThreatClass::win).empty()) {
    return kWinScore - (ply + 3);
  }
  if (board_.candidates().empty()) return 0;  // the board is full: a draw
  return std::nullopt;
}

[[gnu::always_inline]] inline std::optional<int> AlphaBeta::table_cut(
    const TranspositionTable::Entry* entry, int depth, int alpha, int beta, int ply,
    bool pv) const {
  if (!entry || pv || entry->depth < depth) return std::nullopt;
  const int score = TranspositionTable::from_table(entry->score, ply);
  if (entry->bound() == TranspositionTable::Bound::exact) return score;
  if (entry->bound() == TranspositionTable::Bound::lower && score >= beta) return score;
  if (entry->bound() == TranspositionTable::Bound::upper && score <= alpha) return score;
  return std::nullopt;
}

[[gnu::always_inline]] inline int AlphaBeta::search_move(Color color, int move,
                                                         const MoveSearch& how, int alpha, int beta,
                                                         int ply) {
  const Color opponent = other(color);
  line_[static_cast<std::size_t>(ply)] = move;
  // The child probes the table first thing: placing the stone hides the wait for its slot.
  table_.prefetch(child_key(board_, color, move));
  board_.place(move, color);
  int score;
  if (how.index == 0) {
    score = -search(opponent, how.next_depth, -beta, -alpha, ply + 1, how.pv);
  } else {
    const int reduced_by =
        reduction(how.index, how.depth, how.next_depth, how.quiet, how.answering);
    score = -search(opponent, how.next_depth - reduced_by, -alpha - 1, -alpha, ply + 1, false);
    if (score > alpha && reduced_by > 0) {
      score = -search(opponent, how.next_depth, -alpha - 1, -alpha, ply + 1, false);
    }
    if (score > alpha && score < beta && how.pv) {
      score = -search(opponent, how.next_depth, -beta, -alpha, ply + 1, true);
    }
  }
  board_.remove(move);
  return score;
}

int AlphaBeta::search(Color color, int depth, int alpha, int beta, int ply, bool pv) {
  if (aborted_ || budget_.tick()) {
    aborted_ = true;
    return 0;
  }
  stats_.deepest_ply = std::max(stats_.deepest_ply, ply);
  const int their_fives = board_.threats(other(color), ThreatClass::five).size();
  if (const auto decided = decided_score(color, ply, their_fives)) return *decided;
  const bool forced = their_fives == 1;
  if ((depth <= 0 && !forced) || ply >= kMaxPly - 1) return leaf(color, ply);
  if (their_fives == 0 && own_vcf(color)) return kWinScore - (ply + kLeafWinPlies);
  if (aborted_) return 0;

  const std::uint64_t key = position_key(board_, color);
  const auto* entry = table_.probe(key);
  const int tt_move = entry ? entry->move : -1;
  if (const auto score = table_cut(entry, depth, alpha, beta, ply, pv)) return *score;
  if (!pv && !forced) {
    if (const auto score = futility_cut(color, depth, beta, entry)) return *score;
  }
  MoveBuffer moves;
  MoveOrder order{};
  bool defending = false;
  // A node that is not answering a threat searches only its best-ordered moves: ordering the
  // rest would be wasted.
  const bool counts_moves = !pv && !forced && style_.move_count_pruning && ply >= 2;
  const int wanted = counts_moves ? move_limit(depth) : kMaxBoardPoints;
  if (!generate(color, ply, tt_move, wanted, moves, defending, order)) {
    return -(kWinScore - (ply + 4));
  }
  ++stats_.interior;
  const int searched = counts_moves && !defending ? std::min(order.keep, wanted) : order.keep;
  const NodeResult result = search_moves(color, moves, order, searched, depth, alpha, beta, ply, pv,
                                         NodeKind{forced, defending});
  if (aborted_) return 0;
  const auto bound = result.best <= alpha  ? TranspositionTable::Bound::upper
                     : result.best >= beta ? TranspositionTable::Bound::lower
                                           : TranspositionTable::Bound::exact;
  table_.store(key, depth, TranspositionTable::to_table(result.best, ply), bound, result.move);
  return result.best;
}

[[gnu::always_inline]] inline AlphaBeta::NodeResult AlphaBeta::search_moves(
    Color color, MoveBuffer& moves, const MoveOrder& order, int searched, int depth, int alpha,
    int beta, int ply, bool pv, NodeKind kind) {
  const Color opponent = other(color);
  const bool answering = kind.forced || kind.defending;
  NodeResult result{-kInfinity, -1};
  static_evals_[static_cast<std::size_t>(ply)] = board_.evaluate(color);
  for (int i = 0; i < searched; ++i) {
    if (i == order.front) order_rest(color, ply, moves, order);
    const int move = moves[i];
    const bool quiet = board_.threat(color, move) == PointThreat::none &&
                       board_.threat(opponent, move) == PointThreat::none;
    // Answering a four or an open three does not use up depth: the reply is (nearly) forced, and
    // seeing where the opponent's attack leads is what decides these positions.
    const int next_depth = child_depth(color, move, depth, kind.forced, kind.defending) +
                           three_extension(color, move, ply, answering);
    const int score = search_move(
        color, move, MoveSearch{i, depth, next_depth, quiet, answering, pv}, alpha, beta, ply);
    if (aborted_) return result;
    if (score > result.best) result = NodeResult{score, move};
    if (score > alpha) alpha = score;
    if (alpha >= beta) {
      ++stats_.cutoffs;
      if (i == 0) ++stats_.first_move_cutoffs;
      if (quiet) remember_cutoff(color, move, ply, depth);
      break;
    }
  }
  return result;
}

std::vector<RootMove> AlphaBeta::root_moves(Color to_move) {
  const std::uint64_t key = position_key(board_, to_move);
  const auto* entry = table_.probe(key);
  MoveBuffer moves;
  MoveOrder order{};
  std::vector<RootMove> roots;
  bool defending = false;
  if (!generate(to_move, 0, entry ? entry->move : -1, kMaxBoardPoints, moves, defending, order)) {
    return roots;
  }
  order_rest(to_move, 0, moves, order);
  for (const int move : moves) roots.push_back({move, 0});
  return roots;
}

bool AlphaBeta::search_root(Color to_move, std::vector<RootMove>& moves, int depth) {
  const Color opponent = other(to_move);
  int alpha = -kInfinity;
  const int beta = kInfinity;
  static_evals_[0] = board_.evaluate(to_move);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    line_[0] = moves[i].point;
    three_extensions_[1] = 0;
    board_.place(moves[i].point, to_move);
    int score;
    if (i == 0) {
      score = -search(opponent, depth - 1, -beta, -alpha, 1, true);
    } else {
      score = -search(opponent, depth - 1, -alpha - 1, -alpha, 1, false);
      if (score > alpha && !aborted_) score = -search(opponent, depth - 1, -beta, -alpha, 1, true);
    }
    board_.remove(moves[i].point);
    if (aborted_) return i > 0;
    moves[i].score = score;
    if (score > alpha) {
      alpha = score;
      // The new best goes to the front; the others keep their order behind it.
      std::rotate(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(i),
                  moves.begin() + static_cast<std::ptrdiff_t>(i) + 1);
    }
  }
  table_.store(position_key(board_, to_move), depth, alpha, TranspositionTable::Bound::exact,
               moves.front().point);
  return true;
}

}  // namespace arcade::gomoku
