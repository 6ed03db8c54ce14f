import Foundation
import HarnessProcess
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Lines come out whole however the bytes were cut, and the last one even without a line end.
struct LineReaderTests {
    private static let text = Array("alpha\nbeta\n\nγάμμα\nlast".utf8)

    @Test(arguments: 0...text.count)
    func linesAreWholeWhereverTheBytesAreCut(cut: Int) {
        var assembler = LineAssembler()
        var lines = assembler.take(Self.text[0..<cut]).map(String.init)
        lines += assembler.take(Self.text[cut...]).map(String.init)
        #expect(lines == ["alpha", "beta", "", "γάμμα"])
        #expect(assembler.finish().map(String.init) == "last")
        #expect(assembler.finish() == nil)
    }

    @Test func byteByByteLinesAreTheSame() {
        var assembler = LineAssembler()
        let lines = Self.text.indices.flatMap { assembler.take(Self.text[$0...$0]) }.map(String.init)
        #expect(lines == ["alpha", "beta", "", "γάμμα"])
        #expect(assembler.finish().map(String.init) == "last")
    }

    @Test func aPipeWrittenInPiecesIsReadAsLinesThenItsEnd() async throws {
        let pipe = try Descriptors.pipe()
        let (lines, continuation) = AsyncStream.makeStream(of: String.self)
        LineReader.start(pipe.read, onLine: { continuation.yield(String($0)) }, onEnd: { continuation.finish() })
        for piece in ["al", "pha\nbe", "ta\n", "\nno line end"] {
            _ = piece.withCString { write(pipe.write, $0, strlen($0)) }
        }
        close(pipe.write)
        var read: [String] = []
        for await line in lines { read.append(line) }
        #expect(read == ["alpha", "beta", "", "no line end"])
    }
}
