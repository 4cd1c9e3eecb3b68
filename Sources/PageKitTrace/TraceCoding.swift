// How the trace format writes the library's own values (layouts, anchors, configurations,
// errors, events): by hand, every field always present (`null` for none), so that a reader can
// tell a missing or an unexpected field from a value.

import PageKitCore

extension KeyedEncodingContainer {
  /// Writes a number: finite as a JSON number (Swift's shortest round-trip text), a host's
  /// non-finite input as the string `"nan"`, `"inf"` or `"-inf"` (JSON has no such numbers).
  mutating func encodeNumber(_ value: Double, forKey key: Key) throws {
    if value.isFinite {
      try encode(value, forKey: key)
    } else {
      try encode(value.isNaN ? "nan" : value > 0 ? "inf" : "-inf", forKey: key)
    }
  }

  /// Writes an optional value, `null` when absent.
  mutating func encodeOptional<T: Encodable>(_ value: T?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
  }
}

extension KeyedDecodingContainer {
  /// Reads a number written by ``KeyedEncodingContainer/encodeNumber(_:forKey:)``.
  func decodeNumber(forKey key: Key) throws -> Double {
    if let text = try? decode(String.self, forKey: key) {
      switch text {
      case "nan": return .nan
      case "inf": return .infinity
      case "-inf": return -.infinity
      default:
        throw DecodingError.typeMismatch(
          Double.self,
          .init(codingPath: codingPath + [key], debugDescription: "expected a number"))
      }
    }
    return try decode(Double.self, forKey: key)
  }

  /// Reads a finite number: a non-finite one is ``PagerTraceError/nonFiniteNumber(step:field:)``.
  func decodeFinite(forKey key: Key) throws -> Double {
    let value = try decodeNumber(forKey: key)
    guard value.isFinite else {
      throw PagerTraceError.at(codingPath + [key]) { .nonFiniteNumber(step: $0, field: $1) }
    }
    return value
  }

  /// Reads an optional value that must be present (`null` for none).
  func decodeOptional<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard contains(key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "missing \(key.stringValue)"))
    }
    if try decodeNil(forKey: key) { return nil }
    return try decode(type, forKey: key)
  }

  /// An error for a value of a field that is out of its range.
  func invalid(_ key: Key, _ reason: String) -> PagerTraceError {
    PagerTraceError.at(codingPath + [key]) { .invalidValue(step: $0, field: $1, reason: reason) }
  }
}

extension Decoder {
  /// Throws ``PagerTraceError/unexpectedField(step:field:)`` for a member not in `allowed`.
  func rejectUnknownFields(_ allowed: [String]) throws {
    let all = try container(keyedBy: TraceCodingKey.self)
    for key in all.allKeys where !allowed.contains(key.stringValue) {
      throw PagerTraceError.at(codingPath + [key]) { .unexpectedField(step: $0, field: $1) }
    }
  }
}

/// A trace's coding key: any member name.
typealias TraceKey = TraceCodingKey

extension TraceCodingKey: ExpressibleByStringLiteral {
  package init(stringLiteral value: String) { self.init(stringValue: value) }
}

// MARK: Library values

/// A ``/PageKitCore/PagerLayout`` as the trace writes it: `{"kind": "fullPage"}`,
/// `{"kind": "uniform", "itemLength": …, "spacing": …}` or
/// `{"kind": "variable", "itemLengths": […], "spacing": …}`.
struct TraceLayout: Codable {
  var value: PagerLayout

  init(_ value: PagerLayout) { self.value = value }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceKey.self)
    switch value {
    case .fullPage:
      try container.encode("fullPage", forKey: "kind")
    case .uniform(let length, let spacing):
      try container.encode("uniform", forKey: "kind")
      try container.encodeNumber(length, forKey: "itemLength")
      try container.encodeNumber(spacing, forKey: "spacing")
    case .variable(let lengths, let spacing):
      try container.encode("variable", forKey: "kind")
      try container.encode(lengths.map(TraceNumber.init), forKey: "itemLengths")
      try container.encodeNumber(spacing, forKey: "spacing")
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: TraceKey.self)
    switch try container.decode(String.self, forKey: "kind") {
    case "fullPage":
      try decoder.rejectUnknownFields(["kind"])
      value = .fullPage
    case "uniform":
      try decoder.rejectUnknownFields(["kind", "itemLength", "spacing"])
      value = .uniform(
        itemLength: try container.decodeNumber(forKey: "itemLength"),
        spacing: try container.decodeNumber(forKey: "spacing"))
    case "variable":
      try decoder.rejectUnknownFields(["kind", "itemLengths", "spacing"])
      value = .variable(
        itemLengths: try container.decode([TraceNumber].self, forKey: "itemLengths").map {
          $0.value
        },
        spacing: try container.decodeNumber(forKey: "spacing"))
    case let other:
      throw container.invalid("kind", "unknown layout \(other)")
    }
  }
}

/// A number in an array, written as ``KeyedEncodingContainer/encodeNumber(_:forKey:)`` writes one.
struct TraceNumber: Codable {
  var value: Double

  init(_ value: Double) { self.value = value }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if value.isFinite {
      try container.encode(value)
    } else {
      try container.encode(value.isNaN ? "nan" : value > 0 ? "inf" : "-inf")
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      switch text {
      case "nan": value = .nan
      case "inf": value = .infinity
      case "-inf": value = -.infinity
      default:
        throw DecodingError.typeMismatch(
          Double.self, .init(codingPath: decoder.codingPath, debugDescription: "expected a number"))
      }
    } else {
      value = try container.decode(Double.self)
    }
  }
}

/// A ``/PageKitCore/SnapAnchor``: `{"kind": "leading", "inset": 16}`, `{"kind": "center", "inset": 0}`.
struct TraceAnchor: Codable {
  var value: SnapAnchor

  init(_ value: SnapAnchor) { self.value = value }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceKey.self)
    switch value {
    case .leading(let inset):
      try container.encode("leading", forKey: "kind")
      try container.encodeNumber(inset, forKey: "inset")
    case .center:
      try container.encode("center", forKey: "kind")
      try container.encodeNumber(0, forKey: "inset")
    case .trailing(let inset):
      try container.encode("trailing", forKey: "kind")
      try container.encodeNumber(inset, forKey: "inset")
    }
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownFields(["kind", "inset"])
    let container = try decoder.container(keyedBy: TraceKey.self)
    let inset = try container.decodeNumber(forKey: "inset")
    switch try container.decode(String.self, forKey: "kind") {
    case "leading": value = .leading(inset)
    case "center": value = .center
    case "trailing": value = .trailing(inset)
    case let other: throw container.invalid("kind", "unknown anchor \(other)")
    }
  }
}

/// A ``/PageKitCore/PagerConfiguration``, every field by name.
struct TraceConfiguration: Codable {
  var value: PagerConfiguration

  init(_ value: PagerConfiguration) { self.value = value }

  static let fields = [
    "pageLength", "axis", "layoutDirection", "preloadCount", "settleSpring",
    "rubberBandCoefficient", "reduceMotion", "decelerationRate", "touchSlop",
    "wheelStopsPerGesture",
  ]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceKey.self)
    try container.encodeNumber(value.viewportLength, forKey: "pageLength")
    try container.encode(value.axis, forKey: "axis")
    try container.encode(value.layoutDirection, forKey: "layoutDirection")
    try container.encode(value.preloadCount, forKey: "preloadCount")
    try container.encode(TraceSpring(value.settleSpring), forKey: "settleSpring")
    try container.encodeNumber(value.rubberBandCoefficient, forKey: "rubberBandCoefficient")
    try container.encode(value.reduceMotion, forKey: "reduceMotion")
    try container.encodeNumber(value.deceleration.rate, forKey: "decelerationRate")
    try container.encodeNumber(value.touchSlop, forKey: "touchSlop")
    try container.encode(value.wheelStopsPerGesture, forKey: "wheelStopsPerGesture")
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownFields(Self.fields)
    let container = try decoder.container(keyedBy: TraceKey.self)
    let rate = try container.decodeFinite(forKey: "decelerationRate")
    let deceleration: Deceleration
    do {
      deceleration = try Deceleration(rate: rate)
    } catch {
      throw container.invalid("decelerationRate", "a rate outside 0..<1")
    }
    value = PagerConfiguration(
      viewportLength: try container.decodeNumber(forKey: "pageLength"),
      axis: try container.decode(Axis.self, forKey: "axis"),
      layoutDirection: try container.decode(LayoutDirection.self, forKey: "layoutDirection"),
      preloadCount: try container.decode(Int.self, forKey: "preloadCount"),
      settleSpring: try container.decode(TraceSpring.self, forKey: "settleSpring").value,
      rubberBandCoefficient: try container.decodeNumber(forKey: "rubberBandCoefficient"),
      reduceMotion: try container.decode(Bool.self, forKey: "reduceMotion"),
      deceleration: deceleration,
      // Version 4 added the touch slop: an older trace's pager had the standard one.
      touchSlop: container.contains("touchSlop")
        ? try container.decodeNumber(forKey: "touchSlop") : PagerConfiguration.standardTouchSlop,
      // Version 5 added the wheel's stops per gesture: an older trace's pager had one.
      wheelStopsPerGesture: container.contains("wheelStopsPerGesture")
        ? try container.decode(Int.self, forKey: "wheelStopsPerGesture") : 1)
  }
}

/// A ``/PageKitCore/SpringCurve`` by its response, damping ratio, initial velocity and settling epsilon: the
/// values it is built from, so that it reads back the same spring bit for bit.
struct TraceSpring: Codable {
  var value: SpringCurve

  init(_ value: SpringCurve) { self.value = value }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceKey.self)
    try container.encodeNumber(value.response, forKey: "response")
    try container.encodeNumber(value.dampingRatio, forKey: "dampingRatio")
    try container.encodeNumber(value.initialVelocity, forKey: "initialVelocity")
    try container.encodeNumber(value.epsilon, forKey: "epsilon")
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownFields(["response", "dampingRatio", "initialVelocity", "epsilon"])
    let container = try decoder.container(keyedBy: TraceKey.self)
    value = SpringCurve(
      response: try container.decodeFinite(forKey: "response"),
      dampingRatio: try container.decodeFinite(forKey: "dampingRatio"),
      initialVelocity: try container.decodeFinite(forKey: "initialVelocity"),
      epsilon: try container.decodeFinite(forKey: "epsilon"))
  }
}

/// A ``/PageKitCore/PagerError``: `{"kind": "indexOutOfRange", "index": 7, "count": 5}`.
struct TraceError: Codable {
  var value: PagerError

  init(_ value: PagerError) { self.value = value }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceKey.self)
    switch value {
    case .indexOutOfRange(let index, let count):
      try container.encode("indexOutOfRange", forKey: "kind")
      try container.encode(index, forKey: "index")
      try container.encode(count, forKey: "count")
    case .indexOutOfBounds(let index, let bounds):
      try container.encode("indexOutOfBounds", forKey: "kind")
      try container.encode(index, forKey: "index")
      try container.encodeOptional(bounds.first, forKey: "first")
      try container.encodeOptional(bounds.end, forKey: "end")
    case .emptySource: try container.encode("emptySource", forKey: "kind")
    case .dragInProgress: try container.encode("dragInProgress", forKey: "kind")
    case .notDragging: try container.encode("notDragging", forKey: "kind")
    case .nonFiniteValue: try container.encode("nonFiniteValue", forKey: "kind")
    case .invalidConfiguration(let issue):
      try container.encode("invalidConfiguration", forKey: "kind")
      let fields = issue.traceFields
      try container.encode(fields.setting, forKey: "setting")
      try container.encode(fields.numbers, forKey: "numbers")
      try container.encode(fields.integers, forKey: "integers")
    case .duplicatePageID(let index, let firstIndex):
      try container.encode("duplicatePageID", forKey: "kind")
      try container.encode(index, forKey: "index")
      try container.encode(firstIndex, forKey: "firstIndex")
    case .missingPage(let index):
      try container.encode("missingPage", forKey: "kind")
      try container.encode(index, forKey: "index")
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: TraceKey.self)
    let kind = try container.decode(String.self, forKey: "kind")
    switch kind {
    case "indexOutOfRange":
      try decoder.rejectUnknownFields(["kind", "index", "count"])
      value = .indexOutOfRange(
        index: try container.decode(Int.self, forKey: "index"),
        count: try container.decode(Int.self, forKey: "count"))
    case "indexOutOfBounds":
      try decoder.rejectUnknownFields(["kind", "index", "first", "end"])
      value = .indexOutOfBounds(
        index: try container.decode(Int.self, forKey: "index"),
        bounds: PageBounds(
          first: try container.decodeOptional(Int.self, forKey: "first"),
          end: try container.decodeOptional(Int.self, forKey: "end")))
    case "duplicatePageID":
      try decoder.rejectUnknownFields(["kind", "index", "firstIndex"])
      value = .duplicatePageID(
        index: try container.decode(Int.self, forKey: "index"),
        firstIndex: try container.decode(Int.self, forKey: "firstIndex"))
    case "invalidConfiguration" where container.contains("setting"):
      try decoder.rejectUnknownFields(["kind", "setting", "numbers", "integers"])
      let setting = try container.decode(String.self, forKey: "setting")
      let numbers = try container.decode([Double].self, forKey: "numbers")
      let integers = try container.decode([Int].self, forKey: "integers")
      guard numbers.allSatisfy(\.isFinite),
        let issue = PagerConfigurationIssue(
          setting: setting, numbers: numbers, integers: integers)
      else { throw container.invalid("setting", "unknown setting \(setting)") }
      value = .invalidConfiguration(issue)
    case "missingPage":
      try decoder.rejectUnknownFields(["kind", "index"])
      value = .missingPage(index: try container.decode(Int.self, forKey: "index"))
    default:
      try decoder.rejectUnknownFields(["kind"])
      switch kind {
      case "emptySource": value = .emptySource
      case "dragInProgress": value = .dragInProgress
      case "notDragging": value = .notDragging
      case "nonFiniteValue": value = .nonFiniteValue
      // (A trace written before errors named their setting.)
      case "invalidConfiguration": value = .invalidConfiguration(.unspecified)
      default: throw container.invalid("kind", "unknown error \(kind)")
      }
    }
  }
}

/// A ``/PageKitCore/PagerEvent``: its kind, then its values (a page change's identities, indices, direction
/// and cause; a scroll's position; a phase change's phases).
struct TraceEvent<PageID: Hashable & Codable>: Codable {
  var value: PagerEvent<PageID>

  init(_ value: PagerEvent<PageID>) { self.value = value }

  static var changeFields: [String] {
    ["kind", "from", "to", "fromIndex", "toIndex", "direction", "cause"]
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceKey.self)
    func change(_ kind: String, _ change: PageChange<PageID>) throws {
      try container.encode(kind, forKey: "kind")
      try container.encodeOptional(change.from, forKey: "from")
      try container.encodeOptional(change.to, forKey: "to")
      try container.encodeOptional(change.fromIndex, forKey: "fromIndex")
      try container.encodeOptional(change.toIndex, forKey: "toIndex")
      try container.encode(change.direction, forKey: "direction")
      try container.encode(change.cause, forKey: "cause")
    }
    switch value {
    case .willChangePage(let value): try change("willChangePage", value)
    case .didChangePage(let value): try change("didChangePage", value)
    case .didCancelPageChange(let value): try change("didCancelPageChange", value)
    case .didScroll(let position):
      try container.encode("didScroll", forKey: "kind")
      try container.encodeNumber(position, forKey: "position")
    case .phaseDidChange(let from, let to):
      try container.encode("phaseDidChange", forKey: "kind")
      try container.encode(from, forKey: "from")
      try container.encode(to, forKey: "to")
    }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: TraceKey.self)
    let kind = try container.decode(String.self, forKey: "kind")
    func change() throws -> PageChange<PageID> {
      try decoder.rejectUnknownFields(Self.changeFields)
      return PageChange(
        from: try container.decodeOptional(PageID.self, forKey: "from"),
        to: try container.decodeOptional(PageID.self, forKey: "to"),
        fromIndex: try container.decodeOptional(Int.self, forKey: "fromIndex"),
        toIndex: try container.decodeOptional(Int.self, forKey: "toIndex"),
        direction: try container.decode(PageDirection.self, forKey: "direction"),
        cause: try container.decode(PageChangeCause.self, forKey: "cause"))
    }
    switch kind {
    case "willChangePage": value = .willChangePage(try change())
    case "didChangePage": value = .didChangePage(try change())
    case "didCancelPageChange": value = .didCancelPageChange(try change())
    case "didScroll":
      try decoder.rejectUnknownFields(["kind", "position"])
      value = .didScroll(position: try container.decodeFinite(forKey: "position"))
    case "phaseDidChange":
      try decoder.rejectUnknownFields(["kind", "from", "to"])
      value = .phaseDidChange(
        from: try container.decode(PagerPhase.self, forKey: "from"),
        to: try container.decode(PagerPhase.self, forKey: "to"))
    default:
      throw container.invalid("kind", "unknown event \(kind)")
    }
  }
}

/// A landing in a trace: `{"destination": 3, "start": 1.5, "settle": 0.46, "crossings":
/// [{"from": 2, "to": 3, "elapsed": 0.03}]}` (`start` is `null` before the first frame).
struct TraceLanding: Codable {
  var value: PagerLanding

  init(_ value: PagerLanding) { self.value = value }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceKey.self)
    try container.encode(value.destinationIndex, forKey: "destination")
    try container.encodeOptional(value.startTime.map(TraceNumber.init), forKey: "start")
    try container.encodeNumber(value.settlingDuration, forKey: "settle")
    try container.encode(value.crossings.map(TraceCrossing.init), forKey: "crossings")
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownFields(["destination", "start", "settle", "crossings"])
    let container = try decoder.container(keyedBy: TraceKey.self)
    let start: Double? =
      try container.decodeNil(forKey: "start") ? nil : try container.decodeFinite(forKey: "start")
    value = PagerLanding(
      destinationIndex: try container.decode(Int.self, forKey: "destination"),
      startTime: start, settlingDuration: try container.decodeFinite(forKey: "settle"),
      crossings: try container.decode([TraceCrossing].self, forKey: "crossings").map(\.value))
  }
}

/// One crossing of a landing in a trace: `{"from": 2, "to": 3, "elapsed": 0.03}`.
struct TraceCrossing: Codable {
  var value: PagerLanding.Crossing

  init(_ value: PagerLanding.Crossing) { self.value = value }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceKey.self)
    try container.encode(value.fromIndex, forKey: "from")
    try container.encode(value.toIndex, forKey: "to")
    try container.encodeNumber(value.elapsed, forKey: "elapsed")
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownFields(["from", "to", "elapsed"])
    let container = try decoder.container(keyedBy: TraceKey.self)
    value = PagerLanding.Crossing(
      fromIndex: try container.decode(Int.self, forKey: "from"),
      toIndex: try container.decode(Int.self, forKey: "to"),
      elapsed: try container.decodeFinite(forKey: "elapsed"))
  }
}
