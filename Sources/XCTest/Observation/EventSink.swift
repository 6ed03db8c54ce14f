internal import HarnessWire

/// Something that reads the bundle's event stream: the console printer, the wire writer.
///
/// Every event of a run passes through the observation center as a `WireEvent`, so the
/// console and the runner read exactly the same stream.
protocol EventSink: AnyObject, Sendable {
    func receive(_ event: WireEvent)
}
