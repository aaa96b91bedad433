#!/usr/bin/env python3
"""Generate a synthetic iOS project of Swift files for benchmarking apphealth.

generate_swift_corpus.py OUT [--files N] [--lines N]

Each file is a view controller, a manager or a model of about --lines lines: methods,
string literals (some user-facing), singleton declarations and uses. Deterministic.
"""
import argparse
import os
import random


def controller(i, rng, lines):
    out = ["import UIKit", "", f"final class Screen{i}ViewController: UIViewController {{",
           "    private let titleLabel = UILabel()", "    private var items: [String] = []", ""]
    m = 0
    while len(out) < lines - 2:
        out += [f"    func step{m}(_ value: Int) -> String {{",
                f"        // step {m}: formats the value for display",
                f"        let text = \"\\(value) items in step {m}\"",
                # About one method in ten shows a hardcoded string or reaches for a singleton.
                (f"        if value > {m} {{ titleLabel.text = \"{rng.choice(['Done', 'Loading', 'Try again'])}\" }}"
                 if m % 10 == 0 else f"        if value > {m} {{ items.append(text) }}"),
                (f"        Manager{rng.randrange(50)}.shared.record(\"{m}\")" if m % 10 == 5 else "        items.removeAll()"),
                f"        print(\"debug \\(text)\")",
                "        return NSLocalizedString(\"step.title\", comment: \"\")",
                "    }", ""]
        m += 1
    out.append("}")
    return out


def manager(i, lines):
    out = ["import Foundation", "", f"final class Manager{i} {{", f"    static let shared = Manager{i}()",
           "    private var events: [String] = []", "    private init() {}", ""]
    m = 0
    while len(out) < lines - 2:
        out += [f"    func record(_ event: String) {{ events.append(event + \"-{m}\") }}",
                f"    func count{m}() -> Int {{ events.filter {{ $0.hasSuffix(\"-{m}\") }}.count }}", ""]
        m += 1
    out.append("}")
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=5000)
    parser.add_argument("--lines", type=int, default=300)
    args = parser.parse_args()
    rng = random.Random(7)
    total = 0
    for i in range(args.files):
        body = manager(i, args.lines) if i < 50 else controller(i, rng, args.lines)
        path = os.path.join(args.out, "App", f"Module{i % 40}", f"File{i}.swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write("\n".join(body) + "\n")
        total += len(body)
    print(f"{args.files} Swift files, {total} lines")


if __name__ == "__main__":
    main()
