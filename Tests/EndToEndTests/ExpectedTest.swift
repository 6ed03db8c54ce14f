import HarnessWire

/// What the model says one test method does when the fixture runs.
struct ExpectedTest: Sendable, CustomStringConvertible {
    /// `Module.Class/method`.
    var id: TestIdentifier
    /// The source file (under `Tests/<module>/`) its assertions' line numbers refer to.
    var file: String
    /// How it ends: passed, failed or skipped.
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

extension Array where Element == ExpectedTest {
    /// The tests' classes, in run order and without repeats, comma-separated: the bundle filter
    /// that selects exactly those classes.
    var classFilter: String {
        var classes: [String] = []
        for test in self where classes.last != test.id.qualifiedClassName {
            classes.append(test.id.qualifiedClassName)
        }
        return classes.joined(separator: ",")
    }
}
