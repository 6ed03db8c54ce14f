internal import CXCTestSupport
import Foundation
internal import HarnessWire

/// The bundle's side of coverage: what it does with the LLVM profile runtime's counters when
/// the executable is instrumented, and nothing at all when it is not.
///
/// - An application bundle's host launch is not the tests' coverage: ``resetAfterLaunch()``
///   zeroes the counters once launch has finished, before the first test.
/// - Under `harness test --coverage per-test` (``BundleSettings/coveragePerTestDirectory``),
///   the counters are zeroed before each test and written after it to a profile of its own,
///   `<pid>-<n>.profraw`, beside `<pid>-<n>.test` holding the test's name
///   (`Module.Class/method`). What ran before each test since the last one (a class's set-up)
///   goes to `<pid>-<n>-between.profraw`, and what runs after the last one (tear-down) to the
///   process's own profile, written at exit where `LLVM_PROFILE_FILE` says: the run's coverage.
///
/// ```swift
/// CoverageCounters.shared.testWillStart()
/// // … the test …
/// CoverageCounters.shared.testDidFinish(identifier)
/// ```
final class CoverageCounters: @unchecked Sendable {
    static let shared = CoverageCounters(directory: BundleSettings.thisProcess.coveragePerTestDirectory)

    /// Where per-test profiles go; nil unless per-test coverage was asked for and the
    /// executable is instrumented.
    private let directory: String?
    /// The process's own profile pattern, restored after each per-test write.
    private let processPattern: String
    private let lock = NSLock()
    private var written = 0

    init(directory: String?) {
        self.directory = cxct_profile_runtime_present() != 0 ? directory : nil
        let pattern = ProcessInfo.processInfo.environment[BundleVariable.profileFile.name] ?? ""
        processPattern = pattern.isEmpty ? "default.profraw" : pattern
    }

    /// Zeroes the counters once the host's launch has finished: code that only the launch
    /// ran shows as not covered, unless a test runs it again.
    static func resetAfterLaunch() {
        _ = cxct_profile_reset_counters()
    }

    /// Before a test (per-test coverage only): what ran since the last test (a class's set-up)
    /// is not its coverage, but is the run's: it goes to `<pid>-<n>-between.profraw`.
    func testWillStart() {
        guard let directory else { return }
        _ = cxct_profile_write("\(directory)/\(getpid())-\(nextIndex())-between.profraw", processPattern)
        _ = cxct_profile_reset_counters()
    }

    private func nextIndex() -> Int {
        lock.withLock {
            written += 1
            return written
        }
    }

    /// After a test (per-test coverage only): its counters to a profile of its own, then zero.
    func testDidFinish(_ identifier: TestIdentifier) {
        guard let directory else { return }
        let index = nextIndex()
        let stem = "\(directory)/\(getpid())-\(index)"
        if cxct_profile_write("\(stem).profraw", processPattern) == 0 {
            // The name file is written after the profile: a name always has its profile.
            try? Data(identifier.description.utf8).write(to: URL(fileURLWithPath: "\(stem).test"), options: .atomic)
        }
        _ = cxct_profile_reset_counters()
    }
}
