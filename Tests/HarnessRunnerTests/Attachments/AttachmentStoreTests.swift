import Foundation
import HarnessTestSupport
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner

@Suite("AttachmentStore: XCTAttachment.lifetime honoured, kept files in the run folder")
struct AttachmentStoreTests {
    static let test = TestIdentifier(module: "M", className: "C", method: "testA")

    static func pending(_ lifetime: String, name: String? = "log", payload: Data? = Data("hello".utf8))
        -> PendingAttachment
    {
        PendingAttachment(
            WireEvent.AttachmentAdded(
                test: test, name: name, uniformTypeIdentifier: "public.plain-text", lifetime: lifetime,
                payload: payload, path: nil, activities: ["outer", "inner"]))
    }

    @Test(
        "keepAlways is always kept; deleteOnSuccess only for a failing attempt",
        arguments: [AttachmentRecord.Lifetime.keepAlways, .deleteOnSuccess], TestStatus.allCases)
    func keepingDecision(lifetime: AttachmentRecord.Lifetime, status: TestStatus) {
        let expected = lifetime == .keepAlways || [.failed, .timedOut, .crashed, .hostLaunchFailed].contains(status)
        #expect(AttachmentStore.keeps(lifetime: lifetime, status: status) == expected)
    }

    @Test(
        "kept files are written under test and attempt, deleted ones say why", arguments: [TestStatus.passed, .failed])
    func writesKeptFiles(status: TestStatus) throws {
        let folder = try ReportSamples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = AttachmentStore(directory: folder.path)
        let records = store.keep(
            [Self.pending("keepAlways"), Self.pending("deleteOnSuccess", name: nil)],
            status: status, test: Self.test, attempt: 2, repetition: 1)
        #expect(records.count == 2)
        let always = try #require(records.first)
        #expect(always.path == folder.path + "/M.C/testA/attempt-2/01-log.txt")
        #expect(try String(contentsOfFile: always.path ?? "", encoding: .utf8) == "hello")
        #expect(always.activities == ["outer", "inner"])
        let onSuccess = records[1]
        #expect(onSuccess.name == "attachment-02")
        if status == .passed {
            #expect(onSuccess.path == nil)
            #expect(onSuccess.note == "deleted: the test passed (lifetime deleteOnSuccess)")
        } else {
            #expect(onSuccess.path == folder.path + "/M.C/testA/attempt-2/02-attachment-02.txt")
        }
    }

    @Test("content that never arrived, or a folder that cannot be written, is listed with a note")
    func problemsAreSaid() {
        let missing = AttachmentStore(directory: "/tmp").keep(
            [Self.pending("keepAlways", payload: nil)], status: .failed, test: Self.test, attempt: 1, repetition: 1)
        #expect(missing.first?.note == "not kept: its content never reached the runner")
        let unwritable = AttachmentStore(directory: "/proc/harness-cannot-write").keep(
            [Self.pending("keepAlways")], status: .failed, test: Self.test, attempt: 1, repetition: 1)
        #expect(unwritable.first?.path == nil)
        #expect(
            unwritable.first?.note?.hasPrefix(
                "not kept: /proc/harness-cannot-write/M.C/testA/attempt-1/01-log.txt could not be written") == true)
    }

    @Test("names cannot leave the run folder")
    func safeNames() {
        #expect(AttachmentStore.safe("../../etc/passwd") == "_.._etc_passwd")
        #expect(AttachmentStore.safe("") == "_")
    }
}
