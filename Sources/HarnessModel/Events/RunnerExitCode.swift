/// The `harness` command's exit codes, one table for every way a run can end.
///
/// | code | meaning |
/// |---|---|
/// | 0 | every test passed, was skipped, or was flaky |
/// | 1 | at least one test failed, timed out or crashed |
/// | 2 | bad input: an unknown option, a malformed test plan, a missing package |
/// | 3 | the build failed |
/// | 4 | no test matched the filters |
/// | 5 | a test host failed to launch |
/// | 130 | interrupted (SIGINT/SIGTERM); reports were still written |
/// | 70 | an internal error in Harness (please report it) |
public enum RunnerExitCode {
    public static let success: Int32 = 0
    public static let testsFailed: Int32 = 1
    public static let badInput: Int32 = 2
    public static let buildFailed: Int32 = 3
    public static let noTestsMatched: Int32 = 4
    public static let hostLaunchFailed: Int32 = 5
    public static let interrupted: Int32 = 130
    public static let internalError: Int32 = 70
}
