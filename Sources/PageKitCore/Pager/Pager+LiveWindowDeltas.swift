extension Pager {
  /// Adds an observer of the live window: after every call that changes ``livePages`` (a
  /// gesture, a frame, a command, a reload, new settings), it is called once with what changed,
  /// before the call's events.
  ///
  /// Make the views of ``livePages`` when you add the observer, then apply every delta: your
  /// views are then exactly the live pages after every call, without a diff of your own (see
  /// ``LiveWindowDelta``). A call made from an observer or an event handler is a call of its own,
  /// delivering its own delta. Deltas are computed only while a pager has live-window
  /// observers; with none, a call costs what it did before.
  ///
  /// ```swift
  /// var views: [Int: String] = [:]
  /// for page in pager.livePages { views[page.slot] = page.page }
  /// pager.addLiveWindowObserver { delta in
  ///   delta.apply(to: &views) { inserted in inserted.page }
  /// }
  /// ```
  ///
  /// - Parameter observer: Called with each call's delta.
  /// - Returns: A token for ``removeLiveWindowObserver(_:)``.
  /// - Complexity: O(l) for l live pages.
  @discardableResult
  public func addLiveWindowObserver(
    _ observer: @escaping (LiveWindowDelta<Source.Page, Source.PageID>) -> Void
  ) -> PagerObserverToken {
    let reporter: LiveWindowReporter<Source.Page, Source.PageID>
    if let existing = liveReporter {
      // What changed since the last report (a read of `livePages` between calls) goes to the
      // observers that were there; the new one starts from the window as it is.
      reportLiveWindow(to: existing)
      reporter = existing
    } else {
      reporter = LiveWindowReporter()
      refreshLivePages()
      record(visible: visibleLiveSlots(), in: reporter)
      liveReporter = reporter
    }
    engine.emitter.nextObserverID += 1
    let id = engine.emitter.nextObserverID
    reporter.observers.append((id, observer))
    return PagerObserverToken(rawValue: id)
  }

  /// Removes an observer added with ``addLiveWindowObserver(_:)``; removing one twice does
  /// nothing. Without live-window observers the pager stops computing deltas.
  ///
  /// - Parameter token: The observer's token.
  /// - Complexity: O(k) for k live-window observers.
  public func removeLiveWindowObserver(_ token: PagerObserverToken) {
    guard let reporter = liveReporter else { return }
    reporter.observers.removeAll { $0.id == token.rawValue }
    if reporter.observers.isEmpty { liveReporter = nil }
  }

  /// The slots of the live pages drawn over the viewport, widened by the transition's reach:
  /// the visible set of the deltas (empty, `low > high`, for an empty pager).
  /// O(1) once the live window is in line (``refreshLivePages()``): from the slots it found
  /// under the viewport.
  @inlinable
  package func visibleLiveSlots() -> PagerSlotRange {
    guard !isEmpty else { return PagerSlotRange(low: 1, high: 0) }
    let slots = liveViewportSlots.widened(by: visibleReach)
    return PagerSlotRange(low: slots.low, high: slots.high)
  }

  /// Brings the live window in line, and delivers to the live-window observers what changed
  /// since the last report: inlined, the check of a call that changed nothing costs O(1).
  @inlinable
  func reportLiveWindow(to reporter: LiveWindowReporter<Source.Page, Source.PageID>) {
    refreshLivePages()
    let visible = visibleLiveSlots()
    guard liveVersion != reporter.version || visible != reporter.visible else { return }
    deliverLiveWindowDelta(to: reporter, visible: visible)
  }

  /// The delta since the last report, delivered: O(l) for l live pages (the entries kept since
  /// the last report keep their order, so one pass matches them).
  @inlinable
  func deliverLiveWindowDelta(
    to reporter: LiveWindowReporter<Source.Page, Source.PageID>, visible: PagerSlotRange
  ) {
    var delta = reporter.takeBuffer()
    var cursor = 0
    for entry in live {
      let isVisible = visible.contains(entry.slot)
      let now = LiveWindowDelta<Source.Page, Source.PageID>.Entry(
        index: entry.index, slot: entry.slot, id: entry.id)
      guard entry.serial < reporter.mark, let position = reporter.find(entry.serial, from: cursor)
      else {
        delta.storedInserted.append(
          .init(index: entry.index, slot: entry.slot, id: entry.id, page: entry.page))
        if isVisible { delta.storedAppeared.append(now) }
        continue
      }
      cursor = position + 1
      let old = reporter.reported[position]
      if old.slot != entry.slot || old.index != entry.index {
        delta.storedMoved.append(
          .init(
            id: entry.id, oldSlot: old.slot, oldIndex: old.index, slot: entry.slot,
            index: entry.index))
      }
      if old.isVisible != isVisible {
        if isVisible {
          delta.storedAppeared.append(now)
        } else {
          delta.storedDisappeared.append(.init(index: old.index, slot: old.slot, id: old.id))
        }
      }
    }
    for old in reporter.reported where !old.isMatched {
      let entry = LiveWindowDelta<Source.Page, Source.PageID>.Entry(
        index: old.index, slot: old.slot, id: old.id)
      delta.storedRemoved.append(entry)
      if old.isVisible { delta.storedDisappeared.append(entry) }
    }
    record(visible: visible, in: reporter)
    if !delta.isEmpty {
      // A copy of the list: an observer may add or remove observers.
      let observers = reporter.observers
      for observer in observers { observer.handler(delta) }
    }
    // Kept for the next report: its arrays keep their capacity (unless an observer kept them).
    delta.removeAll()
    reporter.buffer = delta
  }

  /// Records the live window as reported to `reporter`'s observers.
  @inlinable
  func record(
    visible: PagerSlotRange, in reporter: LiveWindowReporter<Source.Page, Source.PageID>
  ) {
    reporter.spare.removeAll(keepingCapacity: true)
    for entry in live {
      reporter.spare.append(
        .init(
          serial: entry.serial, slot: entry.slot, index: entry.index, id: entry.id,
          isVisible: visible.contains(entry.slot), isMatched: false))
    }
    swap(&reporter.reported, &reporter.spare)
    reporter.visible = visible
    reporter.version = liveVersion
    reporter.mark = nextLiveSerial
  }
}

/// A range of slots, `low > high` when empty.
@usableFromInline
package struct PagerSlotRange: Equatable {
  @usableFromInline package var low: Int
  @usableFromInline package var high: Int

  @inlinable
  init(low: Int, high: Int) {
    self.low = low
    self.high = high
  }

  @inlinable
  package func contains(_ slot: Int) -> Bool { slot >= low && slot <= high }
}

/// What a pager's live-window observers were last told (the live entries then, by serial, with
/// their slot, index, identity and visibility), the observers, and the delta's buffers, kept
/// between calls so that a delta allocates nothing once they have grown.
@usableFromInline
final class LiveWindowReporter<Page, PageID: Hashable> {
  @usableFromInline
  struct Reported {
    @usableFromInline
    init(serial: Int, slot: Int, index: Int, id: PageID, isVisible: Bool, isMatched: Bool) {
      self.serial = serial
      self.slot = slot
      self.index = index
      self.id = id
      self.isVisible = isVisible
      self.isMatched = isMatched
    }

    @usableFromInline var serial: Int
    @usableFromInline var slot: Int
    @usableFromInline var index: Int
    @usableFromInline var id: PageID
    @usableFromInline var isVisible: Bool
    /// Set while a report matches the entries it finds live.
    @usableFromInline var isMatched: Bool
  }

  @usableFromInline var observers: [(id: Int, handler: (LiveWindowDelta<Page, PageID>) -> Void)] =
    []
  @usableFromInline var reported: [Reported] = []
  @usableFromInline var spare: [Reported] = []
  /// The pager's `liveVersion` at the last report.
  @usableFromInline var version = 0
  /// The visible slots at the last report.
  @usableFromInline var visible = PagerSlotRange(low: 1, high: 0)
  /// The pager's `nextLiveSerial` at the last report: entries below it were reported.
  @usableFromInline var mark = 0
  @usableFromInline var buffer = LiveWindowDelta<Page, PageID>()

  @inlinable
  init() {}

  /// The position of the reported entry `serial`, searched from `start` first (where the kept
  /// entries' order puts it), then from the beginning; marks it matched.
  @inlinable
  func find(_ serial: Int, from start: Int) -> Int? {
    var position = start
    while position < reported.count {
      if reported[position].serial == serial { return matched(position) }
      position += 1
    }
    position = 0
    while position < min(start, reported.count) {
      if reported[position].serial == serial { return matched(position) }
      position += 1
    }
    return nil
  }

  @inlinable
  func matched(_ position: Int) -> Int {
    reported[position].isMatched = true
    return position
  }

  /// The delta's buffers, emptied, for a report to fill.
  @usableFromInline
  func takeBuffer() -> LiveWindowDelta<Page, PageID> {
    var delta = LiveWindowDelta<Page, PageID>()
    swap(&delta, &buffer)
    return delta
  }

}
