import Synchronization
import Testing

/// Warnings a test records, and what its own issue handlers make of them: `swift test` hands a
/// warning to every handler in scope (a property-testing library counts them that way), so one
/// handler counts them and another turns them into errors.
@Suite struct WarningTests {
    /// A handler in the test's scope sees its warning, and keeps it from being recorded.
    @Test func aWarningReachesTheTestsOwnHandler() async throws {
        let seen = Mutex<[String]>([])
        let handler = IssueHandlingTrait.compactMapIssues { issue in
            guard issue.severity == .warning else { return issue }
            seen.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return nil
        }
        try await handler.provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            Issue.record("above ten", severity: .warning)
        }
        #expect(seen.withLock { $0 } == ["above ten"])
    }

    /// Its trait makes every warning an error: it fails, though it records only a warning.
    @Test(
        .compactMapIssues { issue in
            var issue = issue
            if issue.severity == .warning { issue.severity = .error }
            return issue
        })
    func aWarningItsTraitMakesAnErrorFails() {
        Issue.record("escalated", severity: .warning)
    }

    /// A warning alone fails nothing.
    @Test func aWarningAlonePasses() {
        Issue.record("only a warning", severity: .warning)
    }
}
