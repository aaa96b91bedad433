import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `APPHEALTH_STAGE_TIMES=1`: wall and CPU time of each pipeline stage on standard error, for
/// profiling (Benchmarks/run and the performance notes use it), with the resident memory at the
/// end of the stage and its peak so far (Linux), and the monotonic clock's reading. Off, it costs
/// nothing.
struct StageClock {
    private let enabled: Bool
    private var lastWall: Double
    private var lastCPU: Double

    /// Reads the one variable it needs (`ProcessInfo`'s whole environment was ~0.3 M instructions
    /// a clock, four clocks a run, on the run's serial path).
    init() {
        enabled = getenv("APPHEALTH_STAGE_TIMES").map { $0.pointee != 0 } ?? false  // set and not empty
        lastWall = Self.now(CLOCK_MONOTONIC)
        lastCPU = Self.now(CLOCK_PROCESS_CPUTIME_ID)
    }

    /// Ends the stage called `name`, which began at the previous mark.
    mutating func mark(_ name: String) {
        guard enabled else { return }
        let wall = Self.now(CLOCK_MONOTONIC)
        let cpu = Self.now(CLOCK_PROCESS_CPUTIME_ID)
        // `at`: the monotonic clock when the stage ended (Python's `time.monotonic()` reads the
        // same clock), so that a harness can tell start-up and exit from the stages.
        let line = "stage \(name): wall \(String(format: "%.3f", wall - lastWall)) s, cpu \(String(format: "%.3f", cpu - lastCPU)) s\(Self.memory()), at \(String(format: "%.6f", wall))\n"
        FileHandle.standardError.write(Data(line.utf8))
        lastWall = wall
        lastCPU = cpu
    }

    /// `, rss N MB (peak M MB)` from /proc/self/status, or nothing where it does not exist.
    private static func memory() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "" }
        func megabytes(_ key: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }) else { return nil }
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 / 1024 }
        }
        guard let rss = megabytes("VmRSS:"), let peak = megabytes("VmHWM:") else { return "" }
        return ", rss \(rss) MB (peak \(peak) MB)"
    }

    private static func now(_ clock: clockid_t) -> Double {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
