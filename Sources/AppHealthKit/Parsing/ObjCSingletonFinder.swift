/// Objective-C singletons: a class method of an `@implementation` that returns the class's own
/// type (`instancetype`, `Foo *`, `id`) from `static` storage (in the method or at file scope) —
/// the `dispatch_once`, `@synchronized` and lazy `if (!instance)` accessors alike — and either
/// builds the class there (`[[self alloc] init]`, `[Foo new]`, `[super allocWithZone:]`) or is
/// named like one (`shared…`, `default…`, `current…`, `instance`).
enum ObjCSingletonFinder {
    static let namePrefixes = ["shared", "default", "current", "instance"]

    /// Apple's singletons as Objective-C spells them, under their Swift names (so the report
    /// counts `[NSUserDefaults standardUserDefaults]` with `UserDefaults.standard`).
    static let systemSingletons: [String: [String: (base: String, member: String)]] = [
        "NSUserDefaults": ["standardUserDefaults": ("UserDefaults", "standard")],
        "NSNotificationCenter": ["defaultCenter": ("NotificationCenter", "default")],
        "UIApplication": ["sharedApplication": ("UIApplication", "shared")],
        "NSFileManager": ["defaultManager": ("FileManager", "default")],
        "NSURLSession": ["sharedSession": ("URLSession", "shared")],
        "UIScreen": ["mainScreen": ("UIScreen", "main")],
        "UIDevice": ["currentDevice": ("UIDevice", "current")],
        "NSBundle": ["mainBundle": ("Bundle", "main")],
    ]

    static func declarations(in file: CodeFile) -> [CodeSingletonFinder.Found] {
        let containers = file.objcContainers()
        guard containers.contains(where: { $0.kind == .implementation }) else { return [] }
        let fileStatics = staticNames(file, in: 0..<file.code.count, fileScope: true)
        var found: [CodeSingletonFinder.Found] = []
        for container in containers where container.kind == .implementation {
            let type = container.name
            // A category on one of Apple's classes (`@implementation NSURLSessionConfiguration (MPTCP)`
            // caching `+defaultMPTCPConfiguration`, VLC): a value of the SDK's type, cached, not a
            // service of the project's.
            if container.category != nil, Self.isAppleClass(type) { continue }
            // Two or more class methods handing out instances of their own, each its own static
            // (Seafile's `SeafDateFormatter` keeps five formats): a set of values, as for Swift's
            // named static instances, not one shared instance.
            var handedOutBy: [(found: CodeSingletonFinder.Found, storage: String)] = []
            defer {
                if Set(handedOutBy.map(\.storage)).count < 2 { found += handedOutBy.map(\.found) }
            }
            for method in file.objcMethods(in: container) where method.isClassMethod && !method.selector.contains(":") {
                guard let body = method.body, let returned = method.returnType.first,
                    returned == "instancetype" || returned == type || returned == "id" else { continue }
                let storage = fileStatics.union(staticNames(file, in: body.lowerBound..<(body.upperBound + 1), fileScope: false))
                guard let handedOut = returnedStorage(file, body, storage) else { continue }
                let builds = buildsOwnType(file, body, type)
                let named = namePrefixes.contains { method.selector.hasPrefix($0) }
                guard builds || (named && returned != "id") else { continue }
                var declaration = SwiftFacts.SingletonDeclaration(
                    typeName: type, member: method.selector, location: file.location(of: file.code[method.selectorIndex]),
                    certain: builds, privateInit: false)
                declaration.swiftAlias = swiftName(of: method.selector, type: type)
                var message = "\(type).\(method.selector) is a singleton: +\(method.selector) hands out one static instance"
                if !builds { message += " (its type is inferred, not visibly built here)" }
                handedOutBy.append((CodeSingletonFinder.Found(declaration: declaration, message: message, storage: fileStatics.contains(handedOut) ? handedOut : nil), handedOut))
            }
        }
        return found
    }

    /// Apple's class prefixes (Foundation, UIKit, AppKit, Core frameworks, AVFoundation, …).
    static let applePrefixes = ["NS", "UI", "CL", "AV", "CA", "CG", "CI", "CK", "CN", "EK", "GK", "HK", "MK", "MP", "PH", "SK", "UN", "WK", "AS", "LA", "SF", "MF"]

    static func isAppleClass(_ name: String) -> Bool {
        let utf8 = Array(name.utf8)
        guard utf8.count > 2, utf8[2] >= UInt8(ascii: "A"), utf8[2] <= UInt8(ascii: "Z") else { return false }
        return applePrefixes.contains { name.hasPrefix($0) }
    }

    /// How Swift imports a class method: trailing words that repeat the type's last word are
    /// dropped (`+[APIManager sharedManager]` → `APIManager.shared`).
    static func swiftName(of selector: String, type: String) -> String? {
        guard let split = selector.lastIndex(where: \.isUppercase), split != selector.startIndex else { return nil }
        let tail = selector[split...]
        guard type.hasSuffix(tail) else { return nil }
        return String(selector[..<split])
    }

    /// Names of `static` variables declared in `range` (at brace depth 0 when `fileScope`).
    static func staticNames(_ file: CodeFile, in range: Range<Int>, fileScope: Bool) -> Set<String> {
        var names: Set<String> = []
        var depth = 0
        var index = range.lowerBound
        while index < range.upperBound {
            defer { index += 1 }
            let token = file.code[index]
            if token.kind == .punctuation {
                let byte = file.text.bytes[token.start]
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") { depth -= 1 }
                continue
            }
            guard !fileScope || depth == 0, file.code(index, is: "static") else { continue }
            // The declared name: the last identifier before `=`, `;` or `[` at this level.
            var cursor = index + 1
            var name: String?
            // `static __weak Tracker *tracker;`: the instance lives only while callers hold it (ish's
            // location tracker, stopped when the last `/dev/location` file closes), so it is shared,
            // not one for the process's lifetime.
            var weak = false
            while cursor < range.upperBound, !file.code(cursor, is: "="), !file.code(cursor, is: ";"), !file.code(cursor, is: "["),
                !file.code(cursor, is: "("), !file.code(cursor, is: "{") {
                if file.code[cursor].kind == .identifier {
                    name = file.text(of: file.code[cursor])
                    if name == "__weak" { weak = true }
                }
                cursor += 1
            }
            if let name, !weak, cursor < range.upperBound, !file.code(cursor, is: "("), !file.code(cursor, is: "{") { names.insert(name) }
        }
        return names
    }

    /// The static variable the method's body returns (`return _instance;`), if it returns one.
    private static func returnedStorage(_ file: CodeFile, _ body: ClosedRange<Int>, _ storage: Set<String>) -> String? {
        for index in body where file.code(index, is: "return") && body.contains(index + 1) && file.code[index + 1].kind == .identifier {
            let name = file.text(of: file.code[index + 1])
            if storage.contains(name) { return name }
        }
        return nil
    }

    /// `[self alloc]`, `[Foo alloc]`, `[self new]`, `[[self class] alloc]`, `[super allocWithZone:…]`, `[[super alloc] init]`.
    private static func buildsOwnType(_ file: CodeFile, _ body: ClosedRange<Int>, _ type: String) -> Bool {
        body.contains { index in
            guard file.code(index, is: "[") else { return false }
            var receiver = index + 1
            if file.code(receiver, is: "["), file.code(receiver + 1, is: "self"), file.code(receiver + 2, is: "class"), file.code(receiver + 3, is: "]") {
                receiver += 3
            } else if !(file.code(receiver, is: "self") || file.code(receiver, is: "super") || file.code(receiver, spells: type)) {
                return false
            }
            return file.code(receiver + 1, is: "alloc") || file.code(receiver + 1, is: "new") || file.code(receiver + 1, is: "allocWithZone")
        }
    }

    /// `[Foo selector]` unary sends and `Foo.selector` dot syntax on a capitalised name;
    /// Apple's singletons under their Swift names.
    static func uses(in file: CodeFile) -> [SwiftFacts.MemberUse] {
        let code = file.code
        var uses: [SwiftFacts.MemberUse] = []
        var index = 0
        while index + 2 < code.count {
            defer { index += 1 }
            let token = code[index]
            guard token.kind == .identifier, CodeSingletonFinder.isTypeName(file.text.bytes[token.start]) else { continue }
            let member: Int
            if file.code(index - 1, is: "["), code[index + 1].kind == .identifier, file.code(index + 2, is: "]") {
                member = index + 1
            } else if file.code(index + 1, is: "."), code[index + 2].kind == .identifier, !file.code(index - 1, is: "."),
                !file.code(index - 1, is: ">") {
                member = index + 2
            } else {
                continue
            }
            var use = (base: file.text(of: token), member: file.text(of: code[member]))
            if let system = systemSingletons[use.base]?[use.member] { use = system }
            uses.append(SwiftFacts.MemberUse(base: use.base, member: use.member, location: file.location(of: token)))
        }
        return uses
    }
}
