import Foundation
import Testing

@testable import HarnessSession

@Suite("SaveBurst: saves made one change, for watch mode and harness ui alike")
struct SaveBurstTests {
    static func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("save-burst-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        return root
    }

    @Test("over once quiet: the saved sources, not a file created and gone, nor build output")
    func keepsSourceChanges() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let saved = root.appendingPathComponent("Sources/A.swift").path
        try "let a = 1".write(toFile: saved, atomically: true, encoding: .utf8)
        var burst = SaveBurst(root: root.path, debouncer: ChangeDebouncer(quiet: 0.05, longest: 1))
        burst.record(saved, created: false, at: 10)
        burst.record(root.appendingPathComponent("Sources/.A.swift.swp").path, created: true, at: 10.01)
        burst.record(root.appendingPathComponent(".build/debug/A.o").path, created: false, at: 10.02)
        #expect(burst.deadline == 10.07)
        #expect(burst.flush(at: 10.06) == nil, "not over while saves go on")
        #expect(burst.flush(at: 10.07) == [saved])
        #expect(burst.deadline == nil)
        #expect(burst.flush(at: 20) == nil)
    }

    @Test("a save git ignores is no change, but kept apart for the loop to say; build output is neither")
    func ignoredKeptApart() throws {
        let repository = try ChangeScopeTests.Repository()
        defer { repository.remove() }
        try repository.write(".gitignore", "Scratch/\n")
        try repository.write("Sources/A/a.swift", "let a = 1\n")
        try repository.write("Sources/A/Scratch/n.txt", "note\n")
        let root = repository.root.path
        var burst = SaveBurst(root: root, debouncer: ChangeDebouncer(quiet: 0.05, longest: 1))
        for path in ["Sources/A/a.swift", "Sources/A/Scratch/n.txt", ".build/debug/a.o"] {
            burst.record("\(root)/\(path)", created: false, at: 1)
        }
        #expect(burst.flush(at: 2) == ["\(root)/Sources/A/a.swift"])
        #expect(burst.ignored == ["\(root)/Sources/A/Scratch/n.txt"])
        burst.record("\(root)/Sources/A/a.swift", created: false, at: 3)
        #expect(burst.flush(at: 4) == ["\(root)/Sources/A/a.swift"])
        #expect(burst.ignored.isEmpty, "each burst's own")
    }

    @Test("a file created in the burst and still there is a change; reset forgets the burst")
    func createdAndKept() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let new = root.appendingPathComponent("Sources/New.swift").path
        try "let n = 1".write(toFile: new, atomically: true, encoding: .utf8)
        var burst = SaveBurst(root: root.path, debouncer: ChangeDebouncer(quiet: 0.05, longest: 1))
        burst.record(new, created: true, at: 1)
        #expect(burst.flush(at: 2) == [new])
        burst.record(new, created: false, at: 3)
        burst.reset()
        #expect(burst.deadline == nil)
        #expect(burst.flush(at: 4) == nil)
    }
}
