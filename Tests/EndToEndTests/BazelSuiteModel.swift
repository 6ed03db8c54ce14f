/// What `Fixtures/BazelSuite` holds: 80 XCTest tests (`Ledger01Tests` … `Ledger16Tests`, five
/// `testPostN` each) and 23 Swift Testing tests in three suites, all passing. IDs are JUnit's
/// `classname/name`.
enum BazelSuiteModel {
    static let module = "BazelSuiteTests"

    static let xctestClasses = (1...16).map { "\(module).Ledger\($0 < 10 ? "0" : "")\($0)Tests" }

    static let balanceSuite = [
        "startsAtZero()", "credit()", "debit()", "creditThenDebit()", "manySmall()", "opening()", "zeroPost()",
        "backToZero()", "large()", "alternating()", "order()",
    ].map { "\(module).BalanceSuite/\($0)" }

    static let roundingSuite = [
        "toTen()", "halfUp()", "negativeHalf()", "exact()", "toHundred()", "up()", "zero()", "unitOne()",
        "smallNegative()", "big()",
    ].map { "\(module).RoundingSuite/\($0)" }

    static let receiptSuite = ["receipt()", "waitsWhenAsked()"].map { "\(module).ReceiptSuite/\($0)" }

    /// The tests of one XCTest class.
    static func tests(ofClass name: String) -> [String] {
        (1...5).map { "\(name)/testPost\($0)" }
    }

    /// Every test, 103.
    static let tests: Set<String> = Set(
        xctestClasses.flatMap(tests(ofClass:)) + balanceSuite + roundingSuite + receiptSuite)
}
