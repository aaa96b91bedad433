import Dispatch
import Foundation

/// Maps `items` on `jobs` worker threads. Results keep the input order, so output does not
/// depend on scheduling.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
    guard items.count > 1, jobs > 1 else { return items.map(transform) }
    let results = IndexedResults<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
        while let index = results.claim() { results.store(transform(items[index]), at: index) }
    }
    return results.values()
}

/// `transform` applied to every element on at most `width` threads at once, results in the
/// order of `items`. For blocking work (network requests): each worker is a thread of its own,
/// so waiting never starves Dispatch's pool, which `parallelMap` shares.
func boundedConcurrentMap<T: Sendable, R: Sendable>(_ items: [T], width: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
    let workers = min(max(1, width), items.count)
    guard workers > 1 else { return items.map(transform) }
    let results = IndexedResults<R>(count: items.count)
    let group = DispatchGroup()
    for _ in 0..<workers {
        group.enter()
        let thread = Thread {
            while let index = results.claim() { results.store(transform(items[index]), at: index) }
            group.leave()
        }
        thread.stackSize = 1 << 22
        thread.start()
    }
    group.wait()
    return results.values()
}

/// Hands out indexes to workers and collects what they return, under one lock.
private final class IndexedResults<R: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var slots: [R?]

    init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
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
