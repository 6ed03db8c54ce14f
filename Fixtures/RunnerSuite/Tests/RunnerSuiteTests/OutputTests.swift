import Foundation
import XCTest

/// 100 MB of output from one test.
final class OutputTests: XCTestCase {
    func testFloodsOutput() {
        let line = String(repeating: "x", count: 1023) + "\n"
        let chunk = String(repeating: line, count: 1024)   // 1 MiB
        for _ in 0..<100 {
            FileHandle.standardOutput.write(Data(chunk.utf8))
        }
        print("flood done")
    }
}

/// A test that closes its process's stdout; the test after it still runs and passes (`print`
/// to a closed stream fails silently). Its own class, so no other test writes to the closed
/// descriptor through `FileHandle` (which traps on a failed write).
final class ClosedStdoutTests: XCTestCase {
    func testA_ClosesStdout() {
        print("closing stdout now")
        fflush(nil)
        close(STDOUT_FILENO)
        print("this line goes nowhere")
        XCTAssertTrue(true)
    }

    func testB_AfterClosedStdout() {
        print("also nowhere")
        XCTAssertTrue(true)
    }
}
