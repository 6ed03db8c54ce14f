internal import CXCTestSupport
import Foundation

/// Which of `XCTest`'s empty `setUp() async throws` and `tearDown() async throws` a test class
/// overrides, found once per class from its vtable.
///
/// One that is not overridden is the empty base method: the lifecycle skips it, sparing the
/// hop to a pool thread and back that bridging it costs (``AsyncBridge``), twice a test.
///
/// ```swift
/// if AsyncLifecycleOverrides.of(type(of: testCase)).setUp { /* bridge setUp() async */ }
/// ```
struct AsyncLifecycleOverrides: Sendable {
    let setUp: Bool
    let tearDown: Bool

    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [ObjectIdentifier: AsyncLifecycleOverrides] = [:]

    /// The overrides of `testClass`, computed on its first test.
    static func of(_ testClass: XCTestCase.Type) -> AsyncLifecycleOverrides {
        let key = ObjectIdentifier(testClass)
        if let cached = lock.withLock({ known[key] }) { return cached }
        let bits = cxct_async_lifecycle_overrides(
            unsafeBitCast(testClass, to: UnsafeRawPointer.self), unsafeBitCast(XCTest.self, to: UnsafeRawPointer.self))
        let found = AsyncLifecycleOverrides(setUp: bits & 1 != 0, tearDown: bits & 2 != 0)
        lock.withLock { known[key] = found }
        return found
    }
}
