extension Array {
    /// The same elements in storage of their own size. Appending doubles an array's storage as
    /// it grows, so a finished one may hold twice the room it needs, and a large audit holds every
    /// file's facts until the project stage. (`Array(self[...])` is not a copy: a slice of the
    /// whole array hands the same storage back, spare room and all.)
    mutating func trimCapacity() {
        // Up to an eighth spare (or a few elements) is left alone: malloc rounds sizes up anyway.
        guard capacity > count + Swift.max(4, count / 8) else { return }
        guard !isEmpty else {
            self = []
            return
        }
        var trimmed: [Element] = []
        trimmed.reserveCapacity(count)
        trimmed.append(contentsOf: self)
        self = trimmed
    }
}
