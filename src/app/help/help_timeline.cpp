// The help story's timing.
#include "app/help/help_timeline.h"

#include <algorithm>
#include <cmath>

namespace arcade::app {
namespace {

double per_move(const HelpPace& pace) {
  return pace.pointing + pace.moving + pace.resting;
}

// The moment `t` seconds into `page` (0 ≤ t < its length).
HelpMoment moment_in_page(const ReadyHelpPage& page, double t, const HelpPace& pace) {
  using Phase = HelpMoment::Phase;
  HelpMoment moment;
  if (t < pace.opening) {
    moment.progress = t / pace.opening;
    return moment;
  }
  t -= pace.opening;
  const double moves = per_move(pace) * static_cast<double>(page.moves.size());
  if (t < moves) {
    moment.move = static_cast<std::size_t>(t / per_move(pace));
    moment.move = std::min(moment.move, page.moves.size() - 1);
    double in_move = t - per_move(pace) * static_cast<double>(moment.move);
    const std::pair<Phase, double> parts[] = {{Phase::pointing, pace.pointing},
                                              {Phase::moving, pace.moving},
                                              {Phase::resting, pace.resting}};
    for (const auto& [phase, length] : parts) {
      moment.phase = phase;
      if (in_move < length) {
        moment.progress = in_move / length;
        return moment;
      }
      in_move -= length;
    }
    moment.progress = 1;
    return moment;
  }
  t -= moves;
  moment.move = page.moves.empty() ? 0 : page.moves.size() - 1;
  if (t < pace.lighting) {
    moment.phase = Phase::lighting;
    moment.progress = t / pace.lighting;
    return moment;
  }
  moment.phase = Phase::ending;
  moment.progress = std::min(1.0, (t - pace.lighting) / pace.ending);
  return moment;
}

}  // namespace

double help_page_seconds(const ReadyHelpPage& page, const HelpPace& pace) {
  return pace.opening + per_move(pace) * static_cast<double>(page.moves.size()) + pace.lighting +
         pace.ending;
}

double help_story_seconds(const std::vector<ReadyHelpPage>& pages, const HelpPace& pace) {
  double total = 0;
  for (const auto& page : pages) total += help_page_seconds(page, pace);
  return total;
}

double help_page_start(const std::vector<ReadyHelpPage>& pages, std::size_t page,
                       const HelpPace& pace) {
  double start = 0;
  for (std::size_t i = 0; i < page && i < pages.size(); ++i) {
    start += help_page_seconds(pages[i], pace);
  }
  return start;
}

HelpMoment help_moment(const std::vector<ReadyHelpPage>& pages, double seconds,
                       const HelpPace& pace) {
  const double total = help_story_seconds(pages, pace);
  double t = total > 0 ? std::fmod(std::max(0.0, seconds), total) : 0;
  for (std::size_t index = 0; index < pages.size(); ++index) {
    const double length = help_page_seconds(pages[index], pace);
    if (t < length || index + 1 == pages.size()) {
      HelpMoment moment = moment_in_page(pages[index], std::min(t, length), pace);
      moment.page = index;
      return moment;
    }
    t -= length;
  }
  return {};
}

}  // namespace arcade::app
