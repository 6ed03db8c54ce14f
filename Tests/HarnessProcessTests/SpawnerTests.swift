import Foundation
import HarnessProcess
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a child gets from ``Spawner``: its standard three, the descriptors asked for on their
/// numbers and nothing else, its folder, its process group, default signals.
struct SpawnerTests {
    /// The descriptors `ls` sees open in itself, less the one it lists the folder with.
    private static let openDescriptors =
        "ls -l /proc/self/fd | awk '$NF !~ /^\\/proc\\// && $(NF-1) == \"->\" { print $(NF-2) }'"

    @Test func theChildHoldsOnlyItsStandardStreamsAndTheDescriptorsAskedFor() throws {
        // Descriptors this process holds without close-on-exec, as ones inherited from a parent
        // would be, below the highest number asked for and above it: only the spawner's closing
        // keeps them from the child.
        // The targets are numbered from the lowest free descriptor, whatever the other tests of
        // this process hold open at the time.
        let below = try Self.openNull()
        let targets: (Int32, Int32) = (below + 20, below + 30)
        let above = fcntl(below, F_DUPFD, below + 100)
        defer { for leaked in [below, above] { close(leaked) } }
        try #require(below >= 3 && above >= below + 100)
        let first = try Descriptors.pipe()
        let second = try Descriptors.pipe()
        defer { for end in [first.read, first.write, second.read, second.write] { close(end) } }
        var request = ChildRun.shell(Self.openDescriptors)
        request.inheritedDescriptors = [targets.0: first.write, targets.1: second.read]
        let run = try ChildRun.run(request)
        #expect(run.status.exitCode == 0)
        let numbers = Set(run.output.split(separator: "\n").compactMap { Int32($0) })
        #expect(numbers == [0, 1, 2, targets.0, targets.1], "\(run.output)")
    }

    /// `/dev/null`, open without close-on-exec on the lowest free number.
    private static func openNull() throws -> Int32 {
        let descriptor = open("/dev/null", O_RDONLY)
        try #require(descriptor >= 0)
        return descriptor
    }

    @Test func descriptorsNumberedLikeEachOthersTargetsArriveWhereAsked() throws {
        // Two pipes whose write ends swap numbers in the child: each source is another's target.
        let first = try Descriptors.pipe()
        let second = try Descriptors.pipe()
        defer { for end in [first.read, second.read] { close(end) } }
        // bash: dash redirects single-digit descriptors only.
        var request = SpawnRequest(
            executable: "/bin/bash", arguments: ["-c", "echo one >&\(second.write); echo two >&\(first.write)"],
            environment: [:])
        request.inheritedDescriptors = [first.write: second.write, second.write: first.write]
        let run = try ChildRun.run(request)
        close(first.write)
        close(second.write)
        #expect(run.status.exitCode == 0, "\(run.output)")
        var firstLines: [String] = []
        var secondLines: [String] = []
        LineReader.readAll(dup(first.read)) { firstLines.append(String($0)) }
        LineReader.readAll(dup(second.read)) { secondLines.append(String($0)) }
        #expect(firstLines == ["one"])
        #expect(secondLines == ["two"])
    }

    @Test func theChildStartsInItsWorkingFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spawner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = ChildRun.shell("pwd -P")
        request.workingDirectory = folder.path
        let run = try ChildRun.run(request)
        #expect(run.output == folder.resolvingSymlinksInPath().path)
        #expect(FileManager.default.currentDirectoryPath != folder.path)
    }

    @Test(arguments: [SpawnRequest.ProcessGroup.own, .inherit])
    func theChildLeadsAGroupOnlyWhenAsked(group: SpawnRequest.ProcessGroup) throws {
        var request = SpawnRequest(executable: "/bin/sleep", arguments: ["30"], environment: [:])
        request.processGroup = group
        let pid = try Spawner.spawn(request)
        let childGroup = getpgid(pid)
        kill(pid, SIGKILL)
        #expect(ExitWatcher.waitBlocking(for: pid).signal == SIGKILL)
        #expect(childGroup == (group == .own ? pid : getpgrp()))
    }

    @Test func signalsTheParentIgnoresHaveTheirDefaultActionInTheChild() throws {
        let previous = signal(SIGHUP, SIG_IGN)
        defer { signal(SIGHUP, previous) }
        let run = try ChildRun.run(ChildRun.shell("kill -HUP $$; echo survived"))
        #expect(run.status.signal == SIGHUP, "\(run.output)")
    }

    @Test func aMissingProgramIsOneLineNamingIt() {
        let request = SpawnRequest(executable: "/nonexistent/tool", environment: [:])
        #expect {
            try Spawner.spawn(request)
        } throws: { error in
            "\(error)" == "cannot start '/nonexistent/tool': No such file or directory"
        }
    }
}

/// ``Spawner/runReadingLines(_:streams:started:onLine:)``: one pipe, whole lines, the exit.
struct SpawnerLinesTests {
    @Test("output and errors on one pipe, in the order written; the identifier before the first line")
    func outputAndErrorsReachOnePipeInOrder() throws {
        var started: pid_t = 0
        var lines: [String] = []
        let status = try Spawner.runReadingLines(
            ChildRun.shell("echo one; echo two >&2; printf three; exit 3"), streams: .outputAndErrors,
            started: { started = $0 },
            onLine: { line in
                #expect(started > 0)
                lines.append(String(line))
            })
        #expect(lines == ["one", "two", "three"])
        #expect(status.exitCode == 3)
    }

    @Test("standard output alone: the errors go where the request says")
    func outputAloneLeavesTheErrorsOut() throws {
        var request = ChildRun.shell("echo one; echo two >&2")
        request.standardError = .null
        var lines: [String] = []
        let status = try Spawner.runReadingLines(request) { lines.append(String($0)) }
        #expect(lines == ["one"])
        #expect(status.exitCode == 0)
    }

    @Test func aProgramThatCannotStartThrows() {
        #expect(throws: SpawnFailure.self) {
            try Spawner.runReadingLines(SpawnRequest(executable: "/nonexistent/tool", environment: [:])) { _ in }
        }
    }
}

/// ``CloseOnExecSweep``: what a library opened without the flag gets it; the standard three
/// keep theirs.
struct CloseOnExecSweepTests {
    @Test func aDescriptorOpenedWithoutTheFlagIsMarkedAndTheStandardThreeAreLeft() throws {
        let opened = open("/dev/null", O_RDONLY)
        try #require(opened > 2)
        defer { close(opened) }
        let standard = (0...2).map { fcntl($0, F_GETFD) }
        #expect(fcntl(opened, F_GETFD) & FD_CLOEXEC == 0)
        #expect(CloseOnExecSweep.openDescriptors().contains(opened))
        #expect(CloseOnExecSweep.markAll() >= 1)
        #expect(fcntl(opened, F_GETFD) & FD_CLOEXEC != 0)
        #expect((0...2).map { fcntl($0, F_GETFD) } == standard)
    }
}
