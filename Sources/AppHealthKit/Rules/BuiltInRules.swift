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
        LockfileMismatchRule.self,
        JCenterRule.self,
        HardcodedUIStringRule.self,
        SingletonDeclarationRule.self,
        SingletonAccessRule.self,
        GlobalMutableStateRule.self,
        MassiveViewControllerRule.self,
        ParseErrorRule.self,
        InvalidSuppressionRule.self,
        AndroidPackageNameRule.self,
        AndroidVersioningRule.self,
        AndroidDebuggableRule.self,
        AndroidMinifyRule.self,
        AndroidTargetSdkRule.self,
        AndroidCleartextTrafficRule.self,
        AndroidAllowBackupRule.self,
        AndroidSigningSecretsRule.self,
        AndroidLauncherIconsRule.self,
        AndroidLauncherLabelRule.self,
        IOSVersionKeysRule.self,
        IOSUsageDescriptionsRule.self,
        IOSATSRule.self,
        IOSAppIconRule.self,
        IOSLaunchScreenRule.self,
        IOSUniversalLinksRule.self,
        IOSPrivacyManifestRule.self,
        IOSNoUIWebViewRule.self,
    ]

    /// Every built-in rule's descriptor, in registration order.
    public static let descriptors: [RuleDescriptor] = all.map { $0.descriptor }

    public static func descriptor(id: String) -> RuleDescriptor? {
        descriptors.first { $0.id == id }
    }

    /// The rules an ID names: a rule ID, or an Android Lint ID that rules map (`HardcodedText`).
    public static func descriptors(named name: String, among descriptors: [RuleDescriptor] = descriptors) -> [RuleDescriptor] {
        if let exact = descriptors.first(where: { $0.id == name }) { return [exact] }
        return descriptors.filter { $0.lintIds.contains(name) }
    }
}
