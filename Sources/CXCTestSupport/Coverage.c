#include "CXCTestSupport.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>

#include "ExecutableSymbols.h"

// The LLVM profile runtime's hooks. They have hidden visibility, so dlsym cannot find them.
// Weak references bind to them when the executable links the runtime and Harness's XCTest
// statically (an instrumented build of a package that adopts Harness). Harness's XCTest as a
// shared library (an unmodified package's build) sees none of them through its weak
// references: it finds them in the executable's symbol table instead (ExecutableSymbols.c).
// An uninstrumented bundle has neither, and behaves exactly as before.
extern void __llvm_profile_reset_counters(void) __attribute__((weak));
extern uint64_t __llvm_profile_get_version(void) __attribute__((weak));
extern const void *__llvm_profile_begin_data(void) __attribute__((weak));
extern const void *__llvm_profile_end_data(void) __attribute__((weak));
extern char *__llvm_profile_begin_counters(void) __attribute__((weak));
extern char *__llvm_profile_end_counters(void) __attribute__((weak));

// The hooks this process uses, found once (`cxct_profile_hooks`); every one or none.
typedef struct {
    void (*resetCounters)(void);
    uint64_t (*getVersion)(void);
    const void *(*beginData)(void);
    const void *(*endData)(void);
    char *(*beginCounters)(void);
    char *(*endCounters)(void);
} cxct_profile_runtime;

static cxct_profile_runtime cxct_runtime;
static pthread_once_t cxct_runtime_once = PTHREAD_ONCE_INIT;

static void cxct_find_runtime(void) {
    if (__llvm_profile_reset_counters != NULL && __llvm_profile_get_version != NULL
        && __llvm_profile_begin_data != NULL && __llvm_profile_end_data != NULL
        && __llvm_profile_begin_counters != NULL && __llvm_profile_end_counters != NULL) {
        cxct_runtime = (cxct_profile_runtime){
            __llvm_profile_reset_counters, __llvm_profile_get_version,    __llvm_profile_begin_data,
            __llvm_profile_end_data,       __llvm_profile_begin_counters, __llvm_profile_end_counters,
        };
        return;
    }
    static const char *const names[] = {
        "__llvm_profile_reset_counters", "__llvm_profile_get_version",    "__llvm_profile_begin_data",
        "__llvm_profile_end_data",       "__llvm_profile_begin_counters", "__llvm_profile_end_counters",
    };
    enum { count = sizeof names / sizeof names[0] };
    void *found[count];
    // The counters' section: an executable without it was not instrumented, and its symbol
    // table is not read.
    if (cxct_executable_functions("__llvm_prf_cnts", names, count, found) != count) return;
    cxct_runtime = (cxct_profile_runtime){
        (void (*)(void))found[0],          (uint64_t(*)(void))found[1], (const void *(*)(void))found[2],
        (const void *(*)(void))found[3], (char *(*)(void))found[4],   (char *(*)(void))found[5],
    };
}

static const cxct_profile_runtime *cxct_profile_hooks(void) {
    pthread_once(&cxct_runtime_once, cxct_find_runtime);
    return cxct_runtime.resetCounters != NULL ? &cxct_runtime : NULL;
}

int cxct_profile_runtime_present(void) {
    return cxct_profile_hooks() != NULL;
}

int cxct_profile_reset_counters(void) {
    const cxct_profile_runtime *runtime = cxct_profile_hooks();
    if (runtime == NULL) return 0;
    runtime->resetCounters();
    return 1;
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

// The runtime whose counters this code can read, or NULL.
static const cxct_profile_runtime *cxct_readable_runtime(void) {
    const cxct_profile_runtime *runtime = cxct_profile_hooks();
    if (runtime == NULL) return NULL;
    uint64_t version = runtime->getVersion();
    if ((version & ~cxct_version_variant_mask) != cxct_supported_raw_version) return NULL;
    // Instrumentation variants (IR-level, byte coverage, …) lay counters out differently.
    if ((version & cxct_version_variant_mask) != 0) return NULL;
    size_t dataBytes = (size_t)((const char *)runtime->endData() - (const char *)runtime->beginData());
    size_t counterBytes = (size_t)(runtime->endCounters() - runtime->beginCounters());
    if (dataBytes % sizeof(cxct_profile_data_v10) != 0 || counterBytes % sizeof(uint64_t) != 0) return NULL;
    return runtime;
}

int cxct_profile_counters_snapshot(void) {
    const cxct_profile_runtime *runtime = cxct_readable_runtime();
    if (runtime == NULL) return 0;
    const uint64_t *begin = (const uint64_t *)runtime->beginCounters();
    size_t count = (size_t)((const uint64_t *)runtime->endCounters() - begin);
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
    const cxct_profile_runtime *runtime = cxct_readable_runtime();
    if (runtime == NULL || cxct_snapshot == NULL) return -1;
    const uint64_t *counters = (const uint64_t *)runtime->beginCounters();
    const uint64_t *end = (const uint64_t *)runtime->endCounters();
    if ((size_t)(end - counters) != cxct_snapshot_count) return -1;
    const cxct_profile_data_v10 *record = runtime->beginData();
    const cxct_profile_data_v10 *last = runtime->endData();
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
