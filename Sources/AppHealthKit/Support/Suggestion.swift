/// "Did you mean …?" for mistyped rule IDs, subcommands and configuration keys.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is close enough to be a typo
    /// (at most a third of the word's length, and at least one edit allowed).
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let limit = max(1, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Edit distance over characters where swapping two neighbours counts as one edit
    /// (optimal string alignment: `audti` is one edit from `audit`).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
