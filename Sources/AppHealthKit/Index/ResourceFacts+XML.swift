extension ResourceFacts {
    /// At most four words, not ending as a sentence (`.`, `!`, `?`): what a sample value looks like.
    static func isSampleLength(_ text: String) -> Bool {
        let trimmed = text.trimmedWhitespace()
        // ASCII without a carriage return (nearly every value): its Characters are its bytes.
        let byBytes = trimmed.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            guard let last = bytes.last, last != UInt8(ascii: "."), last != UInt8(ascii: "!"), last != UInt8(ascii: "?") else { return false }
            // Words: runs between spaces, line feeds and tabs.
            var words = 0, inWord = false
            for byte in bytes {
                let separates = byte == 0x20 || byte == 0x0A || byte == 0x09
                if !separates, !inWord { words += 1 }
                inWord = !separates
            }
            return words <= 4
        }
        if let byBytes, let answer = byBytes { return answer }
        guard let last = trimmed.last, !".!?…".contains(last) else { return false }
        return trimmed.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).count <= 4
    }

    static let unusedResourceNames: Set<String> = ["UnusedResources", "android.unused-resource", "all"]

    /// Facts of a parsed Android XML file: a manifest (references are roots), a `values*` file
    /// (each child declares a resource and references from it) or a file resource (the file
    /// declares itself and references from it).
    init(xml file: AndroidXMLFile) {
        self.init()
        let root = file.root
        collectKeepDiscard(root)
        if file.isManifest {
            root.forEachElement { addReferences(of: $0, from: nil, skipTools: true) }
            return
        }
        guard let folder = file.folder else { return }
        let rootIgnored = Self.ignoresUnused(root)
        if folder.type == "values" {
            for child in root.children {
                guard let type = Self.valuesType(of: child), let name = child.attribute("name", namespace: nil)?.value, !name.isEmpty else {
                    continue
                }
                let key = ResourceKey(type: type, name: name)
                declarations.append(Declaration(
                    key: key, displayName: name, path: file.path, location: child.location, folder: folder.name,
                    ignored: rootIgnored || Self.ignoresUnused(child)))
                // The first element is the child itself (none of its descendants can equal it).
                var first = true
                child.forEachElement { element in
                    addReferences(of: element, from: key, skipTools: true, skipName: first)
                    first = false
                }
                if type == "style" { addStyleParent(of: child, name: name, key: key) }
                // A value with markup inside (`<xliff:g>Muzei</xliff:g> Source`) is not read: the
                // element's own text alone would drop words ("( Source)").
                if type == "string", folder.qualifiers.isEmpty, child.children.isEmpty {
                    stringValues[name] = child.text.trimmedWhitespace()
                    if child.attribute("translatable", namespace: nil)?.value == "false" { untranslatableValues.append(child.text.trimmedWhitespace()) }
                }
            }
        } else {
            let key = ResourceKey(type: folder.type, name: file.file.resourceName)
            declarations.append(Declaration(
                key: key, displayName: file.file.resourceName, path: file.path, location: .fileStart, folder: folder.name,
                ignored: rootIgnored || Self.isShrinkerConfiguration(root, folderType: folder.type)))
            // `tools:text="@string/placeholder_name"`, `tools:src`, `tools:listitem`: design-time
            // uses, which Android Lint counts too (Nextcloud keeps `UnusedResources` an error and
            // 54 placeholder strings only `tools:text` names).
            root.forEachElement { addReferences(of: $0, from: key, skipTools: false) }
            // Views with an id and a short literal text: code may set their text (a list row's
            // sample values, NewPipe's `100.00MB`), which makes the literal a placeholder. A
            // sentence is copy users read before code changes it (Timber's donation text, replaced
            // only once a purchase completes).
            if folder.type == "layout" {
                root.forEachElement { element in
                    // The name after `@+id/` or `@id/`, cut on bytes: the prefix matched by bytes
                    // with an ASCII byte after it ends on its `/` as a Character too.
                    guard let id = element.attribute("id", namespace: XMLNamespace.android)?.value else { return }
                    let prefix = id.hasASCIIPrefix("@+id/") ? 5 : id.hasASCIIPrefix("@id/") ? 4 : 0
                    guard prefix > 0 else { return }
                    let name = String(id[id.utf8.index(id.startIndex, offsetBy: prefix)...])
                    if let text = element.attribute("text", namespace: XMLNamespace.android), !text.value.hasASCIIPrefix("@"),
                        !text.value.hasASCIIPrefix("?"), Self.isSampleLength(text.value) {
                        literalTextViews.append(LiteralTextView(id: name, line: text.location.line))
                    }
                    // A literal colour code sets in its place (Librera's colour dialogs paint the
                    // user's colours over `#ff0000`).
                    for property in ["textColor", "background"] {
                        guard let color = element.attribute(property, namespace: XMLNamespace.android), color.value.hasPrefix("#") else { continue }
                        literalColorViews.append(LiteralTextView(id: name, line: color.location.line, property: property, column: color.location.column))
                    }
                }
            }
            // Preference keys are names code may look a resource up by (`getIdentifier(key, "xml", …)`).
            if folder.type == "xml" {
                var keys = Set<String>()
                root.forEachElement { element in
                    if let key = element.attribute("key", namespace: XMLNamespace.android)?.value, Self.isPotentialName(key) { keys.insert(key) }
                }
                nameLiterals = keys
            }
            if folder.type == "navigation" {
                root.forEachElement { element in
                    // An `<activity>` destination starts another activity: it never becomes the
                    // graph's current destination, so a toolbar never shows its label (Habitica's
                    // "FullProfileActivity").
                    guard element.localName != "activity" else { return }
                    for attribute in element.attributes where XMLNamespace.matches(attribute.namespaceURI, XMLNamespace.android) && attribute.localName == "label"
                        && HardcodedTextRule.isHardcoded(attribute.value, elementName: element.localName) {
                        navigationLabels.append(NavigationLabel(location: attribute.location, value: attribute.value, attribute: attribute.qualifiedName))
                    }
                }
            }
        }
        compactEdges()
    }

    /// The `R` type a `values` child declares, or `nil` for what is not tracked.
    static func valuesType(of element: XMLElement) -> String? {
        switch element.localName {
        case "string", "color", "dimen", "style", "bool", "integer", "plurals", "fraction", "drawable":
            return element.localName
        case "array", "string-array", "integer-array":
            return "array"
        case "item":
            guard let type = element.attribute("type", namespace: nil)?.value, !ResourceKey.isUntracked(type) else { return nil }
            return type
        default:
            return nil
        }
    }

    private static func ignoresUnused(_ element: XMLElement) -> Bool {
        !unusedResourceNames.isDisjoint(with: element.toolsIgnore)
    }

    private mutating func addReferences(of element: XMLElement, from: ResourceKey?, skipTools: Bool, skipName: Bool = false) {
        // By index: no attribute is copied (each copy retained four strings).
        for index in element.attributes.indices {
            // `tools:keep`/`tools:discard` name what to keep, not uses (`collectKeepDiscard` reads them).
            if XMLNamespace.matches(element.attributes[index].namespaceURI, XMLNamespace.tools),
                skipTools || element.attributes[index].localName == "keep" || element.attributes[index].localName == "discard" { continue }
            if skipName && element.attributes[index].namespaceURI == nil && element.attributes[index].localName == "name" { continue }
            for key in ResourceKey.references(in: element.attributes[index].value) { edges.append(Edge(from: from, to: key)) }
        }
        for key in ResourceKey.references(in: element.text) { edges.append(Edge(from: from, to: key)) }
    }

    /// `parent="@style/Base"`, `parent="Base"` (no `@`), or the implicit parent of a dotted name.
    private mutating func addStyleParent(of element: XMLElement, name: String, key: ResourceKey) {
        if let parent = element.attribute("parent", namespace: nil)?.value {
            let trimmed = parent.trimmedWhitespace()
            if !trimmed.isEmpty, !trimmed.hasPrefix("@"), !trimmed.hasPrefix("android:") {
                edges.append(Edge(from: key, to: ResourceKey(type: "style", name: trimmed)))
            }
            // `@style/…` parents were collected with the other attribute references.
        } else if let dot = name.lastIndex(of: ".") {
            edges.append(Edge(from: key, to: ResourceKey(type: "style", name: String(name[..<dot]))))
        }
    }

    /// `res/raw/keep.xml`: `<resources tools:keep="…" tools:discard="…" tools:shrinkMode="…"/>`
    /// tells the resource shrinker what to keep; the build does not package it, so nothing uses
    /// it (Element X's keeps a drawable added at build time, not itself).
    static func isShrinkerConfiguration(_ root: XMLElement, folderType: String) -> Bool {
        folderType == "raw" && root.localName == "resources"
            && root.attributes.contains { $0.namespaceURI == XMLNamespace.tools && ["keep", "discard", "shrinkMode"].contains($0.localName) }
    }

    private mutating func collectKeepDiscard(_ root: XMLElement) {
        func split(_ value: String?) -> [String] {
            (value ?? "").split(separator: ",").map { $0.trimmedWhitespace() }.filter { !$0.isEmpty }
        }
        keep += split(root.attribute("keep", namespace: XMLNamespace.tools)?.value)
        discard += split(root.attribute("discard", namespace: XMLNamespace.tools)?.value)
    }
}
