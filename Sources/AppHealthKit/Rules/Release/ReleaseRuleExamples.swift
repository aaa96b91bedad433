/// Examples of the `release.*` rules: a small app that passes every item, and one change that
/// fails the item in question.
enum ReleaseRuleExamples {
    // MARK: - Android

    static func gradle(
        applicationId: String = "com.acme.shop", version: String = "        versionCode 3\n        versionName \"1.2\"\n",
        targetSdk: String = "targetSdk 35", release: String = "minifyEnabled true", extra: String = ""
    ) -> String {
        """
        plugins { id 'com.android.application' }
        android {
        \(extra)    defaultConfig {
                applicationId "\(applicationId)"
                \(targetSdk)
        \(version)    }
            buildTypes {
                release {
                    \(release)
                }
            }
        }
        """
    }

    static func manifest(_ application: String = #"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false""#) -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
            <application \(application) />
        </manifest>
        """
    }

    static func android(_ gradle: String = gradle(), _ manifest: String = manifest()) -> RuleExample {
        RuleExample([ExampleFile("app/build.gradle", gradle), ExampleFile("app/src/main/AndroidManifest.xml", manifest)])
    }

    // MARK: - iOS

    static let goodPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
            <key>CFBundleShortVersionString</key><string>1.0</string>
            <key>CFBundleVersion</key><string>1</string>
            <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
        </dict></plist>
        """

    static func ios(plist: String = goodPlist, swift: String = "import SwiftUI\nstruct HomeView: View { var body: some View { EmptyView() } }\n",
                    privacy: Bool = true, icon: Bool = true, extra: [ExampleFile] = []) -> RuleExample {
        var files = [ExampleFile("App/Info.plist", plist), ExampleFile("App/HomeView.swift", swift)]
        if privacy {
            files.append(ExampleFile("App/PrivacyInfo.xcprivacy", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>NSPrivacyTracking</key><false/></dict></plist>"))
        }
        if icon {
            files.append(ExampleFile("App/Assets.xcassets/AppIcon.appiconset/Contents.json",
                                     #"{ "images": [ { "idiom": "universal", "platform": "ios", "size": "1024x1024", "filename": "icon.png" } ] }"#))
            files.append(.png("App/Assets.xcassets/AppIcon.appiconset/icon.png", 8, 8))
        }
        return RuleExample(files + extra, testsSuppression: false)
    }

    static func marked(_ plist: String) -> String { "↓" + plist }

    static let examples: [String: ([RuleExample], [RuleExample])] = [
        "release.android.package-name": (
            [android(gradle(applicationId: "com.example.shop").replacingOccurrences(of: "applicationId \"com.example", with: "↓applicationId \"com.example")),
             android(gradle().replacingOccurrences(of: "applicationId", with: "↓applicationId"),
                     manifest(#"android:icon="@mipmap/ic_launcher" android:label="Notes Pro" android:allowBackup="false""#))],
            [android(gradle(), manifest(#"android:icon="@mipmap/ic_launcher" android:label="Acme Shop" android:allowBackup="false""#))]),
        "release.android.versioning": ([android("↓" + gradle(version: "        versionName \"1.2\"\n"))], [android()]),
        "release.android.debuggable": ([android(gradle(release: "minifyEnabled true\n            ↓debuggable true"))], [android(gradle(release: "minifyEnabled true\n            debuggable false"))]),
        "release.android.minify": ([android(gradle(release: "↓minifyEnabled false"))], [android()]),
        "release.android.target-sdk": ([android(gradle(targetSdk: "↓targetSdk 30"))], [android()]),
        "release.android.cleartext-traffic": (
            [android(gradle(), manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false" ↓android:usesCleartextTraffic="true""#))],
            [android(gradle(), manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="false" android:usesCleartextTraffic="true" android:networkSecurityConfig="@xml/network_security_config""#))]),
        "release.android.allow-backup": (
            [android(gradle(), manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" ↓android:allowBackup="true""#))],
            [android(gradle(), manifest(#"android:icon="@mipmap/ic_launcher" android:label="@string/app_name" android:allowBackup="true" android:dataExtractionRules="@xml/backup_rules""#))]),
        "release.android.signing-secrets": (
            [android(gradle(extra: "    signingConfigs {\n        release {\n            ↓storePassword \"hunter2\"\n        }\n    }\n"))],
            [android(gradle(extra: "    signingConfigs {\n        release {\n            storePassword System.getenv(\"STORE_PASSWORD\")\n        }\n    }\n"))]),
        "release.android.launcher-icons": ([android(gradle(), "↓" + manifest(#"android:label="@string/app_name" android:allowBackup="false""#))], [android()]),
        "release.android.launcher-label": (
            [android(gradle(), manifest(#"android:icon="@mipmap/ic_launcher" ↓android:label="Shop" android:allowBackup="false""#))], [android()]),

        "release.ios.version-keys": ([ios(plist: marked("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>UILaunchStoryboardName</key><string>LaunchScreen</string></dict></plist>"))], [ios()]),
        "release.ios.usage-descriptions": (
            [ios(plist: marked(goodPlist), swift: "import AVFoundation\nlet camera = AVCaptureDevice.default(for: .video)\n")],
            [ios(plist: goodPlist.replacingOccurrences(of: "</dict>", with: "<key>NSCameraUsageDescription</key><string>Scan barcodes</string></dict>"),
                 swift: "import AVFoundation\nlet camera = AVCaptureDevice.default(for: .video)\n")]),
        "release.ios.ats": (
            [ios(plist: marked(goodPlist.replacingOccurrences(of: "</dict></plist>", with: "<key>NSAppTransportSecurity</key><dict><key>NSAllowsArbitraryLoads</key><true/></dict></dict></plist>")))],
            [ios(plist: goodPlist.replacingOccurrences(of: "</dict></plist>", with: "<key>NSAppTransportSecurity</key><dict><key>NSAllowsArbitraryLoads</key><true/><key>NSExceptionDomains</key><dict><key>legacy.example</key><dict/></dict></dict></dict></plist>"))]),
        "release.ios.app-icon": ([ios(plist: marked(goodPlist), icon: false)], [ios()]),
        "release.ios.launch-screen": ([ios(plist: marked(goodPlist.replacingOccurrences(of: "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>", with: "")))], [ios()]),
        "release.ios.universal-links": (
            [ios(extra: [ExampleFile("App/App.entitlements", "↓<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>com.apple.developer.associated-domains</key><array><string>applinks:shop.example</string></array></dict></plist>")])],
            [ios(swift: "import SwiftUI\nstruct HomeView: View { var body: some View { EmptyView().onOpenURL { _ in } } }\n",
                 extra: [ExampleFile("App/App.entitlements", "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>com.apple.developer.associated-domains</key><array><string>applinks:shop.example</string></array></dict></plist>")])]),
        "release.ios.privacy-manifest": ([ios(plist: marked(goodPlist), privacy: false)], [ios()]),
        "release.ios.no-uiwebview": (
            [ios(extra: [ExampleFile("App/LegacyWebViewController.swift", "↓import UIKit\nfinal class LegacyWebViewController: UIViewController {\n    let web = UIWebView()\n}\n")])],
            [ios(extra: [ExampleFile("App/WebViewController.swift", "import WebKit\nfinal class WebViewController: UIViewController {\n    let web = WKWebView()\n    // was UIWebView until 2020\n}\n")])]),
    ]
}
