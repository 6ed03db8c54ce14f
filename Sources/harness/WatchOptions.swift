import ArgumentParser

/// `harness test --watch`'s flag, kept apart from the run's options so that `TestCommand`
/// only hands over to ``TestCommand/runWatch()``.
struct WatchOptions: ParsableArguments {
    @Flag(
        help: """
            Watch the package's sources; on each save rebuild, then run the tests that failed last time and the \
            tests of the changed target and its dependents. Keys on a terminal: a all, f failed, Enter rerun, q quit.
            """)
    var watch = false
}
