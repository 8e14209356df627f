// The Gomoku engine's decision: immediate threats, its own VCF and VCT, defence against the
// opponent's VCF and VCT, then iterative-deepening alpha-beta in what time is left.
#include "games/gomoku/gomoku_engine.h"

#include <algorithm>
#include <cstdlib>

#include "games/gomoku/gomoku_refutations.h"

namespace arcade::gomoku {
namespace {

// The longest expected line a decision reports: enough to read a forced sequence to its end.
constexpr int kShownLineLength = 24;

}  // namespace

// Shares the time and node budget of one decision between its phases.
class GomokuEngine::Phases {
 public:
  using Clock = std::chrono::steady_clock;

  Phases(std::stop_token stop, const EngineLimits& limits)
      : stop_(std::move(stop)),
        start_(Clock::now()),
        nodes_(limits.nodes),
        whole_turn_(limits.whole_turn) {
    if (limits.time) {
      time_ = *limits.time;
    } else if (!limits.nodes) {
      time_ = std::chrono::milliseconds(1000);
    }
  }

  // A budget for a phase that may use `fraction` of what is left; remembers when it began.
  SearchBudget budget(double fraction) {
    phase_start_ = Clock::now();
    std::optional<std::chrono::milliseconds> time;
    if (time_) {
      const auto left =
          *time_ - std::chrono::duration_cast<std::chrono::milliseconds>(phase_start_ - start_);
      phase_time_ = std::max(std::chrono::milliseconds(1),
                             std::chrono::milliseconds(static_cast<long long>(
                                 static_cast<double>(left.count()) * fraction)));
      time = phase_time_;
    }
    std::optional<std::uint64_t> nodes;
    if (nodes_) {
      const std::uint64_t left = *nodes_ > used_ ? *nodes_ - used_ : 0;
      nodes = std::max<std::uint64_t>(
          1, static_cast<std::uint64_t>(static_cast<double>(left) * fraction));
    }
    return SearchBudget(stop_, time, nodes);
  }

  // Counts a finished phase's nodes and notes it under `phase`.
  void used(const SearchBudget& budget, const char* phase) {
    used_ += budget.nodes();
    uses_.push_back(
        {phase, budget.nodes(),
         std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - phase_start_)});
  }
  const std::vector<PhaseUse>& uses() const { return uses_; }
  std::uint64_t nodes() const { return used_; }
  bool stopped() const { return stop_.stop_requested(); }

  // True if the current phase has used more than `share` of its time: a deeper iteration, which
  // takes several times longer than the last, would not finish. Never true when the decision
  // has its whole turn to spend (EngineLimits::whole_turn).
  bool phase_time_spent(double share) const {
    if (!time_ || whole_turn_) return false;
    const auto spent = Clock::now() - phase_start_;
    return spent > std::chrono::duration<double, std::milli>(
                       static_cast<double>(phase_time_.count()) * share);
  }

 private:
  std::stop_token stop_;
  Clock::time_point start_;
  Clock::time_point phase_start_;
  std::optional<std::chrono::milliseconds> time_;
  std::chrono::milliseconds phase_time_{0};
  std::optional<std::uint64_t> nodes_;
  bool whole_turn_;
  std::uint64_t used_ = 0;
  std::vector<PhaseUse> uses_;
};

std::string describe_phases(const std::vector<PhaseUse>& phases, bool with_time) {
  std::string text;
  for (const auto& phase : phases) {
    if (!text.empty()) text += ", ";
    text += phase.name + ' ' + std::to_string(phase.nodes);
    if (with_time) text += " nodes " + std::to_string(phase.time.count()) + " ms";
  }
  return text;
}

GomokuEngine::GomokuEngine(const EngineSettings& settings)
    : settings_(settings), table_(settings.table_bits), threat_cache_(16) {}

EngineDecision GomokuEngine::choose(const GomokuBoard& position, Color to_move,
                                    const EngineLimits& limits, std::stop_token stop) {
  GomokuBoard board = position;
  table_.new_search();
  Phases phases(std::move(stop), limits);
  EngineDecision decision = decide(board, to_move, phases);
  decision.nodes = phases.nodes();
  decision.phases = phases.uses();
  return decision;
}

std::optional<EngineDecision> GomokuEngine::immediate(GomokuBoard& board, Color to_move) {
  const Color opponent = other(to_move);
  if (const auto& fives = board.threats(to_move, ThreatClass::five); !fives.empty()) {
    return EngineDecision{.point = fives[0], .result = ProvenResult::win, .reason = "five"};
  }
  if (const auto& fives = board.threats(opponent, ThreatClass::five); !fives.empty()) {
    EngineDecision block{.point = fives[0], .reason = "block"};
    if (fives.size() >= 2) block.result = ProvenResult::loss;
    return block;
  }
  if (const auto& wins = board.threats(to_move, ThreatClass::win); !wins.empty()) {
    return EngineDecision{.point = wins[0], .result = ProvenResult::win, .reason = "open four"};
  }
  return std::nullopt;
}

EngineDecision GomokuEngine::decide(GomokuBoard& board, Color to_move, Phases& phases) {
  if (board.candidates().empty()) {
    // No stone yet: the centre (or, on a board of neutral stones only, the first empty point).
    const int centre = board.point(board.size() / 2, board.size() / 2);
    int point = centre;
    for (int p = 0; !board.is_empty(point) && p < kGridCells; ++p) point = p;
    return EngineDecision{.point = point, .reason = "opening"};
  }
  if (auto decision = immediate(board, to_move)) return *decision;

  {
    auto budget = phases.budget(0.1);
    ThreatSearch threats(board, budget, threat_cache_);
    const auto win = threats.find_vcf(to_move, settings_.vcf_depth);
    phases.used(budget, "vcf");
    if (win)
      return EngineDecision{.point = win->move, .result = ProvenResult::win, .reason = "vcf"};
  }

  SearchBudget unlimited({}, std::nullopt, std::nullopt);
  auto moves =
      AlphaBeta(board, unlimited, table_, threat_cache_, settings_.style).root_moves(to_move);
  if (moves.empty()) {
    // The opponent's threat cannot be met: take one of its winning points to make it work.
    const auto& theirs = board.threats(other(to_move), ThreatClass::win);
    const int point = theirs.empty() ? board.candidates()[0] : theirs[0];
    return EngineDecision{.point = point, .result = ProvenResult::loss, .reason = "lost"};
  }
  if (moves.size() == 1) return EngineDecision{.point = moves[0].point, .reason = "only move"};
  if (settings_.defend_vcf) {
    keep_defences(board, to_move, moves, phases, false);
    if (moves.size() == 1) return EngineDecision{.point = moves[0].point, .reason = "vcf defence"};
  }
  if (settings_.vct_depth > 0 && !phases.stopped()) {
    auto budget = phases.budget(0.2);
    ThreatSearch threats(board, budget, threat_cache_);
    const auto win = threats.find_vct(to_move, settings_.vct_depth);
    phases.used(budget, "vct");
    if (win) {
      return EngineDecision{.point = win->move, .result = ProvenResult::win, .reason = "vct"};
    }
    if (settings_.defend_vct) {
      keep_defences(board, to_move, moves, phases, true);
      if (moves.size() == 1) {
        return EngineDecision{.point = moves[0].point, .reason = "vct defence"};
      }
    }
  }
  return deepen(board, to_move, moves, phases);
}

void GomokuEngine::keep_defences(GomokuBoard& board, Color to_move, std::vector<RootMove>& moves,
                                 Phases& phases, bool against_vct) {
  const char* phase = against_vct ? "vct defence" : "vcf defence";
  const ForcedWin win{.by_vct = against_vct,
                      .max_depth = against_vct ? settings_.vct_depth : settings_.vcf_depth};
  auto budget = phases.budget(against_vct ? 0.25 : 0.2);
  // As if we passed: does the opponent threaten a forced win at all?
  bool threatened = false;
  {
    ThreatSearch threats(board, budget, threat_cache_);
    threatened = finds_forced_win(threats, other(to_move), win);
  }
  std::vector<bool> refuted(moves.size());
  if (threatened) {
    std::vector<int> points;
    for (const RootMove& move : moves) points.push_back(move.point);
    refuted = refuted_defences(board, to_move, points, win, budget, threat_cache_,
                               settings_.defence_first_nodes);
  }
  phases.used(budget, phase);
  std::vector<RootMove> safe;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!refuted[i]) safe.push_back(moves[i]);
  }
  // If every move loses, keep them all for the search.
  if (!safe.empty()) moves = std::move(safe);
}

EngineDecision GomokuEngine::deepen(GomokuBoard& board, Color to_move, std::vector<RootMove>& moves,
                                    Phases& phases) {
  auto budget = phases.budget(1.0);
  AlphaBeta search(board, budget, table_, threat_cache_, settings_.style);
  EngineDecision decision{.point = moves.front().point, .reason = "search"};
  for (int depth = 1; depth <= settings_.max_depth; ++depth) {
    const bool scored = search.search_root(to_move, moves, depth);
    // The search looks at only the best-ordered moves, so a loss it finds is not proven: keep the
    // best move of the last iteration that saw none, which at least resists the longest.
    if (scored && moves.front().score < -kWinThreshold && decision.depth > 0 &&
        decision.score >= -kWinThreshold) {
      break;
    }
    if (scored) {
      decision.point = moves.front().point;
      decision.score = moves.front().score;
    }
    if (search.aborted()) break;
    decision.depth = depth;
    if (std::abs(decision.score) > kWinThreshold) break;  // deeper will not change a won line
    // A deeper iteration takes about three times as long, so past 70 % it would rarely finish; but
    // a cut-short one still scores its first moves, which paid over stopping at 40 %
    // (src/games/gomoku/ENGINE-NOTES.md, "Round 4"). With a whole turn to spend, the time saved
    // would be lost, so the search goes on until it is up ("Round 74").
    if (phases.phase_time_spent(0.7)) break;
  }
  phases.used(budget, "search");
  board.place(decision.point, to_move);
  decision.line = table_line(board, table_, other(to_move), kShownLineLength - 1);
  board.remove(decision.point);
  decision.line.insert(decision.line.begin(), decision.point);
  return decision;
}

}  // namespace arcade::gomoku
