import HarnessWire

/// Source paths moved from where the build machine saw them to where the sources are checked
/// out on this one (`harness test --archive … --workspace-remap DIR`): a test binary records
/// its sources' absolute paths when it is compiled, so a run elsewhere reports them as the
/// build machine saw them unless told where they are now.
///
/// ```swift
/// let remap = SourcePathRemap(from: "/build/app", to: "/ci/job-7/app")
/// remap.path("/build/app/Tests/T/A.swift")   // "/ci/job-7/app/Tests/T/A.swift"
/// remap.path("/usr/include/x.h")             // "/usr/include/x.h"
/// ```
public struct SourcePathRemap: Hashable, Sendable {
    /// The package's root on the build machine.
    public var from: String
    /// Where it is checked out here.
    public var to: String

    public init(from: String, to: String) {
        self.from = Self.trimmed(from)
        self.to = Self.trimmed(to)
    }

    /// `path` under ``to`` when it lay under ``from``; else as it is.
    public func path(_ path: String) -> String {
        if path == from { return to }
        guard path.hasPrefix(from + "/") else { return path }
        return to + path.dropFirst(from.count)
    }

    public func location(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(file: path(location.file), line: location.line)
    }

    /// Every source location an attempt carries: its issues' and its skip's.
    public func attempt(_ attempt: TestAttempt) -> TestAttempt {
        var moved = attempt
        for index in moved.issues.indices {
            moved.issues[index].location = moved.issues[index].location.map(location)
        }
        moved.skipLocation = moved.skipLocation.map(location)
        return moved
    }

    public func result(_ result: TestResult) -> TestResult {
        var moved = result
        moved.attempts = result.attempts.map(attempt)
        return moved
    }

    public func outcome(_ outcome: RunOutcome) -> RunOutcome {
        var moved = outcome
        moved.results = outcome.results.map(result)
        return moved
    }

    /// The event with its results' locations moved; events that carry none as they are.
    public func event(_ event: RunnerEvent) -> RunnerEvent {
        switch event {
        case .attemptFinished(var finished):
            finished.attempt = attempt(finished.attempt)
            return .attemptFinished(finished)
        case .testFinished(let finished):
            return .testFinished(result(finished))
        case .runFinished(var finished):
            finished.results = finished.results.map(result)
            return .runFinished(finished)
        case .runStarted, .testStarted, .testStopped, .workerStarted, .workerLost, .notice:
            return event
        }
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
