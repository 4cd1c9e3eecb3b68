import PageKitCore

/// Decodes any `Decodable` value from a ``TraceJSON`` value, strictly: a number must fit the
/// type asked for exactly (an `Int` has no fraction; a `Double` is finite), and every error
/// carries the coding path of the value that failed.
package struct TraceJSONDecoder {
  package init() {}

  /// Decodes a `T` from `json`.
  ///
  /// - Throws: `DecodingError`, or the ``PagerTraceError`` a type's `init(from:)` throws.
  /// - Complexity: O(n) in the size of the value.
  package func decode<T: Decodable>(_ type: T.Type, from json: TraceJSON) throws -> T {
    try T(from: Decoding(json: json, codingPath: []))
  }

  struct Decoding: Decoder {
    let json: TraceJSON
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      guard case .object(let members) = json else {
        throw mismatch(Key.self, "an object", json, codingPath)
      }
      return KeyedDecodingContainer(Keyed<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      guard case .array(let elements) = json else {
        throw mismatch([TraceJSON].self, "an array", json, codingPath)
      }
      return Unkeyed(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      Single(json: json, codingPath: codingPath)
    }
  }

  static func mismatch(
    _ type: Any.Type, _ expected: String, _ json: TraceJSON, _ path: [any CodingKey]
  ) -> DecodingError {
    .typeMismatch(
      type,
      .init(codingPath: path, debugDescription: "expected \(expected), found \(json.kindName)"))
  }

  /// Decodes a primitive directly, or `nil` when `T` is not one.
  static func primitive<T>(_ type: T.Type, from json: TraceJSON, path: [any CodingKey]) throws
    -> T?
  {
    func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
      guard case .number(let text) = json else { throw mismatch(type, "an integer", json, path) }
      guard let value = I(text) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: path, debugDescription: "\(text) is not an integer of \(I.self)"))
      }
      return value
    }
    switch type {
    case is Bool.Type:
      guard case .bool(let value) = json else { throw mismatch(type, "a Boolean", json, path) }
      return value as? T
    case is String.Type:
      guard case .string(let value) = json else { throw mismatch(type, "a string", json, path) }
      return value as? T
    case is Double.Type:
      return try double(json, path: path) as? T
    case is Float.Type:
      return Float(try double(json, path: path)) as? T
    case is Int.Type: return try integer(Int.self) as? T
    case is Int8.Type: return try integer(Int8.self) as? T
    case is Int16.Type: return try integer(Int16.self) as? T
    case is Int32.Type: return try integer(Int32.self) as? T
    case is Int64.Type: return try integer(Int64.self) as? T
    case is UInt.Type: return try integer(UInt.self) as? T
    case is UInt8.Type: return try integer(UInt8.self) as? T
    case is UInt16.Type: return try integer(UInt16.self) as? T
    case is UInt32.Type: return try integer(UInt32.self) as? T
    case is UInt64.Type: return try integer(UInt64.self) as? T
    default: return nil
    }
  }

  /// A JSON number as a `Double`, correctly rounded (so a number a trace wrote reads back bit
  /// for bit); a literal too large for a `Double` is ``PagerTraceError/nonFiniteNumber(step:field:)``.
  static func double(_ json: TraceJSON, path: [any CodingKey]) throws -> Double {
    guard case .number(let text) = json else { throw mismatch(Double.self, "a number", json, path) }
    guard let value = Double(text), value.isFinite else {
      throw PagerTraceError.at(path) { step, field in .nonFiniteNumber(step: step, field: field) }
    }
    return value
  }

  static func decode<T: Decodable>(_ type: T.Type, from json: TraceJSON, path: [any CodingKey])
    throws -> T
  {
    if let value = try primitive(type, from: json, path: path) { return value }
    return try T(from: Decoding(json: json, codingPath: path))
  }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [TraceJSON.Member]
    var codingPath: [any CodingKey]

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

    func value(_ key: Key) throws -> TraceJSON {
      guard let member = members.first(where: { $0.key == key.stringValue }) else {
        throw DecodingError.keyNotFound(
          key, .init(codingPath: codingPath, debugDescription: "missing \(key.stringValue)"))
      }
      return member.value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try decodeValue(type, forKey: key)
    }

    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try TraceJSONDecoder.decode(type, from: try value(key), path: codingPath + [key])
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
      try decodeValue(type, forKey: key)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
      try decodeValue(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
      throws -> KeyedDecodingContainer<NestedKey>
    {
      try Decoding(json: try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try Decoding(json: try value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
      Decoding(json: .object(members), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      Decoding(json: try value(key), codingPath: codingPath + [key])
    }
  }

  struct Unkeyed: UnkeyedDecodingContainer {
    let elements: [TraceJSON]
    var codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [TraceJSON], codingPath: [any CodingKey]) {
      self.elements = elements
      self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func next() throws -> (TraceJSON, [any CodingKey]) {
      let path = codingPath + [TraceCodingKey(index: currentIndex)]
      guard currentIndex < elements.count else {
        throw DecodingError.valueNotFound(
          Any.self, .init(codingPath: path, debugDescription: "the array ended"))
      }
      defer { currentIndex += 1 }
      return (elements[currentIndex], path)
    }

    mutating func decodeNil() throws -> Bool {
      guard currentIndex < elements.count, elements[currentIndex] == .null else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }

    mutating func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
      let (json, path) = try next()
      return try TraceJSONDecoder.decode(type, from: json, path: path)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeValue(type) }
    mutating func decode(_ type: String.Type) throws -> String { try decodeValue(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decodeValue(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeValue(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeValue(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeValue(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeValue(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeValue(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeValue(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeValue(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeValue(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeValue(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeValue(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeValue(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      let (json, path) = try next()
      return try Decoding(json: json, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let (json, path) = try next()
      return try Decoding(json: json, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
      let (json, path) = try next()
      return Decoding(json: json, codingPath: path)
    }
  }

  struct Single: SingleValueDecodingContainer {
    let json: TraceJSON
    var codingPath: [any CodingKey]

    func decodeNil() -> Bool { json == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
      try TraceJSONDecoder.decode(type, from: json, path: codingPath)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decodeValue(type) }
    func decode(_ type: String.Type) throws -> String { try decodeValue(type) }
    func decode(_ type: Double.Type) throws -> Double { try decodeValue(type) }
    func decode(_ type: Float.Type) throws -> Float { try decodeValue(type) }
    func decode(_ type: Int.Type) throws -> Int { try decodeValue(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeValue(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeValue(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeValue(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeValue(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeValue(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeValue(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeValue(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeValue(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeValue(type) }
  }
}
