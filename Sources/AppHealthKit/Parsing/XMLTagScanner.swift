/// Finds the byte ranges of start tags, attributes and element ends. It runs before libxml2
/// reads the document (the elements are made as libxml2 reports them), so it takes any bytes
/// and gives up (`nil`) on what does not look like well-formed XML; the elements are paired with
/// its tags only where the names agree. libxml2 gives element line numbers only; this pass adds
/// exact columns for elements and attributes and each element's extent, which `tools:ignore`
/// scopes need.
///
/// Names are kept as byte ranges of the text, never as strings: the tree builder compares
/// them with libxml2's names in place (a translated `strings.xml` has thousands of tags, and a
/// string per tag and attribute name was 6 % of an Android app's audit).
struct XMLTagScanner {
    struct Attribute {
        /// The qualified name as written (`android:text`).
        var name: Range<Int>
        var valueOffset: Int
        var nameOffset: Int { name.lowerBound }
    }

    struct Tag {
        /// The qualified name as written, just after `<`.
        var name: Range<Int>
        /// This tag's attributes: a range of `Scan.attributes`.
        var attributes: Range<Int>
        /// Offset just past the element's end tag (or the `/>` of an empty element).
        var endOffset: Int
        /// Where the tag begins (`<`).
        var offset: Int { name.lowerBound - 1 }
    }

    /// Start tags in document order, and every tag's attributes in one array.
    struct Scan {
        var tags: [Tag] = []
        var attributes: [Attribute] = []
    }

    /// The document's tags, or `nil` when the text does not look like the well-formed XML we expect.
    static func scan(_ bytes: [UInt8]) -> Scan? {
        bytes.withUnsafeBufferPointer { scan($0) }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan? {
        var result = Scan()
        var open: [Int] = []
        var i = 0
        let n = bytes.count
        func starts(with literal: StaticString, at index: Int) -> Bool {
            literal.withUTF8Buffer { lit in
                guard index + lit.count <= n else { return false }
                for k in 0..<lit.count where bytes[index + k] != lit[k] { return false }
                return true
            }
        }
        func skip(past literal: StaticString, from index: Int) -> Int? {
            literal.withUTF8Buffer { lit in
                var k = index
                while k + lit.count <= n {
                    if bytes[k] == lit[0] {
                        var equal = true
                        for m in 1..<lit.count where bytes[k + m] != lit[m] {
                            equal = false
                            break
                        }
                        if equal { return k + lit.count }
                    }
                    k += 1
                }
                return nil
            }
        }
        func isNameByte(_ b: UInt8) -> Bool {
            !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "/") || b == UInt8(ascii: ">") || b == UInt8(ascii: "="))
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

        /// Just past the markup declaration starting at `index` (`<!--`, `<![CDATA[`, `<?`, `<!`),
        /// or `nil` when it does not end.
        func pastDeclaration(at index: Int) -> Int? {
            if starts(with: "<!--", at: index) { return skip(past: "-->", from: index + 4) }
            if starts(with: "<![CDATA[", at: index) { return skip(past: "]]>", from: index + 9) }
            if starts(with: "<?", at: index) { return skip(past: "?>", from: index + 2) }
            // DOCTYPE with an optional internal subset: skip quoted text and [...] blocks.
            var k = index + 2
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
            return k + 1
        }

        while i < n {
            // Text between tags (a translation's sentences) is passed over by `memchr`.
            i = ByteSearch.index(of: UInt8(ascii: "<"), in: bytes, from: i, to: n)
            guard i < n else { break }
            // Most tags open or close an element: the byte after `<` tells them from a comment,
            // CDATA section, processing instruction or DOCTYPE before any of those is compared.
            let second = i + 1 < n ? bytes[i + 1] : 0
            if second == UInt8(ascii: "!") || second == UInt8(ascii: "?") {
                guard let next = pastDeclaration(at: i) else { return nil }
                i = next
            } else if second == UInt8(ascii: "/") {
                let end = ByteSearch.index(of: UInt8(ascii: ">"), in: bytes, from: i + 2, to: n)
                guard end < n, let index = open.popLast() else { return nil }
                let close = end + 1
                result.tags[index].endOffset = close
                i = close
            } else {
                var k = i + 1
                while k < n, isNameByte(bytes[k]) { k += 1 }
                let name = (i + 1)..<k
                let firstAttribute = result.attributes.count
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
                    let attributeName = nameStart..<k
                    while k < n, isSpace(bytes[k]) || bytes[k] == UInt8(ascii: "=") { k += 1 }
                    guard k < n, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'") else { return nil }
                    let quote = bytes[k]
                    let valueStart = k + 1
                    k = ByteSearch.index(of: quote, in: bytes, from: k + 1, to: n) + 1
                    result.attributes.append(Attribute(name: attributeName, valueOffset: valueStart))
                }
                result.tags.append(Tag(name: name, attributes: firstAttribute..<result.attributes.count, endOffset: k))
                if !selfClosing { open.append(result.tags.count - 1) }
                i = k
            }
        }
        return open.isEmpty ? result : nil
    }
}
