import Foundation
import HarnessModel
import HarnessWire

/// Where each listed test is declared, so that every JUnit `<testcase>` can name its `file` and
/// `line` (CircleCI reruns failed tests by file; GitLab and GitHub annotate by them).
///
/// Swift Testing's listing says where each `@Test` is. XCTest's does not, on either XCTest, and
/// an unmodified package's sources are not ours to change: so a class's methods are found in
/// its test target's sources by name — `func testX` inside the body of `class Name` or of an
/// `extension Name` (up to the next type the file declares), else anywhere in the target (a
/// superclass's). A method found nowhere (declared through a macro, a superclass in another
/// module) has no location; its `<testcase>` then names the file of its first failing
/// assertion, if any.
///
/// ```swift
/// let locations = TestSourceLocator(root: "/src/app", targets: targets).locations(of: inventory)
/// locations[TestIdentifier(module: "AppTests", className: "LoginTests", method: "testLogin")]
/// // /src/app/Tests/AppTests/LoginTests.swift:12
/// ```
package struct TestSourceLocator {
    /// The package's root, absolute.
    package var root: String
    package var targets: PackageTargets

    package init(root: String, targets: PackageTargets) {
        self.root = root
        self.targets = targets
    }

    /// Every test's declaration that can be found: Swift Testing's from its listing, XCTest's
    /// from its target's sources (each target's files read once).
    package func locations(of inventory: TestInventory) -> [TestIdentifier: SourceLocation] {
        var locations: [TestIdentifier: SourceLocation] = [:]
        var sourcesByModule: [String: [SourceFile]] = [:]
        for bundle in inventory.bundles {
            for (id, function) in bundle.swiftTestingFunctions where function.location.line > 0 {
                locations[id] = function.location
            }
            for testClass in bundle.classes where testClass.framework == .xctest {
                if sourcesByModule[testClass.module] == nil {
                    sourcesByModule[testClass.module] = sources(ofModule: testClass.module)
                }
                let files = sourcesByModule[testClass.module] ?? []
                for id in testClass.uniqueTests where locations[id] == nil {
                    // In the class's body or an extension's, else anywhere in the target (a
                    // method inherited from a superclass declared there).
                    let found =
                        files.lazy.compactMap { file in
                            file.line(ofFunction: id.method, inType: testClass.name).map { (file.path, $0) }
                        }.first
                        ?? files.lazy.compactMap { file in file.line(ofFunction: id.method).map { (file.path, $0) } }
                        .first
                    if let (path, line) = found { locations[id] = SourceLocation(file: path, line: line) }
                }
            }
        }
        return locations
    }

    /// The Swift files of the test target whose module is `module` (a target's module name is
    /// its name with characters a Swift identifier cannot hold as `_`).
    private func sources(ofModule module: String) -> [SourceFile] {
        guard let target = targets.targets.first(where: { Self.moduleName($0.name) == module }) else { return [] }
        let folder = URL(fileURLWithPath: root).appendingPathComponent(target.folder).standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
            .compactMap { url in
                // A file that cannot be read locates none of its tests: they show without a source line.
                (try? String(contentsOf: url, encoding: .utf8)).map { SourceFile(path: url.path, text: $0) }
            }
    }

    static func moduleName(_ target: String) -> String {
        String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// One source file's lines, and the lines that open a type or an extension.
    struct SourceFile {
        var path: String
        var lines: [Substring]
        /// Each line that declares a type or extends one, with the type's name, in order.
        var declarations: [(line: Int, name: Substring)] = []

        static let typeKeywords: Set<Substring> = ["class", "struct", "enum", "actor", "extension", "protocol"]
        static let notNames: Set<Substring> = ["func", "var", "let", "subscript", "init"]

        init(path: String, text: String) {
            self.path = path
            self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let words = Self.words(line)
                if let name = zip(words, words.dropFirst()).first(where: {
                    Self.typeKeywords.contains($0) && !Self.notNames.contains($1)
                })?.1 {
                    declarations.append((index, name))
                }
            }
        }

        /// The 1-based line of `func name` inside a declaration of `type` (its body, up to the
        /// next type or extension the file declares), nil when none.
        func line(ofFunction name: String, inType type: String) -> Int? {
            for (position, declaration) in declarations.enumerated() where declaration.name == type {
                let end = position + 1 < declarations.count ? declarations[position + 1].line : lines.count
                if let index = (declaration.line..<end).first(where: { Self.declares(name, in: lines[$0]) }) {
                    return index + 1
                }
            }
            return nil
        }

        /// The 1-based line of the file's first `func name`, nil when none.
        func line(ofFunction name: String) -> Int? {
            lines.firstIndex { Self.declares(name, in: $0) }.map { $0 + 1 }
        }

        /// Whether `line` declares `func name`.
        static func declares(_ name: String, in line: Substring) -> Bool {
            guard line.contains(name) else { return false }
            let words = words(line)
            return zip(words, words.dropFirst()).contains { $0 == "func" && $1 == name }
        }

        /// The identifiers of a line's code, up to a `//` comment.
        static func words(_ line: Substring) -> [Substring] {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            return code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }
}
