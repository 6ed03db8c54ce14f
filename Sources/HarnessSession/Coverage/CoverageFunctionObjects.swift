import Foundation

/// The objects llvm-cov reads for per-test coverage's functions: each bundle's linked objects
/// as SwiftPM listed them for the linker, less those of Harness's own modules.
///
/// `llvm-cov export` lists every function of the objects it reads, whatever the files, and most
/// of a small package's bundle is Harness's `XCTest` and what it depends on: that export took
/// several times the reports' own. Harness's modules import no module of the package under
/// test, so their objects hold no function of its files. What is left out is checked, not
/// assumed: ``FunctionLineMap/lacks(functionsOf:)`` compares the result with the functions the
/// lcov report lists for the kept files, and any gap sends the export back to the whole bundles.
///
/// ```swift
/// CoverageFunctionObjects.objects(linkedInto: ["/p/.build/debug/PTests.xctest"])
/// // ["/p/.build/debug/Lib.build/Math.swift.o", "/p/.build/debug/LibTests.build/MathTests.swift.o", …]
/// ```
package enum CoverageFunctionObjects {
    /// The modules of Harness's `XCTest` product. A module missing here only costs time.
    package static let harnessModules: Set<String> = [
        "XCTest", "HarnessWire", "HarnessBaselines", "AppHost", "HarnessProcess", "CXCTestSupport",
    ]

    /// The objects of every bundle but Harness's modules'; nil when a bundle's link file list
    /// (`<name>.product/Objects.LinkFileList` beside it) is missing or names a file that is not
    /// there: the bundles themselves are read then.
    package static func objects(linkedInto bundles: [String]) -> [String]? {
        var objects: [String] = []
        for bundle in bundles {
            let url = URL(fileURLWithPath: bundle)
            let name = url.deletingPathExtension().lastPathComponent
            let list = url.deletingLastPathComponent().appendingPathComponent("\(name).product/Objects.LinkFileList")
            // Failure ignored: without the list, the bundles themselves are read (nil).
            guard let text = try? String(contentsOf: list, encoding: .utf8) else { return nil }
            for line in text.split(separator: "\n") {
                let path = unquoted(String(line))
                guard FileManager.default.fileExists(atPath: path) else { return nil }
                let module = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
                guard !harnessModules.contains(where: { module == "\($0).build" }) else { continue }
                objects.append(path)
            }
        }
        return objects.isEmpty ? nil : objects
    }

    /// SwiftPM quotes a path with special characters for the shell: `'a b'`, `'it'\''s'`.
    static func unquoted(_ line: String) -> String {
        guard line.count >= 2, line.hasPrefix("'"), line.hasSuffix("'") else { return line }
        return String(line.dropFirst().dropLast()).replacingOccurrences(of: #"'\''"#, with: "'")
    }
}
