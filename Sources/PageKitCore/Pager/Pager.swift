/// A headless, deterministic pager: the state machine behind page controllers and tab pagers.
///
/// The host feeds it gestures (``beginDrag()``, ``drag(by:)``, ``endDrag(velocity:)``), commands
/// (``scroll(to:direction:animated:)``), data (``reload(_:layout:)``) and time (``advance(to:)``, every
/// frame, with a monotonic timestamp in seconds). It answers with its state (``currentIndex``,
/// ``targetIndex``, ``settledIndex``, ``position``, ``phase``, ``motion``), with ``livePages`` —
/// the instantiated pages and where to draw them — and with events delivered to a weak
/// ``delegate``, to observers (``addEventObserver(_:)``) and to ``events`` streams.
///
/// ```swift
/// let pager = try Pager(
///   source: ArrayPageSource(["red", "green", "blue"]),
///   configuration: PagerConfiguration(viewportLength: 375))
/// try pager.beginDrag()
/// try pager.drag(by: -250)            // finger moves left: toward the next page
/// try pager.endDrag(velocity: -800)   // a fling
/// try pager.advance(to: 0)            // the first frame starts the motion's clock
/// try pager.advance(to: 1)            // a second later the page has settled
/// let settled = pager.settledIndex    // 1
/// ```
///
/// Where a release comes to rest is the pager's ``snap`` strategy: by default the paging rule,
/// ``PagingSnap/paging`` (one page per swipe); `snap: try PagingSnap(maxItems: 3)` lets a fling
/// move up to three pages, and any other ``SnapStrategy`` works too.
///
/// `didChangePage` fires exactly once each time the settled page's identity changes — for swipes,
/// commands (animated or not), auto-scroll and reloads — and never for a cancelled swipe or a peek.
/// Events, interruptions, far jumps, reloads and re-entrancy follow the rules every controller
/// keeps, written once on ``PagingController``.
///
/// A pager is not `Sendable`: use it from one isolation domain, as you would a view.
public final class Pager<Source: PageSource, Transition: TransitionStrategy>: PagingController {
  /// The data. Replace it with ``reload(_:layout:)``.
  @exclusivity(unchecked) public internal(set) var source: Source

  /// The transition strategy. Replacing it mid-motion keeps the position; it applies from the
  /// next read of ``livePages`` (and to the timing of the next animated command).
  ///
  /// Setting it is ``apply(_:)`` with ``PagerInput/setTransition(_:)``.
  public var transition: Transition {
    get { currentTransition }
    // A new transition is never refused: `apply` cannot throw for it.
    set { try? apply(.setTransition(newValue)) }
  }

  /// The transition in use (``transition`` reads it; ``apply(_:)`` replaces it).
  @usableFromInline @exclusivity(unchecked) var currentTransition: Transition

  /// The transition's ``TransitionStrategy/visibleRange``, read once per strategy: the live
  /// window reads it every frame, and reading it through the generic strategy copies the strategy.
  @usableFromInline @exclusivity(unchecked) var transitionVisibleRange: Double

  /// How a release chooses its page: a snap strategy, judged on the pager's pages as a full-page
  /// strip (see ``SnapStrategy``). The default, ``PagingSnap/paging``, is the paging rule, one
  /// page per swipe at 300 points per second; `try PagingSnap(maxItems: 3)` lets a fling move up
  /// to three pages, and PageKitSnap's `NearestSnap` rests where the fling's deceleration would.
  ///
  /// Set it at any time: the next drag frame's ``targetIndex`` and the next release use it. Full
  /// pages settle on the chosen page with the spring (a gliding strategy's
  /// ``SnapStrategy/glides`` and a target between pages are not honoured: the page chosen is
  /// where it rests). An item layout honours both: a gliding strategy (`FreeScroll`) glides on
  /// a ``DecayCurve`` and may rest between items. ``position`` is then the drawn offset's
  /// position, as in motion, and ``settledIndex`` (with ``currentIndex`` and ``targetIndex``) the
  /// item nearest it: the release settles on the item nearest where the glide ends (an exact
  /// half goes to the item the motion comes from). A reload or a viewport change at rest keeps
  /// that item and the offset's distance from its resting offset, no farther than half way to
  /// its neighbour, so that it stays the nearest (nothing is announced). Replacing a gliding
  /// strategy while resting between items leaves the offset there until the next motion, with
  /// ``position`` reading the settled item. A strategy that answers no page, a page outside
  /// the window it was shown or a non-finite offset gets the page nearest the position, ties to
  /// the reference page.
  ///
  /// Setting it is ``apply(_:)`` with ``PagerInput/setSnap(_:)``.
  public var snap: any SnapStrategy {
    get { currentSnap }
    // A new strategy is never refused: `apply` cannot throw for it.
    set { try? apply(.setSnap(newValue)) }
  }

  /// The snap strategy in use (``snap`` reads it; ``apply(_:)`` replaces it).
  @usableFromInline @exclusivity(unchecked) var currentSnap: any SnapStrategy

  /// How the items are laid out: full pages (the default), or items of a given length with
  /// spacing (see ``PagerLayout``). Change it with ``reload(_:layout:)``.
  ///
  /// - Complexity: O(1).
  @exclusivity(unchecked) public internal(set) var layout: PagerLayout

  /// Where a resting item sits in the viewport: `.leading(inset)`, `.center` or
  /// `.trailing(inset)`. Full pages take it as items the viewport long with spacing 0 do.
  ///
  /// - Complexity: O(1).
  public let anchor: SnapAnchor

  /// The geometry of every layout, bounded or looping, sharing this pager's ``engine``: items
  /// in points, or full pages in pages (its special case, ``PagerItemGeometry/pageLength``).
  /// One object for the pager's life (a layout switch gives it new values, ``PagerItemGeometry/take(_:source:count:)``):
  /// every engine question of a frame reads it, and a constant reference costs no reference
  /// counting.
  @usableFromInline package let geometry: PagerItems<Source>

  /// The geometry of an item layout; `nil` for full pages.
  ///
  /// - Complexity: O(1).
  package var items: PagerItems<Source>? { layout.isFullPage ? nil : geometry }

  /// The geometry a host scroll view can hold (``PagerInput/scrollView(_:)``): an item layout
  /// over a source with a count (a loop's content of whole cycles, or a bounded strip's own
  /// content); `nil` for full pages or a source without a count, whose scroll-view callbacks
  /// change nothing.
  package var scrollViewItems: PagerItems<Source>? { bounds.isCounted ? items : nil }

  /// The recorder attached to this pager, told of every public call (PageKitTrace's `PagerTraceRecorder`).
  @usableFromInline @exclusivity(unchecked) package var traceHook:
    (any PagerTraceHook<Source, Transition>)?

  /// The settings. Replace them with ``setConfiguration(_:)``.
  @exclusivity(unchecked) public internal(set) var configuration: PagerConfiguration

  /// The shared paging state machine.
  @usableFromInline package let engine: PagingEngine<Source.PageID>

  // MARK: Indices

  /// The source's indices at the latest reload, and those the pager reaches.
  @exclusivity(unchecked) var known: PagerIndices {
    didSet {
      isCircularValue = known.loops(source)
      lowest = known.lowest
      highest = known.highest
      knownCount = known.count
    }
  }
  /// `known.lowest`, `known.highest` and `known.count`, kept apart for the per-frame reads.
  @usableFromInline @exclusivity(unchecked) var lowest: Int
  @usableFromInline @exclusivity(unchecked) var highest: Int
  /// The number of pages the pager knows of (see ``count``).
  @usableFromInline @exclusivity(unchecked) var knownCount: Int
  /// `knownCount >= 2 && source.isCircular` for a source with a count, kept up to date with the
  /// count and the source.
  @usableFromInline @exclusivity(unchecked) var isCircularValue = false
  @usableFromInline @exclusivity(unchecked) var live: [LiveEntry] = [] {
    didSet {
      liveWindow = nil
      liveVersion &+= 1
    }
  }
  /// The slots under the viewport when `live` was last brought in line: the visible pages of
  /// the live-window deltas, without a second search.
  @usableFromInline @exclusivity(unchecked) var liveViewportSlots = PagerViewportSlots(
    low: 1, high: 0, lower: 1, upper: 0)
  /// What `live` was last brought in line with (`nil`: never).
  @usableFromInline @exclusivity(unchecked) var liveKey: PagerLiveKey?
  /// Counts the changes of `live`: a live-window observer's report compares it with the one it
  /// last reported, so a call that changed nothing costs O(1).
  @usableFromInline @exclusivity(unchecked) var liveVersion = 0
  /// The serial the next live entry gets: an entry's serial tells a live-window report the
  /// entries it reported (below the mark it took then) from the ones made since.
  @usableFromInline @exclusivity(unchecked) var nextLiveSerial = 0
  /// What the live-window observers were last told; `nil` while there are none, so a pager
  /// without them computes no deltas.
  @usableFromInline @exclusivity(unchecked) var liveReporter:
    LiveWindowReporter<Source.Page, Source.PageID>?
  /// The end observers and a release past an end to tell them of; `nil` while there are none,
  /// so a pager without them judges no ends.
  @usableFromInline @exclusivity(unchecked) var endReporter: PagerEndReporter?
  /// The latest landing forecast, and the motion it was made for (``landing``).
  @exclusivity(unchecked) var landingCache: (key: PagerLandingKey, landing: PagerLanding)?
  /// The window `live` was last brought in line with; `nil` when it must be recomputed.
  @usableFromInline @exclusivity(unchecked) var liveWindow: PagerLiveWindow?
  /// The geometry's ``PagerItemGeometry/stripVersion`` when `live` was last brought in line with
  /// its strip.
  @usableFromInline @exclusivity(unchecked) var liveStripVersion: Int?
  /// The engine's ``PagingEngine/slotShifts`` when `live` was last brought in line with it.
  @usableFromInline @exclusivity(unchecked) var liveSlotShifts = 0

  @usableFromInline
  struct LiveEntry {
    @usableFromInline var slot: Int
    @usableFromInline var virtual: Int
    @usableFromInline var index: Int
    @usableFromInline var id: Source.PageID
    @usableFromInline var page: Source.Page
    /// Unique per entry made: the entry's identity for the live-window deltas.
    @usableFromInline var serial: Int

    @usableFromInline
    init(
      slot: Int, virtual: Int, index: Int, id: Source.PageID, page: Source.Page, serial: Int
    ) {
      self.slot = slot
      self.virtual = virtual
      self.index = index
      self.id = id
      self.page = page
      self.serial = serial
    }
  }

  /// Creates a pager. Construction announces nothing: no event tells the host of the first page,
  /// so read ``settledIndex`` (and ``livePages``) to draw it; ``restore(_:)`` is silent the
  /// same way.
  ///
  /// - Parameters:
  ///   - source: The pages.
  ///   - transition: How pages are drawn and animated commands timed.
  ///   - layout: How the items are laid out (default ``PagerLayout/fullPage``).
  ///   - anchor: Where a resting item sits in the viewport (default `.leading(0)`; full pages
  ///     take it as items the viewport long with spacing 0 do); its inset must be finite, not
  ///     negative and less than the viewport's length.
  ///   - snap: How a release chooses its page (default ``PagingSnap/paging``: one page per
  ///     swipe, 300 points per second).
  ///   - initialIndex: The first settled page (`0` for an empty source).
  ///   - configuration: Geometry, preloading and motion settings.
  /// - Throws: ``PagerError/nonFiniteValue`` or ``PagerError/invalidConfiguration(_:)`` for a bad
  ///   configuration or layout (also a variable layout over a source without a count:
  ///   `.invalidConfiguration`);
  ///   ``PagerError/duplicatePageID(index:firstIndex:)`` for a source that
  ///   reports a repeated identity; ``PagerError/indexOutOfRange(index:count:)`` for a bad
  ///   initial index
  ///   (``PagerError/indexOutOfBounds(index:bounds:)`` for a source without a count);
  ///   ``PagerError/missingPage(index:)`` when the source has no page at the initial index.
  ///   A source with a count above ``PageBounds/reachableMagnitude`` is refused with
  ///   `.invalidConfiguration`, never capped.
  /// - Complexity: O(preloadCount) page requests.
  public init(
    source: Source, transition: Transition, layout: PagerLayout = .fullPage,
    anchor: SnapAnchor = .leading(0), snap: any SnapStrategy = PagingSnap.paging,
    initialIndex: Int = 0, configuration: PagerConfiguration
  ) throws(PagerError) {
    try layout.checkFinite(anchor: anchor)
    try configuration.validate()
    let known = PagerIndices(source.bounds, layout: layout)
    let values = try Self.itemValues(
      layout: layout, anchor: anchor, known: known, source: source,
      viewportLength: configuration.viewportLength)
    try source.checkUniqueIdentities()
    let validIndex =
      known.reach.isEmpty ? initialIndex == 0 : known.reach.contains(initialIndex)
    guard validIndex else { throw known.rangeError(for: initialIndex) }
    let engine = PagingEngine<Source.PageID>()
    self.engine = engine
    self.source = source
    self.currentTransition = transition
    self.currentSnap = snap
    self.layout = layout
    self.anchor = anchor
    self.transitionVisibleRange = transition.visibleRange
    self.configuration = configuration.normalized
    self.known = known
    self.lowest = known.lowest
    self.highest = known.highest
    self.knownCount = known.count
    self.isCircularValue = known.loops(source)
    geometry = try Self.makeGeometry(
      values, source: source, snap: snap, configuration: self.configuration)
    settle(at: initialIndex)
    // The settled page is live unless the source has none there: checked on the live window,
    // so that construction asks for no page twice.
    guard isEmpty || live.contains(where: { $0.index == initialIndex }) else {
      throw .missingPage(index: initialIndex)
    }
    engine.report(position: position)
  }

  // MARK: Events

  /// The delegate, held weakly (see ``PagingController`` for which way of observing to use).
  public var delegate: (any PagerDelegate<Source.PageID>)? {
    get { engine.emitter.delegate }
    set { engine.emitter.delegate = newValue }
  }

  /// Adds an observer called for every event, after the delegate (see
  /// ``PagingController/addEventObserver(_:)``).
  ///
  /// - Parameter observer: Called with each event.
  /// - Returns: A token for ``removeEventObserver(_:)``.
  /// - Complexity: O(1).
  @inlinable @discardableResult
  public func addEventObserver(_ observer: @escaping (PagerEvent<Source.PageID>) -> Void)
    -> PagerObserverToken
  {
    engine.emitter.addObserver(observer)
  }

  /// Removes an observer added with ``addEventObserver(_:)``; removing one twice does nothing.
  ///
  /// - Parameter token: The observer's token.
  /// - Complexity: O(k) for k observers.
  public func removeEventObserver(_ token: PagerObserverToken) {
    engine.emitter.removeObserver(token)
  }

  // MARK: Geometry

  /// The viewport's extent along the axis: the old name of ``viewportLength``.
  @available(*, deprecated, renamed: "viewportLength")
  public var pageLength: Double { configuration.viewportLength }
  /// The paging axis.
  public var axis: Axis { configuration.axis }
  /// The reading direction.
  public var layoutDirection: LayoutDirection { configuration.layoutDirection }
  /// Pages kept live beyond the visible ones, on each side.
  var preloadCount: Int { configuration.preloadCount }

  // MARK: State

  /// Whether the source has no pages. An empty pager reads index 0 and rejects every command.
  public var isEmpty: Bool { highest < lowest }

  /// The number of pages the pager knows of: its source's count at the latest reload, at most
  /// ``PageBounds/reachableMagnitude`` (2^40 where `Int` is 64 bits, 2^28 where it is 32; a
  /// pager is not built or reloaded over a longer source).
  ///
  /// For a source without an end in some direction (see ``bounds``) the number of pages is not
  /// known and `count` is `0` (``isEmpty`` is `false`); for one with both ends it is the number
  /// of pages between them.
  public var count: Int { knownCount }

  /// The source's indices at the latest reload: `0..<count` for a source with a count, `nil`
  /// in a direction without an end.
  ///
  /// In a direction without an end the pager reaches the indices within
  /// ``PagerLayout/reachableItemMagnitude`` of zero, whatever the layout: past them, commands
  /// throw ``PagerError/indexOutOfBounds(index:bounds:)`` and drags meet the rubber band of an
  /// end.
  ///
  /// - Complexity: O(1).
  public var bounds: PageBounds { known.bounds }

  /// Whether the page after the last is the first: a circular source
  /// (``PageSource/isCircular``, the option) with two or more pages, as for every
  /// ``PagingController``. `isCircular` off or fewer than two pages: no loop.
  ///
  /// - Complexity: O(1).
  public var loops: Bool { isCircularValue }

  /// What the pager is doing.
  public var phase: PagerPhase { engine.state.phase }

  /// The fractional page position: `2.5` is half way between pages 2 and 3. For circular sources
  /// it is virtual (continuous across the seam) and re-based into `0..<count` at rest. At rest it
  /// is exactly ``settledIndex``, except for an item layout under a gliding strategy
  /// (`FreeScroll`) resting between items: then it is the drawn offset's position, within half
  /// an item of ``settledIndex`` (see ``snap``). Across a far jump's splice it interpolates
  /// linearly from the page before the splice to the destination.
  @inlinable public var position: Double { geometry.position(in: engine) }

  /// The content offset drawn now, in points: for an item layout, the scroll position of the
  /// viewport's leading edge along the laid-out items (a scroll view's `contentOffset`; from the
  /// right edge in a right-to-left horizontal pager), inside `0...maxContentOffset` at rest and
  /// past it by less than a viewport in the rubber band; for full pages, the same scroll position
  /// along the pages, as items the viewport long with spacing 0 give it on a bounded strip (at
  /// `.leading(0)` and `.center`, the drawn position times the page length; a loop of full
  /// pages lays out no inset, so at `.leading(20)` its page 0 rests at `-20`). Over a source
  /// without a count it counts from where the content would start if it started at item 0 (so
  /// it is negative before item 0), as full pages do.
  ///
  /// - Complexity: O(1).
  public var contentOffset: Double {
    let origin = geometry.contentOffsetOrigin
    let offset = origin == 0 ? engine.drawnCoordinate : engine.drawnCoordinate - origin
    return offset * geometry.pointsPerUnit
  }

  /// The largest resting ``contentOffset``: for an item layout the end of its scrollable range
  /// (the last item at its anchor, or at the end of the content); for full pages the last page's;
  /// `0` for a source without a count, whatever the layout.
  ///
  /// - Complexity: O(1).
  public var maxContentOffset: Double {
    // (A source without a count has no last resting offset to tell.)
    guard known.bounds.isCounted else { return 0 }
    // (A loop of full pages lays out no copies: its last resting offset is its last page's.)
    guard let pageLength = geometry.pageLength else { return geometry.maxContentOffset }
    // (A bounded strip of full pages ends as items the viewport long do: the last page at the
    // anchor, or the end of the content.)
    guard geometry.loops else { return geometry.maxContentOffset * pageLength }
    // (In a loop page 0 rests where the anchor puts it, `0` at `.leading(0)`.)
    let last = Double(max(knownCount - 1, 0)) + geometry.pageZeroRestingCoordinate
    return last * pageLength
  }

  /// The viewport's extent along the axis, in points (``PagerConfiguration/viewportLength``): a
  /// full page, or the space an item layout's items share.
  ///
  /// - Complexity: O(1).
  public var viewportLength: Double { configuration.viewportLength }

  /// The page that changes only at rest: the one the pager last settled on.
  public var settledIndex: Int { engine.settledIndex }

  /// The identity of the settled page (`nil` for an empty pager).
  public var settledPageID: Source.PageID? { engine.settled.id }

  /// The page nearest the position; it flips at the midpoint during a drag. An exact half belongs
  /// to the page the motion comes from (the settled page's side).
  @inlinable public var currentIndex: Int { geometry.currentIndex(in: engine) }

  /// Where the motion will settle: the animation's destination while settling, what a
  /// zero-velocity release would choose while dragging, the settled page at rest.
  public var targetIndex: Int {
    engineTargetIndex
  }

  /// The active motion's origin, destination and progress; `nil` at rest.
  public var motion: PagerMotion? { engineMotion }

  /// A snapshot of the settled page for state restoration.
  ///
  /// - Returns: The settled page's identity and index.
  public func snapshot() -> PagerSnapshot<Source.PageID> {
    PagerSnapshot(pageID: engine.settled.id, index: engine.settledIndex)
  }

  // MARK: Slots

  func index(ofSlot slot: Int) -> Int { geometry.engineIndex(ofSlot: slot, in: engine) }

  /// The virtual item drawn in `slot`.
  @inlinable func drawnVirtual(ofSlot slot: Int) -> Int { engine.strip.virtual(at: slot) }

  // MARK: Shared transitions

  /// Puts the pager at rest on `index` (no events).
  func settle(at index: Int) {
    settleEngine(at: index)
    live.removeAll(keepingCapacity: true)
    refreshLivePages()
  }
}

extension Pager where Transition == SlideTransition {
  /// Creates a pager with the default slide transition.
  ///
  /// - Parameters:
  ///   - source: The pages.
  ///   - layout: How the items are laid out (default ``PagerLayout/fullPage``).
  ///   - anchor: Where a resting item sits in the viewport (default `.leading(0)`).
  ///   - snap: How a release chooses its page (default ``PagingSnap/paging``).
  ///   - initialIndex: The first settled page (`0` for an empty source).
  ///   - configuration: Geometry, preloading and motion settings.
  /// - Throws: See ``init(source:transition:layout:anchor:snap:initialIndex:configuration:)``.
  /// - Complexity: O(preloadCount) page requests.
  public convenience init(
    source: Source, layout: PagerLayout = .fullPage, anchor: SnapAnchor = .leading(0),
    snap: any SnapStrategy = PagingSnap.paging, initialIndex: Int = 0,
    configuration: PagerConfiguration
  ) throws(PagerError) {
    try self.init(
      source: source, transition: SlideTransition(), layout: layout, anchor: anchor, snap: snap,
      initialIndex: initialIndex, configuration: configuration)
  }
}

/// The indices a pager knows of: its source's bounds at the latest reload, the indices it
/// reaches (missing ends replaced, see ``PageBounds/reachable``) and its public count.
struct PagerIndices: Equatable {
  /// The source's bounds.
  var bounds: PageBounds
  /// The indices the pager reaches (both ends present).
  var reach: PageBounds
  /// The first reached index.
  var lowest: Int
  /// The last reached index (below ``lowest`` when empty).
  var highest: Int
  /// The public count: the number of pages when both ends exist, else `0`.
  var count: Int

  /// The indices a pager knows of a source with `sourceBounds`: every layout reaches
  /// ``PagerLayout/reachableItemMagnitude`` items (or pages) from zero where the source has no
  /// end (the geometry counts its offsets from the first item reached, and this keeps a
  /// position near item 0 exact to about 1e-10).
  init(_ sourceBounds: PageBounds, layout: PagerLayout = .fullPage) {
    let bounds = sourceBounds
    self.bounds = bounds
    let reach = bounds.reachable
    self.reach = reach
    if let first = reach.first, let end = reach.end, end > first {
      self.lowest = first
      self.highest = end - 1
    } else {
      self.lowest = 0
      self.highest = -1
    }
    self.count = bounds.count ?? 0
  }

  /// The number of indices reached (`highest − lowest + 1`, `0` when empty).
  var reachCount: Int { highest >= lowest ? highest &- lowest &+ 1 : 0 }

  /// Whether a pager takes a source with `bounds`: one with a count takes at most
  /// ``PageBounds/reachableMagnitude`` pages (past it, a position in pages can no longer tell
  /// a fraction of a page apart, and a swipe would land on the wrong page); a longer one is
  /// refused, never capped. Bounds without a count are always taken (the pager reaches
  /// ``PagerLayout/reachableItemMagnitude`` of them each way).
  static func isWithinReach(_ bounds: PageBounds) -> Bool {
    guard bounds.isCounted, let count = bounds.count else { return true }
    return count <= PageBounds.reachableMagnitude
  }

  /// Throws unless a pager takes a source with `bounds` (see ``isWithinReach(_:)``): the check
  /// of every construction and reload, before anything changes.
  ///
  /// - Throws: ``PagerError/invalidConfiguration(_:)`` for a count above
  ///   ``PageBounds/reachableMagnitude``.
  static func checkReach(_ bounds: PageBounds) throws(PagerError) {
    guard !isWithinReach(bounds), let count = bounds.count else { return }
    throw .invalidConfiguration(.sourceCount(count: count, reach: PageBounds.reachableMagnitude))
  }

  /// Whether a pager over `source` with these indices loops: a circular source with a count of
  /// two or more.
  func loops<Source: PageSource>(_ source: Source) -> Bool {
    bounds.isCounted && count >= 2 && source.isCircular
  }

  /// The error for a command to `index` outside the reached indices.
  func rangeError(for index: Int) -> PagerError {
    bounds.isCounted
      ? .indexOutOfRange(index: index, count: count)
      : .indexOutOfBounds(index: index, bounds: reach)
  }
}
