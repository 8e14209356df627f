// How far a background thread of the window (a computer's search, the replay's judgements)
// stands back when the window's own thread also wants the processor.
#pragma once

namespace arcade::app {

// A player's time limit is on the wall clock, so a lower priority costs strength only on a
// machine that is busy anyway, while frames drawn late are seen by everyone. Headless runs have
// no frames to keep on time, and someone waits for their results: a test, a screenshot.
enum class ThinkingPriority {
  below_window,  // a little below normal (nice 5): headless runs and tests, where only speed counts
  idle_time,     // as low as it goes (nice 19): a window on screen, where frames must be on time
};

// Lowers the calling thread's priority to `priority` (Linux only: each thread there has its own
// nice value; elsewhere it does nothing). Call it first thing on the thread being lowered.
void lower_this_thread_priority(ThinkingPriority priority);

}  // namespace arcade::app
