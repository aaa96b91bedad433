import Foundation

/// One set of an asset catalog (`Name.imageset/Contents.json`, `.appiconset`, `.colorset`, …).
public struct AssetSet: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, Hashable {
        case imageSet = "imageset", appIconSet = "appiconset", colorSet = "colorset", other
    }

    public struct Image: Sendable, Codable, Hashable {
        public var filename: String?
        public var scale: String?
        public var idiom: String?
        public var size: String?
        public var platform: String?
    }

    public var kind: Kind
    /// The set's name as code uses it (`star` for `star.imageset`).
    public var name: String
    /// Path of its `Contents.json`.
    public var contentsPath: String
    public var images: [Image]
    public var preservesVector: Bool

    /// Parses `Contents.json`; `nil` when it is not a set's contents (the catalog root, folders).
    public init?(contentsPath: String, bytes: [UInt8]) {
        let parts = contentsPath.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        let folder = String(parts[parts.count - 2])
        guard let dot = folder.lastIndex(of: ".") else { return nil }
        let ext = String(folder[folder.index(after: dot)...])
        guard ext != "xcassets" else { return nil }  // the catalog's own Contents.json
        kind = Kind(rawValue: ext) ?? .other
        name = String(folder[..<dot])
        self.contentsPath = contentsPath
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return nil }
        images = (object["images"] as? [[String: Any]] ?? []).map { entry in
            Image(
                filename: entry["filename"] as? String, scale: entry["scale"] as? String, idiom: entry["idiom"] as? String,
                size: entry["size"] as? String, platform: entry["platform"] as? String)
        }
        let properties = object["properties"] as? [String: Any] ?? [:]
        preservesVector = properties["preserves-vector-representation"] as? Bool ?? false
    }
}

/// What a storyboard or xib says: user-visible texts and the assets it names.
public struct InterfaceFileFacts: Sendable, Codable, Hashable {
    public struct Text: Sendable, Codable, Hashable {
        public var value: String
        public var element: String
        public var location: SourceLocation
    }

    public var texts: [Text] = []
    public var assetNames: Set<String> = []
    /// Element names used (`webView` is the deprecated UIWebView, `wkWebView` its successor).
    public var elements: Set<String> = []

    /// Attributes that hold user-visible text, by element.
    static let textAttributes: [String: Set<String>] = [
        "label": ["text"], "textField": ["text", "placeholder"], "textView": ["text"], "state": ["title"],
        "barButtonItem": ["title"], "navigationItem": ["title", "prompt"], "tabBarItem": ["title"], "segment": ["title"],
        "button": ["title"], "searchBar": ["placeholder", "prompt"], "menuItem": ["title"], "string": [],
    ]

    public init(document: XMLDocumentModel) {
        for element in document.root.allElements() {
            elements.insert(element.localName)
            for attribute in element.attributes {
                if attribute.localName == "image" || attribute.localName == "backgroundImage" || attribute.localName == "selectedImage" {
                    assetNames.insert(attribute.value)
                }
                if Self.textAttributes[element.localName]?.contains(attribute.localName) == true,
                    attribute.value.contains(where: \.isLetter) {
                    texts.append(Text(value: attribute.value, element: element.localName, location: attribute.location))
                }
            }
            if ["image", "namedColor", "color"].contains(element.localName), let name = element.attribute("name", namespace: nil)?.value {
                assetNames.insert(name)
            }
        }
    }
}

/// The top-level keys and string values of an `Info.plist` (XML or binary), for checklists.
public struct PlistFacts: Sendable, Codable, Hashable {
    public var strings: [String: String]
    public var keys: Set<String>
    /// Every leaf as `Outer.Inner` → its value (`true`, a string, a number); arrays as `Key[]` → joined items.
    public var flattened: [String: String] = [:]

    public init?(bytes: [UInt8]) {
        // Xcode runs the C preprocessor over Info.plist when INFOPLIST_PREPROCESS is on: without
        // the defines, read the first branch of each conditional.
        guard let object = (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any])
            ?? Self.withoutPreprocessorLines(bytes).flatMap({ try? PropertyListSerialization.propertyList(from: Data($0), options: [], format: nil) as? [String: Any] })
        else {
            return nil
        }
        keys = Set(object.keys)
        var strings: [String: String] = [:]
        for (key, value) in object { if let string = value as? String { strings[key] = string } }
        self.strings = strings
        Self.flatten(object, prefix: "", into: &flattened)
    }

    /// The text with `#if…`/`#else`/`#endif`/`#define`/`#include` lines removed and the
    /// `#else`/`#elif` branches dropped (so a key set in both branches appears once); `nil` when
    /// there is no directive line.
    static func withoutPreprocessorLines(_ bytes: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var found = false
        // One entry per open conditional: whether its current branch is kept.
        var branches: [Bool] = []
        var dropped = 0  // how many open conditionals are in a dropped branch
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var first = lineStart
            while first < lineEnd, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            let next = min(lineEnd + 1, bytes.count)
            if first < lineEnd, bytes[first] == UInt8(ascii: "#") {
                found = true
                let word = String(decoding: bytes[(first + 1)..<lineEnd].prefix { ($0 >= 0x61 && $0 <= 0x7A) }, as: UTF8.self)
                switch word {
                case "if", "ifdef", "ifndef": branches.append(true)
                case "elif", "else":
                    if let last = branches.last, last { branches[branches.count - 1] = false; dropped += 1 }
                case "endif": if let last = branches.popLast(), !last { dropped -= 1 }
                default: break
                }
                lineStart = next
                continue
            }
            if dropped == 0 { output.append(contentsOf: bytes[lineStart..<next]) }
            lineStart = next
        }
        return found ? output : nil
    }

    private static func flatten(_ object: [String: Any], prefix: String, into result: inout [String: String]) {
        for (key, value) in object {
            let path = prefix.isEmpty ? key : prefix + "." + key
            switch value {
            case let dictionary as [String: Any]:
                if dictionary.isEmpty { result[path] = "{}" } else { flatten(dictionary, prefix: path, into: &result) }
            case let array as [Any]: result[path + "[]"] = array.map { "\($0)" }.joined(separator: ",")
            case let bool as Bool: result[path] = bool ? "true" : "false"
            default: result[path] = "\(value)"
            }
        }
    }
}
