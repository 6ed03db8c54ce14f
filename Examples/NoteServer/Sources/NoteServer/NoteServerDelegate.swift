import AppHost
import Foundation
import NoteKit

/// NoteServer's production delegate: its launch does the slow things real apps do — opens
/// and migrates the store on disk, loads configuration over HTTP, starts the notes API and
/// background work. Exactly what a test host should skip (see `TestingAppDelegate` in
/// `NoteServerAppTests`).
///
/// Each step is a method of its own, so tests can exercise the delegate piece by piece:
///
/// ```swift
/// let delegate = NoteServerDelegate()
/// try delegate.openStore(at: temporaryFolder)
/// XCTAssertEqual(delegate.store?.notes.count, NoteStore.sampleCount)
/// ```
final class NoteServerDelegate: ApplicationDelegate {
    /// How many production delegates this process has created: the proof, in tests, that a
    /// test host's launch created none.
    static var instancesCreated = 0

    /// The variable naming the store's folder.
    static let dataVariable = "NOTESERVER_DATA"
    /// The variable naming a configuration service to use instead of the built-in one.
    static let configurationVariable = "NOTESERVER_CONFIG_URL"

    private(set) var store: NoteStore?
    private(set) var configuration: ServerConfiguration?
    private(set) var notesServer: LocalHTTPServer?
    private var configurationService: ConfigurationService?
    private var compactor: Compactor?

    init() {
        Self.instancesCreated += 1
    }

    func application(_ application: Application, willFinishLaunchingWithOptions options: LaunchOptions) async throws -> Bool {
        log("willFinishLaunching")
        return true
    }

    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) async throws -> Bool {
        log("didFinishLaunching")
        let folder = Self.dataFolder(options)
        do {
            try openStore(at: folder)
        } catch let error as NoteStore.OpenError {
            log("cannot use the store in \(folder.path): \(error)")
            return false
        }
        let configuration = try await loadConfiguration(options)
        try startNotesServer(configuration)
        return true
    }

    func applicationDidBecomeActive(_ application: Application) {
        log("didBecomeActive")
        if let port = notesServer?.port {
            FileHandle.standardOutput.write(Data("NoteServer: ready on http://127.0.0.1:\(port)\n".utf8))
        }
    }

    func applicationWillTerminate(_ application: Application) async {
        log("willTerminate")
        compactor?.stop()
        notesServer?.stop()
        configurationService?.stop()
        try? store?.compact()
        log("stopped")
    }

    /// The store's folder: `--data PATH`, else `NOTESERVER_DATA`, else `/tmp/noteserver-data`.
    static func dataFolder(_ options: LaunchOptions) -> URL {
        URL(fileURLWithPath: options["data"] ?? options.environment[dataVariable] ?? "/tmp/noteserver-data")
    }

    /// Opens and migrates the store in `folder`.
    func openStore(at folder: URL) throws {
        store = try NoteStore.openAndMigrate(at: folder)
    }

    /// Fetches the configuration from `NOTESERVER_CONFIG_URL`, or from the built-in service.
    @discardableResult
    func loadConfiguration(_ options: LaunchOptions) async throws -> ServerConfiguration {
        let url: String
        if let given = options.environment[Self.configurationVariable], !given.isEmpty {
            url = given
        } else {
            let milliseconds = options.environment[ConfigurationService.latencyVariable].flatMap(Int64.init) ?? 150
            let service = try ConfigurationService(latency: .milliseconds(milliseconds))
            configurationService = service
            url = service.url
        }
        let data = try await HTTPGet.body(of: url, timeout: 5)
        let loaded = try JSONDecoder().decode(ServerConfiguration.self, from: data)
        configuration = loaded
        return loaded
    }

    /// Starts the notes API and the background compactor.
    func startNotesServer(_ configuration: ServerConfiguration) throws {
        guard let store else { return }
        let greeting = configuration.greeting
        let server = try LocalHTTPServer(port: configuration.port) { request in
            switch (request.method, request.path) {
            case ("GET", "/"): (200, Data("\(greeting)\n".utf8))
            case ("GET", "/health"): (200, Data("ok\n".utf8))
            case ("GET", "/notes"): (200, Data(store.notes.map(\.summary).joined(separator: "\n").utf8))
            // POST /notes with "title\nbody": adds a note, durably, and answers its summary.
            case ("POST", "/notes"): Self.addNote(String(decoding: request.body, as: UTF8.self), to: store)
            default: (404, Data("not found\n".utf8))
            }
        }
        server.start()
        notesServer = server
        // A functional test that launched the server learns its port from here (HarnessLaunch).
        Application.current?.reportListening(on: "http://127.0.0.1:\(server.port)")
        let compactor = Compactor(store: store, every: configuration.compactionSeconds)
        compactor.start()
        self.compactor = compactor
    }

    /// Adds the note `text` describes (its first line the title, the rest the body).
    private nonisolated static func addNote(_ text: String, to store: NoteStore) -> (Int, Data) {
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard let title = lines.first, !title.isEmpty else { return (400, Data("a note needs a title\n".utf8)) }
        do {
            let note = try store.append(title: String(title), body: lines.count > 1 ? String(lines[1]) : "")
            return (200, Data("\(note.summary)\n".utf8))
        } catch {
            return (500, Data("cannot store the note: \(error)\n".utf8))
        }
    }

    private func log(_ message: String) {
        FileHandle.standardError.write(Data("NoteServer: \(message)\n".utf8))
    }
}
