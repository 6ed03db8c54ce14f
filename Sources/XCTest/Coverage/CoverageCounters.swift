internal import CXCTestSupport
import Foundation
internal import HarnessWire

/// The bundle's side of coverage: what it does with the LLVM profile runtime's counters when
/// the executable is instrumented, and nothing at all when it is not. The runtime is reached
/// the same way whether this module is linked into the executable (a package that adopts
/// Harness) or loaded as `libHarnessXCTest.so` (an unmodified package's build): the C support
/// code binds its hidden hooks by weak reference, else finds them in the executable's symbol
/// table.
///
/// - An application bundle's host launch is not the tests' coverage: ``resetAfterLaunch()``
///   zeroes the counters once launch has finished, before the first test.
/// - Under `harness test --coverage per-test` (``BundleSettings/coveragePerTestDirectory``),
///   the counters are copied aside as each test starts; as it finishes, the functions whose
///   counters changed meanwhile are appended, by NameRef, to `<pid>.functions.jsonl` as one
///   ``TestCoverageRecord`` line. Nothing is reset or written per test: the process's own
///   profile, written at exit where `LLVM_PROFILE_FILE` says, holds the whole run's counts
///   (what ran between tests, a class's set-up, included), and the runner maps functions to
///   lines once for the run.
///
/// ```swift
/// CoverageCounters.shared.testWillStart()
/// // … the test …
/// CoverageCounters.shared.testDidFinish(identifier)
/// ```
final class CoverageCounters: @unchecked Sendable {
    // @unchecked: `recordsPath` never changes after `init`; every `var` is read and written under `lock` only.
    static let shared = CoverageCounters(directory: BundleSettings.thisProcess.coveragePerTestDirectory)

    /// The file this process appends its tests' records to; nil unless per-test coverage was
    /// asked for and the executable is instrumented.
    private let recordsPath: String?
    private let lock = NSLock()
    /// Whether the counters were copied aside when the current test started.
    private var snapshotTaken = false
    /// The records file, once opened; -1 before.
    private var recordsDescriptor: Int32 = -1
    /// Room for the NameRefs of one test; grown when a test enters more functions.
    private var nameRefs = [UInt64](repeating: 0, count: 4_096)

    init(directory: String?) {
        // The runtime is looked for only when asked: as a shared library, that reads the
        // executable's symbol table.
        recordsPath = directory.flatMap {
            guard cxct_profile_runtime_present() != 0 else { return nil }
            // The bundle's own folder, made by its first worker (EEXIST for the others): a
            // folder that cannot be made leaves the records unwritten, and the runner names
            // every test without its record.
            mkdir($0, 0o755)
            return "\($0)/\(TestCoverageRecord.fileName(processID: getpid()))"
        }
    }

    /// Zeroes the counters once the host's launch has finished: code that only the launch
    /// ran shows as not covered, unless a test runs it again.
    static func resetAfterLaunch() {
        _ = cxct_profile_reset_counters()
    }

    /// Before a test (per-test coverage only): the counters as they are now, so that what ran
    /// since the last test (a class's set-up) is not this test's.
    func testWillStart() {
        guard recordsPath != nil else { return }
        lock.withLock { snapshotTaken = cxct_profile_counters_snapshot() != 0 }
    }

    /// After a test (per-test coverage only): the functions it entered, one line in the file.
    /// A runtime whose counters cannot be read records nothing, and the runner names the test.
    func testDidFinish(_ identifier: TestIdentifier) {
        testDidFinish(.test(identifier))
    }

    /// After a Swift Testing function run in-process (``SwiftTestingHost``): as for an XCTest
    /// method, the function named by its stream identifier, which the runner maps to its test.
    func testDidFinish(swiftTestingID: String) {
        testDidFinish(.swiftTesting(swiftTestingID))
    }

    private func testDidFinish(_ subject: TestCoverageRecord.Subject) {
        guard let recordsPath else { return }
        let functions: [UInt64]? = lock.withLock {
            guard snapshotTaken else { return nil }
            snapshotTaken = false
            var count = cxct_profile_functions_entered(&nameRefs, nameRefs.count)
            if count > nameRefs.count {
                nameRefs = [UInt64](repeating: 0, count: count)
                count = cxct_profile_functions_entered(&nameRefs, nameRefs.count)
            }
            guard count >= 0, count <= nameRefs.count else { return nil }
            // Sorted and each once already (a function linked into several images has one
            // record in each).
            return Array(nameRefs.prefix(count))
        }
        guard let functions else { return }
        let line = TestCoverageRecord(subject: subject, functions: functions).line() + "\n"
        lock.withLock { append(line, to: recordsPath) }
    }

    /// One `write` of the whole line with `O_APPEND`: a test that crashes the process later
    /// leaves the lines before it whole. The file is opened once, at the first record, and left
    /// open for the process's life (no open and close on every test's path).
    private func append(_ line: String, to path: String) {
        if recordsDescriptor < 0 {
            recordsDescriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        }
        guard recordsDescriptor >= 0 else { return }
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { write(recordsDescriptor, $0.baseAddress, $0.count) }
    }
}
