import XCTest
@testable import Calculator

/// Replays keystroke scripts kept as a test resource.
///
/// The seeds' trap: a test bundle that looks in the wrong bundle (`Bundle.main` is the test
/// runner's directory, not the test target's). SwiftPM gives each target with resources its
/// own bundle, reached as `Bundle.module` from that target's code; always use it.
final class KeystrokeScriptTests: XCTestCase {
    func testScriptsProduceTheirExpectedDisplays() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "keystrokes", withExtension: "txt"), "resource missing from the test bundle")
        let lines = try String(contentsOf: url, encoding: .utf8)
            .split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            let parts = line.split(separator: "→").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { return XCTFail("malformed script line: \(line)") }
            var calculator = Calculator()
            try calculator.press(parts[0])
            XCTAssertEqual(calculator.display, parts[1], "script \(parts[0])")
        }
    }

    func testMainBundleIsNotTheTestBundle() {
        XCTAssertNil(Bundle.main.url(forResource: "keystrokes", withExtension: "txt"), "Bundle.main is the runner, not the tests")
    }
}
