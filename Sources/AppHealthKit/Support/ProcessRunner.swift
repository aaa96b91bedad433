import Foundation

/// Runs a child process to completion with both output pipes drained at once (a child that
/// fills one pipe while the parent waits on the other would block forever) and a time limit.
struct ProcessRunner {
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: Data
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var executable: URL
    var arguments: [String]
    /// `nil` inherits this process's environment.
    var environment: [String: String]?
    var currentDirectory: URL?
    var timeout: TimeInterval = 60

    /// Throws when the program cannot start or runs past `timeout` (it is then terminated).
    func run() throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let out = Pipe()
        let err = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw Failure(description: "\(executable.lastPathComponent) cannot be run: \(error.localizedDescription)")
        }
        let collected = CollectedOutput()
        let readers = DispatchGroup()
        for (pipe, isError) in [(out, false), (err, true)] {
            readers.enter()
            let thread = Thread {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isError: isError)
                readers.leave()
            }
            thread.start()
        }
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            // SIGTERM first; children started from Foundation can have it blocked, so SIGKILL next.
            process.terminate()
            if exited.wait(timeout: .now() + 1) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                _ = exited.wait(timeout: .now() + 1)
            }
            // A grandchild may still hold the pipes open; do not wait for it.
            _ = readers.wait(timeout: .now() + 1)
            throw Failure(description: "\(executable.lastPathComponent) \(arguments.prefix(8).joined(separator: " ")) ran past \(Int(timeout)) s and was stopped")
        }
        _ = readers.wait(timeout: .now() + timeout)
        let (stdout, stderr) = collected.get()
        return Output(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }
}

private final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var stdout = Data()
    private var stderr = Data()

    func set(_ data: Data, isError: Bool) {
        lock.lock()
        if isError { stderr = data } else { stdout = data }
        lock.unlock()
    }

    func get() -> (Data, Data) {
        lock.lock()
        defer { lock.unlock() }
        return (stdout, stderr)
    }
}
