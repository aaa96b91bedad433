import Foundation

/// Resource names libraries declare and read themselves (`Rules/library-resources.yml`, embedded):
/// a project resource with one of these names overrides the library's and is used by it, but only
/// when the project depends on that library.
public struct LibraryResources: Sendable, Decodable, Equatable {
    public struct Library: Sendable, Decodable, Equatable {
        /// The library the names belong to (for people).
        public var library: String
        /// Dependency globs (`androidx.navigation:navigation-*`, a Gradle plugin id) that bring it in.
        public var dependencies: [String]
        public var source: String
        /// `type/name` globs (`anim/nav_default_enter_anim`, `*/abc_*`).
        public var names: [String]
    }

    public var libraries: [Library]

    /// The list built into the tool.
    public static let bundled: LibraryResources = {
        // The embedded file is checked by a test; a broken one is a build defect, not user input.
        // (JSON written from the YAML by scripts/embed-data.py.)
        (try? JSONDecoder().decode(LibraryResources.self, from: Data(BundledLibraryResources.files[0].json.utf8))) ?? LibraryResources(libraries: [])
    }()

    /// The `type/name` globs that apply to a project declaring these dependencies, with the library of each.
    public func overrides(dependencies: some Sequence<String>) -> [(glob: String, library: String)] {
        let names = Set(dependencies)
        return libraries.filter { library in
            names.contains { name in library.dependencies.contains { Glob.wildcardMatch($0, name) } }
        }.flatMap { library in library.names.map { (glob: $0, library: library.library) } }
    }

    /// The library whose name `key` overrides, among `overrides`.
    public static func library(overriddenBy key: ResourceKey, in overrides: [(glob: String, library: String)]) -> String? {
        overriddenLibrary(in: overrides)(key)
    }

    /// `library(overriddenBy:in:)` for many keys: the globs are split into scalars once, not once
    /// for every key.
    static func overriddenLibrary(in overrides: [(glob: String, library: String)]) -> (ResourceKey) -> String? {
        let globs = overrides.map { (scalars: Array($0.glob.unicodeScalars), library: $0.library) }
        return { key in
            let spelled = Array((key.type + "/" + key.name).unicodeScalars)
            return globs.first { Glob.wildcardMatch(scalars: $0.scalars, spelled) }?.library
        }
    }
}
