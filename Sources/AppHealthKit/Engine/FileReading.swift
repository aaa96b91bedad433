import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file the walk found, with the OS's reason when it cannot: an audit says which files
/// it could not read instead of passing over them in silence. Only regular files are read (a
/// path that became a FIFO since the walk is not waited on).
enum FileReading {
    enum Outcome {
        case bytes([UInt8])
        case tooLarge(Int)
        case failed(String)
    }

    /// The whole file when it is at most `limit` bytes; with `prefix`, its first `limit` bytes.
    static func contents(of url: URL, limit: Int, prefix: Bool = false) -> Outcome {
        contents(atPath: url.path, limit: limit, prefix: prefix)
    }

    static func contents(atPath path: String, limit: Int, prefix: Bool = false) -> Outcome {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed(FileDiscovery.osError(errno)) }
        defer { close(descriptor) }
        let size: Int
        switch regularFileSize(descriptor) {
        case .success(let found): size = found
        case .failure(let reason): return .failed(reason.description)
        }
        if size > limit, !prefix { return .tooLarge(size) }
        // Read straight into the array's storage: filling it with zeros first wrote every byte of
        // every file once more (memset was ~1 % of a Kotlin/Java file's analysis).
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: min(size, limit)) { buffer, initialized in
            guard let count = readAll(descriptor, into: buffer.baseAddress, count: buffer.count) else {
                failure = errno
                initialized = 0
                return
            }
            initialized = count
        }
        if let failure { return .failed(FileDiscovery.osError(failure)) }
        return .bytes(bytes)
    }

    /// A regular file of at most `limit` bytes read into `buffer` (grown as needed, never
    /// shrunk: a caller reading many files keeps one buffer), and its length; `nil` where
    /// `contents` would fail or find the file too large.
    static func read(_ path: String, into buffer: inout UnsafeMutableRawBufferPointer, limit: Int) -> Int? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard case .success(let size) = regularFileSize(descriptor), size <= limit else { return nil }
        if buffer.count < size {
            buffer.deallocate()
            buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        }
        return readAll(descriptor, into: buffer.baseAddress, count: size)
    }

    private struct Reason: Error, CustomStringConvertible {
        var description: String
    }

    /// Only regular files are read (a path that became a FIFO since the walk is not waited on).
    private static func regularFileSize(_ descriptor: Int32) -> Result<Int, Reason> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Reason(description: FileDiscovery.osError(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(Reason(description: "not a regular file")) }
        return .success(Int(info.st_size))
    }

    /// `read(2)` until `count` bytes or the end (a file that shrank since `fstat`); EINTR is
    /// retried. `nil` on an error, with `errno` set.
    private static func readAll(_ descriptor: Int32, into base: UnsafeMutableRawPointer?, count: Int) -> Int? {
        var done = 0
        while done < count, let base {
            let got = systemRead(descriptor, base + done, count - done)
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            done += got
        }
        return done
    }
}

/// `read(2)`, by a name `FileReading.read` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
