import Foundation

/// An expectation fulfilled once a predicate holds for an object.
///
/// A predicate says nothing when it changes, so it is evaluated: once when the wait begins,
/// then every 10 ms until it holds or the wait ends. (Only the predicate is polled; the
/// wait itself still wakes the moment the expectation is fulfilled.) When the wait blocks
/// the main thread, the predicate is evaluated on the main queue, which the wait serves,
/// so it sees main-thread state as Apple's run-loop evaluation does.
///
/// ```swift
/// let ready = XCTNSPredicateExpectation(predicate: NSPredicate { object, _ in (object as? Loader)?.isReady == true }, object: loader)
/// wait(for: [ready], timeout: 2)
/// ```
open class XCTNSPredicateExpectation: XCTestExpectation, @unchecked Sendable {
    /// Decides, once the predicate holds, whether the expectation is fulfilled.
    public typealias Handler = @Sendable () -> Bool

    /// How often the predicate is re-evaluated while waiting.
    private static let evaluationInterval = DispatchTimeInterval.milliseconds(10)

    private let storedPredicate: NSPredicate
    private let storedObject: Any?
    private let lock = NSLock()
    private var storedHandler: Handler?
    private var timer: (any DispatchSourceTimer)?
    private var isDone = false

    /// Waits for `predicate` to hold for `object`.
    public init(predicate: NSPredicate, object: Any? = nil, file: StaticString = #filePath, line: Int = #line) {
        storedPredicate = predicate
        storedObject = object
        let subject = object.map { " for object \($0)" } ?? ""
        super.init(description: "Expect predicate `\(predicate)`\(subject)", file: file, line: line)
    }

    /// The predicate evaluated.
    open var predicate: NSPredicate { storedPredicate }

    /// The object it is evaluated with.
    open var object: Any? { storedObject }

    /// If set, called once the predicate holds; the expectation is fulfilled only if it
    /// returns true (otherwise evaluation goes on).
    open var handler: Handler? {
        get { lock.withLock { storedHandler } }
        set { lock.withLock { storedHandler = newValue } }
    }

    override func didBeginWaiting(onMainThread: Bool) {
        if evaluate() { return }
        let queue = onMainThread ? DispatchQueue.main : DispatchQueue(label: "org.harness.XCTNSPredicateExpectation")
        let source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(deadline: .now() + Self.evaluationInterval, repeating: Self.evaluationInterval)
        source.setEventHandler { [weak self] in
            guard let self else { return }
            if self.evaluate() { self.cleanUp() }
        }
        let started = lock.withLock {
            guard !isDone else { return false }
            timer = source
            return true
        }
        if started { source.resume() }
    }

    /// Evaluates once; fulfils and returns true when the predicate (and handler) hold.
    private func evaluate() -> Bool {
        guard lock.withLock({ !isDone }) else { return true }
        guard storedPredicate.evaluate(with: storedObject) else { return false }
        if let handler, !handler() { return false }
        lock.withLock { isDone = true }
        fulfill()
        return true
    }

    override func cleanUp() {
        let source = lock.withLock {
            isDone = true
            defer { timer = nil }
            return timer
        }
        source?.cancel()
    }
}

/// The former name of ``XCTNSPredicateExpectation/Handler``.
@available(*, deprecated, renamed: "XCTNSPredicateExpectation.Handler")
public typealias XCPredicateExpectationHandler = XCTNSPredicateExpectation.Handler
