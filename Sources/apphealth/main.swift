import AppHealthKit
import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A reader that goes away (`| head -1`) must not kill the process: writes then fail with EPIPE,
// which `Console.out` treats as the end of output.
signal(SIGPIPE, SIG_IGN)
// A file-size limit (`ulimit -f`) reached while writing a report must fail the write (EFBIG,
// exit 2, the temporary file removed), not kill the process and leave the temporary file behind.
signal(SIGXFSZ, SIG_IGN)

// DESIGN §7's exit codes: argument-parser alone would use 64 for usage errors and 1 for the rest.
// A statically linked Swift runtime on Linux reads its arguments from /proc/self/cmdline; in a
// chroot or container without /proc it sees none, and every command would silently become
// `audit .`. Say so instead.
if CommandLine.argc == 0 {
    Console.error("apphealth: cannot read the command line (this build reads /proc/self/cmdline; mount /proc)")
    Foundation.exit(ExitStatus.usage)
}

if let message = AppHealthCommand.mistypedCommand(Array(CommandLine.arguments.dropFirst())) {
    Console.error(message)
    Foundation.exit(ExitStatus.usage)
}

// The data compiled into the tool is read on another core while the arguments are parsed (an
// audit needs it; the other commands exit without waiting for it).
let bundledData = AuditSession.BundledData()

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    var command: any ParsableCommand = try AuditCommand.parsedAlone(arguments) ?? AppHealthCommand.parseAsRoot(arguments)
    if let audit = command as? AuditCommand {
        try audit.run(bundledData: bundledData)
    } else {
        try command.run()
    }
} catch let exit as Exit {
    Foundation.exit(exit.status)
} catch let error as UsageError {
    Console.error("error: " + error.description)
    Foundation.exit(ExitStatus.usage)
} catch let error as ConfigError {
    Console.error(error.description)
    Foundation.exit(ExitStatus.usage)
} catch {
    switch AppHealthCommand.exitCode(for: error) {
    case .success:
        AppHealthCommand.exit(withError: error)  // --help, --version
    case .validationFailure:
        Console.error(AppHealthCommand.fullMessage(for: error))
        Foundation.exit(ExitStatus.usage)
    default:
        Console.error("apphealth: internal error: \(error)")
        Foundation.exit(ExitStatus.internalError)
    }
}
