import Foundation
internal import HarnessProcess
internal import HarnessWire

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a split run's host groups one after another, each in a child process of this
/// bundle restricted to it (``BundleVariable/hostGroup``), with this process's standard
/// streams, and combines their statuses.
///
/// ```
/// NoteServerPackageTests.xctest            (no selection: three groups)
///   ├─ HARNESS_HOST_GROUP=                   library modules, no host
///   ├─ HARNESS_HOST_GROUP=NoteServerAppTests        launched with TestingAppDelegate
///   └─ HARNESS_HOST_GROUP=NoteServerLaunchTests     launched with the production delegate
/// ```
enum HostGroupProcesses {
    /// Runs each of `groups` in a child and returns the highest status (0 when all passed).
    ///
    /// - Parameters:
    ///   - arguments: this process's command line; options pass through, and the selection
    ///     is narrowed to what each group holds.
    ///   - selection: the validated selection, or nil for every test.
    ///   - settings: what the runner asked of this process; each child gets the same, with its
    ///     group (this process's environment no longer holds them).
    static func run(
        groups: [String], hosting: TestHosting, arguments: [String], selection: [String]?, settings: BundleSettings
    ) -> CInt {
        let options = optionArguments(arguments)
        var worst: CInt = 0
        for group in groups {
            var childArguments = options
            if let selection {
                let names = hosting.testNames(inGroup: group)
                let items = selection.filter { TestSelection([$0]).unmatchedItems(in: names).isEmpty }
                childArguments.append(items.joined(separator: String(BundleArgument.filterSeparator)))
            }
            var childSettings = settings
            childSettings.hostGroup = group
            let environment = ProcessInfo.processInfo.environment.merging(childSettings.environment) { $1 }
            worst = max(
                worst,
                runChild(
                    arguments: childArguments, environment: environment,
                    wireDescriptor: settings.wireFileDescriptor))
        }
        return worst
    }

    /// The command line without the executable and without the positional selection.
    private static func optionArguments(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            if argument == BundleArgument.testingLibrary.text, let value = iterator.next() {
                kept += [argument, value]
            } else if argument.hasPrefix("-") {
                kept.append(argument)
            }
        }
        return kept
    }

    /// Runs a child with this process's standard streams and, on the same number, its wire.
    private static func runChild(arguments: [String], environment: [String: String], wireDescriptor: Int32?) -> CInt {
        var request = SpawnRequest(executable: executablePath, arguments: arguments, environment: environment)
        request.standardInput = .inherit
        if let wireDescriptor, fcntl(wireDescriptor, F_GETFD) != -1 {
            request.inheritedDescriptors[wireDescriptor] = wireDescriptor
        }
        let pid: pid_t
        do {
            pid = try Spawner.spawn(request)
        } catch {
            FileHandle.standardError.write(
                Data("error: cannot start \(executablePath) for a host group: \(error)\n".utf8))
            return BundleExitCode.usage
        }
        return ExitWatcher.waitBlocking(for: pid).shellStatus
    }

    /// This executable, by the path it was started with when that has a folder (so the
    /// children's bundle suite name is the same), else as the kernel knows it.
    private static var executablePath: String {
        let started = CommandLine.arguments.first ?? ""
        if started.contains("/") { return URL(fileURLWithPath: started).path }
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    }
}
