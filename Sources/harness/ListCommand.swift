import ArgumentParser
import Foundation
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
/// ```
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the package's test bundles: XCTest classes and methods, Swift Testing suites and functions."
    )

    @OptionGroup var package: PackageOptions

    @Flag(help: "Print the tree as JSON.")
    var json = false

    @Argument(
        help: ArgumentHelp("Only tests matching these patterns (as harness test takes them).", valueName: "filter"))
    var filters: [String] = []

    func run() throws {
        var inventory = try TestSession(package.listingSettings()).inventory()
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
        if json {
            print(try NavigatorFormatter.json(inventory))
        } else {
            for line in NavigatorFormatter.lines(inventory) { print(line) }
        }
        for note in NavigatorFormatter.notes(inventory) {
            FileHandle.standardError.write(Data((note + "\n").utf8))
        }
    }
}
