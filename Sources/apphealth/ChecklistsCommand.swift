import AppHealthKit
import ArgumentParser
import Foundation

struct ChecklistsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checklists",
        abstract: "List the checklists and their items: weight, what decides each, why it matters.")

    func run() throws {
        Console.out(ChecklistDocumentation.list(try ChecklistDefinition.bundled()))
    }
}
