import Foundation

/// Whether bigger or smaller values of a measurement are better.
public enum XCTPerformanceMeasurementPolarity: Int, Sendable {
    /// Neither.
    case unspecified = 0
    /// Bigger is better (throughput).
    case prefersLarger = 1
    /// Smaller is better (time, memory, bytes written).
    case prefersSmaller = -1
}

/// One value a metric reports for one iteration.
///
/// ```swift
/// XCTPerformanceMeasurement(identifier: "com.example.rows", displayName: "Rows Scanned",
///                           doubleValue: 1_200, unitSymbol: "rows")
/// ```
open class XCTPerformanceMeasurement: NSObject {
    /// A stable identifier, as printed after `performanceMetricID:` and keyed in baseline files.
    public let identifier: String
    /// The name people read, as printed in `measured [Name, unit]`.
    public let displayName: String
    /// The value.
    public let doubleValue: Double
    /// The unit's symbol (`s`, `kB`).
    public let unitSymbol: String
    /// Whether smaller or larger is better.
    public let polarity: XCTPerformanceMeasurementPolarity

    /// The value with its unit.
    public var value: Measurement<Unit> { Measurement(value: doubleValue, unit: Unit(symbol: unitSymbol)) }

    /// Creates a measurement from a number and a unit symbol.
    public init(
        identifier: String, displayName: String, doubleValue: Double, unitSymbol: String,
        polarity: XCTPerformanceMeasurementPolarity
    ) {
        self.identifier = identifier
        self.displayName = displayName
        self.doubleValue = doubleValue
        self.unitSymbol = unitSymbol
        self.polarity = polarity
    }

    /// Creates a measurement from a number and a unit symbol; smaller is better.
    public convenience init(identifier: String, displayName: String, doubleValue: Double, unitSymbol: String) {
        self.init(
            identifier: identifier, displayName: displayName, doubleValue: doubleValue, unitSymbol: unitSymbol,
            polarity: .prefersSmaller)
    }

    /// Creates a measurement from a `Measurement`.
    public convenience init(
        identifier: String, displayName: String, value: Measurement<Unit>, polarity: XCTPerformanceMeasurementPolarity
    ) {
        self.init(
            identifier: identifier, displayName: displayName, doubleValue: value.value, unitSymbol: value.unit.symbol,
            polarity: polarity)
    }

    /// Creates a measurement from a `Measurement`; smaller is better.
    public convenience init(identifier: String, displayName: String, value: Measurement<Unit>) {
        self.init(identifier: identifier, displayName: displayName, value: value, polarity: .prefersSmaller)
    }
}
