extension PagerTrace {
  /// One call a host made on the pager, with its arguments.
  public enum Input: Hashable {
    /// ``Pager/beginDrag()``.
    case beginDrag
    /// ``Pager/drag(by:)`` with the finger's translation in points.
    case drag(translation: Double)
    /// ``Pager/endDrag(velocity:)`` with the finger's velocity in points per second.
    case endDrag(velocity: Double)
    /// ``Pager/advance(to:)`` with the frame's timestamp in seconds.
    case advance(timestamp: Double)
    /// A run of frames at rest that produced nothing: ``Pager/advance(to:)`` once for every
    /// frame from `first` through `last`, frame `k` at the timestamp
    /// `Double(k) / Double(framesPerSecond)` seconds (a host whose clock ticks on that grid).
    ///
    /// ``PagerTraceRecorder`` writes consecutive frames at rest that deliver no event and change
    /// nothing but the clock as one such step (format version 2), so that an idle minute is one
    /// line instead of thousands; a replay makes every frame's call, bit for bit the timestamps
    /// recorded.
    case advanceFrames(first: Int, last: Int, framesPerSecond: Int)
    /// ``Pager/scroll(to:direction:animated:)``.
    case scroll(index: Int, direction: PageDirection?, animated: Bool)
    /// ``Pager/scrollToNext(animated:)``.
    case scrollToNext(animated: Bool)
    /// ``Pager/scrollToPrevious(animated:)``.
    case scrollToPrevious(animated: Bool)
    /// An auto-scroller's step (PageKitCarousel's `AutoScroller`): an animated move to `index`
    /// with the cause ``PageChangeCause/autoScroll``.
    case autoScroll(index: Int, direction: PageDirection?)
    /// ``Pager/reload(_:layout:)`` with the new source and the new layout (`nil`: kept).
    case reload(SourceDescription, layout: PagerLayout?)
    /// ``Pager/restore(_:)``.
    case restore(PagerSnapshot<PageID>)
    /// ``Pager/setConfiguration(_:)`` (and ``Pager/setViewportLength(_:)``): a new viewport, Reduce
    /// Motion, any setting.
    case configure(PagerConfiguration)
    /// A new ``Pager/snap`` strategy.
    case setSnap(Strategy)
    /// A new ``Pager/transition``.
    case setTransition(Strategy)
  }
}

extension PagerTrace.Input: Sendable where PageID: Sendable {}

extension PagerTrace.Input {
  /// The timestamp of frame `frame` on a clock of `framesPerSecond` frames per second, in
  /// seconds: `Double(frame) / Double(framesPerSecond)`. The one formula of
  /// ``advanceFrames(first:last:framesPerSecond:)``: a host whose frames are at these
  /// timestamps records its idle frames as runs.
  package static func timestamp(ofFrame frame: Int, framesPerSecond: Int) -> Double {
    Double(frame) / Double(framesPerSecond)
  }

  /// The number of pager calls the input stands for: a run's frames (none when `last` is
  /// before `first`, `Int.max` when they cannot be counted), 1 for any other input.
  package var callCount: Int {
    guard case .advanceFrames(let first, let last, _) = self else { return 1 }
    guard last >= first else { return 0 }
    let (gap, overflow) = last.subtractingReportingOverflow(first)
    return overflow || gap == Int.max ? Int.max : gap + 1
  }
}

extension PagerTrace.Input: Codable {
  /// The input's `kind` in the JSON document.
  var kind: String {
    switch self {
    case .beginDrag: "beginDrag"
    case .drag: "drag"
    case .endDrag: "endDrag"
    case .advance: "advance"
    case .advanceFrames: "advanceFrames"
    case .scroll: "scroll"
    case .scrollToNext: "scrollToNext"
    case .scrollToPrevious: "scrollToPrevious"
    case .autoScroll: "autoScroll"
    case .reload: "reload"
    case .restore: "restore"
    case .configure: "configure"
    case .setSnap: "setSnap"
    case .setTransition: "setTransition"
    }
  }

  /// Encodes `kind`, then the arguments by name.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  /// - Complexity: O(n) in the size of the value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TraceKey.self)
    try container.encode(kind, forKey: "kind")
    switch self {
    case .beginDrag: break
    case .drag(let translation): try container.encodeNumber(translation, forKey: "translation")
    case .endDrag(let velocity): try container.encodeNumber(velocity, forKey: "velocity")
    case .advance(let timestamp): try container.encodeNumber(timestamp, forKey: "timestamp")
    case .advanceFrames(let first, let last, let framesPerSecond):
      try container.encode(first, forKey: "first")
      try container.encode(last, forKey: "last")
      try container.encode(framesPerSecond, forKey: "framesPerSecond")
    case .scroll(let index, let direction, let animated):
      try container.encode(index, forKey: "index")
      try container.encodeOptional(direction, forKey: "direction")
      try container.encode(animated, forKey: "animated")
    case .scrollToNext(let animated), .scrollToPrevious(let animated):
      try container.encode(animated, forKey: "animated")
    case .autoScroll(let index, let direction):
      try container.encode(index, forKey: "index")
      try container.encodeOptional(direction, forKey: "direction")
    case .reload(let source, let layout):
      try container.encode(source, forKey: "source")
      try container.encodeOptional(layout.map(TraceLayout.init), forKey: "layout")
    case .restore(let snapshot):
      try container.encodeOptional(snapshot.pageID, forKey: "pageID")
      try container.encode(snapshot.index, forKey: "index")
    case .configure(let configuration):
      try container.encode(TraceConfiguration(configuration), forKey: "configuration")
    case .setSnap(let strategy): try container.encode(strategy, forKey: "snap")
    case .setTransition(let strategy): try container.encode(strategy, forKey: "transition")
    }
  }

  /// Decodes an input, strictly: each kind has exactly its arguments.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: ``PagerTraceError``, or the decoder's own errors.
  /// - Complexity: O(n) in the size of the value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: TraceKey.self)
    let kind = try container.decode(String.self, forKey: "kind")
    func fields(_ names: String...) throws { try decoder.rejectUnknownFields(["kind"] + names) }
    switch kind {
    case "beginDrag":
      try fields()
      self = .beginDrag
    case "drag":
      try fields("translation")
      self = .drag(translation: try container.decodeNumber(forKey: "translation"))
    case "endDrag":
      try fields("velocity")
      self = .endDrag(velocity: try container.decodeNumber(forKey: "velocity"))
    case "advance":
      try fields("timestamp")
      self = .advance(timestamp: try container.decodeNumber(forKey: "timestamp"))
    case "advanceFrames":
      try fields("first", "last", "framesPerSecond")
      let first = try container.decode(Int.self, forKey: "first")
      let last = try container.decode(Int.self, forKey: "last")
      let framesPerSecond = try container.decode(Int.self, forKey: "framesPerSecond")
      guard last >= first, !last.subtractingReportingOverflow(first).overflow else {
        throw container.invalid("last", "before first, or too far after it")
      }
      guard framesPerSecond >= 1 else { throw container.invalid("framesPerSecond", "below 1") }
      self = .advanceFrames(first: first, last: last, framesPerSecond: framesPerSecond)
    case "scroll":
      try fields("index", "direction", "animated")
      self = .scroll(
        index: try container.decode(Int.self, forKey: "index"),
        direction: try container.decodeOptional(PageDirection.self, forKey: "direction"),
        animated: try container.decode(Bool.self, forKey: "animated"))
    case "scrollToNext":
      try fields("animated")
      self = .scrollToNext(animated: try container.decode(Bool.self, forKey: "animated"))
    case "scrollToPrevious":
      try fields("animated")
      self = .scrollToPrevious(animated: try container.decode(Bool.self, forKey: "animated"))
    case "autoScroll":
      try fields("index", "direction")
      self = .autoScroll(
        index: try container.decode(Int.self, forKey: "index"),
        direction: try container.decodeOptional(PageDirection.self, forKey: "direction"))
    case "reload":
      try fields("source", "layout")
      self = .reload(
        try container.decode(PagerTrace.SourceDescription.self, forKey: "source"),
        layout: try container.decodeOptional(TraceLayout.self, forKey: "layout")?.value)
    case "restore":
      try fields("pageID", "index")
      self = .restore(
        PagerSnapshot(
          pageID: try container.decodeOptional(PageID.self, forKey: "pageID"),
          index: try container.decode(Int.self, forKey: "index")))
    case "configure":
      try fields("configuration")
      self = .configure(
        try container.decode(TraceConfiguration.self, forKey: "configuration").value)
    case "setSnap":
      try fields("snap")
      self = .setSnap(try container.decode(PagerTrace.Strategy.self, forKey: "snap"))
    case "setTransition":
      try fields("transition")
      self = .setTransition(try container.decode(PagerTrace.Strategy.self, forKey: "transition"))
    default:
      throw container.invalid("kind", "unknown input \(kind)")
    }
  }
}
