import Foundation

/// Namespace URIs that Android XML rules look for.
public enum XMLNamespace {
    public static let android = "http://schemas.android.com/apk/res/android"
    public static let tools = "http://schemas.android.com/tools"
    public static let app = "http://schemas.android.com/apk/res-auto"

    /// `uri == known`, for `known` one of the constants above. They are ASCII without `K`, `;` or
    /// `` ` `` (the characters other code points are canonically equivalent to), so only their own
    /// bytes spell them: a URI of another byte count is another URI, told apart without comparing
    /// the `http://schemas.android.com/` both start with (`==` compares the common bytes first).
    /// The parser hands out the constants themselves, which `==` finds equal at once.
    @inline(__always)
    static func matches(_ uri: String?, _ known: String) -> Bool {
        guard let uri else { return false }
        return uri.utf8.count == known.utf8.count && uri == known
    }
}

/// An attribute with the exact position of its name and of its value's first character.
public struct XMLAttribute: Sendable, Hashable {
    public var localName: String
    public var prefix: String?
    public var namespaceURI: String?
    public var value: String
    public var location: SourceLocation
    public var valueLocation: SourceLocation

    public var qualifiedName: String { prefix.map { "\($0):\(localName)" } ?? localName }
}

/// An element of a parsed XML file: a plain value tree, safe to share across threads.
public struct XMLElement: Sendable, Hashable {
    public var localName: String
    public var prefix: String?
    public var namespaceURI: String?
    public var attributes: [XMLAttribute]
    public var children: [XMLElement]
    /// The element's own text and CDATA content (not its children's), entity references as `&name;`.
    public var text: String
    /// Where the start tag begins (`<`).
    public var location: SourceLocation
    /// Just past the element's end (its end tag or `/>`).
    public var endLocation: SourceLocation

    public var qualifiedName: String { prefix.map { "\($0):\(localName)" } ?? localName }

    public func attribute(_ localName: String, namespace: String?) -> XMLAttribute? {
        attributes.first { $0.localName == localName && $0.namespaceURI == namespace }
    }

    /// Calls `body` with every element of the subtree in document order, this one first, in place:
    /// no array of copies is made (copying a layout's elements cost more than reading them).
    /// Recursion is as deep as the document, which libxml2 limits.
    public func forEachElement(_ body: (XMLElement) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachElement(body) }
    }

    /// Every element of the subtree in document order, this one first.
    public func allElements() -> [XMLElement] {
        var result: [XMLElement] = []
        var stack = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }

    /// The rule IDs named by this element's own `tools:ignore` (Lint's IDs are kept as written).
    public var toolsIgnore: [String] {
        guard let value = attribute("ignore", namespace: XMLNamespace.tools)?.value else { return [] }
        return value.split(separator: ",").map { $0.trimmedWhitespace() }.filter { !$0.isEmpty }
    }
}

/// A parsed XML file.
public struct XMLDocumentModel: Sendable {
    public var path: String
    public var root: XMLElement
    public var text: SourceText
}

/// Why an XML file could not be read, and where.
public struct XMLParseFailure: Error, Sendable, Hashable, Codable {
    public var message: String
    public var location: SourceLocation
}

