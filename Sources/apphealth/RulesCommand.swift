import AppHealthKit
import ArgumentParser
import Foundation

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List and explain the built-in rules.",
        subcommands: [List.self, Show.self, Docs.self],
        defaultSubcommand: List.self
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List every rule: id, default severity, title.")

        func run() {
            Console.out(RuleDocumentation.list(BuiltInRules.descriptors))
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Explain one rule: why it matters, what it skips, examples.")

        @Argument(help: "The rule ID, e.g. android.hardcoded-text.")
        var id: String

        func run() throws {
            guard let descriptor = BuiltInRules.descriptor(id: id) else {
                Console.error("error: unknown rule '\(id)'; `apphealth rules list` shows the known ones")
                throw Exit(status: ExitStatus.usage)
            }
            Console.out(RuleDocumentation.show(descriptor))
        }
    }

    struct Docs: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the Markdown rule reference (docs/rules.md).")

        func run() {
            Console.out(RuleDocumentation.markdown(BuiltInRules.descriptors))
        }
    }
}
