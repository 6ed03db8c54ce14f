import Foundation
import HarnessModel

/// Which files `GET /api/attachment` may serve: the attachments this session kept, in its run
/// folder (the one `harness test --html` keeps them in, ``AttachmentStore/runFolder(packageRoot:started:)``),
/// and nothing else. A path with a `..` component is refused before anything is read, and so
/// is one whose real path (symbolic links followed) leaves the folder or is not a regular file.
///
/// A served file is sent as what its name says it is when that is an image or text the page
/// may show, else as a download; never as a page of its own (``UIRequestHandler`` adds
/// `nosniff` and a sandboxing Content-Security-Policy), since a test wrote it.
///
/// ```swift
/// let files = UIAttachmentFiles(folder: "/p/.build/harness/runs/2026-12-04T15-00-00Z-42")
/// try files.resolve("/p/.build/harness/runs/2026-12-04T15-00-00Z-42/M.C/t/attempt-1/01-screen.png").get().mediaType  // "image/png"
/// files.resolve("/etc/passwd")    // .failure(.outside("/etc/passwd"))
/// ```
package struct UIAttachmentFiles: Sendable {
    /// Why a file is not served, in one line, with its HTTP status.
    package enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        case traversal(String)
        case outside(String)
        case missing(String)

        package var description: String {
            switch self {
            case .empty: "name a kept attachment: ?file=/…/.build/harness/runs/…/01-name.txt"
            case .traversal(let path): "\(path): a path with '..' is refused; name the attachment's own file"
            case .outside(let path): "\(path) is not an attachment this session kept"
            case .missing(let path): "\(path) is no longer there (deleted, or the folder cleaned?)"
            }
        }

        /// 403 for what is never served, 404 for what is gone, 400 for no name at all.
        package var status: Int {
            switch self {
            case .empty: 400
            case .traversal, .outside: 403
            case .missing: 404
            }
        }
    }

    /// A file served: its bytes, its media type and whether the browser shows it in place.
    package struct File: Sendable, Equatable {
        package var path: String
        package var data: Data
        package var mediaType: String
        /// Shown in place (an image, text); anything else is offered as a download.
        package var inline: Bool
    }

    /// The session's run folder, absolute.
    package let folder: String

    package init(folder: String) {
        var folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        self.folder = folder
    }

    /// The kept attachment at `asked` (absolute, as the detail's link names it), or why not.
    package func resolve(_ asked: String) -> Result<File, Refusal> {
        guard !asked.isEmpty, !asked.contains("\0") else { return .failure(.empty) }
        if asked.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return .failure(.traversal(asked))
        }
        guard asked.hasPrefix(folder + "/") else { return .failure(.outside(asked)) }
        // The folder is made by the first kept attachment: before that, nothing is inside it.
        guard let real = UISourceFiles.realPath(asked) else { return .failure(.missing(asked)) }
        let realFolder = UISourceFiles.realPath(folder) ?? folder
        guard real.hasPrefix(realFolder + "/") else { return .failure(.outside(asked)) }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: real),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let handle = FileHandle(forReadingAtPath: real)
        else { return .failure(.missing(asked)) }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() ?? Data() else { return .failure(.missing(asked)) }
        let (mediaType, inline) = Self.mediaType(ofName: URL(fileURLWithPath: asked).lastPathComponent)
        return .success(File(path: asked, data: data, mediaType: mediaType, inline: inline))
    }

    /// The media type a kept file's name gives (the store names each file with its type's
    /// extension), and whether the page may show it in place. SVG is a download: it can hold
    /// script.
    package static func mediaType(ofName name: String) -> (String, inline: Bool) {
        switch (name as NSString).pathExtension.lowercased() {
        case "png": ("image/png", true)
        case "jpg", "jpeg": ("image/jpeg", true)
        case "gif": ("image/gif", true)
        case "webp": ("image/webp", true)
        case "txt", "log", "text", "json", "xml", "csv", "md", "swift": ("text/plain; charset=utf-8", true)
        default: ("application/octet-stream", false)
        }
    }
}
