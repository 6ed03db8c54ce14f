import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a signal does in this process now, as far as an application's termination cares: the
/// default action, ignored, a dispatch source's (libdispatch's own handler), or a handler the
/// application installed itself.
///
/// ```swift
/// if SignalDisposition.current(of: SIGTERM) == .applicationHandler { /* the app keeps SIGTERM */ }
/// ```
enum SignalDisposition: Hashable, Sendable {
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
    static func current(of number: Int32) -> SignalDisposition {
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

/// Where libdispatch's code is mapped in this process, read once from `/proc/self/maps`: a signal
/// handler inside it is libdispatch's (its handler is a static function, so no symbol names it).
/// The file is read to its end: procfs hands it out a page at a time, and a read that took one
/// page missed libdispatch whenever the loader mapped it late (one launch in five).
enum DispatchLibrary {
    private static let ranges: [ClosedRange<UInt>] = {
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps"),
            let data = try? file.readToEnd()
        else { return [] }
        try? file.close()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            // `7f12a000-7f12b000 r-xp 00000000 08:01 1234 /usr/lib/swift/linux/libdispatch.so`
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[5].hasSuffix("/libdispatch.so") else { return nil }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let low = UInt(bounds[0], radix: 16), let high = UInt(bounds[1], radix: 16),
                low < high
            else { return nil }
            return low...(high - 1)
        }
    }()

    /// Whether `address` lies in libdispatch's mapped code.
    static func contains(address: UInt) -> Bool {
        ranges.contains { $0.contains(address) }
    }
}
