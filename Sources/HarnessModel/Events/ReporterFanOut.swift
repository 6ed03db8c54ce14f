/// Hands every event to several reporters, in the order they were given.
///
/// The engine talks to exactly one reporter; the command builds a fan-out of the console and
/// whatever reports the user asked for (`--junit`, `--json`, …).
///
/// ```swift
/// let reporter = ReporterFanOut([console, junit])
/// reporter.handle(.notice(RunnerNotice(.slowTest, "SLOW M.C/testA has been running for over 60 s")))
/// ```
public final class ReporterFanOut: RunReporter {
    /// The reporters, in delivery order.
    public private(set) var reporters: [any RunReporter]

    /// Creates a fan-out over `reporters`.
    public init(_ reporters: [any RunReporter] = []) {
        self.reporters = reporters
    }

    /// Adds a reporter that will see every later event.
    public func add(_ reporter: any RunReporter) {
        reporters.append(reporter)
    }

    public func handle(_ event: RunnerEvent) {
        for reporter in reporters {
            reporter.handle(event)
        }
    }

    /// Finishes every reporter, even when one fails, then throws the failures together.
    public func finish() throws {
        var failures: [String] = []
        for reporter in reporters {
            do {
                try reporter.finish()
            } catch {
                failures.append(String(describing: error))
            }
        }
        if !failures.isEmpty {
            throw ReportWriteFailure(messages: failures)
        }
    }
}

/// One or more reports could not be written; each message reads after "failed to write ".
///
/// ```swift
/// do { try reporters.finish() } catch let failure as ReportWriteFailure { print("error: failed to write \(failure)") }
/// ```
public struct ReportWriteFailure: Error, CustomStringConvertible {
    public var messages: [String]
    public init(messages: [String]) { self.messages = messages }
    public var description: String { messages.joined(separator: "; ") }
}
