/// Finds the byte ranges of start tags, attributes and element ends in a document that
/// libxml2 has already accepted as well-formed. libxml2 gives element line numbers only;
/// this pass adds exact columns for elements and attributes and each element's extent,
/// which `tools:ignore` scopes need.
struct XMLTagScanner {
    struct Attribute {
        var qualifiedName: String
        var nameOffset: Int
        var valueOffset: Int
    }

    struct Tag {
        var qualifiedName: String
        var offset: Int
        var attributes: [Attribute]
        /// Offset just past the element's end tag (or the `/>` of an empty element).
        var endOffset: Int
    }

    /// Start tags in document order, or `nil` when the text does not look like the well-formed XML we expect.
    static func scan(_ bytes: [UInt8]) -> [Tag]? {
        var tags: [Tag] = []
        var open: [Int] = []
        var i = 0
        let n = bytes.count
        func starts(with literal: String, at index: Int) -> Bool {
            let lit = Array(literal.utf8)
            guard index + lit.count <= n else { return false }
            for k in 0..<lit.count where bytes[index + k] != lit[k] { return false }
            return true
        }
        func skip(past literal: String, from index: Int) -> Int? {
            let lit = Array(literal.utf8)
            var k = index
            while k + lit.count <= n {
                if bytes[k] == lit[0], starts(with: literal, at: k) { return k + lit.count }
                k += 1
            }
            return nil
        }
        func isNameByte(_ b: UInt8) -> Bool {
            !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "/") || b == UInt8(ascii: ">") || b == UInt8(ascii: "="))
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if starts(with: "<!--", at: i) {
                guard let next = skip(past: "-->", from: i + 4) else { return nil }
                i = next
            } else if starts(with: "<![CDATA[", at: i) {
                guard let next = skip(past: "]]>", from: i + 9) else { return nil }
                i = next
            } else if starts(with: "<?", at: i) {
                guard let next = skip(past: "?>", from: i + 2) else { return nil }
                i = next
            } else if starts(with: "<!", at: i) {
                // DOCTYPE with an optional internal subset: skip quoted text and [...] blocks.
                var k = i + 2
                var depth = 0
                var quote: UInt8?
                while k < n {
                    let b = bytes[k]
                    if let q = quote {
                        if b == q { quote = nil }
                    } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                        quote = b
                    } else if b == UInt8(ascii: "[") {
                        depth += 1
                    } else if b == UInt8(ascii: "]") {
                        depth -= 1
                    } else if b == UInt8(ascii: ">") && depth <= 0 {
                        break
                    }
                    k += 1
                }
                i = k + 1
            } else if i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                guard let close = skip(past: ">", from: i + 2), let index = open.popLast() else { return nil }
                tags[index].endOffset = close
                i = close
            } else {
                let start = i
                var k = i + 1
                while k < n, isNameByte(bytes[k]) { k += 1 }
                let name = String(decoding: bytes[(i + 1)..<k], as: UTF8.self)
                var attributes: [Attribute] = []
                var selfClosing = false
                while k < n {
                    while k < n, isSpace(bytes[k]) { k += 1 }
                    guard k < n else { return nil }
                    if bytes[k] == UInt8(ascii: ">") { k += 1; break }
                    if bytes[k] == UInt8(ascii: "/"), k + 1 < n, bytes[k + 1] == UInt8(ascii: ">") {
                        selfClosing = true
                        k += 2
                        break
                    }
                    let nameStart = k
                    while k < n, isNameByte(bytes[k]) { k += 1 }
                    let attributeName = String(decoding: bytes[nameStart..<k], as: UTF8.self)
                    while k < n, isSpace(bytes[k]) || bytes[k] == UInt8(ascii: "=") { k += 1 }
                    guard k < n, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'") else { return nil }
                    let quote = bytes[k]
                    let valueStart = k + 1
                    k += 1
                    while k < n, bytes[k] != quote { k += 1 }
                    k += 1
                    attributes.append(Attribute(qualifiedName: attributeName, nameOffset: nameStart, valueOffset: valueStart))
                }
                tags.append(Tag(qualifiedName: name, offset: start, attributes: attributes, endOffset: k))
                if !selfClosing { open.append(tags.count - 1) }
                i = k
            }
        }
        return open.isEmpty ? tags : nil
    }
}
