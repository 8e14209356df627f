// The NBoard protocol: commands parsed and answered, moves chosen by the engine's Thinker.
#include "games/reversi/reversi_nboard_session.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <istream>
#include <ostream>

#include "core/line_protocol.h"
#include "core/text.h"
#include "games/reversi/reversi_eval.h"
#include "games/reversi/reversi_ggf.h"
#include "games/reversi/reversi_pattern_eval.h"
#include "games/reversi/reversi_thinker.h"

namespace arcade {
namespace {

using Lines = std::vector<std::string>;
using Clock = std::chrono::steady_clock;

constexpr std::string_view kName = "BoardArcade";

// Joins text pieces by appending: GCC 12 warns falsely (-Wrestrict) about chains of operator+.
template <class... Parts>
std::string concat(const Parts&... parts) {
  std::string text;
  ((text += parts), ...);
  return text;
}

Lines error(const std::string& message) {
  return {"error " + message};
}

// The first word of `text` and the rest, trimmed.
std::pair<std::string_view, std::string_view> split_word(std::string_view text) {
  text = trim(text);
  const auto space = text.find_first_of(" \t");
  if (space == std::string_view::npos) return {text, {}};
  return {text.substr(0, space), trim(text.substr(space))};
}

// A move as NBoard writes it: "F5", or "PA" for a pass.
std::string nboard_move_text(Move move) {
  if (move == Reversi::kPass) return "PA";
  return std::string{static_cast<char>('A' + move % 8), static_cast<char>('1' + move / 8)};
}

// Hundredths of a disc as discs with two decimals.
std::string discs_text(int hundredths) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", hundredths / 100.0);
  return text;
}

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", seconds);
  return text;
}

}  // namespace

NboardSession::NboardSession(NboardSettings settings)
    : settings_(settings),
      thinker_(std::make_unique<reversi::Thinker>(reversi::trained_evaluator())) {}

NboardSession::~NboardSession() = default;

std::vector<std::string> NboardSession::handle_line(std::string_view line) {
  if (finished_) return {};
  const auto [word, arguments] = split_word(line);
  if (word.empty()) return {};
  const std::string command = to_lower(word);
  if (command == "nboard") {
    if (!parse_integer(arguments, 1, 1000)) {
      return error("nboard takes the protocol version, a whole number from 1, not " +
                   quote_for_message(arguments));
    }
    return {"set myname " + std::string(kName)};
  }
  if (command == "set") return set(arguments);
  if (command == "move") return move(arguments);
  if (command == "go") return go();
  if (command == "hint") return hint(arguments);
  if (command == "ping") {
    const auto number = parse_integer(arguments, -(1LL << 62), 1LL << 62);
    if (!number) return error("ping takes a whole number, not " + quote_for_message(arguments));
    return {"pong " + std::to_string(*number)};
  }
  if (command == "learn") return {"learned"};
  if (command == "quit") {
    finished_ = true;
    return {};
  }
  // NBoard 1.1 sends a bare square instead of "move F5".
  if (arguments.empty() && parse_nboard_move(position_, word).ok()) return move(word);
  return error("unknown command " + quote_for_message(word));
}

std::vector<std::string> NboardSession::set(std::string_view arguments) {
  const auto [what, value] = split_word(arguments);
  const std::string name = to_lower(what);
  if (name == "game") {
    auto position = reversi_position_from_ggf(value);
    if (!position) return error("set game: " + position.error());
    position_ = *position;
    return {};
  }
  if (name == "depth") {
    const auto depth = parse_integer(value, 1, 60);
    if (!depth) return error("set depth takes plies from 1 to 60, not " + quote_for_message(value));
    depth_ = static_cast<int>(*depth);
    return {"set myname " + std::string(kName)};
  }
  if (name == "contempt") {
    if (!parse_integer(value, -6400, 6400)) {
      return error("set contempt takes centidiscs from -6400 to 6400, not " +
                   quote_for_message(value));
    }
    return {};
  }
  if (name == "movetime") {
    const auto time = parse_integer(value, 1, 3'600'000);
    if (!time) {
      return error("set movetime takes milliseconds from 1 to 3600000, not " +
                   quote_for_message(value));
    }
    settings_.move_time_ms = static_cast<int>(*time);
    return {};
  }
  return error("unknown setting " + quote_for_message(what));
}

std::vector<std::string> NboardSession::move(std::string_view text) {
  auto move = parse_nboard_move(position_, text);
  if (!move) return error("move: " + move.error());
  position_.apply(*move);
  return {};
}

std::vector<std::string> NboardSession::go() {
  if (position_.outcome() != Outcome::ongoing) return error("go: the game is over");
  const auto started = Clock::now();
  reversi::ThinkLimits limits;
  if (settings_.nodes) {
    limits.nodes = settings_.nodes;
  } else {
    limits.time = std::chrono::milliseconds(settings_.move_time_ms);
  }
  limits.max_depth = depth_;
  const reversi::Thought thought = thinker_->think(position_, limits);
  const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
  std::string answer = concat("=== ", nboard_move_text(thought.move));
  if (!thought.forced) answer += concat("/", discs_text(thought.score), "/", seconds_text(seconds));
  return {"status " + std::string(kName) + " is thinking",
          concat("nodestats ", std::to_string(thought.nodes), " ", seconds_text(seconds)), answer,
          "status"};
}

std::vector<std::string> NboardSession::hint(std::string_view arguments) {
  const auto wanted = parse_integer(arguments, 1, 64);
  if (!wanted)
    return error("hint takes how many moves to rate, 1 to 64, not " + quote_for_message(arguments));
  if (position_.outcome() != Outcome::ongoing) return error("hint: the game is over");
  const MoveList moves = position_.legal_moves();
  reversi::ThinkLimits limits;
  limits.max_depth = std::max(1, depth_ - 1);
  // Every move is rated by a search of the position after it, the budget shared among them.
  const auto share = static_cast<long long>(moves.size());
  if (settings_.nodes) {
    limits.nodes = std::max<std::uint64_t>(1, *settings_.nodes / static_cast<std::uint64_t>(share));
  } else {
    limits.time =
        std::chrono::milliseconds(std::max<long long>(10, settings_.move_time_ms / share));
  }
  struct Rated {
    Move move;
    int score;
    int depth;
  };
  std::vector<Rated> rated;
  for (const Move move : moves) {
    Reversi child = position_;
    child.apply(move);
    Rated entry{move, 0, 0};
    if (child.outcome() != Outcome::ongoing) {
      entry.score = -reversi::kScorePerDisc * reversi::final_score(child.own(), child.other());
      entry.depth = 1;
    } else {
      const reversi::Thought thought = thinker_->think(child, limits);
      entry.score = -thought.score;
      entry.depth = thought.depth + 1;
    }
    rated.push_back(entry);
  }
  std::stable_sort(rated.begin(), rated.end(),
                   [](const Rated& a, const Rated& b) { return a.score > b.score; });
  Lines answer{"status " + std::string(kName) + " is thinking"};
  for (std::size_t i = 0; i < rated.size() && i < static_cast<std::size_t>(*wanted); ++i) {
    answer.push_back(concat("search ", nboard_move_text(rated[i].move), " ",
                            discs_text(rated[i].score), " 0 ", std::to_string(rated[i].depth)));
  }
  answer.push_back("status");
  return answer;
}

int run_nboard(std::istream& in, std::ostream& out, const NboardSettings& settings) {
  NboardSession session(settings);
  serve_lines(in, out, session, "error");
  return 0;
}

}  // namespace arcade
