import FlyingFox
import FlyingSocks
import Foundation
import HarnessModel
import HarnessProcess
import HarnessReports

/// `harness ui`'s HTTP server: 127.0.0.1 only, on the port asked for or a free one, answering
/// with ``UIRequestHandler`` (the token, host and origin checked on every request).
///
/// ```swift
/// let server = UIServer(controller: controller, channel: channel)
/// let port = try server.start(port: nil)      // a free port
/// print(server.address(port: port))          // http://127.0.0.1:41234/?token=…
/// server.stop()
/// ```
package final class UIServer: Sendable {
    package let token: String
    private let access = UIAccessBox()
    private let server: HTTPServer
    private let channel: UIEventChannel
    private let requestedPort: UInt16

    package init(controller: UIController, channel: UIEventChannel, port: UInt16?, token: String = UIToken.make()) {
        self.token = token
        self.channel = channel
        requestedPort = port ?? 0
        channel.greeting = { [controller] in [UIMessage.state(controller.currentState).line] }
        let handler = UIRequestHandler(
            access: access, controller: controller, channel: channel, page: Data(NavigatorPage.html.utf8))
        // 127.0.0.1 itself: FlyingFox's `.loopback` is IPv6's ::1, which the printed address is not.
        var address = sockaddr_in.inet(port: requestedPort)
        address.sin_addr.s_addr = in_addr_t(INADDR_LOOPBACK).bigEndian
        server = HTTPServer(address: address, timeout: 15, logger: .disabled, handler: handler)
    }

    /// Listens, and returns the port; a port in use (or any failure to listen) is one line,
    /// exit 2. Blocks the calling thread until the server listens or fails.
    package func start() throws(HarnessFailure) -> UInt16 {
        let answer = StartAnswer()
        let server = self.server
        Task {
            do {
                try await server.run()
                answer.give(.failure(UIRequestProblem("the server stopped before it listened")))
            } catch {
                answer.give(.failure(error))
            }
        }
        Task {
            do {
                try await server.waitUntilListening(timeout: 30)
                if case .ip4(_, let port)? = await server.listeningAddress {
                    answer.give(.success(port))
                } else {
                    answer.give(.failure(UIRequestProblem("the server listens on no IPv4 address")))
                }
            } catch {
                answer.give(.failure(error))
            }
        }
        switch answer.wait() {
        case .success(let port):
            // FlyingFox opens its socket, epoll and event descriptors without close-on-exec.
            CloseOnExecSweep.markAll()
            ListeningSocketNoDelay.set(port: port)
            access.rule = UIAccessRule(token: token, port: port)
            return port
        case .failure(let error):
            throw HarnessFailure(Self.listenProblem(error, port: requestedPort), code: RunnerExitCode.badInput)
        }
    }

    /// The page's address with the token: the line `harness ui` prints.
    package func address(port: UInt16) -> String {
        "http://127.0.0.1:\(port)/?token=\(token)"
    }

    /// Closes every page's channel and the listening socket.
    package func stop() {
        channel.closeAll()
        let done = DispatchSemaphore(value: 0)
        let server = self.server
        Task {
            await server.stop(timeout: 1)
            done.signal()
        }
        _ = done.wait(timeout: .now() + 3)
    }

    /// The line for a server that cannot listen: a port in use says which.
    static func listenProblem(_ error: any Error, port: UInt16) -> String {
        if case SocketError.failed(let type, let number, _) = error, type.lowercased() == "bind", number == EADDRINUSE {
            return "port \(port) on 127.0.0.1 is in use: choose another with --port, or leave --port out for a free one"
        }
        return "harness ui cannot listen on 127.0.0.1:\(port): \(error)"
    }
}

/// The first answer of the two start tasks (listening, or the server's failure), for the
/// thread waiting in ``UIServer/start()``.
private final class StartAnswer: @unchecked Sendable {
    // @unchecked: `answer` is only touched under `condition`'s lock.
    private let condition = NSCondition()
    private var answer: Result<UInt16, any Error>?

    func give(_ result: Result<UInt16, any Error>) {
        condition.lock()
        if answer == nil { answer = result }
        condition.signal()
        condition.unlock()
    }

    func wait() -> Result<UInt16, any Error> {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let answer { return answer }
            condition.wait()
        }
    }
}
