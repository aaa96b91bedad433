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

    private static let documentType = Array("<!DOCTYPE".utf8)

    /// `inspect` sees libxml2's document while it is alive (custom XPath rules use it, so the
    /// file is parsed once).
    ///
    /// Elements are made from the parser's events as they come (SAX): libxml2 then builds no
    /// tree of its own, which is neither walked nor freed (building and freeing it was ~10 % of an
    /// Android app's audit). libxml2's tree is built for custom XPath rules, which query it, and
    /// for what the events do not give as the tree holds it (`events` says when).
    public func parse(
        _ text: SourceText, path: String, inspect: ((UnsafeMutablePointer<xmlDoc>) -> Void)? = nil
    ) -> Result<XMLDocumentModel, XMLParseFailure> {
        if let rejection = rejection(of: text) { return .failure(rejection) }
        if inspect == nil, let read = events(text, path: path) { return read }
        return tree(text, path: path, inspect: inspect)
    }

    /// Why a file is not given to libxml2 at all.
    private func rejection(of text: SourceText) -> XMLParseFailure? {
        let bytes = text.bytes
        if bytes.count > maximumBytes {
            return XMLParseFailure(message: "file is \(bytes.count / (1 << 20)) MiB, over the \(maximumBytes >> 20) MiB limit for XML; skipped", location: .fileStart)
        }
        if bytes.starts(with: [0x03, 0x00, 0x08, 0x00]) {
            return XMLParseFailure(message: "compiled (binary) Android XML, not source XML", location: .fileStart)
        }
        if text.looksBinary {
            return XMLParseFailure(message: "binary file, not XML", location: .fileStart)
        }
        if bytes.isEmpty {
            return XMLParseFailure(message: "empty file", location: .fileStart)
        }
        return nil
    }

    /// The document read from libxml2's events, or `nil` when only its tree holds the document
    /// as expected: a document with a DTD (which may declare entities, whose references the tree
    /// keeps as nodes, and whose parsing reads the tree), or one with a line past 65,534 (libxml2
    /// keeps larger line numbers in no node and finds them from the node's neighbours).
    func events(_ text: SourceText, path: String) -> Result<XMLDocumentModel, XMLParseFailure>? {
        let bytes = text.bytes
        guard ByteSearch.firstRange(of: Self.documentType, in: bytes, from: 0) == nil else { return nil }
        let builder = EventTreeBuilder(text: text, scan: XMLTagScanner.scan(bytes))
        if case .failure(let failure) = read(bytes, path: path, events: builder, { _ in }) { return .failure(failure) }
        if builder.unsupported { return nil }
        guard let root = builder.root else { return .failure(Self.noRoot) }
        return .success(XMLDocumentModel(path: path, root: root, text: text))
    }

    /// The document read from the tree libxml2 builds (`inspect` sees it).
    func tree(
        _ text: SourceText, path: String, inspect: ((UnsafeMutablePointer<xmlDoc>) -> Void)? = nil
    ) -> Result<XMLDocumentModel, XMLParseFailure> {
        read(text.bytes, path: path, events: nil) { document -> Result<XMLDocumentModel, XMLParseFailure> in
            inspect?(document)
            guard let rootNode = xmlDocGetRootElement(document) else { return .failure(Self.noRoot) }
            var builder = TreeBuilder(text: text, scan: XMLTagScanner.scan(text.bytes))
            return .success(XMLDocumentModel(path: path, root: builder.element(from: rootNode), text: text))
        }.flatMap { $0 }
    }

    private static let noRoot = XMLParseFailure(message: "no root element", location: .fileStart)

    /// Reads `bytes` with libxml2 (its events going to `events` when given) and hands the
    /// well-formed document to `body`, or gives the first error.
    private func read<Read>(
        _ bytes: [UInt8], path: String, events: EventTreeBuilder?, _ body: (UnsafeMutablePointer<xmlDoc>) -> Read
    ) -> Result<Read, XMLParseFailure> {
        guard let context = xmlNewParserCtxt() else {
            return .failure(XMLParseFailure(message: "libxml2 could not create a parser", location: .fileStart))
        }
        defer { xmlFreeParserCtxt(context) }
        // libxml2 keeps only the last error; the first one names the real mistake
        // ("tag mismatch" rather than "premature end of data"), so collect it.
        let state = ParseState(events: events)
        context.pointee._private = Unmanaged.passUnretained(state).toOpaque()
        context.pointee.sax.pointee.serror = { userData, error in
            guard let userData, let error, let state = ParseState.of(userData) else { return }
            if state.failure == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue {
                state.failure = XMLFileParser.failure(from: UnsafePointer(error))
            }
        }
        if events != nil { EventTreeBuilder.install(in: context.pointee.sax) }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                xmlCtxtReadMemory(context, pointer, Int32(buffer.count), path, nil, Self.options)
            }
        }
        return withExtendedLifetime(state) {
            guard let document, context.pointee.wellFormed != 0 else {
                if let document { xmlFreeDoc(document) }
                return .failure(state.failure ?? Self.failure(from: xmlCtxtGetLastError(context)))
            }
            defer { xmlFreeDoc(document) }
            return .success(body(document))
        }
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

/// An element's text from its pieces (the tree's text nodes, or the parser's text events, which
/// end on character boundaries), as appending each to a `String` gave it: one piece becomes the
/// string directly (most elements hold one); more are joined as bytes and decoded once. A resources file's root holds the whitespace between thousands of entries, and each
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

/// What both constructions share: names made once per libxml2 pointer, elements and attributes
/// paired with the scanned tags (exact columns and extents), in document order.
private struct ElementMaker {
    let bytes: [UInt8]
    let scan: XMLTagScanner.Scan?
    var nextTag = 0
    /// Lookups happen in document order, so one forward-moving cursor serves them all.
    var cursor: LocationCursor

    /// Names and namespace URIs by where libxml2 keeps them. It interns element and attribute
    /// names, prefixes and (while parsing) namespace URIs in the document's dictionary, and every
    /// node of a namespace points at one `xmlNs`, so a layout's thousand `android:` attributes
    /// make their strings once, not once each.
    private var names = PointerMemo<String>()
    private var namespaceURIs = PointerMemo<String>()

    /// Where an element's start tag was found.
    struct Start {
        var tag: XMLTagScanner.Tag?
        var location: SourceLocation
        /// libxml2's line of the element, for what the scan did not find.
        var line: Int
    }

    init(text: SourceText, scan: XMLTagScanner.Scan?) {
        bytes = text.bytes
        self.scan = scan
        cursor = text.cursor()
    }

    mutating func name(_ pointer: UnsafePointer<xmlChar>) -> String {
        names.value(for: UnsafeRawPointer(pointer)) { String(cString: pointer) }
    }

    mutating func namespace(prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?) -> (prefix: String?, uri: String?) {
        (prefix.map { name($0) }, uri.map { uri in namespaceURIs.value(for: UnsafeRawPointer(uri)) { Self.known(String(cString: uri)) } })
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

    /// Whether the scanned name `range` spells libxml2's `prefix:name` (`name` alone without a
    /// prefix), compared in place. libxml2 hands back a UTF-8 document's names byte for byte, so
    /// equal bytes are what equal strings were.
    private func spells(_ range: Range<Int>, _ prefix: UnsafePointer<xmlChar>?, _ name: UnsafePointer<xmlChar>) -> Bool {
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
            if let prefix {
                guard consume(prefix), at < range.upperBound, buffer[at] == UInt8(ascii: ":") else { return false }
                at += 1
            }
            return consume(name) && at == range.upperBound
        }
    }

    /// The next element in document order: its scanned tag when the names agree.
    mutating func start(name: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, line: Int) -> Start {
        var tag: XMLTagScanner.Tag?
        if let scan, nextTag < scan.tags.count, spells(scan.tags[nextTag].name, prefix, name) {
            tag = scan.tags[nextTag]
            nextTag += 1
        }
        return Start(tag: tag, location: tag.map { cursor.location(ofOffset: $0.offset) } ?? SourceLocation(line: line, column: 1), line: line)
    }

    /// An attribute of the element `start` began, `hint` being where its scanned attributes
    /// are searched first: libxml2 lists them as written (namespace declarations aside), so the
    /// next scanned attribute is nearly always the one; the search wraps round.
    mutating func attribute(
        name: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?, value: String, of start: Start, hint: inout Int
    ) -> XMLAttribute {
        var scanned: XMLTagScanner.Attribute?
        if let scan, let range = start.tag?.attributes, !range.isEmpty {
            for step in 0..<range.count {
                let index = range.lowerBound + (hint - range.lowerBound + step) % range.count
                if spells(scan.attributes[index].name, prefix, name) {
                    scanned = scan.attributes[index]
                    hint = index + 1 < range.upperBound ? index + 1 : range.lowerBound
                    break
                }
            }
        }
        let (attributePrefix, attributeURI) = namespace(prefix: prefix, uri: uri)
        return XMLAttribute(
            localName: self.name(name), prefix: attributePrefix, namespaceURI: attributeURI, value: value,
            location: scanned.map { cursor.location(ofOffset: $0.nameOffset) } ?? start.location,
            valueLocation: scanned.map { cursor.location(ofOffset: $0.valueOffset) } ?? start.location)
    }

    /// Just past the element `start` began.
    mutating func endLocation(of start: Start) -> SourceLocation {
        start.tag.map { cursor.location(ofOffset: $0.endOffset) } ?? SourceLocation(line: start.line, column: Int.max)
    }
}

/// Converts libxml2's tree into `XMLElement` values.
private struct TreeBuilder {
    var maker: ElementMaker

    init(text: SourceText, scan: XMLTagScanner.Scan?) {
        maker = ElementMaker(text: text, scan: scan)
    }

    mutating func element(from node: xmlNodePtr) -> XMLElement {
        let ns = node.pointee.ns
        let start = maker.start(name: node.pointee.name, prefix: ns?.pointee.prefix, line: max(1, Int(xmlGetLineNo(node))))
        let (prefix, namespaceURI) = maker.namespace(prefix: ns?.pointee.prefix, uri: ns?.pointee.href)
        var attributes: [XMLAttribute] = []
        // Counted first: one allocation, not one per doubling (each attribute is a large struct).
        attributes.reserveCapacity(Self.count(node.pointee.properties, next: { $0.pointee.next }))
        var hint = start.tag?.attributes.lowerBound ?? 0
        var attribute = node.pointee.properties
        while let current = attribute {
            let ns = current.pointee.ns
            attributes.append(maker.attribute(
                name: current.pointee.name, prefix: ns?.pointee.prefix, uri: ns?.pointee.href, value: Self.value(of: current), of: start, hint: &hint))
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
        return XMLElement(
            localName: maker.name(node.pointee.name), prefix: prefix, namespaceURI: namespaceURI, attributes: attributes,
            children: children, text: text.value, location: start.location, endLocation: maker.endLocation(of: start))
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

/// Builds `XMLElement` values from libxml2's parse events, giving what `TreeBuilder` gives from
/// the tree libxml2's own handlers would have built (`SAX2.c`): the same names (an undeclared
/// prefix stays part of the name), namespaces, attribute values, text and positions. What the
/// events cannot give the same way sets `unsupported`, and the file is read into a tree instead.
private final class EventTreeBuilder {
    private var maker: ElementMaker
    /// The elements begun and not yet ended, outermost first.
    private var open: [Open] = []
    private(set) var root: XMLElement?
    private(set) var unsupported = false

    private struct Open {
        var start: ElementMaker.Start
        var localName: String
        var prefix: String?
        var namespaceURI: String?
        var attributes: [XMLAttribute]
        var children: [XMLElement] = []
        var text = TextJoiner()
    }

    init(text: SourceText, scan: XMLTagScanner.Scan?) {
        maker = ElementMaker(text: text, scan: scan)
    }

    /// Points `handler`'s element, text and reference events here (the rest stay libxml2's).
    static func install(in handler: UnsafeMutablePointer<xmlSAXHandler>) {
        handler.pointee.startElementNs = { context, localName, prefix, uri, _, _, attributeCount, defaulted, attributes in
            guard let context, let localName, let builder = ParseState.of(context)?.events else { return }
            let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
            // As libxml2's handler: defaulted attributes are left out, an undeclared prefix is
            // part of the name.
            builder.start(
                parser, name: localName, prefix: prefix, uri: uri,
                attributes: attributes, count: Int(attributeCount - defaulted))
        }
        handler.pointee.endElementNs = { context, _, _, _ in
            guard let context else { return }
            ParseState.of(context)?.events?.end()
        }
        // Text and CDATA are the element's text alike. One function for text and whitespace, as
        // libxml2's default: the parser then never asks whether whitespace is ignorable (which
        // would read the tree it does not build).
        let characters: charactersSAXFunc = { context, bytes, count in
            guard let context, let bytes, count > 0 else { return }
            ParseState.of(context)?.events?.text(UnsafeBufferPointer(start: bytes, count: Int(count)))
        }
        handler.pointee.characters = characters
        handler.pointee.ignorableWhitespace = characters
        handler.pointee.cdataBlock = characters
        // Only a DTD's entities are referenced (an undeclared one is an error): the tree keeps those.
        handler.pointee.reference = { context, _ in
            guard let context else { return }
            ParseState.of(context)?.events?.unsupported = true
        }
    }

    private func start(
        _ parser: UnsafeMutablePointer<xmlParserCtxt>, name: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int
    ) {
        let line = parser.pointee.input.map { Int($0.pointee.line) } ?? 0
        // libxml2 keeps lines up to 65,534 in a node and finds larger ones from its neighbours.
        guard !unsupported, line < 65_535 else { unsupported = true; return }
        let (name, prefix, uri) = Self.qualified(parser, name: name, prefix: prefix, uri: uri)
        let start = maker.start(name: name, prefix: prefix, line: max(1, line))
        let (elementPrefix, elementURI) = maker.namespace(prefix: prefix, uri: uri)
        var element = Open(start: start, localName: maker.name(name), prefix: elementPrefix, namespaceURI: elementURI, attributes: [])
        if let attributes, count > 0 {
            element.attributes.reserveCapacity(count)
            var hint = start.tag?.attributes.lowerBound ?? 0
            for index in 0..<count {
                let fields = attributes + 5 * index
                guard let attributeName = fields[0], let begin = fields[3], let end = fields[4],
                      let value = Self.value(UnsafeBufferPointer(start: begin, count: end - begin)) else {
                    unsupported = true
                    return
                }
                let (name, prefix, uri) = Self.qualified(parser, name: attributeName, prefix: fields[1], uri: fields[2])
                element.attributes.append(maker.attribute(name: name, prefix: prefix, uri: uri, value: value, of: start, hint: &hint))
            }
        }
        open.append(element)
    }

    /// libxml2's handler names a node whose prefix is declared nowhere `prefix:name`, with no namespace.
    private static func qualified(
        _ parser: UnsafeMutablePointer<xmlParserCtxt>, name: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?
    ) -> (UnsafePointer<xmlChar>, UnsafePointer<xmlChar>?, UnsafePointer<xmlChar>?) {
        guard let prefix, uri == nil else { return (name, prefix, uri) }
        return (xmlDictQLookup(parser.pointee.dict, prefix, name).map { UnsafePointer($0) } ?? name, nil, nil)
    }

    /// An attribute value as the parser hands it on: the text as written, entity and character
    /// references replaced, except an ampersand, which stays `&#38;` (the tree's text node then
    /// holds `&`). Any other reference is a DTD's: `nil`.
    private static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var at = ByteSearch.index(of: UInt8(ascii: "&"), in: bytes, from: 0, to: bytes.count)
        guard at < bytes.count else { return String(decoding: bytes, as: UTF8.self) }
        var result = Array(bytes[..<at])
        let ampersand = Array("&#38;".utf8)
        while at < bytes.count {
            guard at + ampersand.count <= bytes.count, bytes[at..<(at + ampersand.count)].elementsEqual(ampersand) else { return nil }
            result.append(UInt8(ascii: "&"))
            let next = ByteSearch.index(of: UInt8(ascii: "&"), in: bytes, from: at + ampersand.count, to: bytes.count)
            result.append(contentsOf: bytes[(at + ampersand.count)..<next])
            at = next
        }
        return String(decoding: result, as: UTF8.self)
    }

    private func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Text outside the root element is whitespace, which the tree leaves out too.
        guard !open.isEmpty else { return }
        open[open.count - 1].text.append(bytes)
    }

    private func end() {
        guard let element = open.popLast() else { return }
        let made = XMLElement(
            localName: element.localName, prefix: element.prefix, namespaceURI: element.namespaceURI, attributes: element.attributes,
            children: element.children, text: element.text.value, location: element.start.location, endLocation: maker.endLocation(of: element.start))
        if open.isEmpty {
            root = made
        } else {
            open[open.count - 1].children.append(made)
        }
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

/// What one parse's callbacks reach through the parser's `_private` pointer: where the
/// structured-error callback leaves the first error, and the builder of the events.
private final class ParseState {
    var failure: XMLParseFailure?
    let events: EventTreeBuilder?

    init(events: EventTreeBuilder?) {
        self.events = events
    }

    /// The state of the parser `context` (libxml2 passes the parser as every callback's context).
    static func of(_ context: UnsafeMutableRawPointer) -> ParseState? {
        context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private.map { Unmanaged<ParseState>.fromOpaque($0).takeUnretainedValue() }
    }
}
