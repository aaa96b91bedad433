#!/usr/bin/env python3
"""Generate a synthetic inherited Android project for benchmarking apphealth.

generate_corpus.py OUT [--modules N] [--layouts N] [--images N]

Each module gets layouts (some with hardcoded text and colors), menus, values in three
locales, and PNG drawables across densities (some missing, some mis-sized). Deterministic.
"""
import argparse
import os
import random
import struct
import sys
import zlib



def png(width, height):
    raw = b"".join(b"\x00" + b"\x80" * width for _ in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode) as f:
        f.write(data)


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
        android:text="{text}"
        android:textColor="{color}"
        tools:text="Preview {i}" />
"""
DENSITIES = [("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--modules", type=int, default=26)
    parser.add_argument("--layouts", type=int, default=60)
    parser.add_argument("--images", type=int, default=30)
    args = parser.parse_args()
    rng = random.Random(42)
    for m in range(args.modules):
        res = os.path.join(args.out, f"feature{m}", "src", "main", "res")
        write(os.path.join(args.out, f"feature{m}", "src", "main", "AndroidManifest.xml"),
              '<manifest xmlns:android="http://schemas.android.com/apk/res/android">\n'
              f'    <application android:label="{"@string/app_name" if m % 3 else "Feature " + str(m)}" />\n</manifest>\n')
        for l in range(args.layouts):
            children = "".join(
                CHILD.format(i=i, text=rng.choice(["@string/title", "Buy now", "@{vm.title}", "", "42"]),
                             color=rng.choice(["@color/primary", "#FF0000", "?attr/colorPrimary"]))
                for i in range(12))
            name = rng.choice(["activity", "fragment", "item", "view", "screen"]) + f"_{m}_{l}" if l % 10 else f"legacy{l}"
            write(os.path.join(res, "layout", f"{name}.xml"), LAYOUT.format(children=children))
        for loc in ["values", "values-es", "values-de"]:
            strings = "".join(f'    <string name="s_{m}_{i}">Text {i}</string>\n' for i in range(200))
            write(os.path.join(res, loc, "strings.xml"), f"<resources>\n{strings}</resources>\n")
        write(os.path.join(res, "menu", "menu_main.xml"),
              '<menu xmlns:android="http://schemas.android.com/apk/res/android">\n'
              '    <item android:id="@+id/a" android:title="Settings" />\n</menu>\n')
        for i in range(args.images):
            for d, scale in DENSITIES:
                if (i + DENSITIES.index((d, scale))) % 7 == 0:
                    continue  # missing density
                size = int(24 * scale) + (3 if i % 11 == 0 and d == "hdpi" else 0)
                write(os.path.join(res, f"drawable-{d}", f"ic_{m}_{i}.png"), png(size, size))
        for k in range(20):
            refs = "".join(f"    val l{i} = R.layout.{rng.choice(['activity', 'fragment', 'item'])}_{m}_{rng.randrange(args.layouts)}\n" for i in range(3))
            refs += "".join(f"    val s{i} = getString(R.string.s_{m}_{rng.randrange(200)})\n" for i in range(5))
            refs += f"    val d = R.drawable.ic_{m}_{rng.randrange(args.images)}\n"
            body = (f"package com.acme\n\nclass F{m}_{k} : Fragment() {{\n{refs}"
                    f"    fun show() {{ Toast.makeText(context, \"Saved {k}\", Toast.LENGTH_SHORT).show() }}\n}}\n")
            if k == 0:
                body += f"\nobject SessionManager{m} {{ var token: String? = null }}\n"
            write(os.path.join(args.out, f"feature{m}", "src", "main", "java", "com", "acme", f"F{m}_{k}.kt"), body)


if __name__ == "__main__":
    main()
