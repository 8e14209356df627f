// The saved-game text format: a version line, then one "keyword value" entry per line, then "end".
#include "persist/saved_game.h"

#include <optional>
#include <vector>

#include "core/text.h"
#include "games/catalog.h"

namespace arcade {
namespace {

// One "keyword value" line of the file, with its line number for messages.
struct Entry {
  int line = 0;
  std::string_view keyword;
  std::string_view value;
};

// The fields of a saved game as written, before they are checked against the game's rules.
struct Fields {
  std::optional<Entry> game;
  std::vector<Entry> settings;
  std::array<std::optional<Entry>, 2> seats;
  std::optional<Entry> moves;
  std::optional<Entry> cursor;
};

Error at_line(int line, const std::string& message) {
  return fail("line " + std::to_string(line) + ": " + message);
}

// Splits `text` into lines; every line, the last included, must end with a newline, so a file
// cut short anywhere is never mistaken for a whole one.
Result<std::vector<std::string_view>> split_lines(std::string_view text) {
  if (text.empty()) return fail("the file is empty");
  if (text.back() != '\n') return fail("the file ends in the middle of a line (cut short?)");
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    const auto end = text.find('\n', start);
    auto line = text.substr(start, end - start);
    if (line.ends_with('\r')) line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
  }
  return lines;
}

// Checks the first line, "board-arcade-game VERSION".
std::optional<Error> check_version_line(std::string_view line) {
  const std::string prefix = std::string(kSavedGameMagic) + " ";
  if (!line.starts_with(prefix)) return fail("this is not a Board Arcade saved game");
  const auto version = parse_integer(trim(line.substr(prefix.size())), 1, 1'000'000);
  if (!version) return fail("line 1: the format version is not a number");
  if (*version > kSavedGameVersion) {
    return fail("it was saved by a newer Board Arcade (format " + std::to_string(*version) +
                "; this one reads up to " + std::to_string(kSavedGameVersion) + ")");
  }
  return std::nullopt;
}

// Places one entry into `fields`, refusing unknown keywords and repeats.
std::optional<Error> collect(const Entry& entry, Fields& fields) {
  auto once = [&](std::optional<Entry>& slot) -> std::optional<Error> {
    if (slot) return at_line(entry.line, std::string(entry.keyword) + " is given twice");
    slot = entry;
    return std::nullopt;
  };
  if (entry.keyword == "game") return once(fields.game);
  if (entry.keyword == "first") return once(fields.seats[0]);
  if (entry.keyword == "second") return once(fields.seats[1]);
  if (entry.keyword == "moves") return once(fields.moves);
  if (entry.keyword == "cursor") return once(fields.cursor);
  if (entry.keyword == "set") {
    fields.settings.push_back(entry);
    return std::nullopt;
  }
  return at_line(entry.line, "unknown entry " + quote_for_message(entry.keyword));
}

// Reads the lines after the version line up to the closing "end", which must be the last line.
Result<Fields> collect_fields(const std::vector<std::string_view>& lines) {
  Fields fields;
  for (std::size_t index = 1; index < lines.size(); ++index) {
    const int number = static_cast<int>(index) + 1;
    const auto line = trim(lines[index]);
    if (line.empty() || line.starts_with('#')) continue;
    if (line == "end") {
      if (index + 1 != lines.size()) return at_line(number + 1, "there is text after 'end'");
      return fields;
    }
    const auto space = line.find_first_of(" \t");
    Entry entry{number, line.substr(0, space),
                space == std::string_view::npos ? std::string_view() : trim(line.substr(space))};
    if (auto error = collect(entry, fields)) return *error;
  }
  return fail("the closing 'end' line is missing (the file was cut short?)");
}

Result<GameOptions> read_options(const GameInfo& game, const std::vector<Entry>& settings) {
  GameOptions options;
  for (const auto& entry : settings) {
    const auto equals = entry.value.find('=');
    if (equals == std::string_view::npos || equals == 0) {
      return at_line(entry.line, "set takes KEY=VALUE, not " + quote_for_message(entry.value));
    }
    const std::string key(trim(entry.value.substr(0, equals)));
    if (options.contains(key)) return at_line(entry.line, "option " + key + " is set twice");
    options[key] = std::string(trim(entry.value.substr(equals + 1)));
  }
  auto complete = complete_options(game, options);
  if (!complete) return Error{complete.error()};
  return complete;
}

Result<std::string> read_seat(const GameInfo& game, const std::optional<Entry>& entry) {
  if (!entry) return std::string(kPersonSeat);
  if (entry->value == kPersonSeat || game.find_player(entry->value)) {
    return std::string(entry->value);
  }
  return at_line(entry->line, quote_for_message(entry->value) + " is neither 'person' nor a " +
                                  game.id + " player");
}

// Replays the moves into a history and puts its cursor where the file says.
Result<History<AnyState>> read_history(AnyState start, const Fields& fields) {
  const std::string_view written = fields.moves ? fields.moves->value : std::string_view();
  auto moves = read_moves(start, written);
  if (!moves)
    return fields.moves ? at_line(fields.moves->line, moves.error()) : Error{moves.error()};
  History<AnyState> history(start);
  for (const Move move : *moves) {
    AnyState next = history.current();
    next.try_apply(move);
    history.push(move, std::move(next));
  }
  if (fields.cursor) {
    const auto cursor =
        parse_integer(fields.cursor->value, 0, static_cast<long long>(moves->size()));
    if (!cursor) {
      return at_line(fields.cursor->line, "the cursor is a number from 0 to " +
                                              std::to_string(moves->size()) + ", not " +
                                              quote_for_message(fields.cursor->value));
    }
    history.seek(static_cast<std::size_t>(*cursor));
  }
  return history;
}

}  // namespace

bool operator==(const SavedGame& a, const SavedGame& b) {
  if (a.game_id != b.game_id || a.options != b.options || a.seats != b.seats) return false;
  if (a.history.size() != b.history.size() || a.history.cursor() != b.history.cursor())
    return false;
  for (std::size_t index = 0; index < a.history.size(); ++index) {
    if (!(a.history.at(index) == b.history.at(index))) return false;
  }
  return a.history.all_moves() == b.history.all_moves();
}

std::string write_saved_game(const SavedGame& game) {
  std::string text = std::string(kSavedGameMagic) + " " + std::to_string(kSavedGameVersion) + "\n";
  text += "game " + game.game_id + "\n";
  for (const auto& [key, value] : game.options) text += "set " + key + "=" + value + "\n";
  text += "first " + game.seats[0] + "\n";
  text += "second " + game.seats[1] + "\n";
  text += "moves";
  for (std::size_t index = 1; index < game.history.size(); ++index) {
    text += ' ';  // appended piece by piece: `" " + temporary` trips GCC 12's -Wrestrict
    text += game.history.at(index - 1).move_text(game.history.move_into(index));
  }
  text += "\ncursor " + std::to_string(game.history.cursor()) + "\nend\n";
  return text;
}

Result<SavedGame> read_saved_game(std::string_view text, const Catalog& catalog) {
  auto lines = split_lines(text);
  if (!lines) return Error{lines.error()};
  if (auto error = check_version_line(lines->front())) return *error;
  auto fields = collect_fields(*lines);
  if (!fields) return Error{fields.error()};
  if (!fields->game) return fail("the game line is missing");
  const GameInfo* game = find_game(catalog, fields->game->value);
  if (!game) {
    return at_line(fields->game->line, "unknown game " + quote_for_message(fields->game->value));
  }
  auto options = read_options(*game, fields->settings);
  if (!options) return Error{options.error()};
  auto start = game->start(*options);
  if (!start) return Error{start.error()};
  std::array<std::string, 2> seats;
  for (int side = 0; side < 2; ++side) {
    auto seat = read_seat(*game, fields->seats[static_cast<std::size_t>(side)]);
    if (!seat) return Error{seat.error()};
    seats[static_cast<std::size_t>(side)] = std::move(seat).value();
  }
  auto history = read_history(std::move(start).value(), *fields);
  if (!history) return Error{history.error()};
  return SavedGame{game->id, std::move(options).value(), std::move(seats),
                   std::move(history).value()};
}

}  // namespace arcade
