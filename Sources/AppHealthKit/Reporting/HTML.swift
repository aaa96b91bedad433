/// A tiny typed HTML builder: every text and attribute value is escaped when rendered, so a
/// finding's message can never become markup. Only the report's own CSS and JS are raw.
public indirect enum HTMLNode: Sendable {
    case element(String, [(String, String)], [HTMLNode])
    case text(String)
    case raw(String)

    public static func el(_ name: String, _ attributes: [(String, String)] = [], _ children: [HTMLNode] = []) -> HTMLNode {
        .element(name, attributes, children)
    }

    public static func el(_ name: String, _ attributes: [(String, String)] = [], text: String) -> HTMLNode {
        .element(name, attributes, [.text(text)])
    }

    static let voidElements: Set<String> = ["meta", "br", "input", "link", "img", "circle", "path"]

    public func render(into out: inout String) {
        switch self {
        case .text(let text):
            out += Self.escape(text)
        case .raw(let raw):
            out += raw
        case .element(let name, let attributes, let children):
            out += "<" + name
            for (key, value) in attributes { out += " \(key)=\"\(Self.escape(value))\"" }
            if Self.voidElements.contains(name) && children.isEmpty {
                out += name == "circle" || name == "path" ? "/>" : ">"
                return
            }
            out += ">"
            for child in children { child.render(into: &out) }
            out += "</\(name)>"
        }
    }

    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
