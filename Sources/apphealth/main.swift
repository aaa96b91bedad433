import AppHealthKit
import ArgumentParser
import Foundation

// DESIGN §7's exit codes: argument-parser alone would use 64 for usage errors and 1 for the rest.
do {
    var command = try AppHealthCommand.parseAsRoot()
    try command.run()
} catch let exit as Exit {
    Foundation.exit(exit.status)
} catch let error as UsageError {
    FileHandle.standardError.write(Data(("error: " + error.description + "\n").utf8))
    Foundation.exit(ExitStatus.usage)
} catch let error as ConfigError {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    Foundation.exit(ExitStatus.usage)
} catch {
    switch AppHealthCommand.exitCode(for: error) {
    case .success:
        AppHealthCommand.exit(withError: error)  // --help, --version
    case .validationFailure:
        FileHandle.standardError.write(Data((AppHealthCommand.fullMessage(for: error) + "\n").utf8))
        Foundation.exit(ExitStatus.usage)
    default:
        FileHandle.standardError.write(Data("apphealth: internal error: \(error)\n".utf8))
        Foundation.exit(ExitStatus.internalError)
    }
}
