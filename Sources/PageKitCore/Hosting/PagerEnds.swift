/// An end of a pager's source: where its first page is, or its last.
public enum PagerEnd: String, Sendable, Hashable, Codable, CaseIterable {
  /// The end at the first page (``PageBounds/first``).
  case first
  /// The end at the last page (the page before ``PageBounds/end``).
  case last
}

/// What an end observer hears (``Pager/addEndObserver(within:pastEndBy:_:)``): a page near an
/// end of a bounded source, or a release pushed past one.
public enum PagerEndEvent: Sendable, Hashable, CustomStringConvertible {
  /// The settled or target page came within the observer's distance of `end`: `index` is that
  /// page and `remaining` the pages between it and the end (`0` on the end's page). Once per
  /// approach: the observer hears it again for this end only after a reload moves the end
  /// outward (a feed that loaded more), never in a loop.
  case approached(PagerEnd, index: Int, remaining: Int)
  /// A finger lifted with the pager drawn past `end` by more than the observer's overscroll:
  /// `overscroll` is how far, in points, as drawn (the rubber band's resisted offset).
  case releasedPastEnd(PagerEnd, overscroll: Double)

  /// One line: `approached last: page 7, 2 remaining`, `released past first by 96.5 points`.
  ///
  /// - Complexity: O(1).
  public var description: String {
    switch self {
    case .approached(let end, let index, let remaining):
      "approached \(end.rawValue): page \(index), \(remaining) remaining"
    case .releasedPastEnd(let end, let overscroll):
      "released past \(end.rawValue) by \(overscroll) points"
    }
  }
}

extension Pager {
  /// Adds an observer of the source's ends: it hears when the settled or target page comes
  /// within `distance` pages of a bounded end (to load more, once per approach), and when a
  /// finger lifts with the pager drawn past an end by more than `overscroll` points (to
  /// refresh, or to dismiss).
  ///
  /// It is called at the end of the call that caused it, after the live window's delta and
  /// before the call's events. An approach fires once; the observer hears that end again only
  /// after a reload moves it outward (then at once if the page is still within `distance`),
  /// so a "load more" handler that reloads with nothing new hears nothing more. A pager that
  /// loops has no ends: nothing fires while it loops. A source without an end on one side has
  /// no approach there. An observer added while the page is already within `distance` hears
  /// it at the end of the next call (the next frame's ``advance(to:)`` included).
  ///
  /// ```swift
  /// try pager.addEndObserver(within: 3, pastEndBy: 80) { event in
  ///   switch event {
  ///   case .approached(.last, _, _): feed.loadMore()
  ///   case .releasedPastEnd(.first, _): feed.refresh()
  ///   default: break
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - distance: The most pages between the settled or target page and a bounded end that
  ///     count as near it (`0`: on the end's page); `nil` for no approaches.
  ///   - overscroll: How far past an end, in points, a release must be drawn to be heard;
  ///     `nil` for no releases.
  ///   - observer: Called with each event.
  /// - Returns: A token for ``removeEndObserver(_:)``.
  /// - Throws: ``PagerError/nonFiniteValue`` for a NaN or infinite `overscroll`, then
  ///   ``PagerError/invalidConfiguration(_:)`` with ``PagerConfigurationIssue/endDistance(_:)``
  ///   or ``PagerConfigurationIssue/endOverscroll(_:)`` for a negative one; the pager is
  ///   unchanged.
  /// - Complexity: O(1). While end observers are attached a call costs O(k) more for k of
  ///   them, and nothing is allocated unless one is called.
  @discardableResult
  public func addEndObserver(
    within distance: Int? = nil, pastEndBy overscroll: Double? = nil,
    _ observer: @escaping (PagerEndEvent) -> Void
  ) throws(PagerError) -> PagerObserverToken {
    if let overscroll {
      guard overscroll.isFinite else { throw .nonFiniteValue }
      guard overscroll >= 0 else { throw .invalidConfiguration(.endOverscroll(overscroll)) }
    }
    if let distance, distance < 0 { throw .invalidConfiguration(.endDistance(distance)) }
    let reporter = endReporter ?? PagerEndReporter()
    endReporter = reporter
    engine.emitter.nextObserverID += 1
    let id = engine.emitter.nextObserverID
    reporter.watchers.append(
      PagerEndWatcher(id: id, distance: distance, overscroll: overscroll, handler: observer))
    return PagerObserverToken(rawValue: id)
  }

  /// Removes an observer added with ``addEndObserver(within:pastEndBy:_:)``; removing one twice
  /// does nothing.
  ///
  /// - Parameter token: The observer's token.
  /// - Complexity: O(k) for k end observers.
  public func removeEndObserver(_ token: PagerObserverToken) {
    guard let reporter = endReporter else { return }
    reporter.watchers.removeAll { $0.id == token.rawValue }
    if reporter.watchers.isEmpty { endReporter = nil }
  }

  /// How far past an end the pager is drawn now, in points, if it is: measured at a release
  /// for the end observers.
  ///
  /// - Complexity: O(1).
  func drawnPastEnd() -> (end: PagerEnd, points: Double)? {
    guard !isEmpty, !loops else { return nil }
    let range = geometry.frameRange(in: engine)
    let drawn = engine.drawnCoordinate
    let scale = geometry.pointsPerUnit
    if drawn < range.lowerBound, bounds.first != nil {
      return (.first, (range.lowerBound - drawn) * scale)
    }
    if drawn > range.upperBound, bounds.end != nil {
      return (.last, (drawn - range.upperBound) * scale)
    }
    return nil
  }

  /// Notes a release past an end for the end observers (told at the end of the call).
  @usableFromInline
  func noteRelease(to reporter: PagerEndReporter) {
    reporter.release = drawnPastEnd()
  }

  /// Tells the end observers what the call did: a release past an end it noted, then the
  /// approaches of the settled or target page.
  ///
  /// - Complexity: O(k) for k end observers.
  @usableFromInline
  func reportEnds(to reporter: PagerEndReporter) {
    let release = reporter.release
    reporter.release = nil
    let approach = endApproach()
    // Marked before any observer is called: a call from an observer reports on its own.
    var heard: [(PagerEndWatcher, PagerEndEvent)] = []
    for watcher in reporter.watchers {
      if let release, let threshold = watcher.overscroll, release.points > threshold {
        heard.append((watcher, .releasedPastEnd(release.end, overscroll: release.points)))
      }
      guard let distance = watcher.distance, let approach else { continue }
      watcher.rearm(first: approach.firstBound, last: approach.lastBound)
      if let first = approach.fromFirst, first <= distance, watcher.firedFirst == nil {
        watcher.firedFirst = approach.firstBound
        heard.append((watcher, .approached(.first, index: approach.index, remaining: first)))
      }
      if let last = approach.toLast, last <= distance, watcher.firedLast == nil {
        watcher.firedLast = approach.lastBound
        heard.append((watcher, .approached(.last, index: approach.index, remaining: last)))
      }
    }
    for (watcher, event) in heard { watcher.handler(event) }
  }

  /// The page the approaches are judged on (the target: the settled page at rest), and its
  /// distance from each bounded end; `nil` for an empty pager or one that loops.
  func endApproach() -> PagerEndApproach? {
    guard !isEmpty, !loops else { return nil }
    let index = targetIndex
    let bounds = self.bounds
    return PagerEndApproach(
      index: index, firstBound: bounds.first, lastBound: bounds.end,
      fromFirst: bounds.first.map { index - $0 }, toLast: bounds.end.map { $0 - 1 - index })
  }
}

/// The target page and its distance from the source's bounded ends (see
/// ``Pager/endApproach()``).
struct PagerEndApproach {
  var index: Int
  /// The source's `bounds.first` and `bounds.end` (`nil` without that end).
  var firstBound: Int?
  var lastBound: Int?
  /// Pages from the first end to the page, and from the page to the last end.
  var fromFirst: Int?
  var toLast: Int?
}

/// A pager's end observers and a release past an end waiting to be told, kept only while one
/// is attached.
@usableFromInline
final class PagerEndReporter {
  var watchers: [PagerEndWatcher] = []
  /// A release past an end in the call under way, for the report at its end.
  var release: (end: PagerEnd, points: Double)?

  init() {}
}

/// One end observer: its thresholds, and the ends it has heard an approach to (with where
/// that end was then), which stay quiet until a reload moves them outward.
final class PagerEndWatcher {
  let id: Int
  let distance: Int?
  let overscroll: Double?
  let handler: (PagerEndEvent) -> Void
  /// The source's `bounds.first` when the approach to the first end fired; `nil` while armed.
  var firedFirst: Int?
  /// The source's `bounds.end` when the approach to the last end fired; `nil` while armed.
  var firedLast: Int?

  init(
    id: Int, distance: Int?, overscroll: Double?, handler: @escaping (PagerEndEvent) -> Void
  ) {
    self.id = id
    self.distance = distance
    self.overscroll = overscroll
    self.handler = handler
  }

  /// Re-arms an end a reload moved outward since its approach fired (more pages beyond).
  func rearm(first: Int?, last: Int?) {
    if let fired = firedFirst, let first, first < fired { firedFirst = nil }
    if let fired = firedLast, let last, last > fired { firedLast = nil }
  }
}
