import Foundation
import HarnessModel
import HarnessWire

/// Turns a worker's Swift Testing event stream into the wire events the run engine already
/// handles, so a `@Test` goes through the same dispatch loop, timeouts, crash accounting,
/// retries and reports as an XCTest method.
///
/// One translator reads one worker's stream, on that worker's reader thread. Decisions use
/// the stream's typed fields (`kind`, `testID`, `isKnown`, `isFailure`); message texts only
/// become the descriptions people read.
///
/// **Output per test.** Swift Testing writes no output offsets, and runs a worker's tests side
/// by side in one process, sharing its stdout and stderr. A capturing worker's output comes on a
/// channel of its own, each write stamped with the time it was made (``RecordAndOutputReader``;
/// Swift Testing is told to print nothing itself, ``SwiftTestingConfiguration/silentVerbosity``),
/// and the launcher's notes come on another, each naming its test (``TestNoteRecord``). Each
/// piece goes to one test, exactly, or to none:
/// - a note, to the test it names;
/// - a write made while exactly one test was running (by the records' times), to that test;
/// - a write made while several were running: which of them made it cannot be known, so it goes
///   to none of them, and is said once, with the tests that were running (``takeSharedOutput()``);
/// - a write made while none was running, to the worker's file, outside every test's output.
///
/// A test's output is held while it runs and written to the worker's output file whole when it
/// ends (or when the stream ends, for a test still running then), so that each test's bytes are
/// one range of the file: ``takeCuts()`` says which, before the event that ends the test.
///
/// ```swift
/// let translator = SwiftTestingTranslator(bundle: "MixedPackageTests", tests: streamIDs, outputPath: "w1.out")
/// translator.output(bytes, at: time)   // what the worker printed, as it came
/// let events = try translator.translate(line: record)
/// for cut in translator.takeCuts() { engineInputs.post(.outputCut(worker: 1, cut: cut)) }
/// for event in events { engineInputs.post(.wire(worker: 1, event: event)) }
/// ```
final class SwiftTestingTranslator: @unchecked Sendable {
    // @unchecked: one thread only uses it: its worker's line reader, which calls `translate` for each line, then
    // `unfinishedCases` at the end.
    private let bundle: String
    /// Swift Testing's test identifier → the runner's.
    private let tests: [String: TestIdentifier]
    /// The functions running now, and what each has recorded: several at once when the worker
    /// runs its tests in parallel (``SwiftTestingConfiguration/parallel``).
    private var running: [TestIdentifier: RunningFunction] = [:]
    /// Where the output lines go (the worker's stdout file), and how many bytes it holds.
    private let output: FileHandle?
    private var outputOffset: Int64 = 0
    /// Output received and not yet placed: writes (and notes, with their test) stamped later than
    /// the last record read, which may belong after a record still to come.
    private var pending: [(bytes: Data, time: Double, test: TestIdentifier?)] = []
    /// Each running test's output so far, written whole when it ends.
    private var held: [TestIdentifier: Data] = [:]
    /// Running tests that missed output: writes made while they ran beside others.
    private var missed: Set<TestIdentifier> = []
    /// Whether the tests running now are in `missed` and in `shared` already: set at a shared
    /// write, cleared when a test starts or ends or `shared` is taken. The sets are updated once
    /// per change, not once per write: a worker that printed 12,800 lines beside 64 tests spent
    /// seconds there, on the reader that its tests' ends waited behind (issue 33).
    private var runningNoted = false
    /// Each test's range of the output file, once written, not yet taken.
    private var cuts: [OutputCut] = []
    /// Writes no one test can be given, with the tests running when each was made.
    private var shared: SharedOutput?
    /// Functions the stream ran that `tests` does not hold, not yet taken (``takeUnlisted()``).
    private var unlisted: [String] = []
    private var seenUnlisted: Set<String> = []
    /// The cases chosen of the functions that run only some (``RunConfiguration/selectedCases``):
    /// the others are cancelled in the worker as they start, and are not this run's cases.
    private let selectedCases: [TestIdentifier: Set<String>]

    /// `outputPath`: the file to write the lines that are not records to (created empty); nil
    /// when the worker's stdout goes elsewhere (`--no-capture`).
    init(
        bundle: String, tests: [String: TestIdentifier], outputPath: String? = nil,
        selectedCases: [TestIdentifier: Set<String>] = [:]
    ) {
        self.bundle = bundle
        self.tests = tests
        self.selectedCases = selectedCases
        if let outputPath, FileManager.default.createFile(atPath: outputPath, contents: nil) {
            output = FileHandle(forWritingAtPath: outputPath)
        } else {
            output = nil
        }
    }

    deinit {
        // Every write went through already; closing loses nothing.
        try? output?.close()
    }

    /// One write the worker made on stdout or stderr, and when (``TimedOutput``): it goes to
    /// the output file in the order of the time written, among the records' own times, so a
    /// test's lines are cut between its start and its end however late they were read.
    /// Without a time it goes to the file at once.
    func output(_ bytes: Data, at time: Double? = nil) {
        guard let time else {
            writePending(before: .infinity)
            place(bytes, test: nil)
            return
        }
        pending.append((bytes, time, nil))
    }

    /// One packet of the notes channel: a ``TestNoteRecord`` naming its test, made at `time`.
    /// A packet that is not one is the worker's output (it is never dropped).
    func note(_ packet: Data, at time: Double?) {
        // Not a note: the packet is the worker's output, kept below.
        guard let record = try? TestNoteRecord.decode(packet) else {
            output(packet, at: time)
            return
        }
        let bytes = Data(record.text.utf8)
        guard let time else {
            writePending(before: .infinity)
            place(bytes, test: record.test)
            return
        }
        pending.append((bytes, time, record.test))
    }

    /// Places the output still held back and writes the output of the tests still running,
    /// each whole, with its cut (the stream has ended).
    func finishOutput() {
        writePending(before: .infinity)
        for test in running.keys.sorted() { cut(test) }
    }

    /// Places the held-back output made before `time`, in the order received.
    private func writePending(before time: Double) {
        guard !pending.isEmpty else { return }
        for piece in pending where piece.time < time { place(piece.bytes, test: piece.test) }
        pending.removeAll { $0.time < time }
    }

    /// Gives one write to its test: the one it names, else the one running alone; else to none.
    private func place(_ bytes: Data, test named: TestIdentifier?) {
        // The launcher names a test as the runner does; its own naming is matched too.
        let test = named.flatMap { named in
            held[named] != nil
                ? named : held.keys.first { KeptLaunchFolder.belongs(recorded: named.description, to: $0) }
        }
        if let test {
            held[test]?.append(bytes)
        } else if named != nil {
            write(bytes)
        } else if running.count == 1, let only = running.keys.first {
            held[only, default: Data()].append(bytes)
        } else if running.count > 1 {
            if shared == nil { shared = SharedOutput() }
            if !runningNoted {
                missed.formUnion(running.keys)
                shared?.include(running.keys)
                runningNoted = true
            }
            shared?.add(bytes)
            write(bytes)
        } else {
            write(bytes)
        }
    }

    /// Writes `test`'s held output whole and notes its range of the file.
    private func cut(_ test: TestIdentifier) {
        guard let bytes = held.removeValue(forKey: test) else { return }
        let start = outputOffset
        write(bytes)
        cuts.append(OutputCut(test: test, start: start, end: outputOffset, missedShared: missed.remove(test) != nil))
    }

    /// The ranges of the output file tests got since the last call: each before the event that
    /// ends its test (``translate(line:)``'s, or the stream's end).
    func takeCuts() -> [OutputCut] {
        defer { cuts.removeAll() }
        return cuts
    }

    /// The writes made while several tests ran, since the last call, if any.
    func takeSharedOutput() -> SharedOutput? {
        defer {
            shared = nil
            runningNoted = false
        }
        return shared
    }

    /// The wire events one record of the stream stands for (none for suites and records the
    /// runner does not use; a parameterized function's cases go with its `testFinished`).
    func translate(line record: Data) throws -> [WireEvent] {
        guard case .event(let event) = try SwiftTestingRecord.decode(line: record, payloads: .eventsOnly) else {
            return []
        }
        let time = event.instant.since1970
        // Everything printed before this record's moment is now known (RecordAndOutputReader).
        writePending(before: time)
        let test = event.testID.flatMap { tests[$0] }
        switch event.kind {
        case "runStarted":
            let banner = event.messages.filter { $0.symbol == "details" }.map(\.text)
            return [
                WireEvent(
                    .runStarted(
                        .init(bundle: bundle, processID: 0, testCount: tests.count, swiftTestingBanner: banner)),
                    time: time)
            ]
        case "testStarted":
            guard let test else { return [] }
            running[test] = RunningFunction(started: time)
            runningNoted = false
            if output != nil { held[test] = Data() }
            // Its output's range is known when it ends (takeCuts).
            return [WireEvent(.testStarted(.init(test: test)), time: time)]
        case "issueRecorded":
            guard let issue = event.issue else { return [] }
            let record = Self.issueRecord(issue, event: event)
            if let test, running[test] != nil, !record.isKnownFailure {
                running[test]?.failed = true
                if let testCase = event.testCase { running[test]?.cases[Self.caseKey(testCase)]?.failed = true }
            }
            let owner = test == nil ? event.testID : nil
            return [WireEvent(.issueRecorded(.init(test: test, suite: owner, issue: record)), time: time)]
        case "testSkipped":
            // A skipped test never starts: it is reported started, skipped and finished at once.
            guard let test else { return [] }
            let reason = Self.skipReason(event)
            let offset = outputOffsetIfCaptured
            return [
                WireEvent(.testStarted(.init(test: test, stdoutOffset: offset)), time: time),
                WireEvent(.testSkipped(.init(test: test, description: reason, location: nil)), time: time),
                WireEvent(
                    .testFinished(.init(test: test, outcome: .skipped, duration: 0, stdoutOffset: offset)), time: time),
            ]
        case "testCaseStarted":
            // Only a function has cases: one the listing lacks would pass by unseen.
            if test == nil, let id = event.testID, seenUnlisted.insert(id).inserted { unlisted.append(id) }
            guard let test, let function = running[test], let testCase = event.testCase else { return [] }
            // A case not chosen is cancelled before it runs: not one of this run's cases.
            if let chosen = selectedCases[test], !chosen.contains(Self.caseKey(testCase)) { return [] }
            let arguments = testCase.displayName ?? testCase.id ?? "case \(function.ended.count + 1)"
            running[test]?.start(RunningCase(arguments: arguments, started: time), key: Self.caseKey(testCase))
            return []
        case "testCaseCancelled":
            guard let test, let testCase = event.testCase else { return [] }
            running[test]?.cases[Self.caseKey(testCase)]?.skipped = true
            return []
        case "testCaseEnded":
            guard let test, let testCase = event.testCase else { return [] }
            running[test]?.end(key: Self.caseKey(testCase), at: time)
            return []
        case "valueAttached":
            guard let attachment = event.attachment else { return [] }
            return [WireEvent(.attachmentAdded(Self.attachment(attachment, test: test)), time: time)]
        case "testCancelled":
            guard let test, running[test] != nil else { return [] }
            let reason = Self.skipReason(event)
            running[test]?.skipMessage = reason
            return [WireEvent(.testSkipped(.init(test: test, description: reason, location: nil)), time: time)]
        case "testEnded":
            guard let test, let current = running[test] else { return [] }
            cut(test)
            running[test] = nil
            runningNoted = false
            var events: [WireEvent] = []
            var skipMessage = current.skipMessage
            if selectedCases[test] != nil, current.ended.isEmpty, !current.failed, skipMessage == nil {
                // The chosen case is gone: said, never a pass with nothing run.
                skipMessage = Self.noChosenCaseMessage
                events.append(
                    WireEvent(
                        .testSkipped(.init(test: test, description: Self.noChosenCaseMessage, location: nil)),
                        time: time))
            }
            let outcome: TestOutcome = current.failed ? .failed : skipMessage != nil ? .skipped : .passed
            let finished = WireEvent.TestFinished(
                test: test, outcome: outcome, duration: max(time - current.started, 0),
                stdoutOffset: outputOffsetIfCaptured, cases: current.ended.isEmpty ? nil : current.ended)
            return events + [WireEvent(.testFinished(finished), time: time)]
        case "runEnded":
            let counts = SuiteCounts(
                executed: 0, skipped: 0, failures: 0, unexpected: 0, testDuration: 0, totalDuration: 0)
            return [WireEvent(.runFinished(.init(counts: counts, exitCode: 0)), time: time)]
        default:
            return []
        }
    }

    /// What the stream said of the running parameterized function's cases when it ended without
    /// the function's end (its process died): the cases that ended, and the arguments of the one
    /// that had started and not ended (the one the crash or the hang is in); nil when no function
    /// is running or it has no case.
    ///
    /// Only when one function is running: when several ran side by side, the runner runs each of
    /// them again alone to learn which one the process died in, so its cases are told then.
    func unfinishedCases() -> (ended: [TestCaseOutcome], running: String?)? {
        guard running.count == 1, let function = running.values.first,
            !function.ended.isEmpty || !function.cases.isEmpty
        else { return nil }
        let inCase = function.caseOrder.compactMap { function.cases[$0]?.arguments }
        return (function.ended, inCase.isEmpty ? nil : inCase.joined(separator: " or "))
    }

    /// The stream identifiers of functions the stream ran that are not in `tests`, each given
    /// once (a function with several cases starts each of them).
    func takeUnlisted() -> [String] {
        defer { unlisted.removeAll() }
        return unlisted
    }

    /// The stdout file's length, when this translator writes it.
    private var outputOffsetIfCaptured: Int64? { output == nil ? nil : outputOffset }

    private func write(_ text: Data) {
        guard let output, !text.isEmpty else { return }
        output.write(text)
        outputOffset += Int64(text.count)
    }

    /// Why a function run for chosen cases ran none: Swift Testing gave none of its cases the
    /// chosen identifier this time.
    static let noChosenCaseMessage =
        "none of its cases is the one chosen to run: the arguments changed, or they have no stable identity "
        + "(Swift Testing identifies a case by its arguments when they are Codable, Identifiable or "
        + "RawRepresentable); run the whole test"

    /// The key of a case among its function's running cases: Swift Testing's case identifier,
    /// else its arguments as displayed.
    static func caseKey(_ testCase: SwiftTestingRecord.TestCase) -> String {
        testCase.id ?? testCase.displayName ?? ""
    }

    /// An issue in the runner's terms: a known issue (`withKnownIssue`) or a warning does not
    /// fail its test; a caught error is a thrown error; the rest are failed expectations.
    static func issueRecord(_ issue: SwiftTestingRecord.Issue, event: SwiftTestingRecord.Event) -> IssueRecord {
        let isWarning = issue.isFailure == false && !issue.isKnown
        var description = event.messages.map(\.text).joined(separator: " - ")
        if description.isEmpty { description = issue.error?.description ?? "Issue recorded" }
        if let argument = event.testCase?.displayName { description += " (test case \(argument))" }
        let location = issue.sourceLocation.map { SourceLocation(file: $0.path, line: $0.line) }
        let comment = (event.comments ?? []).joined(separator: " ")
        return IssueRecord(
            kind: issue.error == nil ? .assertionFailure : .thrownError, description: description, location: location,
            isExpected: issue.error == nil, isKnownFailure: issue.isKnown || isWarning,
            knownFailureReason: isWarning
                ? "warning" : issue.isKnown ? (comment.isEmpty ? "known issue" : comment) : nil,
            swiftTesting: detail(issue, event: event, isWarning: isWarning))
    }

    /// The issue as Swift Testing's console prints it: the stream's messages are its description
    /// (the first) and its comments (those of the `details` symbol), kept apart.
    static func detail(_ issue: SwiftTestingRecord.Issue, event: SwiftTestingRecord.Event, isWarning: Bool)
        -> SwiftTestingIssueDetail
    {
        let comments = event.messages.filter { $0.symbol == "details" }.map(\.text)
        let text =
            event.messages.first { $0.symbol != "details" }?.text ?? issue.error?.description ?? "Issue recorded"
        let location = issue.sourceLocation
        return SwiftTestingIssueDetail(
            text: text, comments: comments,
            fileName: location.map { String($0.fileID.split(separator: "/").last ?? Substring($0.fileID)) },
            line: location?.line, column: location?.column,
            severity: issue.isKnown ? .knownIssue : isWarning ? .warning : .error,
            arguments: event.testCase?.displayName)
    }

    /// A Swift Testing attachment as the wire's: the file Swift Testing saved, else its bytes;
    /// kept whatever the outcome (Swift Testing has no lifetimes). Its type is the name's
    /// extension's (`screen.png` an image, `log.txt` text, else `public.data`): the stream gives
    /// no content type.
    static func attachment(_ attachment: SwiftTestingRecord.Attachment, test: TestIdentifier?)
        -> WireEvent.AttachmentAdded
    {
        let name = attachment.preferredName ?? attachment.path.map { URL(fileURLWithPath: $0).lastPathComponent }
        return WireEvent.AttachmentAdded(
            test: test, name: name,
            uniformTypeIdentifier: AttachmentRecord.uniformTypeIdentifier(forName: name ?? ""), lifetime: "keepAlways",
            payload: attachment.path == nil ? attachment.bytes : nil, path: attachment.path, activities: [])
    }

    /// The trait's comment (`.disabled("reason")`), else the stream's message.
    static func skipReason(_ event: SwiftTestingRecord.Event) -> String {
        let comment = (event.comments ?? []).joined(separator: " ")
        return comment.isEmpty ? (event.messages.first?.text ?? "skipped") : comment
    }
}
