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
        // (Split by bytes: by Characters, each path cost ~170 instructions a character.)
        let parts = contentsPath.utf8.split(separator: UInt8(ascii: "/"))
        guard parts.count >= 2 else { return nil }
        let folder = String(Substring(parts[parts.count - 2]))
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
        /// The `id` of the view or item that shows the text (a button for its `state` titles).
        public var owner: String?
        /// The custom class of the scene's view controller (`customClass` of the storyboard's
        /// `viewController`, a xib's File's Owner).
        public var sceneClass: String?
        /// Localized at run time through a user-defined runtime attribute (`xibLocalizationKey`,
        /// `localizableString`), or marked for the localization tools to leave alone (BartyCrouch's
        /// `#bc-ignore!` in the element's Xcode comment).
        public var runtimeLocalized = false
        /// Inside a table or collection view cell that is a prototype (not a static table's cell).
        public var inPrototypeCell = false
        /// Inside a cell of a standard style (`textLabel`, `detailTextLabel` filled by code).
        public var inStandardCell = false
        /// Inside a view whose class is for developers (`customClass="DeveloperOnlyView"`, `DebugPanel`).
        public var inDeveloperView = false
        /// The `tag` of the view that shows the text, when not 0: code may fetch it with `viewWithTag`.
        public var tag: Int? = nil
        /// The `id` of the stack view the text's view is arranged in: code may replace what it holds.
        public var container: String? = nil
        /// The custom class of the view that shows the text (`customClass` of a label, or of the
        /// button whose `state` holds the title): the class may set its own text.
        public var viewClass: String? = nil
    }

    /// `<outlet property="titleLabel" destination="abc-12-xyz"/>`: the class that owns the
    /// outlet (`customClass` of the element whose connections hold it) and the property.
    public struct Outlet: Sendable, Codable, Hashable {
        public var property: String
        public var destination: String
        public var ownerClass: String?
    }

    public var texts: [Text] = []
    @SortedWhenCoded public var assetNames: Set<String> = []
    /// Element names used (`webView` is the deprecated UIWebView, `wkWebView` its successor).
    @SortedWhenCoded public var elements: Set<String> = []
    public var outlets: [Outlet] = []
    /// The `customClass` of each `webView` element, `""` for none: Stepik's `FullHeightWebView`
    /// is a `WKWebView` subclass kept in the old element.
    public var webViewClasses: [String] = []
    /// Where each `webView` element starts, in the order of `webViewClasses`.
    public var webViewLocations: [SourceLocation] = []
    /// A xib's File's Owner class, when it names one.
    public var filesOwnerClass: String?
    /// Nibs a storyboard's or xib's view controllers load (`nibName="FeedCell"`).
    @SortedWhenCoded public var nibNames: Set<String> = []

    /// Attributes that hold user-visible text, by element.
    static let textAttributes: [String: Set<String>] = [
        "label": ["text"], "textField": ["text", "placeholder"], "textView": ["text"], "state": ["title"],
        "barButtonItem": ["title"], "navigationItem": ["title", "prompt"], "tabBarItem": ["title"], "segment": ["title"],
        "button": ["title"], "searchBar": ["placeholder", "prompt"], "menuItem": ["title"], "string": [],
    ]

    /// Whether a runtime attribute's key path localizes its view (`xibLocalizationKey`,
    /// `localizableString`, `localizedText`, `textLocalized`, `l10nKey`).
    static func localizes(keyPath: String) -> Bool {
        let lowered = keyPath.lowercased()
        return lowered.contains("locali") || lowered.contains("l10n") || lowered.contains("i18n")
    }

    private struct Context {
        var owner: String?
        var sceneClass: String?
        var runtimeLocalized = false
        var inPrototypeCell = false
        var inStandardCell = false
        var inDeveloperView = false
        var tag: Int?
        var container: String?
        var staticTable = false
        /// The `customClass` of the parent element (the owner of a `connections` child's outlets).
        var ownerClass: String?
    }

    public init(document: XMLDocumentModel) {
        // A macOS document's `webView` is AppKit's WebKit view, not UIWebView (Colloquy's Mac app).
        let isMac = document.root.attribute("type", namespace: nil)?.value.hasPrefix("com.apple.InterfaceBuilder3.Cocoa.") == true
        // Explicit stack: deep documents never recurse.
        var stack: [(XMLElement, Context)] = [(document.root, Context())]
        while let (element, inherited) = stack.popLast() {
            var context = inherited
            let name = element.localName
            elements.insert(name)
            let customClass = element.attribute("customClass", namespace: nil)?.value
            if name == "webView", !isMac {
                webViewClasses.append(customClass ?? "")
                webViewLocations.append(element.location)
            }
            if name.hasSuffix("Controller"), let customClass { context.sceneClass = customClass }
            if let nibName = element.attribute("nibName", namespace: nil)?.value { nibNames.insert(nibName) }
            if name == "placeholder", element.attribute("placeholderIdentifier", namespace: nil)?.value == "IBFilesOwner",
                let customClass {
                filesOwnerClass = customClass
            }
            if let id = element.attribute("id", namespace: nil)?.value, name != "state", name != "string" {
                context.owner = id
                context.tag = element.attribute("tag", namespace: nil).flatMap { Int($0.value) }.flatMap { $0 == 0 ? nil : $0 }
                context.runtimeLocalized = element.children.contains { child in
                    child.localName == "userDefinedRuntimeAttributes" && child.children.contains { attribute in
                        Self.localizes(keyPath: attribute.attribute("keyPath", namespace: nil)?.value ?? "")
                    }
                        // Monal: `<attributedString key="userComments"><fragment content="#bc-ignore!"/>`.
                        || child.localName == "attributedString" && child.attribute("key", namespace: nil)?.value == "userComments"
                        && child.children.contains { $0.attribute("content", namespace: nil)?.value.contains("#bc-ignore!") == true }
                }
            }
            if let customClass, customClass.contains("Developer") || customClass.contains("Debug") { context.inDeveloperView = true }
            // A hidden view its name in the document marks as developers' (Wheelmap's
            // `userLabel="stagingEnvironmentDebugLabel"`, shown only against the staging server).
            if element.attribute("hidden", namespace: nil)?.value == "YES", let label = element.attribute("userLabel", namespace: nil)?.value,
                label.contains("Debug") || label.hasPrefix("debug") || label.contains("Staging") || label.hasPrefix("staging") {
                context.inDeveloperView = true
            }
            // A Mac app's Debug or Developer menu (NetNewsWire removes it at launch outside debug builds).
            if name == "menuItem" || name == "menu", let title = element.attribute("title", namespace: nil)?.value,
                title == "Debug" || title == "Developer" || title == "Develop" {
                context.inDeveloperView = true
            }
            if name == "tableView" { context.staticTable = element.attribute("dataMode", namespace: nil)?.value == "static" }
            if name == "tableViewCell" || name == "collectionViewCell" || name == "collectionReusableView" {
                context.inPrototypeCell = !context.staticTable
                let style = element.attribute("style", namespace: nil)?.value
                context.inStandardCell = style.map { $0 != "IBUITableViewCellStyleCustom" } ?? false
            }
            if name == "connections" {
                for outlet in element.children where outlet.localName == "outlet" || outlet.localName == "outletCollection" {
                    guard let property = outlet.attribute("property", namespace: nil)?.value,
                        let destination = outlet.attribute("destination", namespace: nil)?.value else { continue }
                    outlets.append(Outlet(property: property, destination: destination, ownerClass: inherited.ownerClass))
                }
            }
            // A label drawn in an icon font (ChatSecure's `MaterialIcons-Regular` label "notifications",
            // a ligature for the bell glyph): its text is a glyph's name, never translated.
            let drawsGlyphs = Self.textAttributes[name] != nil && element.children.contains { child in
                child.localName == "fontDescription"
                    && (Self.isIconFont(child.attribute("name", namespace: nil)?.value) || Self.isIconFont(child.attribute("family", namespace: nil)?.value))
            }
            for attribute in element.attributes {
                if attribute.localName == "image" || attribute.localName == "backgroundImage" || attribute.localName == "selectedImage" {
                    assetNames.insert(attribute.value)
                }
                if Self.textAttributes[name]?.contains(attribute.localName) == true, !drawsGlyphs,
                    attribute.value.contains(where: \.isLetter) {
                    texts.append(Text(
                        value: attribute.value, element: name, location: attribute.location, owner: context.owner,
                        sceneClass: context.sceneClass, runtimeLocalized: context.runtimeLocalized,
                        inPrototypeCell: context.inPrototypeCell, inStandardCell: context.inStandardCell,
                        inDeveloperView: context.inDeveloperView, tag: context.tag, container: context.container,
                        viewClass: name == "state" || name == "string" ? inherited.ownerClass : customClass))
                }
            }
            if ["image", "namedColor", "color"].contains(name), let assetName = element.attribute("name", namespace: nil)?.value {
                assetNames.insert(assetName)
            }
            var childContext = context
            childContext.ownerClass = customClass
            if name == "stackView", let id = context.owner { childContext.container = id }
            for child in element.children.reversed() { stack.append((child, childContext)) }
        }
        texts.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// An icon font's name or family (`MaterialIcons-Regular`, `Material Symbols Outlined`,
    /// `FontAwesome`, `Ionicons`, `icomoon`): its text draws glyphs.
    static func isIconFont(_ name: String?) -> Bool {
        guard let name = name?.lowercased() else { return false }
        return ["icons", "icon-font", "iconfont", "awesome", "material symbols", "materialsymbols", "icomoon", "fontello", "glyphicons", "octicons"]
            .contains { name.contains($0) }
    }
}

/// The top-level keys and string values of an `Info.plist` (XML or binary), for checklists.
public struct PlistFacts: Sendable, Codable, Hashable {
    public var strings: [String: String]
    @SortedWhenCoded public var keys: Set<String>
    /// Every leaf as `Outer.Inner` → its value (`true`, a string, a number); arrays as `Key[]` → joined items.
    public var flattened: [String: String] = [:]

    public init?(bytes: [UInt8]) {
        // Xcode runs the C preprocessor over Info.plist when INFOPLIST_PREPROCESS is on: without
        // the defines, read the first branch of each conditional.
        let root = (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
            ?? Self.withoutPreprocessorLines(bytes).flatMap({ try? PropertyListSerialization.propertyList(from: Data($0), options: [], format: nil) })
        // A list at the top (a bundled data file's rows) is flattened under `[]`.
        guard let object = root as? [String: Any] ?? (root as? [Any]).map({ ["": $0] }) else { return nil }
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

    /// (At most 32 levels deep: a bundled data file may nest without bound.)
    private static func flatten(_ object: [String: Any], prefix: String, into result: inout [String: String], depth: Int = 0) {
        guard depth < 32 else { return }
        for (key, value) in object {
            let path = prefix.isEmpty ? key : prefix + "." + key
            switch value {
            case let dictionary as [String: Any]:
                if dictionary.isEmpty { result[path] = "{}" } else { flatten(dictionary, prefix: path, into: &result, depth: depth + 1) }
            case let array as [Any]:
                // Scalars joined under `Key[]`; dictionaries' leaves under `Key[].Inner`, joined the same way
                // (`UIApplicationShortcutItems[].UIApplicationShortcutItemIconFile` → `Clipboard,Bookmarks`).
                let scalars = array.filter { !($0 is [String: Any]) && !($0 is [Any]) }
                if !scalars.isEmpty || array.isEmpty { result[path + "[]"] = scalars.map { "\($0)" }.joined(separator: ",") }
                for case let dictionary as [String: Any] in array {
                    var inner: [String: String] = [:]
                    flatten(dictionary, prefix: path + "[]", into: &inner, depth: depth + 1)
                    for (key, value) in inner { result[key] = result[key].map { $0 + "," + value } ?? value }
                }
            case let bool as Bool: result[path] = bool ? "true" : "false"
            default: result[path] = "\(value)"
            }
        }
    }
}
