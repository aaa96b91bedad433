import Foundation

/// Content digests for images that could be copies across platforms: only files whose byte
/// size occurs both among Android resource images and among iOS images are read (a size
/// pre-filter), then hashed in parallel.
enum ImageDigests {
    static func isIOSImage(_ file: ProjectFile) -> Bool {
        guard file.isImage, file.resourceFolder == nil else { return false }
        let path = file.path
        return path.contains(".xcassets/") || path.contains(".lproj/") || path.contains(".bundle/")
            || file.name.contains("@2x.") || file.name.contains("@3x.")
    }

    static func isAndroidImage(_ file: ProjectFile) -> Bool {
        file.isImage && file.resourceFolder != nil
    }

    /// Digests of the candidates among the files `include` selects (a shard's own).
    static func compute(_ tree: ProjectTree, jobs: Int, include: (ProjectFile) -> Bool = { _ in true }) -> [String: String] {
        let android = tree.files.filter(isAndroidImage)
        let ios = tree.files.filter(isIOSImage)
        let shared = Set(android.map(\.size)).intersection(ios.map(\.size))
        let candidates = (android + ios).filter { shared.contains($0.size) && $0.size > 0 && include($0) }
        let digests = parallelMap(candidates, jobs: jobs) { file -> String? in
            guard let data = FileManager.default.contents(atPath: file.fullPath) else { return nil }
            let bytes = [UInt8](data)
            return "\(bytes.count)-\(String(Checksums.crc32(bytes), radix: 16))-\(String(Checksums.fnv1a64(bytes: bytes), radix: 16))"
        }
        var result: [String: String] = [:]
        for (file, digest) in zip(candidates, digests) { result[file.path] = digest }
        return result
    }
}
