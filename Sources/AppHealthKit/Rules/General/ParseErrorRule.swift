/// Not a check of its own: the engine reports through it when a file cannot be parsed,
/// so the run goes on and the user still learns which file was skipped.
public struct ParseErrorRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "parse-error",
        title: "File could not be parsed",
        defaultSeverity: .note,
        category: .assets,
        summary: "A file apphealth should analyse but could not parse: malformed or binary XML, invalid UTF-8, a file over the size limit, a file git-crypt keeps encrypted. The finding points where libxml2 stopped (just past the offending token).",
        rationale: "A skipped file is a blind spot in the audit; saying so keeps the report honest. Malformed resources also break the Android build.",
        skips: [
            "external entities and DTDs are never loaded, and entities are never expanded (no XXE, no billion laughs)",
            "files the rules do not read (binary assets are only measured, never parsed)",
        ],
        help: "Fix the file so it parses, or exclude it in .apphealth.yml.",
        triggeringExamples: [
            RuleExample("app/src/main/res/layout/activity_broken.xml", """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <TextView android:text="@string/title">
                </LinearLayout>↓
                """, testsSuppression: false),
            RuleExample("app/src/main/res/values/strings.xml", """
                <resources>
                    <string name="a">Fish &↓ chips</string>
                </resources>
                """, testsSuppression: false),
        ],
        nonTriggeringExamples: [
            RuleExample("app/src/main/res/values/strings.xml", """
                <?xml version="1.0" encoding="utf-8"?>
                <!DOCTYPE resources [ <!ENTITY brand "Acme"> ]>
                <resources>
                    <string name="a">Fish &amp; chips from &brand;</string>
                </resources>
                """),
        ]
    )

    public init(options: RuleOptions) {}

    public static func finding(path: String, failure: XMLParseFailure) -> Finding {
        descriptor.finding("Could not parse: \(failure.message)", path: path, at: failure.location)
    }

    /// A file the audit could not read at all, with the OS's reason ("Permission denied").
    public static func unreadable(path: String, reason: String) -> Finding {
        descriptor.finding("Could not read: \(reason)", path: path, at: .fileStart)
    }
}
