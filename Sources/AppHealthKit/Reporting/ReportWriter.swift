import Foundation

/// Writes a report file. Regular files are replaced atomically (no half-written report);
/// anything else — `/dev/null`, `/dev/stdout`, a FIFO — is written in place, because renaming
/// a temporary file over a device would replace the device itself.
public enum ReportWriter {
    public static func write(_ data: Data, to path: String) throws {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            return
        }
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
