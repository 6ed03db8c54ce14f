import HarnessWire

/// One run of a test bundle: its console output and exit code, and the wire events it wrote.
struct BundleRun: Sendable {
    /// The process's streams and status.
    var result: CommandResult
    /// The events decoded from `HARNESS_WIRE_PATH`, in file order (empty unless recorded).
    var events: [WireEvent]
    /// Lines of the wire file that did not decode, with the decoder's complaint.
    var undecodableLines: [String]

    /// The console output, parsed.
    var console: ConsoleTranscript { ConsoleTranscript(lines: result.outputLines) }
}
