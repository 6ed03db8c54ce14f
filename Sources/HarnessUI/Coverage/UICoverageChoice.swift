import HarnessModel

/// Coverage as the page offers it (`POST /api/coverage`, `{"mode": "per-test"}`): off, the
/// run's report (`harness test --coverage`), or also each test's lines (`--coverage per-test`).
/// It holds for the session's runs from the next one on, watch mode's included.
///
/// ```swift
/// UICoverageChoice.perTest.request(packageRoot: "/p")?.mode   // .perTest
/// ```
package enum UICoverageChoice: String, Codable, Sendable, CaseIterable {
    case off
    case summary
    case perTest = "per-test"

    /// The session's coverage request; nil for off. The reports go where `harness test
    /// --coverage` writes them, so the source view and the command line share them.
    package func request(packageRoot: String) -> CoverageRequest? {
        switch self {
        case .off: nil
        case .summary: CoverageRequest(mode: .summary, packageRoot: packageRoot)
        case .perTest: CoverageRequest(mode: .perTest, packageRoot: packageRoot)
        }
    }

    /// The choice a session's request is.
    package init(_ request: CoverageRequest?) {
        switch request?.mode {
        case nil: self = .off
        case .summary: self = .summary
        case .perTest: self = .perTest
        }
    }
}
