import Dispatch
import Foundation

/// Maps `items` on `jobs` worker threads. Results keep the input order, so output does not
/// depend on scheduling.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
    guard items.count > 1, jobs > 1 else { return items.map(transform) }
    let results = ResultSlots<R>(count: items.count)
    let cursor = WorkCursor()
    DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
        while let index = cursor.next(below: items.count) {
            results.store(transform(items[index]), at: index)
        }
    }
    return results.values()
}

/// Hands out indices to workers.
private final class WorkCursor: @unchecked Sendable {
    private let lock = NSLock()
    private var position = 0

    func next(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard position < limit else { return nil }
        position += 1
        return position - 1
    }
}

/// One slot per input; each slot is written by exactly one worker.
private final class ResultSlots<R>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [R?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: R, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [R] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
