import Foundation

/// Debian's Chromium, headless, as a real browser for the HTML report: it loads a page, runs
/// its script, and gives back the DOM as the browser sees it, or a screenshot.
/// `Scripts/test.sh` installs it when it is missing (as it installs xmllint).
///
/// Root (as in CI and the sandbox) needs `--no-sandbox`: Chromium refuses to start its
/// sandbox as root.
///
/// ```swift
/// let dom = try HeadlessBrowser.dumpDOM(of: pageURL)
/// try HeadlessBrowser.screenshot(of: pageURL, to: png, width: 390, height: 1400)
/// ```
enum HeadlessBrowser {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The browser's path; a clear failure when it is not installed.
    static func executable() throws -> String {
        for candidate in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        throw Failure(
            description:
                "Chromium is not installed: run Scripts/test.sh (it installs Debian's chromium) or apt-get "
                + "install chromium"
        )
    }

    static let flags = [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
        "--no-first-run", "--disable-extensions", "--virtual-time-budget=2000",
    ]

    /// The page's DOM after its script ran (`--dump-dom`).
    static func dumpDOM(of url: URL) throws -> String {
        let output = try run(flags + ["--dump-dom", url.absoluteString])
        guard !output.isEmpty else { throw Failure(description: "Chromium printed no DOM for \(url.path)") }
        return output
    }

    /// A PNG of the page at the given window size.
    static func screenshot(of url: URL, to file: URL, width: Int, height: Int) throws {
        try? FileManager.default.removeItem(at: file)
        _ = try run(flags + ["--screenshot=\(file.path)", "--window-size=\(width),\(height)", url.absoluteString])
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw Failure(description: "Chromium wrote no screenshot to \(file.path)")
        }
    }

    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        process.arguments = arguments
        // A profile of its own, so runs in parallel never share a lock.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "harness-chromium-\(UUID().uuidString)")
        process.arguments?.insert("--user-data-dir=\(profile.path)", at: 0)
        defer { try? FileManager.default.removeItem(at: profile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "Chromium exited with \(process.terminationStatus) for \(arguments.last ?? "")")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
