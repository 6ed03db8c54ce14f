import HarnessWire

/// What makes timings comparable between two runs: the CPU model, how many cores, the
/// architecture and the operating system (Xcode's "run destination").
///
/// A baseline recorded on one configuration is never compared on another. The configuration
/// is named by a readable ``identifier`` that ends in a short hash of all four parts, so that
/// two machines whose readable parts happen to agree after shortening still differ:
///
/// ```swift
/// let machine = MachineConfiguration.current()
/// print(machine.identifier)   // "amd-epyc-2c-x86_64-debian-12-5f0c1d2e"
/// print(machine.summary)      // "AMD EPYC, 2 cores, x86_64, Debian GNU/Linux 12"
/// ```
public struct MachineConfiguration: Hashable, Codable, Sendable {
    /// The CPU's model name, as the operating system reports it (`/proc/cpuinfo` on Linux).
    public var cpuModel: String
    /// The number of processors the operating system has configured (not the process's
    /// affinity or cgroup quota, which can change from one run to the next).
    public var coreCount: Int
    /// The machine architecture, such as `x86_64` or `aarch64`.
    public var architecture: String
    /// The operating system's name and version, without the kernel's patch level (a kernel
    /// update should not orphan every baseline).
    public var operatingSystem: String

    /// Creates a configuration from its four parts.
    public init(cpuModel: String, coreCount: Int, architecture: String, operatingSystem: String) {
        self.cpuModel = cpuModel
        self.coreCount = coreCount
        self.architecture = architecture
        self.operatingSystem = operatingSystem
    }

    /// The stable, readable name the baseline file keys configurations by.
    public var identifier: String {
        let readable = [Self.slug(cpuModel), "\(coreCount)c", Self.slug(architecture), Self.slug(operatingSystem)]
            .filter { !$0.isEmpty }
            .joined(separator: "-")
        return "\(readable)-\(shortHash)"
    }

    /// Eight hexadecimal digits of a 64-bit FNV-1a hash over the four parts. FNV is used
    /// because it is fixed by its definition: unlike `Hasher`, it gives the same value in
    /// every process, on every platform, forever.
    public var shortHash: String {
        let hash = StableHash.fnv1a64("\(cpuModel)|\(coreCount)|\(architecture)|\(operatingSystem)")
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let hex = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// One line for people: `AMD EPYC, 2 cores, x86_64, Debian GNU/Linux 12`.
    public var summary: String {
        "\(cpuModel), \(coreCount) core\(coreCount == 1 ? "" : "s"), \(architecture), \(operatingSystem)"
    }

    /// Lower-case words joined by dashes, without the trademark noise CPU names carry, cut to
    /// a length that keeps identifiers readable (the hash keeps them distinct).
    static func slug(_ text: String) -> String {
        let noise: Set<String> = ["r", "tm", "cpu", "processor", "with", "radeon", "graphics", "gnu", "linux"]
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber || character == ".") {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        let kept = words.filter { !noise.contains($0) && !$0.hasSuffix("ghz") && $0 != "@" }
        return String(kept.joined(separator: "-").prefix(32)).trimmingTrailingDashes()
    }
}

extension String {
    fileprivate func trimmingTrailingDashes() -> String {
        var result = self
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }
}
