import Foundation
import Testing

@testable import HarnessRunner
@testable import HarnessSession

/// The decision to skip a build is a pure function of two fingerprints: every difference builds.
struct BuildFingerprintTests {
    static let second: Int64 = 1_000_000_000
    static let old: Int64 = 1_700_000_000 * second

    static func status(size: Int64 = 10, modified: Int64 = old, changed: Int64 = old, inode: UInt64 = 7) -> FileStatus {
        FileStatus(kind: .file, size: size, modified: modified, changed: changed, inode: inode, device: 2049)
    }

    static let recorded = BuildFingerprint(
        settings: ["toolchain": "swift 1", "arguments": "build\u{1F}--build-tests", "environment": ""],
        inputs: [
            "/p/Package.swift": .init(status: status()),
            "/p/Sources": .init(status: .folder),
            "/p/Sources/A.swift": .init(status: status(size: 20, inode: 8)),
        ],
        products: ["/p/.build/debug/PPackageTests.xctest": status(size: 9000, inode: 9)])

    static func noHash(_ path: String) -> String? {
        Issue.record("no content should be read for '\(path)'")
        return nil
    }

    @Test("the same fingerprint: no build, and no file's content read")
    func sameSkips() {
        #expect(
            BuildFingerprint.reasonToBuild(recorded: Self.recorded, current: Self.recorded, contentHash: Self.noHash)
                == nil)
    }

    @Test("no recorded fingerprint builds")
    func nothingRecordedBuilds() {
        let reason = BuildFingerprint.reasonToBuild(recorded: nil, current: Self.recorded, contentHash: Self.noHash)
        #expect(reason == "no earlier build of these tests was recorded")
    }

    /// Each way the current state can differ from the recorded one, with the reason it gives.
    enum Change: String, CaseIterable {
        case toolchain, arguments, settingAdded, settingRemoved, fileAdded, fileRemoved, folderAdded, size,
            modified, changedOnly, inode, productRebuilt, productMissing, productAdded
    }

    @Test("any difference builds, and says what differs", arguments: Change.allCases)
    func differenceBuilds(change: Change) {
        var current = Self.recorded
        let source = "/p/Sources/A.swift"
        let bundle = "/p/.build/debug/PPackageTests.xctest"
        let expected: String
        switch change {
        case .toolchain:
            current.settings["toolchain"] = "swift 2"
            expected = "the toolchain changed"
        case .arguments:
            current.settings["arguments"] = "build\u{1F}--build-tests\u{1F}--enable-code-coverage"
            expected = "the arguments changed"
        case .settingAdded:
            current.settings["harness"] = "/bin/harness 1 2 3"
            expected = "the harness changed"
        case .settingRemoved:
            current.settings["environment"] = nil
            expected = "the environment changed"
        case .fileAdded:
            current.inputs["/p/Sources/B.swift"] = .init(status: Self.status(inode: 11))
            expected = "'/p/Sources/B.swift' is new"
        case .fileRemoved:
            current.inputs[source] = nil
            expected = "'\(source)' was removed"
        case .folderAdded:
            current.inputs["/p/Sources/Sub"] = .init(status: .folder)
            expected = "'/p/Sources/Sub' is new"
        case .size:
            current.inputs[source]?.status.size += 1
            expected = "'\(source)' changed"
        case .modified:
            current.inputs[source]?.status.modified += 1
            expected = "'\(source)' changed"
        case .changedOnly:
            // `cp -p` or `touch -d` put an older modification date back; the status change moves.
            current.inputs[source]?.status.changed += Self.second
            expected = "'\(source)' changed"
        case .inode:
            current.inputs[source]?.status.inode = 99
            expected = "'\(source)' changed"
        case .productRebuilt:
            current.products[bundle]?.modified += 1
            expected = "the product '\(bundle)' was rebuilt or replaced"
        case .productMissing:
            current.products[bundle] = nil
            expected = "the product '\(bundle)' is missing"
        case .productAdded:
            current.products["/p/.build/debug/libP.so"] = Self.status(inode: 12)
            expected = "the product '/p/.build/debug/libP.so' was rebuilt or replaced"
        }
        let reason = BuildFingerprint.reasonToBuild(recorded: Self.recorded, current: current, contentHash: Self.noHash)
        #expect(reason == expected)
    }

    @Test("a file hashed because its dates were recent: the same content skips, another builds")
    func recentFileIsCheckedByContent() {
        var recorded = Self.recorded
        recorded.inputs["/p/Sources/A.swift"]?.contentHash = "abc-20"
        var asked: [String] = []
        let same = BuildFingerprint.reasonToBuild(recorded: recorded, current: Self.recorded) { path in
            asked.append(path)
            return "abc-20"
        }
        #expect(same == nil)
        #expect(asked == ["/p/Sources/A.swift"])
        let edited = BuildFingerprint.reasonToBuild(recorded: recorded, current: Self.recorded) { _ in "def-20" }
        #expect(edited == "'/p/Sources/A.swift' changed")
        let unreadable = BuildFingerprint.reasonToBuild(recorded: recorded, current: Self.recorded) { _ in nil }
        #expect(unreadable == "'/p/Sources/A.swift' changed")
    }

    @Test("only files modified or changed within the racy window of the snapshot are hashed")
    func onlyRecentFilesAreHashed() {
        var fingerprint = Self.recorded
        let snapshot = Self.old + 100 * Self.second
        fingerprint.inputs["/p/Recent.swift"] = .init(status: Self.status(modified: snapshot - Self.second))
        fingerprint.inputs["/p/Moved.swift"] = .init(status: Self.status(changed: snapshot - Self.second / 2))
        fingerprint.inputs["/p/Future.swift"] = .init(status: Self.status(modified: snapshot + Self.second))
        fingerprint.inputs["/p/Older.swift"] = .init(status: Self.status(modified: snapshot - 3 * Self.second))
        var hashed: [String] = []
        let result = fingerprint.hashingRecentInputs(snapshotTime: snapshot) { path in
            hashed.append(path)
            return "h"
        }
        #expect(hashed.sorted() == ["/p/Future.swift", "/p/Moved.swift", "/p/Recent.swift"])
        #expect(result.inputs["/p/Recent.swift"]?.contentHash == "h")
        #expect(result.inputs["/p/Older.swift"]?.contentHash == nil)
        #expect(result.inputs["/p/Sources"]?.contentHash == nil)
    }

    @Test("the text form reads back the same fingerprint, whatever the paths hold")
    func textRoundTrip() {
        var fingerprint = Self.recorded
        fingerprint.inputs["/p/Sources/with space\nand line\\break.swift"] = .init(
            status: Self.status(inode: 13), contentHash: "ff-3")
        fingerprint.inputs["/p/unreadable"] = .init(status: .unreadable)
        fingerprint.settings["environment"] = "CC=clang\u{1F}SWIFT_FLAGS=a\nb"
        #expect(BuildFingerprint(text: fingerprint.text) == fingerprint)
    }

    @Test(
        "a text of another format or version is no fingerprint",
        arguments: [
            "", "harness build fingerprint 0\n", "harness build fingerprint 1\nx what\n",
            "harness build fingerprint 1\ni f 1 2 3 4 /p/short\n",
        ])
    func foreignTextIsNone(text: String) {
        #expect(BuildFingerprint(text: text) == nil)
    }
}
