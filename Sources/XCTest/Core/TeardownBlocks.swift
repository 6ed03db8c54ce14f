import Foundation

/// The tear-down blocks of one test, safe to add to from any thread while the test runs.
final class TeardownBlocks: @unchecked Sendable {
    // @unchecked: `blocks` and `isFinalized` are read and written under `lock` only.
    enum Block {
        case sync(() -> Void)
        case async(@Sendable () async throws -> Void)
    }

    private let lock = NSLock()
    private var blocks: [Block] = []
    private var isFinalized = false

    func append(_ block: @escaping () -> Void) { add(.sync(block)) }

    func appendAsync(_ block: @escaping @Sendable () async throws -> Void) { add(.async(block)) }

    private func add(_ block: Block) {
        lock.withLock {
            precondition(!isFinalized, "addTeardownBlock(_:) called after tear-down began")
            blocks.append(block)
        }
    }

    /// Hands over the blocks in the order they were added; later additions are a misuse.
    func takeAll() -> [Block] {
        lock.withLock {
            isFinalized = true
            defer { blocks = [] }
            return blocks
        }
    }
}
