// Stopping a test method at its first failure (`continueAfterFailure = false`).
//
// Swift cannot unwind a non-throwing function, and Apple's XCTest does it by raising an
// Objective-C exception. Here a failing assertion on the test's own thread jumps back to
// the point where the framework started the test body. The abandoned frames' releases
// and `defer` blocks do not run (as with Apple's exception), which is why the jump is only
// ever taken from the framework's own code, outside any lock it holds.
#include "CXCTestSupport.h"
#include <setjmp.h>
#include <stddef.h>

static _Thread_local sigjmp_buf *cxct_current_jump = NULL;

int cxct_run_interruptible(void (*body)(void *), void *context) {
    sigjmp_buf jump;
    sigjmp_buf *outer = cxct_current_jump;
    if (sigsetjmp(jump, 0) != 0) {
        cxct_current_jump = outer;
        return 1;
    }
    cxct_current_jump = &jump;
    body(context);
    cxct_current_jump = outer;
    return 0;
}

int cxct_can_interrupt(void) {
    return cxct_current_jump != NULL;
}

void cxct_interrupt(void) {
    siglongjmp(*cxct_current_jump, 1);
}
