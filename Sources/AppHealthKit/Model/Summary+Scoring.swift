/// Why the overall score is lower than the mean of its parts: a checklist that fails a
/// weight-3 item holds the grade to at most one letter above its own (docs/scoring.md).
public struct ScoreCap: Codable, Sendable, Equatable {
    /// The highest overall score allowed.
    public var score: Int
    public var grade: String
    /// The score before the cap.
    public var uncapped: Int
    public var reason: String
}

/// How far the numbers can be trusted: what the audit could not see or resolve lowers it.
public struct ScoreConfidence: Codable, Sendable, Equatable {
    /// `high`, `medium` or `low`.
    public var level: String
    /// One sentence per reason; empty when the level is high.
    public var reasons: [String]
}

/// Remediation effort (SonarQube-style technical debt) for a takeover quote, from the effort
/// table (`Rules/effort.yml`): minutes per finding, sized tasks for libraries and checklist items.
public struct EffortSummary: Codable, Sendable, Equatable {
    public struct Part: Codable, Sendable, Equatable {
        public var id: String
        public var title: String
        public var hours: Double
        /// Findings, libraries and checklist items the hours are for.
        public var items: Int
    }

    public var hours: Double
    public var days: Double
    public var hoursPerDay: Double
    /// By report category (plus `setup` for project-level tasks such as tests and CI), largest first.
    public var categories: [Part]
    public var assumptions: [String]
}

/// One of the risks that matter first, in plain words, ranked by impact.
public struct TopRisk: Codable, Sendable, Equatable {
    /// The rule whose findings make the risk, or `checklist/item` for a failed checklist item.
    public var id: String
    public var severity: Severity
    public var count: Int
    /// A sentence a manager understands.
    public var sentence: String
    /// Where, at most three places (`path:line`).
    public var places: [String]
    public var hours: Double?
}

/// Where the audited tree sits in version control (`--no-git-info` leaves it out).
public struct SourceInfo: Codable, Sendable, Equatable {
    public var commit: String?
    public var branch: String?
    /// Committer date of `commit`, ISO 8601.
    public var date: String?
}
