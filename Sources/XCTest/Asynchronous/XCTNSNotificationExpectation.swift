import Foundation

/// An expectation fulfilled when a notification is posted.
///
/// It observes from its creation until its wait ends (or its test does), and is fulfilled
/// on the posting thread, the moment the notification is posted.
///
/// ```swift
/// let saved = XCTNSNotificationExpectation(name: .documentSaved, object: document)
/// document.save()
/// wait(for: [saved], timeout: 1)
/// ```
open class XCTNSNotificationExpectation: XCTestExpectation, @unchecked Sendable {
    // @unchecked: the `let`s never change; `storedHandler` and `observer` are read and written under `lock` only.
    /// Decides whether a posted notification fulfils the expectation.
    public typealias Handler = @Sendable (Notification) -> Bool

    private let name: Notification.Name
    private let object: Any?
    private let center: NotificationCenter
    private let lock = NSLock()
    private var storedHandler: Handler?
    private var observer: (any NSObjectProtocol)?

    /// Observes `notificationName` from `object` (any sender if nil) on `notificationCenter`.
    public init(
        name notificationName: Notification.Name, object: Any? = nil, notificationCenter: NotificationCenter = .default,
        file: StaticString = #filePath, line: Int = #line
    ) {
        name = notificationName
        self.object = object
        center = notificationCenter
        let sender = object.map { "\($0)" } ?? "any object"
        super.init(
            description: "Expect notification '\(notificationName.rawValue)' from \(sender)", file: file, line: line)
        let token = notificationCenter.addObserver(forName: notificationName, object: object, queue: nil) {
            [weak self] notification in
            self?.received(notification)
        }
        lock.withLock { observer = token }
    }

    /// The name observed.
    open var notificationName: Notification.Name { name }

    /// The sender observed; nil for any.
    open var observedObject: Any? { object }

    /// The center observed.
    open var notificationCenter: NotificationCenter { center }

    /// If set, only notifications for which it returns true fulfil the expectation.
    open var handler: Handler? {
        get { lock.withLock { storedHandler } }
        set { lock.withLock { storedHandler = newValue } }
    }

    private func received(_ notification: Notification) {
        if let handler, !handler(notification) { return }
        fulfill()
    }

    override func cleanUp() {
        let token = lock.withLock {
            defer { observer = nil }
            return observer
        }
        if let token { center.removeObserver(token) }
    }

    deinit {
        cleanUp()
    }
}

/// The former name of ``XCTNSNotificationExpectation/Handler``.
@available(*, deprecated, renamed: "XCTNSNotificationExpectation.Handler")
public typealias XCNotificationExpectationHandler = XCTNSNotificationExpectation.Handler
