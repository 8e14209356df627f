// Reading the FFO endgame benchmark.
#include "games/reversi/reversi_ffo.h"

#include <stdexcept>

#include "core/text.h"

namespace arcade {
namespace {

Result<FfoPosition> parse_line(std::string_view line) {
  const auto fields = split(line, " \t");
  if (fields.size() != 5) {
    return fail("expected <board> <side> <score> ffo<number> <moves>, found " +
                std::to_string(fields.size()) + " fields");
  }
  FfoPosition entry;
  auto position = Reversi::from_text(std::string(fields[0]) + " " + std::string(fields[1]));
  if (!position) return Error{position.error()};
  entry.position = *position;
  std::string_view score = fields[2];
  if (score.starts_with('+')) score.remove_prefix(1);
  const auto value = parse_integer(score, -64, 64);
  if (!value) return fail("bad score " + quote_for_message(fields[2]));
  entry.score = static_cast<int>(*value);
  const auto number =
      fields[3].starts_with("ffo") ? parse_integer(fields[3].substr(3), 1, 1000) : std::nullopt;
  if (!number) return fail("bad position name " + quote_for_message(fields[3]));
  entry.number = static_cast<int>(*number);
  for (const auto text : split(fields[4], ",")) {
    const auto move = entry.position.parse_move(to_lower(text));
    if (!move) return fail("best move " + quote_for_message(text) + " is not legal");
    entry.best_moves.push_back(*move);
  }
  if (entry.best_moves.empty()) return fail("no best move given");
  return entry;
}

}  // namespace

Result<std::vector<FfoPosition>> parse_ffo_positions(std::string_view text) {
  std::vector<FfoPosition> positions;
  int line_number = 0;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    const std::string_view line = trim(text.substr(start, end - start));
    start = end + 1;
    ++line_number;
    if (line.empty() || line.starts_with('#')) continue;
    auto entry = parse_line(line);
    if (!entry) return fail("line " + std::to_string(line_number) + ": " + entry.error());
    positions.push_back(std::move(entry).value());
  }
  return positions;
}

const std::vector<FfoPosition>& ffo_benchmark() {
  static const std::vector<FfoPosition> positions = [] {
    auto parsed = parse_ffo_positions(ffo_benchmark_text());
    // The text is part of the program, so a parse failure is a build mistake, not bad input.
    if (!parsed) throw std::logic_error("embedded FFO benchmark: " + parsed.error());
    return std::move(parsed).value();
  }();
  return positions;
}

}  // namespace arcade
