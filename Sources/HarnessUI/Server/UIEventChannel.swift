import FlyingFox
import Foundation

/// The live channel: every page's WebSocket (`GET /api/events`) receives each line sent, in
/// order: the run's events and the UI's own messages. What a page sends is read and dropped
/// (its requests go as POSTs); a page that goes away is forgotten.
///
/// ```swift
/// let channel = UIEventChannel()
/// await server.appendRoute("GET /api/events", to: .webSocket(channel))
/// channel.send(#"{"kind":"modelChanged"}"#)
/// ```
package final class UIEventChannel: WSMessageHandler, @unchecked Sendable {
    // @unchecked: `pages` is only touched under `lock`.
    private let lock = NSLock()
    private var pages: [UUID: AsyncStream<WSMessage>.Continuation] = [:]
    private var greetingLines: @Sendable () -> [String] = { [] }

    package init() {}

    /// What a page is told first when it connects (the session's state as it is now).
    package var greeting: @Sendable () -> [String] {
        get { lock.withLock { greetingLines } }
        set { lock.withLock { greetingLines = newValue } }
    }

    package func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (messages, continuation) = AsyncStream.makeStream(of: WSMessage.self, bufferingPolicy: .unbounded)
        let id = UUID()
        for line in greeting() { continuation.yield(.text(line)) }
        lock.withLock { pages[id] = continuation }
        continuation.onTermination = { [weak self] _ in self?.forget(id) }
        Task {
            for await _ in client {}
            continuation.finish()
        }
        return messages
    }

    /// Sends `line` to every page connected now.
    package func send(_ line: String) {
        let receivers = lock.withLock { Array(pages.values) }
        for page in receivers { page.yield(.text(line)) }
    }

    /// How many pages are connected.
    package var pageCount: Int { lock.withLock { pages.count } }

    /// Closes every page's channel (the server stops).
    package func closeAll() {
        let receivers = lock.withLock { Array(pages.values) }
        for page in receivers { page.finish() }
    }

    private func forget(_ id: UUID) {
        _ = lock.withLock { pages.removeValue(forKey: id) }
    }
}
