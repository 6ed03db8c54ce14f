import HarnessWire

extension Dispatcher {
    /// Hands batches to free slots, each as a ``WorkerLaunch`` (nothing after an interrupt).
    mutating func startWorkers() {
        guard !state.interrupted else { return }
        while let batch = state.scheduler.nextBatch(
            jobs: configuration.jobs, runningWorkers: state.workers.count,
            aloneRunning: state.workers.values.contains { $0.units.contains(where: \.runsAlone) })
        {
            startWorker(for: batch)
        }
    }

    /// Registers a worker for `units` and asks for its process.
    private mutating func startWorker(for units: [ClassUnit]) {
        guard let first = units.first else { return }
        let bundle = plan.bundles[first.bundle]
        let number = state.nextWorkerNumber
        state.nextWorkerNumber += 1
        // The bundle runs classes in listing order whatever the filter's order, unless asked
        // to follow the filter (Harness's XCTest, HARNESS_TEST_ORDER=filter): under
        // --random-order every method is named, in the plan's shuffled order.
        let followsFilter = configuration.randomSeed != nil && !configuration.toolchainConsole
        let ordered = followsFilter ? units : units.sorted { $0.listingIndex < $1.listingIndex }
        let expected = ordered.flatMap(\.tests)
        // Swift Testing always speaks its event stream, whichever XCTest runs the rest.
        let readsConsole = configuration.toolchainConsole && first.framework == .xctest
        let environment = WorkerEnvironment.make(
            inherited: context.inheritedEnvironment, configured: configuration.environment,
            wireDescriptor: configuration.toolchainConsole ? nil : WorkerLaunch.wireDescriptor,
            followsFilterOrder: followsFilter)

        var stdoutPath: String?
        var stderrPath: String?
        let output: WorkerLaunch.Output
        let errors: WorkerLaunch.Output
        if readsConsole {
            output = .stream
            errors = .stream
        } else if configuration.capture && first.framework == .swiftTesting {
            // A Swift Testing worker's stdout and stderr share the stream's pipe: its translator
            // cuts the output per test, in the order it was written, into one file
            // (SwiftTestingTranslator). Swift Testing writes no output offsets, so only the pipe's
            // order tells whose a line is; the two streams are one "output" in the reports.
            stdoutPath = context.outputFolder + "/w\(number).out"
            output = .stream
            errors = .stream
        } else if configuration.capture {
            let out = context.outputFolder + "/w\(number).out"
            let err = context.outputFolder + "/w\(number).err"
            stdoutPath = out
            stderrPath = err
            output = .file(out)
            errors = .file(err)
        } else {
            output = .inherit
            errors = .inherit
        }
        let arguments: [String]
        let reading: WorkerLaunch.Reading
        if first.framework == .swiftTesting {
            // Swift Testing runs a process's tests in source order whatever the filters' order:
            // under --random-order a process runs one test, so the seed's order holds (the rest
            // of the batch goes to the next process when this one ends).
            arguments = swiftTestingArguments(tests: followsFilter ? Array(expected.prefix(1)) : expected)
            reading = .swiftTesting(bundle: first.bundle, outputPath: stdoutPath)
        } else {
            let filter = (followsFilter ? expected.map(\.description) : ordered.flatMap(\.filterItems))
                .joined(separator: String(BundleArgument.filterSeparator))
            arguments =
                [filter]
                + (configuration.arguments.isEmpty ? [] : [BundleArgument.endOfOptions.text] + configuration.arguments)
            reading = readsConsole ? .console : .wire
        }
        state.workers[number] = WorkerState(
            number: number, bundle: first.bundle, units: units, expected: expected,
            stdoutPath: stdoutPath, stderrPath: stderrPath, repetition: state.repetition, now: now)
        emit(
            .launch(
                WorkerLaunch(
                    worker: number, executable: bundle.path, arguments: arguments, environment: environment,
                    standardOutput: output, standardError: errors, reading: reading)))
    }

    /// A worker whose process could not start: nothing can run its tests, so each is reported
    /// crashed (and retried, if retries are left), and the run still ends.
    mutating func handleSpawnFailure(worker number: Int, reason: String) {
        guard let worker = state.workers.removeValue(forKey: number) else { return }
        let bundle = plan.bundles[worker.bundle]
        report(.notice("failed to start a worker for \(bundle.name): \(reason)"))
        for id in worker.expected {
            record(
                TestAttempt(
                    number: attemptNumber(for: id), status: .crashed, duration: 0,
                    issues: [systemIssue("Test could not start: \(reason)")]),
                for: id, bundle: bundle.name, repetition: worker.repetition)
        }
    }
}
