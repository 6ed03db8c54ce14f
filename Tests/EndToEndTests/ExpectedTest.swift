import HarnessWire

/// What the model says one test method does when the fixture runs.
struct ExpectedTest: Sendable, CustomStringConvertible {
    var id: TestIdentifier
    /// The source file (under `Tests/<module>/`) its assertions' line numbers refer to.
    var file: String
    var outcome: TestOutcome
    /// Issues in recording order.
    var issues: [ExpectedIssue]
    /// The skip line, if the console prints one.
    var skip: ExpectedSkip?
    /// The fixture package (under `Fixtures/`) the test belongs to.
    var fixture = "BasicSuite"

    /// XCTest's console name, `Class.method`.
    var consoleName: String { id.xctestName }

    /// Whether the test exists only in the Harness build (it uses API the toolchain lacks).
    var isHarnessOnly: Bool { id.module == BasicSuiteModel.harnessOnlyModule }

    var description: String { id.description }

    /// The console location of a place in this test's file.
    func consoleLocation(of place: ExpectedIssue.Place) -> String? {
        switch place {
        case .line(let line): "\(sourcePath):\(line)"
        case .thrownError: "<EXPR>:0"
        case .unpinned: nil
        }
    }

    /// The console location of the skip line.
    var skipLocation: String? {
        guard let skip else { return nil }
        return skip.line.map { "\(sourcePath):\($0)" } ?? "<unknown>:0"
    }

    /// The absolute path the compiler records for the file, as the console prints it.
    var sourcePath: String {
        RepositoryPaths.fixture(named: fixture).path + "/Tests/\(id.module)/\(file)"
    }
}

/// Builds the model's entries for one test class, keeping the model's listing short.
struct ExpectedClass {
    var module: String
    var className: String
    var file: String

    func passed(_ method: String) -> ExpectedTest {
        test(method, .passed, issues: [])
    }

    func failed(_ method: String, _ issues: ExpectedIssue..., skip: ExpectedSkip? = nil) -> ExpectedTest {
        test(method, .failed, issues: issues, skip: skip)
    }

    /// A test whose every issue an `XCTExpectFailure` covers: it passes, issues and all.
    func passed(_ method: String, knownIssues: ExpectedIssue...) -> ExpectedTest {
        test(method, .passed, issues: knownIssues)
    }

    func skipped(_ method: String, line: Int?, _ text: String) -> ExpectedTest {
        test(method, .skipped, issues: [], skip: ExpectedSkip(line: line, text: text))
    }

    private func test(_ method: String, _ outcome: TestOutcome, issues: [ExpectedIssue], skip: ExpectedSkip? = nil) -> ExpectedTest {
        ExpectedTest(
            id: TestIdentifier(module: module, className: className, method: method),
            file: file, outcome: outcome, issues: issues, skip: skip
        )
    }
}
