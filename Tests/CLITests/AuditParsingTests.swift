@testable import apphealth
import ArgumentParser
import XCTest

/// `apphealth audit …` is parsed as the audit command alone (`AuditCommand.parsedAlone`), and
/// through the whole command tree only when that gives nothing. The shortcut must never accept
/// what the tree would refuse or read otherwise, nor take over help, version or completion
/// requests: every vector below goes both ways and must come out the same.
final class AuditParsingTests: XCTestCase {
    /// What the whole tree makes of `arguments`: the audit's options as text, or why not an audit.
    private func throughTree(_ arguments: [String]) -> String {
        do {
            let command = try AppHealthCommand.parseAsRoot(arguments)
            guard let audit = command as? AuditCommand else { return "not an audit: \(type(of: command))" }
            return Self.text(audit)
        } catch {
            return "refused"
        }
    }

    private func alone(_ arguments: [String]) -> String? {
        AuditCommand.parsedAlone(arguments).map(Self.text)
    }

    /// The options an audit runs with, as text; the environment (the same process's, a dictionary
    /// whose order differs from one copy to the next) left out.
    private static func text(_ audit: AuditCommand) -> String {
        var options = audit.options
        options.environment = [:]
        return String(describing: options)
    }

    /// Vectors built from pieces that are valid, invalid, built-in or foreign to the audit.
    private var vectors: [[String]] {
        let pieces: [[String]] = [
            [], ["Fixtures"], ["."], ["a", "b"], ["help"], ["rules"], ["--"], ["--", "--format"],
            ["--format", "json"], ["--format=sarif"], ["--format", "nope"], ["--format"],
            ["-o", "out.json"], ["--output", "r.txt"], ["--report", "sarif=a.sarif"], ["--report", "bogus"],
            ["--config", "a.yml", "--config", "b.yml"], ["--rules", "r"], ["--baseline", "b.json"], ["--write-baseline", "w.json"],
            ["--strict-baseline"], ["--changed-since", "main"], ["--shard", "1/2"], ["--shard", "3/2"],
            ["--fail-on", "warning"], ["--fail-on", "sometimes"], ["--min-score", "70"], ["--min-score", "x"],
            ["--jobs", "1"], ["--jobs", "0"], ["--jobs", "-3"], ["--include-suppressed"], ["--compare", "old.json"],
            ["--online"], ["--cache-dir", "c"], ["--no-ignore"], ["--summary"], ["--min-severity", "note"],
            ["--min-severity", "loud"], ["--allow-empty"], ["--no-git-info"], ["--base-path", "/tmp"],
            ["--report-unused-suppressions"], ["--no-progress"], ["--quiet"], ["--bogus"], ["-x"],
            ["--help"], ["-h"], ["-help"], ["--version"], ["--generate-completion-script", "bash"],
            ["--experimental-dump-help"], ["--quiet", "--quiet"], ["-o"],
        ]
        // Each piece alone, after a path and before one; and pairs of the pieces most likely to
        // interact (repeated options, values that look like options, `--`, positionals, help).
        let interacting = pieces.filter { piece in
            ["Fixtures", "a", "help", "--", "-o", "--format", "--format=sarif", "--quiet", "--jobs", "--help", "--bogus", "--report"].contains(piece.first ?? "")
        }
        var vectors: [[String]] = []
        for piece in pieces {
            vectors += [["audit"] + piece, ["audit", "x"] + piece, ["audit"] + piece + ["x"]]
        }
        for first in interacting {
            for second in interacting { vectors.append(["audit"] + first + second) }
        }
        // Not an audit by name: the shortcut leaves them all to the tree.
        vectors += [[], ["Fixtures"], ["--format", "json", "."], ["rules", "list"], ["help", "audit"], ["version"], ["--help"], ["auditt"]]
        return vectors
    }

    func testTheShortcutReadsEveryAuditAsTheCommandTreeDoes() {
        var accepted = 0
        for arguments in vectors {
            let tree = throughTree(arguments)
            guard let shortcut = alone(arguments) else {
                // Left to the tree, which then prints whatever it prints: no audit the shortcut
                // could have run is ever lost that way, but it should be rare for a plain audit.
                if arguments.first == "audit", !tree.hasPrefix("not an audit"), tree != "refused" {
                    XCTFail("the shortcut refused an audit the tree accepts: \(arguments)")
                }
                continue
            }
            accepted += 1
            XCTAssertEqual(shortcut, tree, "\(arguments)")
        }
        XCTAssertGreaterThan(accepted, 150, "the shortcut should take most well-formed audits")
    }

    func testOnlyAnAuditNamedFirstTakesTheShortcut() {
        XCTAssertNotNil(AuditCommand.parsedAlone(["audit", "Fixtures", "--format", "json"]))
        XCTAssertEqual(alone(["audit", "x", "--jobs", "3"]), throughTree(["audit", "x", "--jobs", "3"]))
        for arguments in [["Fixtures", "audit"], ["--format", "json", "audit"], ["help", "audit"], ["audit", "--help"], ["audit", "--version"]] {
            XCTAssertNil(AuditCommand.parsedAlone(arguments), "\(arguments)")
        }
    }
}
