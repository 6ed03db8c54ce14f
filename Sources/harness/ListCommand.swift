import ArgumentParser
import Foundation
import HarnessCommandOptions
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessSession

/// `harness list`: the navigator — bundle → class → method, with counts and the kind of each
/// bundle.
///
/// ```sh
/// harness list --package-path Examples/Calculator
/// harness list --json
/// harness list --format ids > tests.txt         # one ID per line, for harness test --ids-from
/// ```
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the package's test bundles: XCTest classes and methods, Swift Testing suites and functions."
    )

    @OptionGroup var package: PackageOptions
    @OptionGroup var archiveOptions: ArchiveOptions

    /// What `harness list` prints.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// The navigator tree, indented.
        case tree
        /// The tree as JSON.
        case json
        /// One test ID per line, both frameworks, as the reports name tests and `harness test
        /// --ids-from` reads them.
        case ids
    }

    @Flag(help: "Print the tree as JSON (the same as --format json).")
    var json = false

    @Option(help: "What to print: tree (default), json, or ids (one test ID per line, for --ids-from).")
    var format: Format = .tree

    @Argument(
        help: ArgumentHelp("Only tests matching these patterns (as harness test takes them).", valueName: "filter"))
    var filters: [String] = []

    func validate() throws {
        try archiveOptions.validate(with: package)
    }

    func run() throws {
        let archive = try archiveOptions.open()
        defer { archive?.remove() }
        let settings: SessionSettings
        if archive != nil {
            settings = SessionSettings(
                packageRoot: archiveOptions.root, environment: ProcessInfo.processInfo.environment)
        } else {
            settings = try package.listingSettings()
        }
        var inventory = try TestSession(settings, source: archive.map(archiveOptions.source)).inventory()
        if !filters.isEmpty {
            let patterns = filters.map(TestFilter.init)
            let tags = inventory.tagsByTest
            for index in inventory.bundles.indices {
                inventory.bundles[index].classes = inventory.bundles[index].classes.compactMap { testClass in
                    var kept = testClass
                    let selected = testClass.tests.map { id in
                        patterns.contains { $0.matches(id, tags: tags[id] ?? []) }
                    }
                    kept.methods = zip(testClass.methods, selected).filter(\.1).map(\.0)
                    if testClass.framework == .swiftTesting {
                        kept.functions = zip(testClass.functions, selected).filter(\.1).map(\.0)
                    }
                    return kept.methods.isEmpty ? nil : kept
                }
            }
        }
        if json || format == .json {
            print(try NavigatorFormatter.json(inventory))
        } else if format == .ids {
            for id in NavigatorFormatter.ids(inventory) { print(id) }
        } else {
            for line in NavigatorFormatter.lines(inventory) { print(line) }
        }
        for note in NavigatorFormatter.notes(inventory) {
            FileHandle.standardError.write(Data((note + "\n").utf8))
        }
    }
}
