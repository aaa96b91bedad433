/// An optional value held out of line, behind one reference: for a struct with many kinds of
/// facts of which each instance has one or two. `FileAnalysis` holds a field for every kind of
/// file (a Swift file's facts are 216 bytes, a dependency manifest's 168); inline, each of the
/// 20,000 analyses of a large audit would be 1,144 bytes however few facts it has, and they are
/// all alive until the project stage. Out of line, an absent fact costs one word.
///
/// Reads copy the value out of its box; a mutation through the property (`analysis.swift?.x = …`)
/// takes the value out, so that its buffers are uniquely held and change in place, and boxes it
/// again.
@propertyWrapper
struct OutOfLine<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box?

    init(wrappedValue: Value?) {
        box = wrappedValue.map(Box.init)
    }

    var wrappedValue: Value? {
        get { box?.value }
        _modify {
            var value = box?.value
            box = nil
            defer { box = value.map(Box.init) }
            yield &value
        }
        set { box = newValue.map(Box.init) }
    }
}
