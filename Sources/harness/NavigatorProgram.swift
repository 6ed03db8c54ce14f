import Foundation
import HarnessCommandOptions
import HarnessModel
import HarnessProcess
import HarnessSession

/// The `harness-ui` program beside this `harness`: found, built once if this `harness` sits in a
/// SwiftPM build folder of Harness's checkout (`swift run harness ui` from a fresh clone), then
/// run in this process's place, so Ctrl-C and the exit code are the navigator's own.
///
/// ```swift
/// try NavigatorProgram.locate().exec(arguments: ["--package-path", "Examples/Calculator"])
/// ```
struct NavigatorProgram {
    static let name = "harness-ui"

    let path: String

    /// The program beside `harness`, built first when it is missing and can be built.
    static func locate() throws(HarnessFailure) -> NavigatorProgram {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let folder = executable.deletingLastPathComponent()
        let candidate = folder.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: candidate) { return NavigatorProgram(path: candidate) }
        guard let root = HarnessLocation.root(), let layout = BuildFolderLayout(productsFolder: folder) else {
            throw HarnessFailure(
                "harness ui runs \(name), which is not beside \(executable.path): build it where you built harness "
                    + "(swift build --product \(name))",
                code: RunnerExitCode.badInput)
        }
        try build(root: root, layout: layout)
        guard FileManager.default.isExecutableFile(atPath: candidate) else {
            throw HarnessFailure(
                "swift build --product \(name) finished but left no \(candidate): build it by hand and retry",
                code: RunnerExitCode.badInput)
        }
        return NavigatorProgram(path: candidate)
    }

    /// Replaces this process with the navigator; returns only by throwing.
    func exec(arguments: [String]) throws(HarnessFailure) {
        let argv = ([Self.name] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        throw HarnessFailure("cannot run \(path): \(reason)", code: RunnerExitCode.badInput)
    }

    private static func build(root: String, layout: BuildFolderLayout) throws(HarnessFailure) {
        FileHandle.standardError.write(
            Data(
                "harness ui: building \(name), the navigator (once; a program of its own so harness builds quicker)\n"
                    .utf8))
        var request = SpawnRequest(
            executable: PackageBuilder.defaultSwift(in: ProcessInfo.processInfo.environment),
            arguments: [
                "build", "--package-path", root, "--scratch-path", layout.scratchPath, "-c", layout.configuration,
                "--product", name,
            ],
            environment: ProcessInfo.processInfo.environment)
        // The build's own lines go to standard error, as harness test's build progress does.
        request.standardInput = .inherit
        request.standardOutput = .descriptor(2)
        let pid: pid_t
        do {
            pid = try Spawner.spawn(request)
        } catch {
            throw HarnessFailure("cannot start swift build for \(name): \(error)", code: RunnerExitCode.badInput)
        }
        let status = ExitWatcher.waitBlocking(for: pid).shellStatus
        guard status == 0 else {
            throw HarnessFailure(
                "swift build --product \(name) in \(root) failed (status \(status)): see its output above",
                code: RunnerExitCode.buildFailed)
        }
    }
}
