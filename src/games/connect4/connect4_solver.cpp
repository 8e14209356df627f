// The perfect Connect Four solver.
#include "games/connect4/connect4_solver.h"

#include <algorithm>
#include <array>
#include <bit>

namespace arcade::connect4 {
namespace {

constexpr std::array<int, ConnectFour::kColumns> kCentreFirst{3, 2, 4, 1, 5, 0, 6};

// What a table entry's score says of the position's value. An entry of 0 is an empty slot.
enum Kind : int { kEmpty = 0, kLower = 1, kUpper = 2, kExact = 3 };
// An entry holds, from the top: the discs on the board (7 bits), the position's key (49 bits),
// the kind (2 bits) and the score (6 bits: -21..21 shifted to be positive).
constexpr int kScoreOffset = 32;
constexpr int kDiscsShift = 57;
constexpr std::uint64_t kKeyMask = (std::uint64_t{1} << 49) - 1;

constexpr std::uint64_t key_of(std::uint64_t entry) {
  return entry >> 8 & kKeyMask;
}
constexpr int kind_of(std::uint64_t entry) {
  return static_cast<int>(entry >> 6 & 3);
}
constexpr int discs_of(std::uint64_t entry) {
  return static_cast<int>(entry >> kDiscsShift);
}

constexpr Bits column_cells(int column) {
  return Bits{0x3f} << (column * ConnectFour::kColumnBits);
}

// The centre-most column with a cell in `cells`, which are not none.
Move centre_most(Bits cells) {
  for (const int column : kCentreFirst) {
    if (cells & column_cells(column)) return column;
  }
  return kCentreFirst.front();
}

// The moves of `node` that do not let the opponent win with its next disc: the one cell that
// blocks its only immediate win if it has one (none if it has two), and never a cell right under
// one of its winning cells. Callers have checked that the side to move cannot win at once.
Bits non_losing_moves(const Node& node) {
  const Bits their_wins = threat_cells(node.mine ^ node.both, node.both);
  Bits moves = node.playable();
  if (const Bits forced = moves & their_wins) {
    if (forced & (forced - 1)) return 0;
    moves = forced;
  }
  return moves & ~(their_wins >> 1);
}

// Puts the cells of `moves` in `cells` in the order to try them, returning how many there are:
// the move making the most cells that would complete a four first, ties centre first, since a
// move that threatens much is most often best and cuts the search soonest.
int ordered_moves(const Node& node, Bits moves, std::array<Bits, ConnectFour::kColumns>& cells) {
  std::array<int, ConnectFour::kColumns> values{};
  int count = 0;
  for (const int column : kCentreFirst) {
    const Bits cell = moves & column_cells(column);
    if (!cell) continue;
    const int value = std::popcount(threat_cells(node.mine | cell, node.both | cell));
    int i = count++;
    for (; i > 0 && values[i - 1] < value; --i) {
      cells[i] = cells[i - 1];
      values[i] = values[i - 1];
    }
    cells[i] = cell;
    values[i] = value;
  }
  return count;
}

// The key of the position mirrored left to right: a key holds each column in 7 bits of its own
// (the column's discs added to its side's, which never carries out of the column).
constexpr std::uint64_t mirrored(std::uint64_t key) {
  std::uint64_t result = 0;
  for (int column = 0; column < ConnectFour::kColumns; ++column) {
    const std::uint64_t bits = key >> (column * ConnectFour::kColumnBits) & 0x7f;
    result |= bits << ((ConnectFour::kColumns - 1 - column) * ConnectFour::kColumnBits);
  }
  return result;
}

// The key a position shares with its mirror image, which has the same score.
std::uint64_t symmetric_key(const Node& node) {
  return std::min(node.key(), mirrored(node.key()));
}

}  // namespace

Solver::Solver(int table_bits) : table_bits_(table_bits), table_(std::size_t{1} << table_bits, 0) {}

void Solver::clear() {
  std::fill(table_.begin(), table_.end(), 0);
}

std::optional<Solution> Solver::solve(const ConnectFour& position, SearchBudget& budget) {
  budget_ = &budget;
  stopped_ = false;
  const Node node = Node::of(position);
  if (const Bits wins = threat_cells(node.mine, node.both) & node.playable()) {
    return Solution{centre_most(wins), win_now_score(node.moves)};
  }
  if (!non_losing_moves(node)) {
    // Every move loses at once; block one of the opponent's wins if there is one to block.
    const Bits blocks = threat_cells(node.mine ^ node.both, node.both) & node.playable();
    return Solution{centre_most(blocks ? blocks : node.playable()), -win_now_score(node.moves + 1)};
  }
  const int score = score_of(node);
  const Move move = best_move(node, score);
  if (stopped_) return std::nullopt;
  return Solution{move, score};
}

int Solver::score_of(const Node& node) {
  // Neither side wins with its next disc, so the score lies between these.
  int low = -win_now_score(node.moves + 3);
  int high = win_now_score(node.moves + 2);
  while (low < high && !stopped_) {
    // Try 0 first, then step away from it: most positions are close to a draw, and a window
    // near the score is the cheapest to search, the others failing fast.
    int middle = 0;
    if (low > 0) middle = low;
    if (high <= 0) middle = high - 1;
    const int found = negamax(node, middle, middle + 1);
    if (found <= middle) {
      high = found;
    } else {
      low = found;
    }
  }
  return low;
}

Move Solver::best_move(const Node& node, int score) {
  const Bits moves = non_losing_moves(node);
  for (const int column : kCentreFirst) {
    const Bits cell = moves & column_cells(column);
    if (!cell) continue;
    // The move keeps the score when the opponent can get no more than -score after it.
    if (-negamax(node.after(cell), -score, -score + 1) >= score || stopped_) return column;
  }
  return centre_most(moves);
}

std::size_t Solver::bucket_of(std::uint64_t key) const {
  // Fibonacci hashing: the multiplication spreads the key's bits into the top ones.
  const auto slot = static_cast<std::size_t>((key * 0x9e3779b97f4a7c15ULL) >> (64 - table_bits_));
  return slot & ~std::size_t{1};
}

void Solver::store(std::uint64_t key, int discs, int kind, int score) {
  const std::uint64_t entry = static_cast<std::uint64_t>(discs) << kDiscsShift | key << 8 |
                              static_cast<std::uint64_t>(kind << 6 | (score + kScoreOffset));
  std::uint64_t* const bucket = &table_[bucket_of(key)];
  if (key_of(bucket[1]) == key && kind_of(bucket[1]) != kEmpty) {
    bucket[1] = entry;
  } else if (kind_of(bucket[0]) == kEmpty || key_of(bucket[0]) == key ||
             discs <= discs_of(bucket[0])) {
    // The first slot keeps the position nearest the root, whose search cost the most; what it
    // held moves to the second slot, which takes whatever comes.
    if (key_of(bucket[0]) != key) bucket[1] = bucket[0];
    bucket[0] = entry;
  } else {
    bucket[1] = entry;
  }
}

bool Solver::settled_by_table(std::uint64_t key, int& alpha, int& beta) const {
  const std::uint64_t* const bucket = &table_[bucket_of(key)];
  for (int i = 0; i < 2; ++i) {
    const std::uint64_t entry = bucket[i];
    if (key_of(entry) != key || kind_of(entry) == kEmpty) continue;
    const int score = static_cast<int>(entry & 0x3f) - kScoreOffset;
    if (kind_of(entry) == kExact) {
      alpha = score;
      return true;
    }
    if (kind_of(entry) == kLower) alpha = std::max(alpha, score);
    if (kind_of(entry) == kUpper) beta = std::min(beta, score);
    return alpha >= beta;
  }
  return false;
}

// Requires that the side to move of `node` cannot win with its next disc. Returns the exact score
// when it lies strictly between alpha and beta, else a bound on the same side of the window.
int Solver::negamax(const Node& node, int alpha, int beta) {
  if (budget_->tick()) {
    stopped_ = true;
    return 0;
  }
  const Bits moves = non_losing_moves(node);
  if (!moves) return -win_now_score(node.moves + 1);
  if (node.moves >= ConnectFour::kCells - 2) return 0;
  alpha = std::max(alpha, -win_now_score(node.moves + 3));
  beta = std::min(beta, win_now_score(node.moves + 2));
  if (alpha >= beta) return alpha;

  const std::uint64_t key = symmetric_key(node);
  if (settled_by_table(key, alpha, beta)) return alpha;

  std::array<Bits, ConnectFour::kColumns> cells{};
  const int count = ordered_moves(node, moves, cells);
  const int alpha_before = alpha;
  for (int i = 0; i < count; ++i) {
    const int score = -negamax(node.after(cells[i]), -beta, -alpha);
    if (stopped_) return 0;
    if (score >= beta) {
      store(key, node.moves, kLower, score);
      return score;
    }
    alpha = std::max(alpha, score);
  }
  store(key, node.moves, alpha > alpha_before ? kExact : kUpper, alpha);
  return alpha;
}

}  // namespace arcade::connect4

namespace arcade {

Result<ExactSolution> solve_connect4(const AnyState& position, std::stop_token stop) {
  const ConnectFour* board = position.get_if<ConnectFour>();
  if (!board) return fail("not a Connect Four position");
  if (board->outcome() != Outcome::ongoing) return fail("the game is over: there is no move");
  connect4::Solver solver;
  SearchBudget budget(std::move(stop), std::nullopt, std::nullopt);
  const auto solution = solver.solve(*board, budget);
  if (!solution) return fail("the solve was stopped");
  return ExactSolution{solution->move, solution->score};
}

}  // namespace arcade
