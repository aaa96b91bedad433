import AppHealthKit
#if canImport(Glibc)
import Glibc
#endif

// libFuzzer driver. Which parser the bytes go to is chosen by APPHEALTH_FUZZ_TARGET
// (`scripts/fuzz list` prints the names). Built only by scripts/fuzz:
//   APPHEALTH_FUZZ=1 swift build -c release --product apphealth-fuzz -Xswiftc -sanitize=fuzzer,address
// SwiftPM gives executables a main of their own, so libFuzzer is started explicitly.

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

// libFuzzer's callback is a C function pointer and cannot capture the harness: it has to be global.
// apphealth:disable:next arch.global-mutable-state
nonisolated(unsafe) private var harness: FuzzHarness?

@main
enum FuzzMain {
    static func main() {
        let name = getenv("APPHEALTH_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let made = FuzzHarness(target: name) else {
            print("APPHEALTH_FUZZ_TARGET must be one of: \(FuzzHarness.targets.joined(separator: " "))")
            exit(2)
        }
        harness = made
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
            harness?.run(bytes)
            return 0
        })
    }
}

/// libFuzzer's own `main` (linked in, unused: SwiftPM's entry point wins) refers to this.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    harness?.run(bytes)
    return 0
}
