import Foundation

/// Hands memory the process freed back to the system (glibc's `malloc_trim`), between stages
/// that free a lot and stages that allocate a lot in large blocks (which glibc maps afresh
/// instead of reusing the freed heap): the peak resident size is then the larger of the two
/// stages, not their sum. Does nothing where `malloc_trim` does not exist.
enum MemoryRelease {
    static func returnFreedMemory() {
        #if os(Linux)
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        typealias Trim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
