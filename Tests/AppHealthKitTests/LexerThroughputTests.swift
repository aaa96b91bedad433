@testable import AppHealthKit
import Foundation
import XCTest

/// Opt-in: `APPHEALTH_BENCH_DIRS=/path/a:/path/b swift test --filter LexerThroughputTests` prints
/// how fast each lexer (and the whole per-file code pass) goes over the real files there, so the
/// Objective-C lexer can be compared with the Kotlin/Java one per byte.
final class LexerThroughputTests: XCTestCase {
    func testThroughputPerByte() throws {
        guard let dirs = ProcessInfo.processInfo.environment["APPHEALTH_BENCH_DIRS"] else { throw XCTSkip("set APPHEALTH_BENCH_DIRS") }
        var byLanguage: [CodeLexer.Language: [(ProjectFile, [UInt8])]] = [:]
        for dir in dirs.split(separator: ":") {
            let root = URL(fileURLWithPath: String(dir))
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                let language: CodeLexer.Language?
                switch url.pathExtension {
                case "m", "mm", "h": language = .objc
                case "kt": language = .kotlin
                case "java": language = .java
                default: language = nil
                }
                guard let language, let data = try? Data(contentsOf: url) else { continue }
                let file = ProjectFile(path: url.path, url: url, kind: .other, size: data.count)
                byLanguage[language, default: []].append((file, Array(data)))
            }
        }
        let clock = ContinuousClock()
        let rules: [any CodeRule] = [HardcodedUIStringRule(options: RuleOptions()), SingletonDeclarationRule(options: RuleOptions()),
                                     GlobalMutableStateRule(options: RuleOptions()), MassiveViewControllerRule(options: RuleOptions())]
        for (language, files) in byLanguage.sorted(by: { "\($0.key)" < "\($1.key)" }) {
            let bytes = files.reduce(0) { $0 + $1.1.count }
            let lex = clock.measure { for (_, b) in files { _ = CodeLexer(language: language).tokens(in: b) } }
            let pass = clock.measure {
                for (file, b) in files {
                    let code = CodeFile(file: file, language: language, text: SourceText(bytes: b))
                    for rule in rules { _ = rule.check(code) }
                    _ = SingletonFacts(code)
                    if language == .objc { _ = ObjCFacts(code) } else { _ = ResourceFacts(code: code) }
                }
            }
            func rate(_ d: Duration) -> String {
                let seconds = Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
                return String(format: "%.1f MB/s (%.2f s)", Double(bytes) / 1e6 / seconds, seconds)
            }
            print("THROUGHPUT \(language): \(files.count) files, \(bytes / 1000) kB; lexer \(rate(lex)); lexer+rules+facts \(rate(pass))")
        }
    }
}
