/// Where termination signals come from: the process's SIGTERM and SIGINT in an application,
/// anything a unit test wants to deliver in tests.
///
/// ```swift
/// let signals = ProcessTerminationSignals()
/// signals.start { number in requests.request(.signal(number)) }
/// ```
protocol TerminationSignalSource: Sendable {
    /// Starts delivering signal numbers to `handler`, on a queue of the source's choosing.
    func start(_ handler: @escaping @Sendable (Int32) -> Void)
    /// Stops delivering and restores the default action of each signal it had set to ignored.
    func stop()
}
