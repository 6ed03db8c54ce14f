import HarnessModel

/// Hands every event on with its source paths moved (``SourcePathRemap``): an archive run
/// under `--workspace-remap` reports where the sources are checked out here, in every report.
///
/// ```swift
/// let reporter = RemappingReporter(remap: SourcePathRemap(from: "/build/app", to: "/ci/app"), next: fanOut)
/// ```
final class RemappingReporter: RunReporter {
    let remap: SourcePathRemap
    let next: any RunReporter

    init(remap: SourcePathRemap, next: any RunReporter) {
        self.remap = remap
        self.next = next
    }

    func handle(_ event: RunnerEvent) {
        next.handle(remap.event(event))
    }

    func finish() throws {
        try next.finish()
    }
}
