#!/usr/bin/env python3
"""Write a tiny solid-color PNG: make-png.py OUT WIDTH HEIGHT [R G B].

Used to build the fixture images (real PNGs with real headers, a few hundred bytes each).
"""
import struct
import sys
import zlib


def png(width, height, rgb=(0x33, 0x66, 0x99)):
    raw = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


if __name__ == "__main__":
    out, w, h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    color = tuple(int(x) for x in sys.argv[4:7]) if len(sys.argv) >= 7 else (0x33, 0x66, 0x99)
    with open(out, "wb") as f:
        f.write(png(w, h, color))
