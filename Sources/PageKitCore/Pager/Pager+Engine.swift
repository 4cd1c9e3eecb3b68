/// What the engine's rules (`Engine/Pager+Rules.swift`) ask the pager that is its own: the
/// source's bounds as it knows them, the transition's timing for commands, and the live pages.
/// What the geometry answers they ask the geometry (``PagerItemGeometry``) directly.
extension Pager {
  @usableFromInline package var engineSourceCount: Int { source.count }
  @usableFromInline package var engineSourceChanged: Bool {
    // A source with pages `0..<count` that still has them: its count says it (a source that
    // loses its count answers `count` 0, or its new span).
    let count = max(source.count, 0)
    if knownCount > 0, known.bounds.isCounted { return count != knownCount }
    return source.bounds != known.bounds
  }
  @usableFromInline package var engineBounds: PageBounds { known.reach }
  @usableFromInline package var engineSourceBounds: PageBounds { known.bounds }
  @usableFromInline package var engineIsEmpty: Bool { highest < lowest }
  @usableFromInline package func engineRangeError(for index: Int) -> PagerError {
    known.rangeError(for: index)
  }
  @usableFromInline package func engineResync() {
    // A source changed behind the pager's back into one with a repeated identity is not taken:
    // the pager keeps what it knew, as a throwing reload does.
    guard case .variable(let lengths, let spacing) = layout else {
      try? reload(source)
      return
    }
    // A variable layout has one length per item: the lengths of the items that remain stay
    // theirs, and items beyond the lengths given take the last length (documented outcome; a
    // reload with `reload(_:layout:)` gives them their own).
    // (A source grown past the reach is not taken either: the reload would refuse it.)
    let count = max(source.count, 0)
    guard count <= PageBounds.reachableMagnitude else { return }
    var adjusted = Array(lengths.prefix(count))
    let fill = lengths.last ?? configuration.viewportLength
    while adjusted.count < count { adjusted.append(fill) }
    try? reload(source, layout: .variable(itemLengths: adjusted, spacing: spacing))
  }
  @usableFromInline package func engineID(at index: Int) -> Source.PageID? { source.id(at: index) }
  @usableFromInline package func engineIndex(of id: Source.PageID) -> Int? {
    reachableIndex(of: id)
  }

  @usableFromInline package var engineSettleSpring: SpringCurve { configuration.settleSpring }

  @usableFromInline package func engineCommandCurve(startingWith velocity: Double)
    -> MotionCurve
  {
    .timing(
      configuration.reduceMotion
        ? transition.reducedMotion().timing
        : transition.timing.startingWith(velocity: velocity))
  }

  @usableFromInline package func engineRest(onSlot slot: Int) -> Int {
    let drawn = engine.strip
    let newSlot = restEngine(onSlot: slot)
    remapLive(toSlot: newSlot, fromTargetSlot: slot, drawn: drawn)
    return newSlot
  }

}
