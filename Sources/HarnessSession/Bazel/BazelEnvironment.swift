import HarnessModel

/// What Bazel's test protocol asks of a test runner, read from the environment once.
///
/// Bazel runs a test binary with variables that say where to write the JUnit report, which
/// shard of the suite to run, and a file whose presence after the run means "the runner died
/// early". Harness honours them so that `bazel test` (or any CI matrix speaking the same
/// protocol) can spread one suite over many machines. Part A's engine applies the shard
/// selection; the reporters use ``xmlOutputFile``; ``PrematureExitMarker`` handles the marker.
///
/// ```swift
/// let bazel = try BazelEnvironment(settings.environment)
/// if let shard = bazel.shard { print("shard \(shard.index) of \(shard.total)") }   // 1-based
/// let filters = bazel.testFilters      // from TESTBRIDGE_TEST_ONLY (`bazel test --test_filter=…`)
/// let deadline = bazel.deadline(configuration: configuration)   // TEST_TIMEOUT: stop in time for the reports
/// ```
package struct BazelEnvironment: Hashable, Sendable {
    /// A variable with a value Harness cannot use; reads after "failed to …" as one line.
    package struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        package var variable: String
        package var value: String
        package var expected: String
        package var description: String { "read the Bazel environment: \(variable)=\(value) is not \(expected)" }
    }

    /// `XML_OUTPUT_FILE`: where Bazel wants the JUnit report.
    package var xmlOutputFile: String?
    /// `TEST_PREMATURE_EXIT_FILE`: created at start, removed at a clean exit.
    package var prematureExitFile: String?
    /// `TESTBRIDGE_TEST_ONLY`: the `--test_filter` value, as given.
    package var testOnly: String?
    /// The shard to run, when Bazel shards the test: `TEST_SHARD_INDEX` (0-based) of
    /// `TEST_TOTAL_SHARDS`, as a 1-based position.
    package var shard: ShardPosition?
    /// `TEST_SHARD_STATUS_FILE`, when Bazel shards the test: touched to tell Bazel that the
    /// runner understands sharding.
    package var shardStatusFile: String?
    /// `TEST_TIMEOUT`: the seconds Bazel gives the whole test before it kills it
    /// (``BazelDeadline`` stops the run in time to write its reports).
    package var testTimeout: Double?

    /// Reads the variables from `environment`; throws for a shard pair that makes no sense.
    package init(_ environment: [String: String]) throws(Problem) {
        xmlOutputFile = Self.nonEmpty(environment["XML_OUTPUT_FILE"])
        prematureExitFile = Self.nonEmpty(environment["TEST_PREMATURE_EXIT_FILE"])
        testOnly = Self.nonEmpty(environment["TESTBRIDGE_TEST_ONLY"])
        if let timeoutText = Self.nonEmpty(environment["TEST_TIMEOUT"]) {
            guard let seconds = Double(timeoutText), seconds > 0, seconds.isFinite else {
                throw Problem(variable: "TEST_TIMEOUT", value: timeoutText, expected: "a positive number of seconds")
            }
            testTimeout = seconds
        }
        let totalText = Self.nonEmpty(environment["TEST_TOTAL_SHARDS"])
        let indexText = Self.nonEmpty(environment["TEST_SHARD_INDEX"])
        guard let totalText else {
            shard = nil
            return
        }
        guard let total = Int(totalText), total >= 1 else {
            throw Problem(variable: "TEST_TOTAL_SHARDS", value: totalText, expected: "a positive whole number")
        }
        let indexValue = indexText ?? "0"
        guard let index = Int(indexValue), (0..<total).contains(index) else {
            throw Problem(
                variable: "TEST_SHARD_INDEX", value: indexValue, expected: "a whole number from 0 to \(total - 1)")
        }
        shard = ShardPosition(index: index + 1, total: total, source: "Bazel")
        shardStatusFile = Self.nonEmpty(environment["TEST_SHARD_STATUS_FILE"])
    }

    /// Creates a value from its parts (tests, and callers that do not read an environment).
    package init(
        xmlOutputFile: String? = nil, prematureExitFile: String? = nil, testOnly: String? = nil,
        shard: ShardPosition? = nil, shardStatusFile: String? = nil, testTimeout: Double? = nil
    ) {
        self.xmlOutputFile = xmlOutputFile
        self.prematureExitFile = prematureExitFile
        self.testOnly = testOnly
        self.shard = shard
        self.shardStatusFile = shardStatusFile
        self.testTimeout = testTimeout
    }

    /// When to stop the run so that its reports are written before Bazel's `TEST_TIMEOUT`; nil
    /// outside Bazel.
    package func deadline(configuration: RunConfiguration) -> BazelDeadline? {
        testTimeout.map { BazelDeadline(testTimeout: $0, configuration: configuration) }
    }

    /// `TESTBRIDGE_TEST_ONLY` as Harness filters: Bazel passes one string; a comma separates
    /// several filters, as in `--test_filter=MathTests.AdditionTests,MathTests.Carry/testX`.
    package var testFilters: [String] {
        guard let testOnly else { return [] }
        return testOnly.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
