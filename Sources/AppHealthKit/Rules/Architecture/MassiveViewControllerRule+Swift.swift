extension MassiveViewControllerRule: ProjectRule {
    /// UIKit's controller classes; a project class inheriting from one (at any depth) is a screen.
    static let uikitControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
        "UIInputViewController", "UIReferenceLibraryViewController", "UIDocumentPickerViewController",
    ]

    /// Swift and Objective-C `UIViewController` subclasses, directly or through project base
    /// classes (in either language).
    public func check(_ project: ProjectModel) -> [Finding] {
        // A name may be declared twice (NetNewsWire's iOS and Mac `FeedInspectorViewController`,
        // a `UITableViewController` and an `NSViewController`): it keeps every superclass it is
        // given, and a class is asked about through its own.
        var superclassesOf: [String: Set<String>] = [:]
        var declaredIn: [String: [String]] = [:]
        for (path, facts) in project.swiftFacts {
            for info in facts.classes {
                if let superclass = info.superclass { superclassesOf[info.name, default: []].insert(superclass) }
                declaredIn[info.name, default: []].append(path)
            }
        }
        for facts in project.objcFacts.values {
            for interface in facts.interfaces { if let superclass = interface.superclass { superclassesOf[interface.name, default: []].insert(superclass) } }
        }
        func inheritsController(_ superclass: String) -> Bool {
            var pending = [superclass]
            var seen: Set<String> = []
            while let current = pending.popLast() {
                guard seen.insert(current).inserted else { continue }
                if Self.uikitControllers.contains(current) { return true }
                pending += superclassesOf[current] ?? []
            }
            return false
        }
        func isController(_ name: String) -> Bool { (superclassesOf[name] ?? []).contains(where: inheritsController) }
        // A controller split over extensions (`extension FeedViewController: UITableViewDataSource`)
        // is one screen: its size is the class body plus its extensions in the project. An extension
        // of a name declared in several files belongs to the declaration nearest to it (the most
        // folders in common, then the first path).
        for name in declaredIn.keys { declaredIn[name]?.sort() }
        var extensionTotals: [ExtensionOwner: (count: Int, lines: Int, methods: Int)] = [:]
        for (path, facts) in project.swiftFacts {
            for info in facts.extensions {
                let owner = ExtensionOwner(name: info.name, path: Self.nearest(declaredIn[info.name] ?? [], to: path))
                var total = extensionTotals[owner] ?? (0, 0, 0)
                total.count += 1
                total.lines += info.lines
                total.methods += info.methods
                extensionTotals[owner] = total
            }
        }
        return objcFindings(project, isController: isController) + project.swiftFacts.keys.sorted().flatMap { path in
            (project.swiftFacts[path]?.classes ?? []).compactMap { info -> Finding? in
                guard let superclass = info.superclass, inheritsController(superclass) else { return nil }
                let owner = ExtensionOwner(name: info.name, path: (declaredIn[info.name]?.count ?? 0) > 1 ? path : nil)
                let extra = extensionTotals[owner] ?? (0, 0, 0)
                let lines = info.lines + extra.lines, methods = info.methods + extra.methods
                let split = extra.count == 0 ? "" : " with \(extra.count) extension\(extra.count == 1 ? "" : "s")"
                var reasons: [String] = []
                if lines > maxLines {
                    reasons.append(extra.count == 0 ? "\(lines) lines of code (limit \(maxLines))"
                        : "\(lines) lines of code\(split) (class body \(info.lines); limit \(maxLines))")
                }
                if methods > maxMethods {
                    reasons.append(extra.count == 0 ? "\(methods) methods (limit \(maxMethods))"
                        : "\(methods) methods\(split) (class body \(info.methods); limit \(maxMethods))")
                }
                guard !reasons.isEmpty else { return nil }
                return Self.descriptor.finding(
                    "\(info.name) is a massive view controller: \(reasons.joined(separator: ", "))", path: path, at: info.location)
            }
        }
    }

    /// Extensions of a class name; `path`: which of its declarations, when there are several.
    struct ExtensionOwner: Hashable {
        var name: String
        var path: String?
    }

    /// Of `paths` (sorted; more than one), the one sharing the most leading folders with `path`,
    /// the first of those that share as many; `nil` for one declaration or none.
    static func nearest(_ paths: [String], to path: String) -> String? {
        guard paths.count > 1 else { return nil }
        let folders = path.split(separator: "/").dropLast()
        func shared(_ other: String) -> Int {
            zip(folders, other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        var best = paths[0], bestShared = shared(paths[0])
        for candidate in paths.dropFirst() where shared(candidate) > bestShared {
            best = candidate
            bestShared = shared(candidate)
        }
        return best
    }

    static let swiftTriggeringExamples = [
        RuleExample([
            ExampleFile("App/BaseViewController.swift", "class BaseViewController: UIViewController {}\n"),
            ExampleFile("App/FeedViewController.swift", "final ↓class FeedViewController: BaseViewController {\n"
                + (1...31).map { "    func step\($0)() {}\n" }.joined() + "}\n"),
        ]),
        RuleExample("App/CheckoutViewController.swift", "↓class CheckoutViewController: UITableViewController {\n"
            + String(repeating: "    var legacy = 0\n", count: 410) + "}\n"),
        // Small class body, large extensions in other files: one screen of 34 methods.
        RuleExample([
            ExampleFile("App/ProfileViewController.swift", "final ↓class ProfileViewController: UIViewController {\n"
                + (1...10).map { "    func setUp\($0)() {}\n" }.joined() + "}\n"),
            ExampleFile("App/ProfileViewController+Table.swift", "extension ProfileViewController: UITableViewDataSource {\n"
                + (1...24).map { "    func row\($0)() {}\n" }.joined() + "}\n"),
        ]),
    ]

    static let swiftTriggeringExamplesOfOneName = [
        // Two classes of one name: the iOS one's extensions, in its folder, are its own.
        RuleExample([
            ExampleFile("iOS/Settings/SettingsViewController.swift", "final ↓class SettingsViewController: UIViewController {\n"
                + (1...10).map { "    func row\($0)() {}\n" }.joined() + "}\n"),
            ExampleFile("iOS/Settings/SettingsViewController+Table.swift", "extension SettingsViewController {\n"
                + (1...25).map { "    func cell\($0)() {}\n" }.joined() + "}\n"),
            ExampleFile("Mac/Settings/SettingsViewController.swift", "final class SettingsViewController: NSViewController {\n    func show() {}\n}\n"),
        ]),
    ]

    static let swiftNonTriggeringExamples = [
        // 456 lines, a third of them doc comments and blank lines (Element X's timeline controller): 306 lines of code.
        RuleExample("App/TimelineTableViewController.swift", "class TimelineTableViewController: UIViewController {\n"
            + String(repeating: "    /// The row's state.\n    ///\n    /// Kept in sync.\n    var row = 0\n\n    var other = 1\n", count: 50)
            + String(repeating: "    var more = 2\n", count: 154) + "}\n"),
        // Corona-Warn-App: licence texts in an extension's multi-line string literals are text, not
        // code (300 lines of code, 500 lines of text).
        RuleExample([
            ExampleFile("App/AppInformationViewController.swift", "final class AppInformationViewController: UITableViewController {\n"
                + String(repeating: "    var row = 0\n", count: 280) + "}\n"),
            ExampleFile("App/AppInformationViewController+Legal.swift", "extension AppInformationViewController {\n    static let licence = \"\"\"\n"
                + String(repeating: "        Permission is hereby granted, free of charge, to any person obtaining a copy\n", count: 250)
                + "        \"\"\"\n    static let notice = Text(\"\"\"\n"
                + String(repeating: "        THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND\n", count: 250)
                + "        \"\"\")\n" + String(repeating: "    var more: Int { 2 }\n", count: 20) + "}\n"),
        ]),
        RuleExample("App/FeedViewModel.swift", "final class FeedViewModel: ObservableObject {\n"
            + (1...40).map { "    func step\($0)() {}\n" }.joined() + "}\n"),
        RuleExample("App/SmallViewController.swift", "final class SmallViewController: UIViewController {\n"
            + (1...5).map { "    func step\($0)() {}\n" }.joined() + "}\n"),
        // NetNewsWire: an iOS and a Mac class of one name; each has its own extensions (20 + 12
        // methods were one screen of 32).
        RuleExample([
            ExampleFile("iOS/Inspector/FeedInspectorViewController.swift", "final class FeedInspectorViewController: UITableViewController {\n"
                + (1...10).map { "    func row\($0)() {}\n" }.joined() + "}\nextension FeedInspectorViewController {\n"
                + (1...10).map { "    func cell\($0)() {}\n" }.joined() + "}\n"),
            ExampleFile("Mac/Inspector/FeedInspectorViewController.swift", "final class FeedInspectorViewController: NSViewController {\n    func show() {}\n}\n"),
            ExampleFile("Mac/Inspector/FeedInspectorViewController+Actions.swift", "extension FeedInspectorViewController {\n"
                + (1...12).map { "    func action\($0)() {}\n" }.joined() + "}\n"),
        ]),
    ]
}
