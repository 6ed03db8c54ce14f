/// What `Fixtures/CoveragePackage` covers, line by line, as llvm-cov counts Swift lines: the
/// lines of `Sources/Geometry/Shapes.swift` each test executes, and the ones no test does.
enum CoverageModel {
    static let sourceFile = "Sources/Geometry/Shapes.swift"
    static let testFile = "Tests/GeometryTests/ShapesTests.swift"
    static let swiftTestingFile = "Tests/GeometryTests/UnitTests.swift"

    static let square = "GeometryTests.ShapesTests/testSquare"
    static let classifyPositive = "GeometryTests.ShapesTests/testClassifyPositive"
    static let classifyNegative = "GeometryTests.ClassifySerialTests/testNegative"
    /// A Swift Testing function.
    static let unit = "GeometryTests.UnitTests/unitIsCentimetres()"

    /// The lines each test executes (its `DA` lines with a count above zero).
    static let linesByTest: [String: Set<Int>] = [
        square: [6, 7, 8],
        classifyPositive: [11, 12, 14, 15, 16],
        classifyNegative: [11, 12, 13, 14, 16],
        unit: [25, 26, 27],
    ]

    /// What `--coverage per-test` records for each test: every line the run executed in each
    /// function the test entered (function granularity, Documentation/Coverage.md), so both
    /// `classify` tests hold both of its branches (13 and 15).
    static let recordedLinesByTest: [String: Set<Int>] = [
        square: [6, 7, 8],
        classifyPositive: [11, 12, 13, 14, 15, 16],
        classifyNegative: [11, 12, 13, 14, 15, 16],
        unit: [25, 26, 27],
    ]

    /// `neverCalled()`: no test runs it.
    static let neverExecuted: Set<Int> = [19, 20, 21, 22]

    /// `unitName()`: `ShapesTests`' class set-up runs it, between tests, so a run of that
    /// class covers it but none of that class's tests' own coverage holds it (`unit`'s does).
    static let classSetUpLines: Set<Int> = [25, 26, 27]

    /// Every line llvm-cov counts in the file.
    static var countedLines: Set<Int> {
        linesByTest.values.reduce(neverExecuted.union(classSetUpLines)) { $0.union($1) }
    }

    /// The lines a run of `tests` executes.
    static func executed(by tests: [String]) -> Set<Int> {
        let own = tests.reduce(into: Set<Int>()) { $0.formUnion(linesByTest[$1] ?? []) }
        let runsShapesTests = tests.contains { $0.hasPrefix("GeometryTests.ShapesTests/") }
        return runsShapesTests ? own.union(classSetUpLines) : own
    }
}
