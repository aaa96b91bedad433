import Foundation

/// A compact binary form of `Codable` values, for what `--cache-dir` keeps between runs (a file's
/// facts, a project's result). It is several times faster to read than JSON: numbers are
/// varints, and every string is stored once, in a table at the front, and shared by every value
/// that holds it, so a cached report of 170,000 findings decodes each path and rule ID once.
///
/// Layout: the string table (a varint count, then each string as a varint length and UTF-8),
/// then the root value. Every value starts with a tag byte (`Tag`); keyed and unkeyed containers
/// carry their byte length (four bytes, little-endian), so a reader can step over a value without
/// decoding it. `Data` and `[UInt8]` are written whole (a varint length and the bytes), not byte
/// by byte. A keyed container holds (key's string number, value) pairs in the order they were
/// written; a reader asked for the keys in that order (as synthesized `Codable` asks) reads
/// straight through, and falls back to a search otherwise. `nil` is written, not left out, so the
/// order holds. Damaged bytes make `decode` throw, never read out of bounds.
enum BinaryCoding {
    enum Tag: UInt8 {
        case null = 0, no, yes, signed, unsigned, double, float, string, keyed, unkeyed, void, bytes
    }

    static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let writer = Writer()
        try writer.encodeValue(value, level: 1)
        writer.close(above: 0)
        var out: [UInt8] = []
        out.reserveCapacity(writer.table.count + writer.body.count + 10)
        appendVarint(UInt64(writer.ids.count), to: &out)
        out += writer.table
        out += writer.body
        return out
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: UnsafeRawBufferPointer) throws -> Value {
        var offset = 0
        let count = try readVarint(bytes, &offset)
        guard count <= UInt64(bytes.count) else { throw corrupted("string table larger than the data") }
        var strings: [String] = []
        strings.reserveCapacity(Int(count))
        for _ in 0..<Int(count) {
            let length = try readVarint(bytes, &offset)
            guard length <= UInt64(bytes.count - offset) else { throw corrupted("string past the end") }
            strings.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + Int(length)]), as: UTF8.self))
            offset += Int(length)
        }
        let reader = Reader(bytes: bytes, strings: strings)
        return try reader.decodeValue(type, at: offset)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        try bytes.withUnsafeBytes { try decode(type, from: $0) }
    }

    static func corrupted(_ reason: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "damaged binary data: \(reason)"))
    }

    static func appendVarint(_ value: UInt64, to out: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        out.append(UInt8(value))
    }

    static func readVarint(_ bytes: UnsafeRawBufferPointer, _ offset: inout Int) throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw corrupted("varint") }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }
}

// MARK: - Writing

extension BinaryCoding {
    /// The bytes being written and the containers still open, innermost last. A container opened
    /// at level L is `open[L - 1]`; writing at level L first closes every deeper one (so a nested
    /// container ends when its parent moves on), and closing patches in the container's length.
    final class Writer {
        var body: [UInt8] = []
        var table: [UInt8] = []
        var ids: [String: UInt64] = [:]
        private var open: [(serial: Int, lengthAt: Int)] = []
        private var serials = 0
        private var keyTables: [ObjectIdentifier: KeyTable] = [:]

        /// The keys of one `CodingKey` type met so far, with their string numbers, and where the
        /// next is expected: a struct's keys come in the same order every time, so finding one is
        /// mostly a single comparison of two literals, not a hash of the name.
        final class KeyTable {
            var names: [String] = []
            var ids: [UInt64] = []
            var cursor = 0
            /// The last string written under each key, with its number: neighbouring values (the
            /// findings of one file and rule) mostly repeat their path, rule and help text.
            var lastStrings: [(text: String, id: UInt64)?] = []
        }

        func keyTable<Key: CodingKey>(_ type: Key.Type) -> KeyTable {
            if let table = keyTables[ObjectIdentifier(type)] { return table }
            let table = KeyTable()
            keyTables[ObjectIdentifier(type)] = table
            return table
        }

        /// The key's string number, and its place in `table` (`nil` when not kept there).
        func keyID(_ name: String, in table: KeyTable) -> (id: UInt64, place: Int?) {
            let count = table.names.count
            var index = table.cursor
            for _ in 0..<count {
                if index >= count { index = 0 }
                if table.names[index] == name {
                    table.cursor = index + 1
                    return (table.ids[index], index)
                }
                index += 1
            }
            let id = id(name)
            // A dictionary's keys (paths, names) are not a type's few fields: they are not kept.
            guard count < 48 else { return (id, nil) }
            table.names.append(name)
            table.ids.append(id)
            table.lastStrings.append(nil)
            table.cursor = count + 1
            return (id, count)
        }

        /// A string written under the key at `place` of `table`.
        func string(_ value: String, under place: Int?, of table: KeyTable) {
            guard let place else { return string(value) }
            if let last = table.lastStrings[place], last.text == value {
                body.append(Tag.string.rawValue)
                BinaryCoding.appendVarint(last.id, to: &body)
                return
            }
            let id = id(value)
            table.lastStrings[place] = (value, id)
            body.append(Tag.string.rawValue)
            BinaryCoding.appendVarint(id, to: &body)
        }

        func id(_ string: String) -> UInt64 {
            if let id = ids[string] { return id }
            let id = UInt64(ids.count)
            ids[string] = id
            var string = string
            string.withUTF8 { utf8 in
                BinaryCoding.appendVarint(UInt64(utf8.count), to: &table)
                table.append(contentsOf: utf8)
            }
            return id
        }

        func close(above level: Int) {
            while open.count > level {
                let last = open.removeLast()
                let length = UInt32(truncatingIfNeeded: body.count - last.lengthAt - 4)
                for byte in 0..<4 { body[last.lengthAt + byte] = UInt8(truncatingIfNeeded: length >> UInt32(8 * byte)) }
            }
        }

        /// Opens a container at `level` and returns its serial number.
        func openContainer(_ tag: Tag, level: Int) -> Int {
            close(above: level - 1)
            body.append(tag.rawValue)
            serials += 1
            open.append((serials, body.count))
            body.append(contentsOf: [0, 0, 0, 0])
            return serials
        }

        /// Whether the container `serial` at `level` may still be written to (then deeper ones are closed).
        func prepare(_ serial: Int, level: Int) throws {
            guard open.count >= level, open[level - 1].serial == serial else {
                throw EncodingError.invalidValue(serial, EncodingError.Context(codingPath: [], debugDescription: "a container was written after its parent moved on"))
            }
            close(above: level)
        }

        func tag(_ tag: Tag) { body.append(tag.rawValue) }

        func signed(_ value: Int64) {
            body.append(Tag.signed.rawValue)
            BinaryCoding.appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &body)
        }

        func unsigned(_ value: UInt64) {
            body.append(Tag.unsigned.rawValue)
            BinaryCoding.appendVarint(value, to: &body)
        }

        func string(_ value: String) {
            body.append(Tag.string.rawValue)
            BinaryCoding.appendVarint(id(value), to: &body)
        }

        func double(_ value: Double) {
            body.append(Tag.double.rawValue)
            let bits = value.bitPattern
            for byte in 0..<8 { body.append(UInt8(truncatingIfNeeded: bits >> UInt64(8 * byte))) }
        }

        func float(_ value: Float) {
            body.append(Tag.float.rawValue)
            let bits = value.bitPattern
            for byte in 0..<4 { body.append(UInt8(truncatingIfNeeded: bits >> UInt32(8 * byte))) }
        }

        func bytes(_ value: some Collection<UInt8>) {
            body.append(Tag.bytes.rawValue)
            BinaryCoding.appendVarint(UInt64(value.count), to: &body)
            body.append(contentsOf: value)
        }

        /// Writes `value` as a value at `level` (a container it opens is at `level`).
        func encodeValue<Value: Encodable>(_ value: Value, level: Int) throws {
            close(above: level - 1)
            // By type, not by cast: a failed cast is a runtime lookup, and this runs for every value
            // (an empty array of anything even casts to `[UInt8]`).
            let type = Value.self
            if type == String.self { return string(unsafeBitCast(value, to: String.self)) }
            if type == Int.self { return signed(Int64(unsafeBitCast(value, to: Int.self))) }
            if type == Bool.self { return tag(unsafeBitCast(value, to: Bool.self) ? .yes : .no) }
            if type == Double.self { return double(unsafeBitCast(value, to: Double.self)) }
            if type == Int64.self { return signed(value as! Int64) }
            if type == Int32.self { return signed(Int64(value as! Int32)) }
            if type == Int16.self { return signed(Int64(value as! Int16)) }
            if type == Int8.self { return signed(Int64(value as! Int8)) }
            if type == UInt.self { return unsigned(UInt64(value as! UInt)) }
            if type == UInt64.self { return unsigned(value as! UInt64) }
            if type == UInt32.self { return unsigned(UInt64(value as! UInt32)) }
            if type == UInt16.self { return unsigned(UInt64(value as! UInt16)) }
            if type == UInt8.self { return unsigned(UInt64(value as! UInt8)) }
            if type == Float.self { return float(value as! Float) }
            if type == Data.self { return bytes(value as! Data) }
            if type == [UInt8].self { return bytes(value as! [UInt8]) }
            let mark = body.count
            try value.encode(to: Encoder(writer: self, level: level))
            close(above: level - 1)
            // A value that wrote nothing still takes a place.
            if body.count == mark { tag(.void) }
        }
    }

    private struct Encoder: Swift.Encoder {
        let writer: Writer
        let level: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(KeyedWriter<Key>(writer: writer, level: level, serial: writer.openContainer(.keyed, level: level)))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            UnkeyedWriter(writer: writer, level: level, serial: writer.openContainer(.unkeyed, level: level))
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { SingleWriter(writer: writer, level: level) }
    }

    private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let writer: Writer
        let level: Int
        let serial: Int
        let keys: Writer.KeyTable
        var codingPath: [any CodingKey] { [] }

        init(writer: Writer, level: Int, serial: Int) {
            self.writer = writer
            self.level = level
            self.serial = serial
            keys = writer.keyTable(Key.self)
        }

        @discardableResult
        private func key(_ key: Key) throws -> Int? {
            try writer.prepare(serial, level: level)
            let (id, place) = writer.keyID(key.stringValue, in: keys)
            BinaryCoding.appendVarint(id, to: &writer.body)
            return place
        }

        mutating func encodeNil(forKey key: Key) throws {
            try self.key(key)
            writer.tag(.null)
        }

        mutating func encode(_ value: Bool, forKey key: Key) throws {
            try self.key(key)
            writer.tag(value ? .yes : .no)
        }

        mutating func encode(_ value: String, forKey key: Key) throws {
            writer.string(value, under: try self.key(key), of: keys)
        }

        mutating func encode(_ value: Int, forKey key: Key) throws {
            try self.key(key)
            writer.signed(Int64(value))
        }

        mutating func encode(_ value: Double, forKey key: Key) throws {
            try self.key(key)
            writer.double(value)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try self.key(key)
            try writer.encodeValue(value, level: level + 1)
        }

        // `nil` is written, so that the keys stay in the order a reader asks for them.
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }

        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }

        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }

        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }

        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            try? self.key(key)
            return KeyedEncodingContainer(KeyedWriter<NestedKey>(writer: writer, level: level + 1, serial: writer.openContainer(.keyed, level: level + 1)))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            try? self.key(key)
            return UnkeyedWriter(writer: writer, level: level + 1, serial: writer.openContainer(.unkeyed, level: level + 1))
        }

        mutating func superEncoder() -> any Swift.Encoder {
            try? writer.prepare(serial, level: level)
            BinaryCoding.appendVarint(writer.id("super"), to: &writer.body)
            return Encoder(writer: writer, level: level + 1)
        }

        mutating func superEncoder(forKey key: Key) -> any Swift.Encoder {
            try? self.key(key)
            return Encoder(writer: writer, level: level + 1)
        }
    }

    private struct UnkeyedWriter: UnkeyedEncodingContainer {
        let writer: Writer
        let level: Int
        let serial: Int
        private(set) var count = 0
        var codingPath: [any CodingKey] { [] }

        init(writer: Writer, level: Int, serial: Int) {
            self.writer = writer
            self.level = level
            self.serial = serial
        }

        mutating func encodeNil() throws {
            try writer.prepare(serial, level: level)
            writer.tag(.null)
            count += 1
        }

        mutating func encode(_ value: String) throws {
            try writer.prepare(serial, level: level)
            writer.string(value)
            count += 1
        }

        mutating func encode(_ value: Int) throws {
            try writer.prepare(serial, level: level)
            writer.signed(Int64(value))
            count += 1
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try writer.prepare(serial, level: level)
            try writer.encodeValue(value, level: level + 1)
            count += 1
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            return KeyedEncodingContainer(KeyedWriter<NestedKey>(writer: writer, level: level + 1, serial: writer.openContainer(.keyed, level: level + 1)))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            return UnkeyedWriter(writer: writer, level: level + 1, serial: writer.openContainer(.unkeyed, level: level + 1))
        }

        mutating func superEncoder() -> any Swift.Encoder {
            count += 1
            return Encoder(writer: writer, level: level + 1)
        }
    }

    private struct SingleWriter: SingleValueEncodingContainer {
        let writer: Writer
        let level: Int
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws {
            writer.close(above: level - 1)
            writer.tag(.null)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try writer.encodeValue(value, level: level)
        }
    }
}

// MARK: - Reading

extension BinaryCoding {
    final class Reader {
        let bytes: UnsafeRawBufferPointer
        let strings: [String]

        init(bytes: UnsafeRawBufferPointer, strings: [String]) {
            self.bytes = bytes
            self.strings = strings
        }

        func tag(at offset: Int) throws -> Tag {
            guard offset < bytes.count, let tag = Tag(rawValue: bytes[offset]) else { throw BinaryCoding.corrupted("tag") }
            return tag
        }

        /// Where the value at `offset` ends.
        func skip(_ offset: Int) throws -> Int {
            var next = offset + 1
            switch try tag(at: offset) {
            case .null, .no, .yes, .void: return next
            case .signed, .unsigned, .string:
                _ = try BinaryCoding.readVarint(bytes, &next)
                return next
            case .bytes:
                let length = try BinaryCoding.readVarint(bytes, &next)
                guard length <= UInt64(bytes.count - next) else { throw BinaryCoding.corrupted("bytes past the end") }
                next += Int(length)
            case .double: next += 8
            case .float: next += 4
            case .keyed, .unkeyed: next += 4 + (try containerLength(offset))
            }
            guard next <= bytes.count else { throw BinaryCoding.corrupted("value past the end") }
            return next
        }

        /// The body length of the container at `offset`.
        func containerLength(_ offset: Int) throws -> Int {
            guard offset + 5 <= bytes.count else { throw BinaryCoding.corrupted("container header") }
            var length = 0
            for byte in 0..<4 { length |= Int(bytes[offset + 1 + byte]) << (8 * byte) }
            guard length <= bytes.count - offset - 5 else { throw BinaryCoding.corrupted("container past the end") }
            return length
        }

        /// The body of the container at `offset`, which must have `tag`.
        func body(_ expected: Tag, at offset: Int) throws -> Range<Int> {
            guard try tag(at: offset) == expected else {
                throw DecodingError.typeMismatch(Any.self, DecodingError.Context(codingPath: [], debugDescription: "expected \(expected)"))
            }
            let start = offset + 5
            return start..<start + (try containerLength(offset))
        }

        func string(at offset: Int) throws -> String {
            guard try tag(at: offset) == .string else { throw mismatch(String.self) }
            var next = offset + 1
            let id = try BinaryCoding.readVarint(bytes, &next)
            guard id < UInt64(strings.count) else { throw BinaryCoding.corrupted("string number") }
            return strings[Int(id)]
        }

        func blob(at offset: Int) throws -> UnsafeRawBufferPointer {
            guard try tag(at: offset) == .bytes else { throw mismatch(Data.self) }
            var next = offset + 1
            let length = try BinaryCoding.readVarint(bytes, &next)
            guard length <= UInt64(bytes.count - next) else { throw BinaryCoding.corrupted("bytes past the end") }
            return UnsafeRawBufferPointer(rebasing: bytes[next..<next + Int(length)])
        }

        func bool(at offset: Int) throws -> Bool {
            switch try tag(at: offset) {
            case .yes: return true
            case .no: return false
            default: throw mismatch(Bool.self)
            }
        }

        func integer<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) throws -> T {
            var next = offset + 1
            switch try tag(at: offset) {
            case .signed:
                let raw = try BinaryCoding.readVarint(bytes, &next)
                let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
                guard let exact = T(exactly: value) else { throw mismatch(type) }
                return exact
            case .unsigned:
                guard let exact = T(exactly: try BinaryCoding.readVarint(bytes, &next)) else { throw mismatch(type) }
                return exact
            default: throw mismatch(type)
            }
        }

        func double(at offset: Int) throws -> Double {
            switch try tag(at: offset) {
            case .double:
                guard offset + 9 <= bytes.count else { throw BinaryCoding.corrupted("double") }
                var bits: UInt64 = 0
                for byte in 0..<8 { bits |= UInt64(bytes[offset + 1 + byte]) << UInt64(8 * byte) }
                return Double(bitPattern: bits)
            case .float: return Double(try float(at: offset))
            default: throw mismatch(Double.self)
            }
        }

        func float(at offset: Int) throws -> Float {
            guard try tag(at: offset) == .float else { throw mismatch(Float.self) }
            guard offset + 5 <= bytes.count else { throw BinaryCoding.corrupted("float") }
            var bits: UInt32 = 0
            for byte in 0..<4 { bits |= UInt32(bytes[offset + 1 + byte]) << UInt32(8 * byte) }
            return Float(bitPattern: bits)
        }

        func decodeValue<Value: Decodable>(_ type: Value.Type, at offset: Int) throws -> Value {
            // Exact types first: these are what a value's fields mostly are.
            if type == String.self { return try string(at: offset) as! Value }
            if type == Int.self { return try integer(Int.self, at: offset) as! Value }
            if type == Bool.self { return try bool(at: offset) as! Value }
            if type == Double.self { return try double(at: offset) as! Value }
            if type == Float.self { return try float(at: offset) as! Value }
            if type == Int64.self { return try integer(Int64.self, at: offset) as! Value }
            if type == Int32.self { return try integer(Int32.self, at: offset) as! Value }
            if type == Int16.self { return try integer(Int16.self, at: offset) as! Value }
            if type == Int8.self { return try integer(Int8.self, at: offset) as! Value }
            if type == UInt.self { return try integer(UInt.self, at: offset) as! Value }
            if type == UInt64.self { return try integer(UInt64.self, at: offset) as! Value }
            if type == UInt32.self { return try integer(UInt32.self, at: offset) as! Value }
            if type == UInt16.self { return try integer(UInt16.self, at: offset) as! Value }
            if type == UInt8.self { return try integer(UInt8.self, at: offset) as! Value }
            if type == Data.self { return Data(try blob(at: offset)) as! Value }
            if type == [UInt8].self { return [UInt8](try blob(at: offset)) as! Value }
            return try Value(from: Decoder(reader: self, offset: offset))
        }

        func mismatch(_ type: Any.Type) -> DecodingError {
            DecodingError.typeMismatch(type, DecodingError.Context(codingPath: [], debugDescription: "another type was written"))
        }
    }

    private struct Decoder: Swift.Decoder {
        let reader: Reader
        let offset: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(KeyedReader<Key>(reader: reader, body: try reader.body(.keyed, at: offset)))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            UnkeyedReader(reader: reader, body: try reader.body(.unkeyed, at: offset))
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleReader(reader: reader, offset: offset) }
    }

    /// Reads (key, value) pairs; `cursor` is where the next expected key starts.
    private final class KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let reader: Reader
        let body: Range<Int>
        private var cursor: Int
        var codingPath: [any CodingKey] { [] }

        init(reader: Reader, body: Range<Int>) {
            self.reader = reader
            self.body = body
            cursor = body.lowerBound
        }

        /// The key and value offset of the pair at `offset`, and where the pair ends.
        private func pair(at offset: Int) throws -> (key: String, value: Int, end: Int) {
            var next = offset
            let id = try BinaryCoding.readVarint(reader.bytes, &next)
            guard id < UInt64(reader.strings.count), next < body.upperBound else { throw BinaryCoding.corrupted("key") }
            let end = try reader.skip(next)
            guard end <= body.upperBound else { throw BinaryCoding.corrupted("value past its container") }
            return (reader.strings[Int(id)], next, end)
        }

        /// Where `key`'s value starts, or `nil` when it was not written: the pair at the cursor
        /// first (keys are mostly asked for in the order they were written), then every pair.
        private func find(_ key: Key) throws -> Int? {
            let name = key.stringValue
            for (start, onlyOne) in [(cursor, true), (body.lowerBound, false)] {
                var offset = start
                while offset < body.upperBound {
                    let next = try pair(at: offset)
                    if next.key == name {
                        cursor = next.end
                        return next.value
                    }
                    if onlyOne { break }
                    offset = next.end
                }
            }
            return nil
        }

        private func value(_ key: Key) throws -> Int {
            guard let offset = try find(key) else {
                throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "not written"))
            }
            return offset
        }

        var allKeys: [Key] {
            var keys: [Key] = []
            var offset = body.lowerBound
            while offset < body.upperBound, let next = try? pair(at: offset) {
                if let key = Key(stringValue: next.key) { keys.append(key) }
                offset = next.end
            }
            return keys
        }

        func contains(_ key: Key) -> Bool { (try? find(key)).flatMap { $0 } != nil }

        func decodeNil(forKey key: Key) throws -> Bool { try reader.tag(at: try value(key)) == .null }

        func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.string(at: try value(key)) }

        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader.integer(Int.self, at: try value(key)) }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.bool(at: try value(key)) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try reader.decodeValue(type, at: try value(key)) }

        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
            guard let offset = try find(key), try reader.tag(at: offset) != .null else { return nil }
            return try reader.string(at: offset)
        }

        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
            guard let offset = try find(key), try reader.tag(at: offset) != .null else { return nil }
            return try reader.integer(Int.self, at: offset)
        }

        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
            guard let offset = try find(key), try reader.tag(at: offset) != .null else { return nil }
            return try reader.bool(at: offset)
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let offset = try find(key), try reader.tag(at: offset) != .null else { return nil }
            return try reader.decodeValue(type, at: offset)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(KeyedReader<NestedKey>(reader: reader, body: try reader.body(.keyed, at: try value(key))))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            UnkeyedReader(reader: reader, body: try reader.body(.unkeyed, at: try value(key)))
        }

        func superDecoder() throws -> any Swift.Decoder {
            guard let key = Key(stringValue: "super") else { throw BinaryCoding.corrupted("super") }
            return Decoder(reader: reader, offset: try value(key))
        }

        func superDecoder(forKey key: Key) throws -> any Swift.Decoder { Decoder(reader: reader, offset: try value(key)) }
    }

    private struct UnkeyedReader: UnkeyedDecodingContainer {
        let reader: Reader
        let body: Range<Int>
        private var cursor: Int
        private(set) var currentIndex = 0
        var codingPath: [any CodingKey] { [] }
        var count: Int? { nil }
        var isAtEnd: Bool { cursor >= body.upperBound }

        init(reader: Reader, body: Range<Int>) {
            self.reader = reader
            self.body = body
            cursor = body.lowerBound
        }

        private mutating func next() throws -> Int {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: [], debugDescription: "no more values"))
            }
            let offset = cursor
            let end = try reader.skip(offset)
            guard end <= body.upperBound else { throw BinaryCoding.corrupted("value past its container") }
            cursor = end
            currentIndex += 1
            return offset
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, try reader.tag(at: cursor) == .null else { return false }
            _ = try next()
            return true
        }

        mutating func decode(_ type: String.Type) throws -> String { try reader.string(at: try next()) }

        mutating func decode(_ type: Int.Type) throws -> Int { try reader.integer(Int.self, at: try next()) }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.decodeValue(type, at: try next()) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(KeyedReader<NestedKey>(reader: reader, body: try reader.body(.keyed, at: try next())))
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            UnkeyedReader(reader: reader, body: try reader.body(.unkeyed, at: try next()))
        }

        mutating func superDecoder() throws -> any Swift.Decoder { Decoder(reader: reader, offset: try next()) }
    }

    private struct SingleReader: SingleValueDecodingContainer {
        let reader: Reader
        let offset: Int
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { (try? reader.tag(at: offset)) == .null }

        func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.decodeValue(type, at: offset) }
    }
}
