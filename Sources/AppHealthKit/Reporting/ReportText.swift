/// A rendered report: whole, or a head and tail with the bulk in between made piece by piece
/// while it is written. A large JSON report's findings then never sit in memory as one string
/// (its 170,000 findings are 100 MB of text); `text` still gives the whole document.
public struct ReportText: Sendable {
    /// Hands each next piece of the body to `emit`, in order.
    public typealias Body = @Sendable (_ emit: (UnsafeRawBufferPointer) throws -> Void) throws -> Void

    private let head: String
    private let headBytes: [UInt8]?
    private let body: Body?
    private let tail: String

    public init(_ text: String) {
        head = text
        headBytes = nil
        body = nil
        tail = ""
    }

    /// A whole document already in UTF-8: written as it is, made a `String` only when asked
    /// (checking a large report's bytes for the string cost as much as writing them).
    public init(bytes: [UInt8]) {
        head = ""
        headBytes = bytes
        body = nil
        tail = ""
    }

    /// `head`, the pieces `body` makes, then `tail`.
    public init(head: String, body: @escaping Body, tail: String) {
        self.head = head
        headBytes = nil
        self.body = body
        self.tail = tail
    }

    /// Whether the body is made while writing (false: the text is already whole).
    public var isStreamed: Bool { body != nil }

    /// Every byte, in order, piece by piece.
    public func write(_ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        if let headBytes, !headBytes.isEmpty { try headBytes.withUnsafeBytes { try emit($0) } }
        try Self.emit(head, emit)
        try body?(emit)
        try Self.emit(tail, emit)
    }

    /// The whole document in one string.
    public var text: String {
        if let headBytes { return String(decoding: headBytes, as: UTF8.self) }
        guard body != nil else { return head }
        var whole = ""
        try? write { whole += String(decoding: $0, as: UTF8.self) }
        return whole
    }

    private static func emit(_ text: String, _ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !text.isEmpty else { return }
        var text = text
        try text.withUTF8 { try emit(UnsafeRawBufferPointer($0)) }
    }
}
