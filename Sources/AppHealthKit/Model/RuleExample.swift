/// A small file tree that shows a rule at work. In text files, `↓` marks where each
/// expected finding starts (SwiftLint's convention); the marker is removed before the
/// file is written. Examples without markers expect `expectedCount` findings.
public struct RuleExample: Sendable {
    public var files: [ExampleFile]
    /// Number of findings expected when no file carries a `↓` marker.
    public var expectedCount: Int?
    /// Whether the example tests wrap it in `tools:ignore` to prove it can be silenced.
    public var testsSuppression: Bool

    public init(_ files: [ExampleFile], expectedCount: Int? = nil, testsSuppression: Bool = true) {
        self.files = files
        self.expectedCount = expectedCount
        self.testsSuppression = testsSuppression
    }

    /// A one-file example.
    public init(_ path: String, _ text: String, testsSuppression: Bool = true) {
        self.init([ExampleFile(path, text)], testsSuppression: testsSuppression)
    }

    public static let marker: Character = "↓"
}

public struct ExampleFile: Sendable {
    public var path: String
    public var content: ExampleContent

    public init(_ path: String, _ text: String) {
        self.path = path
        self.content = .text(text)
    }

    public init(_ path: String, _ content: ExampleContent) {
        self.path = path
        self.content = content
    }

    /// A real PNG of the given pixel size.
    public static func png(_ path: String, _ width: Int, _ height: Int) -> ExampleFile {
        ExampleFile(path, .png(width: width, height: height))
    }

    /// Kotlin in `module` showing the drawables `names` (`R.drawable.name`): images the app uses,
    /// for examples about images (an image nothing uses is only reported as unused).
    public static func showing(drawables names: String..., module: String = "app") -> ExampleFile {
        ExampleFile("\(module)/src/main/java/com/acme/Images.kt", names.map { "val \($0) = R.drawable.\($0)" }.joined(separator: "\n"))
    }

    /// The legacy launcher icon `mipmap/ic_launcher` at the given pixel sides per density
    /// (`["mdpi": 48, …]`), and a manifest that names it: an icon the app shows.
    public static func launcherIcon(_ sides: KeyValuePairs<String, Int>) -> [ExampleFile] {
        sides.map { density, side in .png("app/src/main/res/mipmap-\(density)/ic_launcher.png", side, side) } + [ExampleFile(
            "app/src/main/AndroidManifest.xml",
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:icon="@mipmap/ic_launcher"/></manifest>"#)]
    }

    /// Swift showing the asset-catalog images `names` (`UIImage(named:)`): images the app uses.
    public static func showing(images names: String...) -> ExampleFile {
        ExampleFile("App/Images.swift", names.map { "let image\($0.filter(\.isLetter)) = UIImage(named: \"\($0)\")" }.joined(separator: "\n"))
    }
}

public enum ExampleContent: Sendable {
    case text(String)
    case png(width: Int, height: Int)

    /// The bytes to write, with `↓` markers removed from text.
    public var bytes: [UInt8] {
        switch self {
        case .text(let text):
            return Array(text.filter { $0 != RuleExample.marker }.utf8)
        case .png(let width, let height):
            return PNGWriter.solidImage(width: width, height: height)
        }
    }

    /// The positions of `↓` markers in text content.
    public var markers: [SourceLocation] {
        guard case .text(let text) = self else { return [] }
        var result: [SourceLocation] = []
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if scalar == "↓" {
                result.append(SourceLocation(line: line, column: column))
                continue
            }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return result
    }

    /// How `rules show` prints the content.
    public var displayText: String {
        switch self {
        case .text(let text): text
        case .png(let width, let height): "(\(width)×\(height) px PNG)"
        }
    }
}
