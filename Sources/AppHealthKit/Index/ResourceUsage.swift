/// What the reference graph leaves unused, worked out once per audit and read by every rule that
/// needs it: `android.unused-resource` reports these resources, and the rules whose advice an
/// unused resource makes moot (export a missing density, fix a size, rename a layout) pass over
/// the ones the app could simply delete.
public struct ResourceUsage: Sendable {
    public let index: ResourceIndex
    /// Declared resources nothing reachable uses, sorted.
    public let unused: [ResourceKey]
    /// Unused resources a run-time look-up may load after all (directly, or through a resource
    /// such a look-up may load), with the look-up and where it is.
    public let maybeUsed: [ResourceKey: (path: String, lookup: ResourceFacts.DynamicLookup)]
    /// Unused resources no look-up may reach and no declared library reads: nothing loads them,
    /// whatever the run-time names. A rule that would ask for work on one of them (another
    /// density, another size, another name) says nothing: deleting it is the fix.
    public let deletable: Set<ResourceKey>

    public init(_ project: ProjectModel) {
        let index = ResourceIndex(project)
        let unused = index.unused()
        var maybeUsed: [ResourceKey: (path: String, lookup: ResourceFacts.DynamicLookup)] = [:]
        var queue = unused.compactMap { key in index.dynamicLookup(reaching: key.type).map { (key, $0) } }
        while let (key, lookup) = queue.popLast() {
            guard maybeUsed[key] == nil else { continue }
            maybeUsed[key] = lookup
            for next in index.edges[key, default: []].sorted() where maybeUsed[next] == nil { queue.append((next, lookup)) }
        }
        (self.index, self.unused, self.maybeUsed) = (index, unused, maybeUsed)
        let overriddenLibrary = Self.overriddenLibrary(project)
        deletable = Set(unused.filter { maybeUsed[$0] == nil && overriddenLibrary($0) == nil })
    }

    /// The declared library that reads a resource of this name, when the project overrides one
    /// (`nav_default_enter_anim` with Navigation): `Rules/library-resources.yml`.
    static func overriddenLibrary(_ project: ProjectModel) -> (ResourceKey) -> String? {
        LibraryResources.overriddenLibrary(
            in: LibraryResources.bundled.overrides(dependencies: project.dependencies.dependencies.map(\.dependency.name)))
    }

    /// Whether the resource `type`/`name` (a file's resource name) is one nothing loads.
    public func isDeletable(type: String, name: String) -> Bool {
        !deletable.isEmpty && deletable.contains(ResourceKey(type: type, name: name))
    }
}
