import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat(2)` says of one file, as much as tells whether it changed without reading it:
/// size, modification and status-change times in nanoseconds, inode. A same-size edit within
/// one clock tick keeps all four; ``BuildFingerprint`` covers that case with a content hash.
///
/// ```swift
/// let status = FileStatus.of("/pkg/Sources/A/A.swift")   // nil when it cannot be read
/// let entries = FileStatus.tree(under: "/pkg")              // every file and folder, hidden ones aside
/// ```
struct FileStatus: Hashable, Sendable {
    enum Kind: String, Sendable {
        case file = "f"
        case folder = "d"
        /// A path `stat` cannot follow (a dangling link, no permission): recorded as such, so
        /// that it becoming readable counts as a change.
        case unreadable = "?"
    }

    var kind: Kind
    var size: Int64
    /// Last modification, nanoseconds since 1970.
    var modified: Int64
    /// Last status change (not settable by tools that restore an older `mtime`), nanoseconds.
    var changed: Int64
    var inode: UInt64
    var device: UInt64

    static let unreadable = FileStatus(kind: .unreadable, size: 0, modified: 0, changed: 0, inode: 0, device: 0)
    /// A folder: its own dates move with every editor's swap file inside it; what matters is
    /// what it holds, which ``tree(under:)`` records entry by entry.
    static let folder = FileStatus(kind: .folder, size: 0, modified: 0, changed: 0, inode: 0, device: 0)

    /// The status of `path`, following symbolic links; nil when there is nothing to follow.
    static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        return FileStatus(
            kind: isFolder ? .folder : .file, size: Int64(info.st_size),
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec), inode: UInt64(info.st_ino),
            device: UInt64(info.st_dev))
    }

    /// Every entry under `root` (absolute paths), folders included and descended into, entries
    /// whose name starts with a dot left out (`.build`, `.git`, `.swiftpm`: SwiftPM ignores
    /// hidden files in targets too). Symbolic links are followed, each folder once. A folder
    /// that cannot be listed is one unreadable entry; a missing `root` is none.
    static func tree(under root: String) -> [(path: String, status: FileStatus)] {
        var entries: [(path: String, status: FileStatus)] = []
        var visited: Set<[UInt64]> = []
        if let status = of(root), status.kind == .folder {
            visited.insert([status.device, status.inode])
            walk(root, into: &entries, visited: &visited)
        }
        return entries
    }

    private static func walk(
        _ folder: String, into entries: inout [(path: String, status: FileStatus)], visited: inout Set<[UInt64]>
    ) {
        guard let stream = opendir(folder) else {
            entries.append((folder, .unreadable))
            return
        }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(stream)
        for name in names {
            let path = "\(folder)/\(name)"
            guard let status = of(path) else {
                entries.append((path, .unreadable))
                continue
            }
            guard status.kind == .folder else {
                entries.append((path, status))
                continue
            }
            entries.append((path, .folder))
            if visited.insert([status.device, status.inode]).inserted { walk(path, into: &entries, visited: &visited) }
        }
    }
}
