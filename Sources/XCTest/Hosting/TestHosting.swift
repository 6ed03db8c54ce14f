internal import AppHost
import Foundation
internal import HarnessWire

/// Which test modules of a bundle run inside a launched application, and how a run is split
/// so that each process launches at most one host.
///
/// SwiftPM links every test target of a package into one `.xctest` executable, so one
/// bundle process may hold library modules and modules hosted by different applications.
/// An application is launched once per process, so a run that spans several host groups
/// runs each group in a child process of its own (``HostGroupProcesses``); the library
/// modules form one group that runs with no host. A runner that selects one group's tests
/// per process (from `testHosts` in `--dump-tests-json`) never triggers the split.
struct TestHosting {
    /// The hosted modules' declarations, by module name.
    let declarations: [String: TestHostDeclaration]
    /// Likely mistakes that still let the bundle run, as messages: library modules that
    /// define a `TestingAppDelegate` but declare no host (or a `TestHost` that is not an
    /// `ApplicationTestHost`).
    private let libraryWarnings: [String]
    /// Every class SwiftPM discovered.
    let allTestCases: [XCTestCaseEntry]
    /// The group this process is restricted to, when it is a child of a split run.
    let groupInThisProcess: String?

    /// - Parameter hostGroup: set in a child of a split run (``BundleVariable/hostGroup``):
    ///   the one group it runs, a module name or empty for the library modules.
    init(testCases: [XCTestCaseEntry], hostGroup: String?) {
        allTestCases = testCases
        groupInThisProcess = hostGroup
        var declarations: [String: TestHostDeclaration] = [:]
        var warnings: [String] = []
        let modules = Set(testCases.map { $0.testCaseClass.moduleName }).sorted()
        for module in modules {
            let found = TypeLookup.type(named: TestHostDeclaration.typeName, inModule: module)
            if let host = found as? any ApplicationTestHost.Type {
                declarations[module] = TestHostDeclaration(module: module, host: host)
            } else if TypeLookup.type(named: TestingDelegateLookup.typeName, inModule: module) != nil {
                // Only an ApplicationTestHost declares a host: a suite's own, unrelated type
                // named TestHost runs as before. With a testing delegate beside it, though, a
                // missing conformance is the likelier story, so say so.
                let declaration =
                    found == nil
                    ? "no TestHost"
                    : "a TestHost that is not an ApplicationTestHost"
                warnings.append(
                    "\(module) defines \(TestingDelegateLookup.typeName) but \(declaration), so its tests run with "
                        + "no host; declare `enum TestHost: ApplicationTestHost { … }` to host them"
                )
            }
        }
        self.declarations = declarations
        self.libraryWarnings = warnings
    }

    /// The warnings for a run of `group` (they concern library modules, so only the library
    /// group's run prints them, once).
    func warnings(forGroup group: String?) -> [String] {
        group == "" ? libraryWarnings : []
    }

    /// The classes this process may run: all of them, or its group's in a child process.
    var testCasesInThisProcess: [XCTestCaseEntry] {
        guard let groupInThisProcess else { return allTestCases }
        return allTestCases.filter { group(of: $0) == groupInThisProcess }
    }

    /// A class's group: its module when the module declares a host, "" for library modules.
    func group(of entry: XCTestCaseEntry) -> String {
        let module = entry.testCaseClass.moduleName
        return declarations[module] == nil ? "" : module
    }

    /// The groups that hold at least one test `selection` selects: the library group first,
    /// then hosted modules by name.
    func groups(selectedBy selection: [String]?) -> [String] {
        let filter = selection.map(TestSelection.init)
        let selected = testCasesInThisProcess.filter { entry in
            let qualified = "\(entry.testCaseClass.moduleName).\(String(describing: entry.testCaseClass))"
            return entry.allTests.contains { filter?.includes(qualifiedClass: qualified, method: $0.0) ?? true }
        }
        return Set(selected.map(group(of:))).sorted()
    }

    /// The host of a run restricted to one group; nil for the library group.
    func host(ofGroup group: String) -> TestHostDeclaration? {
        declarations[group]
    }

    /// The `Module.Class/method` names of a group's tests.
    func testNames(inGroup group: String) -> [String] {
        allTestCases.filter { self.group(of: $0) == group }.flatMap { entry in
            entry.allTests.map {
                "\(entry.testCaseClass.moduleName).\(String(describing: entry.testCaseClass))/\($0.0)"
            }
        }
    }

    /// `--dump-tests-json`'s object with `testHosts` added (one record per hosted module)
    /// when any module declares a host; unchanged otherwise, so library bundles list exactly
    /// as the toolchain's do.
    func annotating(listingJSON json: String) throws -> String {
        guard !declarations.isEmpty,
            var object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        else { return json }
        var records: [Any] = []
        for module in declarations.keys.sorted() {
            guard let declaration = declarations[module] else { continue }
            switch declaration.record() {
            case .success(let record):
                let data = try JSONEncoder().encode(record)
                records.append(try JSONSerialization.jsonObject(with: data))
            case .failure(let failure):
                records.append(["module": module, "error": failure.message])
            }
        }
        object["testHosts"] = records
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
