/// Hands class units to workers as they free up, in batches that shrink as the queue drains
/// (guided self-scheduling): early batches are about `remaining / jobs` seconds so each worker
/// process starts once and runs long, later ones are small so the workers finish together.
///
/// Pure: the engine asks ``nextBatch(jobs:runningWorkers:aloneRunning:)`` whenever a slot is
/// free and spawns one worker process per batch.
///
/// ```swift
/// var scheduler = BatchScheduler(units: plan.units)
/// while let batch = scheduler.nextBatch(jobs: 2, runningWorkers: 0, aloneRunning: false) { … }
/// ```
package struct BatchScheduler: Hashable, Sendable {
    /// Units waiting, in scheduling order.
    package private(set) var queue: [ClassUnit]
    /// A batch is never planned shorter than this (seconds): a process start costs a few ms.
    package var minimumBatchSeconds = 0.05

    package init(units: [ClassUnit]) {
        queue = units
    }

    package var isEmpty: Bool { queue.isEmpty }

    /// Adds units; `first` puts them ahead of the queue (the rest of a crashed worker's batch).
    package mutating func enqueue(_ units: [ClassUnit], first: Bool = false) {
        queue = first ? units + queue : queue + units
    }

    /// Drops everything still waiting (after an interrupt, or `--repeat-until-failure`).
    package mutating func removeAll() -> [ClassUnit] {
        defer { queue.removeAll() }
        return queue
    }

    /// The next batch for a free worker slot, or nil when nothing may start now.
    ///
    /// Units that must run alone wait until every other unit has run and no worker is busy,
    /// then go one per batch; while one runs, nothing else starts.
    package mutating func nextBatch(jobs: Int, runningWorkers: Int, aloneRunning: Bool) -> [ClassUnit]? {
        guard !aloneRunning, runningWorkers < max(jobs, 1) else { return nil }
        guard let firstIndex = queue.firstIndex(where: { !$0.runsAlone }) else {
            guard runningWorkers == 0, !queue.isEmpty else { return nil }
            return [queue.removeFirst()]
        }
        let first = queue[firstIndex]
        let remaining = queue.filter { !$0.runsAlone }.reduce(0) { $0 + $1.estimate }
        let target = max(minimumBatchSeconds, remaining / Double(max(jobs, 1)))
        var batch = [first]
        var total = first.estimate
        var taken: Set<Int> = [firstIndex]
        for (index, unit) in queue.enumerated() where !taken.contains(index) && !unit.runsAlone {
            guard unit.bundle == first.bundle, unit.hostModule == first.hostModule,
                unit.framework == first.framework,
                total + unit.estimate <= target * (1 + 1e-9)
            else { continue }
            batch.append(unit)
            total += unit.estimate
            taken.insert(index)
        }
        queue = queue.enumerated().filter { !taken.contains($0.offset) }.map(\.element)
        return batch
    }
}
