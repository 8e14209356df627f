// The Gomocup brain protocol: commands parsed and answered, moves chosen by the Gomoku engine.
#include "games/gomoku/pbrain_session.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <istream>
#include <ostream>

#include "core/line_protocol.h"
#include "core/side.h"
#include "core/text.h"
#include "games/gomoku/gomoku_tt.h"

namespace arcade {
namespace {

// The brain's stones are black to the engine and the manager's other player's are white; who
// moved first does not matter to the engine.
constexpr gomoku::Color kOwn = gomoku::kBlack;
constexpr gomoku::Color kTheirs = gomoku::kWhite;

using Lines = std::vector<std::string>;

// "Unlimited" as the managers send it for time_left.
constexpr long long kUnlimited = 2147483647;

// Under a match clock a move takes at most this fraction's denominator of the time left, so the
// clock lasts however long the game goes.
constexpr long long kClockShare = 20;

// Joins text pieces by appending: GCC 12 warns falsely (-Wrestrict) about chains of operator+.
template <class... Parts>
std::string concat(const Parts&... parts) {
  std::string text;
  ((text += parts), ...);
  return text;
}

std::vector<std::string> error(const std::string& message) {
  return {concat("ERROR ", message)};
}

// The MESSAGE line a manager shows beside the move (Piskvork logs it): how the engine chose and
// what it thinks of the position for itself, the Eval as Rapfi writes it, so tools that read
// Rapfi's (tools/gomoku_labels.py) read ours: a score, "+Mn"/"-Mn" for a win or loss n plies
// away, or a bare "+M"/"-M" where a threat search proved it without counting the plies. Nothing
// where the engine had no reason to judge (an opening move, a forced block, the only move).
std::optional<std::string> decision_message(const gomoku::EngineDecision& decision) {
  std::string eval;
  if (std::abs(decision.score) > gomoku::kWinThreshold) {
    eval = concat(decision.score > 0 ? "+M" : "-M",
                  std::to_string(gomoku::kWinScore - std::abs(decision.score)));
  } else if (decision.result == ProvenResult::win) {
    eval = "+M";
  } else if (decision.result == ProvenResult::loss) {
    eval = "-M";
  } else if (decision.result == ProvenResult::draw || decision.depth > 0) {
    eval = std::to_string(decision.score);
  } else {
    return std::nullopt;
  }
  std::string text = concat("MESSAGE ", decision.reason);
  if (decision.depth > 0) text += concat(" depth ", std::to_string(decision.depth));
  return concat(text, " Eval ", eval, " nodes ", std::to_string(decision.nodes));
}

// Text from the manager shown in a message: quoted, cut short, control bytes masked.
std::string quoted(std::string_view text) {
  return quote_for_message(text);
}

}  // namespace

struct PbrainSession::Parsed {
  int point = -1;
  std::string error;
};

PbrainSession::PbrainSession(PbrainSettings settings)
    : settings_(std::move(settings)),
      engine_(std::make_unique<gomoku::GomokuEngine>(settings_.engine)) {}

PbrainSession::~PbrainSession() = default;

std::vector<std::string> PbrainSession::handle_line(std::string_view line) {
  const std::string_view text = trim(line);
  if (text.empty() || finished_) return {};
  if (in_board_) return board_line(text);
  const auto space = text.find_first_of(" \t");
  const std::string_view word = text.substr(0, space);
  const std::string_view arguments =
      space == std::string_view::npos ? "" : trim(text.substr(space));
  auto answer = command(to_lower(word), arguments);
  if (!answer) return {concat("UNKNOWN command ", quoted(word))};
  return *answer;
}

std::optional<std::vector<std::string>> PbrainSession::command(std::string_view name,
                                                               std::string_view arguments) {
  const bool needs_game = name == "restart" || name == "begin" || name == "turn" ||
                          name == "board" || name == "takeback";
  if (needs_game && !board_) return error("no game yet: send START first");
  if (name == "start") return start(arguments, false);
  if (name == "rectstart") return start(arguments, true);
  if (name == "restart") {
    reset_board(board_->size());
    return Lines{"OK"};
  }
  if (name == "begin") return play_own_move();
  if (name == "turn") return turn(arguments);
  if (name == "board") {
    reset_board(board_->size());
    in_board_ = true;
    return Lines{};
  }
  if (name == "takeback") return takeback(arguments);
  if (name == "info") return info(arguments);
  if (name == "about") return about();
  if (name == "end") {
    finished_ = true;
    return Lines{};
  }
  return std::nullopt;
}

std::vector<std::string> PbrainSession::start(std::string_view arguments, bool rectangular) {
  long long size = 0;
  if (rectangular) {
    const auto parts = split(arguments, ",");
    const auto width = parts.size() == 2 ? parse_integer(trim(parts[0]), 1, 1000) : std::nullopt;
    const auto height = parts.size() == 2 ? parse_integer(trim(parts[1]), 1, 1000) : std::nullopt;
    if (!width || !height) {
      return error(concat("RECTSTART takes width,height, not ", quoted(arguments)));
    }
    if (*width != *height) return error("only square boards are supported");
    size = *width;
  } else {
    const auto parsed = parse_integer(arguments, 1, 1000);
    if (!parsed) return error(concat("START takes the board size, not ", quoted(arguments)));
    size = *parsed;
  }
  if (size < GomokuOptions::kMinSize || size > GomokuOptions::kMaxSize) {
    return error(concat("unsupported size ", std::to_string(size), ": boards of ",
                        std::to_string(GomokuOptions::kMinSize), " to ",
                        std::to_string(GomokuOptions::kMaxSize), " are supported"));
  }
  reset_board(static_cast<int>(size));
  in_board_ = false;
  return {"OK"};
}

void PbrainSession::reset_board(int size) {
  board_.emplace(size, exact_five_);
}

PbrainSession::Parsed PbrainSession::parse_point(std::string_view text) const {
  const int size = board_->size();
  const auto comma = text.find(',');
  const auto x = comma == std::string_view::npos
                     ? std::nullopt
                     : parse_integer(trim(text.substr(0, comma)), 0, size - 1);
  const auto y = comma == std::string_view::npos
                     ? std::nullopt
                     : parse_integer(trim(text.substr(comma + 1)), 0, size - 1);
  if (!x || !y) {
    return {.error = concat("expected x,y with both from 0 to ", std::to_string(size - 1), ", not ",
                            quoted(text))};
  }
  return {.point = board_->point(static_cast<int>(*x), static_cast<int>(*y))};
}

// A parsed point as "x,y", written from its coordinates, never echoed from the manager's text:
// that may hold a carriage return or other bytes that would break the answer's line
// (fuzz_pbrain found "TURN 9,\r8").
std::string PbrainSession::point_text(int point) const {
  return concat(std::to_string(board_->column_of(point)), ",",
                std::to_string(board_->row_of(point)));
}

std::vector<std::string> PbrainSession::turn(std::string_view arguments) {
  const Parsed parsed = parse_point(arguments);
  if (!parsed.error.empty()) return error(parsed.error);
  if (!board_->is_empty(parsed.point)) {
    return error(concat(point_text(parsed.point), " is already taken"));
  }
  board_->place(parsed.point, kTheirs);
  return play_own_move();
}

std::vector<std::string> PbrainSession::board_line(std::string_view line) {
  const std::string word = to_lower(line);
  if (word == "done") {
    in_board_ = false;
    return play_own_move();
  }
  if (word == "end") {
    in_board_ = false;
    finished_ = true;
    return {};
  }
  const auto last_comma = line.rfind(',');
  const auto field = last_comma == std::string_view::npos
                         ? std::nullopt
                         : parse_integer(trim(line.substr(last_comma + 1)), 1, 3);
  if (!field) {
    return error(
        concat("inside BOARD expected x,y,field (field 1, 2 or 3) or DONE, not ", quoted(line)));
  }
  const Parsed parsed = parse_point(line.substr(0, last_comma));
  if (!parsed.error.empty()) return error(parsed.error);
  if (!board_->is_empty(parsed.point))
    return error(concat(quote_for_message(line), ": that point is already taken"));
  if (*field == 1) {
    board_->place(parsed.point, kOwn);
  } else if (*field == 2) {
    board_->place(parsed.point, kTheirs);
  } else {
    board_->place_neutral(parsed.point);
  }
  return {};
}

std::vector<std::string> PbrainSession::takeback(std::string_view arguments) {
  const Parsed parsed = parse_point(arguments);
  if (!parsed.error.empty()) return error(parsed.error);
  if (board_->is_empty(parsed.point))
    return error(concat(point_text(parsed.point), " holds no stone"));
  board_->remove(parsed.point);
  return {"OK"};
}

std::vector<std::string> PbrainSession::info(std::string_view arguments) {
  const auto space = arguments.find_first_of(" \t");
  const std::string key = to_lower(arguments.substr(0, space));
  const std::string_view value =
      space == std::string_view::npos ? "" : trim(arguments.substr(space));
  const auto number = [&](long long min) { return parse_integer(value, min, kUnlimited); };
  if (key == "timeout_turn" || key == "timeout_match" || key == "max_memory") {
    const auto parsed = number(0);
    if (!parsed) {
      return error(concat("INFO ", key, " takes a whole number of ",
                          key == "max_memory" ? "bytes" : "milliseconds", ", not ", quoted(value)));
    }
    if (key == "timeout_turn") timeout_turn_ms_ = *parsed;
    if (key == "timeout_match") timeout_match_ms_ = *parsed;
    if (key == "max_memory") set_memory_limit(*parsed);
    return {};
  }
  if (key == "time_left") {
    // It can be negative once the brain has run out of time.
    const auto parsed = parse_integer(value, -kUnlimited, kUnlimited);
    if (!parsed) return error(concat("INFO time_left takes milliseconds, not ", quoted(value)));
    time_left_ms_ = *parsed;
    return {};
  }
  if (key == "rule") {
    const auto parsed = number(0);
    if (!parsed) return error(concat("INFO rule takes a number, not ", quoted(value)));
    if (*parsed > 1) {
      return error(concat("rule ", std::to_string(*parsed),
                          " is not supported: only freestyle (0) and exact five (1)"));
    }
    exact_five_ = *parsed == 1;
    if (board_ && board_->exact_five() != exact_five_) board_ = board_->with_rule(exact_five_);
    return {};
  }
  if (key.empty()) return error("INFO takes a key and a value");
  // game_type, evaluate, folder and keys of newer managers: nothing this brain needs.
  return {};
}

void PbrainSession::set_memory_limit(long long bytes) {
  // Half the limit for the transposition table; the rest is small.
  constexpr long long kEntryBytes = sizeof(gomoku::TranspositionTable::Entry);
  int bits = gomoku::EngineSettings{}.table_bits;
  if (bytes > 0) {
    while (bits > 10 && (kEntryBytes << bits) > bytes / 2) --bits;
  }
  if (bits != settings_.engine.table_bits) {
    settings_.engine.table_bits = bits;
    engine_ = std::make_unique<gomoku::GomokuEngine>(settings_.engine);
  }
}

std::vector<std::string> PbrainSession::about() const {
  return {R"(name="board-arcade", version="0.1.0", author="Board Arcade team", country="n/a")"};
}

long long PbrainSession::turn_ms() const {
  return timeout_turn_ms_ >= 0 ? timeout_turn_ms_ : settings_.default_turn_ms;
}

bool PbrainSession::match_clock_applies() const {
  return time_left_ms_ && (timeout_match_ms_ > 0 || *time_left_ms_ < kUnlimited);
}

int PbrainSession::move_time_ms() const {
  const long long turn = turn_ms();
  // A safety margin for the pipe and a loaded machine: 40 ms of a 1 s turn, where Rapfi keeps 30
  // and PentaZen 40; the search stops within a few milliseconds of its budget
  // (src/games/gomoku/ENGINE-NOTES.md, round 69).
  long long budget = turn == 0 ? 10 : turn - std::max(30LL, turn / 25);
  if (match_clock_applies()) budget = std::min(budget, *time_left_ms_ / kClockShare - 30);
  return static_cast<int>(std::clamp(budget, 5LL, 3'600'000LL));
}

bool PbrainSession::match_clock_binds() const {
  if (!match_clock_applies() || !board_) return false;
  const long long empty = board_->size() * board_->size() - board_->stones();
  // Room for every move the brain can still have at a full turn, and for the share of the
  // clock move_time_ms keeps back: a full turn needs kClockShare turns left on it.
  return *time_left_ms_ < ((empty + 1) / 2 + kClockShare) * turn_ms();
}

std::vector<std::string> PbrainSession::play_own_move() {
  if (board_->stones() == board_->size() * board_->size()) return error("the board is full");
  gomoku::EngineLimits limits;
  if (settings_.nodes) {
    limits.nodes = *settings_.nodes;
  } else {
    limits.time = std::chrono::milliseconds(move_time_ms());
    limits.whole_turn = !match_clock_binds();
  }
  const auto decision = engine_->choose(*board_, kOwn, limits);
  board_->place(decision.point, kOwn);
  Lines answer;
  if (auto message = decision_message(decision)) answer.push_back(std::move(*message));
  answer.push_back(point_text(decision.point));
  return answer;
}

int run_pbrain(std::istream& in, std::ostream& out, const PbrainSettings& settings) {
  PbrainSession session(settings);
  serve_lines(in, out, session, "ERROR");
  return 0;
}

}  // namespace arcade
