import Dispatch
import Synchronization

/// Runs a piece of work for each index at once, up to a width, and gives the results back in
/// index order. Meant for work that mostly waits on a child process (listing a bundle, an
/// `llvm-cov` export), where running side by side saves wall time on any number of cores.
///
/// ```swift
/// let listings = ParallelMap.results(count: paths.count, width: 4) { index throws(Failure) in
///     try list(paths[index])
/// }
/// ```
package enum ParallelMap {
    /// `body(index)` for every index of `0..<count`, `width` at a time; each result in its slot.
    package static func results<Value: Sendable, Failure: Error>(
        count: Int, width: Int, _ body: @Sendable (Int) throws(Failure) -> Value
    ) -> [Result<Value, Failure>] {
        guard count > 1, width > 1 else {
            return (0..<count).map { index in Result { () throws(Failure) -> Value in try body(index) } }
        }
        let slots = Mutex<[Result<Value, Failure>?]>(Array(repeating: nil, count: count))
        let lanes = min(width, count)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            var index = lane
            while index < count {
                let result = Result { () throws(Failure) -> Value in try body(index) }
                slots.withLock { $0[index] = result }
                index += lanes
            }
        }
        return slots.withLock { $0.compactMap { $0 } }
    }

    /// Like ``results(count:width:_:)``, throwing the first failure in index order.
    package static func values<Value: Sendable, Failure: Error>(
        count: Int, width: Int, _ body: @Sendable (Int) throws(Failure) -> Value
    ) throws(Failure) -> [Value] {
        var values: [Value] = []
        for result in results(count: count, width: width, body) {
            values.append(try result.get())
        }
        return values
    }
}
