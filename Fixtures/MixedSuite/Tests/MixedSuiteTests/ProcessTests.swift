import Foundation
import Shapes
import Testing

/// Tests that end their process (unless MIXED_SUITE_SAFE=1), and an exit test.
@Suite struct ProcessTests {
    static var safe: Bool { ProcessInfo.processInfo.environment["MIXED_SUITE_SAFE"] == "1" }

    @Test func crashes() {
        print("about to crash")
        if !Self.safe { fatalError("crashing on purpose") }
    }

    @Test func hangs() async throws {
        if !Self.safe { try await Task.sleep(for: .seconds(600)) }
    }

    @Test func afterTheCrash() {
        #expect(Shapes.area(width: 3, height: 3) == 9)
    }

    @Test func exitsWithFailure() async {
        await #expect(processExitsWith: .failure) {
            exit(EXIT_FAILURE)
        }
    }
}

/// Two tests that must not overlap.
@Suite(.serialized) struct SerialTests {
    @Test func first() {
        print("serial first")
        FileHandle.standardError.write(Data("serial first on stderr\n".utf8))
    }
    @Test func second() { print("serial second") }
}

@Test func topLevelPasses() {
    print("top-level output")
}

/// A plain type holding a @Test, without @Suite: Swift Testing's listing has no record of it.
struct PlainTypeTests {
    @Test func inAPlainType() {
        #expect(Shapes.area(width: 1, height: 2) == 2)
    }
}
