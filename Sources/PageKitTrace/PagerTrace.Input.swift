public import PageKitCore

extension PagerTrace {
  /// One call a host made on the pager, with its arguments: a ``/PageKitCore/PagerInput`` whose source is
  /// described by its identities (``SourceDescription``) and whose snap strategy and transition
  /// by name and parameters (``Strategy``), the same value ``/PageKitCore/Pager/apply(_:)`` applies once a
  /// replay has resolved them.
  ///
  /// ``PagerTraceRecorder`` writes consecutive frames at rest that deliver no event and change
  /// nothing but the clock as one ``/PageKitCore/PagerInput/advanceFrames(first:last:framesPerSecond:)`` step
  /// (format version 2), so that an idle minute is one line instead of thousands; a replay makes
  /// every frame's call, bit for bit the timestamps recorded.
  public typealias Input = PagerInput<SourceDescription, Strategy, Strategy>
}

/// A trace's description of a source is itself a source whose pages are their identities (as
/// the stand-in a replay builds from it), so that a trace's input is a ``/PageKitCore/PagerInput`` too. A
/// description that does not list its identities has no page to give.
extension PagerTrace.SourceDescription: PageSource {
  /// The number of pages the bounds hold (0 for bounds without a count).
  public var count: Int { bounds.count ?? 0 }

  /// The identity at `index`, when listed.
  ///
  /// - Complexity: O(1).
  public func page(at index: Int) -> PageID? { id(at: index) }

  /// The identity at `index`, when listed.
  ///
  /// - Complexity: O(1).
  public func id(at index: Int) -> PageID? {
    guard let ids, ids.indices.contains(index) else { return nil }
    return ids[index]
  }

  /// The index of the first listed identity equal to `id`.
  ///
  /// - Complexity: O(n): a description is a record, not a lookup table (a replay runs on a
  ///   stand-in that indexes it).
  public func index(of id: PageID) -> Int? { ids?.firstIndex(of: id) }
}

extension PagerInput: Encodable
where Source: Encodable, Snap: Encodable, Transition: Encodable, Source.PageID: Encodable {
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
    case .scrollView(.didScroll): "scrollViewDidScroll"
    case .scrollView(.willBeginDragging): "scrollViewWillBeginDragging"
    case .scrollView(.willEndDragging): "scrollViewWillEndDragging"
    case .scrollView(.didEndDragging): "scrollViewDidEndDragging"
    case .scrollView(.didEndDecelerating): "scrollViewDidEndDecelerating"
    case .pointer(.down): "pointerDown"
    case .pointer(.move): "pointerMove"
    case .pointer(.up): "pointerUp"
    case .pointer(.cancel): "pointerCancel"
    case .key: "key"
    case .rotate: "rotate"
    case .wheel: "wheel"
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
    case .scrollView(.didScroll(let contentOffset)):
      try container.encodeNumber(contentOffset, forKey: "contentOffset")
    case .scrollView(.willEndDragging(let contentVelocity, let proposedContentOffset)):
      try container.encodeNumber(contentVelocity, forKey: "contentVelocity")
      try container.encodeNumber(proposedContentOffset, forKey: "proposedContentOffset")
    case .scrollView(.didEndDragging(let willDecelerate)):
      try container.encode(willDecelerate, forKey: "willDecelerate")
    case .scrollView(.willBeginDragging), .scrollView(.didEndDecelerating): break
    case .pointer(.down(let sample)), .pointer(.move(let sample)), .pointer(.up(let sample)):
      try container.encodeNumber(sample.x, forKey: "x")
      try container.encodeNumber(sample.y, forKey: "y")
      try container.encodeNumber(sample.timestamp, forKey: "timestamp")
    case .pointer(.cancel): break
    case .key(let key): try container.encode(key.rawValue, forKey: "key")
    case .rotate(let detents): try container.encodeNumber(detents, forKey: "detents")
    case .wheel(let event):
      try container.encodeNumber(event.deltaX, forKey: "deltaX")
      try container.encodeNumber(event.deltaY, forKey: "deltaY")
      try container.encode(event.unit.rawValue, forKey: "unit")
      try container.encode(event.phase.rawValue, forKey: "phase")
      try container.encodeNumber(event.timestamp, forKey: "timestamp")
    }
  }
}

extension PagerInput: Decodable
where Source: Decodable, Snap: Decodable, Transition: Decodable, Source.PageID: Decodable {
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
        try container.decode(Source.self, forKey: "source"),
        layout: try container.decodeOptional(TraceLayout.self, forKey: "layout")?.value)
    case "restore":
      try fields("pageID", "index")
      self = .restore(
        PagerSnapshot(
          pageID: try container.decodeOptional(Source.PageID.self, forKey: "pageID"),
          index: try container.decode(Int.self, forKey: "index")))
    case "configure":
      try fields("configuration")
      self = .configure(
        try container.decode(TraceConfiguration.self, forKey: "configuration").value)
    case "setSnap":
      try fields("snap")
      self = .setSnap(try container.decode(Snap.self, forKey: "snap"))
    case "setTransition":
      try fields("transition")
      self = .setTransition(try container.decode(Transition.self, forKey: "transition"))
    case "scrollViewDidScroll":
      try fields("contentOffset")
      self = .scrollView(
        .didScroll(contentOffset: try container.decodeNumber(forKey: "contentOffset")))
    case "scrollViewWillBeginDragging":
      try fields()
      self = .scrollView(.willBeginDragging)
    case "scrollViewWillEndDragging":
      try fields("contentVelocity", "proposedContentOffset")
      self = .scrollView(
        .willEndDragging(
          contentVelocity: try container.decodeNumber(forKey: "contentVelocity"),
          proposedContentOffset: try container.decodeNumber(forKey: "proposedContentOffset")))
    case "scrollViewDidEndDragging":
      try fields("willDecelerate")
      self = .scrollView(
        .didEndDragging(willDecelerate: try container.decode(Bool.self, forKey: "willDecelerate")))
    case "scrollViewDidEndDecelerating":
      try fields()
      self = .scrollView(.didEndDecelerating)
    case "pointerDown", "pointerMove", "pointerUp":
      try fields("x", "y", "timestamp")
      let sample = PointerSample(
        x: try container.decodeNumber(forKey: "x"), y: try container.decodeNumber(forKey: "y"),
        timestamp: try container.decodeNumber(forKey: "timestamp"))
      self = .pointer(
        kind == "pointerDown" ? .down(sample) : kind == "pointerUp" ? .up(sample) : .move(sample))
    case "pointerCancel":
      try fields()
      self = .pointer(.cancel)
    case "key":
      try fields("key")
      let name = try container.decode(String.self, forKey: "key")
      guard let key = PagerKey(rawValue: name) else {
        throw container.invalid("key", "unknown key \(name)")
      }
      self = .key(key)
    case "rotate":
      try fields("detents")
      self = .rotate(detents: try container.decodeNumber(forKey: "detents"))
    case "wheel":
      try fields("deltaX", "deltaY", "unit", "phase", "timestamp")
      let unitName = try container.decode(String.self, forKey: "unit")
      guard let unit = WheelEvent.Unit(rawValue: unitName) else {
        throw container.invalid("unit", "unknown unit \(unitName)")
      }
      let phaseName = try container.decode(String.self, forKey: "phase")
      guard let phase = WheelEvent.Phase(rawValue: phaseName) else {
        throw container.invalid("phase", "unknown phase \(phaseName)")
      }
      self = .wheel(
        WheelEvent(
          deltaX: try container.decodeNumber(forKey: "deltaX"),
          deltaY: try container.decodeNumber(forKey: "deltaY"), unit: unit, phase: phase,
          timestamp: try container.decodeNumber(forKey: "timestamp")))
    default:
      throw container.invalid("kind", "unknown input \(kind)")
    }
  }
}
