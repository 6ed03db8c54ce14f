import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a signal does in this process now, as far as a ``SignalRelay`` cares: the
/// default action, ignored, a dispatch source's (libdispatch's own handler), or a handler the
/// application installed itself.
///
/// ```swift
/// if SignalDisposition.current(of: SIGTERM) == .applicationHandler { /* the app keeps SIGTERM */ }
/// ```
package enum SignalDisposition: Hashable, Sendable {
    /// `SIG_DFL`: nobody handles it.
    case systemDefault
    /// `SIG_IGN`: set by the application (before its dispatch source arms) or inherited.
    case ignored
    /// libdispatch's handler: some dispatch source observes the signal. Another source on the
    /// same signal shares it (libdispatch delivers to every source of a signal).
    case dispatchSource
    /// A `signal`/`sigaction` handler of the application's own, which a dispatch source would
    /// replace (libdispatch installs its handler when a signal gets its first source).
    case applicationHandler

    /// The signal's disposition, read without changing it.
    package static func current(of number: Int32) -> SignalDisposition {
        var action = sigaction()
        guard sigaction(number, nil, &action) == 0 else { return .systemDefault }
        #if os(Linux)
            let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
            let handler = unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
        if handler == unsafeBitCast(SIG_DFL, to: Int.self) { return .systemDefault }
        if handler == unsafeBitCast(SIG_IGN, to: Int.self) { return .ignored }
        return DispatchLibrary.contains(address: UInt(bitPattern: handler)) ? .dispatchSource : .applicationHandler
    }
}
