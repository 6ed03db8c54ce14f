import Foundation

/// The commands of SwiftPM's last build, read from its llbuild manifest (`<scratch>/debug.yaml`):
/// what the overlay of Harness's XCTest reuses and compiles again (``XCTestOverlayPlan``).
///
/// SwiftPM writes the manifest one attribute a line, every value a JSON string or array
/// (`args: ["/usr/bin/swiftc","-module-name","Lib",…]`), each command under its quoted name
/// at two spaces in the `commands:` section. Only that shape is read: a line of another shape
/// inside a command is ignored, and a manifest with no command is an error.
///
/// ```swift
/// let manifest = try BuildManifest(contentsOf: "/p/.build/debug.yaml")
/// let compile = manifest.commands["C.Lib-x86_64-unknown-linux-gnu-debug.module"]
/// ```
struct BuildManifest: Sendable {
    /// One build step: its tool, the files it reads and writes, and its command line.
    struct Command: Sendable, Equatable {
        var name: String
        var tool: String = ""
        var inputs: [String] = []
        var outputs: [String] = []
        var arguments: [String] = []
    }

    /// Why the manifest could not be read.
    struct ReadError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot read SwiftPM's build manifest '\(path)': \(reason)" }
    }

    /// The commands by name.
    var commands: [String: Command]

    init(commands: [String: Command]) {
        self.commands = commands
    }

    init(contentsOf path: String) throws(ReadError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(path: path, reason: "no such file (has the package been built?)")
        }
        self.init(text: String(decoding: data, as: UTF8.self))
        guard !commands.isEmpty else { throw ReadError(path: path, reason: "it holds no command") }
    }

    /// Parses the manifest's text; lines outside `commands:` are skipped.
    init(text: String) {
        var commands: [String: Command] = [:]
        var current: Command?
        var inCommands = false
        for line in text.split(separator: "\n") {
            if !line.hasPrefix(" ") {
                if let command = current { commands[command.name] = command }
                current = nil
                inCommands = line == "commands:"
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("  \""), !line.hasPrefix("   "), line.hasSuffix("\":") {
                if let command = current { commands[command.name] = command }
                let quoted = line.dropFirst(2).dropLast()
                current = (Self.decode("[\(quoted)]") as [String]?)?.first.map { Command(name: $0) }
                continue
            }
            guard line.hasPrefix("    "), let colon = line.firstIndex(of: ":") else { continue }
            let key = line[line.index(line.startIndex, offsetBy: 4)..<colon]
            let value = String(line[line.index(after: colon)...].drop { $0 == " " })
            switch key {
            case "tool": current?.tool = value
            case "inputs": current?.inputs = Self.decode(value) ?? []
            case "outputs": current?.outputs = Self.decode(value) ?? []
            case "args": current?.arguments = Self.decode(value) ?? []
            default: break
            }
        }
        if let command = current { commands[command.name] = command }
        self.commands = commands
    }

    /// A JSON value of the manifest (an array of strings; a lone string is read inside one).
    private static func decode<Value: Decodable>(_ json: String) -> Value? {
        // Not that shape: nil, a value the manifest does not give (the plan then names what it lacks).
        try? JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }
}
