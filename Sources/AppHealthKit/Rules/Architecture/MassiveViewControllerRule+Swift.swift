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
        return objcFindings(project, isController: isController) + project.swiftFacts.keys.sorted().flatMap { path in
            (project.swiftFacts[path]?.classes ?? []).compactMap { info -> Finding? in
                guard isController(info.name) else { return nil }
                var reasons: [String] = []
                if info.lines > maxLines { reasons.append("\(info.lines) lines (limit \(maxLines))") }
                if info.methods > maxMethods { reasons.append("\(info.methods) methods (limit \(maxMethods))") }
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
            + String(repeating: "    // legacy\n", count: 410) + "}\n"),
    ]

    static let swiftNonTriggeringExamples = [
        RuleExample("App/FeedViewModel.swift", "final class FeedViewModel: ObservableObject {\n"
            + (1...40).map { "    func step\($0)() {}\n" }.joined() + "}\n"),
        RuleExample("App/SmallViewController.swift", "final class SmallViewController: UIViewController {\n"
            + (1...5).map { "    func step\($0)() {}\n" }.joined() + "}\n"),
    ]
}
