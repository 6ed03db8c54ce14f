/// A process to start, as plain data: what to run, with which arguments, environment and working
/// folder, where its standard streams go, which other descriptors it inherits and whether it
/// leads a process group of its own. ``Spawner`` starts it.
///
/// ```swift
/// var request = SpawnRequest(executable: "/p/.build/debug/PPackageTests.xctest", arguments: ["M.C"])
/// request.standardOutput = .file("/tmp/run/w3.out")
/// request.inheritedDescriptors = [3: wire.write]      // the wire pipe's end, as 3 in the child
/// request.processGroup = .own                          // kill(-pid, …) ends it and its children
/// let pid = try Spawner.spawn(request)
/// ```
package struct SpawnRequest: Sendable {
    /// Where one of the child's standard streams (0, 1 or 2) comes from or goes.
    package enum Stream: Hashable, Sendable {
        /// This process's own descriptor of the same number.
        case inherit
        /// `/dev/null`.
        case null
        /// A file, opened for reading (standard input) or created and truncated (output).
        case file(String)
        /// One of this process's descriptors, duplicated onto the stream's number.
        case descriptor(Int32)
    }

    /// Whose process group the child joins.
    package enum ProcessGroup: Hashable, Sendable {
        /// This process's: an interrupt from the terminal reaches the child as it reaches us.
        case inherit
        /// One the child leads (its group identifier is its process identifier), so that a
        /// signal to the group ends it together with everything it started.
        case own
    }

    /// An absolute path (``Spawner`` looks nothing up; ``ExecutablePath`` does).
    package var executable: String
    /// The arguments after the program's name (`argv[0]` is `executable`).
    package var arguments: [String]
    /// The child's whole environment.
    package var environment: [String: String]
    /// Where the child starts; this process's working folder when nil.
    package var workingDirectory: String?
    package var standardInput: Stream = .null
    package var standardOutput: Stream = .inherit
    package var standardError: Stream = .inherit
    /// Number in the child → descriptor in this process, for descriptors beyond the standard
    /// three (a wire pipe on 3). Every other descriptor is closed in the child.
    package var inheritedDescriptors: [Int32: Int32] = [:]
    package var processGroup: ProcessGroup = .inherit

    package init(
        executable: String, arguments: [String] = [], environment: [String: String],
        workingDirectory: String? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    /// Every descriptor the child gets on a number, standard streams included: number in the
    /// child → what it is in this process (`nil` for `/dev/null` or a file, opened in the child).
    var descriptorTargets: [Int32: Stream] {
        var targets: [Int32: Stream] = [0: standardInput, 1: standardOutput, 2: standardError]
        for (number, descriptor) in inheritedDescriptors { targets[number] = .descriptor(descriptor) }
        return targets
    }
}
