/// What a runner asks of one bundle process through its environment, typed: the one place
/// where both sides turn ``BundleVariable``s into values and back.
///
/// The runner builds settings and adds their ``environment`` to a worker's; the bundle reads
/// them back with ``init(environment:)``, then removes the consumed variables from its own
/// environment (``removingConsumedVariables(from:)``):
///
/// ```swift
/// let settings = BundleSettings(wireFileDescriptor: 3, printsConsole: false)
/// let environment = BundleSettings.removingConsumedVariables(from: inherited).merging(settings.environment) { $1 }
/// ```
///
/// Reading is lenient on purpose: a value the bundle cannot use (a descriptor that is not a
/// number, an allowance that is not a positive number) reads as absent, so a process handed
/// runner variables it cannot use runs as a plain bundle instead of failing its tests.
public struct BundleSettings: Equatable, Sendable {
    /// The ``BundleVariable/console`` value that turns console lines off.
    public static let noConsole = "none"
    /// The ``BundleVariable/testOrder`` value that asks for the filter's order.
    public static let filterOrder = "filter"

    /// The descriptor to write wire events to, if any.
    public var wireFileDescriptor: Int32?
    /// The file to append wire events to, if any (used when no descriptor is given).
    public var wirePath: String?
    /// Whether a bundle that writes a wire also prints XCTest's console lines.
    public var printsConsole: Bool
    /// Whether classes and methods run in the order the filter names them.
    public var followsFilterOrder: Bool
    /// The one host group a child of a split run runs (empty: the library modules).
    public var hostGroup: String?
    /// The default execution time allowance in seconds, for tests that set none.
    public var executionTimeAllowance: Double?
    /// The folder to record each test's entered functions in (`--coverage per-test`).
    public var coveragePerTestDirectory: String?
    /// The Swift Testing configuration to run in-process instead of XCTest tests, if any.
    public var swiftTestingConfigurationPath: String?

    public init(
        wireFileDescriptor: Int32? = nil, wirePath: String? = nil, printsConsole: Bool = true,
        followsFilterOrder: Bool = false, hostGroup: String? = nil, executionTimeAllowance: Double? = nil,
        coveragePerTestDirectory: String? = nil, swiftTestingConfigurationPath: String? = nil
    ) {
        self.wireFileDescriptor = wireFileDescriptor
        self.wirePath = wirePath
        self.printsConsole = printsConsole
        self.followsFilterOrder = followsFilterOrder
        self.hostGroup = hostGroup
        self.executionTimeAllowance = executionTimeAllowance
        self.coveragePerTestDirectory = coveragePerTestDirectory
        self.swiftTestingConfigurationPath = swiftTestingConfigurationPath
    }

    /// The settings `environment` holds; unusable values read as absent.
    public init(environment: [String: String]) {
        func value(_ variable: BundleVariable) -> String? { environment[variable.name] }
        wireFileDescriptor = value(.wireFileDescriptor).flatMap { Int32($0) }.flatMap { $0 >= 0 ? $0 : nil }
        wirePath = value(.wirePath).flatMap { $0.isEmpty ? nil : $0 }
        printsConsole = value(.console) != Self.noConsole
        followsFilterOrder = value(.testOrder) == Self.filterOrder
        hostGroup = value(.hostGroup)
        executionTimeAllowance = value(.executionTimeAllowance).flatMap { Double($0) }
            .flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        coveragePerTestDirectory = value(.coveragePerTestDirectory).flatMap { $0.isEmpty ? nil : $0 }
        swiftTestingConfigurationPath = value(.swiftTestingConfiguration).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The variables that carry these settings (absent and default settings set none).
    public var environment: [String: String] {
        var environment: [String: String] = [:]
        environment[BundleVariable.wireFileDescriptor.name] = wireFileDescriptor.map { "\($0)" }
        environment[BundleVariable.wirePath.name] = wirePath
        if !printsConsole { environment[BundleVariable.console.name] = Self.noConsole }
        if followsFilterOrder { environment[BundleVariable.testOrder.name] = Self.filterOrder }
        environment[BundleVariable.hostGroup.name] = hostGroup
        environment[BundleVariable.executionTimeAllowance.name] = executionTimeAllowance.map(Self.format)
        environment[BundleVariable.coveragePerTestDirectory.name] = coveragePerTestDirectory
        environment[BundleVariable.swiftTestingConfiguration.name] = swiftTestingConfigurationPath
        return environment
    }

    /// `environment` without the variables a bundle consumes: what a process the tests start
    /// should see, and what a runner starts from before adding its own settings.
    public static func removingConsumedVariables(from environment: [String: String]) -> [String: String] {
        environment.filter { name, _ in !BundleVariable.consumedByBundle.contains { $0.name == name } }
    }

    /// Seconds as the shortest text that reads back the same (`2`, `0.5`).
    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? "\(Int64(seconds))" : "\(seconds)"
    }
}
