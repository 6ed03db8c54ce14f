extension RunnerExitCode {
    /// What an exit code of `harness test` means, in words, for reports:
    ///
    /// ```swift
    /// RunnerExitCode.meaning(1)   // "a test failed, timed out or crashed"
    /// ```
    public static func meaning(_ code: Int32) -> String {
        switch code {
        case success: "every test passed, was skipped or was flaky"
        case testsFailed: "a test failed, timed out or crashed"
        case badInput: "bad input: an option, a test plan or a missing package"
        case buildFailed: "the build failed"
        case noTestsMatched: "no test matched the filters"
        case hostLaunchFailed: "a test host failed to launch"
        case interrupted: "the run was interrupted; the reports hold what ran"
        case internalError: "an internal error of the runner"
        default: "an exit code the runner does not define"
        }
    }
}
