import Foundation

/// Where a test process keeps the launch folders of a failing test, and how the runner finds
/// them to attach the launched programs' output to that test. The launcher (`HarnessLaunch`)
/// and the runner meet here, and only here: no variable or argument reaches the test process
/// for it. The runner knows each worker's process identifier (it spawned it) and reads its
/// start time, so it computes the same folder the worker's launcher does.
///
/// ```
/// <base>/kept-4711-123456/                       one test process (pid 4711, started at 123456)
///     Beacon.a1B2c3/                              one launch kept after a failing test
///         test                                    FunctionalSuiteTests.BeaconTests/aCrash()
///         stdout.log  stderr.log                  attached to that test by `harness test`
///         work/  home/
/// ```
///
/// `<base>` is ``LaunchVariable/launchDirectory`` when a user set it, else `harness-launches`
/// in the temporary folder (`TMPDIR`, else `/tmp`). The start time (`/proc/<pid>/stat`'s
/// 22nd field) tells a reused process identifier's folder from a new one.
public enum KeptLaunchFolder {
    /// The file in a kept folder naming the test that kept it (``identity(of:)``).
    public static let testFile = "test"
    /// The files in a kept folder holding the program's output, one per stream.
    public static let outputFiles = ["stdout.log", "stderr.log"]

    /// The folder launches get their folders in, for a process with `environment`.
    public static func base(environment: [String: String]) -> String {
        if let chosen = environment[LaunchVariable.launchDirectory.name], !chosen.isEmpty { return chosen }
        let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return (temporary.hasSuffix("/") ? temporary : temporary + "/") + "harness-launches"
    }

    /// The folder the process `processIdentifier`, started at `startTime` (clock ticks since
    /// boot, as `/proc` gives it: HarnessProcess's `ProcFile.startTime(of:)`), keeps its failing
    /// tests' launch folders in.
    public static func directory(base: String, processIdentifier: Int32, startTime: UInt64) -> String {
        "\(base)/kept-\(processIdentifier)-\(startTime)"
    }

    /// The text a kept folder's ``testFile`` holds for a test the launcher knows fully.
    public static func identity(of test: TestIdentifier) -> String { test.description }

    /// Whether a kept folder whose ``testFile`` says `recorded` was kept for `test`: the full
    /// identity (`Module.Class/method`, from Swift Testing's current test or Harness's XCTest),
    /// or XCTest's own `name` (`Class.method`, what a toolchain XCTest test can pass). A
    /// trailing `()` is ignored, since XCTest lists methods without it and `#function` adds it.
    public static func belongs(recorded: String, to test: TestIdentifier) -> Bool {
        let recorded = recorded.trimmingCharacters(in: .whitespacesAndNewlines)
        if let parsed = TestIdentifier(parsing: recorded) {
            return parsed.module == test.module && parsed.className == test.className
                && withoutCall(parsed.method) == withoutCall(test.method)
        }
        return !test.className.isEmpty && withoutCall(recorded) == "\(test.className).\(withoutCall(test.method))"
    }

    private static func withoutCall(_ name: String) -> String {
        name.hasSuffix("()") ? String(name.dropLast(2)) : name
    }
}
