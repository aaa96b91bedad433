import CLibXML2
import Foundation

/// Parses XML with libxml2, safely: no network, no external entities or DTDs, no entity
/// substitution (no XXE, no billion laughs), no messages printed to stderr.
public struct XMLFileParser: Sendable {
    /// Files larger than this are not parsed (a `parse-error` note says so).
    public var maximumBytes: Int

    public init(maximumBytes: Int = 16 << 20) {
        self.maximumBytes = maximumBytes
        _ = Self.libraryInitialized
    }

    /// libxml2 must be initialised once before threads parse concurrently.
    private static let libraryInitialized: Void = xmlInitParser()

    static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    /// `inspect` sees libxml2's document while it is alive (custom XPath rules use it, so the
    /// file is parsed once).
    public func parse(
        _ text: SourceText, path: String, inspect: ((UnsafeMutablePointer<xmlDoc>) -> Void)? = nil
    ) -> Result<XMLDocumentModel, XMLParseFailure> {
        let bytes = text.bytes
        if bytes.count > maximumBytes {
            return .failure(XMLParseFailure(message: "file is \(bytes.count / (1 << 20)) MiB, over the \(maximumBytes >> 20) MiB limit for XML; skipped", location: .fileStart))
        }
        if bytes.starts(with: [0x03, 0x00, 0x08, 0x00]) {
            return .failure(XMLParseFailure(message: "compiled (binary) Android XML, not source XML", location: .fileStart))
        }
        if text.looksBinary {
            return .failure(XMLParseFailure(message: "binary file, not XML", location: .fileStart))
        }
        if bytes.isEmpty {
            return .failure(XMLParseFailure(message: "empty file", location: .fileStart))
        }
        guard let context = xmlNewParserCtxt() else {
            return .failure(XMLParseFailure(message: "libxml2 could not create a parser", location: .fileStart))
        }
        defer { xmlFreeParserCtxt(context) }
        // libxml2 keeps only the last error; the first one names the real mistake
        // ("tag mismatch" rather than "premature end of data"), so collect it.
        let firstError = FirstErrorBox()
        context.pointee._private = Unmanaged.passUnretained(firstError).toOpaque()
        context.pointee.sax.pointee.serror = { userData, error in
            guard let userData, let error else { return }
            let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
            guard let box = context.pointee._private else { return }
            let first = Unmanaged<FirstErrorBox>.fromOpaque(box).takeUnretainedValue()
            if first.failure == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue {
                first.failure = XMLFileParser.failure(from: UnsafePointer(error))
            }
        }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                xmlCtxtReadMemory(context, pointer, Int32(buffer.count), path, nil, Self.options)
            }
        }
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            return .failure(withExtendedLifetime(firstError) { $0.failure } ?? Self.failure(from: xmlCtxtGetLastError(context)))
        }
        defer { xmlFreeDoc(document) }
        inspect?(document)
        guard let rootNode = xmlDocGetRootElement(document) else {
            return .failure(XMLParseFailure(message: "no root element", location: .fileStart))
        }
        var builder = TreeBuilder(text: text, scan: XMLTagScanner.scan(bytes))
        let root = builder.element(from: rootNode)
        return .success(XMLDocumentModel(path: path, root: root, text: text))
    }

    fileprivate static func failure(from error: UnsafePointer<xmlError>?) -> XMLParseFailure {
        guard let error else { return XMLParseFailure(message: "not well-formed XML", location: .fileStart) }
        var message = error.pointee.message.map { String(cString: $0) } ?? "not well-formed XML"
        message = message.split(whereSeparator: \.isNewline).joined(separator: " ").trimmedWhitespace()
        let line = max(1, Int(error.pointee.line))
        let column = max(1, Int(error.pointee.int2))
        return XMLParseFailure(message: message, location: SourceLocation(line: line, column: column))
    }
}

/// An element's text from its text nodes, as appending each to a `String` gave it: one piece
/// becomes the string directly (most elements hold one); more are joined as bytes and decoded
/// once. A resources file's root holds the whitespace between thousands of entries, and each
/// `String` append cost ~340 instructions (libxml2 hands back UTF-8 that is valid, so joining the
/// bytes first decodes to the same text).
private struct TextJoiner {
    private var first = ""
    private var joined: [UInt8]?

    mutating func append(_ piece: UnsafePointer<xmlChar>) {
        append(UnsafeBufferPointer(start: piece, count: Int(xmlStrlen(piece))))
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if joined != nil {
            joined!.append(contentsOf: bytes)
        } else if first.isEmpty {
            first = String(decoding: bytes, as: UTF8.self)
        } else {
            joined = Array(first.utf8) + bytes
        }
    }

    var value: String { joined.map { String(decoding: $0, as: UTF8.self) } ?? first }
}

/// Converts libxml2's tree into `XMLElement` values, pairing elements with scanned tags.
private struct TreeBuilder {
    let bytes: [UInt8]
    let scan: XMLTagScanner.Scan?
    var nextTag = 0
    /// Lookups happen in document order, so one forward-moving cursor serves them all.
    var cursor: LocationCursor

    /// Names by where libxml2 keeps them. It interns element and attribute names in the document's
    /// dictionary, and every node of a namespace points at one `xmlNs`, so a layout's thousand
    /// `android:` attributes make their strings once, not once each.
    private var names = PointerMemo<String>()
    private var namespaces = PointerMemo<(prefix: String?, uri: String?)>()

    init(text: SourceText, scan: XMLTagScanner.Scan?) {
        bytes = text.bytes
        self.scan = scan
        cursor = text.cursor()
    }

    private mutating func name(_ pointer: UnsafePointer<xmlChar>) -> String {
        names.value(for: UnsafeRawPointer(pointer)) { String(cString: pointer) }
    }

    private mutating func namespace(_ ns: xmlNsPtr?) -> (prefix: String?, uri: String?) {
        guard let ns else { return (nil, nil) }
        return namespaces.value(for: UnsafeRawPointer(ns)) {
            (ns.pointee.prefix.map { String(cString: $0) }, ns.pointee.href.map { Self.known(String(cString: $0)) })
        }
    }

    /// The `XMLNamespace` constant itself for its URI: rules compare every attribute's namespace
    /// with those constants, and a string compared with the very string it is equals at once,
    /// where an equal copy is compared byte by byte.
    static func known(_ uri: String) -> String {
        switch uri {
        case XMLNamespace.android: XMLNamespace.android
        case XMLNamespace.app: XMLNamespace.app
        case XMLNamespace.tools: XMLNamespace.tools
        default: uri
        }
    }

    /// Whether the scanned name `range` spells libxml2's `prefix:name` (`name` alone outside a
    /// prefixed namespace), compared in place. libxml2 hands back a UTF-8 document's names byte
    /// for byte, so equal bytes are what equal strings were.
    private func spells(_ range: Range<Int>, _ ns: xmlNsPtr?, _ name: UnsafePointer<xmlChar>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard range.lowerBound >= 0, range.upperBound <= buffer.count else { return false }
            var at = range.lowerBound
            func consume(_ cString: UnsafePointer<xmlChar>) -> Bool {
                var pointer = cString
                while pointer.pointee != 0 {
                    guard at < range.upperBound, buffer[at] == pointer.pointee else { return false }
                    at += 1
                    pointer += 1
                }
                return true
            }
            if let prefix = ns?.pointee.prefix {
                guard consume(prefix), at < range.upperBound, buffer[at] == UInt8(ascii: ":") else { return false }
                at += 1
            }
            return consume(name) && at == range.upperBound
        }
    }

    mutating func element(from node: xmlNodePtr) -> XMLElement {
        let localName = name(node.pointee.name)
        let (prefix, namespaceURI) = namespace(node.pointee.ns)

        var tag: XMLTagScanner.Tag?
        if let scan, nextTag < scan.tags.count, spells(scan.tags[nextTag].name, node.pointee.ns, node.pointee.name) {
            tag = scan.tags[nextTag]
            nextTag += 1
        }
        let fallback = SourceLocation(line: max(1, Int(xmlGetLineNo(node))), column: 1)
        let location = tag.map { cursor.location(ofOffset: $0.offset) } ?? fallback

        var attributes: [XMLAttribute] = []
        // Counted first: one allocation, not one per doubling (each attribute is a large struct).
        attributes.reserveCapacity(Self.count(node.pointee.properties, next: { $0.pointee.next }))
        // libxml2 lists attributes as written (namespace declarations aside), so the next scanned
        // attribute is nearly always the one: the search starts there and wraps round.
        var hint = tag?.attributes.lowerBound ?? 0
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = self.name(current.pointee.name)
            let (attributePrefix, attributeURI) = namespace(current.pointee.ns)
            var scanned: XMLTagScanner.Attribute?
            if let scan, let range = tag?.attributes, !range.isEmpty {
                for step in 0..<range.count {
                    let index = range.lowerBound + (hint - range.lowerBound + step) % range.count
                    if spells(scan.attributes[index].name, current.pointee.ns, current.pointee.name) {
                        scanned = scan.attributes[index]
                        hint = index + 1 < range.upperBound ? index + 1 : range.lowerBound
                        break
                    }
                }
            }
            attributes.append(XMLAttribute(
                localName: name, prefix: attributePrefix, namespaceURI: attributeURI,
                value: Self.value(of: current),
                location: scanned.map { cursor.location(ofOffset: $0.nameOffset) } ?? location,
                valueLocation: scanned.map { cursor.location(ofOffset: $0.valueOffset) } ?? location))
            attribute = current.pointee.next
        }

        var children: [XMLElement] = []
        children.reserveCapacity(Self.count(node.pointee.children, next: { $0.pointee.next }) { $0.pointee.type == XML_ELEMENT_NODE })
        var text = TextJoiner()
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                children.append(element(from: current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text.append(content) }
            case XML_ENTITY_REF_NODE:
                var reference = "&" + String(cString: current.pointee.name) + ";"
                reference.withUTF8 { text.append($0) }
            default:
                break
            }
            child = current.pointee.next
        }
        let endLocation = tag.map { cursor.location(ofOffset: $0.endOffset) } ?? SourceLocation(line: fallback.line, column: Int.max)
        return XMLElement(
            localName: localName, prefix: prefix, namespaceURI: namespaceURI, attributes: attributes,
            children: children, text: text.value, location: location, endLocation: endLocation)
    }

    /// How many nodes of a libxml2 list (`first`, then each `next`) `counts` accepts. Pointers are
    /// passed, not the nodes: a node is a large C struct, and copying it cost more than the count saved.
    private static func count<Node>(
        _ first: UnsafeMutablePointer<Node>?, next: (UnsafeMutablePointer<Node>) -> UnsafeMutablePointer<Node>?,
        where counts: (UnsafeMutablePointer<Node>) -> Bool = { _ in true }
    ) -> Int {
        var total = 0
        var node = first
        while let current = node {
            if counts(current) { total += 1 }
            node = next(current)
        }
        return total
    }

    /// The attribute's value as written, with entity references left as `&name;` (never expanded).
    private static func value(of attribute: xmlAttrPtr) -> String {
        // Nearly every value is one text node.
        if let only = attribute.pointee.children, only.pointee.next == nil, only.pointee.type != XML_ENTITY_REF_NODE {
            return only.pointee.content.map { String(cString: $0) } ?? ""
        }
        var result = ""
        var node = attribute.pointee.children
        while let current = node {
            if current.pointee.type == XML_ENTITY_REF_NODE {
                result += "&" + String(cString: current.pointee.name) + ";"
            } else if let content = current.pointee.content {
                result += String(cString: content)
            }
            node = current.pointee.next
        }
        return result
    }
}

/// Values made once per pointer of one document. A document has a handful of distinct names and
/// namespaces, found by comparing pointers in a short array; hashing the pointer for a dictionary
/// on every element and attribute cost more (~140 instructions a look-up, 1 % of an Android
/// app's audit). Past `linearLimit` keys (a layout with many attribute names) a dictionary holds the rest.
private struct PointerMemo<Value> {
    private static var linearLimit: Int { 32 }
    private var keys: [UnsafeRawPointer] = []
    private var values: [Value] = []
    private var overflow: [UnsafeRawPointer: Value] = [:]

    mutating func value(for key: UnsafeRawPointer, make: () -> Value) -> Value {
        if let index = keys.firstIndex(of: key) { return values[index] }
        if keys.count < Self.linearLimit {
            let made = make()
            keys.append(key)
            values.append(made)
            return made
        }
        if let known = overflow[key] { return known }
        let made = make()
        overflow[key] = made
        return made
    }
}

/// Where the structured-error callback leaves the first error of one parse.
private final class FirstErrorBox {
    var failure: XMLParseFailure?
}
