import Foundation
import HarnessProcess

#if canImport(Glibc)
    import Glibc
#endif

/// Starts a program through HarnessProcess's ``Spawner``: its standard input, output and error
/// on pipes the launcher holds, and the AppHost ready channel (one end of a socket pair) on
/// descriptor 3; no other descriptor of the test process reaches it.
///
/// The program stays in the test process's process group: a runner that ends a hung test's
/// worker group (`kill(-pgid, …)`) ends the programs its tests launched with it. A program that
/// outlived its test holds none of the test process's pipes (a runner's, an event stream), so
/// whoever waits for their end (the runner, a test's own reader) never waits with it.
///
/// ```swift
/// let started = try ProgramSpawner.spawn(executable: path, arguments: [], environment: environment, directory: folder)
/// ```
enum ProgramSpawner {
    /// The descriptor number the ready channel has in the program.
    static let readyDescriptor: Int32 = 3

    /// The launcher's ends of a started program's descriptors.
    struct Started: Sendable {
        var processIdentifier: pid_t
        var standardInput: Int32
        var standardOutput: Int32
        var standardError: Int32
        var ready: Int32
    }

    static func spawn(executable: String, arguments: [String], environment: [String: String], directory: String)
        throws(SpawnFailure) -> Started
    {
        var made: [Int32] = []
        do {
            let input = try Descriptors.pipe()
            made += [input.read, input.write]
            let output = try Descriptors.pipe()
            made += [output.read, output.write]
            let error = try Descriptors.pipe()
            made += [error.read, error.write]
            // A socket, so that an app writing its ready record after the launcher went away
            // gets an error, not SIGPIPE.
            let (launcher, program) = try Descriptors.socketPair(SOCK_STREAM)
            made += [launcher, program]
            var request = SpawnRequest(
                executable: executable, arguments: arguments, environment: environment, workingDirectory: directory)
            request.standardInput = .descriptor(input.read)
            request.standardOutput = .descriptor(output.write)
            request.standardError = .descriptor(error.write)
            request.inheritedDescriptors = [readyDescriptor: program]
            let pid = try Spawner.spawn(request)
            // The program's ends are closed here once it has them.
            for descriptor in [input.read, output.write, error.write, program] { close(descriptor) }
            return Started(
                processIdentifier: pid, standardInput: input.write, standardOutput: output.read,
                standardError: error.read, ready: launcher)
        } catch {
            for descriptor in made { close(descriptor) }
            throw error
        }
    }
}
