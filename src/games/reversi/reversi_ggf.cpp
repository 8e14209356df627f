// Reading GGF games and NBoard moves.
#include "games/reversi/reversi_ggf.h"

#include <cctype>
#include <string>

#include "core/text.h"

namespace arcade {
namespace {

std::string upper(std::string_view text) {
  std::string result(text);
  for (char& c : result) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return result;
}

// The board of a BO value: "8", then 64 squares of '*' (black), 'O' (white) and '-' (empty),
// then the side to move, '*' or 'O'; spaces anywhere after the size.
Result<Reversi> parse_board(std::string_view value) {
  value = trim(value);
  if (!value.starts_with('8') ||
      (value.size() > 1 && !std::isspace(static_cast<unsigned char>(value[1])))) {
    return fail("only 8x8 boards are played, not BO " + quote_for_message(value));
  }
  std::string squares;
  for (const char c : value.substr(1)) {
    if (!std::isspace(static_cast<unsigned char>(c))) squares.push_back(c);
  }
  if (squares.size() != 65) {
    return fail("BO needs 64 squares and the side to move, found " +
                std::to_string(squares.size()) + " characters");
  }
  std::string text;
  for (std::size_t i = 0; i < 65; ++i) {
    const char c = squares[i];
    if (c == '*' || c == 'X' || c == 'x' || c == '#') {
      text.push_back('X');
    } else if (c == 'O' || c == 'o') {
      text.push_back('O');
    } else if (c == '-' || c == '.') {
      if (i == 64) return fail("BO's side to move is '*' or 'O', not '-'");
      text.push_back('-');
    } else {
      return fail("BO has " + quote_for_message(std::string_view(&c, 1)) +
                  ", which is no square or side");
    }
    if (i == 63) text.push_back(' ');
  }
  return Reversi::from_text(text);
}

// One property of the game record: KEY[value].
struct Property {
  std::string key;
  std::string_view value;
};

// Reads the properties between "(;" and ";)", in order.
class PropertyReader {
 public:
  explicit PropertyReader(std::string_view text) : text_(trim(text)) {}

  Result<Done> open() {
    if (!text_.starts_with("(;")) return fail("a GGF game starts with \"(;\"");
    at_ = 2;
    return Done{};
  }

  // The next property, or nothing at the closing ";)"; an Error if the record is broken.
  Result<std::optional<Property>> next() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
    if (text_.substr(at_).starts_with(";)")) {
      if (!trim(text_.substr(at_ + 2)).empty()) return fail("text after the game's closing \";)\"");
      return std::optional<Property>{};
    }
    Property property;
    while (at_ < text_.size() && std::isalpha(static_cast<unsigned char>(text_[at_]))) {
      property.key.push_back(
          static_cast<char>(std::toupper(static_cast<unsigned char>(text_[at_]))));
      ++at_;
    }
    if (property.key.empty() || at_ >= text_.size() || text_[at_] != '[') {
      return fail("expected a property such as BO[...] at " +
                  quote_for_message(text_.substr(at_, 20)));
    }
    const auto close = text_.find(']', at_);
    if (close == std::string_view::npos) return fail(property.key + "[ is never closed");
    property.value = text_.substr(at_ + 1, close - at_ - 1);
    at_ = close + 1;
    return std::optional<Property>{property};
  }

 private:
  std::string_view text_;
  std::size_t at_ = 0;
};

}  // namespace

Result<Move> parse_nboard_move(const Reversi& position, std::string_view text) {
  text = trim(text);
  const std::string square = upper(text.substr(0, text.find('/')));
  if (square == "PA" || square == "PASS" || square == "PS") {
    if (!position.is_legal(Reversi::kPass)) {
      return fail("a pass is not legal here: the side to move has a move");
    }
    return Reversi::kPass;
  }
  const bool well_formed = square.size() == 2 && square[0] >= 'A' && square[0] <= 'H' &&
                           square[1] >= '1' && square[1] <= '8';
  if (!well_formed) {
    return fail("a move is a square from A1 to H8 or PA for a pass, not " +
                quote_for_message(text));
  }
  const Move move = (square[1] - '1') * 8 + (square[0] - 'A');
  if (!position.is_legal(move)) return fail(square + " is not a legal move here");
  return move;
}

Result<Reversi> reversi_position_from_ggf(std::string_view text) {
  PropertyReader reader(text);
  if (auto opened = reader.open(); !opened) return Error{opened.error()};
  std::optional<Reversi> position;
  while (true) {
    auto property = reader.next();
    if (!property) return Error{property.error()};
    if (!*property) break;
    const std::string& key = (*property)->key;
    const std::string_view value = (*property)->value;
    if (key == "GM" && upper(trim(value)) != "OTHELLO") {
      return fail("the game is " + quote_for_message(value) + ", not Othello");
    }
    if (key == "TY" && !trim(value).starts_with('8')) {
      return fail("only 8x8 Othello is played, not type " + quote_for_message(value));
    }
    if (key == "BO") {
      auto board = parse_board(value);
      if (!board) return Error{board.error()};
      position = *board;
    }
    if (key != "B" && key != "W") continue;
    if (!position) return fail("a move comes before the board (BO)");
    const Side mover = key == "B" ? Side::first : Side::second;
    if (position->to_move() != mover) {
      // The other side could not move: its pass was left out of the record.
      if (!position->is_legal(Reversi::kPass)) {
        return fail(std::string(key == "B" ? "black" : "white") + " moves " +
                    quote_for_message(value) + " out of turn");
      }
      position->apply(Reversi::kPass);
    }
    auto move = parse_nboard_move(*position, value);
    if (!move) return Error{move.error()};
    position->apply(*move);
  }
  if (!position) return fail("the game has no board (BO)");
  return *position;
}

}  // namespace arcade
