// A background thread's nice value, so the window's thread wins the processor when both want it.
#include "app/worker/thread_priority.h"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace arcade::app {

void lower_this_thread_priority(ThinkingPriority priority) {
#ifdef __linux__
  const int nice = priority == ThinkingPriority::idle_time ? 19 : 5;
  setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), nice);
#else
  (void)priority;
#endif
}

}  // namespace arcade::app
