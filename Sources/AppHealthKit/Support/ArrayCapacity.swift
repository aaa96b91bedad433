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

extension Array where Element: Equatable {
    /// Keeps the first of each run of equal neighbours: a sorted array, each value once, in place
    /// (no set to hash every element into).
    mutating func removeAdjacentDuplicates() {
        guard count > 1 else { return }
        var kept = 1
        for index in 1..<count where self[index] != self[kept - 1] {
            if index != kept { swapAt(kept, index) }
            kept += 1
        }
        removeLast(count - kept)
    }
}
