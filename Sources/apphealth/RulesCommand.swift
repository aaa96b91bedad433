import AppHealthKit
import ArgumentParser
import Foundation

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List and explain the built-in rules.",
        subcommands: [List.self, Show.self, Docs.self, Test.self],
        defaultSubcommand: List.self
    )

    /// Custom rules join the built-ins in `list` and `show`: `.apphealth/rules/` in the current
    /// folder and any `--rules`.
    struct CustomRuleOptions: ParsableArguments {
        @Option(name: .customLong("rules"), help: "A custom rule file or folder (repeatable); .apphealth/rules/ is read by default.")
        var ruleDirs: [String] = []

        func descriptors() throws -> [RuleDescriptor] {
            let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let paths = CustomRuleLoader.rulePaths(root: root, configuration: Configuration(), extra: ruleDirs)
            let custom = try CustomRuleLoader(builtIns: BuiltInRules.descriptors).load(paths: paths, display: Console.displayPath)
            return BuiltInRules.descriptors + custom.map(\.descriptor)
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List every rule: id, default severity, title.")

        @OptionGroup var custom: CustomRuleOptions

        func run() throws {
            Console.out(RuleDocumentation.list(try custom.descriptors()))
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Explain one rule: why it matters, what it skips, examples.")

        @Argument(help: "The rule ID, e.g. android.hardcoded-text.")
        var id: String

        @OptionGroup var custom: CustomRuleOptions

        func run() throws {
            let descriptors = try custom.descriptors()
            guard let descriptor = descriptors.first(where: { $0.id == id }) ?? BuiltInRules.descriptors(named: id, among: descriptors).first else {
                let suggestion = Suggestion.closest(to: id, in: descriptors.map(\.id)).map { "did you mean '\($0)'? " } ?? ""
                Console.error("error: unknown rule '\(id)'; \(suggestion)`apphealth rules list` shows the known ones")
                throw Exit(status: ExitStatus.usage)
            }
            Console.out(RuleDocumentation.show(descriptor))
        }
    }

    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "test",
            abstract: "Test rules against their examples and annotated files (Validated / Missing / Noisy).",
            discussion: """
                Reads the rule files in DIR (default: .apphealth/rules) and the files next to them \
                annotated `// ruleid: ID` or `// ok: ID` on the line before (`# …`, `<!-- … -->` \
                work too). Exits 1 when any rule is Missing or Noisy.
                """)

        @Argument(help: "A folder of rule files and annotated examples (default: .apphealth/rules).")
        var dir: String?

        @Flag(name: .long, help: "Also test every built-in rule's examples (the default when no custom rules are found).")
        var builtins = false

        func run() throws {
            let folder = URL(fileURLWithPath: dir ?? ".apphealth/rules")
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
            if dir != nil, !exists {
                Console.error("error: '\(dir!)' is not a folder")
                throw Exit(status: ExitStatus.usage)
            }
            let rules = exists
                ? try CustomRuleLoader(builtIns: BuiltInRules.descriptors).load(paths: [folder], display: Console.displayPath) : []
            let tester = RuleTester()
            var results = tester.test(rules, annotatedIn: exists ? folder : nil)
            if builtins || rules.isEmpty { results += tester.testBuiltIns(BuiltInRules.descriptors) }
            let width = results.map(\.ruleId.count).max() ?? 0
            var lines: [String] = []
            for result in results {
                lines.append(result.ruleId.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + "\(result.verdict.rawValue) (\(result.checks) check\(result.checks == 1 ? "" : "s"))")
                lines += result.problems.map { "    \($0)" }
            }
            let failed = results.filter { $0.verdict != .validated }.count
            lines.append("\(results.count - failed) validated, \(failed) failed")
            Console.out(lines.joined(separator: "\n") + "\n")
            if failed > 0 { throw Exit(status: ExitStatus.gateFailed) }
        }
    }

    struct Docs: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "docs", abstract: "Print the Markdown rule reference (docs/rules.md).")

        func run() {
            Console.out(RuleDocumentation.markdown(BuiltInRules.descriptors))
        }
    }
}
