import HarnessModel

/// Hands class units to workers as they free up, in batches that shrink as the queue drains
/// (guided self-scheduling): early batches are about `remaining / jobs` seconds so each worker
/// process starts once and runs long, later ones are small so the workers finish together. A
/// batch takes units in queue order and stops at the first that does not fit, so the smallest
/// units stay for the end. A unit that runs in isolation is a batch of its own.
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
    /// The same for Swift Testing: its process discovers every test of the bundle before it
    /// runs one (30-60 ms for 1,000 tests, Documentation/Benchmarks.md), so a batch shorter than
    /// a few times that costs more than it evens out.
    package var minimumSwiftTestingBatchSeconds = 0.2

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
    /// then go one per batch; while one runs, nothing else starts. Units run in isolation (the
    /// suspects of a crash among tests side by side) go together, first, one test at a time.
    package mutating func nextBatch(jobs: Int, runningWorkers: Int, aloneRunning: Bool) -> [ClassUnit]? {
        guard !aloneRunning, runningWorkers < max(jobs, 1) else { return nil }
        guard let firstIndex = queue.firstIndex(where: { !$0.runsAlone }) else {
            guard runningWorkers == 0, !queue.isEmpty else { return nil }
            return [queue.removeFirst()]
        }
        let first = queue[firstIndex]
        if first.runsInIsolation { return isolationBatch(from: firstIndex) }
        let remaining = queue.filter { !$0.runsAlone }.reduce(0) { $0 + $1.estimate }
        let minimum = first.framework == .swiftTesting ? minimumSwiftTestingBatchSeconds : minimumBatchSeconds
        let target = max(minimum, remaining / Double(max(jobs, 1)))
        var batch = [first]
        var total = first.estimate
        var taken: Set<Int> = [firstIndex]
        // In queue order while they fit: the first unit that does not fit ends the batch. Skipping
        // it for smaller units further back would take the small units the queue (longest first)
        // keeps for the end, leave the end to units too coarse to even out the workers' finishing
        // times, and have one worker run the last long unit alone.
        for (index, unit) in queue.enumerated().dropFirst(firstIndex + 1) where !unit.runsAlone && !unit.runsInIsolation
        {
            guard unit.bundle == first.bundle, unit.hostModule == first.hostModule,
                unit.framework == first.framework
            else { continue }
            guard total + unit.estimate <= target * (1 + 1e-9) else { break }
            batch.append(unit)
            total += unit.estimate
            taken.insert(index)
        }
        queue = queue.enumerated().filter { !taken.contains($0.offset) }.map(\.element)
        return batch
    }

    /// Every test waiting to run in isolation with the one at `firstIndex` (same bundle, host
    /// and framework): one process runs them one at a time, so the one a crash happens in is
    /// the only one running, and finding it costs one process, not one per suspect.
    private mutating func isolationBatch(from firstIndex: Int) -> [ClassUnit] {
        let first = queue[firstIndex]
        let taken = Set(
            queue.indices.filter { index in
                let unit = queue[index]
                return index == firstIndex
                    || unit.runsInIsolation && !unit.runsAlone && unit.bundle == first.bundle
                        && unit.hostModule == first.hostModule && unit.framework == first.framework
            })
        let batch = taken.sorted().map { queue[$0] }
        queue = queue.enumerated().filter { !taken.contains($0.offset) }.map(\.element)
        return batch
    }
}
