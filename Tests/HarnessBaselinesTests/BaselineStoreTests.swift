import Foundation
import HarnessBaselines
import Testing

@Suite("Baseline store")
struct BaselineStoreTests {
    static let machine = MachineConfiguration(
        cpuModel: "AMD EPYC", coreCount: 2, architecture: "x86_64", operatingSystem: "Debian GNU/Linux 12")

    /// A fresh, empty folder for one test.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a missing file reads as empty; an update creates it; emptying it deletes it")
    func lifecycle() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = BaselineStore(directory: directory)
        #expect(try store.load().get().isEmpty)
        try store.update { $0.set(Baseline(average: 1), test: "M.C/t", metric: "m", on: Self.machine) }
        #expect(
            try store.load().get().baseline(test: "M.C/t", metric: "m", configurationID: Self.machine.identifier)
                == Baseline(average: 1))
        try store.update { $0.remove(test: "M.C/t", metric: "m", configurationID: Self.machine.identifier) }
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("an unreadable file is reported and never written over")
    func unreadableIsKept() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = BaselineStore(directory: directory)
        let garbage = Data(#"{"version": 9, "tests": {}}"#.utf8)
        try garbage.write(to: store.fileURL)
        guard case .failure(let error) = store.load() else {
            Issue.record("a future version was accepted")
            return
        }
        #expect(error.key == "version")
        #expect(throws: BaselineFileError.self) {
            try store.update { $0.set(Baseline(average: 1), test: "M.C/t", metric: "m", on: Self.machine) }
        }
        #expect(try Data(contentsOf: store.fileURL) == garbage)
    }

    @Test("writers that race lose nothing")
    func concurrentWriters() async throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = BaselineStore(directory: directory)
        let writers = 16
        // Each writer opens the folder itself, so their flocks exclude each other just as two
        // bundle processes' would.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<writers {
                group.addTask {
                    try store.update {
                        $0.set(
                            Baseline(average: Double(index)), test: "M.C/test\(index)", metric: "m", on: Self.machine)
                    }
                }
            }
            try await group.waitForAll()
        }
        let file = try store.load().get()
        #expect(file.tests.count == writers)
        for index in 0..<writers {
            #expect(
                file.baseline(test: "M.C/test\(index)", metric: "m", configurationID: Self.machine.identifier)?.average
                    == Double(index))
        }
    }

    @Test("an update applies to what another writer stored meanwhile")
    func mergeOnWrite() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = BaselineStore(directory: directory)
        let loadedEarly = try store.load().get()
        try BaselineStore(fileURL: store.fileURL).update {
            $0.set(Baseline(average: 1), test: "M.C/a", metric: "m", on: Self.machine)
        }
        try store.update { $0.set(Baseline(average: 2), test: "M.C/b", metric: "m", on: Self.machine) }
        #expect(loadedEarly.isEmpty)
        #expect(try store.load().get().tests.keys.sorted() == ["M.C/a", "M.C/b"])
    }

    @Test("a folder that cannot be written gives a one-line error naming the file")
    func unwritable() throws {
        let store = BaselineStore(directory: URL(fileURLWithPath: "/proc/harness-no-such-folder"))
        do {
            try store.update { $0.set(Baseline(average: 1), test: "M.C/t", metric: "m", on: Self.machine) }
            Issue.record("wrote into /proc")
        } catch {
            #expect(error.path == "/proc/harness-no-such-folder/PerformanceBaselines.json")
            #expect(!error.description.contains("\n"))
        }
    }
}
