import Foundation
import Testing

/// What a Swift Testing test sees, and what the processes it starts see (a tool it runs, an
/// exit test's child): the environment `swift test` gives them, no runner variable.
@Suite struct SwiftTestingEnvironmentTests {
    @Test func environmentHoldsNoRunnerVariable() {
        #expect(RunnerVariables.present(in: ProcessInfo.processInfo.environment) == [])
    }

    @Test func startedProcessSeesNoRunnerVariable() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let names = String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            String($0.prefix { $0 != "=" })
        }
        #expect(process.terminationStatus == 0)
        #expect(RunnerVariables.present(in: names) == [])
    }

    @Test func exitTestChildSeesNoRunnerVariable() async {
        await #expect(processExitsWith: .success) {
            let present = RunnerVariables.present(in: ProcessInfo.processInfo.environment)
            if !present.isEmpty {
                FileHandle.standardError.write(Data("runner variables: \(present)\n".utf8))
                exit(1)
            }
        }
    }
}

/// The variables a runner might hand a test process: every `HARNESS_` name but those a user
/// sets (the fixture's selector, the baseline settings).
enum RunnerVariables {
    static let userSettings: Set = [
        "HARNESS_FIXTURE_XCTEST", "HARNESS_BASELINE", "HARNESS_PERFORMANCE_STRICT", "HARNESS_BASELINE_DIR",
    ]

    static func present(in names: some Sequence<String>) -> [String] {
        names.filter { $0.hasPrefix("HARNESS_") && !userSettings.contains($0) }.sorted()
    }

    static func present(in environment: [String: String]) -> [String] {
        present(in: environment.keys)
    }
}
