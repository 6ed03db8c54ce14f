import Foundation

/// A document that opens asynchronously, like the seed chapter's `UIDocument`: the
/// completion handler runs later, on another queue.
public final class Document: Sendable {
    public static let didOpen = Notification.Name("DocumentDidOpen")

    public let name: String
    private let state = OpenState()

    public init(name: String) {
        self.name = name
    }

    /// Whether ``open(after:queue:completion:)`` has finished.
    public var isOpen: Bool { state.isOpen }

    /// Opens the document after `delay` seconds on `queue`, posts ``didOpen``, then calls
    /// `completion` with true.
    public func open(after delay: TimeInterval = 0, queue: DispatchQueue = .global(), completion: @escaping @Sendable (Bool) -> Void) {
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            state.markOpen()
            NotificationCenter.default.post(name: Self.didOpen, object: nil, userInfo: ["name": name])
            completion(true)
        }
    }

    /// Opens the document, suspending until it is open.
    public func open() async -> Bool {
        await withCheckedContinuation { continuation in
            open { continuation.resume(returning: $0) }
        }
    }
}

private final class OpenState: @unchecked Sendable {
    private let lock = NSLock()
    private var open = false
    var isOpen: Bool { lock.withLock { open } }
    func markOpen() { lock.withLock { open = true } }
}

/// A thread-safe counter for tests that fulfil from many threads.
public final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    public init() {}
    public var value: Int { lock.withLock { count } }
    public func increment() { lock.withLock { count += 1 } }
}
