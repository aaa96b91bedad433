@testable import AppHealthKit
import XCTest

/// `gradle/libs.versions.toml` through TOMLKit: every notation Gradle accepts, line numbers, and
/// a `parse-error` for catalogs that are not TOML.
final class VersionCatalogTests: XCTestCase {
    private func libraries(_ toml: String) -> [String] {
        let facts = VersionCatalogManifest.parse(SourceText(toml), path: "gradle/libs.versions.toml")
        XCTAssertNil(facts.parseFailure, facts.parseFailure?.message ?? "")
        return facts.catalogLibraries.sorted { $0.key < $1.key }.map { accessor, dependency in
            "\(accessor) \(dependency.name) \(dependency.version ?? "-") :\(dependency.location.line)\(dependency.isUnpinned ? " unpinned" : "")"
        }
    }

    func testEveryLibraryNotation() {
        let toml = """
            [versions]
            retrofit = "2.11.0"   # comment
            okhttp = { strictly = "4.12.0" }
            glide = { require = "4.16.0" }
            coil = { prefer = "2.7.0" }

            [libraries]
            coil-compose = "io.coil-kt:coil-compose:2.7.0"
            retrofit-core = { module = "com.squareup.retrofit2:retrofit", version.ref = "retrofit" }
            okhttp = { group = "com.squareup.okhttp3", name = "okhttp", version.ref = "okhttp" }
            glide = { module = "com.github.bumptech.glide:glide", version = { ref = "glide" } }
            coil = { module = "io.coil-kt:coil", version.ref = "coil" }
            moshi = { group = "com.squareup.moshi", name = "moshi", version = { strictly = "[1.15, 1.16[", prefer = "1.15.1" } }
            timber = { module = "com.jakewharton.timber:timber", version = { require = "5.0.1" } }
            gson = { module = "com.google.code.gson:gson", version = { prefer = "2.11.0" } }
            dynamic = { module = "com.example:dynamic", version = "1.+" }
            bom-managed = { module = "androidx.compose.ui:ui" }
            "quoted-alias" = "com.example:quoted:1.0"
            picasso.module = "com.squareup.picasso:picasso"
            picasso.version.ref = "retrofit"

            [libraries.butterknife]
            module = "com.jakewharton:butterknife"
            version = "10.2.3"

            [libraries.leakcanary]
            group = "com.squareup.leakcanary"
            name = "leakcanary-android"
            version.ref = "okhttp"

            [bundles]
            network = ["retrofit-core", "okhttp"]
            images = [
                "coil",
                "glide",
            ]

            [plugins]
            android-application = { id = "com.android.application", version = "8.7.0" }
            kotlin = { id = "org.jetbrains.kotlin.android", version.ref = "retrofit" }
            """
        XCTAssertEqual(libraries(toml), [
            "bom.managed androidx.compose.ui:ui - :17",
            "butterknife com.jakewharton:butterknife 10.2.3 :22",
            "coil io.coil-kt:coil 2.7.0 :12",
            "coil.compose io.coil-kt:coil-compose 2.7.0 :8",
            "dynamic com.example:dynamic - :16 unpinned",
            "glide com.github.bumptech.glide:glide 4.16.0 :11",
            "gson com.google.code.gson:gson 2.11.0 :15",
            "leakcanary com.squareup.leakcanary:leakcanary-android 4.12.0 :26",
            "moshi com.squareup.moshi:moshi - :13 unpinned",
            "okhttp com.squareup.okhttp3:okhttp 4.12.0 :10",
            "picasso com.squareup.picasso:picasso 2.11.0 :19",
            "quoted.alias com.example:quoted 1.0 :18",
            "retrofit.core com.squareup.retrofit2:retrofit 2.11.0 :9",
            "timber com.jakewharton.timber:timber 5.0.1 :14",
        ])
        let facts = VersionCatalogManifest.parse(SourceText(toml), path: "gradle/libs.versions.toml")
        XCTAssertEqual(facts.variables, ["retrofit": "2.11.0", "okhttp": "4.12.0", "glide": "4.16.0", "coil": "2.7.0"])
    }

    func testColumnsAndDottedAliasesWithoutALibraryTable() {
        let toml = "[libraries]\n  indented = \"g:indented:1\"\nretrofit.core = \"com.squareup.retrofit2:retrofit:2.11.0\"\n"
        let facts = VersionCatalogManifest.parse(SourceText(toml), path: "libs.versions.toml")
        XCTAssertEqual(facts.catalogLibraries["indented"]?.location, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(facts.catalogLibraries["retrofit.core"]?.name, "com.squareup.retrofit2:retrofit")
        XCTAssertEqual(facts.catalogLibraries["retrofit.core"]?.location.line, 3)
    }

    func testMalformedCatalogIsAParseError() throws {
        let facts = VersionCatalogManifest.parse(SourceText("[versions]\nok = \"1\"\nbroken = { module = \n"), path: "gradle/libs.versions.toml")
        let failure = try XCTUnwrap(facts.parseFailure)
        XCTAssertEqual(failure.location.line, 3)
        XCTAssertTrue(facts.catalogLibraries.isEmpty)

        let duplicate = VersionCatalogManifest.parse(SourceText("[libraries]\na = \"g:a:1\"\na = \"g:a:2\"\n"), path: "libs.versions.toml")
        XCTAssertEqual(duplicate.parseFailure?.location.line, 3, duplicate.parseFailure?.message ?? "")
    }

    func testMalformedCatalogBecomesAFinding() throws {
        let tree = try ScratchTree()
        try tree.write("gradle/libs.versions.toml", "[libraries]\nretrofit = { module = \"com.squareup.retrofit2:retrofit\"\n")
        let project = FileDiscovery().discover(root: tree.root)
        let analyzer = FileAnalyzer(xmlRules: [], codeRules: [], swiftRules: [], parser: XMLFileParser())
        let file = try XCTUnwrap(project.files.first { $0.kind == .versionCatalog })
        let findings = analyzer.analyze(file).findings
        XCTAssertEqual(findings.map(\.ruleId), ["parse-error"])
        XCTAssertEqual(findings.first?.line, 2)
        XCTAssertTrue(findings.first?.message.hasPrefix("Could not parse: ") ?? false)
    }

    func testDeepNestingIsRefusedBeforeTOMLKit() throws {
        let clock = ContinuousClock()
        for deep in [
            "a = " + String(repeating: "{b=", count: 10_000) + "1" + String(repeating: "}", count: 10_000),
            "a = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            String(repeating: "a.", count: 10_000) + "b = 1",
            "[" + String(repeating: "a.", count: 10_000) + "b]\nc = 1",
            "[libraries]\nx = " + String(repeating: "{y=", count: 100_000),
        ] {
            let elapsed = clock.measure {
                let facts = VersionCatalogManifest.parse(SourceText(deep), path: "libs.versions.toml")
                XCTAssertEqual(facts.parseFailure?.message, "nesting deeper than 64", String(deep.prefix(20)))
            }
            XCTAssertLessThan(elapsed, .seconds(10))
        }
        // Strings and comments do not count, and real nesting under the limit parses.
        let shallow = """
            [libraries]
            a = { module = "g:a", version = "{{{{[[[[" } # {{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{
            b = { module = "g:b", version = '''
            [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[''' }
            c.d.e = { f = { g = [[[1]]] } }
            """
        let facts = VersionCatalogManifest.parse(SourceText(shallow), path: "libs.versions.toml")
        XCTAssertNotEqual(facts.parseFailure?.message, "nesting deeper than 64")
        XCTAssertNil(VersionCatalogManifest.excessiveNesting(Array(shallow.utf8), limit: 64))
        XCTAssertNotNil(VersionCatalogManifest.excessiveNesting(Array(("x = " + String(repeating: "[", count: 65)).utf8), limit: 64))
        XCTAssertNil(VersionCatalogManifest.excessiveNesting(Array(("x = " + String(repeating: "[", count: 63)).utf8), limit: 64))
    }
}
