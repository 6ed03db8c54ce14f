import HarnessModel
import HarnessWire

/// Walks a plan's JSON key by key, checking types and collecting the keys Harness ignores.
struct TestPlanWalker {
    let path: String
    private(set) var ignored: Set<String> = []

    init(path: String) {
        self.path = path
    }

    /// The options of one level (`defaultOptions` or a configuration's `options`); nil where unset.
    struct Options {
        var environment: [String: String]?
        var arguments: [String]?
        var timeoutsEnabled: Bool?
        var defaultAllowance: Double?
        var maximumAllowance: Double?
        var repetitionMode: String?
        var maximumRepetitions: Int?
        var randomOrder: Bool?

        /// These options, with `base`'s where these have none.
        func over(_ base: Options) -> Options {
            Options(
                environment: (base.environment ?? [:]).merging(environment ?? [:]) { _, mine in mine },
                arguments: arguments ?? base.arguments,
                timeoutsEnabled: timeoutsEnabled ?? base.timeoutsEnabled,
                defaultAllowance: defaultAllowance ?? base.defaultAllowance,
                maximumAllowance: maximumAllowance ?? base.maximumAllowance,
                repetitionMode: repetitionMode ?? base.repetitionMode,
                maximumRepetitions: maximumRepetitions ?? base.maximumRepetitions,
                randomOrder: randomOrder ?? base.randomOrder
            )
        }
    }

    mutating func plan(from root: JSONValue) throws(TestPlanError) -> TestPlan {
        let top = try object(root, at: "")
        if let version = top["version"] {
            let number = try integer(version, at: "version", minimum: 1)
            guard number <= TestPlanReader.supportedVersion else {
                throw error(
                    "version", "\(number) is newer than this Harness reads (\(TestPlanReader.supportedVersion))")
            }
        }
        let defaults =
            try top["defaultOptions"].map { value throws(TestPlanError) in try options(value, at: "defaultOptions") }
            ?? Options()
        var targets: [TestPlanSettings.Target] = []
        for (index, entry) in try array(top["testTargets"] ?? .array([]), at: "testTargets").enumerated() {
            targets.append(try target(entry, at: "testTargets[\(index)]"))
        }
        var named: [(String?, Options)] = []
        for (index, entry) in try array(top["configurations"] ?? .array([]), at: "configurations").enumerated() {
            let key = "configurations[\(index)]"
            let fields = try object(entry, at: key)
            let name = try fields["name"].map { value throws(TestPlanError) in try string(value, at: "\(key).name") }
            let own =
                try fields["options"].map { value throws(TestPlanError) in try options(value, at: "\(key).options") }
                ?? Options()
            ignoreUnknown(fields, known: ["id", "name", "options"], at: key)
            named.append((name, own.over(defaults)))
        }
        if named.isEmpty { named = [(nil, defaults)] }
        ignoreUnknown(top, known: ["version", "defaultOptions", "testTargets", "configurations"], at: "")
        var settings: [TestPlanSettings] = []
        for (index, (name, merged)) in named.enumerated() {
            let at = name == nil ? "defaultOptions" : "configurations[\(index)].options"
            settings.append(try self.settings(name: name, options: merged, targets: targets, at: at))
        }
        return TestPlan(path: path, configurations: settings)
    }

    private func settings(name: String?, options: Options, targets: [TestPlanSettings.Target], at key: String)
        throws(TestPlanError) -> TestPlanSettings
    {
        let maximum = options.maximumRepetitions ?? 3
        let repetition: TestPlanSettings.Repetition
        switch options.repetitionMode {
        case nil, "none": repetition = .once
        case "fixedIterations": repetition = .fixedIterations(count: maximum)
        case "untilFailure": repetition = .untilFailure(maximum: maximum)
        case "retryOnFailure": repetition = .retryOnFailure(maximum: maximum)
        case let other?:
            throw error(
                "\(key).testRepetitionMode",
                "expected one of none, fixedIterations, untilFailure, retryOnFailure, found \"\(other)\"")
        }
        return TestPlanSettings(
            planPath: path, configurationName: name, targets: targets, environment: options.environment ?? [:],
            arguments: options.arguments ?? [], timeoutsEnabled: options.timeoutsEnabled ?? false,
            defaultTimeAllowance: options.defaultAllowance, maximumTimeAllowance: options.maximumAllowance,
            repetition: repetition, randomOrder: options.randomOrder ?? false, ignoredKeys: ignored.sorted()
        )
    }

    private mutating func options(_ value: JSONValue, at key: String) throws(TestPlanError) -> Options {
        let fields = try object(value, at: key)
        var options = Options()
        if let entries = fields["environmentVariableEntries"] {
            var environment: [String: String] = [:]
            for (index, entry) in try array(entries, at: "\(key).environmentVariableEntries").enumerated() {
                let at = "\(key).environmentVariableEntries[\(index)]"
                let entry = try object(entry, at: at)
                let name = try string(entry["key"] ?? .null, at: "\(at).key")
                let value = try string(entry["value"] ?? .string(""), at: "\(at).value")
                if try entry["enabled"].map({ value throws(TestPlanError) in try bool(value, at: "\(at).enabled") })
                    ?? true
                {
                    environment[name] = value
                }
            }
            options.environment = environment
        }
        if let entries = fields["commandLineArgumentEntries"] {
            var arguments: [String] = []
            for (index, entry) in try array(entries, at: "\(key).commandLineArgumentEntries").enumerated() {
                let at = "\(key).commandLineArgumentEntries[\(index)]"
                let entry = try object(entry, at: at)
                let argument = try string(entry["argument"] ?? .null, at: "\(at).argument")
                if try entry["enabled"].map({ value throws(TestPlanError) in try bool(value, at: "\(at).enabled") })
                    ?? true
                {
                    arguments.append(argument)
                }
            }
            options.arguments = arguments
        }
        options.timeoutsEnabled = try fields["testTimeoutsEnabled"].map { value throws(TestPlanError) in
            try bool(value, at: "\(key).testTimeoutsEnabled")
        }
        options.defaultAllowance = try fields["defaultTestExecutionTimeAllowance"].map { value throws(TestPlanError) in
            try seconds(value, at: "\(key).defaultTestExecutionTimeAllowance")
        }
        options.maximumAllowance = try fields["maximumTestExecutionTimeAllowance"].map { value throws(TestPlanError) in
            try seconds(value, at: "\(key).maximumTestExecutionTimeAllowance")
        }
        options.repetitionMode = try fields["testRepetitionMode"].map { value throws(TestPlanError) in
            try string(value, at: "\(key).testRepetitionMode")
        }
        options.maximumRepetitions = try fields["maximumTestRepetitions"].map { value throws(TestPlanError) in
            try integer(value, at: "\(key).maximumTestRepetitions", minimum: 1)
        }
        if let ordering = fields["testExecutionOrdering"] {
            let text = try string(ordering, at: "\(key).testExecutionOrdering")
            guard ["random", "alphabetical"].contains(text) else {
                throw error(
                    "\(key).testExecutionOrdering", "expected \"random\" or \"alphabetical\", found \"\(text)\"")
            }
            options.randomOrder = text == "random"
        }
        ignoreUnknown(
            fields,
            known: [
                "environmentVariableEntries", "commandLineArgumentEntries", "testTimeoutsEnabled",
                "defaultTestExecutionTimeAllowance", "maximumTestExecutionTimeAllowance", "testRepetitionMode",
                "maximumTestRepetitions", "testExecutionOrdering",
            ], at: key)
        return options
    }

    private mutating func target(_ value: JSONValue, at key: String) throws(TestPlanError) -> TestPlanSettings.Target {
        let fields = try object(value, at: key)
        let reference = try object(fields["target"] ?? .null, at: "\(key).target")
        let name = try string(reference["name"] ?? .null, at: "\(key).target.name")
        ignoreUnknown(reference, known: ["name", "identifier", "containerPath"], at: "\(key).target")
        let selected = try fields["selectedTests"].map { value throws(TestPlanError) in
            try selectors(value, at: "\(key).selectedTests")
        }
        let skipped =
            try fields["skippedTests"].map { value throws(TestPlanError) in
                try selectors(value, at: "\(key).skippedTests")
            } ?? []
        let enabled =
            try fields["enabled"].map { value throws(TestPlanError) in try bool(value, at: "\(key).enabled") } ?? true
        let parallelizable = try fields["parallelizable"].map { value throws(TestPlanError) in
            try bool(value, at: "\(key).parallelizable")
        }
        ignoreUnknown(fields, known: ["target", "selectedTests", "skippedTests", "enabled", "parallelizable"], at: key)
        return TestPlanSettings.Target(
            name: name, isEnabled: enabled, selectedTests: selected, skippedTests: skipped,
            parallelizable: parallelizable)
    }

    private func selectors(_ value: JSONValue, at key: String) throws(TestPlanError) -> [TestPlanSelector] {
        var result: [TestPlanSelector] = []
        for (index, entry) in try array(value, at: key).enumerated() {
            let text = try string(entry, at: "\(key)[\(index)]")
            guard let selector = TestPlanSelector(parsing: text) else {
                throw error("\(key)[\(index)]", "expected \"Class\" or \"Class/testMethod()\", found \"\(text)\"")
            }
            result.append(selector)
        }
        return result
    }

    private mutating func ignoreUnknown(_ fields: [String: JSONValue], known: Set<String>, at key: String) {
        for name in fields.keys where !known.contains(name) {
            ignored.insert(key.isEmpty ? name : "\(key).\(name)")
        }
    }

    // MARK: Typed access, each failure naming its key

    private func error(_ key: String, _ problem: String) -> TestPlanError {
        TestPlanError(path: path, key: key, problem: problem)
    }

    private func object(_ value: JSONValue, at key: String) throws(TestPlanError) -> [String: JSONValue] {
        guard case .object(let fields) = value else {
            throw key.isEmpty
                ? error("", "expected a JSON object at the top, found \(value.typeDescription)")
                : mismatch("an object", value, key)
        }
        return fields
    }

    private func array(_ value: JSONValue, at key: String) throws(TestPlanError) -> [JSONValue] {
        guard case .array(let items) = value else { throw mismatch("an array", value, key) }
        return items
    }

    private func string(_ value: JSONValue, at key: String) throws(TestPlanError) -> String {
        guard case .string(let text) = value else { throw mismatch("a string", value, key) }
        return text
    }

    private func bool(_ value: JSONValue, at key: String) throws(TestPlanError) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false", value, key) }
        return flag
    }

    private func integer(_ value: JSONValue, at key: String, minimum: Int) throws(TestPlanError) -> Int {
        guard case .number(let number) = value, number.rounded() == number, number >= Double(minimum), number < 1e9
        else {
            throw mismatch("a whole number from \(minimum)", value, key)
        }
        return Int(number)
    }

    private func seconds(_ value: JSONValue, at key: String) throws(TestPlanError) -> Double {
        guard case .number(let number) = value, number > 0, number.isFinite else {
            throw mismatch("a number of seconds above 0", value, key)
        }
        return number
    }

    private func mismatch(_ expected: String, _ value: JSONValue, _ key: String) -> TestPlanError {
        if case .null = value { return error(key, "expected \(expected), but the key is missing or null") }
        return error(key, "expected \(expected), found \(value.typeDescription)")
    }
}
