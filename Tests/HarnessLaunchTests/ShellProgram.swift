import HarnessLaunch

/// A program for the launcher's tests: `/bin/sh -c script`, which can print, wait, ignore
/// signals, crash and exit on cue without a package to build.
func shell(_ script: String, readiness: Readiness = .started) -> Program {
    var program = Program(path: "/bin/sh")
    program.launchArguments = ["-c", script]
    program.readiness = readiness
    program.readyTimeout = .seconds(10)
    program.terminationGrace = .seconds(2)
    return program
}
