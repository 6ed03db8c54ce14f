import ArgumentParser
import Foundation
import HarnessCommandOptions
import HarnessModel
import HarnessSession

/// `harness archive --output tests.harness`: build once, run on many machines. Builds and lists
/// the package as `harness test` would, and writes one file that `harness test --archive` runs
/// on a machine with the same platform and Swift, with no checkout and no build.
///
/// ```sh
/// harness archive --output tests.harness                     # on the build machine
/// harness archive --output tests.harness --include-history   # time partitions from its history
/// ```
struct ArchiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive",
        abstract: "Build the package's tests and write them, their listing and the package's description to one file.",
        discussion: """
            The archive holds the built test bundles, the shared libraries they load that another machine with \
            the same distribution and Swift lacks (Harness's XCTest library for a package that does not depend \
            on Harness), their resources, the listing, each test's declaration and the package's description. \
            Run it elsewhere with 'harness test --archive FILE' or 'harness list --archive FILE'.
            """
    )

    @OptionGroup var package: PackageOptions

    @Option(name: [.short, .long], help: ArgumentHelp("The archive to write.", valueName: "file"))
    var output: String

    @Flag(help: "Include the run history, so that shards balance --partition time by it.")
    var includeHistory = false

    @Option(help: ArgumentHelp("The run history to include (default: the package's).", valueName: "path"))
    var history: String?

    func run() throws {
        var settings = try package.listingSettings()
        settings.historyPath = history.map(ArchiveOptions.absolute)
        let destination = ArchiveOptions.absolute(output)
        let started = Date()
        let manifest = try TestSession(settings).archive(to: destination, includingHistory: includeHistory)
        // The size is only printed: 0 for an archive that cannot be stat'ed just after it was written.
        let size = (try? FileManager.default.attributesOfItem(atPath: destination))?[.size] as? Int ?? 0
        let libraries = manifest.sharedLibraries.isEmpty ? "" : ", " + manifest.sharedLibraries.joined(separator: ", ")
        let executables =
            manifest.executables.isEmpty
            ? "" : ", \(manifest.executables.count) executable(s) (\(manifest.executables.joined(separator: ", ")))"
        print(
            String(
                format: "Archived %d bundle(s)%@%@%@ to %@ (%.1f MB, %.2fs)", manifest.bundles.count, executables,
                libraries,
                manifest.hasHistory ? ", the run history" : "", output, Double(size) / 1_048_576,
                Date().timeIntervalSince(started)))
    }
}
