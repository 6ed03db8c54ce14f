#include "CXCTestSupport.h"

#include <stddef.h>

// The LLVM profile runtime's hooks. They have hidden visibility, so dlsym cannot find them;
// weak references bind to them when the executable links the runtime (an instrumented build
// with Harness's XCTest linked statically) and stay NULL otherwise, so uninstrumented bundles
// behave exactly as before.
extern void __llvm_profile_reset_counters(void) __attribute__((weak));
extern int __llvm_profile_write_file(void) __attribute__((weak));
extern void __llvm_profile_set_filename(const char *) __attribute__((weak));

int cxct_profile_runtime_present(void) {
    return __llvm_profile_reset_counters != NULL && __llvm_profile_write_file != NULL
        && __llvm_profile_set_filename != NULL;
}

int cxct_profile_reset_counters(void) {
    if (__llvm_profile_reset_counters == NULL) return 0;
    __llvm_profile_reset_counters();
    return 1;
}

int cxct_profile_write(const char *path, const char *restoredPattern) {
    if (!cxct_profile_runtime_present()) return -1;
    __llvm_profile_set_filename(path);
    int status = __llvm_profile_write_file();
    // The profile written at exit goes where the runner asked (LLVM_PROFILE_FILE), not over
    // the last test's file.
    __llvm_profile_set_filename(restoredPattern);
    return status;
}
