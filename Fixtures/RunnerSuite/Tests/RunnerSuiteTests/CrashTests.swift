import Foundation
import Workload
import XCTest

/// Every way a process can die in the middle of a test. Each class keeps a passing test after
/// the crash, which must still run (in a replacement worker).
final class CrashTests: XCTestCase {
    func testA_FatalError() {
        print("about to call fatalError")
        fatalError("deliberate fatalError")
    }

    func testB_Segfault() {
        print("about to dereference a bad pointer")
        // A real fault: `raise(SIGSEGV)` can return once Swift's backtracer has handled it.
        if let pointer = UnsafeMutablePointer<Int>(bitPattern: 0x10) {
            pointer.pointee = 42
        }
    }

    func testC_StackOverflow() {
        XCTAssertNotEqual(Workload.recurseForever(0), 0)
    }

    func testD_Exit() {
        print("about to exit(0) in the middle of a test")
        exit(0)
    }

    func testE_AfterCrashes() {
        XCTAssertEqual(Workload.fibonacci(3), 2)
    }
}
