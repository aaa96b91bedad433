/// Finds singleton declarations and the uses that may reach them in Kotlin, Java and
/// Objective-C files (Swift has `SwiftSingletonFinder`). The rule reports the declarations; the
/// per-file pass keeps declarations and uses for the project's singleton index.
enum CodeSingletonFinder {
    struct Found {
        var declaration: SwiftFacts.SingletonDeclaration
        /// The finding's message.
        var message: String
        /// The `static` variable the accessor hands out (Objective-C), when it is one of the file's.
        var storage: String? = nil
    }

    /// Worked out once per file (the rule, the global-state rule and the file's facts ask).
    static func declarations(in file: CodeFile) -> [Found] {
        file.memo.singletonDeclarations { find(in: file) }
    }

    private static func find(in file: CodeFile) -> [Found] {
        switch file.language {
        case .kotlin: kotlinObjects(file)
        case .java: javaGetInstance(file)
        case .objc: ObjCSingletonFinder.declarations(in: file)
        case .groovy: []
        }
    }

    /// `Type.member` uses: Kotlin/Java `SessionManager.token()`, `ApiClient.getInstance()`
    /// (a qualified `com.acme.Type.x` is not followed); Objective-C in `ObjCSingletonFinder`.
    static func uses(in file: CodeFile) -> [SwiftFacts.MemberUse] {
        if file.language == .objc { return ObjCSingletonFinder.uses(in: file) }
        guard file.language != .groovy else { return [] }
        let code = file.code
        var uses: [SwiftFacts.MemberUse] = []
        // A use starts at a capitalized name a `.` follows (`CodeFile.capitalizedNamesBeforeDot`).
        for index in file.capitalizedNamesBeforeDot {
            guard index + 2 < code.count else { break }
            let token = code[index]
            guard Self.isTypeName(file.text.bytes[token.start]), file.code(index + 1, is: "."),
                code[index + 2].kind == .identifier, !file.code(index - 1, is: "."), !file.code(index - 1, is: "import"),
                !file.code(index - 1, is: "package") else { continue }
            // Generated classes, passed over before a string is made (ASCII names without a `K`,
            // which no other spelling equals as a string).
            if file.code(index, is: "R") || file.code(index, is: "BuildConfig") || file.code(index, is: "Manifest") { continue }
            // A Kotlin extension's receiver (`fun Context.requestToken(…)`, `val Context.is24Hour`,
            // `fun <T> Context.pref(…)`) declares a function on the type: no use of an object.
            if file.language == .kotlin, isExtensionReceiver(file, at: index) { continue }
            let base = file.text(of: token)
            uses.append(SwiftFacts.MemberUse(base: base, member: file.text(of: code[index + 2]), location: file.location(of: token)))
        }
        guard !uses.isEmpty else { return uses }
        // Which of the bases the file imports, and from where (only those: a string for each of a
        // Kotlin file's thirty imports cost 5 % of an audit's instructions).
        let imports = importedTypes(file, among: Set(uses.map(\.base)))
        if !imports.isEmpty {
            for position in uses.indices { uses[position].imported = imports[uses[position].base] }
        }
        return uses
    }

    /// Whether the type name at `index` is the receiver of a Kotlin extension declaration:
    /// after `fun`, `val` or `var`, or after the type parameters of one (`fun <T : Any> Context.x`).
    static func isExtensionReceiver(_ file: CodeFile, at index: Int) -> Bool {
        if file.code(index - 1, isIn: extensionDeclarers) { return true }
        guard file.code(index - 1, is: ">") else { return false }
        // Back to the `<` that opens the type parameters (nested `<…>` counted; a short walk).
        var depth = 0
        var position = index - 1
        while position >= 0, index - position < 64 {
            if file.code(position, is: ">") { depth += 1 }
            if file.code(position, is: "<") {
                depth -= 1
                if depth == 0 { return file.code(position - 1, isIn: extensionDeclarers) }
            }
            if file.code(position, is: ";") || file.code(position, is: "{") || file.code(position, is: "}") { return false }
            position -= 1
        }
        return false
    }

    private static let extensionDeclarers: NameSet = ["fun", "val", "var"]

    /// `setInstance`, `setDefault`: `set` and a capital (not `setup`, `settings`).
    static func isSetterName(_ name: String) -> Bool {
        let utf8 = Array(name.utf8)
        return utf8.count > 3 && utf8[0] == UInt8(ascii: "s") && utf8[1] == UInt8(ascii: "e") && utf8[2] == UInt8(ascii: "t")
            && utf8[3] >= UInt8(ascii: "A") && utf8[3] <= UInt8(ascii: "Z")
    }

    /// The types a Kotlin or Java file imports by name: simple name → qualified name
    /// (`Context` → `android.content.Context`; `import a.B as C` gives `C` → `a.B`), for the
    /// names in `names` (all when `nil`). Wildcards and static imports of members are left out.
    /// Names are compared as bytes; a string is made only for an import that is asked for.
    static func importedTypes(_ file: CodeFile, among names: Set<String>? = nil) -> [String: String] {
        let code = file.code
        let wanted = names.map(Array.init)
        var imports: [String: String] = [:]
        for index in file.keywordCandidates {
            guard file.code(index, is: "import"), !file.code(index + 1, is: "static") else { continue }
            let start = index + 1
            var next = start
            while next < code.count, code[next].kind == .identifier {
                guard file.code(next + 1, is: ".") else { break }
                next += 2
            }
            // `import org.acme.Config.*` brings `Config`'s members, not the name `Config`.
            guard next < code.count, next > start, code[next].kind == .identifier, !file.code(next, is: "*"),
                isTypeName(file.text.bytes[code[next].start]) else { continue }
            let nameIndex = file.code(next + 1, is: "as") && next + 2 < code.count && code[next + 2].kind == .identifier ? next + 2 : next
            let name: String
            if let wanted {
                guard let match = wanted.first(where: { file.code(nameIndex, spells: $0) }) else { continue }
                name = match
            } else {
                name = file.text(of: code[nameIndex])
            }
            if imports[name] == nil {
                imports[name] = stride(from: start, through: next, by: 2).map { file.text(of: code[$0]) }.joined(separator: ".")
            }
        }
        return imports
    }

    /// The package a Kotlin or Java file declares (`package org.tasks.extensions`), if any.
    static func package(of file: CodeFile) -> String? {
        let code = file.code
        for index in file.identifiers where file.code(index, is: "package") {
            var parts: [String] = []
            var next = index + 1
            while next < code.count, code[next].kind == .identifier {
                parts.append(file.text(of: code[next]))
                guard file.code(next + 1, is: ".") else { break }
                next += 2
            }
            return parts.isEmpty ? nil : parts.joined(separator: ".")
        }
        return nil
    }

    static func isTypeName(_ first: UInt8) -> Bool { first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }

    /// A Kotlin `object` (not a companion, not a `data object`) that holds state — a stored `var`,
    /// a `lateinit var`, a mutable collection, cache or observable — or is a service locator by
    /// name. Stateless helpers (`object FooHelper { fun … }`) and constant holders are not.
    /// Its uses are any `Name.member`, so its member is empty.
    private static func kotlinObjects(_ file: CodeFile) -> [Found] {
        file.typeDeclarations().compactMap { declaration in
            guard declaration.keyword == "object", !declaration.modifiers.contains("companion"),
                !declaration.modifiers.contains("data"), let body = declaration.body else { return nil }
            let why: String
            if let state = kotlinState(file, body: body) {
                why = "that holds mutable state (\(state))"
            } else if locatorSuffixes.contains(where: { declaration.name.hasSuffix($0) }), providesInstances(file, body: body) {
                why = "used as a service locator"
            } else {
                return nil
            }
            var found = Found(
                declaration: SwiftFacts.SingletonDeclaration(
                    typeName: declaration.name, member: "", location: file.location(of: file.code[declaration.keywordIndex]),
                    certain: true, privateInit: false),
                message: "object \(declaration.name) is a singleton \(why)")
            let stateless = statelessMembers(file, body: body)
            if !stateless.isEmpty { found.declaration.statelessMembers = stateless }
            return found
        }
    }

    /// In an object of helpers (three in four of its functions touch none of its state, nor call
    /// one that does), its functions and `val`s that touch none: calling `General.quickToast(…)`
    /// on RedReader's `General`, 46 static helpers beside a `var lastBackPress`, uses a helper, not
    /// the singleton's state. A `val` whose getter reads the state (`val isReady get() =
    /// navController != null`, Habitica's) is state. An object that is mostly its state
    /// (Password Store's `PasswordRepository`, 3 of 10 functions stateless) has none: any use is
    /// a use of it. Sorted.
    static func statelessMembers(_ file: CodeFile, body: ClosedRange<Int>) -> [String] {
        let members = file.directMembers(of: body)
        var state: Set<String> = []
        var functions: [(name: String, range: Range<Int>)] = []  // functions and `val`s, as readers
        var functionNames: Set<String> = []
        var flags: Set<String> = []  // `val`s of a plain value type: `val isTestBuild: Boolean get() = …`
        // The object's own enums (`enum class BuildFlavor`): a `val` of one is a plain value too.
        let nestedEnums = members.indices.compactMap { position -> String? in
            let index = members[position]
            guard file.code(index, is: "enum"), position + 2 < members.count, file.code(members[position + 1], is: "class"),
                file.code[members[position + 2]].kind == .identifier else { return nil }
            return file.text(of: file.code[members[position + 2]])
        }
        for (position, index) in members.enumerated() where file.code(index, isIn: memberStarts) {
            let end = members[(position + 1)...].first { file.code($0, isIn: memberStarts) } ?? body.upperBound
            if file.code(index, is: "var") || file.code(index, is: "val") {
                guard position + 1 < members.count, file.code[members[position + 1]].kind == .identifier else { continue }
                let name = file.text(of: file.code[members[position + 1]])
                // A `var`, or a `val` holding a collection, cache or observable, is state.
                if file.code(index, is: "var") || (index..<end).contains(where: { file.code($0, isIn: mutableHolders) }) {
                    state.insert(name)
                } else {
                    functions.append((name, (members[position + 1] + 1)..<end))
                    let type = members[position + 1] + 2  // `val name: Type`
                    if file.code(type - 1, is: ":"), type < file.code.count,
                        file.code(type, isIn: flagTypes) || nestedEnums.contains(file.text(of: file.code[type])) {
                        flags.insert(name)
                    }
                }
            } else if file.code(index, is: "fun") {
                // The name: the identifier before the parameters (`fun Context.toast(` → `toast`).
                guard let open = (index..<end).first(where: { file.code($0, is: "(") }), open > index + 1,
                    file.code[open - 1].kind == .identifier else { continue }
                functions.append((file.text(of: file.code[open - 1]), index..<end))
                functionNames.insert(file.text(of: file.code[open - 1]))
            }
            // A nested type (reached by its capitalised name, never counted), `init` block or alias:
            // no member a caller reaches.
        }
        guard !functions.isEmpty else { return [] }
        // Members that reach the state, directly or through each other, until none is added.
        var stateful: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for function in functions where !stateful.contains(function.name) {
                let touches = function.range.contains { token in
                    guard file.code[token].kind == .identifier || file.code(token, is: "this") else { return false }
                    if file.code(token, is: "this") { return true }
                    let text = file.text(of: file.code[token])
                    return state.contains(text) || stateful.contains(text)
                }
                if touches {
                    stateful.insert(function.name)
                    changed = true
                }
            }
        }
        let stateless = Set(functions.map(\.name)).subtracting(stateful).subtracting(state)
        // A flag computed from no state is a constant whatever the rest of the object is
        // (Corona-Warn-App's `CWADebug.isDeviceForTestersBuild`, from the build flavour, beside
        // its debug logger).
        guard stateless.intersection(functionNames).count * 4 >= functionNames.count * 3 else { return stateless.intersection(flags).sorted() }
        return stateless.sorted()
    }

    /// Plain value types: a `val` of one that touches no state is a constant flag or setting.
    static let flagTypes: NameSet = ["Boolean", "Int", "Long", "String", "Double", "Float", "Char", "Short", "Byte"]

    /// A locator hands out instances: `fun provideRepository(…)`, `fun getApi()`, or `val`s.
    /// (`object AppInjector { fun init(app) }`, a bootstrap helper, does not.)
    static func providesInstances(_ file: CodeFile, body: ClosedRange<Int>) -> Bool {
        let members = file.directMembers(of: body)
        return members.enumerated().contains { position, index in
            if file.code(index, is: "val") { return true }
            guard file.code(index, is: "fun"), position + 1 < members.count else { return false }
            let name = file.text(of: file.code[members[position + 1]])
            return name.hasPrefix("provide") || name.hasPrefix("get")
        }
    }

    static let locatorSuffixes = ["ServiceLocator", "Locator", "Injector", "Injection", "DependencyContainer", "AppContainer"]

    /// Initializers and types that make a `val` mutable state: collections, caches, observables, atomics.
    static let mutableHolders: NameSet = [
        "mutableListOf", "mutableMapOf", "mutableSetOf", "arrayListOf", "hashMapOf", "hashSetOf", "linkedMapOf",
        "linkedSetOf", "mutableStateOf", "mutableStateListOf", "mutableStateMapOf", "mutableIntStateOf",
        "mutableLongStateOf", "MutableList", "MutableMap", "MutableSet", "ArrayList", "HashMap", "HashSet",
        "LinkedHashMap", "LinkedHashSet", "LinkedList", "ArrayDeque", "TreeMap", "ConcurrentHashMap",
        "CopyOnWriteArrayList", "WeakHashMap", "SparseArray", "LruCache", "MutableStateFlow", "MutableSharedFlow",
        "MutableLiveData", "AtomicInteger", "AtomicLong", "AtomicBoolean", "AtomicReference", "PublishSubject",
        "BehaviorSubject", "ReplaySubject", "PublishRelay", "BehaviorRelay", "Channel",
    ]

    /// Read-only types a mutable holder may be declared as: through them, nobody changes it.
    static let readOnlyTypes: NameSet = [
        "State", "StateFlow", "SharedFlow", "Flow", "LiveData", "List", "Map", "Set", "Collection", "Iterable", "Sequence", "IntState", "LongState",
    ]

    /// Calls and writes that change a holder: a collection's, an observable's, an atomic's.
    static let mutators: NameSet = [
        "add", "addAll", "remove", "removeAll", "removeAt", "removeIf", "retainAll", "clear", "put", "putAll", "set",
        "putIfAbsent", "compute", "computeIfAbsent", "merge", "replaceAll", "sort", "addFirst", "addLast",
        "removeFirst", "removeLast", "push", "pop", "offer", "poll", "value", "postValue", "setValue", "emit", "tryEmit",
        "update", "getAndSet", "compareAndSet", "incrementAndGet", "decrementAndGet", "getAndIncrement",
        "getAndDecrement", "addAndGet", "getAndAdd", "lazySet", "onNext", "accept", "send", "trySend", "evictAll",
        "trimToSize", "append", "getOrPut", "removeValue",
    ]

    /// Whether the body changes the holder `name`: `name.add(…)` (any mutator), `name[key] = …`,
    /// `name += …`, `name -= …`, `name.value = …`.
    static func mutates(_ file: CodeFile, name: String, in body: ClosedRange<Int>, excluding setUp: [ClosedRange<Int>] = [], passingCounts: Bool = true) -> Bool {
        body.contains { index in
            guard file.code[index].kind == .identifier, file.code(index, spells: name), !file.code(index - 1, is: "val"),
                !file.code(index - 1, is: "var"), !setUp.contains(where: { $0.contains(index) }) else { return false }
            // `initialized.compareAndSet(false, true)`: a one-way latch (v2rayNG's native-library
            // guard), set once and never back; no state the app shares.
            if file.code(index + 1, is: "."), file.code(index + 2, is: "compareAndSet"), file.code(index + 3, is: "("),
                file.code(index + 4, is: "false"), file.code(index + 5, is: ","), file.code(index + 6, is: "true"), file.code(index + 7, is: ")") {
                return false
            }
            if file.code(index + 1, is: "."), file.code(index + 2, isIn: mutators) { return true }
            if file.code(index + 1, is: "?"), file.code(index + 2, is: "."), file.code(index + 3, isIn: mutators) { return true }
            if file.code(index + 1, is: "+") || file.code(index + 1, is: "-"), file.code(index + 2, is: "=") { return true }
            if file.code(index + 1, is: "[") {
                var depth = 0
                var cursor = index + 1
                while cursor <= body.upperBound, cursor - index < 40 {
                    if file.code(cursor, is: "[") { depth += 1 }
                    if file.code(cursor, is: "]") { depth -= 1; if depth == 0 { break } }
                    cursor += 1
                }
                return file.code(cursor + 1, is: "=") && !file.code(cursor + 2, is: "=")
            }
            // Passed on (`register(name)`, `holder = name`): someone else may change it. (Not a
            // member read, `if (names.containsKey(command))`: a mutator is told above.)
            if file.code(index + 1, is: ".") || file.code(index + 1, is: "?") || file.code(index + 1, is: "[") { return false }
            return passingCounts && (file.code(index - 1, is: "(") || file.code(index - 1, is: ",") || file.code(index - 1, is: "=") || file.code(index - 1, is: "return"))
        }
    }

    /// Whether the body assigns `name` (`name = …`, `this.name = …`, `name += …`, `name++`)
    /// outside the given ranges.
    static func assigns(_ file: CodeFile, name: String, in body: ClosedRange<Int>, excluding ranges: [ClosedRange<Int>]) -> Bool {
        body.contains { index in
            guard file.code[index].kind == .identifier, file.code(index, spells: name), !ranges.contains(where: { $0.contains(index) }),
                !(file.code(index - 1, is: ".") && !file.code(index - 2, is: "this")) else { return false }
            if file.code(index + 1, is: "="), !file.code(index + 2, is: "=") { return true }
            if file.code(index + 1, is: "+") || file.code(index + 1, is: "-") || file.code(index + 1, is: "*") || file.code(index + 1, is: "/") {
                return file.code(index + 2, is: "=") || file.code(index + 2, is: "+") || file.code(index + 2, is: "-")
            }
            return file.code(index - 1, is: "+") && file.code(index - 2, is: "+") || file.code(index - 1, is: "-") && file.code(index - 2, is: "-")
        }
    }

    /// A `Channel` that is the project's own type, not kotlinx.coroutines' (DuckDuckGo's
    /// notification `Channel("com.duckduckgo.downloading", …)`): the file imports a `Channel`
    /// from elsewhere, or the call's first argument is a string.
    static func isOwnChannel(_ file: CodeFile, at index: Int) -> Bool {
        guard file.code(index, is: "Channel") else { return false }
        if file.code(index + 1, is: "("), index + 2 < file.code.count, file.code[index + 2].kind == .string { return true }
        return file.identifiers.contains { at in
            guard file.code(at, is: "import") else { return false }
            var cursor = at + 1
            var parts: [String] = []
            while cursor < file.code.count, file.code[cursor].kind == .identifier {
                parts.append(file.text(of: file.code[cursor]))
                guard file.code(cursor + 1, is: ".") else { break }
                cursor += 2
            }
            return parts.last == "Channel" && parts.dropLast().joined(separator: ".") != "kotlinx.coroutines.channels"
        }
    }

    /// Compared by the tokens' bytes (`CodeFile.code(_:isIn:)`): a string made and hashed for
    /// every token of an object's members cost 2 % of an audit's instructions.
    private static let memberStarts: NameSet = ["val", "var", "fun", "class", "object", "interface", "init", "typealias"]
    private static let javaFieldModifiers: NameSet = ["final", "volatile", "synchronized", "public", "private", "protected", "transient"]

    /// What makes an object's direct members state, if anything: `var count`, `lateinit var context`,
    /// `val cache = mutableMapOf`. A computed `var` (`get()`/`set()` that never touch `field`)
    /// stores nothing.
    static func kotlinState(_ file: CodeFile, body: ClosedRange<Int>) -> String? {
        let members = file.directMembers(of: body)
        // The object's `init { … }` blocks: what they fill is built once, with the object
        // (AndroidAPS' `messageNames[0x0100] = "…"`, OpenBoard's reflection handles).
        let setUp: [ClosedRange<Int>] = members.compactMap { index in
            guard file.code(index, is: "init"), file.code(index + 1, is: "{"), let close = file.matchingClose(index + 1) else { return nil }
            return index...close
        }
        for (position, index) in members.enumerated() where file.code(index, is: "var") || file.code(index, is: "val") {
            guard position + 1 < members.count, file.code[members[position + 1]].kind == .identifier else { continue }
            let name = file.text(of: file.code[members[position + 1]])
            var end = position + 2
            while end < members.count, !file.code(members[end], isIn: memberStarts) { end += 1 }
            let section = members[(position + 2)..<end]
            if file.code(index, is: "val") {
                // A computed `val` (a getter, no initializer) holds nothing, whatever its type says
                // (legado's `val chnMap: HashMap<Char, Int> get() { … }` builds a new map each time).
                if let decider = section.first(where: { file.code($0, is: "=") || file.code($0, is: "by") || file.code($0, is: "get") }),
                    file.code(decider, is: "get") { continue }
                // Declared as a read-only type (Kvaesitso's `val isAtTop: State<Boolean> = mutableStateOf(true)`):
                // nothing can change it through the property.
                if let first = section.first, file.code(first, is: ":"), section.count > 1, file.code(section[section.startIndex + 1], isIn: readOnlyTypes) { continue }
                if let holder = section.first(where: { file.code($0, isIn: mutableHolders) && !isOwnChannel(file, at: $0) }) {
                    // A private holder the object never changes is a constant in a mutable type (Open
                    // Food Facts' `private val NAV_ITEMS = linkedSetOf(…)`, only read with `in`);
                    // the next holder may be the state (ownCloud's `visibleActivities`).
                    if position > 0, file.code(members[position - 1], is: "private"), !mutates(file, name: name, in: body, excluding: setUp) { continue }
                    return "val \(name) = \(file.text(of: file.code[holder]))"
                }
                continue
            }
            if position > 0, file.code(members[position - 1], is: "lateinit") { return "lateinit var \(name)" }
            // A private `var` the object sets only where it declares it or in `init` (OpenBoard's
            // reflection handles, AndroidAPS' `private var DecimalFormatters = arrayOf(…)`): a
            // constant declared `var` (private, so no other file sets it).
            // (Its value read elsewhere, `get() = handle != null`, changes nothing.)
            if position > 0, file.code(members[position - 1], is: "private"), !assigns(file, name: name, in: body, excluding: setUp + [index...(index + 1)]),
                !mutates(file, name: name, in: body, excluding: setUp, passingCounts: section.contains(where: { file.code($0, isIn: mutableHolders) })) { continue }
            // A private `@Volatile var` set only under `synchronized` (ImageToolbox's `FontCache`: a
            // double-checked memo of a font unpacked once): a cache filled once, not state the app changes.
            if position > 0, file.code(members[position - 1], is: "private"), (max(0, index - 4)..<index).contains(where: { file.code($0, is: "Volatile") }) {
                let locked = synchronizedBlocks(file, in: body)
                if !locked.isEmpty, !assigns(file, name: name, in: body, excluding: setUp + locked + [index...(index + 1)]),
                    !mutates(file, name: name, in: body, excluding: setUp + locked, passingCounts: false) { continue }
            }
            // Set only by tests: `var scheduler = … @VisibleForTesting set` (Amaze's
            // `NetCopyClientUtils`), or `@VisibleForTesting var hook`: a test seam, not state the app changes.
            let rawEnd = end < members.count ? members[end] : body.upperBound
            if (index..<rawEnd).contains(where: { file.code($0, is: "set") && file.code($0 - 1, is: "VisibleForTesting") })
                || (max(0, index - 4)..<index).contains(where: { file.code($0, is: "VisibleForTesting") }) { continue }
            // The first of `=`, `by`, `get`, `set` decides: an initializer or a delegate stores; a getter
            // or setter alone stores only when it uses `field`.
            let decider = section.first { file.code($0, is: "=") || file.code($0, is: "by") || file.code($0, is: "get") || file.code($0, is: "set") }
            if let decider, file.code(decider, is: "get") || file.code(decider, is: "set") {
                if !(index..<rawEnd).contains(where: { file.code($0, is: "field") }) { continue }
            }
            return "var \(name)"
        }
        return nil
    }

    /// The `synchronized(lock) { … }` blocks of a body, braces included.
    static func synchronizedBlocks(_ file: CodeFile, in body: ClosedRange<Int>) -> [ClosedRange<Int>] {
        body.compactMap { index -> ClosedRange<Int>? in
            guard file.code(index, is: "synchronized"), file.code(index + 1, is: "("), let close = file.matchingParen(index + 1),
                file.code(close + 1, is: "{"), let end = file.matchingClose(close + 1) else { return nil }
            return index...end
        }
    }

    /// Whether a Java class with `getInstance()` keeps state: an instance field, or a static
    /// non-final field other than the instance itself.
    static func javaState(_ file: CodeFile, className: String, body: ClosedRange<Int>) -> Bool {
        for index in file.directMembers(of: body) where file.code[index].kind == .identifier {
            guard file.code(index + 1, is: ";") || file.code(index + 1, is: "=") else { continue }
            // The field's declaration: back to the previous `;`, `{`, `}` or `)`.
            var start = index
            while start > body.lowerBound + 1 {
                let previous = start - 1
                if file.code(previous, is: ";") || file.code(previous, is: "{") || file.code(previous, is: "}") || file.code(previous, is: ")") { break }
                start = previous
            }
            let words = (start..<index).map { file.text(of: file.code[$0]) }
            guard !words.isEmpty, !words.contains("return"), !words.contains("="), !words.contains("throws") else { continue }
            let isStatic = words.contains("static")
            if !isStatic { return true }
            if !words.contains("final"), !words.contains(className) { return true }
        }
        return false
    }

    /// `static [modifiers] Own getInstance(` in class `Own` that also has a `static … Own field`.
    private static func javaGetInstance(_ file: CodeFile) -> [Found] {
        var found: [Found] = []
        for declaration in file.typeDeclarations() where declaration.keyword == "class" {
            guard let body = declaration.body else { continue }
            let members = file.directMembers(of: body)
            var hasStaticField = false
            var method: Int?
            for (position, index) in members.enumerated() where file.code(index, is: "static") {
                // Walk past modifiers to the type, then the member name; a `private` one among
                // them, before or after `static`, hands nothing out (FastHub's
                // `ParseDateFormat`, whose static helpers use the instance themselves).
                var isPrivate = false
                var previous = position - 1
                while previous >= 0, file.code(members[previous], isIn: javaFieldModifiers) {
                    if file.code(members[previous], is: "private") { isPrivate = true }
                    previous -= 1
                }
                var next = position + 1
                while next < members.count, file.code(members[next], isIn: javaFieldModifiers) {
                    if file.code(members[next], is: "private") { isPrivate = true }
                    next += 1
                }
                guard next + 1 < members.count, file.code(members[next], spells: declaration.name) else { continue }
                let nameIndex = members[next + 1]
                guard file.code[nameIndex].kind == .identifier else { continue }
                if file.code(nameIndex + 1, is: "(") {
                    if file.code(nameIndex, is: "getInstance"), !isPrivate { method = nameIndex }
                } else if file.code(nameIndex + 1, is: ";") || file.code(nameIndex + 1, is: "=") {
                    hasStaticField = true
                }
            }
            // State, or a service locator: an abstract class or a static `set…` that swaps the instance.
            // (A setter: `setInstance(ApiClient client)`, not kontalk's argument-less `setup()`.)
            let locator = declaration.modifiers.contains("abstract") || members.enumerated().contains { position, index in
                file.code(index, is: "static") && members[(position + 1)...].prefix(6).contains {
                    Self.isSetterName(file.text(of: file.code[$0])) && file.code($0 + 1, is: "(") && !file.code($0 + 2, is: ")")
                }
            }
            if let method, hasStaticField, locator || javaState(file, className: declaration.name, body: body) {
                found.append(Found(
                    declaration: SwiftFacts.SingletonDeclaration(
                        typeName: declaration.name, member: "getInstance", location: file.location(of: file.code[method]),
                        certain: true, privateInit: false),
                    message: "\(declaration.name) is a singleton: static getInstance() hands out one shared instance"))
            }
        }
        return found
    }
}

/// What a Kotlin, Java or Objective-C file says about singletons (Swift's are in `SwiftFacts`).
public struct SingletonFacts: Sendable, Codable, Hashable {
    public var declarations: [SwiftFacts.SingletonDeclaration] = []
    public var uses: [SwiftFacts.MemberUse] = []

    public var isEmpty: Bool { declarations.isEmpty && uses.isEmpty }

    init(_ file: CodeFile) {
        declarations = CodeSingletonFinder.declarations(in: file).map(\.declaration)
        if !declarations.isEmpty, file.language != .objc, let package = CodeSingletonFinder.package(of: file) {
            for index in declarations.indices { declarations[index].package = package }
        }
        uses = CodeSingletonFinder.uses(in: file)
    }
}
