import HarnessModel
import HarnessReports
import HarnessSession
import HarnessWire

/// What the page asks to run (`POST /api/run`): some tests by identifier (a test, a class, a
/// bundle: the page sends the tests under the node clicked), every test, or the tests whose
/// latest verdict failed; with the options `harness test` has.
///
/// ```json
/// {"scope": "tests", "tests": ["MathTests.AdditionTests/testCarry"], "options": {"retries": 2}}
/// {"scope": "tests", "tests": ["MathTests.Carry/over(_:)"], "cases": {"MathTests.Carry/over(_:)": ["argumentIDs: …"]}}
/// ```
///
/// `cases` runs only those cases of a parameterized test (a case row's ▶), by the identifier
/// its last result gave each case (``TestCaseOutcome/id``).
package struct UIRunRequest: Codable, Hashable, Sendable {
    package enum Scope: String, Codable, Sendable {
        case tests
        case all
        case failed
    }

    package var scope: Scope
    package var tests: [String]?
    package var options: UIRunOptions?
    package var cases: [String: [String]]?

    package init(
        scope: Scope, tests: [String]? = nil, options: UIRunOptions? = nil, cases: [String: [String]]? = nil
    ) {
        self.scope = scope
        self.tests = tests
        self.options = options
        self.cases = cases
    }

    /// The cases chosen (``RunConfiguration/selectedCases``): each of a test this request runs,
    /// and at least one; anything else is bad input, named in the answer's one line.
    package func selectedCases() throws(UIRequestProblem) -> [TestIdentifier: Set<String>] {
        var chosen: [TestIdentifier: Set<String>] = [:]
        for (name, ids) in cases ?? [:] {
            guard scope == .tests, tests?.contains(name) == true, let id = TestIdentifier(parsing: name) else {
                throw UIRequestProblem(
                    "\"cases\" names \(name), which this request does not run: name it in \"tests\" too")
            }
            guard !ids.isEmpty else {
                throw UIRequestProblem("\"cases\" of \(name) is empty: name at least one case, or leave the test out")
            }
            chosen[id] = Set(ids)
        }
        return chosen
    }

    /// The session's selection for this request, checked against the model: a test the model
    /// does not list is bad input, named in the answer's one line.
    package func selection(in model: NavigatorModel) throws(UIRequestProblem) -> TestSelection {
        switch scope {
        case .all:
            return .requested
        case .failed:
            let failing = model.failingTests
            guard !failing.isEmpty else { throw UIRequestProblem("no test failed in the latest run: nothing to rerun") }
            return .tests(failing.compactMap(TestIdentifier.init(parsing:)))
        case .tests:
            let names = tests ?? []
            guard !names.isEmpty else { throw UIRequestProblem("\"tests\" is empty: name at least one test to run") }
            var ids: [TestIdentifier] = []
            for name in names {
                guard model.contains(name), let id = TestIdentifier(parsing: name) else {
                    throw UIRequestProblem(
                        "no test named \(name) in this package: reload the page to list the tests again")
                }
                ids.append(id)
            }
            return .tests(ids)
        }
    }
}

/// `harness test`'s run options the page offers; nil leaves the setting as started.
package struct UIRunOptions: Codable, Hashable, Sendable {
    package var retries: Int?
    /// Seconds a test may run before it is killed.
    package var timeout: Double?
    package var repetitions: Int?
    package var randomOrder: Bool?

    package init(retries: Int? = nil, timeout: Double? = nil, repetitions: Int? = nil, randomOrder: Bool? = nil) {
        self.retries = retries
        self.timeout = timeout
        self.repetitions = repetitions
        self.randomOrder = randomOrder
    }

    /// `base` with these options applied; a value out of range is bad input.
    package func applied(to base: RunConfiguration) throws(UIRequestProblem) -> RunConfiguration {
        var configuration = base
        if let retries {
            guard (0...100).contains(retries) else {
                throw UIRequestProblem("retries must be 0 to 100, not \(retries)")
            }
            configuration.retries = retries
        }
        if let timeout {
            guard timeout > 0, timeout.isFinite else {
                throw UIRequestProblem("timeout must be above 0 s, not \(timeout)")
            }
            configuration.timeout = timeout
        }
        if let repetitions {
            guard (1...1000).contains(repetitions) else {
                throw UIRequestProblem("repetitions must be 1 to 1000, not \(repetitions)")
            }
            configuration.repetitions = repetitions
        }
        if let randomOrder {
            configuration.randomSeed = randomOrder ? UInt64.random(in: 1...999_999) : nil
        }
        return configuration
    }
}

/// A request the server cannot carry out: one line saying why (the 400's body).
package struct UIRequestProblem: Error, Hashable, Sendable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
