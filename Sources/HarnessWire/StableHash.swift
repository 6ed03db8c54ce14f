/// A 64-bit FNV-1a hash of text's UTF-8 bytes: the same value on every machine, in every
/// process and in every later Harness (unlike `Hasher`, which is seeded per process). What
/// outlives a run is keyed by it: `--partition hash:K/N` slices, and the short hash that ends
/// a machine configuration's identifier in committed baseline files.
///
/// ```swift
/// let slice = StableHash.fnv1a64("M.C/testA") % 3
/// ```
package enum StableHash {
    /// FNV-1a over `text`'s UTF-8 bytes.
    package static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
