import CLibXML2
import Foundation

/// XPath 1.0 over an XML file, evaluated by libxml2 with the `android`, `app` and `tools`
/// prefixes bound. The document is parsed with the same safe options as every other XML file
/// (no network, no entity expansion, no DTD loading).
enum XPathQuery {
    static let namespaces = [
        ("android", "http://schemas.android.com/apk/res/android"),
        ("app", "http://schemas.android.com/apk/res-auto"),
        ("tools", "http://schemas.android.com/tools"),
    ]

    final class ErrorBox {
        var message: String?
    }

    /// Runs `body` with libxml2's (thread-local) error handler capturing the first message
    /// instead of printing it.
    static func capturingErrors<T>(_ body: () -> T) -> (T, String?) {
        let box = ErrorBox()
        let pointer = Unmanaged.passUnretained(box).toOpaque()
        xmlSetStructuredErrorFunc(pointer) { userData, error in
            guard let userData, let error else { return }
            let box = Unmanaged<ErrorBox>.fromOpaque(userData).takeUnretainedValue()
            if box.message == nil, let text = error.pointee.message {
                box.message = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
                if let detail = error.pointee.str1 { box.message! += ": " + String(cString: detail) }
            }
        }
        apphealth_silence_generic_errors()
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let result = withExtendedLifetime(box) { body() }
        return (result, box.message)
    }

    /// Why an expression does not compile, or `nil` when it does.
    static func compileError(_ expression: String) -> String? {
        let (compiled, message) = capturingErrors { xmlXPathCompile(expression) }
        if let compiled {
            xmlXPathFreeCompExpr(compiled)
            return nil
        }
        return message ?? "does not compile"
    }

    enum Outcome {
        case matches([Int])
        case notXML
        /// The expression ran past its operation limit and was stopped.
        case tooMuchWork
        case failed(String)
    }

    /// libxml2 operations one evaluation may take by default (see `CustomRuleRunner`).
    static let defaultOperationLimit: UInt = 50_000_000

    /// libxml2 numbers an element by the line its start tag *ends* on; findings belong where the
    /// tag starts, so look back for `<name`.
    static func startLine(of name: String, reportedLine: Int, in text: SourceText) -> Int {
        let bytes = text.bytes
        let needle = Array(("<" + name).utf8)
        var index = min(bytes.count, reportedLine < text.lineCount ? text.lineStarts[reportedLine] : bytes.count) - needle.count
        while index >= 0 {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle {
                let after = index + needle.count
                if after >= bytes.count || [0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E].contains(bytes[after]) {
                    return text.location(ofOffset: index).line
                }
            }
            index -= 1
        }
        return reportedLine
    }

    /// Lines of the nodes the expression selects (attributes report their element's line),
    /// parsing the bytes first.
    static func evaluate(_ expression: String, bytes: [UInt8], path: String, operationLimit: UInt = defaultOperationLimit) -> Outcome {
        guard !bytes.isEmpty, bytes.count < 16 << 20, !SourceText(bytes: bytes).looksBinary else { return .notXML }
        let (document, _): (UnsafeMutablePointer<xmlDoc>?, String?) = capturingErrors {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                    xmlReadMemory(pointer, Int32(buffer.count), path, nil, XMLFileParser.options)
                }
            }
        }
        guard let document else { return .notXML }
        defer { xmlFreeDoc(document) }
        return evaluate(expression, document: document, text: SourceText(bytes: bytes), operationLimit: operationLimit)
    }

    /// Lines of the nodes the expression selects in a document already parsed.
    static func evaluate(
        _ expression: String, document: UnsafeMutablePointer<xmlDoc>, text: SourceText, operationLimit: UInt = defaultOperationLimit
    ) -> Outcome {
        var stopped = false
        let (outcome, message): (Outcome?, String?) = capturingErrors {
            guard let context = xmlXPathNewContext(document) else { return nil }
            defer { xmlXPathFreeContext(context) }
            context.pointee.opLimit = operationLimit
            context.pointee.opCount = 0
            defer { stopped = context.pointee.opCount > operationLimit }
            for (prefix, uri) in namespaces { xmlXPathRegisterNs(context, prefix, uri) }
            guard let result = xmlXPathEvalExpression(expression, context) else { return nil }
            defer { xmlXPathFreeObject(result) }
            var lines: [Int] = []
            if result.pointee.type == XPATH_NODESET, let set = result.pointee.nodesetval {
                for index in 0..<Int(set.pointee.nodeNr) {
                    guard var node = set.pointee.nodeTab[index] else { continue }
                    if node.pointee.type == XML_ATTRIBUTE_NODE, let parent = node.pointee.parent { node = parent }
                    let line = max(1, Int(xmlGetLineNo(node)))
                    guard node.pointee.type == XML_ELEMENT_NODE, let name = node.pointee.name else {
                        lines.append(line)
                        continue
                    }
                    var qualified = String(cString: name)
                    if let prefix = node.pointee.ns?.pointee.prefix { qualified = String(cString: prefix) + ":" + qualified }
                    lines.append(startLine(of: qualified, reportedLine: line, in: text))
                }
            } else if result.pointee.type == XPATH_BOOLEAN, result.pointee.boolval != 0 {
                lines.append(1)  // a true boolean expression flags the file
            }
            return .matches(lines)
        }
        if stopped || message?.localizedCaseInsensitiveContains("operation limit exceeded") == true { return .tooMuchWork }
        return outcome ?? .failed(message ?? "XPath evaluation failed")
    }
}
