import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report or baseline file without ever destroying data:
/// - a new or existing regular file is replaced atomically (a temporary file in the same folder,
///   renamed over it), keeping the existing file's permission bits and, where allowed, owner;
/// - `/dev/stdout` and `/dev/stderr` (and `/dev/fd/1`, `/dev/fd/2`) are this process's output
///   streams, written directly;
/// - other devices and FIFOs (`/dev/null`, a named pipe) are written in place, because renaming
///   over them would replace the device itself;
/// - a symbolic link is refused (replacing it would drop the link, writing through it would
///   change a file the user did not name), unless it leads to a device or FIFO;
/// - a file with more than one hard link is refused (an atomic replace would silently split
///   the names, writing in place would change the other names' content);
/// - a folder, or a path whose folder does not exist, is refused.
public enum ReportWriter {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
        /// The `errno` of a failed write (EPIPE: the reader went away), 0 otherwise.
        public var code: Int32 = 0
    }

    /// The output stream a path names, if it names one.
    public static func standardStream(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1": STDOUT_FILENO
        case "/dev/stderr", "/dev/fd/2", "/proc/self/fd/2": STDERR_FILENO
        default: nil
        }
    }

    /// Throws when `path` cannot take a report: checked before the audit runs, so that a typo
    /// in `-o` costs nothing.
    public static func check(_ path: String) throws {
        if standardStream(path) != nil { return }
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw Failure(description: "'\(path)' is a folder")
            case S_IFLNK:
                var target = stat()
                guard stat(path, &target) == 0, target.st_mode & S_IFMT != S_IFREG, target.st_mode & S_IFMT != S_IFDIR else {
                    throw Failure(description: "'\(path)' is a symbolic link; apphealth does not replace or write through links to files (name the file itself)")
                }
            case S_IFREG where info.st_nlink > 1:
                throw Failure(description: "'\(path)' has \(info.st_nlink) hard links; apphealth does not replace or change a file with other names (remove it or name another file)")
            default: break
            }
            return
        }
        let folder = path.parentPath
        var folderInfo = stat()
        guard stat(folder.isEmpty ? "." : folder, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(description: "cannot write '\(path)': the folder '\(folder)' does not exist")
        }
    }

    public static func write(_ data: Data, to path: String) throws {
        try data.withUnsafeBytes { try write(bytes: $0, to: path) }
    }

    /// A report's text, written from the string's own storage (a large report is not copied).
    public static func write(_ text: String, to path: String) throws {
        try write(ReportText(text), to: path)
    }

    /// A report's text, written piece by piece as it is made (the same rules as above: a
    /// regular file is replaced only once every piece is written).
    public static func write(_ text: ReportText, to path: String) throws {
        try write(pieces: { emit in try text.write(emit) }, to: path)
    }

    private static func write(bytes data: UnsafeRawBufferPointer, to path: String) throws {
        try write(pieces: { emit in try emit(data) }, to: path)
    }

    /// Bytes made piece by piece (`pieces` calls its argument with each), written as above.
    /// `writeback`: how a replacement's writing to disk is started as it grows (see `Writeback`).
    static func write(
        pieces: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void, to path: String, writeback: Writeback.Start? = Writeback.kernel
    ) throws {
        if let stream = standardStream(path) {
            try pieces { try writeAll($0, to: stream, name: path) }
            return
        }
        try check(path)
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(description: "cannot open '\(path)': \(String(cString: strerror(errno)))") }
            defer { close(descriptor) }
            try pieces { try writeAll($0, to: descriptor, name: path) }
            return
        }
        try replaceAtomically(path, with: pieces, existing: stat(path, &info) == 0 ? info : nil, writeback: writeback)
    }

    private static func replaceAtomically(
        _ path: String, with pieces: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void, existing: stat?, writeback start: Writeback.Start?
    ) throws {
        let folder = path.parentPath
        var template = Array(((folder.isEmpty ? "." : folder) + "/.apphealth-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            var writeback = Writeback(descriptor: descriptor, start: existing == nil ? nil : start)
            try pieces { piece in
                try writeAll(piece, to: descriptor, name: path)
                writeback.written(piece.count)
            }
            if let existing {
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)  // only root may; the mode matters more
                fchmod(descriptor, existing.st_mode & 0o7777)
            } else {
                let mask = umask(0)
                umask(mask)
                fchmod(descriptor, 0o666 & ~mask)
            }
        }
        guard rename(temporary, path) == 0 else {
            throw Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        renamed = true
    }

    /// `write(2)` until every byte is written; EINTR is retried, anything else thrown.
    public static func writeAll(_ data: Data, to descriptor: Int32, name: String) throws {
        try data.withUnsafeBytes { try writeAll($0, to: descriptor, name: name) }
    }

    /// `write(2)` of a string's UTF-8, from its own storage.
    public static func writeAll(_ text: String, to descriptor: Int32, name: String) throws {
        var text = text
        try text.withUTF8 { try writeAll(UnsafeRawBufferPointer($0), to: descriptor, name: name) }
    }

    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, name: String) throws {
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                throw Failure(description: "cannot write '\(name)': \(String(cString: strerror(code)))", code: code)
            }
            offset += written
        }
    }
}

/// Starts the kernel writing a large report to disk while the rest of it is still being made,
/// when it replaces an existing file. ext4 (`auto_da_alloc`) writes a new file's pages out when
/// it is renamed over an existing one, inside `rename`: 30–45 ms for the synthetic corpus's
/// 99 MB JSON (strace), 18–21 ms with this. (A script writing 99 MB the same way and starting its
/// last piece too still saw 22–25 ms: the rest is not the new file's pages, likely the old file's
/// removal.) `sync_file_range(…, SYNC_FILE_RANGE_WRITE)`, every 8 MiB, hands the pages to the
/// disk and returns without waiting for them, so that work is done while the next findings are
/// rendered. A new file is left to the kernel's own timing (renaming it costs nothing). Does
/// nothing where the call does not exist.
struct Writeback {
    /// Starts writing `length` bytes of the file from `offset`.
    typealias Start = @Sendable (_ descriptor: Int32, _ offset: Int, _ length: Int) -> Void

    /// `sync_file_range(descriptor, offset, length, SYNC_FILE_RANGE_WRITE)`, where the C library
    /// has it (Glibc's module exports neither the call nor its flags).
    static let kernel: Start? = {
        #if os(Linux)
        typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
        guard let symbol = dlsym(nil, "sync_file_range") else { return nil }
        let call = unsafeBitCast(symbol, to: SyncFileRange.self)
        let writeFlag: UInt32 = 2  // SYNC_FILE_RANGE_WRITE (linux/fs.h)
        return { descriptor, offset, length in _ = call(descriptor, Int64(offset), Int64(length), writeFlag) }
        #else
        return nil
        #endif
    }()

    /// How much is written before its writing to disk is started.
    static let step = 8 << 20

    let descriptor: Int32
    let start: Start?
    private var total = 0
    private var started = 0

    init(descriptor: Int32, start: Start?) {
        self.descriptor = descriptor
        self.start = start
    }

    /// `count` more bytes were written at the end of the file.
    mutating func written(_ count: Int) {
        total += count
        guard total - started >= Self.step, let start else { return }
        start(descriptor, started, total - started)
        started = total
    }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
