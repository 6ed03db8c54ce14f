import HarnessModel
import HarnessWire

extension NavigatorModel {
    /// The model of a finished run, for the HTML report: bundle → class or suite → test, in the
    /// run's order, each test with its verdict, duration, cases and first failure line, and the
    /// anchor of its detail in the page. A test repeated (`--repetitions`) is one row per
    /// repetition.
    package init(report run: RunnerEvent.RunFinished, context: HTMLReportContext, packageRoot: String = "") {
        var bundles: [Bundle] = []
        for (name, results) in HTMLReportFormatter.grouped(run.results, by: \.bundle) {
            let modules = Set(results.map(\.id.module))
            let hosted = context.testBundles.filter { modules.contains($0.module) }.compactMap(\.host)
            let suites = HTMLReportFormatter.grouped(results) { "\($0.id.module)\u{0}\($0.id.className)" }.map {
                _, members in
                Suite(
                    module: members[0].id.module, name: members[0].id.className, framework: members[0].framework,
                    tests: members.map(Self.reportTest))
            }
            bundles.append(
                Bundle(
                    name: name, kind: hosted.isEmpty ? .library : .application,
                    hosts: hosted.map(\.hostDescription), suites: suites))
        }
        self.init(packageRoot: packageRoot, bundles: bundles)
    }

    private static func reportTest(_ result: TestResult) -> Test {
        let repeated = result.repetition > 1
        var test = Test(
            id: result.id.description + (repeated ? " #\(result.repetition)" : ""),
            name: result.id.method + (repeated ? " (repetition \(result.repetition))" : ""), tags: [],
            status: result.status, seconds: result.duration, flaky: result.status == .flaky,
            message: firstLine(of: result))
        test.cases = cases(of: result)
        test.anchor = HTMLReportFormatter.anchor(result.id, repetition: result.repetition)
        return test
    }
}
