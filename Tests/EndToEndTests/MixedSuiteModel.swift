/// What `Fixtures/MixedSuite` must do under `harness test --timeout 3`: every test of both
/// frameworks, with the console's status word. When a fixture test changes, change it here.
enum MixedSuiteModel {
    static let module = "MixedSuiteTests"

    /// `Module.Suite/function()` (or `Module.Class/testMethod`) → status word.
    static let statuses: [String: String] = [
        "MixedSuiteTests.LegacyTests/testAreaPasses": "PASS",
        "MixedSuiteTests.LegacyTests/testAreaFails": "FAIL",
        "MixedSuiteTests.AreaTests/areaPasses()": "PASS",
        "MixedSuiteTests.AreaTests/areaFails()": "FAIL",
        "MixedSuiteTests.AreaTests/throwsUnknownShape()": "FAIL",
        "MixedSuiteTests.AreaTests/sides(name:)": "FAIL",
        "MixedSuiteTests.AreaTests/knownIssue()": "PASS",
        "MixedSuiteTests.AreaTests/attachesAReport()": "PASS",
        "MixedSuiteTests.AreaTests/disabled()": "SKIP",
        "MixedSuiteTests.AreaTests/conditionallyDisabled()": "SKIP",
        "MixedSuiteTests.AreaTests.Nested/deepPasses()": "PASS",
        "MixedSuiteTests.ProcessTests/crashes()": "CRASH",
        "MixedSuiteTests.ProcessTests/hangs()": "TIMEOUT",
        "MixedSuiteTests.ProcessTests/afterTheCrash()": "PASS",
        "MixedSuiteTests.ProcessTests/exitsWithFailure()": "PASS",
        "MixedSuiteTests.SerialTests/first()": "PASS",
        "MixedSuiteTests.SerialTests/second()": "PASS",
        "MixedSuiteTests.PlainTypeTests/inAPlainType()": "PASS",
        "MixedSuiteTests/topLevelPasses()": "PASS",
    ]

    /// The Swift Testing functions, by the name `swift test`'s event stream gives their suite path
    /// and function (`AreaTests.Nested/deepPasses()`), with the module left out.
    static var swiftTestingStatuses: [String: String] {
        Dictionary(
            uniqueKeysWithValues: statuses.compactMap { name, status in
                guard name.hasSuffix(")") else { return nil }
                return (String(name.dropFirst(module.count + 1)), status)
            })
    }

    /// Each case of the parameterized `AreaTests/sides(name:)`: its arguments as Swift Testing
    /// describes them → its outcome (a circle has no sides).
    static let sidesCases: [String: String] = [
        #""triangle""#: "passed", #""square""#: "passed", #""circle""#: "failed",
    ]

    /// `AreaTests`' functions in source order: the order Swift Testing runs them in one process.
    static let areaTestsInSourceOrder = [
        "areaPasses()", "areaFails()", "throwsUnknownShape()", "sides(name:)", "knownIssue()", "attachesAReport()",
        "disabled()", "conditionallyDisabled()",
    ].map { "MixedSuiteTests.AreaTests/\($0)" }

    /// The text `AreaTests/attachesAReport()` attaches as `area.txt`.
    static let attachedReport = "area 2 x 3 = 6"

    /// The expectation texts the failures report (Swift Testing's expanded values included).
    static let failureTexts: [String: String] = [
        "MixedSuiteTests.AreaTests/areaFails()": "Expectation failed: (Shapes.area(width: width, height: 3) → 6) == 7",
        "MixedSuiteTests.AreaTests/throwsUnknownShape()": #"Caught error: UnknownShape(name: "circle")"#,
    ]
}
