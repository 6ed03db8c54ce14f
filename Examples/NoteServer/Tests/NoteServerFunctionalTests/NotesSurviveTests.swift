import Foundation
import HarnessLaunch
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The built NoteServer, launched as users run it: on port 0, its notes API driven over HTTP,
/// killed with SIGKILL mid-way (no `applicationWillTerminate`, no compaction) and launched
/// again on the same data: every note it acknowledged is still there.
@Suite struct NotesSurviveTests {
    /// NoteServer on a free port with its store in `data`, its configuration service quick.
    func noteServer(data: URL) -> Program {
        var program = Program(product: "NoteServer")
        program.launchArguments = ["--data", data.path]
        program.launchEnvironment["NOTESERVER_CONFIG_LATENCY_MS"] = "0"
        program.launchEnvironment["NOTESERVER_CONFIG_URL"] = ""  // the built-in service, whatever the run set
        return program
    }

    @Test func acknowledgedNotesSurviveAKill() async throws {
        try await withLaunchScope { _ in
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("noteserver-functional-\(UUID())")
            defer { try? FileManager.default.removeItem(at: data) }

            let first = try await noteServer(data: data).launch()
            let client = NotesClient(baseURL: try #require(first.baseURL))
            #expect(try client.notes().count == 500)  // the sample notes of a new store
            #expect(try client.add(title: "Groceries", body: "eggs") == "#501 Groceries — eggs")
            #expect(try client.add(title: "Call", body: "the plumber") == "#502 Call — the plumber")

            first.send(signal: SIGKILL)
            #expect(await first.wait(for: .ended, timeout: .seconds(10)))
            #expect(first.state == .signaled(SIGKILL))
            #expect(!first.lines(of: .standardError).contains("NoteServer: willTerminate"))

            let second = try await noteServer(data: data).launch()
            #expect(second.baseURL != nil)
            let notes = try NotesClient(baseURL: try #require(second.baseURL)).notes()
            #expect(notes.suffix(2) == ["#501 Groceries — eggs", "#502 Call — the plumber"])
            #expect(await second.terminate() == .exited(status: 143))
            #expect(second.lines(of: .standardError).contains("NoteServer: willTerminate"))
        }
    }
}
