import Foundation
import HarnessWire
import Testing

@testable import HarnessModel
@testable import HarnessRunner
@testable import HarnessSession

#if canImport(Glibc)
    import Glibc
#endif

/// The loop watch mode and the navigator both run (``SessionLoop``), driven input by input
/// (``LoopScenario``): bursts of saves, the manifest read again (or not readable), the build's
/// lines and notices, its process group stopped, the one way a run is interrupted, requests
/// queued or refused.
struct SessionLoopTests {
    typealias Scenario = LoopScenario

    @Test("saves within the quiet spell are one cycle, once the package is quiet; the view is told each step")
    func burstOfSaves() throws {
        let run = try Scenario()
        #expect(run.startWatching())
        run.save("Sources/Core/A.swift", at: 1)
        run.save("Sources/Core/B.swift", at: 1.03)
        run.wake(at: 1.07)
        #expect(run.parts.steps.isEmpty, "the burst is not over until 50 ms without a save")
        run.wake(at: 1.08)
        #expect(
            run.shown == [
                "watching 6 folders",
                "cycle: changed: Sources/Core/A.swift, Sources/Core/B.swift",
                "building", "listing", "listed 2 classes", "selected: M (target Core changed)", "running",
                "A/t1 passed", "A/t2 passed", "ended: ran 2",
            ])
        #expect(run.parts.steps == ["start /package", "build", "list", "run 2", "keep"])
        #expect(run.done == ["watch /package: 6 folders", "watcher started"])
        run.wake(at: 2)
        #expect(run.parts.steps.count == 5, "a burst runs once")
    }

    @Test("a saved manifest is read again and the new targets' folders watched, before the cycle builds")
    func manifestSaved() throws {
        let run = try Scenario()
        run.startWatching()
        run.save("Package.swift", at: 1)
        run.wake(at: 1.05)
        // Read to watch, again after the save, and by the save's selection.
        #expect(run.parts.source.targetsRead == 3)
        #expect(run.parts.steps.prefix(3) == ["package changed", "start /package", "build"])
        #expect(run.done.prefix(3) == ["watch /package: 6 folders", "watcher started", "watch /package: 6 folders"])
        #expect(
            run.shown.prefix(4) == [
                "watching 6 folders", "cycle: changed: Package.swift", "watching 6 folders", "building",
            ])
    }

    @Test("a manifest that cannot be read is the cycle's one-line build failure: nothing built, nothing run")
    func manifestUnreadable() throws {
        let run = try Scenario()
        run.startWatching()
        run.parts.source.targetsFailure = HarnessFailure(
            "failed to read the package: Package.swift:3: error: expected ')'", code: RunnerExitCode.badInput)
        run.save("Package.swift", at: 1)
        run.wake(at: 1.05)
        #expect(
            run.shown.suffix(2) == [
                "cycle: changed: Package.swift",
                "ended: build failed: failed to read the package: Package.swift:3: error: expected ')'",
            ])
        #expect(run.parts.steps == ["package changed"])
        // The next save that mends it builds again.
        run.parts.source.targetsFailure = nil
        run.save("Package.swift", at: 2)
        run.wake(at: 2.05)
        #expect(run.parts.steps.suffix(3) == ["list", "run 3", "keep"])
    }

    @Test("a failed build: its lines once each, then why; a lock's wait shown at once, other notices kept")
    func buildFails() throws {
        let run = try Scenario { parts in
            parts.source.printed = "A.swift:1: error: nope\nA.swift:1: error: nope\n\n"
            parts.source.notices = [
                RunnerNotice(.buildLockWait, "Waiting for SwiftPM's lock on '/package/.build'"),
                RunnerNotice(.historySetAside, "the history was set aside"),
            ]
            parts.source.buildFailure = HarnessFailure("the build failed", code: RunnerExitCode.buildFailed)
        }
        run.cycle(.watch(.all, root: "/package"))
        #expect(
            run.shown == [
                "cycle: a: all tests", "building",
                "notice: Waiting for SwiftPM's lock on '/package/.build'",
                "ended: build failed: the history was set aside | A.swift:1: error: nope | the build failed",
            ])
    }

    @Test("a package without test bundles is no build failure: the cycle ends with its one line")
    func noTestBundles() throws {
        let run = try Scenario { parts in
            parts.source.printed = "Build complete!\n"
            parts.source.buildFailure = HarnessFailure(
                "no test bundle in '/package/.build/debug'", code: RunnerExitCode.badInput)
        }
        run.cycle(LoopRequest(.list, label: "list"))
        #expect(run.shown == ["cycle: list", "building", "ended: failed: no test bundle in '/package/.build/debug'"])
    }

    @Test("quit during a build: its group gets SIGINT, then SIGKILL after 3 s while it is still the build")
    func quitDuringBuild() throws {
        let run = try Scenario()
        run.parts.source.buildGroup = 4242
        run.parts.source.duringBuild = { [run] in
            run.control.quit(code: 130)
            run.world.fireTimers()
        }
        run.parts.source.buildFailure = HarnessFailure("the build failed", code: RunnerExitCode.buildFailed)
        run.cycle(.watch(.start, root: "/package"))
        #expect(run.done == ["kill -2 -4242", "timer 3.0s", "kill -9 -4242"])
        #expect(run.shown.last == "ended: stopped")
        #expect(run.control.quitCode == 130)
        // Quitting: no cycle starts.
        run.cycle(.watch(.all, root: "/package"))
        #expect(run.parts.steps == ["start /package", "build"])
    }

    @Test("a build that ended before its grace is not killed; a quit before the build stops it as it starts")
    func buildGroupGone() throws {
        let run = try Scenario()
        run.parts.source.buildGroup = 17
        run.parts.source.duringBuild = { [run] in run.control.stop() }
        run.cycle(.watch(.start, root: "/package"))
        run.world.fireTimers()
        #expect(run.done == ["kill -2 -17", "timer 3.0s"])

        let quitting = try Scenario()
        quitting.parts.source.buildGroup = 18
        quitting.control.quit(code: 0)
        quitting.loop.control.buildGroupChanged(18)
        #expect(quitting.done == ["kill -2 -18", "timer 3.0s"])
    }

    @Test("Stop during a run interrupts it once and the loop goes on; quit interrupts it twice and ends the loop")
    func stopAndQuitDuringRun() throws {
        let stopped = try Scenario()
        stopped.parts.executor.duringRun = { [stopped] in stopped.control.stop() }
        stopped.cycle(.watch(.all, root: "/package"))
        #expect(stopped.parts.executor.interruptions == 1)
        #expect(stopped.shown.last == "ended: ran 3, interrupted")
        #expect(!stopped.control.isQuitting)

        let quit = try Scenario()
        quit.parts.executor.duringRun = { [quit] in quit.control.quit(code: 0) }
        quit.cycle(.watch(.all, root: "/package"))
        #expect(quit.parts.executor.interruptions == 2)
        #expect(quit.control.quitCode == 0)
    }

    @Test("a run interrupted though nobody pressed Stop (Ctrl-C reached the engine) ends the loop with 130")
    func interruptedByCtrlC() throws {
        let run = try Scenario()
        run.parts.executor.interruptedFromOutside = true
        run.cycle(.watch(.all, root: "/package"))
        #expect(run.shown.last == "ended: ran 3, interrupted")
        #expect(run.control.quitCode == 130)
    }

    @Test("Stop while the package builds: the run starts interrupted; a Stop while idle touches no later cycle")
    func stopBeforeTheRun() throws {
        let run = try Scenario()
        run.parts.source.buildGroup = 7
        run.parts.source.duringBuild = { [run] in run.control.stop() }
        run.cycle(.watch(.all, root: "/package"))
        #expect(run.parts.executor.interruptions == 1)
        #expect(run.done.first == "kill -2 -7")

        let idle = try Scenario()
        idle.control.stop()
        idle.parts.source.buildGroup = 8
        idle.cycle(.watch(.all, root: "/package"))
        #expect(idle.parts.executor.interruptions == 0)
        #expect(idle.done.isEmpty, "no build group signalled")
        #expect(idle.shown.last == "ended: ran 3")
    }

    @Test("a click is refused while a cycle is under way; a queued click goes before a burst, which is not run")
    func clickWhileBusy() throws {
        let run = try Scenario()
        let click = LoopRequest(.run(.requested), label: "clicked")
        run.parts.source.duringBuild = { [run] in
            #expect(!run.control.ask(click, onlyWhenIdle: true), "refused while the package builds")
        }
        run.cycle(LoopRequest(.list, label: "list"))
        #expect(run.shown == ["cycle: list", "building", "listing", "listed 2 classes", "ended: listed"])
        run.parts.source.duringBuild = {}
        var asked = false
        run.parts.executor.duringRun = { [run] in
            guard !asked else { return }
            asked = true
            #expect(!run.control.ask(click, onlyWhenIdle: true), "refused while tests run")
            #expect(run.control.ask(.watch(.rerun, root: "/package")), "a key is queued")
        }
        #expect(run.control.ask(click, onlyWhenIdle: true))
        run.startWatching()
        // A save taken before the click is: its burst ends while the click waits.
        run.loop.take(.fileChanged("/package/Sources/Core/A.swift", created: false), at: 1)
        run.wake(at: 1.05)
        #expect(run.parts.executor.plans.isEmpty, "the click waits: the burst is not run")
        run.takePosted(at: 2)
        #expect(
            run.shown.filter { $0.hasPrefix("cycle:") } == ["cycle: list", "cycle: clicked", "cycle: Enter: rerun"])
    }

    @Test("the watch switch: on (told again when already on), off forgets the burst under way")
    func watchSwitch() throws {
        let run = try Scenario()
        run.control.setWatching(true)
        run.control.setWatching(true)
        run.takePosted(at: 0)
        #expect(run.shown == ["watching 6 folders", "watching 6 folders"])
        run.save("Sources/Core/A.swift", at: 1)
        run.control.setWatching(false)
        run.takePosted(at: 1.01)
        run.wake(at: 2)
        #expect(run.parts.executor.plans.isEmpty)
        #expect(run.shown.last == "watching stopped")
        #expect(run.done.suffix(1) == ["watcher stopped"])
    }

    @Test("switched on again, what was saved, created or deleted while watching was off runs as one burst")
    func savesWhileOff() throws {
        let run = try Scenario()
        run.world.files = ["Sources/Core/A.swift": 1, "Sources/Core/B.swift": 1, "Tests/CoreTests/T.swift": 1]
        run.control.setWatching(true)
        run.control.setWatching(false)
        run.takePosted(at: 0)
        run.world.files = ["Sources/Core/A.swift": 2, "Sources/Core/C.swift": 1, "Tests/CoreTests/T.swift": 1]
        run.control.setWatching(true)
        run.takePosted(at: 1)
        #expect(run.parts.executor.plans.isEmpty, "the saves are a burst: run once the package is quiet")
        run.wake(at: 1.05)
        #expect(
            run.shown.filter { $0.hasPrefix("cycle:") } == [
                "cycle: changed: Sources/Core/A.swift, Sources/Core/B.swift, Sources/Core/C.swift"
            ])
        #expect(run.parts.executor.plans.count == 1)
        // Off and on again with nothing saved meanwhile: nothing runs.
        run.control.setWatching(false)
        run.control.setWatching(true)
        run.takePosted(at: 2)
        run.wake(at: 3)
        #expect(run.parts.executor.plans.count == 1)
    }

    @Test("a package that cannot be watched: the view told why, exit 2, nothing built")
    func cannotWatch() throws {
        let run = try Scenario()
        run.world.failWatching("cannot watch files: inotify_init1 failed (Too many open files)")
        #expect(run.loop.run(first: .watch(.start, root: "/package"), watching: true) == RunnerExitCode.badInput)
        #expect(run.shown == ["watch failed: cannot watch files: inotify_init1 failed (Too many open files)"])
        #expect(run.parts.steps.isEmpty)
    }

    @Test("run: the first request, then each asked for in order until a quit, whose code it returns")
    func runUntilQuit() throws {
        let run = try Scenario()
        run.control.ask(.watch(.all, root: "/package"))
        var runs = 0
        run.parts.executor.duringRun = { [run] in
            runs += 1
            if runs == 2 { run.control.quit(code: 143) }
        }
        #expect(run.loop.run(first: .watch(.start, root: "/package"), watching: true) == 143)
        #expect(run.shown.filter { $0.hasPrefix("cycle:") } == ["cycle: start", "cycle: a: all tests"])
        #expect(
            run.done == [
                "signals relayed", "watch /package: 6 folders", "watcher started", "watcher stopped",
                "signals no longer relayed",
            ], "the loop hears the quitting signals while it runs, and only then")
    }
}
