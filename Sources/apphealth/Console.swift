import AppHealthKit
import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only place that writes to the terminal.
enum Console {
    enum Stream { case standardOutput, standardError }

    /// Set once standard output's reader has gone (`apphealth audit | head -1`).
    nonisolated(unsafe) private static var outputClosed = false

    /// Writes with `write(2)`: Foundation's `FileHandle.write` traps on EPIPE and ENOSPC. A reader
    /// that went away ends output quietly (SIGPIPE is ignored in `main`; the run still ends with
    /// the gate's status); any other failure (`> /dev/full`) is exit status 2 with a message.
    static func out(_ text: String) {
        out(ReportText(text))
    }

    /// A report's text, piece by piece as it is made.
    static func out(_ text: ReportText) {
        guard !outputClosed else { return }
        do {
            try text.write { try ReportWriter.writeAll($0, to: STDOUT_FILENO, name: "standard output") }
        } catch let failure as ReportWriter.Failure where failure.code == EPIPE {
            outputClosed = true
        } catch {
            Console.error("error: \(error)")
            exit(ExitStatus.usage)
        }
    }

    static func error(_ line: String) {
        raw(line + "\n")
    }

    /// Standard error, failures ignored (there is nowhere left to report them).
    static func raw(_ text: String) {
        try? ReportWriter.writeAll(Data(text.utf8), to: STDERR_FILENO, name: "standard error")
    }

    static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) != 0
    }

    /// A path relative to the working directory when it is below it.
    static func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}

/// "Auditing 120/480 files" on standard error, redrawn in place, only on a terminal; after two
/// seconds also the rate and the time left ("…, 850 files/s, about 12 s left").
final class ProgressLine: @unchecked Sendable {
    let enabled: Bool
    private let lock = NSLock()
    private var lastDrawn = Date.distantPast
    private var drawn = false
    private let started = Date()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func update(_ progress: AuditProgress) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard progress.done == progress.total || now.timeIntervalSince(lastDrawn) > 0.1 else { return }
        lastDrawn = now
        drawn = true
        Console.raw("\r\u{1B}[2K" + ProgressText.line(done: progress.done, total: progress.total, elapsed: now.timeIntervalSince(started)))
    }

    func finish() {
        guard enabled, drawn else { return }
        Console.raw("\r\u{1B}[2K")
    }
}

extension Console {
    /// The one place reports, baselines and warnings of an audit or merge are written: files
    /// through `ReportWriter` (atomic for regular files, in place for devices and FIFOs),
    /// the rest to standard output. A failed gate becomes exit status 1.
    static func emit(_ outcome: AuditOutcome, quiet: Bool) throws {
        if !quiet { outcome.warnings.forEach(error) }
        if let baseline = outcome.baseline { try write(to: baseline.path) { try ReportWriter.write(baseline.data, to: baseline.path) } }
        for rendering in outcome.renderings {
            if let path = rendering.output.path, ReportWriter.standardStream(path) != STDOUT_FILENO {
                try write(to: path) { try ReportWriter.write(rendering.content, to: path) }
            } else {
                out(rendering.content)
            }
        }
        if !outcome.passed { throw Exit(status: ExitStatus.gateFailed) }
    }

    private static func write(to path: String, _ writing: () throws -> Void) throws {
        do {
            try writing()
        } catch let failure as ReportWriter.Failure {
            Console.error("error: \(failure.description)")
            throw Exit(status: ExitStatus.usage)
        } catch {
            Console.error("error: cannot write '\(path)': \(error.localizedDescription)")
            throw Exit(status: ExitStatus.usage)
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension FailThreshold: ExpressibleByArgument {}
