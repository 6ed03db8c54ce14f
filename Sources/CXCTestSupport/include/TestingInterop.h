#ifndef CXCTESTSUPPORT_TESTINGINTEROP_H
#define CXCTESTSUPPORT_TESTINGINTEROP_H

#include <stdbool.h>

/// The fallback event handler of the toolchain's `lib_TestingInterop`: a testing library that
/// records an issue while another library runs the current test passes it here, as one
/// Swift Testing JSON event record (`recordJSON`, `byteCount` bytes) in schema `version`.
typedef void (*cxct_fallback_event_handler)(
    const char *_Nonnull version,
    const void *_Nonnull recordJSON,
    long byteCount,
    const void *_Nullable reserved
);

/// Installs `handler` unless one is installed already (once per process); true if installed.
/// Exported by `lib_TestingInterop.so`.
bool _swift_testing_installFallbackEventHandler(cxct_fallback_event_handler _Nonnull handler);

/// The installed handler, or null. Exported by `lib_TestingInterop.so`.
cxct_fallback_event_handler _Nullable _swift_testing_getFallbackEventHandler(void);

#endif
