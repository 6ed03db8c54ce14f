import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Watches folders for saved, created, moved and deleted files with Linux's inotify (no
/// polling), and calls back with each relevant file's absolute path (and whether the event
/// created it) from a reader thread.
///
/// Folders are watched whole trees at a time (hidden folders and `.build` left out); a folder
/// created later inside a watched tree is watched as soon as its creation is seen. The package's
/// root is watched for its manifests only (`Package.swift`, `Package@swift-*.swift`).
///
/// ```swift
/// let watcher = try FileWatcher { path, created in inbox.post(.fileChanged(path, created: created)) }
/// watcher.watchTree("/p/Sources")
/// watcher.watchManifests(in: "/p")
/// watcher.start()
/// defer { watcher.stop() }
/// ```
package final class FileWatcher: @unchecked Sendable {
    // @unchecked: `folders` is only touched under `lock`; the descriptors never change.

    /// Why inotify could not be used.
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    private struct Folder {
        var path: String
        var manifestsOnly: Bool
    }

    private let descriptor: Int32
    private let stopPipe: (read: Int32, write: Int32)
    private let onChange: @Sendable (String, Bool) -> Void
    private let lock = NSLock()
    private var folders: [Int32: Folder] = [:]
    private var reader: Thread?

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)

    package init(onChange: @escaping @Sendable (String, Bool) -> Void) throws(Problem) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw Problem(description: "cannot watch files: inotify_init1 failed (\(String(cString: strerror(errno))))")
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            throw Problem(description: "cannot watch files: no pipe (\(String(cString: strerror(errno))))")
        }
        // Workers and builds must not inherit either end.
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        stopPipe = (ends[0], ends[1])
        self.onChange = onChange
    }

    deinit {
        close(descriptor)
        close(stopPipe.read)
        close(stopPipe.write)
    }

    /// How many folders are watched.
    package var folderCount: Int { lock.withLock { folders.count } }

    /// Watches `path` and every folder below it (hidden ones and `.build` left out).
    package func watchTree(_ path: String) {
        guard add(path, manifestsOnly: false) else { return }
        // A folder gone since it was added has no children to watch.
        let children = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in children.sorted() where !name.hasPrefix(".") {
            let child = "\(path)/\(name)"
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue {
                watchTree(child)
            }
        }
    }

    /// Watches `root` itself for its manifests only.
    package func watchManifests(in root: String) {
        _ = add(root, manifestsOnly: true)
    }

    /// Starts the reader thread.
    package func start() {
        let thread = Thread { [self] in readEvents() }
        thread.name = "harness watch inotify"
        reader = thread
        thread.start()
    }

    /// Stops the reader thread (it sees the stop pipe and returns).
    package func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
    }

    /// Whether a file of this name can be a source change: editors' swap, backup and probe
    /// files are not.
    package static func isRelevant(name: String) -> Bool {
        if name.isEmpty || name.hasPrefix(".") || name.hasSuffix("~") { return false }
        if name == "4913" { return false }  // vim's probe that a folder is writable
        for suffix in [".swp", ".swx", ".swo", ".tmp", ".orig"] where name.hasSuffix(suffix) { return false }
        return true
    }

    /// Whether a name in the root folder is a manifest.
    package static func isManifest(name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    @discardableResult
    private func add(_ path: String, manifestsOnly: Bool) -> Bool {
        let flags = Self.mask | UInt32(IN_ONLYDIR) | UInt32(IN_EXCL_UNLINK)
        let watch = inotify_add_watch(descriptor, path, flags)
        guard watch >= 0 else { return false }
        lock.withLock { folders[watch] = Folder(path: path, manifestsOnly: manifestsOnly) }
        return true
    }

    private func readEvents() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var polls = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&polls, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, polls[1].revents == 0 else { return }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            for event in Self.events(in: buffer.prefix(count)) { handle(event) }
        }
    }

    private func handle(_ event: (watch: Int32, mask: UInt32, name: String)) {
        guard let folder = lock.withLock({ folders[event.watch] }) else { return }
        if event.mask & UInt32(IN_IGNORED) != 0 {
            lock.withLock { _ = folders.removeValue(forKey: event.watch) }
            return
        }
        let path = "\(folder.path)/\(event.name)"
        let created = event.mask & UInt32(IN_CREATE) != 0
        if folder.manifestsOnly {
            if Self.isManifest(name: event.name) { onChange(path, created) }
            return
        }
        if event.mask & UInt32(IN_ISDIR) != 0 {
            // A new folder (or one moved in): watch it, and count what it already holds.
            if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !event.name.hasPrefix(".") { watchTree(path) }
            if !event.name.hasPrefix(".") { onChange(path, created) }
            return
        }
        if Self.isRelevant(name: event.name) { onChange(path, created) }
    }

    /// Splits a read's bytes into inotify events: a fixed header (watch, mask, cookie, name
    /// length) then the name, padded with NULs.
    static func events(in bytes: ArraySlice<UInt8>) -> [(watch: Int32, mask: UInt32, name: String)] {
        var events: [(watch: Int32, mask: UInt32, name: String)] = []
        let header = MemoryLayout<inotify_event>.size
        var offset = bytes.startIndex
        while offset + header <= bytes.endIndex {
            let (watch, mask, length) = bytes.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                let base = offset - bytes.startIndex
                return (
                    raw.loadUnaligned(fromByteOffset: base, as: Int32.self),
                    raw.loadUnaligned(fromByteOffset: base + 4, as: UInt32.self),
                    Int(raw.loadUnaligned(fromByteOffset: base + 12, as: UInt32.self))
                )
            }
            let nameStart = offset + header
            let nameEnd = min(nameStart + length, bytes.endIndex)
            let nameBytes = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
            events.append((watch, mask, String(decoding: nameBytes, as: UTF8.self)))
            offset = nameEnd
        }
        return events
    }
}
