import Foundation

/// The words of the progress line: files done of the total, and — once a run has taken more than
/// two seconds, when a rate means something — files per second and the time left.
public enum ProgressText {
    public static func line(done: Int, total: Int, elapsed: TimeInterval) -> String {
        var text = "Auditing \(done)/\(total) files"
        guard elapsed > 2, done > 0, total > 0 else { return text }
        let rate = Double(done) / elapsed
        text += ", \(Int(rate.rounded())) files/s"
        if done < total {
            text += ", about \(duration(Double(total - done) / rate)) left"
        }
        return text
    }

    /// `7 s`, `1 min 05 s`.
    static func duration(_ seconds: Double) -> String {
        let whole = max(1, Int(seconds.rounded(.up)))
        if whole < 60 { return "\(whole) s" }
        let rest = whole % 60
        return "\(whole / 60) min \(rest < 10 ? "0" : "")\(rest) s"
    }
}
