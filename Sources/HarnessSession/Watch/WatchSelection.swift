import HarnessModel
import HarnessWire

/// Which tests a watch run runs, and the one line that says why: a pure decision over the
/// trigger, the package's targets, the listed tests and what failed last time.
///
/// After a save, the tests that failed last time run first, then the tests of every test
/// target that is the changed target or depends on it (from the package's description). A
/// change no target owns (`Package.swift`, a file outside the targets' folders, a local
/// dependency's file) widens the run to every test, and the line says so.
///
/// ```swift
/// let selection = WatchSelection.choose(
///     trigger: .changes(["/p/Sources/Shapes/Area.swift"]), previous: nil, root: "/p",
///     targets: targets, inventory: inventory, failing: facts.failing)
/// selection.filters       // [ShapesTests, AppTests.LayoutTests/testFit]
/// selection.explanation   // "1 failed last time first, then ShapesTests (target Shapes changed)"
/// ```
package struct WatchSelection: Hashable, Sendable {
    /// The run's filters; empty means every test.
    package var filters: [TestFilter]
    /// Only the tests that failed last time (`--rerun-failed`); otherwise failed ones first.
    package var failedOnly: Bool
    /// Whether nothing is to run (the change reaches no test, nothing failed).
    package var isEmpty: Bool
    /// What runs and why, in one line.
    package var explanation: String

    package init(filters: [TestFilter], failedOnly: Bool, isEmpty: Bool, explanation: String) {
        self.filters = filters
        self.failedOnly = failedOnly
        self.isEmpty = isEmpty
        self.explanation = explanation
    }

    /// The tests the selection names, in one pass over the listing: its filters are module
    /// names and exact test names. nil: every test.
    package func tests(in inventory: TestInventory) -> Set<BundleTestIdentifier>? {
        guard !filters.isEmpty else { return nil }
        let names = Set(filters.map(\.pattern))
        return Set(inventory.allTests.lazy.filter { names.contains($0.id.module) || names.contains($0.id.description) })
    }

    /// Every test, the failed ones first.
    package static let everything = WatchSelection(
        filters: [], failedOnly: false, isEmpty: false, explanation: "all tests, the ones that failed last time first")

    /// The selection for `trigger`. `failing` holds the tests whose latest result failed.
    package static func choose(
        trigger: WatchTrigger, previous: WatchSelection?, root: String, targets: PackageTargets,
        inventory: TestInventory, failing: Set<BundleTestIdentifier>
    ) -> WatchSelection {
        switch trigger {
        case .start, .all:
            return .everything
        case .rerun:
            return previous ?? .everything
        case .failedOnly:
            return WatchSelection(
                filters: [], failedOnly: true, isEmpty: false,
                explanation: "only the tests that failed last time (and tests never run before)")
        case .changes(let paths):
            switch scope(of: paths, root: root, targets: targets) {
            case .everything(let reason):
                return WatchSelection(
                    filters: [], failedOnly: false, isEmpty: false,
                    explanation: "all tests: \(reason), so any test may be affected")
            case .targets(let changed):
                return affected(by: changed, targets: targets, inventory: inventory, failing: failing)
            }
        }
    }

    /// What a burst of changes reaches: some targets, or everything (with the reason).
    package enum Scope: Hashable, Sendable {
        case targets(Set<String>)
        case everything(reason: String)
    }

    package static func scope(of paths: [String], root: String, targets: PackageTargets) -> Scope {
        var changed: Set<String> = []
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for path in paths {
            guard path.hasPrefix(prefix) else {
                return .everything(reason: "\(path) of a local dependency changed")
            }
            let relative = String(path.dropFirst(prefix.count))
            if relative.hasPrefix("Package") && relative.hasSuffix(".swift") && !relative.contains("/") {
                return .everything(reason: "\(relative) changed")
            }
            guard let owner = targets.owner(of: relative) else {
                return .everything(reason: "\(relative) belongs to no target")
            }
            changed.insert(owner)
        }
        return .targets(changed)
    }

    private static func affected(
        by changed: Set<String>, targets: PackageTargets, inventory: TestInventory, failing: Set<BundleTestIdentifier>
    ) -> WatchSelection {
        let testTargets = targets.dependentTestTargets(of: changed)
        let modules = Set(testTargets.map(PackageTargets.moduleName(of:)))
        let listedModules = Set(inventory.bundles.flatMap { $0.classes.map(\.module) })
        let affectedModules = modules.intersection(listedModules).sorted()
        let failed = inventory.allTests.filter(failing.contains)
        // Failed tests of the affected modules are in already; the others need a filter each.
        let failedElsewhere = failed.filter { !affectedModules.contains($0.id.module) }
        let changedList = changed.sorted().joined(separator: ", ")
        let noun = changed.count == 1 ? "target" : "targets"
        var parts: [String] = []
        if !failed.isEmpty { parts.append("\(failed.count) failed last time first") }
        if !affectedModules.isEmpty {
            let modules = affectedModules.joined(separator: ", ")
            parts.append("\(failed.isEmpty ? "" : "then ")\(modules) (\(noun) \(changedList) changed)")
        }
        guard !parts.isEmpty else {
            return WatchSelection(
                filters: [], failedOnly: false, isEmpty: true,
                explanation:
                    "no test target depends on \(noun) \(changedList), and nothing failed last time: nothing to run")
        }
        return WatchSelection(
            filters: affectedModules.map(TestFilter.init) + failedElsewhere.map { TestFilter($0.id.description) },
            failedOnly: false, isEmpty: false, explanation: parts.joined(separator: ", "))
    }
}
