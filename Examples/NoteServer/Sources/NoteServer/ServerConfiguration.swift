import Foundation

/// What NoteServer loads from its configuration service at launch.
struct ServerConfiguration: Codable, Hashable, Sendable {
    /// The port the notes API listens on (127.0.0.1); 0 picks a free one.
    var port: UInt16
    /// How often the background compactor rewrites the store.
    var compactionSeconds: Double
    /// Served at `/`.
    var greeting: String

    /// What the built-in configuration service hands out.
    static let standard = ServerConfiguration(port: 0, compactionSeconds: 30, greeting: "NoteServer at your service")
}
