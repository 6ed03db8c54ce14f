import Foundation
import HarnessModel
import HarnessWire

extension HTMLReportFormatter {
    /// The run itself: how to run it again, where it ran, what its exit code means, and the
    /// slowest tests.
    func runSection(_ run: RunnerEvent.RunFinished, context: HTMLReportContext) -> String {
        var html = "<section id=\"run\" aria-label=\"The run\">\n<h2>The run</h2>\n<dl>\n"
        func fact(_ name: String, _ value: String, code: Bool = false) {
            let shown = code ? "<code>\(Self.escape(value))</code>" : Self.escape(value)
            html += "<dt>\(Self.escape(name))</dt><dd>\(shown)</dd>\n"
        }
        if !context.commandLine.isEmpty {
            fact("Command line", context.commandLine.map(Self.shellQuoted).joined(separator: " "), code: true)
        }
        if let seed = context.randomSeed {
            fact("Random order", "seed \(seed): replay with --random-order \(seed)")
        } else {
            fact("Order", "listing order (no --random-order)")
        }
        fact("Machine configuration", context.machine ?? "not recorded")
        fact("Partition", context.partition ?? "none: every selected test")
        if let workers = context.workerCount { fact("Workers", "\(workers)") }
        fact("Duration", "\(JUnitReportFormatter.seconds(run.summary.duration)) s")
        fact("Exit code", "\(run.exitCode): \(RunnerExitCode.meaning(run.exitCode))")
        html += "</dl>\n"
        let slowest = run.results.sorted { $0.duration > $1.duration }.prefix(5).filter { $0.duration > 0 }
        if !slowest.isEmpty {
            html += "<h3>Slowest tests</h3>\n<ol id=\"slowest\">\n"
            for result in slowest {
                let anchor = Self.anchor(result.id, repetition: result.repetition)
                html += "<li><a href=\"#\(anchor)\">\(Self.escape(result.id.description))</a> "
                html += "\(JUnitReportFormatter.seconds(result.duration)) s</li>\n"
            }
            html += "</ol>\n"
        }
        return html + "</section>\n"
    }

    /// An argument as a shell would need it typed.
    static func shellQuoted(_ argument: String) -> String {
        let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0) }
        return plain && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
