import AppHealthKit
import ArgumentParser
import Foundation

struct AppHealthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apphealth",
        abstract: "Audit an inherited Android or iOS app repository.",
        version: AppHealthVersion.current,
        subcommands: [AuditCommand.self, RulesCommand.self, ChecklistsCommand.self, MergeCommand.self],
        defaultSubcommand: AuditCommand.self
    )
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
