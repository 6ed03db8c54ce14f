#include "CXCTestSupport.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// The LLVM profile runtime's hooks. They have hidden visibility, so dlsym cannot find them;
// weak references bind to them when the executable links the runtime (an instrumented build
// with Harness's XCTest linked statically) and stay NULL otherwise, so uninstrumented bundles
// behave exactly as before.
extern void __llvm_profile_reset_counters(void) __attribute__((weak));
extern int __llvm_profile_write_file(void) __attribute__((weak));
extern void __llvm_profile_set_filename(const char *) __attribute__((weak));
extern uint64_t __llvm_profile_get_version(void) __attribute__((weak));
extern const void *__llvm_profile_begin_data(void) __attribute__((weak));
extern const void *__llvm_profile_end_data(void) __attribute__((weak));
extern char *__llvm_profile_begin_counters(void) __attribute__((weak));
extern char *__llvm_profile_end_counters(void) __attribute__((weak));

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

// One function's record in the runtime's data section, raw profile version 10 (LLVM 19 and
// later): the function's name hash (NameRef), its structural hash, and where its counters are,
// relative to the record itself. Only this layout is read; any other version records nothing.
typedef struct {
    uint64_t nameRef;
    uint64_t functionHash;
    intptr_t relativeCounters;
    intptr_t relativeBitmap;
    const void *function;
    void *values;
    uint32_t counterCount;
    uint16_t valueSiteCounts[3];
    uint32_t bitmapByteCount;
} cxct_profile_data_v10;

enum { cxct_supported_raw_version = 10 };
// Byte (single-byte coverage) counters and other variants set flags in the version's high bits.
static const uint64_t cxct_version_variant_mask = 0xff00000000000000ull;

// The counters as they were when the current test started.
static uint64_t *cxct_snapshot = NULL;
static size_t cxct_snapshot_count = 0;

static int cxct_counters_readable(void) {
    if (__llvm_profile_get_version == NULL || __llvm_profile_begin_data == NULL || __llvm_profile_end_data == NULL
        || __llvm_profile_begin_counters == NULL || __llvm_profile_end_counters == NULL) {
        return 0;
    }
    uint64_t version = __llvm_profile_get_version();
    if ((version & ~cxct_version_variant_mask) != cxct_supported_raw_version) return 0;
    // Instrumentation variants (IR-level, byte coverage, …) lay counters out differently.
    if ((version & cxct_version_variant_mask) != 0) return 0;
    size_t dataBytes = (size_t)((const char *)__llvm_profile_end_data() - (const char *)__llvm_profile_begin_data());
    size_t counterBytes = (size_t)(__llvm_profile_end_counters() - __llvm_profile_begin_counters());
    return dataBytes % sizeof(cxct_profile_data_v10) == 0 && counterBytes % sizeof(uint64_t) == 0;
}

int cxct_profile_counters_snapshot(void) {
    if (!cxct_counters_readable()) return 0;
    const uint64_t *begin = (const uint64_t *)__llvm_profile_begin_counters();
    size_t count = (size_t)((const uint64_t *)__llvm_profile_end_counters() - begin);
    if (count != cxct_snapshot_count) {
        free(cxct_snapshot);
        cxct_snapshot = count == 0 ? NULL : malloc(count * sizeof(uint64_t));
        cxct_snapshot_count = cxct_snapshot == NULL ? 0 : count;
        if (cxct_snapshot == NULL && count != 0) return 0;
    }
    if (count != 0) memcpy(cxct_snapshot, begin, count * sizeof(uint64_t));
    return 1;
}

static int cxct_compare_name_refs(const void *left, const void *right) {
    uint64_t a = *(const uint64_t *)left;
    uint64_t b = *(const uint64_t *)right;
    return a < b ? -1 : a > b;
}

long cxct_profile_functions_entered(uint64_t *nameRefs, size_t capacity) {
    if (!cxct_counters_readable() || cxct_snapshot == NULL) return -1;
    const uint64_t *counters = (const uint64_t *)__llvm_profile_begin_counters();
    const uint64_t *end = (const uint64_t *)__llvm_profile_end_counters();
    if ((size_t)(end - counters) != cxct_snapshot_count) return -1;
    const cxct_profile_data_v10 *record = __llvm_profile_begin_data();
    const cxct_profile_data_v10 *last = __llvm_profile_end_data();
    size_t found = 0;
    for (; record < last; record++) {
        const uint64_t *first = (const uint64_t *)((const char *)record + record->relativeCounters);
        // A record whose counters are not in the section is a layout this code does not know.
        if (first < counters || first + record->counterCount > end) return -1;
        size_t offset = (size_t)(first - counters);
        for (uint32_t index = 0; index < record->counterCount; index++) {
            if (first[index] != cxct_snapshot[offset + index]) {
                if (found < capacity) nameRefs[found] = record->nameRef;
                found++;
                break;
            }
        }
    }
    if (found > capacity) return (long)found;
    // Sorted, each once (a function linked into several images has one record in each): here
    // rather than in the bundle's Swift, which a debug build runs several times slower, on
    // every test's path.
    qsort(nameRefs, found, sizeof(uint64_t), cxct_compare_name_refs);
    size_t unique = 0;
    for (size_t index = 0; index < found; index++) {
        if (unique == 0 || nameRefs[unique - 1] != nameRefs[index]) nameRefs[unique++] = nameRefs[index];
    }
    return (long)unique;
}
