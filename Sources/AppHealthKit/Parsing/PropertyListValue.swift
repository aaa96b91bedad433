import CoreFoundation
import Foundation

/// One value of a property list parsed by CoreFoundation's reader — the parser
/// `PropertyListSerialization` runs, old-style (OpenStep) format included — read in place: a
/// string, number, array or dictionary. `PropertyListSerialization` turns the whole tree into
/// Swift values before handing it back; for an Xcode project that conversion cost more than the
/// parse (Simplenote's 450 kB `project.pbxproj`: 106 M of the reader's 245 M instructions, dynamic
/// casts another 22 M), while the project reader looks at a few fields of each object. Here a
/// value becomes a Swift string only when it is asked for. Each value holds its own CF object, so
/// a value read from the tree stays valid without the root.
struct PropertyListValue {
    private let object: CFTypeRef

    struct Failure: Error {
        var message: String
    }

    private init(_ object: CFTypeRef) {
        self.object = object
    }

    /// The root of `bytes` (XML, binary or old-style property list).
    init(parsing bytes: [UInt8]) throws {
        let parsed: CFPropertyList? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                let data = CFDataCreateWithBytesNoCopy(kCFAllocatorDefault, base, buffer.count, kCFAllocatorNull) else { return nil }
            // The data only borrows `bytes`: the tree is made of copies, so it outlives this closure.
            return CFPropertyListCreateWithData(kCFAllocatorDefault, data, CFOptionFlags(0), nil, nil)?.takeRetainedValue()
        }
        guard let parsed else {
            // What `PropertyListSerialization` said. CF's own description leaves its apostrophe as
            // `\U2019` on Linux, and its debug description names the XML parser's first complaint
            // (line 1), not where the old-style text broke.
            throw Failure(message: "The operation could not be completed. The data is not in the correct format.")
        }
        self.init(parsed)
    }

    private var typeID: CFTypeID { CFGetTypeID(object) }

    /// The object as the CoreFoundation type its type ID says it is. (On Linux, CF's own objects
    /// are not instances of the Swift classes that stand for CF types, so a checked cast fails.)
    private func object<T: AnyObject>(as type: T.Type) -> T {
        Unmanaged<T>.fromOpaque(Unmanaged.passUnretained(object).toOpaque()).takeUnretainedValue()
    }

    /// The value when it is a string.
    var string: String? {
        guard typeID == CFStringGetTypeID() else { return nil }
        return Self.string(object(as: CFString.self))
    }

    /// A string, or a number written as a string (`2` for the integer 2, `1` for true).
    var text: String? {
        if let string { return string }
        if typeID == CFBooleanGetTypeID() { return CFBooleanGetValue(object(as: CFBoolean.self)) ? "1" : "0" }
        guard typeID == CFNumberGetTypeID() else { return nil }
        let number = object(as: CFNumber.self)
        var double = 0.0
        if !CFNumberIsFloatType(number) {
            var integer: Int64 = 0
            if CFNumberGetValue(number, .sInt64Type, &integer) { return String(integer) }
        }
        guard CFNumberGetValue(number, .doubleType, &double) else { return nil }
        return double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : String(double)
    }

    /// The elements when the value is an array.
    var array: [PropertyListValue]? {
        guard typeID == CFArrayGetTypeID() else { return nil }
        let array = object(as: CFArray.self)
        return (0..<CFArrayGetCount(array)).map { index in
            PropertyListValue(Unmanaged<AnyObject>.fromOpaque(CFArrayGetValueAtIndex(array, index)!).takeUnretainedValue())
        }
    }

    /// The string elements of an array (others are passed over); `nil` when the value is no array.
    var strings: [String]? { array?.compactMap(\.string) }

    /// The value of `key` when this value is a dictionary.
    subscript(key: PropertyListKey) -> PropertyListValue? {
        guard typeID == CFDictionaryGetTypeID(),
            let value = CFDictionaryGetValue(object(as: CFDictionary.self), Unmanaged.passUnretained(key.string).toOpaque())
        else { return nil }
        return PropertyListValue(Unmanaged<AnyObject>.fromOpaque(value).takeUnretainedValue())
    }

    /// A dictionary's entries with string keys, in no particular order; empty for other values.
    var entries: [(key: String, value: PropertyListValue)] {
        guard typeID == CFDictionaryGetTypeID() else { return [] }
        let dictionary = object(as: CFDictionary.self)
        let count = CFDictionaryGetCount(dictionary)
        var keys = [UnsafeRawPointer?](repeating: nil, count: count)
        var values = [UnsafeRawPointer?](repeating: nil, count: count)
        CFDictionaryGetKeysAndValues(dictionary, &keys, &values)
        var result: [(key: String, value: PropertyListValue)] = []
        result.reserveCapacity(count)
        for (key, value) in zip(keys, values) {
            guard let key, let value,
                let name = PropertyListValue(Unmanaged<AnyObject>.fromOpaque(key).takeUnretainedValue()).string else { continue }
            result.append((name, PropertyListValue(Unmanaged<AnyObject>.fromOpaque(value).takeUnretainedValue())))
        }
        return result
    }

    /// A CoreFoundation string as a Swift string: its UTF-8 bytes in place when CF keeps them so,
    /// else converted once.
    private static func string(_ string: CFString) -> String {
        let utf8 = CFStringBuiltInEncodings.UTF8.rawValue
        if let pointer = CFStringGetCStringPtr(string, utf8) { return String(cString: pointer) }
        let length = CFStringGetLength(string)
        let capacity = CFStringGetMaximumSizeForEncoding(length, utf8)
        return String(unsafeUninitializedCapacity: max(capacity, 0)) { buffer in
            var used: CFIndex = 0
            CFStringGetBytes(string, CFRange(location: 0, length: length), utf8, 0, false, buffer.baseAddress, capacity, &used)
            return used
        }
    }
}

/// A dictionary key, made once and looked up many times.
struct PropertyListKey {
    fileprivate let string: CFString

    init(_ key: String) {
        var key = key
        string = key.withUTF8 { bytes in
            CFStringCreateWithBytes(kCFAllocatorDefault, bytes.baseAddress, bytes.count, CFStringBuiltInEncodings.UTF8.rawValue, false)
        }
    }
}
