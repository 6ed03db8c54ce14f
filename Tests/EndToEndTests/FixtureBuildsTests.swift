import Foundation
import Synchronization
import Testing

/// The one helper every fixture's build goes through: built once however many tests ask at
/// once, and a failure said in one line that names the fixture.
@Suite("FixtureBuilds: each fixture built once per test process")
struct FixtureBuildsTests {
    @Test("twenty callers at once share one build and its value")
    func onceUnderConcurrency() async throws {
        let name = FixtureBuildName(RepositoryPaths.fixture(named: "Nowhere-\(UUID())"), variant: "counted")
        let builds = Counter()
        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    try await FixtureBuilds.once(name) {
                        try await Task.sleep(nanoseconds: 50_000_000)
                        return builds.increment()
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(builds.value == 1)
        #expect(values == Array(repeating: 1, count: 20))
    }

    @Test("a failed build fails every caller with one first line naming the fixture and the command")
    func failureIsOneLine() async throws {
        let name = FixtureBuildName(RepositoryPaths.fixture(named: "Broken-\(UUID())"), variant: "harness")
        for _ in 0..<2 {
            let error = await #expect(throws: FixtureBuildFailure.self) {
                try await FixtureBuilds.command(name) {
                    try await CommandRunner.run(
                        tool: "sh", arguments: ["-c", "echo 'error: no such module' >&2; exit 3"])
                }
            }
            let firstLine = error.map { String(describing: $0).split(separator: "\n").first.map(String.init) ?? "" }
            #expect(
                firstLine?.hasPrefix(
                    "The fixture Fixtures/\(name.folder.dropFirst("Fixtures/".count)) (harness) did not build: ")
                    == true)
            #expect(firstLine?.hasSuffix("exited 3; its log follows.") == true, "\(firstLine ?? "")")
            #expect(error.map { String(describing: $0).contains("error: no such module") } == true)
        }
    }
}

/// A count that any task may raise.
private final class Counter: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func increment() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}
