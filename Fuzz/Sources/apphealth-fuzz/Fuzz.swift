import AppHealthKit
#if canImport(Glibc)
import Glibc
#endif

// libFuzzer entry point. Which parser the bytes go to is chosen by APPHEALTH_FUZZ_TARGET
// (`scripts/fuzz --list` prints the names). Built only by scripts/fuzz:
//   APPHEALTH_FUZZ=1 swift build -c release --product apphealth-fuzz -Xswiftc -sanitize=fuzzer,address

nonisolated(unsafe) private var harness: FuzzHarness?

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    let name = getenv("APPHEALTH_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let made = FuzzHarness(target: name) else {
        fputs("APPHEALTH_FUZZ_TARGET must be one of: \(FuzzHarness.targets.joined(separator: " "))\n", stderr)
        exit(2)
    }
    harness = made
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    harness?.run(bytes)
    return 0
}
