import Foundation
import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

@Suite struct AffectedTestsTests {
    static let root = "/p"
    static let math = "/p/Sources/Lib/Math.swift"
    static let add = BundleTestIdentifier.named("PPackageTests/LibTests.MathTests/testAdd")
    static let sub = BundleTestIdentifier.named("PPackageTests/LibTests.MathTests/testSub")
    static let fresh = BundleTestIdentifier.named("PPackageTests/LibTests.MathTests/testNew")
    static let app = BundleTestIdentifier.named("PPackageTests/AppTests.ScreenTests/testDraw")
    static let tests = [add, sub, fresh, app]
    static let coverage: [BundleTestIdentifier: ExecutedLines] = [
        add: ExecutedLines(ranges: [math: [3...5]]),
        sub: ExecutedLines(ranges: [math: [3...3, 8...9]]),
        app: ExecutedLines(ranges: ["/p/Sources/App/Screen.swift": [1...4]]),
    ]
    static let targets = PackageTargets(targets: [
        .init(name: "Lib", folder: "Sources/Lib", isTest: false, dependencies: []),
        .init(name: "App", folder: "Sources/App", isTest: false, dependencies: ["Lib"]),
        .init(name: "LibTests", folder: "Tests/LibTests", isTest: true, dependencies: ["Lib"]),
        .init(name: "AppTests", folder: "Tests/AppTests", isTest: true, dependencies: ["App"]),
    ])

    static func select(_ changes: [SourceChange], failing: Set<BundleTestIdentifier> = []) -> AffectedTests {
        AffectedTests.select(
            tests: tests, coverage: coverage, failing: failing, changes: changes, targets: targets, packageRoot: root)
    }

    @Test func aChangedLineSelectsTheTestsThatRanItAndTestsWithNoRecord() {
        let affected = Self.select([SourceChange(path: Self.math, kind: .modified, oldLines: [8...8])])
        #expect(
            affected.selected == [
                Self.sub: .ranChangedLine(file: "Sources/Lib/Math.swift", line: 8), Self.fresh: .noRecord,
            ])
        #expect(affected.notes.isEmpty)
    }

    @Test func lastTimesFailuresRunToo() {
        let affected = Self.select(
            [SourceChange(path: Self.math, kind: .modified, oldLines: [8...8])], failing: [Self.app])
        #expect(affected.selected[Self.app] == .failedLastTime)
        #expect(affected.selected[Self.add] == nil)
    }

    @Test("a failure is its bundle's: the same test of another bundle that failed selects nothing")
    func aFailureOfAnotherBundleIsNotThisOnes() {
        let elsewhere = BundleTestIdentifier(bundle: "OtherPackageTests", id: Self.app.id)
        let affected = Self.select(
            [SourceChange(path: Self.math, kind: .modified, oldLines: [8...8])], failing: [elsewhere])
        #expect(affected.selected[Self.app] == nil)
        #expect(affected.selected[elsewhere] == nil)
    }

    @Test(
        "what coverage cannot map widens to the target's dependent test modules, and says so",
        arguments: [
            SourceChange(path: "/p/Sources/Lib/New.swift", kind: .added),
            SourceChange(path: "/p/Sources/Lib/data.json", kind: .modified, oldLines: [1...1]),
            SourceChange(path: Self.math, kind: .modified, oldLines: [20...21]),
            SourceChange(path: "/p/Sources/Lib/Old.swift", kind: .deleted),
        ])
    func widened(change: SourceChange) {
        let affected = Self.select([change])
        #expect(Set(affected.selected.keys) == [Self.add, Self.sub, Self.fresh, Self.app])
        #expect(affected.notes.count == 1)
        #expect(affected.notes.first?.contains("AppTests, LibTests") == true)
    }

    @Test func aTestFileChangeWidensToItsOwnModuleOnly() {
        let affected = Self.select([
            SourceChange(path: "/p/Tests/AppTests/ScreenTests.swift", kind: .modified, oldLines: [2...2])
        ])
        #expect(Set(affected.selected.keys) == [Self.app, Self.fresh])
    }

    @Test func theManifestRunsEverythingAndAFileOfNoTargetNothing() {
        let manifest = Self.select([SourceChange(path: "/p/Package.swift", kind: .modified, oldLines: [3...3])])
        #expect(manifest.selected.count == 4)
        let readme = Self.select([SourceChange(path: "/p/README.md", kind: .modified, oldLines: [1...1])])
        #expect(Set(readme.selected.keys) == [Self.fresh])
        #expect(readme.notes.first?.contains("belongs to no target") == true)
    }

    @Test func gitsDiffIsRead() {
        let diff = """
            diff --git a/Sources/Lib/Math.swift b/Sources/Lib/Math.swift
            index 1..2 100644
            --- a/Sources/Lib/Math.swift
            +++ b/Sources/Lib/Math.swift
            @@ -8 +8 @@ func sub
            -    a - b
            +    a - b - 0
            @@ -12,0 +13,2 @@
            +
            +func mul() {}
            diff --git a/Sources/Lib/New.swift b/Sources/Lib/New.swift
            new file mode 100644
            --- /dev/null
            +++ b/Sources/Lib/New.swift
            @@ -0,0 +1 @@
            +let x = 1
            """
        let changes = SourceChange.parse(diff: diff, repositoryRoot: "/p")
        #expect(
            changes == [
                SourceChange(path: Self.math, kind: .modified, oldLines: [8...8, 12...13]),
                SourceChange(path: "/p/Sources/Lib/New.swift", kind: .added, oldLines: [1...1]),
            ])
    }
}
