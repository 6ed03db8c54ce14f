#if canImport(Glibc)
    import Glibc
#endif

/// Why a process could not be started, or a descriptor for it not made: one line that reads
/// after "failed to …" ("cannot start '/usr/bin/swift': No such file or directory").
package struct SpawnFailure: Error, CustomStringConvertible, Sendable {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }

    /// `what`, then the C library's text for `code`.
    static func system(_ what: String, code: Int32) -> SpawnFailure {
        SpawnFailure("\(what): \(String(cString: strerror(code)))")
    }
}
