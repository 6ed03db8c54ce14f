import Foundation
import Testing

/// The README's adoption block, as written, in a package of its own that depends on this checkout
/// through a folder not named `Harness` (SwiftPM names a path dependency after its folder):
/// `swift package describe` resolves `.product(name: "XCTest", package: "Harness")`.
@Suite("The README's adoption line works wherever the checkout lives")
struct AdoptionLineTests {
    /// The `swift` block under "Adopting Harness" in the README.
    static func adoptionBlock() throws -> String {
        let readme = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Adopting Harness"))
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```swift\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    @Test("the block, given this checkout's path under another folder name, describes a package")
    func adoptionBlockDescribes() async throws {
        let block = try Self.adoptionBlock()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-adopt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("MyLibrary")
        for target in ["Sources/MyLibrary", "Tests/MyLibraryTests"] {
            try FileManager.default.createDirectory(
                at: package.appendingPathComponent(target), withIntermediateDirectories: true)
        }
        try "public func double(_ x: Int) -> Int { x * 2 }\n".write(
            to: package.appendingPathComponent("Sources/MyLibrary/MyLibrary.swift"), atomically: true, encoding: .utf8)
        try "import MyLibrary\nimport XCTest\n\nfinal class MyLibraryTests: XCTestCase {}\n".write(
            to: package.appendingPathComponent("Tests/MyLibraryTests/MyLibraryTests.swift"), atomically: true,
            encoding: .utf8)
        // The checkout, reached through a folder named otherwise.
        let checkout = folder.appendingPathComponent("harness-checkout")
        try FileManager.default.createSymbolicLink(at: checkout, withDestinationURL: RepositoryPaths.root)
        let pathDependency = try #require(
            block.firstMatch(of: #/\.package\((?:name: "[^"]*", )?path: "(?<path>[^"]*)"\)/#))
        // The block as the user pastes it into a manifest, with the library it names.
        let adopted = block.replacingOccurrences(of: String(pathDependency.path), with: checkout.path)
            .replacingOccurrences(of: "targets: [\n", with: "targets: [\n    .target(name: \"MyLibrary\"),\n")
        let manifest =
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\nname: \"MyLibrary\",\n"
            + adopted + ")\n"
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let result = try await CommandRunner.run(
            tool: "swift", arguments: ["package", "--package-path", package.path, "describe", "--type", "json"],
            timeLimit: 600)
        #expect(result.exitCode == 0, "\(manifest)\n\(result.diagnosis)")
        #expect(result.standardOutput.contains("\"MyLibraryTests\""), "\(result.diagnosis)")
    }
}
