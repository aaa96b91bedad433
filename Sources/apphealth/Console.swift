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

    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
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

/// "Auditing 120/480 files" on standard error, redrawn in place, only on a terminal.
final class ProgressLine: @unchecked Sendable {
    let enabled: Bool
    private let lock = NSLock()
    private var lastDrawn = Date.distantPast
    private var drawn = false

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
        FileHandle.standardError.write(Data("\r\u{1B}[2KAuditing \(progress.done)/\(progress.total) files".utf8))
    }

    func finish() {
        guard enabled, drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}

extension Console {
    /// The one place reports, baselines and warnings of an audit or merge are written: files
    /// through `ReportWriter` (atomic for regular files, in place for devices and FIFOs),
    /// the rest to standard output. A failed gate becomes exit status 1.
    static func emit(_ outcome: AuditOutcome, quiet: Bool) throws {
        if !quiet { outcome.warnings.forEach(error) }
        if let baseline = outcome.baseline { try write(baseline.data, to: baseline.path) }
        for (output, text) in outcome.renderings {
            if let path = output.path { try write(Data(text.utf8), to: path) } else { out(text) }
        }
        if !outcome.passed { throw Exit(status: ExitStatus.gateFailed) }
    }

    private static func write(_ data: Data, to path: String) throws {
        do {
            try ReportWriter.write(data, to: path)
        } catch {
            Console.error("error: cannot write '\(path)': \(error.localizedDescription)")
            throw Exit(status: ExitStatus.usage)
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension FailThreshold: ExpressibleByArgument {}
