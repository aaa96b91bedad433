/// Small apps for the `release.*` rules' examples: one that passes every item, and builders
/// for the one change that fails the item in question.
enum ReleaseExampleProject {
    // MARK: - Android

    static func gradle(
        applicationId: String = "com.acme.shop", version: String = "        versionCode 3\n        versionName \"1.2\"\n",
        targetSdk: String = "targetSdk 36", release: String = "minifyEnabled true", extra: String = ""
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

    /// `plist: nil`: no Info.plist in the tree (Xcode generates it from build settings).
    static func ios(plist: String? = goodPlist, swift: String = "import SwiftUI\nstruct HomeView: View { var body: some View { EmptyView() } }\n",
                    privacy: Bool = true, icon: Bool = true, extra: [ExampleFile] = [], requiredReasonAPI: Bool = true) -> RuleExample {
        var files = (plist.map { [ExampleFile("App/Info.plist", $0)] } ?? []) + [ExampleFile("App/HomeView.swift", swift)]
        // An API Apple asks a privacy manifest's reason for, as most apps call one.
        if requiredReasonAPI {
            files.append(ExampleFile("App/Onboarding.swift", "import Foundation\nfunc hasOnboarded() -> Bool { UserDefaults.standard.bool(forKey: \"onboarded\") }\n"))
        }
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

    /// An app target whose Info.plist Xcode generates (`GENERATE_INFOPLIST_FILE`, no file in the
    /// tree; Thunderbird for iOS), its versions and launch screen set by build settings.
    static let generatedPlistProject = MissingScaleAssetRule.iPadOnlyProject
        .replacingOccurrences(of: "name = Pad;", with: "name = Mail;")
        .replacingOccurrences(
            of: "TARGETED_DEVICE_FAMILY = 2; INFOPLIST_FILE = App/Info.plist;",
            with: "GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UILaunchScreen_Generation = YES; MARKETING_VERSION = 1.0; CURRENT_PROJECT_VERSION = 1;")
}
