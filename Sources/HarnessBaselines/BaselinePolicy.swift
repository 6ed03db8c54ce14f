import HarnessWire

/// What a run does with baselines: compare against them (the default), record missing ones,
/// accept new averages, delete them, or ignore them; and whether a missing baseline fails.
///
/// Until the runner's `harness baseline …` commands exist, the bundle reads both from its
/// environment:
///
/// ```sh
/// HARNESS_BASELINE=record swift test --filter SortTests          # record what is missing
/// HARNESS_BASELINE=accept swift test --filter SortTests/testSort # "Set Baseline"
/// HARNESS_PERFORMANCE_STRICT=1 swift test                        # no baseline → failure
/// ```
public struct BaselinePolicy: Hashable, Sendable {
    /// What to do with the baseline of each measured metric.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Compare with the baseline of this machine configuration, if there is one.
        case compare
        /// Like `compare`, and store the result as the baseline where there is none yet.
        case record
        /// Store the result as the baseline, replacing any (Xcode's "Set Baseline").
        case accept
        /// Remove the baseline of this configuration instead of comparing.
        case delete
        /// Neither read nor write baselines: the toolchain's behaviour.
        case off
    }

    /// The environment variable that chooses the mode.
    public static let modeVariable = BundleVariable.baselineMode.name
    /// The environment variable that turns on strict mode (`1`, `true` or `yes`).
    public static let strictVariable = BundleVariable.performanceStrict.name
    /// The environment variable that names the folder of the baseline files, overriding the
    /// default (the folder of each test's source file).
    public static let directoryVariable = BundleVariable.baselineDirectory.name

    /// What to do with baselines.
    public var mode: Mode
    /// Whether a measured metric without a baseline on this configuration fails its test, as
    /// Apple describes: "performance tests always report failure … until a baseline is set".
    public var isStrict: Bool

    /// Creates a policy.
    public init(mode: Mode = .compare, isStrict: Bool = false) {
        self.mode = mode
        self.isStrict = isStrict
    }

    /// Reads the policy from an environment; an unknown value is an error that says which
    /// values are allowed.
    ///
    /// ```swift
    /// let policy = try BaselinePolicy(environment: ProcessInfo.processInfo.environment)
    /// ```
    public init(environment: [String: String]) throws(BaselinePolicyError) {
        let modeText = environment[Self.modeVariable].map { $0.lowercased() } ?? ""
        if modeText.isEmpty {
            mode = .compare
        } else if let parsed = Mode(rawValue: modeText) {
            mode = parsed
        } else {
            throw BaselinePolicyError(
                variable: Self.modeVariable, value: modeText, allowed: Mode.allCases.map(\.rawValue))
        }
        let strictText = environment[Self.strictVariable].map { $0.lowercased() } ?? ""
        switch strictText {
        case "", "0", "false", "no": isStrict = false
        case "1", "true", "yes": isStrict = true
        default: throw BaselinePolicyError(variable: Self.strictVariable, value: strictText, allowed: ["1", "0"])
        }
    }
}

/// An environment variable with a value Harness does not understand.
///
/// ```swift
/// do { _ = try BaselinePolicy(environment: ["HARNESS_BASELINE": "maybe"]) } catch {
///     print(error)   // names the variable, its value and the values allowed
/// }
/// ```
public struct BaselinePolicyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: String
    /// Its value.
    public var value: String
    /// What it may be.
    public var allowed: [String]

    /// Creates an error.
    public init(variable: String, value: String, allowed: [String]) {
        self.variable = variable
        self.value = value
        self.allowed = allowed
    }

    /// `error: HARNESS_BASELINE=recrod is not one of compare, record, accept, delete, off`
    public var description: String {
        "error: \(variable)=\(value) is not one of \(allowed.joined(separator: ", "))"
    }
}
