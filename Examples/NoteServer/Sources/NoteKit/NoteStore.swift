import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// NoteServer's store on disk: a folder with a schema version, the notes as JSON lines, and
/// an index, brought up to date by migrations when opened.
///
/// Opening is deliberately real work — every migration rewrites files and `fsync`s them, as
/// a database would — which is exactly the launch work a test host should not pay for.
///
/// ```swift
/// let store = try NoteStore.openAndMigrate(at: URL(fileURLWithPath: "/var/lib/noteserver"))
/// try store.append(title: "Groceries", body: "eggs")
/// store.notes.count
/// ```
public final class NoteStore: @unchecked Sendable {
    // @unchecked: `notes` is guarded by `lock`; the files are written only under it.

    /// Why a store cannot be opened.
    public enum OpenError: Error, Equatable, CustomStringConvertible {
        /// The folder was written by a newer NoteServer.
        case newerSchema(found: Int, supported: Int)
        public var description: String {
            switch self {
            case .newerSchema(let found, let supported):
                "the store's schema version \(found) is newer than this build supports (\(supported))"
            }
        }
    }

    /// The schema version this build writes.
    public static let currentVersion = 3
    /// How many sample notes a new store starts with.
    public static let sampleCount = 500

    /// The store's folder.
    public let folder: URL
    private let lock = NSLock()
    private var storedNotes: [Note]

    /// The notes, oldest first.
    public var notes: [Note] { lock.withLock { storedNotes } }

    private init(folder: URL, notes: [Note]) {
        self.folder = folder
        self.storedNotes = notes
    }

    /// The schema version of the store in `folder`: 0 when there is none yet.
    public static func version(at folder: URL) -> Int {
        let text = (try? String(contentsOf: folder.appendingPathComponent("VERSION"), encoding: .utf8)) ?? "0"
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Opens the store in `folder`, creating it and running every pending migration.
    ///
    /// - Throws: ``OpenError/newerSchema(found:supported:)`` for a store from a newer build,
    ///   or the file system's error.
    public static func openAndMigrate(at folder: URL) throws -> NoteStore {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var version = version(at: folder)
        guard version <= currentVersion else { throw OpenError.newerSchema(found: version, supported: currentVersion) }
        while version < currentVersion {
            try migrate(folder, from: version)
            version += 1
            try write(Data("\(version)\n".utf8), to: folder.appendingPathComponent("VERSION"))
        }
        return NoteStore(folder: folder, notes: try readNotes(folder))
    }

    /// Adds a note at the end, durably.
    @discardableResult
    public func append(title: String, body: String) throws -> Note {
        try lock.withLock {
            let note = Note(id: (storedNotes.last?.id ?? 0) + 1, title: title, body: body)
            storedNotes.append(note)
            try Self.write(try Self.encode(storedNotes), to: folder.appendingPathComponent("notes.jsonl"))
            return note
        }
    }

    /// Rewrites the notes file compactly; what the background compactor calls.
    public func compact() throws {
        try lock.withLock {
            try Self.write(try Self.encode(storedNotes), to: folder.appendingPathComponent("notes.jsonl"))
        }
    }

    /// v0→1 creates the sample notes, 1→2 gives them ids, 2→3 builds the title index.
    private static func migrate(_ folder: URL, from version: Int) throws {
        let notesFile = folder.appendingPathComponent("notes.jsonl")
        switch version {
        case 0:
            let lines = (1...sampleCount).map { "{\"title\":\"Sample \($0)\",\"body\":\"Note number \($0), created by the first migration.\"}" }
            try write(Data((lines.joined(separator: "\n") + "\n").utf8), to: notesFile)
        case 1:
            struct Untitled: Codable { var title: String; var body: String }
            let text = try String(contentsOf: notesFile, encoding: .utf8)
            let old = try text.split(separator: "\n").map { try JSONDecoder().decode(Untitled.self, from: Data($0.utf8)) }
            try write(try encode(old.enumerated().map { Note(id: $0.offset + 1, title: $0.element.title, body: $0.element.body) }), to: notesFile)
        default:
            let notes = try readNotes(folder)
            let index = Dictionary(notes.map { ($0.title, $0.id) }, uniquingKeysWith: { first, _ in first })
            try write(try JSONEncoder().encode(index), to: folder.appendingPathComponent("index.json"))
        }
    }

    private static func readNotes(_ folder: URL) throws -> [Note] {
        let text = try String(contentsOf: folder.appendingPathComponent("notes.jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Note.self, from: Data($0.utf8)) }
    }

    private static func encode(_ notes: [Note]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var data = Data()
        for note in notes {
            data.append(try encoder.encode(note))
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }

    /// Writes `data` through a temporary file, `fsync`s it and renames it into place.
    private static func write(_ data: Data, to file: URL) throws {
        let temporary = file.appendingPathExtension("tmp")
        try data.write(to: temporary)
        let handle = try FileHandle(forWritingTo: temporary)
        try handle.synchronize()
        try handle.close()
        guard rename(temporary.path, file.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
    }
}
