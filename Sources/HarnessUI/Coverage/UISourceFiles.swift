import Foundation
import HarnessSession

/// Which files `GET /api/source` may serve: the package's own, and nothing else. A path is
/// taken relative to the package (or absolute inside it); one with a `..` component is refused
/// before anything is read, and so is one whose real path (symbolic links followed) leaves the
/// package, lies in a build folder or `.git`, is not a regular file, is larger than
/// ``largest`` bytes or is not UTF-8 text.
///
/// ```swift
/// let files = UISourceFiles(packageRoot: "/p")
/// try files.resolve("Sources/Counter/Counter.swift").get()   // ("/p/Sources/Counter/Counter.swift", its text)
/// files.resolve("../etc/passwd")                              // .failure(.traversal)
/// ```
package struct UISourceFiles: Sendable {
    /// Why a file is not served: each says so in one line, with its HTTP status.
    package enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        case traversal(String)
        case outside(String)
        case hidden(String)
        case missing(String)
        case notText(String)
        case tooLarge(String, bytes: Int)

        package var description: String {
            switch self {
            case .empty: "name a file of the package: ?file=Sources/Module/File.swift"
            case .traversal(let path): "\(path): a path with '..' is refused; name the file inside the package"
            case .outside(let path): "\(path) is not a file of this package"
            case .hidden(let path): "\(path) is build output or git's own: only the package's sources are served"
            case .missing(let path): "\(path) is not a file in this package (moved or deleted?)"
            case .notText(let path): "\(path) is not UTF-8 text"
            case .tooLarge(let path, let bytes): "\(path) is \(bytes) bytes: larger than the source view shows"
            }
        }

        /// 404 for a file that is not there, 403 for one never served, 413 for too large.
        package var status: Int {
            switch self {
            case .empty, .notText: 400
            case .traversal, .outside, .hidden: 403
            case .missing: 404
            case .tooLarge: 413
            }
        }
    }

    /// A file that may be served, found but not yet read.
    package struct Place: Sendable, Equatable {
        /// As the package names it (relative to its root).
        package var relative: String
        /// Absolute, as asked (not through its links): how coverage and the history record it.
        package var path: String
        /// With its links followed: what is read.
        package var real: String
    }

    /// A file served: where it is and its text.
    package struct File: Sendable, Equatable {
        /// As the package names it (relative to its root).
        package var relative: String
        /// Absolute, as asked (not through its links): how coverage and the history record it.
        package var path: String
        package var text: String
    }

    /// Four MiB: far beyond any source file a person reads.
    package static let largest = 4 << 20

    /// The package's root, absolute.
    package let root: String
    /// The root with its symbolic links followed.
    let realRoot: String

    package init(packageRoot: String) {
        var root = URL(fileURLWithPath: packageRoot).standardizedFileURL.path
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        self.root = root
        realRoot = Self.realPath(root) ?? root
    }

    /// The file `asked` names, read, or why it is refused.
    package func resolve(_ asked: String) -> Result<File, Refusal> {
        locate(asked).flatMap(read)
    }

    /// The file `asked` names, every check passed but reading it, or why it is refused.
    package func locate(_ asked: String) -> Result<Place, Refusal> {
        guard !asked.isEmpty, !asked.contains("\0") else { return .failure(.empty) }
        if asked.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return .failure(.traversal(asked))
        }
        let path: String
        if asked.hasPrefix("/") {
            guard asked.hasPrefix(root + "/") else { return .failure(.outside(asked)) }
            path = asked
        } else {
            path = root + "/" + asked
        }
        let relative = String(path.dropFirst(root.count + 1))
        guard let real = Self.realPath(path) else { return .failure(.missing(relative)) }
        guard real.hasPrefix(realRoot + "/") else { return .failure(.outside(relative)) }
        let inside = String(real.dropFirst(realRoot.count + 1))
        let parts = (relative.split(separator: "/") + inside.split(separator: "/"))
        if parts.contains(where: { $0 == ".git" || ChangeScope.isBuildFolder(name: $0) }) {
            return .failure(.hidden(relative))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder.boolValue,
            // Said below as missing.
            let attributes = try? FileManager.default.attributesOfItem(atPath: real),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return .failure(.missing(relative)) }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= Self.largest else { return .failure(.tooLarge(relative, bytes: size)) }
        return .success(Place(relative: relative, path: path, real: real))
    }

    /// The text of a file ``locate(_:)`` found.
    package func read(_ place: Place) -> Result<File, Refusal> {
        guard let handle = FileHandle(forReadingAtPath: place.real) else { return .failure(.missing(place.relative)) }
        // Closing a file only read loses nothing.
        defer { try? handle.close() }
        // Said below as not text.
        guard let data = try? handle.readToEnd() ?? Data(),
            let text = String(data: data, encoding: .utf8)
        else {
            return .failure(.notText(place.relative))
        }
        return .success(File(relative: place.relative, path: place.path, text: text))
    }

    /// `path` with every symbolic link followed; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
