import Foundation

/// A stand-in for a remote configuration service, on 127.0.0.1: it answers `GET /config`
/// after a delay, as a service across a network would.
///
/// NoteServer starts it only when `NOTESERVER_CONFIG_URL` names no service of its own; the
/// delay is `NOTESERVER_CONFIG_LATENCY_MS` (150 ms by default, a modest round trip to a
/// config service in another region).
///
/// ```swift
/// let service = try ConfigurationService(latency: .milliseconds(150))
/// let url = service.url            // "http://127.0.0.1:<port>/config"
/// service.stop()
/// ```
final class ConfigurationService: Sendable {
    /// The variable naming the latency in milliseconds.
    static let latencyVariable = "NOTESERVER_CONFIG_LATENCY_MS"

    private let server: LocalHTTPServer

    /// Where to fetch the configuration.
    var url: String { "http://127.0.0.1:\(server.port)/config" }

    /// Starts serving `configuration` with `latency` before each answer.
    init(configuration: ServerConfiguration = .standard, latency: Duration) throws {
        let body = (try? JSONEncoder().encode(configuration)) ?? Data()
        let (seconds, attoseconds) = latency.components
        let delay = Double(seconds) + Double(attoseconds) / 1e18
        server = try LocalHTTPServer { request in
            guard request.path == "/config" else { return (404, Data("not found\n".utf8)) }
            Thread.sleep(forTimeInterval: delay)
            return (200, body)
        }
        server.start()
    }

    /// Stops answering.
    func stop() {
        server.stop()
    }
}
