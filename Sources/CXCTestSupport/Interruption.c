// Stopping a test method at its first failure (`continueAfterFailure = false`).
//
// Swift cannot unwind a non-throwing function, and Apple's XCTest does it by raising an
// Objective-C exception. Here a failing assertion on the test's own thread jumps back to
// the point where the framework started the test body. The abandoned frames' releases
// and `defer` blocks do not run (as with Apple's exception), which is why the jump is only
// ever taken from the framework's own code, outside any lock it holds.
//
// Nor is it taken inside a block that a dispatch queue runs on this thread (`queue.sync`):
// libdispatch marks the queue busy and links the block's frame into its own per-thread
// state, and leaving those frames by a jump would leave the queue busy for ever. The queue
// current when the step started is remembered; any other queue means "inside a block".
#include "CXCTestSupport.h"
#include <setjmp.h>
#include <stddef.h>

#if defined(__linux__)
// Deprecated for deciding behaviour on a queue's identity, which is not what it is used for
// here: only "the same queue as at the step's start, or not" is compared.
extern void *dispatch_get_current_queue(void);
static void *cxct_current_queue(void) { return dispatch_get_current_queue(); }
#else
static void *cxct_current_queue(void) { return NULL; }
#endif

static _Thread_local sigjmp_buf *cxct_current_jump = NULL;
static _Thread_local void *cxct_step_queue = NULL;

int cxct_run_interruptible(void (*body)(void *), void *context) {
    sigjmp_buf jump;
    sigjmp_buf *outer = cxct_current_jump;
    void *outer_queue = cxct_step_queue;
    if (sigsetjmp(jump, 0) != 0) {
        cxct_current_jump = outer;
        cxct_step_queue = outer_queue;
        return 1;
    }
    cxct_current_jump = &jump;
    cxct_step_queue = cxct_current_queue();
    body(context);
    cxct_current_jump = outer;
    cxct_step_queue = outer_queue;
    return 0;
}

int cxct_can_interrupt(void) {
    return cxct_current_jump != NULL && cxct_current_queue() == cxct_step_queue;
}

void cxct_interrupt(void) {
    siglongjmp(*cxct_current_jump, 1);
}
