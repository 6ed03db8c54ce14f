#ifndef CHARNESSLAUNCH_H
#define CHARNESSLAUNCH_H

#include <stdbool.h>

// The test-end hook of Harness's XCTest, reached by a C symbol rather than a Swift type: under
// `harness test` a package that does not depend on Harness runs against Harness's XCTest
// library, which holds its own copy of every Harness module, so HarnessLaunch (built with the
// package) and that library share no Swift type; they share this symbol. It is weak: under the
// toolchain's XCTest nothing defines it and HarnessLaunch goes without.

/// Called once when the test ends, after its tear-down, on the test's thread: whether it
/// failed; returns a failure to record on it (`malloc`ed, the caller frees it) or NULL.
typedef char *_Nullable (*harness_test_end_action)(void *_Nullable context, bool test_failed);

/// Defined by Harness's XCTest: registers `action` for the running test's end and returns that
/// test's identifier (`Module.Class/method`, `malloc`ed), or NULL (and registers nothing) when
/// no test runs in the calling task.
extern char *_Nullable harness_xctest_at_test_end(harness_test_end_action _Nonnull action, void *_Nullable context)
    __attribute__((weak));

/// `harness_xctest_at_test_end` when Harness's XCTest is loaded; NULL without it.
static inline char *_Nullable harness_launch_at_test_end(harness_test_end_action _Nonnull action,
                                                         void *_Nullable context) {
    return harness_xctest_at_test_end ? harness_xctest_at_test_end(action, context) : 0;
}

/// The process identifier of whoever made the other end of the socket `descriptor` (Linux's
/// `SO_PEERCRED`: for a `socketpair`, the process that called it), or -1 when it is no socket
/// or says none. C, because `struct ucred` is only declared with `_GNU_SOURCE`.
int harness_launch_socket_peer(int descriptor);

#endif
