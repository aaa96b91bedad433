#!/usr/bin/env swift
import Foundation

var generated = 0
let sizes = [20, 29, 40, 60]
for size in sizes {
    generated += 1
    print("icon-\(size).png")
}
