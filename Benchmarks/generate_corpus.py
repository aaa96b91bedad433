#!/usr/bin/env python3
"""Generate a synthetic inherited mobile repository for benchmarking apphealth.

generate_corpus.py OUT [--scale S] [--small] [--modules N] [--ios-apps N]

At scale 1 (the default) the tree has about 20,000 files and 300 MB, in the proportions of
the real apps the tool is judged on: ~45% Kotlin/Java, ~15% Swift, ~20% Android resource
XML, ~10% images, and the rest manifests, Gradle files, Info.plists, asset catalogs,
storyboards and string tables. `--small` is scale 0.1 (quick runs; also the "10x fewer
files" point of the linearity check). Sources carry what the rules look for at realistic
rates: hardcoded texts and colors, singletons, missing densities, unused resources.
Deterministic: the same arguments give the same bytes.
"""
import argparse
import os
import random
import struct
import zlib


def png(width, height, noise=0, rng=None):
    if noise and rng is not None:
        raw = b"".join(b"\x00" + rng.randbytes(width) for _ in range(height))
    else:
        raw = b"".join(b"\x00" + b"\x80" * width for _ in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b""))


class Writer:
    def __init__(self, out):
        self.out = out
        self.files = 0
        self.bytes = 0
        self.kinds = {}

    def write(self, rel, data, kind):
        path = os.path.join(self.out, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if isinstance(data, str):
            data = data.encode()
        with open(path, "wb") as f:
            f.write(data)
        self.files += 1
        self.bytes += len(data)
        self.kinds[kind] = self.kinds.get(kind, 0) + 1


LAYOUT = """<?xml version="1.0" encoding="utf-8"?>
<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
    xmlns:tools="http://schemas.android.com/tools"
    android:layout_width="match_parent"
    android:layout_height="match_parent"
    android:orientation="vertical">
{children}
</LinearLayout>
"""
CHILD = """    <TextView
        android:id="@+id/text_{i}"
        android:layout_width="wrap_content"
        android:layout_height="wrap_content"
        android:padding="{pad}dp"
        android:text="{text}"
        android:textColor="{color}"
        android:drawableStart="@drawable/{drawable}"
        tools:text="Preview {i}" />
"""
DENSITIES = [("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4)]


def kotlin_file(m, k, rng, layouts, images, strings, lines):
    out = ["package com.acme.feature%d" % m, "", "import android.os.Bundle", "import android.widget.Toast",
           "import androidx.fragment.app.Fragment", "", f"class Screen{m}x{k} : Fragment() {{",
           "    private var items = mutableListOf<String>()", ""]
    f = 0
    while len(out) < lines - 3:
        layout = rng.choice(["activity", "fragment", "item"]) + f"_{m}_{rng.randrange(layouts)}"
        out += [f"    fun step{f}(savedInstanceState: Bundle?, count: Int): Int {{",
                f"        // Step {f}: binds the layout and shows the count",
                f"        val view = layoutInflater.inflate(R.layout.{layout}, null)",
                f"        val title = getString(R.string.s_{m}_{rng.randrange(strings)})",
                f"        view.setBackgroundResource(R.drawable.ic_{m}_{rng.randrange(images)})",
                (f"        Toast.makeText(context, \"Saved {f} items\", Toast.LENGTH_SHORT).show()" if f % 7 == 0
                 else f"        items.add(title + count.toString())"),
                (f"        SessionManager{m}.token = title" if f % 11 == 3 else "        items.removeAll { it.isEmpty() }"),
                "        for (i in 0 until count) { if (i % 3 == 0) items.add(\"$i\") }",
                "        return items.size",
                "    }", ""]
        f += 1
    out.append("}")
    if k == 0:
        out += ["", f"object SessionManager{m} {{", "    var token: String? = null", "}"]
    return "\n".join(out) + "\n"


def java_file(m, k, rng, layouts, strings, lines):
    out = ["package com.acme.legacy%d;" % m, "", "import android.app.Activity;", "import android.os.Bundle;",
           "import android.widget.TextView;", "", f"public class Legacy{m}x{k}Activity extends Activity {{"]
    if k == 0:
        out += [f"    private static Legacy{m}x{k}Activity sInstance;",
                f"    public static synchronized Legacy{m}x{k}Activity getInstance() {{ return sInstance; }}"]
    f = 0
    while len(out) < lines - 2:
        out += ["    @Override" if f == 0 else "",
                f"    protected void step{f}(Bundle savedInstanceState) {{",
                f"        setContentView(R.layout.activity_{m}_{rng.randrange(layouts)});",
                f"        TextView label = (TextView) findViewById(R.id.text_{rng.randrange(12)});",
                (f"        label.setText(\"Welcome back {f}\");" if f % 6 == 0
                 else f"        label.setText(getString(R.string.s_{m}_{rng.randrange(strings)}));"),
                "        if (savedInstanceState != null) { label.setAlpha(0.5f); }",
                "    }"]
        f += 1
    out.append("}")
    return "\n".join(out) + "\n"


def swift_file(a, k, rng, lines):
    kind = k % 4
    if kind == 0:
        out = ["import Foundation", "", f"final class Manager{a}x{k} {{", f"    static let shared = Manager{a}x{k}()",
               "    private var events: [String] = []", "    private init() {}", ""]
    else:
        out = ["import UIKit", "", f"final class Screen{a}x{k}ViewController: UIViewController {{",
               "    private let titleLabel = UILabel()", "    private var items: [String] = []", "",
               "    override func viewDidLoad() {", "        super.viewDidLoad()",
               f"        view.backgroundColor = UIColor(named: \"Color{rng.randrange(10)}\")",
               f"        let image = UIImage(named: \"icon{rng.randrange(20)}\")", "        _ = image", "    }", ""]
    m = 0
    while len(out) < lines - 2:
        out += [f"    func step{m}(_ value: Int) -> String {{",
                f"        // step {m}: formats the value for display",
                f"        let text = \"\\(value) items in step {m}\"",
                (f"        if value > {m} {{ titleLabel.text = \"{rng.choice(['Done', 'Loading', 'Try again'])}\" }}"
                 if m % 10 == 0 and kind else f"        if value > {m} {{ items.append(text) }}"),
                (f"        Manager{a}x{4 * rng.randrange(5)}.shared.record(\"{m}\")" if m % 10 == 5 else "        items.removeAll()"),
                "        return NSLocalizedString(\"step.title\", comment: \"\")",
                "    }", ""]
        m += 1
    out.append("}")
    return "\n".join(out) + "\n"


STORYBOARD = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc0">
    <scenes>
{scenes}
    </scenes>
</document>
"""
SCENE = """        <scene sceneID="s{i}">
            <objects>
                <viewController id="vc{i}" customClass="Screen{a}x{c}ViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v{i}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label opaque="NO" text="{text}" textAlignment="natural" id="l{i}">
                                <rect key="frame" x="16" y="100" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" id="b{i}">
                                <state key="normal" title="Continue" image="icon{img}"/>
                            </button>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
"""

PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>CFBundleDisplayName</key>
    <string>Acme {a}</string>
    <key>CFBundleIdentifier</key>
    <string>com.acme.app{a}</string>
    <key>CFBundleShortVersionString</key>
    <string>1.{a}.0</string>
    <key>NSAppTransportSecurity</key>
    <dict>
        <key>NSAllowsArbitraryLoads</key>
        <true/>
    </dict>
    <key>UILaunchStoryboardName</key>
    <string>LaunchScreen</string>
</dict>
</plist>
"""


def android(w, rng, modules, scale):
    layouts, images, strings = 32, 4, 150
    # Per module: 4 manifests/gradle, 20 layouts + 3 values + 1 menu + 4 drawable XML (~28 XML),
    # ~40 PNGs, ~78 Kotlin/Java files.
    w.write("settings.gradle", "".join(f"include ':feature{m}'\n" for m in range(modules)), "gradle")
    w.write("build.gradle", "plugins { id 'com.android.application' version '8.2.0' apply false }\n", "gradle")
    for m in range(modules):
        base = f"feature{m}"
        w.write(f"{base}/build.gradle",
                "plugins { id 'com.android.library' }\nandroid { namespace 'com.acme.feature%d'\n compileSdk 34\n"
                " defaultConfig { minSdk 21 } }\n" % m
                + "dependencies {\n    implementation 'androidx.appcompat:appcompat:1.6.1'\n"
                "    implementation 'com.squareup.okhttp3:okhttp:3.12.0'\n"
                "    implementation 'com.jakewharton:butterknife:10.2.3'\n}\n", "gradle")
        w.write(f"{base}/src/main/AndroidManifest.xml",
                '<manifest xmlns:android="http://schemas.android.com/apk/res/android">\n'
                f'    <application android:label="{"@string/app_name" if m % 3 else "Feature " + str(m)}"'
                ' android:allowBackup="true" android:usesCleartextTraffic="true">\n'
                f'        <activity android:name=".Legacy{m}x0Activity" android:exported="true" />\n'
                '    </application>\n</manifest>\n', "manifest")
        res = f"{base}/src/main/res"
        for l in range(layouts):
            children = "".join(
                CHILD.format(i=i, pad=rng.choice([8, 16, 13]), text=rng.choice(["@string/title", "Buy now", "@{vm.title}", "", "42"]),
                             color=rng.choice(["@color/primary", "#FF0000", "?attr/colorPrimary"]),
                             drawable=f"ic_{m}_{rng.randrange(images)}")
                for i in range(25))
            name = rng.choice(["activity", "fragment", "item"]) + f"_{m}_{l}" if l % 10 else f"legacy{l}"
            w.write(f"{res}/layout/{name}.xml", LAYOUT.format(children=children), "resource-xml")
        for loc in ["values", "values-es", "values-de"]:
            body = "".join(f'    <string name="s_{m}_{i}">Text {i} for {loc}</string>\n' for i in range(strings))
            body += "".join(f'    <color name="c_{m}_{i}">#FF{i:02X}{i:02X}00</color>\n' for i in range(20)) if loc == "values" else ""
            w.write(f"{res}/{loc}/strings.xml", f"<resources>\n{body}</resources>\n", "resource-xml")
        w.write(f"{res}/menu/menu_main.xml",
                '<menu xmlns:android="http://schemas.android.com/apk/res/android">\n'
                '    <item android:id="@+id/a" android:title="Settings" />\n</menu>\n', "resource-xml")
        for d in range(4):
            w.write(f"{res}/drawable/shape_{m}_{d}.xml",
                    '<shape xmlns:android="http://schemas.android.com/apk/res/android">\n'
                    f'    <solid android:color="#{d}{d}FF00" />\n    <corners android:radius="{d + 2}dp" />\n</shape>\n',
                    "resource-xml")
        for i in range(images):
            for d, s in DENSITIES:
                if (i + DENSITIES.index((d, s))) % 7 == 0:
                    continue  # missing density
                size = int(48 * s) + (3 if i % 11 == 0 and d == "hdpi" else 0)
                w.write(f"{res}/drawable-{d}/ic_{m}_{i}.png", png(size, size, noise=1, rng=rng), "image")
        for k in range(68):
            w.write(f"{base}/src/main/java/com/acme/feature{m}/Screen{m}x{k}.kt",
                    kotlin_file(m, k, rng, layouts, images, strings, rng.randrange(200, 640)), "kotlin")
        for k in range(22):
            w.write(f"{base}/src/main/java/com/acme/legacy{m}/Legacy{m}x{k}Activity.java",
                    java_file(m, k, rng, layouts, strings, rng.randrange(200, 640)), "java")


def ios(w, rng, apps, files_per_app, scale):
    icons, colors = max(4, round(40 * scale)), max(2, round(20 * scale))
    for a in range(apps):
        base = f"ios/App{a}"
        w.write(f"{base}/Info.plist", PLIST.format(a=a), "plist")
        w.write(f"{base}/Podfile", "platform :ios, '12.0'\ntarget 'App' do\n  pod 'Alamofire', '4.9.1'\n  pod 'SDWebImage', '5.0.0'\nend\n", "manifest")
        for k in range(files_per_app):
            w.write(f"{base}/Sources/Feature{k % 12}/File{a}x{k}.swift", swift_file(a, k, rng, rng.randrange(120, 480)), "swift")
        for s in range(max(1, files_per_app // 60)):
            scenes = "".join(SCENE.format(i=i, a=a, c=4 * i + 1, text=rng.choice(["Welcome", "Sign in", "Loading"]), img=rng.randrange(40))
                             for i in range(12))
            w.write(f"{base}/Resources/Screens{s}.storyboard", STORYBOARD.format(scenes=scenes), "storyboard")
        cat = f"{base}/Resources/Assets.xcassets"
        w.write(f"{cat}/Contents.json", '{"info":{"author":"xcode","version":1}}\n', "asset-catalog")
        for i in range(icons):
            sets = f"{cat}/icon{i}.imageset"
            entries = []
            for scale in (1, 2, 3):
                if (i + scale) % 9 == 0:
                    continue
                entries.append(f'{{"idiom":"universal","filename":"icon{i}@{scale}x.png","scale":"{scale}x"}}')
                w.write(f"{sets}/icon{i}@{scale}x.png", png(30 * scale, 30 * scale, noise=1, rng=rng), "image")
            w.write(f"{sets}/Contents.json", '{"images":[%s],"info":{"author":"xcode","version":1}}\n' % ",".join(entries), "asset-catalog")
        for i in range(colors):
            w.write(f"{cat}/Color{i}.colorset/Contents.json",
                    '{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":'
                    '{"red":"0.%d","green":"0.5","blue":"0.5","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}\n' % i,
                    "asset-catalog")
        for loc in ("en", "de", "fr"):
            body = "".join(f'"step.title.{i}" = "Step {i} ({loc})";\n' for i in range(300))
            w.write(f"{base}/Resources/{loc}.lproj/Localizable.strings", body, "strings")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--scale", type=float, default=1.0, help="1 = ~20k files / ~300 MB")
    parser.add_argument("--small", action="store_true", help="scale 0.1, for quick runs")
    parser.add_argument("--modules", type=int, help="Android modules (default 108 x scale)")
    parser.add_argument("--ios-apps", type=int, help="iOS apps (default 3, fewer files each when small)")
    args = parser.parse_args()
    scale = 0.1 if args.small else args.scale
    rng = random.Random(42)
    w = Writer(args.out)
    modules = args.modules if args.modules is not None else max(1, round(108 * scale))
    android(w, rng, modules, scale)
    apps = args.ios_apps if args.ios_apps is not None else 3
    ios(w, rng, apps, max(10, round(1000 * scale)), scale)
    kinds = ", ".join(f"{k} {v} ({100 * v / w.files:.0f}%)" for k, v in sorted(w.kinds.items(), key=lambda kv: -kv[1]))
    print(f"{w.files} files, {w.bytes / 1e6:.0f} MB in {args.out}: {kinds}")


if __name__ == "__main__":
    main()
