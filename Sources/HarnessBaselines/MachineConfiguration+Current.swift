import Foundation
internal import HarnessProcess

extension MachineConfiguration {
    /// The configuration of the machine this process runs on.
    ///
    /// On Linux the CPU model comes from `/proc/cpuinfo` (`model name`, or `Model`/`Hardware`
    /// on ARM boards) and the operating system from `/etc/os-release`; elsewhere, from
    /// `ProcessInfo`. Anything unreadable becomes `unknown`, never an error: a machine without
    /// a readable CPU name still gets a stable identifier.
    ///
    /// ```swift
    /// print("baselines for \(MachineConfiguration.current().summary)")
    /// ```
    public static func current() -> MachineConfiguration {
        MachineConfiguration(
            cpuModel: cpuModelName() ?? "unknown CPU",
            coreCount: ProcessInfo.processInfo.processorCount,
            architecture: machineArchitecture(),
            operatingSystem: operatingSystemName()
        )
    }

    static func cpuModelName() -> String? {
        #if os(Linux)
            // Read whole (ProcFile: a machine's cpuinfo is many pages). An unreadable one makes
            // the CPU "unknown CPU", a name like any other.
            ProcFile.text(atPath: "/proc/cpuinfo").flatMap(cpuModelName(fromCPUInfo:))
        #else
            return nil
        #endif
    }

    /// The first `model name` (x86), else `Model` or `Hardware` (ARM) of a `/proc/cpuinfo` text.
    static func cpuModelName(fromCPUInfo text: String) -> String? {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if fields[key] == nil && !value.isEmpty { fields[key] = value }
        }
        let name = fields["model name"] ?? fields["Model"] ?? fields["Hardware"]
        return name.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    }

    static func machineArchitecture() -> String {
        var system = utsname()
        guard uname(&system) == 0 else { return "unknown" }
        return withUnsafeBytes(of: &system.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    static func operatingSystemName() -> String {
        #if os(Linux)
            // Failure ignored: without os-release the system is named "Linux", a name like any other.
            if let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
                let name = operatingSystemName(fromOSRelease: text)
            {
                return name
            }
            return "Linux"
        #else
            let version = ProcessInfo.processInfo.operatingSystemVersion
            return "macOS \(version.majorVersion).\(version.minorVersion)"
        #endif
    }

    /// `NAME VERSION_ID` from an `os-release` text (`Debian GNU/Linux 12`, `Ubuntu 24.04`).
    static func operatingSystemName(fromOSRelease text: String) -> String? {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            var value = String(line[line.index(after: equals)...])
            if value.count >= 2, value.first == "\"", value.last == "\"" {
                value = String(value.dropFirst().dropLast())
            }
            fields[String(line[..<equals])] = value
        }
        guard let name = fields["NAME"] else { return nil }
        return [name, fields["VERSION_ID"]].compactMap { $0 }.joined(separator: " ")
    }
}
