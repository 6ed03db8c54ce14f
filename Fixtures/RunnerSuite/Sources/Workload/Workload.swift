#if canImport(Glibc)
import Glibc
#endif

/// Small pieces of work the fixture's tests call, so they test real code.
public enum Workload {
    /// The n-th Fibonacci number, iteratively.
    public static func fibonacci(_ n: Int) -> Int {
        var (a, b) = (0, 1)
        for _ in 0..<n { (a, b) = (b, a &+ b) }
        return a
    }

    /// Recurses without end: a stack overflow (the array keeps frames from being folded).
    public static func recurseForever(_ depth: Int) -> Int {
        var frame = [depth, depth &+ 1, depth &+ 2, depth &+ 3]
        frame[0] = recurseForever(depth &+ 1)
        return frame.reduce(0, &+)
    }

    /// Blocks the calling thread for ever.
    public static func hang() -> Never {
        while true { sleep(1_000) }
    }
}
