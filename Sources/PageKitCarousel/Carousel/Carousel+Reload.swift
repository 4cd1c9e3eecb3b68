import PageKitCore

extension Carousel {
  /// Replaces the items, keeping the current item by identity.
  ///
  /// Any drag or motion ends at once (the finger must be put down again; ``drag(by:)`` throws
  /// ``/PageKitCore/PagerError/notDragging`` until then). The carousel rests on the kept item:
  ///
  /// - the target of the motion (the settled item at rest), found by identity in the new source;
  /// - if it is gone, the settled item, found by identity;
  /// - if that is gone too, the item now at `min(oldIndex, newCount - 1)` — so a source that
  ///   shrinks while the carousel shows its last item shows its new last item; nothing is lost.
  ///
  /// Events: a change of the settled identity emits `willChangePage` (unless the open one
  /// already names it) then `didChangePage`, with `.dataReload` (or the motion's cause when the
  /// motion's own target was kept); an open announcement that ends back on the settled item is
  /// closed by `didCancelPageChange`. Reload to empty reports `to: nil`, from empty `from: nil`.
  ///
  /// - Parameter newSource: The new items.
  /// - Throws: ``CarouselError/contentTooLarge`` when the new count cannot loop; nothing
  ///   changes when it throws.
  /// - Complexity: O(1) plus the source's identity lookups.
  public func reload(_ newSource: Source) throws(CarouselError) {
    let newCount = max(newSource.count, 0)
    let newLayout = try CarouselLayout(
      count: newCount, itemLength: layout.itemLength, spacing: layout.spacing,
      viewportLength: layout.viewportLength, anchor: layout.anchor,
      isCircular: layout.isCircular, loopStyle: layout.loopStyle)
    defer { emitter.deliver() }
    let oldTargetIndex = isEmpty ? 0 : targetIndex
    let oldTargetID = isEmpty ? nil : source.id(at: oldTargetIndex)
    let oldPhase = phaseValue
    var keptIndex: Int?
    var keptTarget = false
    if newCount > 0 {
      if let id = oldTargetID, let index = newSource.index(of: id), index < newCount {
        keptIndex = index
        keptTarget = true
      } else if let id = settledID, let index = newSource.index(of: id), index < newCount {
        keptIndex = index
      } else {
        keptIndex = min(oldTargetIndex, newCount - 1)
      }
    }
    source = newSource
    layout = newLayout
    let oldID = settledID
    let oldIndexInNew = oldID.flatMap { newSource.index(of: $0) } ?? settledIndexValue
    rest(onLogicalIndex: keptIndex ?? 0)
    let newID = settledID
    if oldID != newID {
      let direction: PageDirection = (keptIndex ?? 0) >= oldIndexInNew ? .forward : .reverse
      var cause = PageChangeCause.dataReload
      if keptTarget, let open = openWill, open.to == newID {
        cause = open.cause
      } else {
        emitter.enqueue(
          .willChangePage(
            change(from: oldID, to: newID, toIndex: keptIndex, direction: direction, cause: cause)))
      }
      emitter.enqueue(
        .didChangePage(
          change(from: oldID, to: newID, toIndex: keptIndex, direction: direction, cause: cause)))
    } else if let will = openWill {
      emitter.enqueue(.didCancelPageChange(will))
    }
    openWill = nil
    phaseValue = oldPhase
    setPhase(.idle)
    emitScrollIfMoved()
  }

  /// Turns the loop on or off, keeping the current item in view.
  ///
  /// A drag or motion in progress ends at once on its target (closing the open announcement as
  /// coming to rest does); then the geometry is rebuilt and the offset becomes the equivalent
  /// one, so the same logical item stays at the anchor.
  ///
  /// - Parameter isCircular: Whether to loop.
  /// - Throws: ``CarouselError/contentTooLarge`` when the items cannot loop; nothing changes
  ///   when it throws.
  /// - Complexity: O(1).
  public func setCircular(_ isCircular: Bool) throws(CarouselError) {
    guard isCircular != layout.isCircular else { return }
    let newLayout = try CarouselLayout(
      count: layout.count, itemLength: layout.itemLength, spacing: layout.spacing,
      viewportLength: layout.viewportLength, anchor: layout.anchor, isCircular: isCircular,
      loopStyle: layout.loopStyle)
    defer { emitter.deliver() }
    if phaseValue != .idle {
      offsetValue = targetOffset
      comeToRest()
    }
    layout = newLayout
    let index = settledIndexValue
    rest(onLogicalIndex: index)
  }
}
