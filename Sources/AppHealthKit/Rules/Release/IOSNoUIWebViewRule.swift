/// No UIWebView.
public struct IOSNoUIWebViewRule: ReleaseRule {
    public static let platform = AppPlatform.ios
    typealias Example = ReleaseExampleProject

    public static let descriptor = releaseDescriptor(
        item: "no-uiwebview", title: "No UIWebView", weight: 3,
        summary: "Swift or Objective-C code (app or vendored, such as a pod) names `UIWebView` (in Objective-C, outside the `#else` of a compile-time switch a header of the project defines true: `#if UseWKWebView` … `#else` … `#endif` with `#define UseWKWebView 1`), or an iOS storyboard or xib contains a `webView` element (Interface Builder's UIWebView; a macOS document's is AppKit's WebKit view) of no class or a class not derived from `WKWebView` in the project.",
        rationale: "App Store submissions containing UIWebView are rejected (ITMS-90809).",
        help: "Replace UIWebView with WKWebView (or SFSafariViewController for plain browsing).",
        triggering: [Example.ios(extra: [ExampleFile("App/LegacyWebViewController.swift", "import UIKit\nfinal class LegacyWebViewController: UIViewController {\n    let web = ↓UIWebView()\n}\n")]),
                     Example.ios(extra: [ExampleFile("App/HelpViewController.m", "#import \"HelpViewController.h\"\n@implementation HelpViewController {\n    ↓UIWebView *_webView;\n}\n@end\n")]),
                     // Interface Builder's old element, of no class or of a UIWebView subclass.
                     Example.ios(extra: [ExampleFile("App/Help.xib", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n    <objects>\n        ↓<webView id=\"w1\"/>\n        <webView id=\"w2\" customClass=\"LegacyWebView\"/>\n    </objects>\n</document>\n"),
                                         ExampleFile("App/LegacyWebView.swift", "final class LegacyWebView: ↓UIWebView {}\n")]),
                     // A compile-time switch the project leaves off: the `#else` is compiled.
                     Example.ios(extra: [ExampleFile("App/Config.h", "#define UseWKWebViewForHelp 0\n"),
                                         ExampleFile("App/HelpViewController.m", "#import \"Config.h\"\n@implementation HelpViewController {\n#if UseWKWebViewForHelp\n    WKWebView *_webView;\n#else\n    ↓UIWebView *_webView;\n#endif\n}\n@end\n")])],
        nonTriggering: [Example.ios(extra: [ExampleFile("App/WebViewController.swift", "import WebKit\nfinal class WebViewController: UIViewController {\n    let web = WKWebView()\n    // was UIWebView until 2020\n}\n"),
                                            ExampleFile("App/HelpViewController.m", "@implementation HelpViewController\n// UIWebView *_old;\n- (void)load { NSLog(@\"UIWebView was replaced\"); }\n@end\n")]),
                        // Stepik: the old element, of a class the app derives from WKWebView.
                        Example.ios(extra: [ExampleFile("App/StepCell.xib", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><webView id=\"w1\" customClass=\"FullHeightWebView\" customModuleProvider=\"target\"/></objects></document>\n"),
                                            ExampleFile("App/FullHeightWebView.swift", "import WebKit\nfinal class FullHeightWebView: WKWebView {}\n")]),
                        // iOS Frotz: the `#else` of a switch a header turns on (`#define … 1`) is not compiled.
                        Example.ios(extra: [ExampleFile("App/Config.h", "#ifndef CONFIG_H\n#define CONFIG_H\n#define UseWKWebViewForHelp 1 // WKWebView everywhere\n#endif\n"),
                                            ExampleFile("App/HelpViewController.h", "#import \"Config.h\"\n#if UseWKWebViewForHelp\ntypedef WKWebView HelpWebView;\n#else\ntypedef UIWebView HelpWebView;\n#endif\n"),
                                            ExampleFile("App/HelpViewController.m", "#import \"HelpViewController.h\"\n@implementation HelpViewController\n#ifndef UseWKWebViewForHelp\n- (void)webViewDidFinishLoad:(UIWebView *)webView { }\n#endif\n#if UseWKWebViewForHelp\n- (void)load { }\n#else\n#if DEBUG\n- (void)trace:(UIWebView *)webView { }\n#endif\n#endif\n@end\n")]),
                        // Colloquy's Mac app: a macOS xib's `webView` is AppKit's WebKit view.
                        Example.ios(extra: [ExampleFile("Mac/JVChatTranscript.xib", "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"><objects><webView id=\"w1\"/></objects></document>\n")])])

    public init(options: RuleOptions) {}

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        // Vendored code ships too: a pod that uses UIWebView gets the app rejected.
        let ships: (String) -> Bool = { [.app, .vendored, .generated].contains(project.role(of: $0)) }
        let webKitViews = Set(project.swiftFacts.values.flatMap { $0.classes.filter { $0.superclass == "WKWebView" }.map(\.name) })
        let trueMacros = Set(project.objcFacts.values.flatMap { $0.trueMacros ?? [] })
        let uses = project.swiftFacts.filter { ships($0.key) && $0.value.identifiers.contains("UIWebView") }.keys.sorted()
            + project.objcFacts.filter { ships($0.key) && $0.value.identifiers.contains("UIWebView") && !Self.compiledOut($0.value, trueMacros: trueMacros) }.keys.sorted()
            + project.interfaceFiles.filter { file in
                // A `webView` element of a class the project derives from `WKWebView` (Stepik's
                // `FullHeightWebView`, saved by Xcode 10) makes no UIWebView.
                ships(file.key) && file.value.elements.contains("webView") && file.value.webViewClasses.contains { !webKitViews.contains($0) }
            }.keys.sorted()
        return uses.isEmpty ? ItemOutcome(.pass, ["no UIWebView"])
            : ItemOutcome(.fail, uses.map { "UIWebView in \($0)" },
                          places: uses.map { path in
                              // At the first use in code; in Interface Builder files at the first UIWebView element.
                              ItemOutcome.Place(path: path, location: project.swiftFacts[path]?.apiUses["UIWebView"] ?? project.objcFacts[path]?.apiUses["UIWebView"]
                                                    ?? Self.firstWebView(project.interfaceFiles[path], webKitViews: webKitViews),
                                                message: "UIWebView is used; the App Store rejects it (ITMS-90809)")
                          })
    }

    /// Whether every `UIWebView` of an Objective-C file is in the `#else` of a macro the project
    /// defines true (`#if UseWKWebViewForIFDBBrowser` … `#else` … `#endif` with `#define
    /// UseWKWebViewForIFDBBrowser 1` in a header: iOS Frotz): not compiled.
    static func compiledOut(_ facts: ObjCFacts, trueMacros: Set<String>) -> Bool {
        guard let fallbacks = facts.uiWebViewFallbacks, !fallbacks.isEmpty else { return false }
        return fallbacks.allSatisfy(trueMacros.contains)
    }

    /// Where an Interface Builder file's first `webView` element of no WebKit class starts (the
    /// file's start for facts of an older cache that did not keep it).
    static func firstWebView(_ file: InterfaceFileFacts?, webKitViews: Set<String>) -> SourceLocation {
        guard let file else { return .fileStart }
        for (index, name) in file.webViewClasses.enumerated() where !webKitViews.contains(name) && file.webViewLocations.indices.contains(index) {
            return file.webViewLocations[index]
        }
        return .fileStart
    }
}
