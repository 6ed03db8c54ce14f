import Foundation
import HarnessHistory
import HarnessModel
import HarnessReports
import HarnessWire

/// What the run history says of each test before this session ran it: its estimated seconds,
/// whether its latest result failed and since when, whether it was seen flaky.
///
/// ```swift
/// let history = NavigatorHistory(facts: store.planningFacts(), report: try database.report(limit: 0))
/// history.fact(BundleTestIdentifier(bundle: "MathPackageTests", id: id)).failingSince   // 1795306871.5
/// ```
package struct NavigatorHistory: Sendable {
    /// What the history says of one test (the model's own type, so the report's model needs
    /// no history).
    package typealias Fact = NavigatorModel.HistoryFact

    /// A failing streak: the latest verdict, since when (seconds since 1970), its message.
    package struct Failure: Hashable, Sendable {
        package var status: TestStatus
        package var since: Double
        package var message: String?

        package init(status: TestStatus, since: Double, message: String?) {
            self.status = status
            self.since = since
            self.message = message
        }
    }

    private var facts = HistoryFacts()
    private var failing: [BundleTestIdentifier: Failure] = [:]
    private var flaky: Set<BundleTestIdentifier> = []

    package init() {}

    package init(facts: HistoryFacts, failing: [BundleTestIdentifier: Failure], flaky: Set<BundleTestIdentifier>) {
        self.facts = facts
        self.failing = failing
        self.flaky = flaky
    }

    /// From the history's report (`harness history show`'s failing and flaky tests).
    package init(facts: HistoryFacts, report: HistoryReport?) {
        var failing: [BundleTestIdentifier: Failure] = [:]
        for test in report?.failing ?? [] {
            guard let identifier = test.identifier else { continue }
            failing[identifier] = Failure(
                status: TestStatus(rawValue: test.status) ?? .failed, since: test.since.timeIntervalSince1970,
                message: test.message)
        }
        self.init(facts: facts, failing: failing, flaky: Set((report?.flaky ?? []).compactMap(\.identifier)))
    }

    /// Reads the package's history (the file the session uses); empty when there is none.
    package static func read(url: URL) -> NavigatorHistory {
        guard FileManager.default.fileExists(atPath: url.path) else { return NavigatorHistory() }
        let store = HistoryStore(url: url) { _ in }
        // No report: no failing or flaky marks; the facts above read the same file.
        let report = try? HistoryDatabase(url: url, readOnly: true).report(limit: 0)
        return NavigatorHistory(facts: store.planningFacts(), report: report)
    }

    package func fact(_ key: BundleTestIdentifier) -> Fact {
        var fact = Fact()
        fact.seconds = facts.timings.seconds[key]
        if let failure = failing[key] {
            fact.status = failure.status
            fact.failingSince = failure.since
            fact.message = failure.message
        } else if facts.skipped.contains(key) {
            fact.status = .skipped
        } else if facts.known.contains(key) {
            fact.status = .passed
        }
        fact.flaky = flaky.contains(key)
        return fact
    }
}

extension NavigatorModel {
    /// The model of a listing, with what the run history says of each test.
    package init(inventory: TestInventory, history: NavigatorHistory = NavigatorHistory(), packageRoot: String) {
        self.init(inventory: inventory, packageRoot: packageRoot, fact: history.fact)
    }
}
