import Foundation
import Synchronization
import Testing

@testable import HarnessRunner

/// Work done side by side comes back in index order, failures in their own slots.
struct ParallelMapTests {
    struct Odd: Error, Equatable { var index: Int }

    @Test(arguments: [(count: 0, width: 4), (1, 4), (7, 1), (7, 3), (16, 16)])
    func resultsComeBackInIndexOrder(count: Int, width: Int) {
        let results = ParallelMap.results(count: count, width: width) { index throws(Odd) -> Int in
            if index % 2 == 1 { throw Odd(index: index) }
            return index * 10
        }
        #expect(results.count == count)
        for (index, result) in results.enumerated() {
            switch result {
            case .success(let value): #expect(index % 2 == 0 && value == index * 10)
            case .failure(let failure): #expect(failure == Odd(index: index))
            }
        }
    }

    @Test func theFirstFailureInIndexOrderIsThrown() {
        #expect(throws: Odd(index: 3)) {
            try ParallelMap.values(count: 8, width: 4) { index throws(Odd) -> Int in
                if index == 3 || index == 6 { throw Odd(index: index) }
                return index
            }
        }
    }

    @Test func workRunsSideBySide() {
        // Two pieces of work that each wait for the other to have started: only concurrent
        // execution lets both finish before the deadline.
        let started = Mutex(0)
        let results = ParallelMap.results(count: 2, width: 2) { _ throws(Odd) -> Bool in
            started.withLock { $0 += 1 }
            let deadline = Date().addingTimeInterval(10)
            while started.withLock({ $0 }) < 2, Date() < deadline { usleep(1_000) }
            return started.withLock { $0 } == 2
        }
        #expect(results.map { (try? $0.get()) == true } == [true, true])
    }
}
