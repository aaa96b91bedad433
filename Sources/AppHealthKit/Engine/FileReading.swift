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
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed(FileDiscovery.osError(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(FileDiscovery.osError(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failed("not a regular file") }
        let size = Int(info.st_size)
        if size > limit, !prefix { return .tooLarge(size) }
        var bytes = [UInt8](repeating: 0, count: min(size, limit))
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failed(FileDiscovery.osError(errno))
            }
            if got == 0 { break }  // shrank since fstat
            count += got
        }
        bytes.removeSubrange(count...)
        return .bytes(bytes)
    }
}
