import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// libdispatch's two run-loop hooks for the main queue, found with `dlsym`.
///
/// `_dispatch_get_main_queue_handle_4CF` gives an eventfd that becomes readable when the
/// main queue has work; `_dispatch_main_queue_callback_4CF` runs that work. Both are what
/// swift-corelibs-foundation's run loop uses on Linux.
final class MainQueueHooks: Sendable {
    private typealias HandleFunction = @convention(c) () -> Int32
    private typealias DrainFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// The hooks of this process's libdispatch; nil where it does not export them.
    static let shared: MainQueueHooks? = MainQueueHooks()

    /// The descriptor that becomes readable when the main queue has work.
    let handle: Int32
    nonisolated(unsafe) private let drainFunction: DrainFunction

    private init?() {
        #if os(Linux)
        guard let process = dlopen(nil, RTLD_NOW),
              let handleSymbol = dlsym(process, "_dispatch_get_main_queue_handle_4CF"),
              let drainSymbol = dlsym(process, "_dispatch_main_queue_callback_4CF")
        else { return nil }
        let handle = unsafeBitCast(handleSymbol, to: HandleFunction.self)()
        guard handle >= 0 else { return nil }
        self.handle = handle
        drainFunction = unsafeBitCast(drainSymbol, to: DrainFunction.self)
        #else
        return nil
        #endif
    }

    /// Runs every block pending on the main queue. Main thread only.
    func drain() {
        var count: UInt64 = 0
        // The eventfd is non-blocking: take its count so that poll sleeps again afterwards.
        _ = read(handle, &count, MemoryLayout<UInt64>.size)
        drainFunction(nil)
    }
}
