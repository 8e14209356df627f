// Atomic replacement of small files with POSIX calls: temporary file, fsync, rename, fsync dir.
#include "persist/atomic_file.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <functional>
#include <thread>

#include "core/text.h"

namespace arcade {
namespace {

// Closes a file descriptor when it goes out of scope.
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  ~FileDescriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  int get() const { return fd_; }
  // Closes now and reports whether the close succeeded (it can report a failed write).
  bool close() {
    const int fd = fd_;
    fd_ = -1;
    return ::close(fd) == 0;
  }

 private:
  int fd_;
};

Error os_error(const std::string& what, const std::filesystem::path& file) {
  return fail(what + " " + file.string() + ": " + std::strerror(errno));
}

// The prefix of every temporary file written for `file`: "<name>.tmp-".
std::string temporary_prefix(const std::filesystem::path& file) {
  return file.filename().string() + ".tmp-";
}

// "<name>.tmp-<pid>-<thread>": unique among live writers, and tells whose it was.
std::filesystem::path temporary_for(const std::filesystem::path& file) {
  // The whole hash: cut short, two threads saving the same file could share a temporary file.
  const auto thread = std::hash<std::thread::id>{}(std::this_thread::get_id());
  return file.parent_path() /
         (temporary_prefix(file) + std::to_string(::getpid()) + "-" + std::to_string(thread));
}

// Removes temporary files for `file` left by processes that no longer run (killed mid-write).
void remove_dead_temporaries(const std::filesystem::path& file) {
  std::error_code error;
  const auto prefix = temporary_prefix(file);
  for (const auto& entry : std::filesystem::directory_iterator(file.parent_path(), error)) {
    const auto name = entry.path().filename().string();
    if (!name.starts_with(prefix)) continue;
    const auto rest = std::string_view(name).substr(prefix.size());
    const auto pid = parse_integer(rest.substr(0, rest.find('-')), 1, 1LL << 30);
    if (!pid || *pid == ::getpid()) continue;
    if (::kill(static_cast<pid_t>(*pid), 0) != 0 && errno == ESRCH) {
      std::filesystem::remove(entry.path(), error);
    }
  }
}

// "a folder", "a pipe", ...: what a file that is not a regular file is, for messages.
const char* kind_of(const struct stat& status) {
  if (S_ISDIR(status.st_mode)) return "a folder";
  if (S_ISFIFO(status.st_mode)) return "a pipe";
  if (S_ISSOCK(status.st_mode)) return "a socket";
  if (S_ISCHR(status.st_mode) || S_ISBLK(status.st_mode)) return "a device";
  return "something else";
}

Error too_big(const std::filesystem::path& file) {
  return fail(file.string() + " is over " + std::to_string(kMaxFileBytes / 1024) +
              " KiB, too big to be one of the game's files");
}

bool write_all(int fd, std::string_view contents) {
  while (!contents.empty()) {
    const auto written = ::write(fd, contents.data(), contents.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    contents.remove_prefix(static_cast<std::size_t>(written));
  }
  return true;
}

// Makes the rename durable; filesystems that cannot sync a directory (EINVAL) need not.
std::optional<Error> sync_directory(const std::filesystem::path& directory) {
  FileDescriptor fd(::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (fd.get() < 0) return os_error("cannot open the folder", directory);
  if (::fsync(fd.get()) != 0 && errno != EINVAL) return os_error("cannot flush", directory);
  return std::nullopt;
}

// Writes and flushes `contents` into the new file `temporary`.
std::optional<Error> write_temporary(const std::filesystem::path& temporary,
                                     std::string_view contents) {
  FileDescriptor fd(::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
  if (fd.get() < 0) return os_error("cannot create", temporary);
  if (!write_all(fd.get(), contents)) return os_error("cannot write", temporary);
  if (::fsync(fd.get()) != 0) return os_error("cannot flush", temporary);
  if (!fd.close()) return os_error("cannot close", temporary);
  return std::nullopt;
}

}  // namespace

Result<std::optional<std::string>> read_whole_file(const std::filesystem::path& file) {
  // Without O_NONBLOCK, opening a FIFO waits for a writer: forever, before the window opens.
  // (On a regular file the flag changes nothing.)
  FileDescriptor fd(::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY));
  if (fd.get() < 0) {
    if (errno == ENOENT) return std::optional<std::string>();
    return os_error("cannot open", file);
  }
  struct stat status {};
  if (::fstat(fd.get(), &status) != 0) return os_error("cannot look at", file);
  if (!S_ISREG(status.st_mode)) {
    return fail(file.string() + " is " + kind_of(status) + ", not a regular file");
  }
  if (static_cast<std::uintmax_t>(status.st_size) > kMaxFileBytes) return too_big(file);
  std::string contents;
  char buffer[64 * 1024];
  while (true) {
    const auto got = ::read(fd.get(), buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return os_error("cannot read", file);
    if (got == 0) break;
    contents.append(buffer, static_cast<std::size_t>(got));
    if (contents.size() > kMaxFileBytes) return too_big(file);  // it grew while being read
  }
  return std::optional<std::string>(std::move(contents));
}

std::optional<Error> write_file_atomically(const std::filesystem::path& file,
                                           std::string_view contents) {
  const auto directory =
      file.parent_path().empty() ? std::filesystem::path(".") : file.parent_path();
  std::error_code error;
  std::filesystem::create_directories(directory, error);
  if (error) return fail("cannot create the folder " + directory.string() + ": " + error.message());
  const auto target = directory / file.filename();
  remove_dead_temporaries(target);
  const auto temporary = temporary_for(target);
  if (auto failed = write_temporary(temporary, contents)) {
    std::filesystem::remove(temporary, error);
    return failed;
  }
  if (::rename(temporary.c_str(), target.c_str()) != 0) {
    auto failed = os_error("cannot replace", target);
    std::filesystem::remove(temporary, error);
    return failed;
  }
  return sync_directory(directory);
}

std::optional<Error> write_named_file(const std::filesystem::path& file,
                                      std::string_view contents) {
  struct stat status {};
  if (::stat(file.c_str(), &status) != 0 || S_ISREG(status.st_mode)) {
    return write_file_atomically(file, contents);
  }
  // A device or a pipe: renaming a file over it would replace it (as root, even /dev/full).
  FileDescriptor fd(::open(file.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY));
  if (fd.get() < 0) return os_error("cannot open", file);
  if (!write_all(fd.get(), contents)) return os_error("cannot write", file);
  if (!fd.close()) return os_error("cannot close", file);
  return std::nullopt;
}

}  // namespace arcade
