extension RandomAccessCollection where Index == Int {
    /// The first index from `start` whose element is in the second part: `startIndex`-based
    /// collections partitioned so that `isInSecondPart` is false for a prefix and true after it
    /// (sorted line starts, sorted ranges, sorted names, tokens by offset). A binary search;
    /// `endIndex` when no element from `start` on is in the second part.
    @inline(__always)
    func partitioningIndex(from start: Int? = nil, where isInSecondPart: (Element) -> Bool) -> Int {
        var low = start ?? startIndex, high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if isInSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
