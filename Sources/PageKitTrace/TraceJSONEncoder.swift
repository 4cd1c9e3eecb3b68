import PageKitCore

/// Encodes any `Encodable` value into a ``TraceJSON`` value, keeping object keys in the order
/// they are encoded (PageKit has no Foundation, hence no `JSONEncoder`).
package struct TraceJSONEncoder {
  package init() {}

  /// The JSON value of `value`.
  ///
  /// - Throws: Whatever `value`'s `encode(to:)` throws.
  /// - Complexity: O(n) in the size of the encoded value.
  package func encode(_ value: some Encodable) throws -> TraceJSON {
    let root = Node()
    try value.encode(to: TraceEncoding(node: root, codingPath: []))
    return root.json
  }

  /// A value being built: containers write into nodes, read once encoding is done.
  final class Node {
    enum Content {
      case value(TraceJSON)
      case object([(String, Node)])
      case array([Node])
    }

    var content = Content.value(.null)

    var json: TraceJSON {
      switch content {
      case .value(let value): value
      case .object(let members): .object(members.map { TraceJSON.Member($0.0, $0.1.json) })
      case .array(let elements): .array(elements.map(\.json))
      }
    }

    func member(_ key: String) -> Node {
      var members: [(String, Node)] = []
      if case .object(let existing) = content { members = existing }
      if let found = members.first(where: { $0.0 == key }) { return found.1 }
      let node = Node()
      members.append((key, node))
      content = .object(members)
      return node
    }

    func appended() -> Node {
      var elements: [Node] = []
      if case .array(let existing) = content { elements = existing }
      let node = Node()
      elements.append(node)
      content = .array(elements)
      return node
    }

    func beginObject() {
      if case .object = content { return }
      content = .object([])
    }

    func beginArray() {
      if case .array = content { return }
      content = .array([])
    }

    var arrayCount: Int {
      if case .array(let elements) = content { return elements.count }
      return 0
    }
  }

  struct TraceEncoding: Encoder {
    let node: Node
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      node.beginObject()
      return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      node.beginArray()
      return Unkeyed(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      Single(node: node, codingPath: codingPath)
    }
  }

  /// The JSON of a primitive, or `nil` when the value is not one.
  static func primitive(_ value: some Encodable) -> TraceJSON? {
    switch value {
    case let value as Bool: return .bool(value)
    case let value as String: return .string(value)
    case let value as Double: return .number(numberText(value))
    case let value as Float: return .number(numberText(Double(value)))
    case let value as Int: return .number(String(value))
    case let value as Int8: return .number(String(value))
    case let value as Int16: return .number(String(value))
    case let value as Int32: return .number(String(value))
    case let value as Int64: return .number(String(value))
    case let value as UInt: return .number(String(value))
    case let value as UInt8: return .number(String(value))
    case let value as UInt16: return .number(String(value))
    case let value as UInt32: return .number(String(value))
    case let value as UInt64: return .number(String(value))
    default: return nil
    }
  }

  /// A finite `Double` as JSON text that reads back bit for bit: Swift's shortest round-trip
  /// description (`0.1`, `1e-07`, `-0.0`), with a `.0`-free integer kept as it is. Non-finite
  /// values are written as strings by the trace types before they get here.
  static func numberText(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return value.description
  }

  static func encode(_ value: some Encodable, into node: Node, codingPath: [any CodingKey]) throws {
    if let primitive = primitive(value) {
      node.content = .value(primitive)
    } else {
      try value.encode(to: TraceEncoding(node: node, codingPath: codingPath))
    }
  }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
      node.member(key.stringValue).content = .value(.null)
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try TraceJSONEncoder.encode(
        value, into: node.member(key.stringValue), codingPath: codingPath + [key])
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
      try encode(Box(value), forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      let child = node.member(key.stringValue)
      child.beginObject()
      return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let child = node.member(key.stringValue)
      child.beginArray()
      return Unkeyed(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
      TraceEncoding(node: node.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      TraceEncoding(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
  }

  struct Unkeyed: UnkeyedEncodingContainer, BoxesPrimitives {
    let node: Node
    var codingPath: [any CodingKey]
    var count: Int { node.arrayCount }

    mutating func encodeNil() throws { node.appended().content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      try TraceJSONEncoder.encode(
        value, into: node.appended(), codingPath: codingPath + [TraceCodingKey(index: count)])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let child = node.appended()
      child.beginObject()
      return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let child = node.appended()
      child.beginArray()
      return Unkeyed(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
      TraceEncoding(node: node.appended(), codingPath: codingPath)
    }
  }

  struct Single: SingleValueEncodingContainer, BoxesPrimitives {
    let node: Node
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws {
      try TraceJSONEncoder.encode(value, into: node, codingPath: codingPath)
    }
  }

  /// A container without keys whose primitives all take its generic `encode(_:)` (each in a
  /// ``Box``): the one list of the primitives `Unkeyed` and `Single` must encode.
  protocol BoxesPrimitives {
    mutating func encode<T: Encodable>(_ value: T) throws
  }

  /// A primitive passed through the generic path (which recognises it).
  struct Box<Value: Encodable>: Encodable {
    let value: Value
    init(_ value: Value) { self.value = value }
    func encode(to encoder: any Encoder) throws {
      guard let encoding = encoder as? TraceEncoding, let json = primitive(value) else {
        try value.encode(to: encoder)
        return
      }
      encoding.node.content = .value(json)
    }
  }
}

/// A coding key for any member name or array index (error paths, unknown members).
package struct TraceCodingKey: CodingKey, Hashable {
  package var stringValue: String
  package var intValue: Int?

  package init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  package init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }

  package init(index: Int) { self.init(intValue: index) }
}

extension TraceJSONEncoder.BoxesPrimitives {
  mutating func encode(_ value: Bool) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: String) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: Double) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: Float) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: Int) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: Int8) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: Int16) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: Int32) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: Int64) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: UInt) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: UInt8) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: UInt16) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: UInt32) throws { try encode(TraceJSONEncoder.Box(value)) }
  mutating func encode(_ value: UInt64) throws { try encode(TraceJSONEncoder.Box(value)) }
}
