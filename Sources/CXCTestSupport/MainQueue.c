// Serving the main dispatch queue while the main thread waits for a test.
//
// libdispatch exports these two hooks for CoreFoundation's run loop: one gives a handle
// that becomes readable when the main queue has work, the other drains it. Waiting on
// that handle (instead of spinning a run loop in time slices) lets a blocked main thread
// run main-actor and main-queue work the moment it arrives.
#include "CXCTestSupport.h"
#include <stddef.h>

#if defined(__linux__)


extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

int cxct_main_queue_fd(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

void cxct_drain_main_queue(void) {
    _dispatch_main_queue_callback_4CF(NULL);
}
#else
int cxct_main_queue_fd(void) { return -1; }
void cxct_drain_main_queue(void) {}
#endif
