public import PageKitCore

extension PagerTrace {
  /// A page source as a trace holds it: its identities in order, whether it loops, and its
  /// bounds (`first` and `end`, `null` for a direction without an end).
  ///
  /// A source with a count lists its identities (`ids`); a source without a count, or one with
  /// more than ``PagerTraceRecorder/maximumListedIDs`` pages, has `ids` `null`, and a replay
  /// needs the host's own source.
  public struct SourceDescription: Hashable, Codable {
    /// The identities of the pages, in index order; `nil` when not listed.
    public var ids: [PageID]?
    /// Whether the source loops (``/PageKitCore/PageSource/isCircular``).
    public var isCircular: Bool
    /// The source's bounds.
    public var bounds: PageBounds

    /// Creates a description of a source with a count from its identities.
    ///
    /// - Parameters:
    ///   - ids: The identities, in index order.
    ///   - isCircular: Whether the source loops.
    public init(ids: [PageID], isCircular: Bool = false) {
      self.ids = ids
      self.isCircular = isCircular
      self.bounds = PageBounds(count: ids.count)
    }

    /// Creates a description of any source.
    ///
    /// - Parameters:
    ///   - ids: The identities in index order, or `nil`.
    ///   - isCircular: Whether the source loops.
    ///   - bounds: The source's bounds.
    public init(ids: [PageID]?, isCircular: Bool, bounds: PageBounds) {
      self.ids = ids
      self.isCircular = isCircular
      self.bounds = bounds
    }

    /// Describes `source`, listing its identities when it has a count of at most `limit`.
    ///
    /// - Complexity: O(n) for n pages listed.
    init<Source: PageSource>(_ source: Source, limit: Int) where Source.PageID == PageID {
      let bounds = source.bounds
      var ids: [PageID]?
      if bounds.isCounted, let count = bounds.count, count <= limit {
        var list: [PageID] = []
        list.reserveCapacity(count)
        for index in 0..<count {
          guard let id = source.id(at: index) else { break }
          list.append(id)
        }
        if list.count == count { ids = list }
      }
      self.init(ids: ids, isCircular: source.isCircular, bounds: bounds)
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
      case ids, circular, first, end
    }

    /// Encodes `ids`, `circular`, `first`, `end`.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    /// - Complexity: O(n) in the size of the value.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeOptional(ids, forKey: .ids)
      try container.encode(isCircular, forKey: .circular)
      try container.encodeOptional(bounds.first, forKey: .first)
      try container.encodeOptional(bounds.end, forKey: .end)
    }

    /// Decodes a description; listed identities must agree with the bounds.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: ``PagerTraceError``, or the decoder's own errors.
    /// - Complexity: O(n) in the size of the value.
    public init(from decoder: any Decoder) throws {
      try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
      let container = try decoder.container(keyedBy: CodingKeys.self)
      ids = try container.decodeOptional([PageID].self, forKey: .ids)
      isCircular = try container.decode(Bool.self, forKey: .circular)
      bounds = PageBounds(
        first: try container.decodeOptional(Int.self, forKey: .first),
        end: try container.decodeOptional(Int.self, forKey: .end))
      if let ids, bounds != PageBounds(count: ids.count) {
        throw PagerTraceError.at(container.codingPath + [CodingKeys.end]) {
          .invalidValue(
            step: $0, field: $1,
            reason: "the bounds of \(ids.count) listed ids are 0..<\(ids.count)")
        }
      }
    }
  }
}

extension PagerTrace.SourceDescription: Sendable where PageID: Sendable {}
