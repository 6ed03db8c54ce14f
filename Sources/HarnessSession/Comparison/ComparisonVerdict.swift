/// The one-line judgement of a comparison: identical, with the tally, or different, with what
/// changed.
///
/// ```swift
/// let verdict = ComparisonVerdict(rows: comparison.rows)
/// print(verdict)         // DIFFERENT: 1 of 3 tests differ (1 passed -> failed)
/// print(verdict.isIdentical)  // false
/// ```
package enum ComparisonVerdict: Hashable, Sendable, CustomStringConvertible {
    /// Every test ended the same way in both runs; `tally` counts them by outcome.
    case identical(tally: [ObservedOutcome: Int])
    /// `changes` counts the differing tests by (toolchain outcome, Harness outcome).
    case different(total: Int, changes: [OutcomeChange: Int])

    /// One way a test can end differently: how it ended under the toolchain, and under Harness.
    package struct OutcomeChange: Hashable, Sendable, Comparable, CustomStringConvertible {
        package var toolchain: ObservedOutcome
        package var harness: ObservedOutcome

        package init(toolchain: ObservedOutcome, harness: ObservedOutcome) {
            self.toolchain = toolchain
            self.harness = harness
        }

        package var description: String { "\(toolchain) -> \(harness)" }

        package static func < (lhs: Self, rhs: Self) -> Bool {
            let order = ObservedOutcome.allCases
            let left = (order.firstIndex(of: lhs.toolchain) ?? 0, order.firstIndex(of: lhs.harness) ?? 0)
            let right = (order.firstIndex(of: rhs.toolchain) ?? 0, order.firstIndex(of: rhs.harness) ?? 0)
            return left < right
        }
    }

    /// Decides the verdict over a comparison's rows.
    package init(rows: [ComparisonRow]) {
        let differing = rows.filter(\.differs)
        if differing.isEmpty {
            var tally: [ObservedOutcome: Int] = [:]
            for row in rows { tally[row.toolchain, default: 0] += 1 }
            self = .identical(tally: tally)
        } else {
            var changes: [OutcomeChange: Int] = [:]
            for row in differing {
                changes[OutcomeChange(toolchain: row.toolchain, harness: row.harness), default: 0] += 1
            }
            self = .different(total: rows.count, changes: changes)
        }
    }

    /// Whether every test ended the same way in both runs.
    package var isIdentical: Bool {
        if case .identical = self { return true }
        return false
    }

    /// `identical outcomes: 123 tests (120 passed, 3 skipped)` or
    /// `DIFFERENT: 2 of 123 tests differ (1 passed -> failed, 1 skipped -> not run)`.
    package var description: String {
        switch self {
        case .identical(let tally):
            let total = tally.values.reduce(0, +)
            let parts = ObservedOutcome.allCases.compactMap { outcome in
                tally[outcome].map { "\($0) \(outcome)" }
            }
            let breakdown = parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
            return "identical outcomes: \(Self.tests(total))\(breakdown)"
        case .different(let total, let changes):
            let differing = changes.values.reduce(0, +)
            let parts = changes.keys.sorted().compactMap { change in
                changes[change].map { "\($0) \(change)" }
            }
            return "DIFFERENT: \(differing) of \(Self.tests(total)) differ (\(parts.joined(separator: ", ")))"
        }
    }

    private static func tests(_ count: Int) -> String {
        count == 1 ? "1 test" : "\(count) tests"
    }
}
