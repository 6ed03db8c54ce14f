import Testing

@testable import HarnessRunner
@testable import HarnessSession

/// The keys of watch mode's screen, read as raw bytes.
struct WatchKeyTests {
    @Test(arguments: [
        (UInt8(ascii: "a"), WatchKey.runAll), (UInt8(ascii: "A"), .runAll),
        (UInt8(ascii: "f"), .failedOnly), (UInt8(ascii: "\r"), .rerun), (UInt8(ascii: "\n"), .rerun),
        (UInt8(ascii: "q"), .quit), (3, .interrupt), (4, .quit),
    ])
    func bytesAreKeys(byte: UInt8, key: WatchKey) {
        #expect(WatchKey(byte: byte) == key)
    }

    @Test(arguments: [UInt8(ascii: "x"), 27, UInt8(ascii: " "), UInt8(ascii: "[")])
    func otherBytesAreNoKey(byte: UInt8) {
        #expect(WatchKey(byte: byte) == nil)
    }
}
