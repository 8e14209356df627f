// How the Gomoku board takes back the stone placed last: by restoring what placing it changed.
#include "games/gomoku/gomoku_board.h"

namespace arcade::gomoku {

void GomokuBoard::undo_placement() {
  const Placement& placement = placements_.back();
  // In reverse, so each set is back in the order it had: an insert undone is the set's last
  // item erased, an erase undone puts the item that filled its hole back at the end.
  for (std::size_t i = set_changes_.size(); i-- > placement.first_change;) {
    const SetChange& change = set_changes_[i];
    BoardPointSet& set = logged_set(change.set);
    if (change.slot < 0) {
      set.erase(change.point);
    } else {
      set.undo_erase(change.point, change.slot);
    }
  }
  for (std::size_t i = placement.first_saved; i < saved_points_.size(); ++i) {
    const SavedPoint& saved = saved_points_[i];
    static_cast<PointFields&>(points_[static_cast<std::size_t>(saved.point)]) = saved.fields;
    late_values_[static_cast<std::size_t>(saved.point)] = saved.late;
  }
  own_totals_ = placement.own_totals;
  their_totals_ = placement.their_totals;
  own_late_totals_ = placement.own_late_totals;
  their_late_totals_ = placement.their_late_totals;
  threat_counts_ = placement.threat_counts;
  saved_points_.resize(placement.first_saved);
  set_changes_.resize(placement.first_change);
  placements_.pop_back();
}

void GomokuBoard::forget_placements() {
  placements_.clear();
  saved_points_.clear();
  set_changes_.clear();
}

}  // namespace arcade::gomoku
