import Foundation
import HarnessWire

extension BaselineFile {
    /// Reads a baseline file, checking every key, so that a malformed, future or
    /// hand-edited file is rejected with the exact key at fault rather than half-read.
    ///
    /// ```swift
    /// do {
    ///     let file = try BaselineFile.decode(data, path: url.path)
    /// } catch {
    ///     print(error)   // …/PerformanceBaselines.json: error: key 'version': missing
    /// }
    /// ```
    public static func decode(_ data: Data, path: String) throws(BaselineFileError) -> BaselineFile {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw BaselineFileError(path: path, key: "", problem: "not valid JSON (\(Self.syntaxProblem(error)))")
        }
        var reader = Reader(path: path)
        return try reader.file(root)
    }

    private static func syntaxProblem(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            let underlying = context.underlyingError.map { "\($0)" } ?? context.debugDescription
            return underlying.split(separator: "\n").first.map(String.init) ?? underlying
        }
        return "\(error)"
    }
}

/// Walks the JSON tree, keeping the key path for messages.
private struct Reader {
    let path: String

    func fail(_ key: [String], _ problem: String) -> BaselineFileError {
        BaselineFileError(path: path, key: key.joined(separator: "."), problem: problem)
    }

    /// A dynamic key (a test, configuration or metric name) quoted, since it may hold dots.
    static func quoted(_ name: String) -> String { "\"\(name)\"" }

    func object(_ value: JSONValue?, _ key: [String]) throws(BaselineFileError) -> [String: JSONValue] {
        guard let value else { throw fail(key, "missing") }
        guard case .object(let members) = value else {
            throw fail(key, "expected an object, found \(value.valueDescription)")
        }
        return members
    }

    func number(_ value: JSONValue?, _ key: [String], optional fallback: Double? = nil) throws(BaselineFileError)
        -> Double
    {
        guard let value else {
            if let fallback { return fallback }
            throw fail(key, "missing")
        }
        guard case .number(let number) = value else {
            throw fail(key, "expected a number, found \(value.valueDescription)")
        }
        guard number.isFinite, number >= 0 else { throw fail(key, "expected a number ≥ 0, found \(number)") }
        return number
    }

    func string(_ value: JSONValue?, _ key: [String]) throws(BaselineFileError) -> String {
        guard let value else { throw fail(key, "missing") }
        guard case .string(let text) = value else {
            throw fail(key, "expected a string, found \(value.valueDescription)")
        }
        return text
    }

    mutating func file(_ root: JSONValue) throws(BaselineFileError) -> BaselineFile {
        let members = try object(root, [])
        let version = try number(members["version"], ["version"])
        guard version == version.rounded(), version >= 1 else {
            throw fail(["version"], "expected a positive whole number, found \(version)")
        }
        guard Int(version) <= BaselineFile.currentVersion else {
            throw fail(
                ["version"],
                "\(Int(version)) is newer than this Harness reads (\(BaselineFile.currentVersion)); update Harness")
        }
        let knownKeys: Set = ["version", "configurations", "tests"]
        if let unknown = members.keys.sorted().first(where: { !knownKeys.contains($0) }) {
            throw fail([Self.quoted(unknown)], "unknown key (expected version, configurations, tests)")
        }
        var file = BaselineFile()
        for (id, value) in try object(members["configurations"], ["configurations"]) {
            file.configurations[id] = try configuration(value, ["configurations", Self.quoted(id)])
        }
        for (test, value) in try object(members["tests"], ["tests"]) {
            let testKey = ["tests", Self.quoted(test)]
            for (configurationID, metrics) in try object(value, testKey) {
                let configurationKey = testKey + [Self.quoted(configurationID)]
                guard file.configurations[configurationID] != nil else {
                    throw fail(configurationKey, "configuration not listed under 'configurations'")
                }
                for (metric, baselineValue) in try object(metrics, configurationKey) {
                    file.tests[test, default: [:]][configurationID, default: [:]][metric] =
                        try baseline(baselineValue, configurationKey + [Self.quoted(metric)])
                }
            }
        }
        return file
    }

    func configuration(_ value: JSONValue, _ key: [String]) throws(BaselineFileError) -> MachineConfiguration {
        let members = try object(value, key)
        let cores = try number(members["coreCount"], key + ["coreCount"])
        guard cores >= 1, cores == cores.rounded() else {
            throw fail(key + ["coreCount"], "expected a whole number ≥ 1, found \(cores)")
        }
        return MachineConfiguration(
            cpuModel: try string(members["cpuModel"], key + ["cpuModel"]),
            coreCount: Int(cores),
            architecture: try string(members["architecture"], key + ["architecture"]),
            operatingSystem: try string(members["operatingSystem"], key + ["operatingSystem"])
        )
    }

    func baseline(_ value: JSONValue, _ key: [String]) throws(BaselineFileError) -> Baseline {
        let members = try object(value, key)
        let unit: String? = if let unitValue = members["unit"] { try string(unitValue, key + ["unit"]) } else { nil }
        return Baseline(
            average: try number(members["average"], key + ["average"]),
            maxPercentRegression: try number(
                members["maxPercentRegression"], key + ["maxPercentRegression"],
                optional: Baseline.defaultMaxPercentRegression),
            maxPercentRelativeStandardDeviation: try number(
                members["maxPercentRelativeStandardDeviation"], key + ["maxPercentRelativeStandardDeviation"],
                optional: Baseline.defaultMaxPercentRelativeStandardDeviation),
            maxRegression: try number(members["maxRegression"], key + ["maxRegression"], optional: 0),
            unit: unit
        )
    }
}
