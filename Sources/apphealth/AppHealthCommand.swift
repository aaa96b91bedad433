import AppHealthKit
import ArgumentParser
import Foundation

struct AppHealthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apphealth",
        abstract: "Audit an inherited Android or iOS app repository.",
        version: AppHealthVersion.description,
        subcommands: [AuditCommand.self, RulesCommand.self, ChecklistsCommand.self, MergeCommand.self, InitCommand.self, VersionCommand.self],
        defaultSubcommand: AuditCommand.self
    )
}

extension AppHealthCommand {
    /// `apphealth rulez list`: the default subcommand would take `rulez` for a folder to audit.
    /// A first argument that is no folder, no file and no option but close to a command name is a
    /// typo; say which command was meant.
    static func mistypedCommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !FileManager.default.fileExists(atPath: first) else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first), let suggestion = Suggestion.closest(to: first, in: names) else { return nil }
        return "error: unknown command '\(first)'; did you mean '\(suggestion)'? (`apphealth --help` lists the commands)"
    }
}

/// Exit codes of DESIGN §7.
enum ExitStatus {
    static let passed: Int32 = 0
    static let gateFailed: Int32 = 1
    static let usage: Int32 = 2
    static let internalError: Int32 = 3
}

/// A failure that already printed its message and carries its exit status.
struct Exit: Error {
    var status: Int32
}
