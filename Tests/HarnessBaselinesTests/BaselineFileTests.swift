import Foundation
import HarnessBaselines
import Testing

@Suite("Baseline file format")
struct BaselineFileTests {
    static let machine = MachineConfiguration(
        cpuModel: "AMD EPYC", coreCount: 2, architecture: "x86_64", operatingSystem: "Debian GNU/Linux 12")
    static let other = MachineConfiguration(
        cpuModel: "Apple M2", coreCount: 8, architecture: "arm64", operatingSystem: "macOS 15.1")
    static let wallClock = "org.swift.XCTPerformanceMetric_WallClockTime"

    static func sample() -> BaselineFile {
        var file = BaselineFile()
        file.set(
            Baseline(average: 0.0123, unit: "seconds"), test: "M.SortTests/testSort", metric: wallClock, on: machine)
        file.set(
            Baseline(average: 0.02, maxPercentRegression: 5, maxRegression: 0.001), test: "M.SortTests/testSort",
            metric: wallClock, on: other)
        file.set(
            Baseline(average: 812, unit: "kB"), test: "M.Image.Tests/testDecode",
            metric: "com.apple.dt.XCTMetric_Memory.physical_peak", on: machine)
        return file
    }

    @Test("a file survives encoding and decoding unchanged")
    func roundTrip() throws {
        let file = Self.sample()
        let decoded = try BaselineFile.decode(try file.encoded(), path: "f.json")
        #expect(decoded == file)
        #expect(
            decoded.baseline(
                test: "M.SortTests/testSort", metric: Self.wallClock, configurationID: Self.machine.identifier)?.average
                == 0.0123)
        #expect(
            decoded.configurationIDs(test: "M.SortTests/testSort", metric: Self.wallClock)
                == [Self.machine.identifier, Self.other.identifier].sorted())
    }

    @Test("encoding is stable and diff-friendly: sorted keys, one value per line, final newline")
    func stableEncoding() throws {
        let first = try Self.sample().encoded()
        let second = try BaselineFile.decode(first, path: "f.json").encoded()
        #expect(first == second)
        var one = BaselineFile()
        one.set(
            Baseline(average: 0.0123, unit: "seconds"), test: "M.SortTests/testSort", metric: Self.wallClock,
            on: Self.machine)
        // The whole text, literally: what a reviewer sees in a pull request, and what every
        // committed file already holds (a reordered or renamed key would rewrite them all).
        #expect(
            String(decoding: try one.encoded(), as: UTF8.self) == """
                {
                  "configurations" : {
                    "amd-epyc-2c-x86-64-debian-12-594825f5" : {
                      "architecture" : "x86_64",
                      "coreCount" : 2,
                      "cpuModel" : "AMD EPYC",
                      "operatingSystem" : "Debian GNU/Linux 12"
                    }
                  },
                  "tests" : {
                    "M.SortTests/testSort" : {
                      "amd-epyc-2c-x86-64-debian-12-594825f5" : {
                        "org.swift.XCTPerformanceMetric_WallClockTime" : {
                          "average" : 0.0123,
                          "maxPercentRegression" : 10,
                          "maxPercentRelativeStandardDeviation" : 10,
                          "maxRegression" : 0,
                          "unit" : "seconds"
                        }
                      }
                    }
                  },
                  "version" : 1
                }

                """)
    }

    @Test("removing the last baseline of a configuration forgets the configuration")
    func remove() {
        var file = Self.sample()
        #expect(
            file.remove(test: "M.SortTests/testSort", metric: Self.wallClock, configurationID: Self.other.identifier)?
                .average == 0.02)
        #expect(file.configurations[Self.other.identifier] == nil)
        #expect(
            file.remove(test: "M.SortTests/testSort", metric: Self.wallClock, configurationID: Self.other.identifier)
                == nil)
        file.remove(test: "M.SortTests/testSort", metric: Self.wallClock, configurationID: Self.machine.identifier)
        file.remove(
            test: "M.Image.Tests/testDecode", metric: "com.apple.dt.XCTMetric_Memory.physical_peak",
            configurationID: Self.machine.identifier)
        #expect(file.isEmpty)
        #expect(file.configurations.isEmpty)
    }

    @Test("allowances left out of a hand-written baseline take their defaults")
    func defaults() throws {
        let text =
            #"{"version": 1, "configurations": {"c": {"cpuModel": "x", "coreCount": 1, "architecture": "a", "#
            + #""operatingSystem": "o"}}, "tests": {"M.C/t": {"c": {"m": {"average": 2}}}}}"#
        let file = try BaselineFile.decode(Data(text.utf8), path: "f.json")
        #expect(file.baseline(test: "M.C/t", metric: "m", configurationID: "c") == Baseline(average: 2))
    }

    static let valid =
        #"{"version": 1, "configurations": {"c": {"cpuModel": "x", "coreCount": 1, "architecture": "a", "#
        + #""operatingSystem": "o"}}, "tests": {"M.C/t": {"c": {"m": {"average": 2}}}}}"#

    @Test(
        "bad files name the file and the key",
        arguments: [
            ("{ not json", "", "not valid JSON"),
            ("[1, 2]", "", "expected an object, found an array"),
            (#"{"configurations": {}, "tests": {}}"#, "version", "missing"),
            (
                #"{"version": 2, "configurations": {}, "tests": {}}"#, "version",
                "2 is newer than this Harness reads (1); update Harness"
            ),
            (#"{"version": 1.5, "configurations": {}, "tests": {}}"#, "version", "expected a positive whole number"),
            (
                #"{"version": "1", "configurations": {}, "tests": {}}"#, "version",
                "expected a number, found the string \"1\""
            ),
            (#"{"version": 1, "tests": {}}"#, "configurations", "missing"),
            (#"{"version": 1, "configurations": {}, "tests": {}, "baselines": {}}"#, "\"baselines\"", "unknown key"),
            (
                valid.replacingOccurrences(of: #""coreCount": 1"#, with: #""coreCount": 0"#),
                #"configurations."c".coreCount"#, "expected a whole number ≥ 1"
            ),
            (
                valid.replacingOccurrences(of: #""cpuModel": "x", "#, with: ""), #"configurations."c".cpuModel"#,
                "missing"
            ),
            (
                valid.replacingOccurrences(of: #""average": 2"#, with: #""average": "fast""#),
                #"tests."M.C/t"."c"."m".average"#, "expected a number, found the string \"fast\""
            ),
            (
                valid.replacingOccurrences(of: #""average": 2"#, with: #""average": -1"#),
                #"tests."M.C/t"."c"."m".average"#, "expected a number ≥ 0, found -1.0"
            ),
            (
                valid.replacingOccurrences(of: #""average": 2"#, with: #""average": 2, "maxPercentRegression": true"#),
                #"tests."M.C/t"."c"."m".maxPercentRegression"#, "expected a number, found true"
            ),
            (
                valid.replacingOccurrences(of: #""average": 2"#, with: #""average": 2, "unit": 3"#),
                #"tests."M.C/t"."c"."m".unit"#, "expected a string"
            ),
            (
                valid.replacingOccurrences(of: #"{"c": {"m""#, with: #"{"d": {"m""#), #"tests."M.C/t"."d""#,
                "configuration not listed under 'configurations'"
            ),
            (
                valid.replacingOccurrences(of: #"{"m": {"average": 2}}"#, with: "[]"), #"tests."M.C/t"."c""#,
                "expected an object, found an array"
            ),
        ])
    func errors(text: String, key: String, problem: String) {
        do {
            _ = try BaselineFile.decode(Data(text.utf8), path: "/repo/Tests/T/PerformanceBaselines.json")
            Issue.record("accepted a bad file: \(text)")
        } catch {
            #expect(error.path == "/repo/Tests/T/PerformanceBaselines.json")
            #expect(error.key == key)
            #expect(error.problem.hasPrefix(problem), "\(error.problem)")
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("/repo/Tests/T/PerformanceBaselines.json: error: "))
        }
    }
}
