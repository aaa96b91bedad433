import Dispatch
import Foundation

/// Maps `items` on `jobs` worker threads. Results keep the input order, so output does not
/// depend on scheduling. `order`: the positions of `items` in the order workers take them (a
/// permutation of `items.indices`; by default their order).
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, order: [Int]? = nil, _ transform: @Sendable (T) -> R) -> [R] {
    guard items.count > 1, jobs > 1 else { return items.map(transform) }
    precondition(order.map { $0.count == items.count } ?? true, "order must be a permutation of the items' positions")
    let results = IndexedResults<R>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
        while let claimed = results.claim() {
            let index = order?[claimed] ?? claimed
            results.store(transform(items[index]), at: index)
        }
    }
    return results.values()
}

/// Work started on another thread now, its result taken later (`value` waits for it): lets a
/// stage run one independent part beside its own work.
final class Deferred<T: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var result: T?

    init(_ work: @escaping @Sendable () -> T) {
        DispatchQueue.global().async(group: group) { self.result = work() }
    }

    /// The result, once the work is done (the group's wait orders the write before this read).
    var value: T {
        group.wait()
        return result!
    }
}

/// Work done by the first thread that asks for its value, inside whatever that thread is doing
/// (a worker of a parallel stage, say); threads asking meanwhile wait for it, later ones read it.
/// Nothing is done if nobody asks.
final class OnDemand<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var work: (@Sendable () -> T)?
    private var result: T?

    init(_ work: @escaping @Sendable () -> T) {
        self.work = work
    }

    /// A value already at hand.
    init(done value: T) {
        result = value
    }

    var value: T {
        lock.lock()
        defer { lock.unlock() }
        if let result { return result }
        let value = work!()
        (result, work) = (value, nil)
        return value
    }
}

/// Lets go of what `value` holds on another thread when `jobs` > 1, leaving `empty` in its place:
/// the last reference to a large graph (the project model holds every file's facts) is released
/// there, beside the work that follows, rather than on the thread that goes on to write the
/// report. Parts shared with anything else (a result) live on with it.
func release<T: Sendable>(_ value: inout T, leaving empty: T, jobs: Int) {
    guard jobs > 1 else { return }
    let box = ReleaseBox(empty)
    box.take(&value)
    DispatchQueue.global().async { box.empty() }
}

/// The box `release(_:leaving:jobs:)` hands to another thread: the value swapped into it is
/// released by `empty()` there, whichever thread lets go of the box last.
private final class ReleaseBox<T>: @unchecked Sendable {
    private var value: T?

    init(_ value: T) { self.value = value }

    func take(_ other: inout T) { swap(&value!, &other) }

    func empty() { value = nil }
}

/// A value one thread hands to another: `value` waits until `set` gave it. Lets work started
/// with `Deferred` wait for a part the starting thread makes meanwhile (the starting thread never
/// waits for that work before handing the value over, so neither waits for the other).
final class Handoff<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var stored: T?

    func set(_ value: T) {
        condition.lock()
        stored = value
        condition.broadcast()
        condition.unlock()
    }

    var value: T {
        condition.lock()
        defer { condition.unlock() }
        while stored == nil { condition.wait() }
        return stored!
    }
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

    /// The results, moved out (called once, at the end).
    func values() -> [R] {
        lock.lock()
        defer { lock.unlock() }
        return movingOut(&slots)
    }
}

/// Every slot's value in order, moved out and the slots left empty. A copy (`map { $0! }`)
/// retained every part of every value, and freeing the slots released each again: on the main
/// thread, after the per-file pass, two reference-count changes for each list and table of each
/// file's facts, on objects spread over the whole heap.
private func movingOut<R>(_ slots: inout [R?]) -> [R] {
    var values: [R] = []
    values.reserveCapacity(slots.count)
    for index in slots.indices { values.append(slots[index].take()!) }
    return values
}

/// `transform` applied to every element on `jobs` threads of their own, results in the order of
/// `items`; an element whose transform runs longer than `budget` seconds gets
/// `overBudget(item)` instead. Its thread is abandoned (it runs on in the background and its
/// result is dropped; a hung parser costs a core until the process ends, not the run) and a new
/// worker takes its place, so one pathological file never holds up the others.
/// `claimOrder`: the positions of `items` in the order workers take them (a permutation of
/// `items.indices`; by default their order). Taking the costliest first keeps the last worker
/// from finishing long after the others (`Auditor.claimOrder`).
func budgetedMap<T: Sendable, R: Sendable>(
    _ items: [T], jobs: Int, budget: TimeInterval, claimOrder: [Int]? = nil,
    _ transform: @escaping @Sendable (T) -> R, overBudget: (T) -> R
) -> [R] {
    guard !items.isEmpty else { return [] }
    precondition(claimOrder.map { $0.count == items.count } ?? true, "claimOrder must be a permutation of the items' positions")
    let state = BudgetedWork<R>(count: items.count, order: claimOrder)
    let workers = min(max(1, jobs), items.count)
    func startWorker() {
        let id = state.newWorker()
        let thread = Thread {
            while let index = state.claim(worker: id) {
                let result = transform(items[index])
                guard state.store(result, at: index, worker: id) else { return }
            }
        }
        thread.stackSize = 8 << 20  // as the main thread's: parsers recurse up to NestingGuard's depth
        thread.start()
    }
    for _ in 0..<workers { startWorker() }
    let interval = min(max(budget / 4, 0.005), 0.25)
    while !state.waitUntilDone(timeout: interval) {
        for (index, started) in state.running() where Date().timeIntervalSince(started) > budget {
            if state.abandon(index: index, result: overBudget(items[index])), state.hasUnclaimed {
                startWorker()
            }
        }
    }
    return state.values()
}

/// The shared state of `budgetedMap`, under one condition lock.
private final class BudgetedWork<R: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let order: [Int]?
    private var next = 0
    private var filled = 0
    private var slots: [R?]
    private var workers = 0
    /// Worker → the index it works on and since when.
    private var current: [Int: (index: Int, started: Date)] = [:]
    private var abandoned: Set<Int> = []

    init(count: Int, order: [Int]?) {
        self.count = count
        self.order = order
        slots = Array(repeating: nil, count: count)
    }

    func newWorker() -> Int {
        condition.lock()
        defer { condition.unlock() }
        workers += 1
        return workers
    }

    var hasUnclaimed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return next < count
    }

    func claim(worker: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard !abandoned.contains(worker), next < count else {
            current[worker] = nil
            return nil
        }
        let index = order?[next] ?? next
        next += 1
        current[worker] = (index, Date())
        return index
    }

    /// False when the worker was abandoned meanwhile (its result is dropped and it stops).
    func store(_ value: R, at index: Int, worker: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !abandoned.contains(worker) else { return false }
        current[worker] = nil
        slots[index] = value
        filled += 1
        // Only the last result wakes the waiting thread: waking it for every file cost a context
        // switch per file, on the cores the workers need (it wakes on its own to check budgets).
        if filled == count { condition.broadcast() }
        return true
    }

    func running() -> [(index: Int, started: Date)] {
        condition.lock()
        defer { condition.unlock() }
        return current.values.sorted { $0.index < $1.index }
    }

    /// Gives `index` its over-budget result and abandons its worker; false if it finished meanwhile.
    func abandon(index: Int, result: R) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard let worker = current.first(where: { $0.value.index == index })?.key else { return false }
        abandoned.insert(worker)
        current[worker] = nil
        slots[index] = result
        filled += 1
        return true
    }

    func waitUntilDone(timeout: TimeInterval) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if filled == count { return true }
        _ = condition.wait(until: Date().addingTimeInterval(timeout))
        return filled == count
    }

    /// The results, moved out (called once, at the end; an abandoned worker stores nothing).
    func values() -> [R] {
        condition.lock()
        defer { condition.unlock() }
        return movingOut(&slots)
    }
}

/// Works through `start` and everything `visit` finds on the way (a folder's subfolders) on
/// `jobs` threads sharing one queue: a worker takes the next item as soon as it is free, with no
/// wait at the end of each level of a tree. Returns every item's result, in no particular order
/// (callers sort). Items are taken last in, first out, so that the queue stays short (the walk
/// goes deep before wide).
func parallelWalk<T: Sendable, R: Sendable>(_ start: [T], jobs: Int, _ visit: @Sendable (T) -> (result: R, more: [T])) -> [R] {
    guard jobs > 1 else {
        var pending = start
        var results: [R] = []
        while let item = pending.popLast() {
            let (result, more) = visit(item)
            results.append(result)
            pending += more
        }
        return results
    }
    let queue = WalkQueue<T, R>(start)
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
        while let item = queue.take() {
            let (result, more) = visit(item)
            queue.finish(result, more: more)
        }
    }
    return queue.results
}

/// The shared queue of `parallelWalk`: items waiting, how many are being worked on, results.
private final class WalkQueue<T: Sendable, R: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [T]
    private var working = 0
    private var collected: [R] = []

    init(_ start: [T]) {
        pending = start
    }

    /// The next item, waiting while others may still add some; `nil` once all is done.
    func take() -> T? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty {
            if working == 0 { return nil }
            condition.wait()
        }
        working += 1
        return pending.removeLast()
    }

    func finish(_ result: R, more: [T]) {
        condition.lock()
        collected.append(result)
        pending += more
        working -= 1
        // New items for waiting workers, or the end for all of them.
        if !more.isEmpty || (working == 0 && pending.isEmpty) { condition.broadcast() }
        condition.unlock()
    }

    var results: [R] {
        condition.lock()
        defer { condition.unlock() }
        return collected
    }
}
