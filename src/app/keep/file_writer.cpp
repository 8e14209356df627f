// Writing the game's files on a thread of its own.
#include "app/keep/file_writer.h"

#include <iostream>
#include <utility>

namespace arcade::app {
namespace {

// At most this many different error lines are written to stderr by one FileWriter.
constexpr std::size_t kMostReported = 32;

}  // namespace

FileWriter::FileWriter(Store store) : store_(std::move(store)), thread_([this] { run(); }) {}

FileWriter::~FileWriter() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  thread_.join();
}

void FileWriter::queue(KeptFile file, Write write) {
  {
    std::lock_guard lock(mutex_);
    queued_[static_cast<std::size_t>(file)] = std::move(write);
  }
  changed_.notify_all();
}

bool FileWriter::idle() const {
  if (writing_) return false;
  for (const auto& write : queued_) {
    if (write) return false;
  }
  return true;
}

void FileWriter::flush() {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [this] { return idle(); });
}

std::vector<KeptFile> FileWriter::take_failed_files() {
  std::lock_guard lock(mutex_);
  return std::exchange(newly_failed_, {});
}

void FileWriter::run() {
  std::unique_lock lock(mutex_);
  while (true) {
    changed_.wait(lock, [this] { return stopping_ || !idle(); });
    if (idle()) return;  // stopping, and nothing left to write
    auto writes = std::move(queued_);
    queued_ = {};
    writing_ = true;
    lock.unlock();
    std::vector<KeptFile> failed;
    for (std::size_t file = 0; file < writes.size(); ++file) {
      if (!writes[file]) continue;
      const auto error = writes[file](store_);
      if (!error) continue;
      failed.push_back(static_cast<KeptFile>(file));
      // Bounded: the lines differ only by file and step, so a handful is all there ever is.
      if (reported_.size() < kMostReported && reported_.insert(*error).second) {
        std::cerr << "board-arcade: " << *error << "\n";
      }
    }
    lock.lock();
    for (const KeptFile file : failed) {
      if (std::exchange(ever_failed_[static_cast<std::size_t>(file)], true)) continue;
      newly_failed_.push_back(file);
    }
    writing_ = false;
    changed_.notify_all();
  }
}

}  // namespace arcade::app
