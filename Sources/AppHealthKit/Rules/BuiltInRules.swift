/// The one list of built-in rules. Everything else (config validation, `rules list`, the
/// generated docs, the example tests) derives from it.
public enum BuiltInRules {
    public static let all: [any Rule.Type] = [
        HardcodedTextRule.self,
        HardcodedColorRule.self,
        MissingDensityRule.self,
        DensitySizeMismatchRule.self,
        LayoutNamingRule.self,
        UnusedResourceRule.self,
        IOSAssetCopiedRule.self,
        MissingScaleAssetRule.self,
        UnusedAssetRule.self,
        HardcodedStoryboardTextRule.self,
        DeprecatedLibraryRule.self,
        StaleLibraryRule.self,
        UnpinnedVersionRule.self,
        MissingLockfileRule.self,
        JCenterRule.self,
        HardcodedUIStringRule.self,
        SingletonDeclarationRule.self,
        SingletonAccessRule.self,
        GlobalMutableStateRule.self,
        MassiveViewControllerRule.self,
        ParseErrorRule.self,
    ]

    /// Every rule's descriptor: the rule types' and the `release.*` rules generated from the
    /// release checklists.
    public static var descriptors: [RuleDescriptor] { all.map { $0.descriptor } + ReleaseRules.descriptors }

    public static func descriptor(id: String) -> RuleDescriptor? {
        descriptors.first { $0.id == id }
    }
}
