/// Exit statuses a Harness test bundle uses, beyond XCTest's 0 (all passed) and 1 (failures).
public enum BundleExitCode {
    /// Every selected test passed or was skipped.
    public static let success: Int32 = 0
    /// At least one test failed (XCTest's `EXIT_FAILURE`).
    public static let testsFailed: Int32 = 1
    /// The command line was wrong: an unknown option, or a filter that matches no test.
    public static let usage: Int32 = 2
    /// A test outlived its execution time allowance: it was reported as failed and the bundle
    /// stopped there, since a stuck test cannot be abandoned in-process. Tests after it did
    /// not run; a runner restarts the bundle for them.
    public static let executionTimeAllowanceExceeded: Int32 = 3
    /// The bundle's test host (the application named by its `TestHost` declaration) failed
    /// to launch: its delegate returned false, threw, or ran out of launch allowance. No test
    /// ran; standard error has one line saying why.
    public static let hostLaunchFailed: Int32 = 4
}
