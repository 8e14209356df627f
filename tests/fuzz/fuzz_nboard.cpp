// Fuzz target: NBoard lines, as the NBoard GUI (or anything on the other end of the pipe) might
// send them. Each input is a conversation, one line per line. Every answer is one line; a move
// the engine announces with "===" is legal in the current position, which go leaves unchanged;
// a line answered with an error changes nothing; nothing is answered after quit.
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_support.h"
#include "games/reversi/reversi_ggf.h"
#include "games/reversi/reversi_nboard_session.h"

using namespace arcade;

namespace {

// Enough lines for any real conversation, few enough that each input runs quickly.
constexpr int kMostLines = 300;

void check_answer(const std::string& answer, const Reversi& position) {
  FUZZ_CHECK(!answer.empty());
  for (const char c : answer) FUZZ_CHECK(c != '\n' && c != '\r' && c != '\0');
  if (answer.starts_with("=== ")) {
    const std::string move = answer.substr(4, answer.find('/') - 4);
    FUZZ_CHECK(parse_nboard_move(position, move).ok());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // The protocol is under test here, not the engine (tested and benchmarked elsewhere): a small
  // node budget keeps each input quick and the clock unread.
  NboardSession session(NboardSettings{.nodes = 300});
  std::string_view input = fuzz::as_text(data, size);
  int lines = 0;
  while (!input.empty() && lines++ < kMostLines) {
    const auto end = input.find('\n');
    const std::string_view line = input.substr(0, end);
    input = end == std::string_view::npos ? std::string_view{} : input.substr(end + 1);
    const bool was_finished = session.finished();
    const Reversi before = session.position();
    const auto answers = session.handle_line(line);
    if (was_finished) FUZZ_CHECK(answers.empty());
    for (const auto& answer : answers) check_answer(answer, before);
    if (!answers.empty() && answers.front().starts_with("error ")) {
      FUZZ_CHECK(answers.size() == 1);
      FUZZ_CHECK(session.position() == before);
    }
  }
  return 0;
}
