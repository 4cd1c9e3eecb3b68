extension Pager {
  /// The instantiated pages — the visible ones ± ``PagerConfiguration/preloadCount`` — in slot
  /// order, each with its index, offset from the anchor, placement and frame along the axis.
  ///
  /// Pages are created when they enter the window and released when they leave; a page keeps its
  /// instance while it stays live. Reading this property allocates nothing: placements are
  /// computed as you iterate.
  ///
  /// A page the source does not make (its `page(at:)` answers `nil` for an index inside its
  /// bounds) is left out: construction and reload refuse a source without the page they rest on
  /// (``PagerError/missingPage(index:)``), but a page found missing later, as a motion reaches
  /// it, has no slot here. `checkPageSource` in PageKitTestSupport reports such a source.
  ///
  /// - Complexity: O(1) to read (O(k) for the k drawn items after an item layout's frame
  ///   changed); O(1) per element (O(log n) for a variable layout).
  public var livePages: LivePageCollection {
    refreshLivePages()
    let viewport = configuration.viewportLength
    return LivePageCollection(
      entries: live, x: geometry.anchorSlotPosition(in: engine), pageLength: viewport,
      pageInset: -anchor.offset(
        for: StripSpan(origin: 0, length: viewport), viewportLength: viewport),
      items: geometry, engine: engine, transition: transition,
      mirror: configuration.layoutDirection.screenSign(on: configuration.axis) < 0,
      reduceMotion: configuration.reduceMotion)
  }

  /// The live pages of a pager, with placements computed on access.
  ///
  /// Reading a page is inlinable: a host's module specializes it for its source and transition,
  /// so iterating asks the runtime for no generic metadata.
  public struct LivePageCollection: RandomAccessCollection {
    @usableFromInline let entries: [LiveEntry]
    /// The fractional slot at the anchor: an entry's offset is its slot minus this.
    @usableFromInline let x: Double
    @usableFromInline let pageLength: Double
    /// Full pages: where the anchor puts a resting page's leading edge in the viewport, in
    /// points (`20` at `.leading(20)`, `-20` at `.trailing(20)`, `0` centred), as for items the
    /// viewport long with spacing 0.
    @usableFromInline let pageInset: Double
    @usableFromInline let items: PagerItems<Source>
    /// The pager's engine, whose drawn frame the item layout's spans are read from.
    @usableFromInline let engine: PagerItems<Source>.Engine
    @usableFromInline let transition: Transition
    @usableFromInline let mirror: Bool
    @usableFromInline let reduceMotion: Bool

    @usableFromInline
    init(
      entries: [LiveEntry], x: Double, pageLength: Double, pageInset: Double,
      items: PagerItems<Source>, engine: PagerItems<Source>.Engine, transition: Transition,
      mirror: Bool, reduceMotion: Bool
    ) {
      self.entries = entries
      self.x = x
      self.pageLength = pageLength
      self.pageInset = pageInset
      self.items = items
      self.engine = engine
      self.transition = transition
      self.mirror = mirror
      self.reduceMotion = reduceMotion
    }

    /// The first position: `0`.
    @inlinable public var startIndex: Int { 0 }
    /// One past the last position.
    @inlinable public var endIndex: Int { entries.count }

    /// The live page at `position`.
    ///
    /// - Parameter position: A position in `startIndex..<endIndex`.
    /// - Returns: The page with its placement and frame.
    /// - Complexity: O(1) (O(log n) for a variable layout); in a loop O(l) for l live pages,
    ///   which tell the page's copies apart (``LivePage/isAccessibilityElement``).
    @inlinable
    public subscript(position: Int) -> LivePage<Source.Page, Source.PageID> {
      var page = frame(at: position)
      if items.loops, entries.count > 1 {
        page.isAccessibilityElement = isAccessibleCopy(page, at: position)
      }
      return page
    }

    /// Whether `page` (at `position`) is the copy of its item that assistive technologies read:
    /// of the live pages drawing one item, the first drawn in the viewport, then the nearest
    /// the anchor, then the lowest slot. A loop short enough to draw an item twice so reads it
    /// once.
    ///
    /// - Complexity: O(l) for l live pages.
    @inlinable
    func isAccessibleCopy(_ page: LivePage<Source.Page, Source.PageID>, at position: Int) -> Bool {
      let viewport = pageLength
      func inView(_ copy: LivePage<Source.Page, Source.PageID>) -> Bool {
        !copy.placement.isHidden && copy.origin < viewport && copy.origin + copy.length > 0
      }
      let mine = (inView(page), abs(page.offset), page.slot)
      for other in entries.indices where other != position && entries[other].index == page.index {
        let copy = frame(at: other)
        let theirs = (inView(copy), abs(copy.offset), copy.slot)
        let better =
          theirs.0 != mine.0
          ? theirs.0 : theirs.1 != mine.1 ? theirs.1 < mine.1 : theirs.2 < mine.2
        if better { return false }
      }
      return true
    }

    /// The live page at `position`, its placement and frame (every copy accessible).
    ///
    /// - Complexity: O(1) (O(log n) for a variable layout).
    @inlinable
    func frame(at position: Int) -> LivePage<Source.Page, Source.PageID> {
      let entry = entries[position]
      guard items.pageLength == nil else {
        let offset = Double(entry.slot) - x
        // At an inset anchor a full page is drawn as an item the viewport long is: the
        // transition's placement carried on past its range (the neighbour the inset shows,
        // one page from the anchor, is not hidden), under Reduce Motion at its layout
        // position. Filling the viewport, it takes the transition's own placement (hidden
        // past its range, a cross-fade under Reduce Motion).
        let placement: PagePlacement
        if pageInset == 0 {
          placement = Pager.placement(
            at: offset, transition: transition, mirror: mirror, reduceMotion: reduceMotion)
        } else {
          let logical = Pager.itemPlacement(
            at: offset, transition: transition, reduceMotion: reduceMotion)
          placement = mirror ? logical.mirrored() : logical
        }
        // A page the transition hides (a preloaded one) is where the layout puts it.
        let translation =
          placement.isHidden ? (mirror ? -offset : offset) : placement.translation
        // The page at the anchor is drawn where the anchor puts it (mirrored for right to
        // left); at `.leading(0)` it is the viewport, origin `translation × pageLength`.
        let inset = mirror ? -pageInset : pageInset
        let base = translation * pageLength
        return LivePage(
          index: entry.index, slot: entry.slot, id: entry.id, offset: offset,
          placement: placement, origin: inset == 0 ? base : base + inset, length: pageLength,
          page: entry.page)
      }
      // An item layout: the offset counts items from the one at the anchor, piecewise between
      // neighbouring resting offsets (the settled item of a clamped run is at 0); the
      // transition's translation is drawn relative to the layout position, in mean item strides,
      // so a slide leaves every item where the layout puts it.
      let viewport = items.viewportLength
      let span = items.drawnSpan(ofSlot: entry.slot, in: engine)
      let origin = span.origin
      let length = span.length
      let unit = items.engineItemLength
      let content = engine.drawnCoordinate
      let offset = Double(entry.slot) - x
      let logical = Pager.itemPlacement(
        at: offset, transition: transition, reduceMotion: reduceMotion)
      let shift = logical.isHidden ? 0 : (logical.translation - offset) * unit
      let leading = origin - content + (shift.isFinite ? shift : 0)
      return LivePage(
        index: entry.index, slot: entry.slot, id: entry.id, offset: offset,
        placement: mirror ? logical.mirrored() : logical,
        origin: mirror ? viewport - leading - length : leading, length: length,
        page: entry.page)
    }
  }

  /// The on-screen placement for a page at logical `offset`, as ``livePages`` computes it.
  ///
  /// Beyond the transition's visible range the page is hidden; otherwise the transition's
  /// placement, sanitized, replaced by a cross-fade under Reduce Motion, and mirrored for
  /// right-to-left layouts.
  ///
  /// - Parameter offset: The page's logical offset from the viewport, in pages.
  /// - Returns: The placement to apply on screen.
  public func placement(at offset: Double) -> PagePlacement {
    Pager.placement(
      at: offset, transition: transition,
      mirror: configuration.layoutDirection.screenSign(on: configuration.axis) < 0,
      reduceMotion: configuration.reduceMotion)
  }

  @inlinable
  static func placement(
    at offset: Double, transition: Transition, mirror: Bool, reduceMotion: Bool
  ) -> PagePlacement {
    guard offset.isFinite else { return .hidden }
    let placement: PagePlacement
    if reduceMotion {
      placement = transition.reducedMotion().placement(at: offset).sanitized()
    } else {
      let range = transition.visibleRange
      guard range.isNaN || abs(offset) < range else { return .hidden }
      placement = transition.placement(at: offset).sanitized()
    }
    return mirror ? placement.mirrored() : placement
  }

  /// The logical placement of an item of an item layout at `offset` items from the anchor.
  ///
  /// Within the transition's visible range, the transition's placement (sanitized); past it, the
  /// placement at the range's edge carried on along the axis (an item of a shelf past a cover
  /// flow's range still sits beside its neighbours). Under Reduce Motion every item sits at its
  /// layout position with no effect.
  @inlinable
  static func itemPlacement(at offset: Double, transition: Transition, reduceMotion: Bool)
    -> PagePlacement
  {
    guard offset.isFinite else { return .hidden }
    guard !reduceMotion else { return PagePlacement(translation: offset) }
    let range = transition.visibleRange
    guard !range.isNaN, abs(offset) >= range, range > 0 else {
      return transition.placement(at: offset).sanitized()
    }
    let edge = offset < 0 ? -range.nextDown : range.nextDown
    var placement = transition.placement(at: edge).sanitized()
    placement.translation += offset - edge
    return placement
  }

  /// Brings the live window in line with the position: drops slots that left it (or whose page
  /// changed), creates the ones that entered. When the window, the strip and the count are those
  /// of the last call, it returns at once: the steady state of a frame costs O(1) and allocates
  /// nothing.
  @inlinable
  func refreshLivePages() {
    guard !isEmpty else {
      if !live.isEmpty { live.removeAll(keepingCapacity: true) }
      return
    }
    refreshLiveItems(geometry)
  }

  /// ``refreshLivePages()`` for an item layout: the items any part of which lies in the
  /// viewport, widened by ``visibleReach`` items and ``PagerConfiguration/preloadCount`` on each
  /// side. The window is rebuilt when it moved or the drawn strip changed (a splice drawn or
  /// ended), else the check costs O(segments) and allocates nothing.
  @inlinable
  func refreshLiveItems(_ items: PagerItems<Source>) {
    // A loop recentred by whole cycles renumbers its slots: the live items move with them.
    let shifts = engine.slotShifts
    if shifts != liveSlotShifts {
      let delta = shifts &- liveSlotShifts
      for position in live.indices {
        live[position].slot &+= delta
        live[position].virtual &+= delta
      }
      liveSlotShifts = shifts
    }
    // Read again with nothing changed (a host's read after the call's own, a live-window
    // report), the window is in line: no search.
    let reach = visibleReach
    var key = PagerLiveKey(
      coordinate: engine.drawnCoordinate, stripVersion: engine.stripVersion,
      liveVersion: liveVersion, count: knownCount, viewportLength: configuration.viewportLength,
      reach: reach, preloadCount: configuration.preloadCount)
    if liveKey == key { return }
    let viewport = items.viewportSlots(in: engine)
    liveViewportSlots = viewport
    let slots = viewport.widened(by: reach &+ configuration.preloadCount)
    let window = PagerLiveWindow(low: slots.low, high: slots.high, count: knownCount)
    let version = engine.stripVersion
    if liveWindow != window || liveStripVersion != version {
      rebuildLivePages(window)
      liveStripVersion = version
    }
    key.liveVersion = liveVersion
    liveKey = key
  }

  /// How many whole pages beyond the one or two under the viewport the transition draws: `0`
  /// for a range of 1 (a slide), `2` for a cover flow of range 3. Under Reduce Motion the
  /// cross-fade draws a range of 1. Capped at ``maximumVisibleReach``.
  @inlinable
  var visibleReach: Int {
    guard !configuration.reduceMotion else { return 0 }
    let range = transitionVisibleRange
    guard range.isFinite else { return range > 0 || range.isNaN ? Self.maximumVisibleReach : 0 }
    return min(max(Int((range - 1).rounded(.up)), 0), Self.maximumVisibleReach)
  }

  /// The most pages a transition may draw beyond the viewport on each side: a strategy asking
  /// for more (or an infinite range) is drawn that far, which keeps the live window bounded.
  @inlinable
  static var maximumVisibleReach: Int { 16 }

  /// The slow path of ``refreshLivePages()``, kept apart so that the per-frame check never
  /// touches the generic live entries.
  @inlinable
  func rebuildLivePages(_ window: PagerLiveWindow) {
    let low = window.low
    let high = window.high
    // Drop the entries that left the window or whose slot now shows another page, in place.
    var kept = 0
    for position in live.indices {
      let entry = live[position]
      if entry.slot >= low && entry.slot <= high
        && drawnVirtual(ofSlot: entry.slot) == entry.virtual
      {
        if kept != position { live.withUnsafeMutableBufferPointer { $0.swapAt(kept, position) } }
        kept += 1
      }
    }
    if kept < live.count { live.removeSubrange(kept...) }
    if low <= high {
      var cursor = 0
      for slot in low...high {
        while cursor < live.count && live[cursor].slot < slot { cursor += 1 }
        if cursor < live.count && live[cursor].slot == slot { continue }
        let virtual = drawnVirtual(ofSlot: slot)
        let index = geometry.index(ofVirtual: virtual)
        guard let id = source.id(at: index), let page = source.page(at: index) else { continue }
        // Appended, then moved into place by swaps in the buffer: `insert(_:at:)` and
        // `swapAt` on the array allocate a temporary for the generic entry when unspecialized
        // (a host module calling the library), the buffer's swaps do not.
        live.append(
          LiveEntry(
            slot: slot, virtual: virtual, index: index, id: id, page: page,
            serial: nextLiveSerial))
        nextLiveSerial &+= 1
        live.withUnsafeMutableBufferPointer { entries in
          var position = entries.count - 1
          while position > cursor {
            entries.swapAt(position, position - 1)
            position -= 1
          }
        }
        cursor += 1
      }
    }
    // A bounded strip of full pages that goes on forward past a retarget's old destination
    // may draw a page again further on: the slot nearer the position keeps it.
    if !isCircularValue, geometry.pageLength != nil { dropRepeatedPages() }
    liveWindow = window
  }

  /// A bounded strip never holds one page in two live slots: where a splice draws a page again
  /// past the destination (a retarget back past the old destination), the slot nearer the
  /// position keeps it. Allocation-free: the live window holds a few dozen entries at most.
  @inlinable
  func dropRepeatedPages() {
    let anchor = geometry.anchorSlotPosition(in: engine)
    var position = 0
    while position < live.count {
      var other = position + 1
      var removedHere = false
      while other < live.count {
        guard live[other].virtual == live[position].virtual else {
          other += 1
          continue
        }
        if abs(Double(live[other].slot) - anchor) < abs(Double(live[position].slot) - anchor) {
          live.remove(at: position)
          removedHere = true
          break
        }
        live.remove(at: other)
      }
      if !removedHere { position += 1 }
    }
  }

  /// Renumbers live slots when the strip collapses to the identity at rest: entries in the same
  /// linear run as the target keep their instances; the others are dropped.
  func remapLive(toSlot newSlot: Int, fromTargetSlot target: Int, drawn: PagerStrip) {
    let shift = newSlot - target
    let targetVirtual = drawn.virtual(at: target)
    var kept = 0
    for position in live.indices {
      var entry = live[position]
      guard entry.virtual - targetVirtual == entry.slot - target else { continue }
      entry.slot += shift
      entry.virtual = entry.slot
      live[kept] = entry
      kept += 1
    }
    if kept < live.count { live.removeSubrange(kept...) }
  }
}

/// What the live window was last brought in line with: the drawn coordinate and strip, the
/// live entries (their version), the count, the viewport and the reach; the same key again
/// means the same window.
@usableFromInline
struct PagerLiveKey: Equatable {
  @usableFromInline var coordinate: Double
  @usableFromInline var stripVersion: Int
  @usableFromInline var liveVersion: Int
  @usableFromInline var count: Int
  @usableFromInline var viewportLength: Double
  @usableFromInline var reach: Int
  @usableFromInline var preloadCount: Int

  @inlinable
  init(
    coordinate: Double, stripVersion: Int, liveVersion: Int, count: Int,
    viewportLength: Double, reach: Int, preloadCount: Int
  ) {
    self.coordinate = coordinate
    self.stripVersion = stripVersion
    self.liveVersion = liveVersion
    self.count = count
    self.viewportLength = viewportLength
    self.reach = reach
    self.preloadCount = preloadCount
  }
}

/// The slots the live pages were last brought in line with, and the page count then.
@usableFromInline
struct PagerLiveWindow: Equatable {
  @usableFromInline var low: Int
  @usableFromInline var high: Int
  @usableFromInline var count: Int

  @inlinable
  init(low: Int, high: Int, count: Int) {
    self.low = low
    self.high = high
    self.count = count
  }
}
