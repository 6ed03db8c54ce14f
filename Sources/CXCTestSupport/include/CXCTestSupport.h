#ifndef CXCTESTSUPPORT_H
#define CXCTESTSUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// Runs `body(context)` so that `cxct_interrupt()` called on the same thread returns here.
/// Returns 0 when the body returned normally, 1 when it was interrupted.
int cxct_run_interruptible(void (*_Nonnull body)(void *_Nullable), void *_Nullable context);

/// Whether the calling thread is inside `cxct_run_interruptible`, and not inside a block a
/// dispatch queue runs for it (`queue.sync`), where a jump is never safe.
int cxct_can_interrupt(void);

/// Abandons the innermost interruptible body on this thread (never returns).
/// Only valid when `cxct_can_interrupt()` is true.
_Noreturn void cxct_interrupt(void);

/// A file descriptor that becomes readable when the main dispatch queue has work,
/// or -1 where the platform offers none.
int cxct_main_queue_fd(void);

/// Runs the blocks pending on the main dispatch queue. Main thread only.
void cxct_drain_main_queue(void);

/// A non-blocking, close-on-exec event descriptor (eventfd on Linux), or -1.
int cxct_event_create(void);

/// Adds one to the event's counter, waking a poller.
void cxct_event_signal(int fd);

/// Takes the event's pending count; returns 1 if there was one, 0 otherwise.
int cxct_event_consume(int fd);

/// Which of `XCTest`'s empty `async` set-up and tear-down the class whose metadata is given
/// overrides: bit 0 `setUp() async throws`, bit 1 `tearDown() async throws`. Read from the
/// class's vtable by the Swift runtime's own lookup, against `XCTest`'s implementations.
int cxct_async_lifecycle_overrides(const void *_Nonnull classMetadata, const void *_Nonnull baseMetadata);

/// Flushes C standard output and error.
void cxct_flush_stdio(void);

/// Writes `length` bytes to C standard output and flushes it.
void cxct_write_stdout(const char *_Nullable text, size_t length);

/// Makes C standard output line-buffered (as on a terminal), whatever it is connected to.
void cxct_line_buffer_stdout(void);

/// Opens a user-space hardware counter for the calling thread (0: instructions retired,
/// 1: CPU cycles), or returns -1 where the kernel or the sandbox does not offer one.
int cxct_perf_counter_open(int which);

/// The counter's value, or -1.
int64_t cxct_perf_counter_read(int fd);

/// Closes a counter opened by `cxct_perf_counter_open`.
void cxct_perf_counter_close(int fd);

#include "TestingInterop.h"
/// Whether this executable links the LLVM profile runtime (an instrumented build) and this
/// code can reach it: through weak references when linked into the executable, else through
/// the executable's symbol table (Harness's XCTest as a shared library).
int cxct_profile_runtime_present(void);

/// Sets every coverage counter to zero; returns 0 (and does nothing) without the runtime.
int cxct_profile_reset_counters(void);

/// Copies every coverage counter aside (the counters as a test starts). Returns 0 when the
/// runtime's counters cannot be read (no runtime, or a raw profile version other than 10).
int cxct_profile_counters_snapshot(void);

/// The NameRefs (MD5-based function ids) of the functions whose counters changed since the last
/// snapshot, up to `capacity` of them into `nameRefs`, sorted and each once. Returns how many
/// there are (more than `capacity`: call again with room for all, the array is then unsorted),
/// -1 when the counters cannot be read.
long cxct_profile_functions_entered(uint64_t *_Nullable nameRefs, size_t capacity);

#endif
