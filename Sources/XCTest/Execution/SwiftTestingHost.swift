internal import CXCTestSupport
import Foundation
internal import HarnessWire
internal import Synchronization

/// Runs the bundle's Swift Testing tests inside Harness's own entry point, through Swift
/// Testing's documented ABI entry point (`swt_abiv0_getEntryPoint`), instead of SwiftPM's
/// generated `--testing-library swift-testing` path.
///
/// The runner asks for it (``BundleSettings/swiftTestingConfigurationPath``) when it needs to
/// see each `@Test` start and end *inside* the process: under `--coverage per-test`, the LLVM
/// counters are copied aside as a test starts and its entered functions recorded as it ends
/// (``CoverageCounters``), which only code in the process can do at the right moment; and when
/// only some cases of a parameterized function are to run (``SwiftTestingCaseSelection``), the
/// others are cancelled as they start, which only code on the case's own task can do. Swift
/// Testing reads the same JSON configuration as from `--configuration-path` and still writes
/// its event stream where the configuration says; the record handler watches, and cancels.
///
/// ```swift
/// if let path = settings.swiftTestingConfigurationPath {
///     return SwiftTestingHost.run(configurationPath: path)
/// }
/// ```
enum SwiftTestingHost {
    /// Swift Testing's ABI entry point, version 0 (its `ABI.v0.EntryPoint`).
    private typealias EntryPoint =
        @convention(thin) @Sendable (
            _ configurationJSON: UnsafeRawBufferPointer?,
            _ recordHandler: @escaping @Sendable (_ recordJSON: UnsafeRawBufferPointer) -> Void
        ) async throws -> Bool
    /// The exported C function that returns the entry point.
    private typealias EntryPointGetter = @convention(c) () -> UnsafeRawPointer

    /// Runs the tests the configuration at `configurationPath` selects and returns the exit
    /// status: 0 when the run passed, 1 when a test failed or Swift Testing could not start.
    static func run(configurationPath: String) -> CInt {
        // Read to its end: a pipe the runner writes once the worker's tests are decided.
        guard let handle = FileHandle(forReadingAtPath: configurationPath),
            let configuration = try? handle.readToEnd(), !configuration.isEmpty
        else {
            return failure("cannot read the Swift Testing configuration at \(configurationPath)")
        }
        // Closing a pipe only read loses nothing.
        try? handle.close()
        return run(configuration: configuration)
    }

    /// The variable Swift Testing names an exit test's identifier in, in the child it starts
    /// to run that exit test (its `ExitTest.findInEnvironmentForEntryPoint`).
    static let exitTestVariable = "SWT_EXIT_TEST_ID"

    /// Whether this process is the child of an exit test (`#expect(processExitsWith:)`) whose
    /// parent this entry point ran. On Linux Swift Testing passes a child
    /// `--testing-library swift-testing` only when its parent had such an argument, which an
    /// in-process worker has not, so the child's `main` calls `XCTMain`: it must hand the
    /// process to Swift Testing, whose entry point runs the exit test and never returns, never
    /// run the bundle's XCTest tests in its place.
    static var isExitTestChild: Bool {
        ProcessInfo.processInfo.environment[exitTestVariable] != nil
    }

    /// Runs the exit test this process was started for (``isExitTestChild``).
    static func runExitTest() -> CInt {
        run(configuration: Data("{}".utf8))
    }

    /// Runs what `configuration` (Swift Testing's JSON arguments) selects.
    private static func run(configuration: Data) -> CInt {
        // As Swift Testing's SwiftPM entry point does: under a runner stdout is a file or a
        // pipe, and a test's print must leave the process while that test runs, so that the
        // runner gives it to that test (and a crash loses none of it).
        cxct_line_buffer_stdout()
        guard let symbol = dlsym(nil, "swt_abiv0_getEntryPoint") else {
            return failure(
                "this bundle does not link Swift Testing's ABI entry point (swt_abiv0_getEntryPoint); "
                    + "run its @Test functions without --coverage per-test, and run a parameterized test's cases all at once"
            )
        }
        let entryPoint = unsafeBitCast(
            unsafeBitCast(symbol, to: EntryPointGetter.self)(), to: EntryPoint.self)
        // A copy that lives until the whole run has returned (the entry point is asynchronous).
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: configuration.count, alignment: 1)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: configuration)
        // The cases chosen, if only some are (the runner's own key; Swift Testing ignores it).
        // A configuration this cannot decode chooses none: Swift Testing reports it unreadable.
        let chosen = (try? JSONDecoder().decode(SwiftTestingConfiguration.self, from: configuration))?
            .harnessCaseSelection
        selection.withLock { $0 = chosen }
        let bytes = UncheckedSendable(UnsafeRawBufferPointer(buffer))
        let passed = Locked(false)
        do {
            try AsyncBridge.run {
                let result = try await entryPoint(bytes.value, Self.watch)
                passed.withLock { $0 = result }
            }
        } catch {
            return failure("Swift Testing could not run: \(error)")
        }
        return passed.withLock { $0 } ? BundleExitCode.success : BundleExitCode.testsFailed
    }

    /// Each record as Swift Testing emits it, on the task that posts it: a test function's
    /// start and end bracket its coverage (``SwiftTestingTestBrackets``), and a case that was
    /// not chosen is cancelled as it starts (``SwiftTestingCaseSelection``).
    @Sendable private static func watch(_ record: UnsafeRawBufferPointer) {
        let data = Data(record)
        if let chosen = selection.withLock({ $0 }), chosen.skips(record: data) {
            // The record is posted on the case's own task before its body runs: cancelled
            // now, the case ends as cancelled (a skip, not a failure) without running.
            withUnsafeCurrentTask { $0?.cancel() }
        }
        switch brackets.withLock({ $0.step(record: data) }) {
        case .opened: CoverageCounters.shared.testWillStart()
        case .closed(let id): CoverageCounters.shared.testDidFinish(swiftTestingID: id)
        case nil: break
        }
    }

    private static let brackets = Locked(SwiftTestingTestBrackets())
    private static let selection = Locked<SwiftTestingCaseSelection?>(nil)

    private static func failure(_ message: String) -> CInt {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return BundleExitCode.testsFailed
    }

    /// A value shared by the threads Swift Testing posts records on (and the run's answer,
    /// handed from the task that ran it).
    private final class Locked<Value: Sendable>: Sendable {
        private let value: Mutex<Value>
        init(_ value: Value) { self.value = Mutex(value) }
        func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result { value.withLock { body(&$0) } }
    }

}
