extension MassiveViewControllerRule {
    /// Objective-C controllers: the `@implementation` of a class whose `@interface` (in a header
    /// or a class extension) inherits from a UIKit controller, measured over the main
    /// implementation and its categories together; reported at the main `@implementation`.
    func objcFindings(_ project: ProjectModel, isController: (String) -> Bool) -> [Finding] {
        var parts: [String: [(path: String, implementation: ObjCFacts.Implementation)]] = [:]
        for path in project.objcFacts.keys.sorted() {
            for implementation in project.objcFacts[path]?.implementations ?? [] where isController(implementation.name) {
                parts[implementation.name, default: []].append((path, implementation))
            }
        }
        return parts.keys.sorted().compactMap { name in
            guard let all = parts[name], let main = all.first(where: { $0.implementation.category == nil }) ?? all.first else { return nil }
            let lines = all.reduce(0) { $0 + $1.implementation.lines }
            let methods = all.reduce(0) { $0 + $1.implementation.methods }
            var reasons: [String] = []
            if lines > maxLines { reasons.append("\(lines) lines of code (limit \(maxLines))") }
            if methods > maxMethods { reasons.append("\(methods) methods (limit \(maxMethods))") }
            guard !reasons.isEmpty else { return nil }
            let categories = all.count > 1 ? " over @implementation and \(all.count - 1) categor\(all.count == 2 ? "y" : "ies")" : ""
            return Self.descriptor.finding(
                "\(name) is a massive view controller: \(reasons.joined(separator: ", "))\(categories)",
                path: main.path, at: main.implementation.location)
        }
    }

    static let objcTriggeringExamples = [
        RuleExample([
            ExampleFile("Shop/BaseViewController.h", "@interface BaseViewController : UIViewController\n@end\n"),
            ExampleFile("Shop/OrdersViewController.h", "#import \"BaseViewController.h\"\n@interface OrdersViewController : BaseViewController\n@end\n"),
            ExampleFile("Shop/OrdersViewController.m", "#import \"OrdersViewController.h\"\n\n@interface OrdersViewController ()\n@property (nonatomic) NSArray *orders;\n@end\n\n↓@implementation OrdersViewController\n\n"
                + (1...20).map { "- (void)step\($0) {\n    [self reload];\n}\n\n" }.joined() + "@end\n"),
            ExampleFile("Shop/OrdersViewController+Table.m", "@implementation OrdersViewController (Table)\n\n"
                + (21...32).map { "- (void)step\($0) {\n}\n" }.joined() + "@end\n"),
        ]),
    ]

    static let objcNonTriggeringExamples = [
        RuleExample([
            ExampleFile("Shop/OrderStore.h", "@interface OrderStore : NSObject\n@end\n"),
            ExampleFile("Shop/OrderStore.m", "@implementation OrderStore\n"
                + (1...40).map { "- (void)step\($0) {\n}\n" }.joined() + "@end\n"),
            ExampleFile("Shop/SmallViewController.m", "@interface SmallViewController : UITableViewController\n@end\n\n@implementation SmallViewController\n"
                + (1...5).map { "- (void)step\($0) {\n}\n" }.joined() + "@end\n"),
        ]),
    ]
}
