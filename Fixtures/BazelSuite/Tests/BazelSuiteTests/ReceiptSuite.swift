import Foundation
import Ledger
import Testing

/// Two tests whose traces a CI wants kept: an attachment (which also says where the test process
/// was told to keep its temporary files, so that Bazel's `TEST_TMPDIR` can be checked, and a
/// variable the Bazel rule's `env` sets), and a
/// test that waits for ever when `BAZEL_SUITE_HANG` is set (so that Bazel's `TEST_TIMEOUT` can
/// be seen reaching Harness's time-outs); without it, it passes at once.
@Suite struct ReceiptSuite {
    @Test func receipt() {
        var ledger = Ledger()
        ledger.post(1_234)
        print("receipt printed: \(ledger.balance) cents")
        let environment = ProcessInfo.processInfo.environment
        let lines = [
            "balance \(ledger.balance)", "TMPDIR=\(environment["TMPDIR"] ?? "")",
            "TEST_TMPDIR=\(environment["TEST_TMPDIR"] ?? "")",
            "BAZEL_SUITE_NOTE=\(environment["BAZEL_SUITE_NOTE"] ?? "")",
        ]
        Attachment.record(lines.joined(separator: "\n"), named: "receipt.txt")
        #expect(ledger.balance == 1_234)
    }

    @Test func waitsWhenAsked() {
        if ProcessInfo.processInfo.environment["BAZEL_SUITE_HANG"] != nil {
            while true { sleep(1) }
        }
        #expect(Ledger().balance == 0)
    }
}
