import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

/// Which tests a watch run selects after a save, a key or the start, and the line saying why.
struct WatchSelectionTests {
    static let root = "/p"
    static let targets = PackageTargets(targets: [
        .init(name: "Shapes", folder: "Sources/Shapes", isTest: false, dependencies: []),
        .init(name: "Layout", folder: "Sources/Layout", isTest: false, dependencies: ["Shapes"]),
        .init(name: "Labels", folder: "Sources/Labels", isTest: false, dependencies: []),
        .init(name: "Unused", folder: "Sources/Unused", isTest: false, dependencies: []),
        .init(name: "ShapesTests", folder: "Tests/ShapesTests", isTest: true, dependencies: ["Shapes"]),
        .init(name: "LayoutTests", folder: "Tests/LayoutTests", isTest: true, dependencies: ["Layout"]),
        .init(name: "LabelsTests", folder: "Tests/LabelsTests", isTest: true, dependencies: ["Labels"]),
    ])
    static let inventory = TestInventory(bundles: [
        TestBundle(
            name: "WatchSuitePackageTests", path: "/p/.build/debug/WatchSuitePackageTests.xctest",
            classes: [
                TestClass(module: "ShapesTests", name: "AreaTests", methods: ["testArea", "testPerimeter"]),
                TestClass(module: "LayoutTests", name: "GridTests", methods: ["testCells"]),
                TestClass(module: "LabelsTests", name: "LabelTests", methods: ["testLabel"]),
            ])
    ])

    func choose(_ trigger: WatchTrigger, failing: Set<BundleTestIdentifier> = [], previous: WatchSelection? = nil)
        -> WatchSelection
    {
        WatchSelection.choose(
            trigger: trigger, previous: previous, root: Self.root, targets: Self.targets, inventory: Self.inventory,
            failing: failing)
    }

    @Test func aSourceChangeRunsTheTestsOfItsTargetAndItsDependents() {
        let selection = choose(.changes(["/p/Sources/Shapes/Area.swift"]))
        #expect(selection.filters.map(\.pattern) == ["LayoutTests", "ShapesTests"])
        #expect(!selection.isEmpty)
        #expect(!selection.failedOnly)
        #expect(selection.explanation == "LayoutTests, ShapesTests (target Shapes changed)")
    }

    @Test func aTestFileChangeRunsItsOwnTarget() {
        let selection = choose(.changes(["/p/Tests/LabelsTests/LabelTests.swift"]))
        #expect(selection.filters.map(\.pattern) == ["LabelsTests"])
    }

    @Test func testsThatFailedLastTimeRunToo_FirstAndNamedExactly() {
        let failing: Set<BundleTestIdentifier> = [
            .named("WatchSuitePackageTests/LabelsTests.LabelTests/testLabel"),
            .named("WatchSuitePackageTests/ShapesTests.AreaTests/testArea"),
        ]
        let selection = choose(.changes(["/p/Sources/Shapes/Area.swift"]), failing: failing)
        // ShapesTests' failure is in already; LabelsTests' needs a filter of its own.
        #expect(
            selection.filters.map(\.pattern) == ["LayoutTests", "ShapesTests", "LabelsTests.LabelTests/testLabel"])
        #expect(
            selection.explanation
                == "2 failed last time first, then LayoutTests, ShapesTests (target Shapes changed)")
    }

    @Test func aChangeNoTestDependsOnRunsNothingAndSaysSo() {
        let selection = choose(.changes(["/p/Sources/Unused/X.swift"]))
        #expect(selection.isEmpty)
        #expect(
            selection.explanation
                == "no test target depends on target Unused, and nothing failed last time: nothing to run")
        // …unless something failed last time: then that runs.
        let failing: Set<BundleTestIdentifier> = [.named("WatchSuitePackageTests/LabelsTests.LabelTests/testLabel")]
        let withFailure = choose(.changes(["/p/Sources/Unused/X.swift"]), failing: failing)
        #expect(!withFailure.isEmpty)
        #expect(withFailure.filters.map(\.pattern) == ["LabelsTests.LabelTests/testLabel"])
    }

    @Test(arguments: [
        ("/p/Package.swift", "all tests: Package.swift changed, so any test may be affected"),
        ("/p/Sources/Stray.swift", "all tests: Sources/Stray.swift belongs to no target, so any test may be affected"),
        (
            "/harness/Sources/XCTest/XCTestCase.swift",
            "all tests: /harness/Sources/XCTest/XCTestCase.swift of a local dependency changed, "
                + "so any test may be affected"
        ),
    ])
    func changesNoTargetOwnsWidenToEverything(path: String, explanation: String) {
        let selection = choose(.changes(["/p/Sources/Shapes/Area.swift", path]))
        #expect(selection.filters.isEmpty)
        #expect(!selection.isEmpty)
        #expect(selection.explanation == explanation)
    }

    @Test func keysChooseEverythingTheFailedOnesOrTheSameAgain() {
        #expect(choose(.start) == .everything)
        #expect(choose(.all) == .everything)
        let failed = choose(.failedOnly)
        #expect(failed.failedOnly)
        #expect(failed.filters.isEmpty)
        let previous = choose(.changes(["/p/Sources/Labels/Label.swift"]))
        #expect(choose(.rerun, previous: previous) == previous)
        #expect(choose(.rerun) == .everything)
    }
}
