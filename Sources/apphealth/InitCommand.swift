import AppHealthKit
import ArgumentParser
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .apphealth.yml for the project here (never overwrites one).")

    @Argument(help: "The project folder (default: the current folder).")
    var path: String = "."

    func run() throws {
        let root = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            Console.error("error: '\(path)' is not a folder")
            throw Exit(status: ExitStatus.usage)
        }
        if let existing = Configuration.fileNames.map({ root.appendingPathComponent($0) }).first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            Console.error("error: \(Console.displayPath(existing)) already exists; apphealth init does not overwrite it")
            throw Exit(status: ExitStatus.usage)
        }
        let target = root.appendingPathComponent(".apphealth.yml")
        let detected = StarterConfiguration.detect(root: root)
        do {
            try Data(StarterConfiguration.render(detected).utf8).write(to: target, options: .withoutOverwriting)
        } catch {
            Console.error("error: cannot write \(Console.displayPath(target)): \(error.localizedDescription)")
            throw Exit(status: ExitStatus.usage)
        }
        Console.out("wrote \(Console.displayPath(target))\n")
    }
}
