/// What a request to `harness ui` asks for, from its method and path alone (after the access
/// rule let it through).
///
/// ```
///  GET  /             the page               GET  /api/model   the navigator's model (JSON)
///  GET  /api/events   the live events (WebSocket: the --json event lines, and the UI's own)
///  POST /api/run      run tests (UIRunRequest)   POST /api/stop    interrupt, as Ctrl-C does
///  POST /api/watch    watch on or off ({"on": true})
///  GET  /api/timeline a test's recent results from the run history (?test=Module.Class/method)
///  GET  /api/detail   a test's last result in this session, as the report shows it (?test=…)
///  GET  /api/attachment  a file this session kept as an attachment (?file=…, in its run folder only)
///  GET  /api/source   a file of the package with its coverage and the tests that ran it (?file=…)
///  GET  /api/test-coverage  where a test is declared and the lines it ran (?test=…)
///  GET  /api/changed  the files changed since the last commit and the tests they affect
///  GET  /api/coverage the session's coverage choice; POST: switch it ({"mode": "per-test"})
/// ```
///
/// ```swift
/// UIRoute(method: "GET", path: "/api/model")   // .model
/// UIRoute(method: "DELETE", path: "/")         // nil: 404
/// ```
package enum UIRoute: Hashable, Sendable, CaseIterable {
    case page
    case model
    case events
    case run
    case stop
    case watch
    case timeline
    case detail
    case attachment
    case source
    case testCoverage
    case changed
    case coverage
    case setCoverage

    package init?(method: String, path: String) {
        guard let route = Self.allCases.first(where: { $0.method == method && $0.path == path }) else { return nil }
        self = route
    }

    package var method: String {
        switch self {
        case .page, .model, .events, .timeline, .detail, .attachment, .source, .testCoverage, .changed, .coverage: "GET"
        case .run, .stop, .watch, .setCoverage: "POST"
        }
    }

    package var path: String {
        switch self {
        case .page: "/"
        case .model: "/api/model"
        case .events: "/api/events"
        case .run: "/api/run"
        case .stop: "/api/stop"
        case .watch: "/api/watch"
        case .timeline: "/api/timeline"
        case .detail: "/api/detail"
        case .attachment: "/api/attachment"
        case .source: "/api/source"
        case .testCoverage: "/api/test-coverage"
        case .changed: "/api/changed"
        case .coverage, .setCoverage: "/api/coverage"
        }
    }
}
