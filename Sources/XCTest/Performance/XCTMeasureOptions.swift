import Foundation

/// How ``XCTestCase/measure(metrics:options:file:line:block:)`` runs its block: how many
/// measured iterations, and whether the block itself starts and stops the measurement.
///
/// One extra, first iteration warms caches up: it runs and is reported as the warm-up, but
/// its values count neither in the average nor against a baseline.
///
/// ```swift
/// let options = XCTMeasureOptions()
/// options.iterationCount = 20
/// options.invocationOptions = [.manuallyStart]
/// measure(metrics: [XCTClockMetric()], options: options) {
///     let input = makeInput()
///     startMeasuring()
///     sort(input)
/// }
/// ```
open class XCTMeasureOptions: NSObject, NSCopying {
    /// Whether the block starts (`manuallyStart`) or stops (`manuallyStop`) measuring itself,
    /// with `startMeasuring()` and `stopMeasuring()`.
    public struct InvocationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The block calls `startMeasuring()`; measuring does not start before the block.
        public static let manuallyStart = InvocationOptions(rawValue: 1 << 0)
        /// The block calls `stopMeasuring()`; measuring does not stop after the block.
        public static let manuallyStop = InvocationOptions(rawValue: 1 << 1)
    }

    /// The options every `measure` uses unless given others: 5 iterations, automatic start and stop.
    open class var `default`: XCTMeasureOptions { XCTMeasureOptions() }

    /// Whether the block starts or stops measuring itself.
    open var invocationOptions: InvocationOptions = []
    /// How many iterations are measured (the warm-up iteration comes on top). At least 1.
    open var iterationCount: Int = 5

    /// Options with the defaults.
    public override init() {}

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = XCTMeasureOptions()
        copy.invocationOptions = invocationOptions
        copy.iterationCount = iterationCount
        return copy
    }
}
