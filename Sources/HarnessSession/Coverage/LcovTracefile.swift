import Foundation

/// An lcov tracefile as `llvm-cov export -format=lcov` writes it: one record per source file,
/// from its `SF:<path>` line to its `end_of_record` line, each computed from the profile on its
/// own. One export of every file thus gives both the names of the files the bundles were built
/// from and, cut out byte for byte, the report of the kept ones: llvm-cov's
/// `-ignore-filename-regex` matcher, which did the same, cost several times the export itself.
///
/// ```swift
/// let every = LcovTracefile(data: try tools.export(objects: bundles, profile: profile, format: "lcov"))
/// every.files                        // every source file of the bundles, in llvm-cov's order
/// every.keeping { filter.keeps($0) } // the kept files' records, as llvm-cov wrote them
/// ```
package struct LcovTracefile: Sendable {
    /// One file's record: its path, where its bytes are (`SF:` to `end_of_record\n`), and the
    /// names of the functions its `FN:<line>,<name>` lines list.
    package struct Record: Sendable, Equatable {
        package var path: String
        package var bytes: Range<Int>
        package var functions: [String] = []
    }

    package let data: Data
    package let records: [Record]

    package init(data: Data) {
        self.data = data
        records = Self.records(in: data)
    }

    /// Every file with a record, in the tracefile's order.
    package var files: [String] { records.map(\.path) }

    /// The records of the files `keeps` keeps, in order and unchanged.
    package func keeping(_ keeps: (String) -> Bool) -> Data {
        var kept = Data()
        for record in records where keeps(record.path) {
            kept.append(data[data.startIndex + record.bytes.lowerBound..<data.startIndex + record.bytes.upperBound])
        }
        return kept
    }

    /// Per file, the names of the functions its record lists.
    package var functionsByFile: [String: [String]] {
        Dictionary(records.map { ($0.path, $0.functions) }) { $0 + $1 }
    }

    private static let sourceFile = Array("SF:".utf8)
    private static let function = Array("FN:".utf8)
    private static let endOfRecord = Array("end_of_record".utf8)

    /// Scans the lines once; a record left open at the end (a cut export) is not a record.
    private static func records(in data: Data) -> [Record] {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> [Record] in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var records: [Record] = []
            var open: (path: String, start: Int, functions: [String])?
            var lineStart = 0
            while lineStart < bytes.count {
                // memchr: the whole export is scanned, and a debug build's loop over bytes is slow.
                var lineEnd = bytes.count
                if let base = buffer.baseAddress,
                    let newline = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart)
                {
                    lineEnd = base.distance(to: UnsafeRawPointer(newline))
                }
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                let next = min(lineEnd + 1, bytes.count)
                if line.starts(with: sourceFile) {
                    let path = String(decoding: line.dropFirst(sourceFile.count), as: UTF8.self)
                    open = (path, lineStart, [])
                } else if open != nil, line.starts(with: function), let comma = line.firstIndex(of: UInt8(ascii: ",")) {
                    open?.functions.append(String(decoding: line[(comma + 1)...], as: UTF8.self))
                } else if let record = open, line.elementsEqual(endOfRecord) {
                    records.append(Record(path: record.path, bytes: record.start..<next, functions: record.functions))
                    open = nil
                }
                lineStart = next
            }
            return records
        }
    }
}
