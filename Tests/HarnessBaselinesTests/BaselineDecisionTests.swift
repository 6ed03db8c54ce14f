import HarnessBaselines
import Testing

/// Every combination of what the file holds, how the measurement moved, the mode and
/// strictness, checked against one independent statement of the rules.
@Suite("Baseline decisions")
struct BaselineDecisionTests {
    /// What the file holds for this test and metric.
    enum Stored: String, CaseIterable, CustomTestStringConvertible {
        case present, absent, otherConfigurationOnly, unreadable
        var testDescription: String { rawValue }
    }

    /// How the measured average relates to a baseline of 0.010 with 10 % allowed.
    enum Movement: Double, CaseIterable, CustomTestStringConvertible {
        case regression = 0.0125  // +25 %
        case improvement = 0.0075  // −25 %
        case within = 0.0105  // +5 %
        var testDescription: String { "\(self)" }
    }

    static let baseline = Baseline(average: 0.010, unit: "seconds")
    static let error = BaselineFileError(path: "/t/PerformanceBaselines.json", key: "version", problem: "missing")

    static func lookup(_ stored: Stored) -> BaselineLookup {
        switch stored {
        case .present: .found(baseline)
        case .absent: .missing(otherConfigurations: [])
        case .otherConfigurationOnly: .missing(otherConfigurations: ["other-machine-12345678"])
        case .unreadable: .unreadable(error)
        }
    }

    @Test("every combination", arguments: Stored.allCases, Movement.allCases)
    func everyCombination(stored: Stored, movement: Movement) {
        for mode in BaselinePolicy.Mode.allCases {
            for strict in [false, true] {
                let decision = BaselineDecision.decide(
                    average: movement.rawValue, unit: "seconds",
                    lookup: Self.lookup(stored), policy: BaselinePolicy(mode: mode, isStrict: strict))
                #expect(decision == Self.expected(stored, movement, mode, strict), "mode \(mode), strict \(strict)")
                // Only a regression, or strict mode without a baseline here, fails a test.
                let fails =
                    mode != .off
                    && ((stored == .present && movement == .regression && (mode == .compare || mode == .record))
                        || (stored == .absent || stored == .otherConfigurationOnly) && strict && mode == .compare)
                #expect(decision.failsTest == fails, "mode \(mode), strict \(strict)")
                // A file that cannot be read is never written.
                if stored == .unreadable { #expect(decision.change == nil) }
            }
        }
    }

    static func expected(_ stored: Stored, _ movement: Movement, _ mode: BaselinePolicy.Mode, _ strict: Bool)
        -> BaselineDecision
    {
        let average = movement.rawValue
        if mode == .off { return .notCompared }
        switch (stored, mode) {
        case (.unreadable, _):
            return .unreadable(error)
        case (.absent, .record), (.otherConfigurationOnly, .record):
            return .recorded(Baseline(average: average, unit: "seconds"))
        case (.absent, .accept), (.otherConfigurationOnly, .accept):
            return .accepted(Baseline(average: average, unit: "seconds"), previous: nil)
        case (.absent, .delete), (.otherConfigurationOnly, .delete):
            return .deleted(previous: nil)
        case (.absent, _):
            return .missing(otherConfigurations: [], failsTest: strict)
        case (.otherConfigurationOnly, _):
            return .missing(otherConfigurations: ["other-machine-12345678"], failsTest: strict)
        case (.present, .accept):
            return .accepted(baseline.replacingAverage(with: average), previous: baseline)
        case (.present, .delete):
            return .deleted(previous: baseline)
        case (.present, _):
            let change = (average - 0.010) * 100 / 0.010
            switch movement {
            case .regression: return .regression(baseline, percentChange: change)
            case .improvement: return .improvement(baseline, percentChange: change)
            case .within: return .within(baseline, percentChange: change)
            }
        }
    }

    @Test("the absolute noise floor keeps tiny differences within", arguments: [0.0125, 0.0075])
    func noiseFloor(average: Double) {
        let tolerant = Baseline(average: 0.010, maxRegression: 0.005)
        let decision = BaselineDecision.decide(
            average: average, unit: nil, lookup: .found(tolerant), policy: BaselinePolicy())
        guard case .within = decision else {
            Issue.record("expected within, got \(decision)")
            return
        }
    }

    @Test("the allowance boundary is within; just beyond is not")
    func boundary() {
        let policy = BaselinePolicy()
        // 0.011 / 0.010 is 10 % up to floating-point error; 10.01 % is beyond.
        #expect(
            BaselineDecision.decide(
                average: 0.0110, unit: nil, lookup: .found(Baseline(average: 0.01, maxPercentRegression: 10.000001)),
                policy: policy
            ).failsTest == false)
        #expect(
            BaselineDecision.decide(
                average: 0.011001, unit: nil, lookup: .found(Baseline(average: 0.01)), policy: policy
            ).failsTest)
    }

    @Test("a zero baseline makes any cost a regression, and zero stays within")
    func zeroBaseline() {
        let zero = Baseline(average: 0)
        #expect(
            BaselineDecision.decide(average: 0.001, unit: nil, lookup: .found(zero), policy: BaselinePolicy()).failsTest
        )
        #expect(
            !BaselineDecision.decide(average: 0, unit: nil, lookup: .found(zero), policy: BaselinePolicy()).failsTest)
    }

    @Test("accepting keeps the allowances tuned by hand")
    func acceptKeepsAllowances() {
        let tuned = Baseline(
            average: 0.010, maxPercentRegression: 3, maxPercentRelativeStandardDeviation: 20, maxRegression: 0.001)
        let decision = BaselineDecision.decide(
            average: 0.02, unit: "s", lookup: .found(tuned), policy: BaselinePolicy(mode: .accept))
        #expect(
            decision.change
                == .set(
                    Baseline(
                        average: 0.02, maxPercentRegression: 3, maxPercentRelativeStandardDeviation: 20,
                        maxRegression: 0.001)))
    }

    @Test("messages give the baseline, the measured value and the percentage")
    func messages() throws {
        let regression = BaselineDecision.decide(
            average: 0.0125, unit: "seconds", lookup: .found(Self.baseline), policy: BaselinePolicy())
        let text = try #require(
            regression.message(
                metric: "[Time, seconds]", average: 0.0125, configurationID: "cfg-1", filePath: "/f.json"))
        #expect(
            text
                == "[Time, seconds] average 0.012500 is 25.000% worse than the baseline 0.010000 (allowed: "
                + "10.000%) on cfg-1"
        )
        let improvement = BaselineDecision.decide(
            average: 0.0075, unit: "seconds", lookup: .found(Self.baseline), policy: BaselinePolicy())
        #expect(
            improvement.message(
                metric: "[Time, seconds]", average: 0.0075, configurationID: "cfg-1", filePath: "/f.json")?
                .hasSuffix(
                    "is 25.000% better than the baseline 0.010000 (allowed: 10.000%) on cfg-1; accept it with "
                        + "HARNESS_BASELINE=accept"
                ) == true)
        // Nothing to say when there is no baseline anywhere and the run is not strict:
        // the toolchain's output stays as it was.
        #expect(
            BaselineDecision.missing(otherConfigurations: [], failsTest: false)
                .message(metric: "[Time, seconds]", average: 1, configurationID: "c", filePath: "f") == nil)
        let elsewhere = try #require(
            BaselineDecision.missing(otherConfigurations: ["a-1", "b-2"], failsTest: false)
                .message(metric: "[Time, seconds]", average: 1, configurationID: "c", filePath: "f"))
        #expect(elsewhere.contains("no baseline on this machine configuration c, only on a-1, b-2"))
        let unreadable = try #require(
            BaselineDecision.unreadable(Self.error).message(
                metric: "[Time, seconds]", average: 1, configurationID: "c", filePath: "f"))
        #expect(
            unreadable
                == "/t/PerformanceBaselines.json: error: key 'version': missing; not comparing, and not writing to it")
    }
}

@Suite("Baseline policy from the environment")
struct BaselinePolicyTests {
    @Test(
        "modes and strictness",
        arguments: [
            ([:], BaselinePolicy(mode: .compare, isStrict: false)),
            (["HARNESS_BASELINE": "record"], BaselinePolicy(mode: .record, isStrict: false)),
            (
                ["HARNESS_BASELINE": "ACCEPT", "HARNESS_PERFORMANCE_STRICT": "1"],
                BaselinePolicy(mode: .accept, isStrict: true)
            ),
            (
                ["HARNESS_BASELINE": "off", "HARNESS_PERFORMANCE_STRICT": "no"],
                BaselinePolicy(mode: .off, isStrict: false)
            ),
            (
                ["HARNESS_BASELINE": "delete", "HARNESS_PERFORMANCE_STRICT": "true"],
                BaselinePolicy(mode: .delete, isStrict: true)
            ),
        ] as [([String: String], BaselinePolicy)])
    func parse(environment: [String: String], expected: BaselinePolicy) throws {
        #expect(try BaselinePolicy(environment: environment) == expected)
    }

    @Test("an unknown value is an error naming the variable and the allowed values")
    func unknown() {
        #expect(
            throws: BaselinePolicyError(
                variable: "HARNESS_BASELINE", value: "recrod",
                allowed: ["compare", "record", "accept", "delete", "off"])
        ) {
            try BaselinePolicy(environment: ["HARNESS_BASELINE": "recrod"])
        }
        #expect(throws: BaselinePolicyError.self) {
            try BaselinePolicy(environment: ["HARNESS_PERFORMANCE_STRICT": "maybe"])
        }
    }
}
