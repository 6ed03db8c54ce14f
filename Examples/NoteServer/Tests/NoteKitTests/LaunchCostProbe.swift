import XCTest

/// The same trivial test in each bundle of the example, so that timing one run of it
/// measures what the bundle's launch costs (Scripts/launch-cost.sh).
final class LaunchCostProbe: XCTestCase {
    func testNothing() {}
}
