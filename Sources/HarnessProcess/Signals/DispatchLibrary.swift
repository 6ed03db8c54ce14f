import Foundation

/// Where libdispatch's code is mapped in this process, read once from `/proc/self/maps`: a signal
/// handler inside it is libdispatch's (its handler is a static function, so no symbol names it).
/// The file is read to its end (``ProcFile``): a read that took one page missed libdispatch
/// whenever the loader mapped it late (one launch in five).
package enum DispatchLibrary {
    private static let ranges: [ClosedRange<UInt>] = {
        // No maps (no /proc): no handler is taken for libdispatch's, as before it was known.
        guard let maps = ProcFile.text(atPath: "/proc/self/maps") else { return [] }
        return maps.split(separator: "\n").compactMap { line in
            // `7f12a000-7f12b000 r-xp 00000000 08:01 1234 /usr/lib/swift/linux/libdispatch.so`
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[5].hasSuffix("/libdispatch.so") else { return nil }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let low = UInt(bounds[0], radix: 16), let high = UInt(bounds[1], radix: 16),
                low < high
            else { return nil }
            return low...(high - 1)
        }
    }()

    /// Whether `address` lies in libdispatch's mapped code.
    package static func contains(address: UInt) -> Bool {
        ranges.contains { $0.contains(address) }
    }
}
