/// Constants that define the wire format spoken between a test bundle and the runner.
///
/// A bundle speaks the wire format when its environment asks for it, by naming a file
/// descriptor or a path:
///
/// ```sh
/// HARNESS_WIRE_PATH=/tmp/events.jsonl .build/debug/MyPackageTests.xctest
/// ```
///
/// Each line of the stream is one ``WireEvent`` encoded as a JSON object.
public enum WireFormat {
    /// The version of the format this build writes and reads. A reader rejects any other
    /// version with ``WireFormatError/unsupportedVersion(found:expected:)``: the bundle and
    /// the runner are built from the same Harness, and a line of another version could
    /// carry a status its reader cannot see (version 1 had no typed time-out).
    public static let version = 2

    /// Environment variable naming an inherited file descriptor to write events to.
    public static let fileDescriptorVariable = BundleVariable.wireFileDescriptor.name

    /// Environment variable naming a file to append events to (created if missing).
    public static let pathVariable = BundleVariable.wirePath.name
}
