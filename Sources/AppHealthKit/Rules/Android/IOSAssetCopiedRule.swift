/// The same image bytes shipped in an iOS bundle and in Android resources.
public struct IOSAssetCopiedRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "android.ios-asset-copied",
        title: "iOS image copied into Android resources",
        defaultSeverity: .note,
        category: .assets,
        summary: "An image in Android `res/` whose bytes are identical to an image in an iOS asset catalog (`.xcassets`), `.lproj` or `.bundle`, or an `@2x`/`@3x` file. One finding per Android copy, naming its iOS twin.",
        rationale: "iOS exports come at @1x/@2x/@3x, Android needs mdpi…xxxhdpi: a copied @2x image lands in one density bucket at the wrong size, and the platforms' icon styles differ. Agencies list \"never reuse iOS images in Android\". Feeds the code-review checklist item \"assets for all densities\".",
        skips: [
            "images that merely look alike: only byte-identical files count (sizes compared first, then content hashes)",
            "duplicates within one platform",
        ],
        help: "Export the asset for Android's densities (or use a vector drawable) instead of copying the iOS file.",
        triggeringExamples: [
            RuleExample([
                .png("ios/Shop/Assets.xcassets/star.imageset/star@2x.png", 48, 48),
                .png("android/app/src/main/res/drawable-xhdpi/ic_star.png", 48, 48),
                .png("android/app/src/main/res/drawable-hdpi/ic_star.png", 36, 36),
            ], expectedCount: 1, testsSuppression: false),
        ],
        nonTriggeringExamples: [
            RuleExample([
                .png("ios/Shop/Assets.xcassets/star.imageset/star@2x.png", 48, 48),
                .png("android/app/src/main/res/drawable-xhdpi/ic_star.png", 48, 47),
                .png("android/app/src/main/res/drawable-xxhdpi/ic_star.png", 72, 72),
                .png("android/app/src/main/res/drawable-xxhdpi/ic_star_copy.png", 72, 72),
            ]),
        ],
        wholeFile: true, requirements: [.imageDigests]
    )

    public init(options: RuleOptions) {}

    public func check(_ project: ProjectModel) -> [Finding] {
        var iosByDigest: [String: String] = [:]
        for file in project.tree.files where ImageDigests.isIOSImage(file) {
            if let digest = project.imageDigests[file.path], iosByDigest[digest] == nil { iosByDigest[digest] = file.path }
        }
        guard !iosByDigest.isEmpty else { return [] }
        return project.tree.files.compactMap { file in
            guard ImageDigests.isAndroidImage(file), let digest = project.imageDigests[file.path], let twin = iosByDigest[digest] else {
                return nil
            }
            return Self.descriptor.finding(
                "\(file.name) is a byte-for-byte copy of the iOS image \(twin)", path: file.path, at: .fileStart)
        }
    }
}
