import Foundation
import HarnessModel
import HarnessReports
import HarnessRunner
import HarnessWire

/// One watch cycle: build, list, select, plan, run, record; and what it needs first (the
/// package's description, the watched folders).
extension WatchSession {
    /// Reads the package's description (`dump-package`): the targets to map changes to, and
    /// how to build.
    func loadDescription() throws(PackageBuilder.Failure) {
        let output: ProcessOutput
        do {
            output = try ProcessOutput.run(
                settings.builder.swift, arguments: ["package", "--package-path", settings.root, "dump-package"])
        } catch {
            throw PackageBuilder.Failure(
                description: "cannot run swift package dump-package: \(error)", isBuildFailure: false)
        }
        guard output.status == 0 else {
            let reason = output.standardError.split(separator: "\n").first { $0.contains("error") } ?? ""
            throw PackageBuilder.Failure(
                description: "cannot read the manifest of '\(settings.root)': \(reason)", isBuildFailure: true)
        }
        do {
            targets = try PackageTargets(manifestJSON: output.standardOutput, root: settings.root)
        } catch {
            throw PackageBuilder.Failure(description: error.description, isBuildFailure: false)
        }
        var builder = settings.builder
        builder.suppliedDescription = output.standardOutput
        mode = try builder.detectMode(toolchain: settings.toolchain)
    }

    /// Watches Sources/, Tests/, every target's folder, the manifest, and the local
    /// dependencies' Sources/, Tests/ and manifests.
    func startWatching() throws(FileWatcher.Problem) {
        let watcher = try FileWatcher { [inbox] path, created in inbox.post(.fileChanged(path, created: created)) }
        watchFolders(of: watcher)
        watcher.start()
        self.watcher = watcher
        state.watchedFolders = watcher.folderCount
    }

    /// Adds the package's folders (again after a manifest change: new targets' folders).
    func watchFolders(of watcher: FileWatcher) {
        let root = settings.root
        var trees = ["Sources", "Tests"].map { "\(root)/\($0)" }
        trees += targets.targetFolders.map { "\(root)/\($0)" }
        for dependency in targets.localDependencies {
            trees += ["\(dependency)/Sources", "\(dependency)/Tests"]
            watcher.watchManifests(in: dependency)
        }
        var seen: Set<String> = []
        for tree in trees where seen.insert(tree).inserted {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: tree, isDirectory: &isFolder), isFolder.boolValue {
                watcher.watchTree(tree)
            }
        }
        watcher.watchManifests(in: root)
    }

    /// Builds, lists, selects and runs for `trigger`; the state (and plain lines) say how it went.
    func cycle(_ trigger: WatchTrigger, signals: WatchSignals) {
        guard !isQuitting else { return }
        state.trigger = trigger.label(root: settings.root)
        state.notice = nil
        if case .changes(let paths) = trigger,
            paths.contains(where: { FileWatcher.isManifest(name: URL(fileURLWithPath: $0).lastPathComponent) })
        {
            do {
                try loadDescription()
                if let watcher {
                    watchFolders(of: watcher)
                    state.watchedFolders = watcher.folderCount
                }
            } catch {
                showBuildFailure([error.description])
                return
            }
        }
        guard let bundles = build() else { return }
        state.phase = .listing
        redraw(force: true)
        let inventory: TestInventory
        do {
            inventory = try BundleLister(readsLineListing: settings.toolchain).inventory(
                of: bundles, workingDirectory: settings.root, cache: ListingCache(packagePath: settings.root))
        } catch {
            finish(notice: "cannot list the tests: \(error)")
            return
        }
        let facts = settings.history.facts()
        let selection = WatchSelection.choose(
            trigger: trigger, previous: previousSelection, root: settings.root, targets: targets,
            inventory: inventory, failing: facts.failing)
        previousSelection = selection
        state.selection = selection.explanation
        guard !selection.isEmpty else {
            finish(notice: selection.explanation)
            return
        }
        let request = self.request(for: selection, inventory: inventory, facts: facts)
        let plan: RunPlan
        do {
            plan = try RunPlanner(inventory: inventory, request: request, history: facts.timings).plan()
        } catch {
            finish(notice: error.description)
            return
        }
        say("running \(selection.explanation)")
        run(plan, request: request)
        signals.install()
        state.phase = .waiting
        say("waiting for changes")
    }

    /// The user's request with the selection in it: the selection's filters (kept to the
    /// tests the user's own filters match), and failed tests first, or only them.
    func request(for selection: WatchSelection, inventory: TestInventory, facts: HistoryFacts) -> RunRequest {
        var request = settings.request
        let mode: FailureSelection.Mode = selection.failedOnly ? .rerunFailed : .failedFirst
        request.failures = FailureSelection(mode: mode, failing: facts.failing, known: facts.known)
        guard !selection.filters.isEmpty else { return request }
        if request.filters.isEmpty {
            request.filters = selection.filters
        } else {
            // Both must match: name each test that does, exactly.
            let tags = inventory.tagsByTest
            let user = request.filters
            request.filters = inventory.allTests.map(\.id).filter { id in
                let testTags = tags[id] ?? []
                return user.contains { $0.matches(id, tags: testTags) }
                    && selection.filters.contains { $0.matches(id, tags: testTags) }
            }.map { TestFilter($0.description) }
        }
        return request
    }

    /// Builds the tests; nil (and the errors shown) when the build failed or was stopped.
    private func build() -> [String]? {
        state.phase = .building
        redraw(force: true)
        say("\(state.trigger): building")
        // A lock's wait comes while the build waits: shown at once, never only kept.
        let write = settings.write
        let errors = BuildErrorCollector()
        var builder = settings.builder
        builder.progress = BuildProgress(isTerminal: false, verbose: false) { errors.add($0) }
        builder.progress.onNotice = { [terminal] notice in
            switch WatchBuildNotice(kind: notice.kind) {
            case .showAtOnce:
                if let terminal { terminal.drawBelow(notice.text) } else { write("watch: \(notice.text)\n") }
            case .keepWithBuildLines:
                errors.add(notice.text + "\n")
            }
        }
        builder.progress.onProcessStarted = { [self] pid in setBuildGroup(pid) }
        let started = MonotonicClock.now()
        defer { setBuildGroup(nil) }
        do {
            let bundles = try builder.build(mode: mode)
            state.buildErrors = []
            say(String(format: "built in %.2fs", MonotonicClock.now() - started))
            return bundles
        } catch {
            guard !isQuitting else { return nil }
            showBuildFailure(errors.lines + [error.description])
            return nil
        }
    }

    private func showBuildFailure(_ lines: [String]) {
        var seen: Set<String> = []
        state.buildErrors = lines.filter { !$0.isEmpty && seen.insert($0).inserted }
        state.phase = .waiting
        if terminal == nil {
            for line in state.buildErrors { settings.write(line + "\n") }
        }
        say("the build failed; waiting for changes")
    }

    private func finish(notice: String) {
        state.notice = notice
        state.phase = .waiting
        say(notice)
        say("waiting for changes")
    }

    /// Runs the plan; the screen (or the console's plain lines) follows its events.
    private func run(_ plan: RunPlan, request: RunRequest) {
        let startedAt = Date()
        var reporters: [any RunReporter] = [
            WatchReporter { [self] event in
                if case .runStarted = event { setEngineActive(true) }
                if case .runFinished = event { setEngineActive(false) }
                state.apply(event)
                redraw(force: false)
            }
        ]
        if terminal == nil {
            let write = settings.write
            reporters.insert(ConsoleReporter(style: ConsoleStyle(isTerminal: false), write: write), at: 0)
        }
        let outcome = RunEngine(
            plan: plan, configuration: settings.configuration, workingDirectory: settings.root,
            reporter: ReporterFanOut(reporters)
        ).run()
        settings.history.keep(
            outcome, request: request, configuration: settings.configuration, startedAt: startedAt,
            packageRoot: settings.root)
        if outcome.summary.interrupted { requestQuit(code: 130) }
    }
}

/// The lines a failed build printed (errors as they came, then the log's tail).
private final class BuildErrorCollector: @unchecked Sendable {
    // @unchecked: `collected` is only touched under `lock`.
    private let lock = NSLock()
    private var collected = ""

    func add(_ text: String) {
        lock.withLock { collected += text }
    }

    var lines: [String] {
        lock.withLock { collected.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }
}
