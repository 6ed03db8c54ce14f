// Hardware performance counters for XCTCPUMetric: instructions retired and cycles, counted
// in user space for the calling thread. `perf_event_open` has no libc wrapper and Swift cannot
// call the variadic `syscall`, hence this file. Containers and hardened kernels often refuse
// it (seccomp, perf_event_paranoid = 3); the metric then simply omits these values.
#include "CXCTestSupport.h"

#if defined(__linux__)
#include <linux/perf_event.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

int cxct_perf_counter_open(int which) {
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = which == 0 ? PERF_COUNT_HW_INSTRUCTIONS : PERF_COUNT_HW_CPU_CYCLES;
    // User space only: allowed at perf_event_paranoid 2, and what the block itself costs.
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    long fd = syscall(__NR_perf_event_open, &attr, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
    return fd < 0 ? -1 : (int)fd;
}

int64_t cxct_perf_counter_read(int fd) {
    uint64_t value = 0;
    if (read(fd, &value, sizeof value) != (ssize_t)sizeof value) return -1;
    return (int64_t)value;
}

void cxct_perf_counter_close(int fd) {
    if (fd >= 0) close(fd);
}
#else
int cxct_perf_counter_open(int which) { (void)which; return -1; }
int64_t cxct_perf_counter_read(int fd) { (void)fd; return -1; }
void cxct_perf_counter_close(int fd) { (void)fd; }
#endif
