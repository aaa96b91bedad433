/// Every protected API the code uses has its usage description.
public struct IOSUsageDescriptionsRule: ReleaseRule {
    public static let platform = AppPlatform.ios
    typealias Example = ReleaseExampleProject

    /// Protected APIs and the Info.plist key each needs.
    static let protectedAPIs: [(api: String, key: String)] = [
        ("AVCaptureDevice", "NSCameraUsageDescription"), ("UIImagePickerController", "NSCameraUsageDescription"),
        ("PHPhotoLibrary", "NSPhotoLibraryUsageDescription"), ("CLLocationManager", "NSLocationWhenInUseUsageDescription"),
        ("CNContactStore", "NSContactsUsageDescription"), ("AVAudioRecorder", "NSMicrophoneUsageDescription"),
        ("CBCentralManager", "NSBluetoothAlwaysUsageDescription"), ("ATTrackingManager", "NSUserTrackingUsageDescription"),
        ("EKEventStore", "NSCalendarsUsageDescription"), ("CMMotionActivityManager", "NSMotionUsageDescription"),
        ("LAContext", "NSFaceIDUsageDescription"), ("SFSpeechRecognizer", "NSSpeechRecognitionUsageDescription"),
        ("HKHealthStore", "NSHealthShareUsageDescription"),
    ]

    /// APIs that touch the protected resource only when configured so, each set of names one way
    /// (all of its names used): an image picker opens the camera only with a `sourceType` of
    /// `.camera` (its default is the photo library, which needs no key: SimpleLogin sets
    /// `.photoLibrary`); `[UIImagePickerController isSourceTypeAvailable:…]` alone asks nothing.
    static let confirmations: [String: [Set<String>]] = [
        "UIImagePickerController": [
            ["sourceType", "camera"], ["sourceType", "UIImagePickerControllerSourceTypeCamera"], ["setSourceType", "UIImagePickerControllerSourceTypeCamera"],
            ["cameraDevice"], ["showsCameraControls"], ["takePicture"], ["cameraCaptureMode"],
        ],
        // The photo library is read or written only through these (Photos' own names: `authorizationStatus`
        // is also Core Location's): `PHPickerConfiguration(photoLibrary: PHPhotoLibrary.shared())`
        // shows the system picker, which asks nothing (owntracks-ios).
        "PHPhotoLibrary": [
            "performChanges", "performChangesAndWait", "fetchAssets", "fetchAssetCollections", "PHAsset", "PHAssetCollection",
            "PHAssetChangeRequest", "PHCollectionList", "PHImageManager", "PHCachingImageManager", "PHFetchOptions",
            "PHAuthorizationStatus", "PHAccessLevel", "PHPhotoLibraryChangeObserver", "readWrite", "addOnly",
        ].map { [$0] },
        // A capture device films only through a capture session's input, or asks when access is
        // requested: a device used only as a flashlight (`torchMode`, Kodi Remote's) asks nothing.
        "AVCaptureDevice": [["AVCaptureSession"], ["AVCaptureDeviceInput"], ["AVCaptureMultiCamSession"], ["requestAccess", "video"], ["requestAccessForMediaType"]],
        // Face ID prompts only when a policy is evaluated: `canEvaluatePolicy` alone (ivpn's
        // "is a passcode set" check, Google Sign-In's) asks nothing.
        "LAContext": [["evaluatePolicy"], ["evaluateAccessControl"]],
    ]

    /// Keys that also satisfy an API: adding to the photo library needs only the add key;
    /// location always includes when-in-use; EventKit may ask for full or write-only access.
    static let alternatives: [String: [String]] = [
        "NSPhotoLibraryUsageDescription": ["NSPhotoLibraryAddUsageDescription"],
        "NSLocationWhenInUseUsageDescription": ["NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationAlwaysUsageDescription"],
        "NSCalendarsUsageDescription": ["NSCalendarsFullAccessUsageDescription", "NSCalendarsWriteOnlyAccessUsageDescription", "NSRemindersUsageDescription", "NSRemindersFullAccessUsageDescription"],
        "NSBluetoothAlwaysUsageDescription": ["NSBluetoothPeripheralUsageDescription"],
        "NSHealthShareUsageDescription": ["NSHealthUpdateUsageDescription"],
    ]

    public static let descriptor = releaseDescriptor(
        item: "usage-descriptions", title: "Every protected API the code uses has its usage description", weight: 3,
        summary: "Swift or Objective-C code (app or vendored) uses a protected API (camera, photo library, location, contacts, microphone, Bluetooth, tracking, calendars, motion, Face ID, speech, HealthKit) and no Info.plist has the `NS…UsageDescription` key it needs. APIs that touch the resource only when configured so count only then: a capture device with a capture session or an access request (not a flashlight's torch), an image picker whose source is the camera, the photo library through its fetches and changes (not the system picker), Face ID when a policy is evaluated.",
        rationale: "An app that touches the camera, photos, location, contacts, microphone, Bluetooth or tracking without the matching NS…UsageDescription crashes and is rejected.",
        help: "Add the usage description key to the app's Info.plist with a sentence that says why the app needs the access.",
        triggering: [Example.ios(plist: Example.marked(Example.goodPlist), swift: "import AVFoundation\nlet camera = AVCaptureDevice.default(for: .video)\nlet input = try AVCaptureDeviceInput(device: camera!)\n"),
                     Example.ios(plist: Example.marked(Example.goodPlist), swift: "import UIKit\nfunc scan() -> UIImagePickerController {\n    let picker = UIImagePickerController()\n    picker.sourceType = .camera\n    return picker\n}\n"),
                     Example.ios(plist: Example.marked(Example.goodPlist), swift: "import Photos\nfunc ask() { PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in } }\n"),
                     Example.ios(plist: Example.marked(Example.goodPlist), swift: "import LocalAuthentication\nfunc unlock() {\n    LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: \"Unlock\") { _, _ in }\n}\n"),
                     Example.ios(plist: Example.marked(Example.goodPlist), extra: [ExampleFile("App/Locator.m", "@implementation Locator\n- (void)start {\n    self.manager = [[CLLocationManager alloc] init];\n}\n@end\n")])],
        nonTriggering: [Example.ios(plist: Example.goodPlist.replacingOccurrences(of: "</dict>", with: "<key>NSCameraUsageDescription</key><string>Scan barcodes</string></dict>"),
                                    swift: "import AVFoundation\nlet camera = AVCaptureDevice.default(for: .video)\nlet session = AVCaptureSession()\n"),
                        // A flashlight: the device's torch, no capture session (Kodi Remote).
                        Example.ios(plist: Example.goodPlist, extra: [ExampleFile("App/Torch.m", "@implementation Torch\n- (void)toggle {\n    AVCaptureDevice *device = [AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeVideo];\n    if ([device lockForConfiguration:nil]) { device.torchMode = AVCaptureTorchModeOn; [device unlockForConfiguration]; }\n}\n@end\n")]),
                        // Only code that ships counts: a test's camera is not the app's.
                        Example.ios(plist: Example.goodPlist, extra: [ExampleFile("AppTests/ScannerTests.swift", "import AVFoundation\nimport XCTest\nfinal class ScannerTests: XCTestCase {\n    func testCamera() { XCTAssertNotNil(AVCaptureDevice.default(for: .video)) }\n}\n")]),
                        // The system photo picker asks nothing (owntracks-ios, which reads notifications' `authorizationStatus`).
                        Example.ios(plist: Example.goodPlist, swift: "import PhotosUI\nfunc allowed(_ settings: UNNotificationSettings) -> Bool { settings.authorizationStatus == .authorized }\nfunc picker() -> PHPickerViewController {\n    var configuration = PHPickerConfiguration(photoLibrary: PHPhotoLibrary.shared())\n    configuration.filter = .images\n    return PHPickerViewController(configuration: configuration)\n}\n"),
                        // A picker of the photo library asks nothing (SimpleLogin).
                        Example.ios(plist: Example.goodPlist, swift: "import UIKit\nfunc picker() -> UIImagePickerController {\n    let picker = UIImagePickerController()\n    picker.sourceType = .photoLibrary\n    return picker\n}\n"),
                        Example.ios(plist: Example.goodPlist, extra: [ExampleFile("App/UIDevice+Info.m", "@implementation UIDevice (Info)\n- (BOOL)hasCamera {\n    return [UIImagePickerController isSourceTypeAvailable:UIImagePickerControllerSourceTypeCamera];\n}\n@end\n")]),
                        // Asking whether a passcode is set shows nothing (ivpn; Google Sign-In's pod in Delta).
                        Example.ios(plist: Example.goodPlist, swift: "import LocalAuthentication\nfunc isPasscodeSet() -> Bool { LAContext().canEvaluatePolicy(.deviceOwnerAuthentication, error: nil) }\n")])

    public init(options: RuleOptions) {}

    /// What a missing key does: most protected APIs terminate the app when it asks; Face ID
    /// requests fail instead (LocalAuthentication falls back or errors).
    static func effect(of key: String) -> String {
        key == "NSFaceIDUsageDescription" ? "biometric checks fail without it" : "the app crashes when it asks"
    }

    public func decide(_ project: ProjectModel) -> ItemOutcome {
        let used = project.swiftIdentifiers(among: Set(Self.protectedAPIs.map(\.api)).union(Self.confirmations.values.joined().joined()))
        let keys = project.appInfoPlistKeys
        let needed = Self.protectedAPIs.filter { used.contains($0.api) && Self.confirmations[$0.api].map { $0.contains { $0.isSubset(of: used) } } ?? true }
        guard !needed.isEmpty else { return ItemOutcome(.pass, ["no protected API in use"]) }
        let missing = needed.filter { !keys.contains($0.key) && !(Self.alternatives[$0.key] ?? []).contains(where: keys.contains) }
        return missing.isEmpty ? ItemOutcome(.pass, needed.map { "\($0.api) → \($0.key)" })
            : ItemOutcome(.fail, missing.map { "\($0.api) is used but Info.plist has no \($0.key)" },
                          places: missing.flatMap { ItemOutcome.wholeFile(project.mainAppSettingsFile, "\($0.api) is used but Info.plist has no \($0.key); \(Self.effect(of: $0.key))") })
    }
}
