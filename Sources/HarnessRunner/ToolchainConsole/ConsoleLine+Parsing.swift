import HarnessWire

extension ConsoleLine {
    /// Classifies one line of console output (without its line terminator).
    ///
    /// A trailing carriage return is ignored, so logs written on Windows or through a
    /// terminal still parse. A line that looks almost, but not quite, like one of XCTest's
    /// shapes is `.text`: the parser must never invent a test from a test's own output.
    ///
    /// `knownNames` are the tests the line may name, by their console text (`Class.method`):
    /// a name printed exactly as one of them is that test, whatever it holds (`allTests`
    /// display names with dots, spaces and commas, which ``ConsoleTestName/init(parsing:)``
    /// cannot split); any other name must parse on its own.
    package init(parsing rawLine: some StringProtocol, knownNames: [String: ConsoleTestName] = [:]) {
        let line = Substring(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine[...])
        let names = NameReader(known: knownNames)
        if let parsed = Self.caseLine(line, names) ?? Self.suiteLine(line) ?? Self.executedLine(line)
            ?? Self.measuredLine(line, names) ?? Self.issueLine(line, names) ?? Self.noteLine(line, names)
        {
            self = parsed
        } else {
            self = .text(String(line))
        }
    }

    // MARK: - Test Case lines

    private typealias Format = XCTestConsoleFormat

    /// Reads a test's name: a known one as it is, any other through ``ConsoleTestName``.
    private struct NameReader {
        var known: [String: ConsoleTestName]

        func callAsFunction(_ text: Substring) -> ConsoleTestName? {
            known[String(text)] ?? ConsoleTestName(parsing: text)
        }
    }

    private static func caseLine(_ line: Substring, _ names: NameReader) -> ConsoleLine? {
        guard line.hasPrefix(Format.casePrefix) else { return nil }
        let rest = line.dropFirst(Format.casePrefix.count)
        if let (nameText, timeText) = rest.splitOnce(Format.startedInfix), let name = names(nameText),
            let time = Format.Timestamp(parsing: timeText)
        {
            return .caseStarted(name, at: time)
        }
        for outcome in TestOutcome.allCases {
            guard let (nameText, tail) = rest.splitOnce(Format.caseFinishedInfix(outcome)),
                let name = names(nameText),
                tail.hasSuffix(Format.caseFinishedSuffix),
                let duration = Double(tail.dropLast(Format.caseFinishedSuffix.count))
            else { continue }
            return .caseFinished(name, outcome: outcome, duration: duration)
        }
        return nil
    }

    // MARK: - Test Suite lines

    private static func suiteLine(_ line: Substring) -> ConsoleLine? {
        guard line.hasPrefix(Format.suitePrefix) else { return nil }
        let rest = line.dropFirst(Format.suitePrefix.count)
        // Suite names may contain anything but the closing quote-and-verb, so search for it
        // from the end: a suite named `it's` still parses.
        if let (name, timeText) = rest.splitOnceFromEnd(Format.startedInfix),
            let time = Format.Timestamp(parsing: timeText)
        {
            return .suiteStarted(name: String(name), at: time)
        }
        for passed in [true, false] {
            if let (name, timeText) = rest.splitOnceFromEnd(Format.suiteFinishedInfix(passed: passed)),
                let time = Format.Timestamp(parsing: timeText)
            {
                return .suiteFinished(name: String(name), passed: passed, at: time)
            }
        }
        return nil
    }

    // MARK: - Executed lines

    /// Parses `Executed N test(s), with [K test(s) skipped and ]M failure(s) (U unexpected)
    /// in T (T2) seconds`, word by word, so that the singular and plural forms both fit (and
    /// any run of spaces or tabs where ``XCTestConsoleFormat/executed(_:)`` writes `\t `).
    private static func executedLine(_ line: Substring) -> ConsoleLine? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
            .map { $0.trimmingPrefix("\t") }
            .filter { !$0.isEmpty }
        guard words.first == "Executed", words.count >= 12,
            let executed = Int(words[1]), words[2].hasPrefix("test"), words[3] == "with"
        else { return nil }
        var index = 4
        var skipped = 0
        if words.count >= 16, words[index + 2] == "skipped", words[index + 3] == "and" {
            guard let count = Int(words[index]) else { return nil }
            skipped = count
            index += 4
        }
        guard words.count == index + 8,
            let allFailures = Int(words[index]),
            words[index + 1].hasPrefix("failure"),
            let unexpected = Int(words[index + 2].dropFirst()),
            words[index + 3] == "unexpected)",
            words[index + 4] == "in",
            let testDuration = Double(words[index + 5]),
            let totalDuration = Double(words[index + 6].dropFirst().dropLast()),
            words[index + 7] == "seconds",
            unexpected <= allFailures
        else { return nil }
        return .executed(
            SuiteCounts(
                // The line counts every failure; SuiteCounts keeps the expected ones apart.
                executed: executed, skipped: skipped, failures: allFailures - unexpected, unexpected: unexpected,
                testDuration: testDuration, totalDuration: totalDuration
            ))
    }

    // MARK: - Lines that start with a source location

    private static func measuredLine(_ line: Substring, _ names: NameReader) -> ConsoleLine? {
        guard let (locationText, rest) = line.splitOnce(": " + Format.casePrefix),
            let location = Self.location(locationText),
            let (nameText, results) = rest.splitOnce(Format.measuredInfix),
            let name = names(nameText)
        else { return nil }
        return .measured(name, location: location.known, results: String(results))
    }

    private static func issueLine(_ line: Substring, _ names: NameReader) -> ConsoleLine? {
        guard let (locationText, rest) = line.splitOnce(Format.errorInfix),
            let location = Self.location(locationText),
            let (nameText, message) = rest.splitOnce(Format.messageSeparator),
            let name = names(nameText)
        else { return nil }
        return .issue(name, ConsoleIssue(location: location.known, message: String(message)))
    }

    private static func noteLine(_ line: Substring, _ names: NameReader) -> ConsoleLine? {
        guard let (head, message) = line.splitOnce(Format.messageSeparator),
            let (locationText, nameText) = head.splitOnceFromEnd(": "),
            let location = Self.location(locationText),
            let name = names(nameText)
        else { return nil }
        return .note(name, ConsoleIssue(location: location.known, message: String(message)))
    }

    /// A parsed `FILE:LINE` prefix; `known` is nil for XCTest's `<unknown>:0`, which is what the
    /// format prints for a nil location.
    private struct Location {
        var known: SourceLocation?
    }

    private static func location(_ text: Substring) -> Location? {
        guard let (file, lineText) = text.splitOnceFromEnd(":"), !file.isEmpty,
            let line = Int(lineText), line >= 0
        else { return nil }
        let parsed = SourceLocation(file: String(file), line: line)
        if parsed == Format.unknownLocation { return Location(known: nil) }
        return Location(known: parsed)
    }
}

extension Substring {
    /// Splits at the first occurrence of `separator`; nil when it does not occur.
    fileprivate func splitOnce(_ separator: String) -> (Substring, Substring)? {
        guard let range = self.firstRange(of: separator) else { return nil }
        return (self[..<range.lowerBound], self[range.upperBound...])
    }

    /// Splits at the last occurrence of `separator`; nil when it does not occur.
    fileprivate func splitOnceFromEnd(_ separator: String) -> (Substring, Substring)? {
        guard let range = self.ranges(of: separator).last else { return nil }
        return (self[..<range.lowerBound], self[range.upperBound...])
    }
}
