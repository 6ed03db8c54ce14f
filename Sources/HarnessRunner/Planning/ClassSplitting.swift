import HarnessModel
import HarnessWire

/// Splits a class whose estimate exceeds a worker's fair share of the run across workers, by
/// method, so one long class no longer bounds the run. Each part is a ``ClassUnit`` of its
/// own (`isWholeClass` false: the bundle is given its methods), so the class's set-up runs in
/// every worker that runs a part, as the lifecycle allows. Classes that run alone and
/// `.serialized` Swift Testing suites are never split, nor classes with a method whose name holds
/// a comma (a bundle's filter can only name their class), nor are classes expected to take under
/// ``minimumClassSeconds``;
/// `--no-split-classes` turns splitting off.
///
/// ```swift
/// let units = ClassSplitting(workers: 4).split(units, bundles: inventory.bundles, history: history)
/// ```
package struct ClassSplitting: Hashable, Sendable {
    /// Workers at once; 1 or fewer never splits.
    package var workers: Int
    /// A class expected to take less never splits: each part costs a worker process and the
    /// class's set-up, which a short class cannot win back.
    package var minimumClassSeconds = 1.0

    package init(workers: Int) {
        self.workers = workers
    }

    /// `units` with each class longer than the fair share (all units' estimate ÷ workers)
    /// cut into as many parts as it holds fair shares (at most one per worker and per test),
    /// its methods packed longest first onto the lightest part.
    package func split(_ units: [ClassUnit], bundles: [TestBundle], history: TimingHistory) -> [ClassUnit] {
        guard workers > 1 else { return units }
        let fairShare = units.reduce(0) { $0 + $1.estimate } / Double(workers)
        guard fairShare > 0 else { return units }
        let fallback = history.fallbackSeconds
        return units.flatMap { unit -> [ClassUnit] in
            guard !unit.runsAlone, !unit.isSerialized, unit.tests.count > 1, unit.estimate > fairShare,
                unit.estimate >= minimumClassSeconds,
                unit.tests.allSatisfy({ BundleArgument.filterNamesAlone($0.method) })
            else { return [unit] }
            let parts = min(workers, unit.tests.count, Int((unit.estimate / fairShare).rounded(.up)))
            guard parts > 1 else { return [unit] }
            let bundle = bundles[unit.bundle].name
            let estimates = unit.tests.map { history.seconds[BundleTestIdentifier(bundle: bundle, id: $0)] ?? fallback }
            let order = unit.tests.indices.sorted {
                estimates[$0] != estimates[$1] ? estimates[$0] > estimates[$1] : $0 < $1
            }
            var loads = [Double](repeating: 0, count: parts)
            var members = [[Int]](repeating: [], count: parts)
            for index in order {
                var target = 0
                for part in 1..<parts where loads[part] < loads[target] { target = part }
                loads[target] += estimates[index]
                members[target].append(index)
            }
            return members.enumerated().map { part, indices in
                var piece = unit
                piece.tests = indices.sorted().map { unit.tests[$0] }
                piece.isWholeClass = false
                piece.estimate = loads[part]
                return piece
            }
        }
    }
}
