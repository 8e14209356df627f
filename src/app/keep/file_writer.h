// Writing the game's files on a thread of its own, so a slow disk never holds
// up a frame.
#pragma once

#include <array>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "persist/store.h"

namespace arcade::app {

// The files the FileWriter writes; one queue slot each.
enum class KeptFile : std::size_t { settings, statistics, current_game, count };

// Runs the writes of one Store on a background thread. Only the newest write of
// each file matters: a write queued while an older one of the same file still
// waits replaces it (a game saved after every move writes the last position,
// not every one in between). Writes of the same file happen in the order
// queued. A failure is reported once: each distinct error line once on stderr,
// however the files take turns failing (a full disk is said once, not after
// every move), and each file that ever failed once to take_failed_files(), for
// the screen. The destructor finishes every queued write before it returns, so
// closing the window loses nothing.
class FileWriter {
 public:
  // What to do with the Store: returns an error line, or nothing.
  using Write = std::function<std::optional<std::string>(const Store&)>;

  explicit FileWriter(Store store);
  ~FileWriter();
  FileWriter(const FileWriter&) = delete;
  FileWriter& operator=(const FileWriter&) = delete;

  // Queues `write` for `file`, replacing a queued write of that file not yet
  // started.
  void queue(KeptFile file, Write write);
  // Waits until every write queued so far has been done (tests; never called in
  // a frame).
  void flush();
  // The files whose writes failed since the last call, each named once per
  // FileWriter, in the order they first failed. Cheap: called every frame.
  std::vector<KeptFile> take_failed_files();

 private:
  void run();
  bool idle() const;  // with mutex_ held

  const Store store_;
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::array<Write, static_cast<std::size_t>(KeptFile::count)> queued_;
  bool writing_ = false;
  bool stopping_ = false;
  std::set<std::string> reported_;  // the writer thread's own: error lines said on stderr
  std::array<bool, static_cast<std::size_t>(KeptFile::count)> ever_failed_{};
  std::vector<KeptFile> newly_failed_;  // not yet taken
  std::thread thread_;                  // last: started once everything above exists
};

}  // namespace arcade::app
