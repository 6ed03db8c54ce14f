import Foundation
import Testing

@testable import HarnessRunner
@testable import HarnessSession

/// The targets, folders and dependencies watch mode reads from `dump-package`'s JSON.
struct PackageTargetsTests {
    /// The shape `swift package dump-package` prints (trimmed to what is read).
    static let json = """
        {
          "name": "WatchSuite",
          "dependencies": [
            {"fileSystem": [{"identity": "harness", "path": "../..", "productFilter": null}]},
            {"sourceControl": [{"identity": "swift-log", "location": {}, "requirement": {}}]}
          ],
          "targets": [
            {"name": "Shapes", "type": "regular", "dependencies": [], "path": null},
            {"name": "Layout", "type": "regular", "dependencies": [{"byName": ["Shapes", null]}]},
            {"name": "App", "type": "executable", "path": "Apps/App/",
             "dependencies": [{"target": ["Layout", null]}, {"product": ["Logging", "swift-log", null, null]}]},
            {"name": "Labels", "type": "regular", "dependencies": [{"byName": ["XCTest", null]}]},
            {"name": "ShapesTests", "type": "test", "dependencies": [{"byName": ["Shapes", null]}]},
            {"name": "AppTests", "type": "test", "dependencies": [{"byName": ["App", null]}]},
            {"name": "LabelsTests", "type": "test", "dependencies": [{"byName": ["Labels", null]}]}
          ]
        }
        """

    static func targets() throws -> PackageTargets {
        try PackageTargets(manifestJSON: Data(json.utf8), root: "/work/pkg/Fixtures/WatchSuite")
    }

    @Test func readsFoldersAndTheDependenciesOnTargetsOnly() throws {
        let targets = try Self.targets()
        let byName = Dictionary(uniqueKeysWithValues: targets.targets.map { ($0.name, $0) })
        #expect(byName["Shapes"]?.folder == "Sources/Shapes")
        #expect(byName["App"]?.folder == "Apps/App")
        #expect(byName["ShapesTests"]?.folder == "Tests/ShapesTests")
        #expect(byName["ShapesTests"]?.isTest == true)
        #expect(byName["App"]?.dependencies == ["Layout"])
        // A byName that names no target is a product (here XCTest): not a target dependency.
        #expect(byName["Labels"]?.dependencies == [])
        #expect(targets.localDependencies == ["/work/pkg"])
    }

    @Test func mapsAFileToTheDeepestTargetFolder() throws {
        let targets = try Self.targets()
        #expect(targets.owner(of: "Sources/Shapes/Area.swift") == "Shapes")
        #expect(targets.owner(of: "Apps/App/main.swift") == "App")
        #expect(targets.owner(of: "Sources/ShapesExtra/X.swift") == nil)
        #expect(targets.owner(of: "README.md") == nil)
    }

    @Test func dependentTestTargetsFollowDependenciesTransitively() throws {
        let targets = try Self.targets()
        #expect(targets.dependentTestTargets(of: ["Shapes"]) == ["ShapesTests", "AppTests"])
        #expect(targets.dependentTestTargets(of: ["Labels"]) == ["LabelsTests"])
        #expect(targets.dependentTestTargets(of: ["App"]) == ["AppTests"])
        #expect(targets.dependentTestTargets(of: ["LabelsTests"]) == ["LabelsTests"])
    }

    @Test func aDescriptionWithoutTargetsIsOneLine() {
        #expect(throws: PackageTargets.Problem.self) {
            try PackageTargets(manifestJSON: Data("{\"name\": \"X\"}".utf8), root: "/p")
        }
    }

    @Test func moduleNamesReplaceWhatAModuleCannotHold() {
        #expect(PackageTargets.moduleName(of: "my-target.v2") == "my_target_v2")
        #expect(PackageTargets.moduleName(of: "ShapesTests") == "ShapesTests")
    }
}
