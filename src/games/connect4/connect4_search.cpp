// The Connect Four engine.
#include "games/connect4/connect4_search.h"

#include <algorithm>
#include <bit>

namespace arcade::connect4 {
namespace {

// Rows 1, 3 and 5 counted from the bottom (bits 0, 2 and 4 of each column), where the side that
// moved first wants its threats, and rows 2, 4 and 6, where the second side wants them: when the
// board fills up column by column, those are the cells each side gets to fill.
constexpr Bits kOddRows = ConnectFour::kBottomRow * 0b010101;
constexpr Bits kEvenRows = ConnectFour::kBottomRow * 0b101010;
constexpr Bits kCentreColumn = ConnectFour::kBottomRow << (3 * ConnectFour::kColumnBits) &
                               (Bits{0x3f} << (3 * ConnectFour::kColumnBits));

// Points for a line of four still open to one side only, by its discs on it (a line with three is
// a threat, counted apart).
constexpr std::array<int, 4> kLineWeights{0, 1, 4, 9};
constexpr int kThreat = 24;
constexpr int kGoodParityThreat = 16;
constexpr int kCentreDisc = 3;

constexpr int kOutlook = 60;

int column_of(Bits cell) {
  return std::countr_zero(cell) / ConnectFour::kColumnBits;
}

// Who the end of the game favours when the board fills up and neither side can move without
// giving the other its threat (zugzwang), for the side that moved first, +kOutlook to -kOutlook.
// In each column only the lowest threat will be reached. The first side wins such endings with a
// lowest threat on an odd row (1, 3, 5) when the second has no lowest threat on an even row; the
// second wins them with one on an even row (2, 4, 6) when the first has none on an odd row.
int parity_outlook(Bits first_threats, Bits second_threats) {
  int first_odd = 0;
  int second_even = 0;
  for (int column = 0; column < ConnectFour::kColumns; ++column) {
    const Bits cells = Bits{0x3f} << (column * ConnectFour::kColumnBits);
    const Bits first = first_threats & cells;
    const Bits second = second_threats & cells;
    const Bits lowest_first = first & (~first + 1);
    const Bits lowest_second = second & (~second + 1);
    if ((lowest_first & kOddRows) && (!lowest_second || lowest_first < lowest_second)) ++first_odd;
    if ((lowest_second & kEvenRows) && (!lowest_first || lowest_second < lowest_first)) {
      ++second_even;
    }
  }
  if (first_odd > 0 && second_even == 0) return kOutlook;
  if (second_even > 0 && first_odd == 0) return -kOutlook;
  if (first_odd == 0) return 0;
  return first_odd > second_even ? kOutlook / 2 : -kOutlook / 2;
}

// Points for the threats of a side: every threat, more where the row suits the side.
int threats_value(Bits threats, bool moved_first) {
  const Bits good = threats & (moved_first ? kOddRows : kEvenRows);
  return kThreat * std::popcount(threats) + kGoodParityThreat * std::popcount(good);
}

// A well-mixed number from `x` (splitmix64's finaliser), for the seeded noise.
std::uint64_t mixed(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

}  // namespace

// One remembered search result. The key is the whole position, so a hit is never a collision.
struct Engine::Entry {
  enum class Bound : std::uint8_t { none, exact, lower, upper };

  std::uint64_t key = 0;
  std::int16_t score = 0;
  std::int8_t depth = -1;
  Bound bound = Bound::none;
  std::int8_t move = -1;
  bool heuristic = false;  // the score rests on an evaluation somewhere below
};

Node Node::of(const ConnectFour& position) {
  const Side side = position.to_move();
  return {position.discs(side), position.occupied(), position.moves_played()};
}

Bits threat_cells(Bits discs, Bits both) {
  // Three in a line up a column: the cell above them.
  Bits cells = (discs << 1) & (discs << 2) & (discs << 3);
  for (const int step :
       {ConnectFour::kColumnBits, ConnectFour::kColumnBits + 1, ConnectFour::kColumnBits - 1}) {
    // Two discs one and two steps before a cell, with a third three steps before it or one after.
    const Bits before = (discs << step) & (discs << (2 * step));
    cells |= before & (discs << (3 * step));
    cells |= before & (discs >> step);
    // The same the other way along the line.
    const Bits after = (discs >> step) & (discs >> (2 * step));
    cells |= after & (discs >> (3 * step));
    cells |= after & (discs << step);
  }
  return cells & ConnectFour::kAllCells & ~both;
}

int evaluate(const Node& node) {
  const Bits theirs = node.mine ^ node.both;
  int score = 0;
  for (const Bits line : connect4_lines()) {
    const int mine = std::popcount(line & node.mine);
    const int their = std::popcount(line & theirs);
    if (their == 0) score += kLineWeights[static_cast<std::size_t>(std::min(mine, 3))];
    if (mine == 0) score -= kLineWeights[static_cast<std::size_t>(std::min(their, 3))];
  }
  const bool i_moved_first = node.moves % 2 == 0;
  const Bits my_threats = threat_cells(node.mine, node.both);
  const Bits their_threats = threat_cells(theirs, node.both);
  score += threats_value(my_threats, i_moved_first);
  score -= threats_value(their_threats, !i_moved_first);
  score += i_moved_first ? parity_outlook(my_threats, their_threats)
                         : -parity_outlook(their_threats, my_threats);
  score += kCentreDisc *
           (std::popcount(node.mine & kCentreColumn) - std::popcount(theirs & kCentreColumn));
  return std::clamp(score, -kMaxEvaluation, kMaxEvaluation);
}

Engine::Engine(const Settings& settings)
    : settings_(settings),
      rng_(settings.seed),
      table_(std::size_t{1} << std::clamp(settings.table_bits, 8, 26)) {}

Engine::~Engine() = default;

Engine::Entry* Engine::probe(std::uint64_t key) {
  const int bits = std::countr_zero(table_.size());
  return &table_[static_cast<std::size_t>((key * 0x9e3779b97f4a7c15ULL) >> (64 - bits))];
}

int Engine::leaf(const Node& node) {
  ++heuristic_;
  int score = evaluate(node);
  if (settings_.noise > 0) {
    score += static_cast<int>(mixed(node.key() ^ settings_.seed) %
                              static_cast<std::uint64_t>(settings_.noise + 1));
  }
  return score;
}

int Engine::order_moves(const Node& node, Bits candidates, Move first,
                        std::array<Bits, 7>& ordered) const {
  std::array<int, 7> priority{};
  int count = 0;
  while (candidates) {
    const Bits cell = candidates & (~candidates + 1);
    candidates ^= cell;
    const int column = column_of(cell);
    // Moves that make more threats first, then the ones nearer the centre.
    int value = 8 * std::popcount(threat_cells(node.mine | cell, node.both | cell)) +
                (3 - std::abs(column - 3));
    if (column == first) value += 1000;
    int at = count++;
    while (at > 0 && priority[static_cast<std::size_t>(at - 1)] < value) {
      priority[static_cast<std::size_t>(at)] = priority[static_cast<std::size_t>(at - 1)];
      ordered[static_cast<std::size_t>(at)] = ordered[static_cast<std::size_t>(at - 1)];
      --at;
    }
    priority[static_cast<std::size_t>(at)] = value;
    ordered[static_cast<std::size_t>(at)] = cell;
  }
  return count;
}

int Engine::search(const Node& node, int depth, int alpha, int beta) {
  if (budget_->tick()) {
    stopped_ = true;
    return 0;
  }
  if (node.moves == ConnectFour::kCells) return 0;
  const Bits playable = node.playable();
  if (threat_cells(node.mine, node.both) & playable) return kWin - (node.moves + 1);
  const Bits their_threats = threat_cells(node.mine ^ node.both, node.both);
  const Bits forced = playable & their_threats;
  // A cell under one of their threats gives them that threat to play.
  Bits candidates = (forced ? forced : playable) & ~(their_threats >> 1);
  if ((forced & (forced - 1)) || candidates == 0) return -(kWin - (node.moves + 2));

  // Neither side wins sooner than these.
  const int most = kWin - (node.moves + 3);
  const int least = -(kWin - (node.moves + 4));
  beta = std::min(beta, most);
  alpha = std::max(alpha, least);
  if (alpha >= beta) return alpha;
  if (depth <= 0) return leaf(node);

  Entry* entry = probe(node.key());
  Move remembered = -1;
  if (entry->key == node.key() && entry->bound != Entry::Bound::none) {
    remembered = entry->move;
    const int score = entry->score;
    if (entry->depth >= depth && (entry->bound == Entry::Bound::exact ||
                                  (entry->bound == Entry::Bound::lower && score >= beta) ||
                                  (entry->bound == Entry::Bound::upper && score <= alpha))) {
      if (entry->heuristic) ++heuristic_;
      return score;
    }
  }

  const int alpha_before = alpha;
  const std::uint64_t heuristic_before = heuristic_;
  std::array<Bits, 7> ordered{};
  const int count = order_moves(node, candidates, remembered, ordered);
  int best = -kWin - 1;
  Move best_move = column_of(ordered[0]);
  for (int i = 0; i < count; ++i) {
    const Bits cell = ordered[static_cast<std::size_t>(i)];
    const int score = -search(node.after(cell), depth - 1, -beta, -alpha);
    if (stopped_) return 0;
    if (score > best) {
      best = score;
      best_move = column_of(cell);
    }
    alpha = std::max(alpha, score);
    if (alpha >= beta) break;
  }
  *entry = {node.key(),
            static_cast<std::int16_t>(best),
            static_cast<std::int8_t>(depth),
            best <= alpha_before ? Entry::Bound::upper
            : best >= beta       ? Entry::Bound::lower
                                 : Entry::Bound::exact,
            static_cast<std::int8_t>(best_move),
            heuristic_ != heuristic_before};
  return best;
}

Engine::Iteration Engine::search_root(const Node& root, const std::vector<Move>& order, int depth) {
  Iteration iteration;
  int best = -kWin - 1;
  const Bits wins = threat_cells(root.mine, root.both);
  for (const Move column : order) {
    const Bits cell = root.playable() & (Bits{0x3f} << (column * ConnectFour::kColumnBits));
    // The window (best - 1, kWin] scores a move that ties the best exactly and cuts worse ones.
    const int score = (cell & wins) ? kWin - (root.moves + 1)
                                    : -search(root.after(cell), depth - 1, -kWin, -(best - 1));
    if (stopped_) return iteration;
    if (score > best) {
      best = score;
      iteration.best.clear();
    }
    if (score == best) iteration.best.push_back(column);
  }
  iteration.score = best;
  iteration.complete = true;
  return iteration;
}

Choice Engine::choose(const ConnectFour& position, SearchBudget& budget) {
  budget_ = &budget;
  stopped_ = false;
  const Node root = Node::of(position);
  std::vector<Move> order = position.legal_moves();
  std::stable_sort(order.begin(), order.end(),
                   [](Move a, Move b) { return std::abs(a - 3) < std::abs(b - 3); });
  Choice choice;
  choice.move = order.front();
  if (settings_.centre_opening && root.moves == 0) return choice;  // the centre, first in order
  const int deepest = std::min(settings_.max_depth, ConnectFour::kCells - root.moves);
  for (int depth = 1; depth <= deepest && !budget.exhausted_now(); ++depth) {
    const std::uint64_t heuristic_before = heuristic_;
    const Iteration iteration = search_root(root, order, depth);
    if (!iteration.complete) break;
    choice.move = pick_one(iteration.best, rng_);
    choice.score = iteration.score;
    choice.depth = depth;
    choice.exact = heuristic_ == heuristic_before || std::abs(iteration.score) >= kWinThreshold;
    // The best moves first next time, so the window narrows at once.
    std::stable_partition(order.begin(), order.end(), [&](Move m) {
      return std::find(iteration.best.begin(), iteration.best.end(), m) != iteration.best.end();
    });
    if (choice.exact) break;
  }
  choice.nodes = budget.nodes();
  if (choice.depth > 0) {
    if (choice.score >= kWinThreshold) {
      choice.result = ProvenResult::win;
    } else if (choice.score <= -kWinThreshold) {
      choice.result = ProvenResult::loss;
    } else if (choice.exact) {
      choice.result = ProvenResult::draw;
    }
  }
  return choice;
}

}  // namespace arcade::connect4
