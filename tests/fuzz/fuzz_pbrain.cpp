// Fuzz target: pbrain lines, as a Gomocup manager (or anything on the other end of the pipe)
// might send them. Each input is a conversation, one line per line. Every answer is one line;
// a move the brain announces is a point of the board that was empty, and its stone is then
// there (announcing it again is refused); nothing is answered after END.
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_support.h"
#include "games/gomoku/pbrain_session.h"

using namespace arcade;

namespace {

// Enough lines for any real conversation, few enough that each input runs quickly.
constexpr int kMostLines = 400;

// Reads "X,Y" with both whole numbers from 0 to 19; false otherwise.
bool is_point(std::string_view text) {
  const auto comma = text.find(',');
  if (comma == std::string_view::npos) return false;
  const auto x = parse_integer(text.substr(0, comma), 0, 19);
  const auto y = parse_integer(text.substr(comma + 1), 0, 19);
  return x && y && std::to_string(*x) + "," + std::to_string(*y) == text;
}

void check_answer(const std::string& answer) {
  FUZZ_CHECK(!answer.empty());
  for (const char c : answer) FUZZ_CHECK(c != '\n' && c != '\r' && c != '\0');
  if (answer.front() >= '0' && answer.front() <= '9') FUZZ_CHECK(is_point(answer));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // The protocol is under test here, not the engine (tested and benchmarked elsewhere): a small,
  // shallow engine with a node budget keeps each input quick and the clock unread.
  PbrainSettings settings;
  settings.nodes = 100;
  settings.engine.table_bits = 12;
  settings.engine.max_depth = 2;
  settings.engine.vcf_depth = 4;
  settings.engine.defend_vcf = false;
  PbrainSession session(settings);
  std::string_view input = fuzz::as_text(data, size);
  int lines = 0;
  while (!input.empty() && lines++ < kMostLines) {
    const auto end = input.find('\n');
    const std::string_view line = input.substr(0, end);
    input = end == std::string_view::npos ? std::string_view{} : input.substr(end + 1);
    const bool was_finished = session.finished();
    const auto answers = session.handle_line(line);
    if (was_finished) FUZZ_CHECK(answers.empty());
    for (const auto& answer : answers) {
      check_answer(answer);
      if (!is_point(answer)) continue;
      // The brain's own stone is there now: the manager may not play on it.
      const auto again = session.handle_line("TURN " + answer);
      FUZZ_CHECK(again.size() == 1 && again.front().starts_with("ERROR"));
    }
  }
  return 0;
}
