/// A mistake in a configuration file, reported as `file:line:column: message` (exit 2).
public struct ConfigError: Error, Sendable, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Something in a configuration file that is accepted but probably not what was meant.
public struct ConfigWarning: Sendable, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}
