/// Performance tests: the toolchain's classic API (`measure`, `measureMetrics`,
/// `startMeasuring`, `stopMeasuring`) and Apple's modern one (`measure(metrics:options:)`).
///
/// Each measurement prints the toolchain's `measured` line per metric and is compared with
/// the baseline recorded for this machine configuration, if any (see
/// `Documentation/Performance.md`). Nothing else is added to `XCTestCase`: a new instance
/// member could shadow a global function of the same name in existing tests.
extension XCTestCase {
    /// The metrics ``measure(file:line:block:)`` measures: wall-clock time.
    public class var defaultPerformanceMetrics: [XCTPerformanceMetric] {
        [.wallClockTime]
    }

    /// Runs `block` ten times and reports its wall-clock time: average, relative standard
    /// deviation and every value, compared with the baseline of this machine configuration.
    ///
    /// ```swift
    /// func testSortPerformance() {
    ///     let input = (0..<10_000).map { _ in Int.random(in: 0...1_000) }
    ///     measure { _ = input.sorted() }
    /// }
    /// ```
    ///
    /// A test measures once; a failure inside the block stops the measurement.
    public func measure(file: StaticString = #filePath, line: Int = #line, block: () -> Void) {
        measureMetrics(
            type(of: self).defaultPerformanceMetrics, automaticallyStartMeasuring: true, file: file, line: line,
            for: block)
    }

    /// Runs `block` ten times, measuring `metrics`; with `automaticallyStartMeasuring: false`
    /// the block calls ``startMeasuring(file:line:)`` (and optionally ``stopMeasuring(file:line:)``)
    /// around the part to measure.
    ///
    /// ```swift
    /// measureMetrics([.wallClockTime], automaticallyStartMeasuring: false) {
    ///     let document = makeDocument()   // set-up, not measured
    ///     startMeasuring()
    ///     _ = document.render()
    ///     stopMeasuring()
    /// }
    /// ```
    public func measureMetrics(
        _ metrics: [XCTPerformanceMetric], automaticallyStartMeasuring: Bool, file: StaticString = #filePath,
        line: Int = #line, for block: () -> Void
    ) {
        guard !metrics.isEmpty else {
            return PerformanceMeter.recordAPIViolation(
                PerformanceMeter.Misuse.noMetrics.description, file: file, line: line)
        }
        var probes: [any XCTMetric] = []
        for metric in metrics {
            guard metric == .wallClockTime else {
                return PerformanceMeter.recordAPIViolation(
                    PerformanceMeter.Misuse.unknownMetric(metric.rawValue).description, file: file, line: line)
            }
            probes.append(WallClockTimeMetric())
        }
        var plan = PerformanceMeter.Plan.classic
        plan.startsAutomatically = automaticallyStartMeasuring
        runMeasurement(metrics: probes, plan: plan, file: file, line: line, block: block)
    }

    /// Starts measuring inside a block passed to ``measureMetrics(_:automaticallyStartMeasuring:file:line:for:)``
    /// or to ``measure(metrics:options:file:line:block:)`` with `.manuallyStart`.
    public func startMeasuring(file: StaticString = #filePath, line: Int = #line) {
        guard let meter = context?.performanceMeter, !meter.isOver else {
            return PerformanceMeter.recordAPIViolation(
                "Cannot start measuring. startMeasuring() is only supported from a block passed to "
                    + "measureMetrics(...).",
                file: file, line: line)
        }
        meter.startMeasuring(file: file, line: line)
    }

    /// Stops measuring inside a measured block; the rest of the iteration is not measured.
    public func stopMeasuring(file: StaticString = #filePath, line: Int = #line) {
        guard let meter = context?.performanceMeter, !meter.isOver else {
            return PerformanceMeter.recordAPIViolation(
                "Cannot stop measuring. stopMeasuring() is only supported from a block passed to measureMetrics(...).",
                file: file, line: line)
        }
        meter.stopMeasuring(file: file, line: line)
    }

    // MARK: Apple's metrics API

    /// The metrics `measure(options:block:)` measures: monotonic clock time.
    public class var defaultMetrics: [any XCTMetric] {
        [XCTClockMetric()]
    }

    /// The options `measure(metrics:block:)` uses: five measured iterations after one warm-up.
    public class var defaultMeasureOptions: XCTMeasureOptions {
        XCTMeasureOptions.default
    }

    /// Measures `metrics` over the default iterations (one warm-up, then five).
    ///
    /// ```swift
    /// measure(metrics: [XCTClockMetric(), XCTCPUMetric(), XCTMemoryMetric()]) {
    ///     _ = try? JSONDecoder().decode(Catalog.self, from: data)
    /// }
    /// ```
    public func measure(metrics: [any XCTMetric], file: StaticString = #filePath, line: Int = #line, block: () -> Void)
    {
        measure(metrics: metrics, options: type(of: self).defaultMeasureOptions, file: file, line: line, block: block)
    }

    /// Measures the default metrics (clock time) with `options`.
    ///
    /// ```swift
    /// let options = XCTMeasureOptions()
    /// options.iterationCount = 20
    /// measure(options: options) { cache.rebuild() }
    /// ```
    public func measure(
        options: XCTMeasureOptions, file: StaticString = #filePath, line: Int = #line, block: () -> Void
    ) {
        measure(metrics: type(of: self).defaultMetrics, options: options, file: file, line: line, block: block)
    }

    /// Measures `metrics` with `options`: a warm-up iteration (reported, not counted), then
    /// `options.iterationCount` measured ones; with `.manuallyStart`/`.manuallyStop` the
    /// block calls `startMeasuring()`/`stopMeasuring()` itself.
    ///
    /// ```swift
    /// let options = XCTMeasureOptions()
    /// options.invocationOptions = [.manuallyStart]
    /// measure(metrics: [XCTCPUMetric(limitingToCurrentThread: true)], options: options) {
    ///     let image = loadFixtureImage()
    ///     startMeasuring()
    ///     _ = image.blurred(radius: 4)
    /// }
    /// ```
    public func measure(
        metrics: [any XCTMetric], options: XCTMeasureOptions, file: StaticString = #filePath, line: Int = #line,
        block: () -> Void
    ) {
        guard !metrics.isEmpty else {
            return PerformanceMeter.recordAPIViolation(
                PerformanceMeter.Misuse.noMetrics.description, file: file, line: line)
        }
        // Copies, so the caller's metric objects keep no state of this measurement.
        let probes = metrics.map { ($0.copy(with: nil) as? any XCTMetric) ?? $0 }
        runMeasurement(metrics: probes, plan: .modern(options), file: file, line: line, block: block)
    }

    private func runMeasurement(
        metrics: [any XCTMetric], plan: PerformanceMeter.Plan, file: StaticString, line: Int, block: () -> Void
    ) {
        guard context?.performanceMeter == nil else {
            return PerformanceMeter.recordAPIViolation(
                "Can only record one set of metrics per test method.", file: file, line: line)
        }
        let meter = PerformanceMeter(metrics: metrics, plan: plan, testCase: self, file: file, line: line)
        context?.performanceMeter = meter
        meter.run { _ in block() }
    }
}
