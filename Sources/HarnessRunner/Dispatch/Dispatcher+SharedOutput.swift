import HarnessModel
import HarnessWire

extension Dispatcher {
    /// A Swift Testing test's output range, written whole (``OutputCut``): its output is that
    /// range, whenever its end comes.
    mutating func placeOutput(_ cut: OutputCut, worker number: Int) {
        guard let index = state.workers[number]?.runningIndex(of: cut.test) else { return }
        state.workers[number]?.runningTests[index].stdoutStart = cut.start
        state.workers[number]?.runningTests[index].stdoutEnd = cut.end
        if cut.missedShared { state.workers[number]?.runningTests[index].missedSharedOutput = true }
    }

    /// Keeps what a worker's tests printed while several ran side by side, to be said when the
    /// worker is gone (``reportSharedOutput(of:suspects:)``).
    mutating func keepSharedOutput(_ output: SharedOutput, worker number: Int) {
        state.workers[number]?.sharedOutput = output
    }

    /// Says, once per worker, what its tests printed while several ran side by side: the lines
    /// are in no test's output (each of those tests could have printed them), so they are
    /// shown here, with the tests that were running, and how to have each test's own. Nothing
    /// when every one of those tests runs again alone (`suspects`): each prints its own there.
    mutating func reportSharedOutput(of worker: WorkerState, suspects: [TestIdentifier]) {
        guard let output = worker.sharedOutput, !Set(output.tests).isSubset(of: suspects) else { return }
        let number = worker.number
        let bundle = plan.bundles[worker.bundle].name
        let names = output.tests.map(\.description).joined(separator: ", ")
        var lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        // A few lines say what they are; the rest are in the file, or counted, and why not kept.
        let shown = lines.prefix(Self.sharedLinesShown).joined(separator: "\n")
        let rest = lines.count - min(lines.count, Self.sharedLinesShown)
        let whereAll: String
        do {
            let kept = try context.files.keepSharedOutput(output.text, worker: number)
            whereAll =
                kept.map { rest > 0 ? "\n… \(rest) more lines in \($0)" : "\n(also in \($0))" }
                ?? (rest > 0 ? "\n… \(rest) more lines not shown (no run folder to keep them in)" : "")
        } catch {
            let notShown = rest > 0 ? "\n… \(rest) more lines not shown " : "\n"
            whereAll = "\(notShown)(they could not be kept: \(error))"
        }
        report(
            .notice(
                RunnerNotice(
                    .sharedOutput,
                    "worker \(number) of \(bundle): Swift Testing tests running side by side (\(names)) printed "
                        + "\(lines.count == 1 ? "1 line" : "\(lines.count) lines") that no one of them can be given, "
                        + "so \(lines.count == 1 ? "it is" : "they are") in no test's output "
                        + "(--no-parallel, or a .serialized suite, gives each test its own):\n\(shown)\(whereAll)")))
    }

    /// How many of a worker's shared lines the notice shows.
    static let sharedLinesShown = 20
}
