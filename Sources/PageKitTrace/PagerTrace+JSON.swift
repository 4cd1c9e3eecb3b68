import PageKitCore

extension PagerTrace {
  /// The most a trace may hold when read: larger input throws ``PagerTraceError/tooLarge(field:limit:actual:)``
  /// before anything is built from it.
  public struct Limits: Hashable, Sendable {
    /// The most UTF-8 bytes of JSON text (default 64 MiB).
    public var maximumBytes: Int
    /// The most steps (default 1,048,576); a run of idle frames counts as its frames.
    public var maximumSteps: Int
    /// The most identities listed for one source (default
    /// ``PagerTraceRecorder/maximumListedIDs``, 1,048,576).
    public var maximumIDs: Int

    /// Creates limits.
    ///
    /// - Parameters:
    ///   - maximumBytes: The most bytes of JSON text (default 64 MiB).
    ///   - maximumSteps: The most steps (default 1,048,576).
    ///   - maximumIDs: The most identities per source (default 1,048,576).
    public init(
      maximumBytes: Int = 64 << 20, maximumSteps: Int = 1 << 20, maximumIDs: Int = 1 << 20
    ) {
      self.maximumBytes = maximumBytes
      self.maximumSteps = maximumSteps
      self.maximumIDs = maximumIDs
    }
  }

  /// The deepest nesting of arrays and objects a trace's JSON may have (a trace needs 7; a
  /// structured identity a few more).
  static var maximumJSONDepth: Int { 32 }

  /// Reads a trace from its JSON text, strictly and without trapping: every bad input throws a
  /// ``PagerTraceError`` that names the step and the field.
  ///
  /// - Parameters:
  ///   - json: The JSON text, as ``jsonString()`` writes it.
  ///   - limits: The most the trace may hold (default ``Limits/init(maximumBytes:maximumSteps:maximumIDs:)``).
  /// - Throws: In this order: ``PagerTraceError/tooLarge(field:limit:actual:)`` for text over
  ///   the byte limit; ``PagerTraceError/malformedJSON(offset:reason:)``;
  ///   ``PagerTraceError/unsupportedVersion(_:)``; `tooLarge` for too many steps; then, at the
  ///   first field that is wrong, ``PagerTraceError/missingField(step:field:)``,
  ///   ``PagerTraceError/unexpectedField(step:field:)``,
  ///   ``PagerTraceError/invalidValue(step:field:reason:)`` or
  ///   ``PagerTraceError/nonFiniteNumber(step:field:)``; then
  ///   ``PagerTraceError/duplicateID(step:field:index:firstIndex:)``,
  ///   ``PagerTraceError/unknownID(step:field:)`` and `tooLarge` for a long identity list.
  /// - Complexity: O(n) in the length of the text.
  public init(json: String, limits: Limits = Limits()) throws(PagerTraceError) {
    let bytes = json.utf8.count
    guard bytes <= limits.maximumBytes else {
      throw .tooLarge(field: "", limit: limits.maximumBytes, actual: bytes)
    }
    let value = try TraceJSON.parse(json, maximumDepth: Self.maximumJSONDepth)
    if case .object(let members) = value {
      if let version = members.first(where: { $0.key == "version" })?.value,
        case .number(let text) = version, let number = Int(text),
        !Self.readableVersions.contains(number)
      {
        throw .unsupportedVersion(number)
      }
      if let steps = members.first(where: { $0.key == "steps" })?.value,
        case .array(let elements) = steps, elements.count > limits.maximumSteps
      {
        throw .tooLarge(field: "steps", limit: limits.maximumSteps, actual: elements.count)
      }
    }
    do {
      self = try TraceJSONDecoder().decode(Self.self, from: value)
    } catch {
      throw PagerTraceError.from(error)
    }
    // A run of idle frames is one step but as many calls: the calls count against the limit.
    var calls = 0
    for step in steps {
      let (sum, overflow) = calls.addingReportingOverflow(step.input.callCount)
      calls = overflow ? Int.max : sum
    }
    guard calls <= limits.maximumSteps else {
      throw .tooLarge(field: "steps", limit: limits.maximumSteps, actual: calls)
    }
    try validate(maximumIDs: limits.maximumIDs)
  }

  /// The trace as JSON text: keys in one fixed order, the steps one per line, numbers in
  /// Swift's shortest round-trip form (they read back bit for bit), a host's non-finite input
  /// as the strings `"nan"`, `"inf"` and `"-inf"`.
  ///
  /// - Returns: The JSON text.
  /// - Throws: ``PagerTraceError/invalidValue(step:field:reason:)`` when an identity's own
  ///   `encode(to:)` throws (never for `String` or `Int` identities).
  /// - Complexity: O(n) in the size of the trace.
  public func jsonString() throws(PagerTraceError) -> String {
    do {
      return try TraceJSONEncoder().encode(self).text()
    } catch {
      throw .invalidValue(step: nil, field: "", reason: "\(error)")
    }
  }

  // MARK: Identities

  /// Checks the trace's identities: no source lists one twice, and every identity an event
  /// names was listed by a source up to that step. (A restore may name any identity: a
  /// snapshot of a page that is gone is restored by its index.)
  ///
  /// - Throws: ``PagerTraceError/tooLarge(field:limit:actual:)``,
  ///   ``PagerTraceError/duplicateID(step:field:index:firstIndex:)``,
  ///   ``PagerTraceError/unknownID(step:field:)``.
  /// - Complexity: O(n) in the identities and events of the trace.
  package func validate(maximumIDs: Int = Limits().maximumIDs) throws(PagerTraceError) {
    var known: Set<PageID> = []
    // Sources without a list name identities the trace cannot know: no check after one.
    var checksIDs = true
    func list(_ source: SourceDescription, step: Int?, field: String) throws(PagerTraceError) {
      guard let ids = source.ids else {
        checksIDs = false
        return
      }
      guard ids.count <= maximumIDs else {
        throw .tooLarge(field: field + ".ids", limit: maximumIDs, actual: ids.count)
      }
      var first: [PageID: Int] = [:]
      first.reserveCapacity(ids.count)
      for (index, id) in ids.enumerated() {
        if let earlier = first.updateValue(index, forKey: id) {
          throw .duplicateID(
            step: step, field: field + ".ids[\(index)]", index: index, firstIndex: earlier)
        }
        known.insert(id)
      }
    }
    func check(_ id: PageID?, step: Int?, field: String) throws(PagerTraceError) {
      guard checksIDs, let id, !known.contains(id) else { return }
      throw .unknownID(step: step, field: field)
    }
    func check(_ input: Input, step: Int, field: String) throws(PagerTraceError) {
      switch input {
      case .reload(let source, _): try list(source, step: step, field: field + ".source")
      default: break
      }
    }
    try list(start.source, step: nil, field: "start.source")
    if let ids = start.source.ids, !ids.isEmpty, !ids.indices.contains(start.settledIndex) {
      throw .invalidValue(
        step: nil, field: "start.settledIndex", reason: "not an index of the source's ids")
    }
    for (index, step) in steps.enumerated() {
      try check(step.input, step: index, field: "input")
      for (offset, call) in step.nested.enumerated() {
        try check(call.input, step: index, field: "nested[\(offset)].input")
      }
      for (offset, event) in step.outcome.events.enumerated() {
        let change: PageChange<PageID>
        switch event {
        case .willChangePage(let value), .didChangePage(let value),
          .didCancelPageChange(let value):
          change = value
        case .didScroll, .phaseDidChange: continue
        }
        try check(change.from, step: index, field: "events[\(offset)].from")
        try check(change.to, step: index, field: "events[\(offset)].to")
      }
    }
  }
}
