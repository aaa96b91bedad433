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
        var superclassOf: [String: String] = [:]
        for facts in project.swiftFacts.values {
            for info in facts.classes { if let superclass = info.superclass { superclassOf[info.name] = superclass } }
        }
        for facts in project.objcFacts.values {
            for interface in facts.interfaces { if let superclass = interface.superclass { superclassOf[interface.name] = superclass } }
        }
        func isController(_ name: String) -> Bool {
            var current = name
            var seen: Set<String> = []
            while let parent = superclassOf[current], seen.insert(current).inserted {
                if Self.uikitControllers.contains(parent) { return true }
                current = parent
            }
            return false
        }
        // A controller split over extensions (`extension FeedViewController: UITableViewDataSource`)
        // is one screen: its size is the class body plus its extensions in the project.
        var extensionTotals: [String: (count: Int, lines: Int, methods: Int)] = [:]
        for facts in project.swiftFacts.values {
            for info in facts.extensions {
                var total = extensionTotals[info.name] ?? (0, 0, 0)
                total.count += 1
                total.lines += info.lines
                total.methods += info.methods
                extensionTotals[info.name] = total
            }
        }
        return objcFindings(project, isController: isController) + project.swiftFacts.keys.sorted().flatMap { path in
            (project.swiftFacts[path]?.classes ?? []).compactMap { info -> Finding? in
                guard isController(info.name) else { return nil }
                let extra = extensionTotals[info.name] ?? (0, 0, 0)
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

    static let swiftNonTriggeringExamples = [
        // 456 lines, a third of them doc comments and blank lines (Element X's timeline controller): 306 lines of code.
        RuleExample("App/TimelineTableViewController.swift", "class TimelineTableViewController: UIViewController {\n"
            + String(repeating: "    /// The row's state.\n    ///\n    /// Kept in sync.\n    var row = 0\n\n    var other = 1\n", count: 50)
            + String(repeating: "    var more = 2\n", count: 154) + "}\n"),
        RuleExample("App/FeedViewModel.swift", "final class FeedViewModel: ObservableObject {\n"
            + (1...40).map { "    func step\($0)() {}\n" }.joined() + "}\n"),
        RuleExample("App/SmallViewController.swift", "final class SmallViewController: UIViewController {\n"
            + (1...5).map { "    func step\($0)() {}\n" }.joined() + "}\n"),
    ]
}
