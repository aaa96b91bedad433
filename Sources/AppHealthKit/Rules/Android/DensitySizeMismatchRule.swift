/// Bitmaps whose pixel sizes do not follow the 1 : 1.5 : 2 : 3 : 4 density ratio.
public struct DensitySizeMismatchRule: ProjectRule {
    public static let descriptor = RuleDescriptor(
        id: "android.density-size-mismatch",
        title: "Bitmap size off its density ratio",
        defaultSeverity: .note,
        category: .assets,
        summary: "A bitmap whose pixel size, scaled back to mdpi, differs by more than 10% from the size its sibling densities agree on (ldpi 0.75, mdpi 1, hdpi 1.5, xhdpi 2, xxhdpi 3, xxxhdpi 4); for a launcher icon (`mipmap/ic_launcher…`, not an adaptive icon's layer), from 48 dp when a density has that size.",
        rationale: "A wrongly scaled export shows up too big or too small on some devices only, so nobody on the team notices. Feeds the code-review checklist item \"assets for all densities\".",
        skips: [
            "images nothing uses and no name built at run time may load (`android.unused-resource` reports them: deleting is the fix, not resizing)",
            "nine-patch images (`.9.png`): they stretch, so their pixel size is only a minimum and often differs between densities on purpose",
            "sets with a single bitmap, `-nodpi` and `-anydpi` images",
            "files whose header cannot be read",
        ],
        help: "Re-export the image at the size its density needs (the message names it).",
        lintIds: ["IconDipSize"],
        triggeringExamples: [
            RuleExample([
                .png("app/src/main/res/drawable-mdpi/ic_star.png", 24, 24),
                .png("app/src/main/res/drawable-hdpi/ic_star.png", 24, 24),
                .png("app/src/main/res/drawable-xhdpi/ic_star.png", 48, 48),
                .png("app/src/main/res/drawable-xxhdpi/ic_star.png", 72, 72),
                .showing(drawables: "ic_star"),
            ], expectedCount: 1, testsSuppression: false),
            // One bitmap copied into every density: one finding for the set, at its first file.
            RuleExample([
                .png("app/src/main/res/drawable-night-mdpi/ic_logo.png", 64, 64),
                .png("app/src/main/res/drawable-night-hdpi/ic_logo.png", 64, 64),
                .png("app/src/main/res/drawable-night-xhdpi/ic_logo.png", 64, 64),
                .png("app/src/main/res/drawable-night-xxhdpi/ic_logo.png", 64, 64),
                .showing(drawables: "ic_logo"),
            ], expectedCount: 1, testsSuppression: false),
            // A launcher icon is 48 dp: the one density that has it is right, the two that agree
            // on 64 dp and the 72 dp one are not (Kore).
            RuleExample(ExampleFile.launcherIcon(["mdpi": 48, "hdpi": 96, "xhdpi": 144, "xxhdpi": 192]), expectedCount: 3, testsSuppression: false),
        ],
        nonTriggeringExamples: [
            // Nothing shows it: deleting it is the fix (`android.unused-resource` says so), not another size.
            RuleExample([
                .png("app/src/main/res/drawable-mdpi/ic_old_star.png", 24, 24),
                .png("app/src/main/res/drawable-hdpi/ic_old_star.png", 24, 24),
            ]),
            RuleExample([
                .png("app/src/main/res/drawable-mdpi/ic_star.png", 24, 24),
                .png("app/src/main/res/drawable-hdpi/ic_star.png", 36, 36),
                .png("app/src/main/res/drawable-xhdpi/ic_star.png", 48, 48),
                .png("app/src/main/res/drawable-xxhdpi/ic_star.png", 71, 73),
            ]),
            // A 1 dp hairline: 1.5 px at hdpi is exported as 2 (OpenBoard's suggestion strip divider).
            RuleExample([
                .png("app/src/main/res/drawable-mdpi/divider.png", 1, 24),
                .png("app/src/main/res/drawable-hdpi/divider.png", 2, 36),
                .png("app/src/main/res/drawable-xhdpi/divider.png", 2, 48),
                .png("app/src/main/res/drawable-xxhdpi/divider.png", 3, 72),
                .png("app/src/main/res/drawable-xxxhdpi/divider.png", 4, 96),
            ]),
            RuleExample([
                .png("app/src/main/res/drawable-mdpi/bubble.9.png", 22, 22),
                .png("app/src/main/res/drawable-xhdpi/bubble.9.png", 62, 54),
            ]),
            RuleExample([
                .png("app/src/main/res/drawable-nodpi/photo.png", 300, 200),
                .png("app/src/main/res/drawable-xhdpi/photo.png", 64, 64),
            ]),
        ],
        wholeFile: true
    )

    /// Allowed deviation from the agreed size, as a fraction (Lint uses 10%).
    static let tolerance = 0.10

    public init(options: RuleOptions) {}

    private struct Measured {
        var file: ProjectFile
        var density: Density
        var pixels: ImageSize
        var dpWidth: Double
        var dpHeight: Double
    }

    public func check(_ project: ProjectModel) -> [Finding] {
        var findings: [Finding] = []
        var usage: ResourceUsage?
        for group in DensityGroup.groups(in: project) {
            let measured: [Measured] = group.bitmapsByDensity.sorted { $0.key < $1.key }.compactMap { density, file in
                guard !DensityGroup.isNinePatch(file), let size = project.imageSizes[file.path], let scale = density.scale else { return nil }
                return Measured(file: file, density: density, pixels: size, dpWidth: Double(size.width) / scale, dpHeight: Double(size.height) / scale)
            }
            guard measured.count >= 2 else { continue }
            // The reference is the size most siblings agree on; ties go to the highest density,
            // the export most likely made first.
            // A legacy launcher icon is 48 dp (Android's icon guidelines): a density that has it
            // is right, however many others agree on another size (Kore's 96 px hdpi and 192 px
            // xxhdpi, both 64 dp, beside a correct 48 px mdpi).
            let launcherStandard = group.type == "mipmap" && group.name.hasPrefix("ic_launcher")
                && !["_foreground", "_background", "_monochrome"].contains { group.name.hasSuffix($0) }
                ? measured.last { abs($0.dpWidth - 48) <= 48 * Self.tolerance && abs($0.dpHeight - 48) <= 48 * Self.tolerance } : nil
            // A name that states its size (OpenKeychain's `…_96dp`): the densities that have it
            // are right, however the others split (its hdpi and xxhdpi are 85 dp, mdpi and xhdpi 96).
            let stated = Self.statedDP(group.name).flatMap { dp in
                measured.last { abs($0.dpWidth - dp) <= dp * Self.tolerance || abs($0.dpHeight - dp) <= dp * Self.tolerance }
            }
            let reference = launcherStandard ?? stated ?? measured.max { a, b in
                let ca = measured.filter { agrees($0, a) }.count
                let cb = measured.filter { agrees($0, b) }.count
                return ca != cb ? ca < cb : a.density < b.density
            }!
            // An image nothing loads needs no size fixed: deleting it is the fix (`android.unused-resource`).
            if measured.contains(where: { !agrees($0, reference) }) {
                if usage == nil { usage = project.resourceUsage }
                if usage!.isDeletable(type: group.type, name: group.name) { continue }
            }
            // Three or more densities and no two agreeing: nothing says which is right (Wikipedia
            // copied one 64 px image into every `drawable-night-*` folder, and measured against
            // the highest density, the one correctly sized file was blamed). One finding for the set.
            if measured.count >= 3, !measured.contains(where: { image in measured.contains { $0.density != image.density && agrees($0, image) } }) {
                let sizes = measured.map { "\($0.file.resourceFolder?.name ?? "") \($0.pixels) px" }.joined(separator: ", ")
                let identical = Set(measured.map { "\($0.pixels)" }).count == 1
                findings.append(Self.descriptor.finding(
                    "\(measured[0].file.name) has no size its densities agree on (\(sizes))"
                        + (identical ? ": one bitmap copied into every density folder, not exported for each" : ""),
                    path: measured[0].file.path, at: .fileStart))
                continue
            }
            for image in measured where !agrees(image, reference) {
                let scale = image.density.scale ?? 1
                let expectedWidth = Int((reference.dpWidth * scale).rounded())
                let expectedHeight = Int((reference.dpHeight * scale).rounded())
                findings.append(Self.descriptor.finding(
                    "\(image.file.name) in \(image.file.resourceFolder?.name ?? "") is \(image.pixels) px; \(reference.file.resourceFolder?.name ?? "") (\(reference.pixels) px) implies \(expectedWidth)×\(expectedHeight) px at \(image.density.rawValue)",
                    path: image.file.path, at: .fileStart))
            }
        }
        return findings
    }

    /// The size a resource name states (`ic_key_96dp`, `logo_48dp_night` → 96, 48), if any.
    static func statedDP(_ name: String) -> Double? {
        for part in name.split(separator: "_") where part.hasSuffix("dp") {
            if let value = Double(part.dropLast(2)), value > 0 { return value }
        }
        return nil
    }

    /// Within the tolerance, or within what rounding to whole pixels explains: a 1 dp hairline is
    /// 2 px at hdpi (1.5 rounded; OpenBoard's suggestion strip divider), half a pixel off at each
    /// density.
    private func agrees(_ a: Measured, _ b: Measured) -> Bool {
        let rounding = 0.5 / (a.density.scale ?? 1) + 0.5 / (b.density.scale ?? 1) + 1e-9
        return abs(a.dpWidth - b.dpWidth) <= max(Self.tolerance * b.dpWidth, rounding)
            && abs(a.dpHeight - b.dpHeight) <= max(Self.tolerance * b.dpHeight, rounding)
    }
}
