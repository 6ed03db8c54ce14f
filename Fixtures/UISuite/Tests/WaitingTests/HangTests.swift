import Foundation
import XCTest

final class HangTests: XCTestCase {
    /// Says it started, then waits ten minutes: the UI's end-to-end tests stop it with the Stop
    /// button, and its detail then shows these lines, printed before the stop.
    func testHangs() {
        print("hanging: started")
        FileHandle.standardError.write(Data("hanging: waiting for the Stop button\n".utf8))
        Thread.sleep(forTimeInterval: 600)
    }
}
