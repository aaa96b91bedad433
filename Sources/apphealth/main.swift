import AppHealthKit
import ArgumentParser
import Foundation

// Map errors to DESIGN §7's exit codes; argument-parser would use 64 for usage errors.
do {
    var command = try AppHealthCommand.parseAsRoot()
    try command.run()
} catch let exit as Exit {
    Foundation.exit(exit.status)
} catch let error as ConfigError {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    Foundation.exit(ExitStatus.usage)
} catch {
    let code = AppHealthCommand.exitCode(for: error)
    if code == .success {
        AppHealthCommand.exit(withError: error)  // --help, --version
    }
    let message = AppHealthCommand.fullMessage(for: error)
    FileHandle.standardError.write(Data((message + "\n").utf8))
    if code == .validationFailure || error is ValidationError || error is CleanExit {
        Foundation.exit(ExitStatus.usage)
    }
    // Errors argument-parser recognises as its own (bad flags, missing values) are usage errors.
    if String(describing: type(of: error)).contains("ParserError") || code.rawValue == 64 {
        Foundation.exit(ExitStatus.usage)
    }
    Foundation.exit(ExitStatus.internalError)
}
