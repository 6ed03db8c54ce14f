import CHarnessLaunch
import Dispatch
import Foundation
import HarnessWire
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Under Harness's XCTest, the scope of a program launched outside any scope: ended when the
/// running test ends, after its tear-down, through the C hook Harness's XCTest defines
/// (`harness_xctest_at_test_end`, declared weak in `CHarnessLaunch.h`). Its crash fails the
/// test; one still running then is stopped and named in the test's output. Under the
/// toolchain's XCTest (no hook) or outside a test there is none.
///
/// ```swift
/// func testHealth() async throws {
///     let server = try await Program(product: "NoteServer").launch()   // no scope
/// }                                                                   // stopped here, after tearDown
/// ```
final class TestEndScope: Sendable {
    /// Set once, before the hook can call `end` (it calls it when the test ends, after the
    /// launch that made this returned).
    let scope = Mutex<LaunchScope?>(nil)

    /// A scope ending with the running Harness XCTest test, or nil.
    static func forTheRunningXCTest() -> LaunchScope? {
        let holder = TestEndScope()
        let context = Unmanaged.passRetained(holder).toOpaque()
        guard let identifier = harness_launch_at_test_end(Self.end, context) else {
            Unmanaged<TestEndScope>.fromOpaque(context).release()
            return nil
        }
        defer { free(identifier) }
        let test = String(cString: identifier)
        let name = TestIdentifier(parsing: test)?.xctestName ?? test
        let scope = LaunchScope(name: name, test: test)
        holder.scope.withLock { $0 = scope }
        return scope
    }

    /// The hook's action: ends the scope on the test's thread (blocked until then, while a
    /// task stops the programs) and returns its first problem, `malloc`ed, or NULL.
    private static let end: harness_test_end_action = { context, failed in
        guard let context else { return nil }
        let holder = Unmanaged<TestEndScope>.fromOpaque(context).takeRetainedValue()
        guard let scope = holder.scope.withLock({ $0 }) else { return nil }
        let done = DispatchSemaphore(value: 0)
        let problems = ProblemsBox()
        Task {
            let lines = await scope.end(failed: failed).map(\.description)
            problems.lines.withLock { $0 = lines }
            done.signal()
        }
        done.wait()
        let lines = problems.lines.withLock { $0 }
        return lines.isEmpty ? nil : strdup(lines.joined(separator: "\n"))
    }

    /// The problems a scope's end found, handed from its task to the waiting thread.
    private final class ProblemsBox: Sendable {
        let lines = Mutex<[String]>([])
    }
}
