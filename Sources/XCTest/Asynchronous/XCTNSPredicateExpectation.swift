import Foundation

/// An expectation fulfilled once a predicate holds for an object.
///
/// A predicate says nothing when it changes, so it is evaluated: once when the wait begins,
/// then every 10 ms until it holds or the wait ends. (Only the predicate is polled; the
/// wait itself still wakes the moment the expectation is fulfilled.) When the wait runs its
/// thread's run loop (a blocking wait), the predicate is evaluated by a timer in that run
/// loop, on the waiting thread, as XCTest's is; an `await`ed wait evaluates it on a queue
/// of its own.
///
/// ```swift
/// let isReady = NSPredicate { object, _ in (object as? Loader)?.isReady == true }
/// let ready = XCTNSPredicateExpectation(predicate: isReady, object: loader)
/// wait(for: [ready], timeout: 2)
/// ```
open class XCTNSPredicateExpectation: XCTestExpectation, @unchecked Sendable {
    // @unchecked: the `let`s never change; every `var` is read and written under `lock` only.
    /// Decides, once the predicate holds, whether the expectation is fulfilled.
    public typealias Handler = @Sendable () -> Bool

    /// How often the predicate is re-evaluated while waiting.
    private static let evaluationInterval = 0.01

    private let storedPredicate: NSPredicate
    private let storedObject: Any?
    private let lock = NSLock()
    private var storedHandler: Handler?
    private var evaluation: Evaluation?
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

    override func didBeginWaiting(inRunLoop: Bool) {
        if evaluate() { return }
        let interval = Self.evaluationInterval
        let evaluation: Evaluation
        if inRunLoop {
            let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in
                guard let self else { return }
                if self.evaluate() { self.cleanUp() }
            }
            evaluation = .runLoopTimer(timer)
        } else {
            let source = DispatchSource.makeTimerSource(
                queue: DispatchQueue(label: "org.harness.XCTNSPredicateExpectation"))
            source.schedule(deadline: .now() + interval, repeating: interval)
            source.setEventHandler { [weak self] in
                guard let self else { return }
                if self.evaluate() { self.cleanUp() }
            }
            evaluation = .dispatchTimer(source)
        }
        let started = lock.withLock {
            guard !isDone else { return false }
            self.evaluation = evaluation
            return true
        }
        guard started else { return }
        switch evaluation {
        case .runLoopTimer(let timer): RunLoop.current.add(timer, forMode: .default)
        case .dispatchTimer(let source): source.resume()
        }
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
            defer { evaluation = nil }
            return evaluation
        }
        switch source {
        case .runLoopTimer(let timer): timer.invalidate()
        case .dispatchTimer(let source): source.cancel()
        case nil: break
        }
    }

    /// What re-evaluates the predicate: a timer in the waiting thread's run loop, or a
    /// dispatch timer for a wait that does not run one.
    private enum Evaluation {
        case runLoopTimer(Timer)
        case dispatchTimer(any DispatchSourceTimer)
    }
}

/// The former name of ``XCTNSPredicateExpectation/Handler``.
@available(*, deprecated, renamed: "XCTNSPredicateExpectation.Handler")
public typealias XCPredicateExpectationHandler = XCTNSPredicateExpectation.Handler
