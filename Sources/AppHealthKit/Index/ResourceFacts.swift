/// What one file contributes to the resource index: the resources it declares, the
/// references it makes (and from which of its resources), and the `tools:keep`/`discard`
/// lists it carries. Gathered while the file is parsed, so nothing is read twice.
public struct ResourceFacts: Sendable, Codable, Hashable {
    public struct Declaration: Sendable, Codable, Hashable {
        public var key: ResourceKey
        /// The name as written (`Theme.App.Dark`), for messages.
        public var displayName: String
        public var path: String
        public var location: SourceLocation
        /// The resource folder, e.g. `values-es` or `drawable-hdpi`.
        public var folder: String
        /// Kept by `tools:ignore="UnusedResources"` on it or an ancestor.
        public var ignored: Bool
    }

    public struct Edge: Sendable, Codable, Hashable {
        /// The referring resource; `nil` for roots (code, manifests).
        public var from: ResourceKey?
        public var to: ResourceKey
    }

    public var declarations: [Declaration] = []
    public var edges: [Edge] = []
    /// Resources referenced from outside the resource graph (code): each edge's `to` with no
    /// `from`, kept apart because a large audit holds every code file's references, and a key
    /// is half the size of an edge.
    public var roots: [ResourceKey] = []
    /// `tools:keep` / `tools:discard` entries, e.g. `@layout/used_*`; `keep` also holds the names a
    /// run-time look-up builds (`@drawable/*_*_32dp` for `id + "_" + n + "_32dp"`).
    public var keep: [String] = []
    public var discard: [String] = []
    /// A look-up of resources by a name built at run time: `getIdentifier(name, "raw", …)`,
    /// `"android.resource://$packageName/raw/$name"`.
    public struct DynamicLookup: Sendable, Codable, Hashable {
        public var location: SourceLocation
        /// The resource types it can reach (`raw`); empty when the type is built too.
        public var types: [String]
        /// `getIdentifier` or `android.resource://`, for messages.
        public var call: String

        /// Whether it can reach a resource of `type`.
        public func reaches(_ type: String) -> Bool { types.isEmpty || types.contains(type) }
    }

    /// Run-time look-ups by name in this file, in source order.
    public var dynamicLookups: [DynamicLookup] = []
    /// Literals that could name a resource for such a look-up (Lint's "potential resource names"):
    /// `"settings_interface"`, a prefix such as `"flag_"` in `"flag_" + code`, preference keys.
    /// (A set, sorted only when coded: the resource index makes one set of every file's.)
    @SortedWhenCoded public var nameLiterals: Set<String> = []

    /// `flag_es`, `flag_`, `LightTheme`: letters, digits, underscores and dots, starting with a letter.
    static func isPotentialName(_ text: String) -> Bool {
        // By bytes: every accepted character is one ASCII byte, so the byte count is the
        // character count of any text that passes.
        let utf8 = text.utf8
        guard utf8.count >= 3, let first = utf8.first, isLetter(first) else { return false }
        return utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
    }
    /// A literal `android:label` of a navigation graph's destination: user-facing only when the app
    /// shows destination labels (`showsNavigationLabels` somewhere in its code).
    public struct NavigationLabel: Sendable, Codable, Hashable {
        public var location: SourceLocation
        public var value: String
        public var attribute: String
    }

    public var navigationLabels: [NavigationLabel] = []
    /// Where code shows navigation labels: `setupActionBarWithNavController`,
    /// `toolbar.setupWithNavController(…)`, `NavigationUI.setupWithNavController(toolbar, …)`,
    /// `destination.label`.
    public var showsNavigationLabels: SourceLocation?

    /// Default-locale `<string>` values by name (`app_name` → "Acme Shop"), for release checks.
    public var stringValues: [String: String] = [:]
    /// Values of the default folder's strings marked `translatable="false"` (a brand name: Aegis's
    /// `app_name`), in document order.
    public var untranslatableValues: [String] = []

    /// `typealias BitwardenString = com.bitwarden.ui.R.string`: a name other files reference a
    /// module's resources through (`BitwardenString.passport_details`).
    public struct TypeAlias: Sendable, Codable, Hashable {
        public var name: String
        public var type: String
    }
    public var typeAliases: [TypeAlias] = []

    /// A layout view with an id and a literal `android:text` (the line of the attribute), or a
    /// literal colour in `android:textColor` or `android:background` (`property`).
    public struct LiteralTextView: Sendable, Codable, Hashable {
        public var id: String
        public var line: Int
        /// `nil` for the text; `textColor` or `background`, with the attribute's column.
        public var property: String? = nil
        public var column: Int? = nil
    }
    /// Layouts: views whose literal text code may replace.
    public var literalTextViews: [LiteralTextView] = []
    /// Layouts: views whose literal text colour or background colour code may replace.
    public var literalColorViews: [LiteralTextView] = []
    /// Code: the views whose text it sets, as the layout ids they may be (`sizeView.setText(…)`
    /// with `sizeView = findViewById(R.id.size)`, `((TextView) v.findViewById(R.id.size)).setText(…)`,
    /// `binding.sizeText.text = …` → `size_text` and `sizeText`).
    public var textSetViews: [String] = []
    /// Code: the views whose text colour it sets (`v.setTextColor(…)`), as `textSetViews`; looked
    /// for in the layouts the file names (its `roots`: `R.layout.x`, binding classes).
    public var textColorSetViews: [String] = []
    /// Code: the views whose background it sets (`v.setBackgroundColor(…)`, `v.background = …`),
    /// likewise.
    public var backgroundSetViews: [String] = []

    public init() {}

    /// Each edge once, in first-seen order, in an array of exactly that size: the resource graph
    /// only asks whether an edge exists, and a large audit holds every file's edges until the
    /// project stage. Roots likewise; `rootsAreUnique`: the caller kept each root once already
    /// (in first-seen order), and only the array's size is made exact.
    mutating func compactEdges(rootsAreUnique: Bool = false) {
        var seen = Set<Edge>(minimumCapacity: edges.count)
        var unique: [Edge] = []
        unique.reserveCapacity(edges.count)
        for edge in edges where seen.insert(edge).inserted { unique.append(edge) }
        if unique.count != edges.count { edges = unique }
        edges.trimCapacity()
        if rootsAreUnique {
            roots.trimCapacity()
            return
        }
        var seenRoots = Set<ResourceKey>(minimumCapacity: roots.count)
        var uniqueRoots: [ResourceKey] = []
        uniqueRoots.reserveCapacity(roots.count)
        for root in roots where seenRoots.insert(root).inserted { uniqueRoots.append(root) }
        if uniqueRoots.count != roots.count { roots = uniqueRoots }
        roots.trimCapacity()
    }

    /// Every list in storage of its own size (see `Array.trimCapacity()`): facts are held from the
    /// per-file stage to the project stage.
    mutating func trimCapacity() {
        declarations.trimCapacity()
        edges.trimCapacity()
        roots.trimCapacity()
        dynamicLookups.trimCapacity()
        navigationLabels.trimCapacity()
        typeAliases.trimCapacity()
        literalTextViews.trimCapacity()
        literalColorViews.trimCapacity()
    }

    public var isEmpty: Bool {
        declarations.isEmpty && edges.isEmpty && roots.isEmpty && keep.isEmpty && discard.isEmpty && dynamicLookups.isEmpty && stringValues.isEmpty && untranslatableValues.isEmpty
            && navigationLabels.isEmpty && showsNavigationLabels == nil && nameLiterals.isEmpty && typeAliases.isEmpty
            && literalTextViews.isEmpty && textSetViews.isEmpty && literalColorViews.isEmpty && textColorSetViews.isEmpty && backgroundSetViews.isEmpty
    }
}
