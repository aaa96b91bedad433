import AppHealthKit
import ArgumentParser

struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print the tool version, the library catalog's snapshot date and the report schema version.")

    func run() {
        Console.out(AppHealthVersion.description + "\n")
    }
}
