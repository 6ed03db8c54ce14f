import HarnessRunner

/// The outcome the toolchain's XCTest printed for each test (`Test Case 'C.m' passed (…)`),
/// in the runner console's words (`PASS`, `FAIL`, `SKIP`), by `Module.Class/method`: what
/// `harness test` on the same package is compared with.
///
/// ```swift
/// ToolchainStatuses.read(from: swiftTest.standardOutput, module: "ShelfTests")
/// // ["ShelfTests.ShelfTests/testAddKeepsOrder": "PASS", …]
/// ```
enum ToolchainStatuses {
    static func read(from output: String, module: String) -> [String: String] {
        var statuses: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard case .caseFinished(let name, let outcome, _) = ConsoleLine(parsing: line) else { continue }
            let word =
                switch outcome {
                case .passed: "PASS"
                case .failed: "FAIL"
                case .skipped: "SKIP"
                }
            statuses["\(module).\(name.className)/\(name.method)"] = word
        }
        return statuses
    }
}
