public import PageKitCore

extension PagerTrace {
  /// The pager as a recording found it, at rest: everything a replay needs to build the same
  /// pager.
  public struct Start: Hashable, Codable {
    /// The source.
    public var source: SourceDescription
    /// The layout.
    public var layout: PagerLayout
    /// The anchor.
    public var anchor: SnapAnchor
    /// The snap strategy, by name and parameters.
    public var snap: Strategy
    /// The transition, by name and parameters.
    public var transition: Strategy
    /// The configuration.
    public var configuration: PagerConfiguration
    /// The settled page (the replay's `initialIndex`).
    public var settledIndex: Int
    /// The position at the start: the settled index, except for a strategy that rests between
    /// items.
    public var position: Double
    /// The pager's clock (``/PageKitCore/Pager/currentTime``) at the start, `nil` before its first frame.
    public var time: Double?

    /// Creates a start.
    ///
    /// - Parameters:
    ///   - source: The source.
    ///   - layout: The layout (default full pages).
    ///   - anchor: The anchor (default `.leading(0)`).
    ///   - snap: The snap strategy (default ``/PageKitCore/PagingSnap/paging``).
    ///   - transition: The transition (default ``/PageKitCore/SlideTransition``).
    ///   - configuration: The configuration.
    ///   - settledIndex: The settled page (default 0).
    ///   - position: The position (default the settled index).
    ///   - time: The clock (default `nil`).
    public init(
      source: SourceDescription, layout: PagerLayout = .fullPage,
      anchor: SnapAnchor = .leading(0), snap: Strategy = Strategy(describing: PagingSnap.paging),
      transition: Strategy = Strategy(describing: SlideTransition()),
      configuration: PagerConfiguration, settledIndex: Int = 0, position: Double? = nil,
      time: Double? = nil
    ) {
      self.source = source
      self.layout = layout
      self.anchor = anchor
      self.snap = snap
      self.transition = transition
      self.configuration = configuration
      self.settledIndex = settledIndex
      self.position = position ?? Double(settledIndex)
      self.time = time
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
      case source, layout, anchor, snap, transition, configuration, settledIndex, position, time
    }

    /// Encodes the start, in the order of its properties.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    /// - Complexity: O(n) in the size of the value.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(source, forKey: .source)
      try container.encode(TraceLayout(layout), forKey: .layout)
      try container.encode(TraceAnchor(anchor), forKey: .anchor)
      try container.encode(snap, forKey: .snap)
      try container.encode(transition, forKey: .transition)
      try container.encode(TraceConfiguration(configuration), forKey: .configuration)
      try container.encode(settledIndex, forKey: .settledIndex)
      try container.encodeNumber(position, forKey: .position)
      try container.encodeOptional(time.map(TraceNumber.init), forKey: .time)
    }

    /// Decodes a start, strictly.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: ``PagerTraceError``, or the decoder's own errors.
    /// - Complexity: O(n) in the size of the value.
    public init(from decoder: any Decoder) throws {
      try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
      let container = try decoder.container(keyedBy: CodingKeys.self)
      source = try container.decode(SourceDescription.self, forKey: .source)
      layout = try container.decode(TraceLayout.self, forKey: .layout).value
      anchor = try container.decode(TraceAnchor.self, forKey: .anchor).value
      snap = try container.decode(Strategy.self, forKey: .snap)
      transition = try container.decode(Strategy.self, forKey: .transition)
      configuration = try container.decode(TraceConfiguration.self, forKey: .configuration).value
      settledIndex = try container.decode(Int.self, forKey: .settledIndex)
      position = try container.decodeFinite(forKey: .position)
      time = try container.decodeOptional(TraceNumber.self, forKey: .time)?.value
      if let time, !time.isFinite {
        throw PagerTraceError.at(container.codingPath + [CodingKeys.time]) {
          .nonFiniteNumber(step: $0, field: $1)
        }
      }
    }
  }
}

extension PagerTrace.Start: Sendable where PageID: Sendable {}
