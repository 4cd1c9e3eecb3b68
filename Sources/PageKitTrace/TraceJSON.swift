import PageKitCore

/// A JSON value as a trace reads and writes it: objects keep their keys in the order written, and
/// numbers keep their text, so that a `Double` reads back bit for bit.
///
/// PageKit has no Foundation: this is the small JSON model behind ``PagerTrace/jsonString()`` and
/// ``PagerTrace/init(json:limits:)``.
package enum TraceJSON: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number, as its JSON text (`-12.5`, `3e-7`).
  case number(String)
  case string(String)
  case array([TraceJSON])
  /// An object's members in the order they were written.
  case object([Member])

  /// One member of an object.
  package struct Member: Hashable, Sendable {
    package var key: String
    package var value: TraceJSON

    package init(_ key: String, _ value: TraceJSON) {
      self.key = key
      self.value = value
    }
  }

  /// The JSON name of the value's kind, for error messages.
  package var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

// MARK: Writing

extension TraceJSON {
  /// The value as JSON text: the outer object and array one member per line (a trace's steps
  /// one per line, so that two traces diff step by step), anything deeper on one line.
  ///
  /// - Complexity: O(n) in the size of the value.
  package func text() -> String {
    var out = ""
    write(to: &out, depth: 0)
    out.append("\n")
    return out
  }

  /// How deep objects and arrays are broken into lines.
  private static var lineBreakDepth: Int { 2 }

  private func write(to out: inout String, depth: Int) {
    let breaks = depth < Self.lineBreakDepth
    let indent = String(repeating: "  ", count: depth + 1)
    let closing = String(repeating: "  ", count: depth)
    switch self {
    case .null: out.append("null")
    case .bool(let value): out.append(value ? "true" : "false")
    case .number(let text): out.append(text)
    case .string(let value): Self.writeString(value, to: &out)
    case .array(let elements):
      guard !elements.isEmpty else {
        out.append("[]")
        return
      }
      out.append("[")
      for (offset, element) in elements.enumerated() {
        if offset > 0 { out.append(breaks ? "," : ", ") }
        if breaks { out.append("\n" + indent) }
        element.write(to: &out, depth: depth + 1)
      }
      if breaks { out.append("\n" + closing) }
      out.append("]")
    case .object(let members):
      guard !members.isEmpty else {
        out.append("{}")
        return
      }
      out.append("{")
      for (offset, member) in members.enumerated() {
        if offset > 0 { out.append(breaks ? "," : ", ") }
        if breaks { out.append("\n" + indent) }
        Self.writeString(member.key, to: &out)
        out.append(": ")
        member.value.write(to: &out, depth: depth + 1)
      }
      if breaks { out.append("\n" + closing) }
      out.append("}")
    }
  }

  private static func writeString(_ value: String, to out: inout String) {
    out.append("\"")
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out.append("\\\"")
      case "\\": out.append("\\\\")
      case "\n": out.append("\\n")
      case "\r": out.append("\\r")
      case "\t": out.append("\\t")
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default: out.unicodeScalars.append(scalar)
      }
    }
    out.append("\"")
  }
}

// MARK: Reading

extension TraceJSON {
  /// Parses JSON text (RFC 8259): one value, with whitespace around it.
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - maximumDepth: The deepest nesting of arrays and objects accepted.
  /// - Returns: The value.
  /// - Throws: ``PagerTraceError/malformedJSON(offset:reason:)`` with the UTF-8 offset of the
  ///   first byte that cannot be read.
  /// - Complexity: O(n) in the length of the text.
  package static func parse(_ text: String, maximumDepth: Int = 64) throws(PagerTraceError)
    -> TraceJSON
  {
    var parser = Parser(bytes: Array(text.utf8), maximumDepth: maximumDepth)
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.offset == parser.bytes.count else {
      throw parser.error("unexpected text after the value")
    }
    return value
  }

  private struct Parser {
    let bytes: [UInt8]
    let maximumDepth: Int
    var offset = 0

    init(bytes: [UInt8], maximumDepth: Int) {
      self.bytes = bytes
      self.maximumDepth = maximumDepth
    }

    func error(_ reason: String) -> PagerTraceError {
      .malformedJSON(offset: offset, reason: reason)
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
      while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        offset += 1
      }
    }

    mutating func expect(_ literal: String) throws(PagerTraceError) {
      for byte in literal.utf8 {
        guard current == byte else { throw error("expected \(literal)") }
        offset += 1
      }
    }

    mutating func value(depth: Int) throws(PagerTraceError) -> TraceJSON {
      guard depth <= maximumDepth else { throw error("nested deeper than \(maximumDepth)") }
      switch current {
      case nil: throw error("unexpected end of text")
      case UInt8(ascii: "n"):
        try expect("null")
        return .null
      case UInt8(ascii: "t"):
        try expect("true")
        return .bool(true)
      case UInt8(ascii: "f"):
        try expect("false")
        return .bool(false)
      case UInt8(ascii: "\""):
        return .string(try string())
      case UInt8(ascii: "["):
        return try array(depth: depth)
      case UInt8(ascii: "{"):
        return try object(depth: depth)
      case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39):
        return .number(try number())
      default:
        throw error("unexpected character")
      }
    }

    mutating func array(depth: Int) throws(PagerTraceError) -> TraceJSON {
      offset += 1
      var elements: [TraceJSON] = []
      skipWhitespace()
      if current == UInt8(ascii: "]") {
        offset += 1
        return .array(elements)
      }
      while true {
        skipWhitespace()
        elements.append(try value(depth: depth + 1))
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","): offset += 1
        case UInt8(ascii: "]"):
          offset += 1
          return .array(elements)
        default: throw error("expected , or ] in an array")
        }
      }
    }

    mutating func object(depth: Int) throws(PagerTraceError) -> TraceJSON {
      offset += 1
      var members: [Member] = []
      var seen: Set<String> = []
      skipWhitespace()
      if current == UInt8(ascii: "}") {
        offset += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw error("expected a member name") }
        let keyOffset = offset
        let key = try string()
        guard seen.insert(key).inserted else {
          throw .malformedJSON(offset: keyOffset, reason: "repeated member name \"\(key)\"")
        }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("expected : after a member name") }
        offset += 1
        skipWhitespace()
        members.append(Member(key, try value(depth: depth + 1)))
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","): offset += 1
        case UInt8(ascii: "}"):
          offset += 1
          return .object(members)
        default: throw error("expected , or } in an object")
        }
      }
    }

    mutating func number() throws(PagerTraceError) -> String {
      let start = offset
      func digits(_ parser: inout Parser) -> Int {
        var count = 0
        while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
          parser.offset += 1
          count += 1
        }
        return count
      }
      if current == UInt8(ascii: "-") { offset += 1 }
      if current == UInt8(ascii: "0") {
        offset += 1
      } else if digits(&self) == 0 {
        throw error("expected a digit")
      }
      if current == UInt8(ascii: ".") {
        offset += 1
        guard digits(&self) > 0 else { throw error("expected a digit after .") }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        offset += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
        guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
      }
      return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    mutating func hexQuad() throws(PagerTraceError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = current else { throw error("unexpected end in \\u escape") }
        let digit: UInt32
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
        default: throw error("expected a hexadecimal digit")
        }
        value = value * 16 + digit
        offset += 1
      }
      return value
    }

    mutating func string() throws(PagerTraceError) -> String {
      offset += 1
      var scalars = String.UnicodeScalarView()
      var run = offset
      func flush(_ parser: Parser, to scalars: inout String.UnicodeScalarView) {
        scalars.append(
          contentsOf: String(decoding: parser.bytes[run..<parser.offset], as: UTF8.self)
            .unicodeScalars)
      }
      while true {
        guard let byte = current else { throw error("unterminated string") }
        switch byte {
        case UInt8(ascii: "\""):
          flush(self, to: &scalars)
          offset += 1
          return String(scalars)
        case UInt8(ascii: "\\"):
          flush(self, to: &scalars)
          offset += 1
          guard let escape = current else { throw error("unterminated escape") }
          offset += 1
          switch escape {
          case UInt8(ascii: "\""): scalars.append("\"")
          case UInt8(ascii: "\\"): scalars.append("\\")
          case UInt8(ascii: "/"): scalars.append("/")
          case UInt8(ascii: "b"): scalars.append("\u{08}")
          case UInt8(ascii: "f"): scalars.append("\u{0C}")
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "u"):
            var code = try hexQuad()
            if code >= 0xD800, code < 0xDC00 {
              try expect("\\u")
              let low = try hexQuad()
              guard low >= 0xDC00, low < 0xE000 else { throw error("unpaired surrogate") }
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("unpaired surrogate") }
            scalars.append(scalar)
          default:
            offset -= 1
            throw error("unknown escape")
          }
          run = offset
        case 0..<0x20:
          throw error("control character in a string")
        default:
          offset += 1
        }
      }
    }
  }
}
