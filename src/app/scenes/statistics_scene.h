// The scores: for each game and each opponent (another person, or each computer level by its
// picture), the games won, drawn and lost as pictures and numbers. A reset empties them and can be
// undone until the program closes, even after the screen was left (the Keeper holds the old
// figures meanwhile; no backup file).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/app_context.h"
#include "app/scenes/scene.h"
#include "app/ui/button_panel.h"
#include "persist/statistics.h"

namespace arcade::app {

// One line of the scores: a game, an opponent and the person's tally against them.
struct ScoreRow {
  const GameInfo* game = nullptr;
  std::string opponent;  // "person" or a computer player's id
  Tally tally;
};

// The rows of `statistics` for the games of `catalog`, in the catalog's order, each game's
// opponents as its players are listed (another person first); games no longer in the catalog
// and opponents with no game are left out.
std::vector<ScoreRow> score_rows(const Catalog& catalog, const Statistics& statistics);

class StatisticsScene final : public Scene {
 public:
  explicit StatisticsScene(AppContext& context);

  bool handle(const InputEvent& event) override;
  void update(double dt) override;
  void draw(Canvas& canvas, double alpha) override;
  double seconds_to_next_change() const override;

  // Empties the statistics, keeping the old figures for undo_reset(); false when empty already
  // or when an earlier reset waits to be put back (the bin's place offers undo then).
  bool reset();
  // Puts back the figures reset() emptied, on top of any counted since; false when there is
  // nothing to put back.
  bool undo_reset();
  bool can_undo_reset() const;

  const ButtonPanel& panel() const { return panel_; }
  // The rows shown now (all pages).
  const std::vector<ScoreRow>& rows() const { return rows_; }
  // Rows on one page: two columns of them.
  static constexpr int kRowsPerPage = 16;

 private:
  void refresh();
  void build_buttons();
  void draw_row(Canvas& canvas, const Theme& theme, const ScoreRow& row, Point at);
  void draw_header(Canvas& canvas, const Theme& theme, Point at);

  AppContext& context_;
  ButtonPanel panel_;
  std::vector<ScoreRow> rows_;
  int page_ = 0;
};

}  // namespace arcade::app
