import Foundation

/// The package's executables that SwiftPM built beside its test bundles: under `--coverage`
/// they are objects llvm-cov reads too, so that code a functional test reached only by
/// launching a program (`HarnessLaunch`) counts. The launched program inherits the workers'
/// `LLVM_PROFILE_FILE` and writes its profile beside theirs; without its executable as an
/// object, llvm-cov would have no map from that profile to the program's own sources.
///
/// ```swift
/// PackageExecutables.beside(bundles: ["/p/.build/debug/PPackageTests.xctest"])   // ["/p/.build/debug/Server"]
/// ```
///
/// An executable is a regular, executable ELF file without an extension in a bundle's folder,
/// not SwiftPM's test runner: the rule `HarnessLaunch` finds products by.
enum PackageExecutables {
    static func beside(bundles: [String]) -> [String] {
        let folders = Set(bundles.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        return folders.sorted().flatMap { folder in
            // Failure ignored: the folder holds the bundles just run, so it is readable.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.sorted().filter { !$0.contains(".") && !$0.hasSuffix("-test-runner") }
                .map { "\(folder)/\($0)" }.filter(isExecutableELF)
        }
    }

    private static func isExecutableELF(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            FileManager.default.isExecutableFile(atPath: path), let file = FileHandle(forReadingAtPath: path)
        else { return false }
        // Failures ignored: a file read only to look at it; one that cannot be read is no program.
        defer { try? file.close() }
        return (try? file.read(upToCount: 4)) == Data([0x7F, 0x45, 0x4C, 0x46])
    }
}
