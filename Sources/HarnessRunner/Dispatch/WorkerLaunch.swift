import HarnessWire

/// A worker process to start, decided by ``Dispatcher`` as plain data: what to run, with which
/// arguments and environment, where its output goes and how its stream is read. ``RunEngine``
/// turns it into a `posix_spawn` call and reader threads.
///
/// ```swift
/// WorkerLaunch(
///     worker: 3, executable: "/p/.build/debug/PPackageTests.xctest", arguments: ["M.C"],
///     environment: [BundleVariable.wireFileDescriptor.rawValue: "3"], standardOutput: .file("/tmp/run/w3.out"),
///     standardError: .file("/tmp/run/w3.err"), reading: .wire)
/// ```
struct WorkerLaunch: Hashable, Sendable {
    /// Where one of the worker's standard streams goes.
    enum Output: Hashable, Sendable {
        /// The runner's own stream (`--no-capture`).
        case inherit
        /// A file, created or truncated (captured output, sliced per test).
        case file(String)
        /// The pipe the runner reads as the worker's stream (the toolchain XCTest's console).
        case stream
        /// A channel of its own, read beside the stream and never mixed into it, each write
        /// stamped with its time (a Swift Testing worker's output: its stdout and stderr share
        /// it; ``TimedOutput``).
        case timedOutput
    }

    /// How the runner reads what the worker says.
    enum Reading: Hashable, Sendable {
        /// Harness's wire, JSON lines on descriptor ``WorkerLaunch/wireDescriptor``.
        case wire
        /// The toolchain XCTest's console lines, on the worker's stdout and stderr.
        case console
        /// Swift Testing's event stream on descriptor 3, for the bundle at this plan index: records
        /// only. With `outputPath`, the worker's stdout and stderr go to ``Output/timedOutput``,
        /// which its translator writes to that file, cut per test (``SwiftTestingTranslator``).
        case swiftTesting(bundle: Int, outputPath: String?)
        /// Nothing: a bundle with a main of its own says nothing the runner reads, and its exit
        /// status is its verdict (`Dispatcher+WholeRun`).
        case exitOnly
    }

    /// The descriptor number the worker's wire (or Swift Testing's stream) is on.
    static let wireDescriptor: Int32 = 3
    /// The descriptor number a Swift Testing worker reads its configuration from.
    static let configurationDescriptor: Int32 = 4
    /// The descriptor number a Swift Testing worker whose output goes to ``Output/timedOutput``
    /// sends the launcher's notes on (``TestNoteRecord/descriptor``).
    static let notesDescriptor: Int32 = TestNoteRecord.descriptor

    var worker: Int
    var executable: String
    var arguments: [String]
    var environment: [String: String]
    var standardOutput: Output
    var standardError: Output
    var reading: Reading
    /// Whether the worker reads what it runs from a pipe on ``configurationDescriptor``, written
    /// later (``DispatchEffect/handWork(worker:configuration:)``) rather than from `arguments`.
    var awaitsConfiguration = false
}
