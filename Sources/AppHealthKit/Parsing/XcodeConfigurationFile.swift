import Foundation

/// What an Xcode configuration file (`.xcconfig`) sets that project rules read: the Info.plist
/// keys Xcode generates from its build settings, and the files it includes.
public struct XcodeConfigurationFile: Sendable, Codable, Hashable {
    /// Info.plist keys its settings generate (`INFOPLIST_KEY_UILaunchScreen_Generation = YES` →
    /// `UILaunchScreen_Generation`; `MARKETING_VERSION` → `CFBundleShortVersionString`,
    /// `CURRENT_PROJECT_VERSION` → `CFBundleVersion`), distinct and sorted.
    public var generatedInfoPlistKeys: [String] = []
    /// `#include "common/Prod.xcconfig"` and `#include? "…"`, resolved against the file's folder.
    public var includes: [String] = []

    public init(generatedInfoPlistKeys: [String] = [], includes: [String] = []) {
        self.generatedInfoPlistKeys = generatedInfoPlistKeys
        self.includes = includes
    }

    /// Reads `text`, the file at `path` (relative to the audited root). A setting with an empty
    /// value sets nothing; `KEY[sdk=iphoneos*] = …` is the key's.
    public init(_ text: SourceText, path: String) {
        let folder = path.parentPath
        var keys: Set<String> = []
        for rawLine in String(decoding: text.bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.drop(while: { $0 == " " || $0 == "\t" })
            if line.hasPrefix("#include") {
                let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
                guard quoted.count >= 3, !quoted[1].isEmpty else { continue }
                let target = String(quoted[1])
                includes.append(target.hasPrefix("/") ? target : XcodeProjectReader.normalize(folder.isEmpty ? target : folder + "/" + target))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            var key = line[..<equals].trimmingCharacters(in: .whitespaces)
            if let bracket = key.firstIndex(of: "[") { key = String(key[..<bracket]) }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty else { continue }
            if key.hasPrefix("INFOPLIST_KEY_") {
                keys.insert(String(key.dropFirst("INFOPLIST_KEY_".count)))
            } else if key == "MARKETING_VERSION" {
                keys.insert("CFBundleShortVersionString")
            } else if key == "CURRENT_PROJECT_VERSION" {
                keys.insert("CFBundleVersion")
            }
        }
        generatedInfoPlistKeys = keys.sorted()
    }
}
