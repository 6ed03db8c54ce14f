import HarnessModel

/// Why a test plan cannot be used: one line naming the file and the key, the shape compilers
/// use so that editors jump to it. The run stops with ``RunnerExitCode/badInput``.
///
/// ```swift
/// let error = TestPlanError(
///     path: "CI.xctestplan", key: "defaultOptions.maximumTestRepetitions",
///     problem: "expected a whole number from 1, found \"three\"")
/// print(error)   // CI.xctestplan: error: key 'defaultOptions.maximumTestRepetitions': expected …
/// ```
package struct TestPlanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The plan's path, as given.
    package var path: String
    /// The key path (`testTargets[0].target.name`); empty when the file as a whole is the problem.
    package var key: String
    /// What is wrong there.
    package var problem: String

    package init(path: String, key: String, problem: String) {
        self.path = path
        self.key = key
        self.problem = problem
    }

    /// The exit code a malformed plan ends the run with.
    package var exitCode: Int32 { RunnerExitCode.badInput }

    package var description: String {
        key.isEmpty ? "\(path): error: \(problem)" : "\(path): error: key '\(key)': \(problem)"
    }
}
