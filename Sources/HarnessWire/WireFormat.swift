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
    /// The version of the format this build writes; readers reject newer major versions.
    public static let version = 1

    /// Environment variable naming an inherited file descriptor to write events to.
    public static let fileDescriptorVariable = "HARNESS_WIRE_FD"

    /// Environment variable naming a file to append events to (created if missing).
    public static let pathVariable = "HARNESS_WIRE_PATH"
}
