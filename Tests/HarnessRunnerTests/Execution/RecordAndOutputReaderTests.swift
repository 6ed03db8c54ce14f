import Foundation
import HarnessProcess
import Testing

@testable import HarnessRunner

#if canImport(Glibc)
    import Glibc
#endif

/// A Swift Testing worker's records and output, each on a channel of its own: a record reaches
/// the runner whole however its bytes were written, output never mixes into it, and each write
/// of output comes with the time it was made.
@Suite(.serialized)
struct RecordAndOutputReaderTests {
    /// What the reader handed on, in order.
    enum Piece: Equatable {
        case record(String)
        case output(String)
    }

    /// Every output packet's time, in the order received.
    final class Times: @unchecked Sendable {
        // @unchecked: written under `lock` from the reader's thread, read after it ended.
        private let lock = NSLock()
        private var times: [Double?] = []
        func add(_ time: Double?) { lock.withLock { times.append(time) } }
        var all: [Double?] { lock.withLock { times } }
    }

    final class Collected: @unchecked Sendable {
        // @unchecked: written under `lock` from the reader's thread, read after `ended`.
        private let lock = NSLock()
        private var pieces: [Piece] = []
        let ended = DispatchSemaphore(value: 0)
        func add(_ piece: Piece) { lock.withLock { pieces.append(piece) } }
        var all: [Piece] { lock.withLock { pieces } }
    }

    static func write(_ descriptor: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Starts a reader on two fresh pipes; returns their write ends and what it collects.
    static func reader(times: Times = Times()) throws -> (records: Int32, output: Int32, collected: Collected) {
        let records = try Descriptors.pipe()
        let output = try TimedOutput.makeChannel()
        let collected = Collected()
        RecordAndOutputReader.start(
            records: records.read, output: output.read,
            onRecord: { collected.add(.record(String($0))) },
            onOutput: { packet in
                times.add(packet.time)
                collected.add(.output(String(decoding: packet.bytes, as: UTF8.self)))
            },
            onEnd: { collected.ended.signal() })
        return (records.write, output.write, collected)
    }

    /// Each write is one packet, stamped with the moment it was written (the wall clock Swift
    /// Testing's records carry), not the moment it was read.
    @Test func eachWriteComesWithTheTimeItWasWritten() throws {
        let times = Times()
        let (records, output, collected) = try Self.reader(times: times)
        let before = Date().timeIntervalSince1970
        Self.write(output, "first\n")
        let between = Date().timeIntervalSince1970
        Thread.sleep(forTimeInterval: 0.2)
        Self.write(output, "second\n")
        let after = Date().timeIntervalSince1970
        close(records)
        close(output)
        #expect(collected.ended.wait(timeout: .now() + 5) == .success)
        #expect(collected.all == [.output("first\n"), .output("second\n")])
        let stamps = times.all.compactMap { $0 }
        #expect(stamps.count == 2)
        #expect(stamps.first.map { $0 >= before - 0.001 && $0 <= between + 0.001 } == true, "\(stamps) \(before)")
        #expect(stamps.last.map { $0 >= between + 0.19 && $0 <= after + 0.001 } == true, "\(stamps) \(between)")
    }

    /// Swift Testing writes a record, then its line end, in two calls; a test printing in
    /// between (issue 33) cut it on a shared pipe. Here it arrives whole, the output beside it.
    @Test func aRecordWrittenInPiecesArrivesWholeWhateverIsPrintedMeanwhile() throws {
        let (records, output, collected) = try Self.reader()
        Self.write(records, #"{"kind":"event","#)
        Self.write(output, "a line printed meanwhile\n")
        Thread.sleep(forTimeInterval: 0.05)
        Self.write(records, #""version":0}"#)
        Self.write(output, "another line\n")
        Thread.sleep(forTimeInterval: 0.05)
        Self.write(records, "\n")
        close(records)
        close(output)
        #expect(collected.ended.wait(timeout: .now() + 5) == .success)
        let pieces = collected.all
        #expect(
            pieces.filter { if case .record = $0 { true } else { false } } == [
                .record(#"{"kind":"event","version":0}"#)
            ])
        let printed = pieces.compactMap { if case .output(let text) = $0 { text } else { nil } }.joined()
        #expect(printed == "a line printed meanwhile\nanother line\n")
    }

    /// What a test printed before a record was written comes before that record.
    @Test func outputWrittenBeforeARecordComesBeforeIt() throws {
        let (records, output, collected) = try Self.reader()
        for index in 0..<50 {
            Self.write(output, "line \(index)\n")
            Self.write(records, "{\"n\":\(index)}\n")
        }
        close(records)
        close(output)
        #expect(collected.ended.wait(timeout: .now() + 5) == .success)
        var printed = ""
        for piece in collected.all {
            switch piece {
            case .output(let text): printed += text
            case .record(let line):
                let index = Int(line.dropFirst(5).dropLast()) ?? -1
                #expect(printed.contains("line \(index)\n"), "record \(index) came before its line")
            }
        }
        #expect(printed.split(separator: "\n").count == 50)
    }

    /// A record the worker could not finish (it died mid-write) is still handed on, to be said
    /// unreadable; the reader ends once both pipes have.
    @Test func aRecordLeftWithoutItsLineEndIsHandedOnAtTheEnd() throws {
        let (records, output, collected) = try Self.reader()
        Self.write(records, "{\"kind\":\"ev")
        close(records)
        Thread.sleep(forTimeInterval: 0.05)
        Self.write(output, "still printing\n")
        close(output)
        #expect(collected.ended.wait(timeout: .now() + 5) == .success)
        #expect(collected.all == [.record("{\"kind\":\"ev"), .output("still printing\n")])
    }

    /// Records that take the reader long (each places much held-back output first) keep it
    /// saying it is busy, so the loop waits for the records still to come after the process
    /// ended (issue 33: 64 passing tests charged under load, their ends behind such records).
    @Test func recordsThatTakeLongKeepTheReaderSayingItIsBusy() throws {
        let records = try Descriptors.pipe()
        let busy = Collected()
        let ended = DispatchSemaphore(value: 0)
        RecordAndOutputReader.start(
            records: records.read, output: nil,
            onRecord: { _ in Thread.sleep(forTimeInterval: 0.3) },
            onOutput: { _ in },
            onBusy: { busy.add(.output("busy")) },
            onEnd: { ended.signal() })
        for index in 0..<4 { Self.write(records.write, "{\"n\":\(index)}\n") }
        close(records.write)
        #expect(ended.wait(timeout: .now() + 10) == .success)
        // 1.2 s of records: at least two of the twice-a-second signs (at 0.6 s and 0.9 s or later).
        #expect(busy.all.count >= 2, "\(busy.all.count) busy signs in 1.2 s of records")
    }

    @Test func linesAreAssembledAcrossReads() {
        var assembler = LineAssembler()
        #expect(assembler.take(ArraySlice("{\"a\":".utf8)).isEmpty)
        #expect(assembler.take(ArraySlice("1}\n{\"b\"".utf8)) == ["{\"a\":1}"])
        #expect(assembler.take(ArraySlice(":2}\n\n".utf8)) == ["{\"b\":2}", ""])
        #expect(assembler.finish() == nil)
    }
}
