// Strip: a throwaway game for tests, with its rules, view, picture, option and players.
#include "throwaway_game.h"

#include <algorithm>
#include <memory>
#include <vector>

#include "ai/random_player.h"
#include "core/text.h"
#include "draw/art/shapes.h"
#include "draw/sizes.h"
#include "games/common/board_drawing.h"
#include "games/game_info_helpers.h"

namespace arcade::testing {
namespace {

// A row of `length` cells; a move is the cell's index and its text the cell's number from 1.
class Strip {
 public:
  static constexpr std::string_view kGameId = "strip";

  explicit Strip(int length = 7) : cells_(static_cast<std::size_t>(length), -1) {}

  Side to_move() const { return to_move_; }
  MoveList legal_moves() const {
    MoveList moves;
    if (outcome() != Outcome::ongoing) return moves;
    for (int cell = 0; cell < length(); ++cell) {
      if (at(cell) < 0) moves.push_back(cell);
    }
    return moves;
  }
  bool is_legal(Move move) const {
    return move >= 0 && move < length() && at(move) < 0 && outcome() == Outcome::ongoing;
  }
  void apply(Move move) {
    cells_[static_cast<std::size_t>(move)] = index_of(to_move_);
    to_move_ = opponent(to_move_);
  }
  Outcome outcome() const {
    for (int cell = 0; cell + 2 < length(); ++cell) {
      if (at(cell) >= 0 && at(cell) == at(cell + 1) && at(cell) == at(cell + 2)) {
        return win_for(static_cast<Side>(at(cell)));
      }
    }
    return std::any_of(cells_.begin(), cells_.end(), [](int c) { return c < 0; }) ? Outcome::ongoing
                                                                                  : Outcome::draw;
  }
  std::string move_text(Move move) const { return std::to_string(move + 1); }
  std::optional<Move> parse_move(std::string_view text) const {
    const auto number = parse_integer(text, 1, length());
    if (!number || !is_legal(static_cast<Move>(*number - 1))) return std::nullopt;
    return static_cast<Move>(*number - 1);
  }
  // The marks as '1', '2' and '-', one character a cell.
  std::string position_text() const {
    std::string text;
    for (const int c : cells_) text += c < 0 ? '-' : static_cast<char>('1' + c);
    return text;
  }
  static Result<Strip> from_text(std::string_view text, int length) {
    if (static_cast<int>(text.size()) != length)
      return fail("a strip has " + std::to_string(length) + " cells");
    Strip strip(length);
    int marks[2] = {0, 0};
    for (int cell = 0; cell < length; ++cell) {
      const char c = text[static_cast<std::size_t>(cell)];
      if (c != '-' && c != '1' && c != '2') return fail("cells are 1, 2 or -");
      if (c != '-') ++marks[c - '1'];
      strip.cells_[static_cast<std::size_t>(cell)] = c == '-' ? -1 : c - '1';
    }
    if (marks[0] != marks[1] && marks[0] != marks[1] + 1) return fail("the marks do not add up");
    strip.to_move_ = marks[0] > marks[1] ? Side::second : Side::first;
    return strip;
  }

  int length() const { return static_cast<int>(cells_.size()); }
  int at(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }

  friend bool operator==(const Strip&, const Strip&) = default;

 private:
  std::vector<int> cells_;
  Side to_move_ = Side::first;
};

// Takes a cell that wins at once, else any free cell at random.
class EagerPlayer final : public Player {
 public:
  explicit EagerPlayer(std::uint64_t seed) : random_(seed) {}
  Decision choose(const AnyState& position, std::stop_token stop) override {
    for (const Move move : position.legal_moves()) {
      AnyState after = position;
      after.try_apply(move);
      if (winner_of(after.outcome()) == position.to_move()) return {move, {}, {}, "wins"};
    }
    return random_.choose(position, stop);
  }

 private:
  RandomPlayer random_;
};

void paint_menu(art::Image& image) {
  using namespace art;
  image.fill(box({0, 0}, {0.9f, 0.35f}, 0.1f), hex(0xfff3d6));
  for (int cell = 0; cell < 5; ++cell) {
    const V at{-0.68f + 0.34f * static_cast<float>(cell), 0};
    image.fill(circle(at, 0.12f), hex(cell % 2 ? 0x1d6fb8 : 0xe63946));
  }
}

constexpr Art kMenuPicture{"strip.menu", 160, paint_menu};

// The strip's cells in a row, each mark a coloured disc with its side's emblem.
class StripView final : public GridView {
 public:
  void layout(const Rect& area, const AnyState& start) override {
    fit(area.inset(12), start.get_if<Strip>()->length(), 1, 120);
  }
  float min_cell_size() const override { return kMinCellLarge; }
  void draw(Canvas& canvas, const BoardFrame& frame) const override {
    draw_board_panel(canvas, grid_.area, 12, frame.theme.panel, frame.theme);
    const Strip& strip = *frame.now.get_if<Strip>();
    for (int cell = 0; cell < strip.length(); ++cell) {
      canvas.frame(this->cell(cell).inset(4), frame.theme.text_soft, 2);
      if (strip.at(cell) >= 0) {
        draw_side(canvas, this->cell(cell).inset(12), static_cast<Side>(strip.at(cell)),
                  frame.theme);
      }
    }
    draw_hint(canvas, frame);
    draw_cursor_and_ripple(canvas, frame);
  }
  void draw_side(Canvas& canvas, const Rect& rect, Side side, const Theme& theme) const override {
    canvas.circle(rect.center(), rect.w * 0.48f,
                  theme.side_colors[static_cast<std::size_t>(index_of(side))]);
    canvas.sprite(side == Side::first ? Sprite::icon_star : Sprite::icon_heart,
                  rect.inset(rect.w * 0.2f), kWhite);
  }
};

// The length option's choices, drawn as a row of that many squares.
std::vector<OptionChoice> length_choices() {
  std::vector<OptionChoice> choices;
  for (const int length : {5, 7}) {
    choices.push_back({std::to_string(length), std::to_string(length),
                       [length](Canvas& canvas, const Rect& content, const Theme& theme) {
                         const float size = content.w / static_cast<float>(length);
                         for (int i = 0; i < length; ++i) {
                           canvas.frame({content.x + static_cast<float>(i) * size,
                                         content.center().y - size / 2, size, size},
                                        theme.button_icon, 2);
                         }
                       }});
  }
  return choices;
}

int length_of(const GameOptions& options) {
  return static_cast<int>(*parse_integer(options.at("length"), 5, 7));
}

}  // namespace

GameInfo strip_info(std::string id, std::string name) {
  GameInfo game;
  game.id = std::move(id);
  game.name = std::move(name);
  game.description = "three of your own side by side on a strip";
  game.side_names = {"star", "heart"};
  game.options = {{"length", "cells in the strip", "7", {"5", "7"}, length_choices(), "5"}};
  game.players = {
      // No tiers: a game may list players without placing them on the shared tier scale.
      {"random", "Pebble", "any free cell", 0, std::nullopt,
       [](const PlayerConfig& c) { return std::make_unique<RandomPlayer>(c.seed); }},
      {"eager", "Bee", "wins at once when it can", 1, std::nullopt,
       [](const PlayerConfig& c) { return std::make_unique<EagerPlayer>(c.seed); }},
  };
  game.make_start = [](const GameOptions& options) -> Result<AnyState> {
    return AnyState(Strip(length_of(options)));
  };
  game.make_position = [](std::string_view text, const GameOptions& options) {
    return as_any(Strip::from_text(text, length_of(options)));
  };
  game.perft = perft_of<Strip>;
  game.make_view = [] { return std::make_unique<StripView>(); };
  game.menu_picture = &kMenuPicture;
  game.pictures = {&kMenuPicture};
  game.showcase_moves = "3 4";
  return game;
}

Catalog catalog_with_strips(int extra) {
  Catalog catalog = game_catalog();
  for (int i = 1; i <= extra; ++i) {
    const std::string suffix = i == 1 ? "" : std::to_string(i);
    catalog.push_back(strip_info("strip" + suffix, "Strip " + std::to_string(i)));
  }
  return catalog;
}

}  // namespace arcade::testing
