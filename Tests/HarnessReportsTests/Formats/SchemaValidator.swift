import Foundation
import HarnessTestSupport

/// Validates an XML file against `Resources/junit.xsd` with `xmllint` (Debian's
/// `libxml2-utils`; `.ci/run` installs it), a real validator rather than our own reading.
enum SchemaValidator {
    struct Outcome {
        var status: Int32
        var messages: String
        var isValid: Bool { status == 0 }
    }

    static var schema: URL { ReportSamples.resources.appendingPathComponent("junit.xsd") }

    static func validate(_ data: Data) throws -> Outcome {
        let directory = try ReportSamples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.xml")
        try data.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xmllint", "--noout", "--schema", schema.path, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, messages: String(decoding: messages, as: UTF8.self))
    }
}
