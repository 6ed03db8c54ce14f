import FlyingFox
import Foundation
import HarnessProcess
import HarnessReports

/// Answers every request to `harness ui`: the access rule first (token, host, origin: 403
/// otherwise), then the route (404 for anything else).
///
/// ```swift
/// let server = HTTPServer(address: .loopback(port: 0), handler: UIRequestHandler(…))
/// ```
struct UIRequestHandler: HTTPHandler {
    let access: UIAccessBox
    let controller: UIController
    let channel: UIEventChannel
    let page: Data

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        // The connection FlyingFox accepted for this request is not close-on-exec: marked before
        // anything is answered, so that no process started later (by whatever means) holds it.
        CloseOnExecSweep.markAll()
        let facts = UIRequestFacts(
            token: request.query.first { $0.name == "token" }?.value, host: request.headers[.host],
            origin: request.headers[HTTPHeader("Origin")])
        guard let rule = access.rule else { return Self.text(.serviceUnavailable, "harness ui is starting") }
        if case .refused(let reason) = rule.decide(facts) { return Self.text(.forbidden, reason) }
        guard let route = UIRoute(method: request.method.rawValue, path: request.path) else {
            return Self.text(.notFound, "harness ui has no \(request.method.rawValue) \(request.path)")
        }
        switch route {
        case .page:
            return HTTPResponse(
                statusCode: .ok,
                headers: [
                    .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
                    HTTPHeader("Content-Security-Policy"): NavigatorPage.contentSecurityPolicy,
                ], body: page)
        case .model:
            return try Self.json(controller.currentModel)
        case .events:
            return try await WebSocketHTTPHandler.webSocket(channel).handleRequest(request)
        case .run:
            do {
                let body = try await request.bodyData
                let run = try JSONDecoder().decode(UIRunRequest.self, from: body)
                try controller.submit(run)
                return Self.text(.accepted, "queued")
            } catch let problem as UIRequestProblem {
                return Self.text(.conflict, problem.description)
            } catch {
                return Self.text(.badRequest, "the run request is not a UIRunRequest: \(error)")
            }
        case .stop:
            controller.stop()
            return Self.text(.accepted, "stopping")
        case .watch:
            let body = try await request.bodyData
            // Not a switch: answered below as a bad request.
            guard let switchTo = try? JSONDecoder().decode(WatchSwitch.self, from: body) else {
                return Self.text(.badRequest, #"the watch request must be {"on": true} or {"on": false}"#)
            }
            controller.setWatching(switchTo.on)
            return Self.text(.accepted, switchTo.on ? "watching" : "not watching")
        case .timeline:
            let test = request.query.first { $0.name == "test" }?.value ?? ""
            guard controller.currentModel.contains(test) else {
                return Self.text(.notFound, "no test named \(test) in this package")
            }
            return try Self.json(controller.timeline(of: test))
        case .detail:
            let test = request.query.first { $0.name == "test" }?.value ?? ""
            // A kept attachment's link goes through this server, with the page's token.
            let token = rule.token
            let link: @Sendable (String) -> String = { path in
                "/api/attachment?file=\(Self.queryValue(path))&token=\(Self.queryValue(token))"
            }
            guard let fragment = controller.detail(of: test, attachmentLink: link) else {
                return Self.text(.notFound, "\(test) has not run in this session")
            }
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: Data(fragment.utf8))
        case .attachment:
            return attachmentResponse(file: request.query.first { $0.name == "file" }?.value ?? "")
        case .source, .testCoverage, .changed, .coverage, .setCoverage:
            return try await coverageResponse(route, request)
        }
    }

    /// A kept attachment, shown in place when it is an image or text, else downloaded; never
    /// run as a page (a test wrote it): no sniffing, and a sandbox with nothing allowed.
    private func attachmentResponse(file: String) -> HTTPResponse {
        switch controller.attachments.resolve(file) {
        case .success(let kept):
            var headers: [HTTPHeader: String] = [
                .contentType: kept.mediaType, .cacheControl: "no-store",
                HTTPHeader("X-Content-Type-Options"): "nosniff",
                HTTPHeader("Content-Security-Policy"): "default-src 'none'; img-src 'self'; sandbox",
            ]
            if !kept.inline {
                let name = URL(fileURLWithPath: kept.path).lastPathComponent.filter { $0 != "\"" && $0.isASCII }
                headers[HTTPHeader("Content-Disposition")] = "attachment; filename=\"\(name)\""
            }
            return HTTPResponse(statusCode: .ok, headers: headers, body: kept.data)
        case .failure(let refusal):
            let status: HTTPStatusCode =
                switch refusal.status {
                case 403: .forbidden
                case 404: .notFound
                default: .badRequest
                }
            return Self.text(status, refusal.description)
        }
    }

    /// A query's value, percent-encoded (a path's `&`, `=`, `+` and `#` included).
    static func queryValue(_ text: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#?")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    private struct WatchSwitch: Decodable {
        var on: Bool
    }

    static func text(_ status: HTTPStatusCode, _ line: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((line + "\n").utf8))
    }

    static func json(_ value: some Encodable) throws -> HTTPResponse {
        json(body: try encoded(value))
    }

    /// A JSON answer already encoded.
    static func json(body: Data) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: body)
    }

    /// Every JSON answer's encoding: keys sorted, slashes as they are, dates in seconds.
    static func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .secondsSince1970
        return try encoder.encode(value)
    }
}

/// The access rule, set once the server listens (its port is part of it).
final class UIAccessBox: @unchecked Sendable {
    // @unchecked: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: UIAccessRule?

    var rule: UIAccessRule? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
