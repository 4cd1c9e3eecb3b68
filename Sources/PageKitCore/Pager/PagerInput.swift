/// One way a host moves a pager, as a value: a gesture, a frame, a command, a reload, a restore,
/// new settings, a new snap strategy or transition, a host scroll view's callback, a pointer's
/// touch.
///
/// ``Pager/apply(_:)`` applies one; every public method that moves a pager is a one-line
/// spelling of it (`try pager.drag(by: -40)` is `try pager.apply(.drag(translation: -40))`), and
/// a trace records the same values (PageKitTrace's `PagerTrace.Input`), with the source and the
/// strategies described rather than held. So a call, its trace step and its replay are one spelling:
///
/// ```swift
/// let swipe: [Pager<ArrayPageSource<String, Int>, SlideTransition>.Input] = [
///   .beginDrag, .drag(translation: -250), .endDrag(velocity: -800),
///   .advance(timestamp: 0), .advance(timestamp: 1),
/// ]
/// for input in swipe { try pager.apply(input) }
/// let settled = pager.settledIndex  // 1, as after the calls in Pager's example
/// ```
///
/// The three type parameters are what differs between a pager's inputs and a trace's: the
/// source (the host's own, or a `PagerTrace.SourceDescription`), the snap strategy (`any
/// SnapStrategy`, or a `PagerTrace.Strategy`) and the transition (the pager's `Transition`, or
/// a `PagerTrace.Strategy`). ``map(source:snap:transition:)`` turns one into the other.
public enum PagerInput<Source: PageSource, Snap, Transition> {
  /// A finger touched the pager: ``Pager/beginDrag()``.
  case beginDrag
  /// The finger moved by `translation` points along the axis: ``Pager/drag(by:)``.
  case drag(translation: Double)
  /// The finger lifted with `velocity` points per second: ``Pager/endDrag(velocity:)``.
  case endDrag(velocity: Double)
  /// A frame at `timestamp` seconds: ``Pager/advance(to:)``.
  case advance(timestamp: Double)
  /// The frames `first` through `last` of a clock of `framesPerSecond` frames per second: one
  /// ``advance(timestamp:)`` per frame, frame `k` at ``timestamp(ofFrame:framesPerSecond:)``
  /// (`Double(k) / Double(framesPerSecond)` seconds), each delivering its own events — what a
  /// fixed-step game loop that counts its frames feeds, and how a trace keeps an idle minute as
  /// one step. A run with `last` before `first`, or below one frame per second, is no frame at
  /// all (nothing changes, no error).
  case advanceFrames(first: Int, last: Int, framesPerSecond: Int)
  /// A programmatic move to `index`: ``Pager/scroll(to:direction:animated:)``.
  case scroll(index: Int, direction: PageDirection?, animated: Bool)
  /// ``Pager/scrollToNext(animated:)``.
  case scrollToNext(animated: Bool)
  /// ``Pager/scrollToPrevious(animated:)``.
  case scrollToPrevious(animated: Bool)
  /// An auto-scroller's step (PageKitCarousel's `AutoScroller`): an animated move to `index`
  /// with the cause ``PageChangeCause/autoScroll`` (``Pager/autoScroll(to:direction:)``).
  case autoScroll(index: Int, direction: PageDirection?)
  /// New data, and a new layout (`nil`: kept): ``Pager/reload(_:layout:)``.
  case reload(Source, layout: PagerLayout?)
  /// ``Pager/restore(_:)``.
  case restore(PagerSnapshot<Source.PageID>)
  /// New settings (a new viewport, Reduce Motion, any setting): ``Pager/setConfiguration(_:)``
  /// and ``Pager/setViewportLength(_:)``.
  case configure(PagerConfiguration)
  /// A new ``Pager/snap`` strategy.
  case setSnap(Snap)
  /// A new ``Pager/transition``.
  case setTransition(Transition)
  /// A host scroll view's callback (PageKitCarousel's `ScrollViewBridge`), for an item layout
  /// over a source with a count: ``ScrollViewCallback``.
  case scrollView(ScrollViewCallback)
  /// A pointer's press, move, lift or cancel, with its location and timestamp: the pager
  /// finds the drag past the touch slop and its release velocity (``PointerInput``).
  case pointer(PointerInput)
  /// A key's press (an arrow, Home, End, Page Up, Page Down, a step a host names): a command
  /// to where the key points on this pager's axis and in its layout direction (``PagerKey``,
  /// ``Pager/press(_:)``).
  case key(PagerKey)
  /// A rotary input (the Digital Crown, a dial) turned by `detents` (positive: forward): each
  /// whole detent is one stop (``Pager/rotate(byDetents:)``).
  case rotate(detents: Double)
  /// A scroll wheel's or a trackpad's scroll: a notch moves a stop, a phased scroll drags like
  /// a finger (``WheelEvent``, ``Pager/scrollWheel(_:)``).
  case wheel(WheelEvent)
}

extension PagerInput {
  /// The same input over other sources and strategies: the source, snap strategy or transition
  /// it carries turned by the functions given; every other input as it is.
  ///
  /// A trace recorder describes what a pager's input holds this way, and a replay resolves a
  /// trace's input back into one a pager applies.
  ///
  /// - Parameters:
  ///   - source: Turns a reload's source.
  ///   - snap: Turns a new snap strategy.
  ///   - transition: Turns a new transition.
  /// - Returns: The input with its source or strategy turned.
  /// - Throws: What the function called throws.
  /// - Complexity: O(1) plus the function called (at most one).
  @inlinable
  public func map<NewSource: PageSource, NewSnap, NewTransition, Failure: Error>(
    source: (Source) throws(Failure) -> NewSource,
    snap: (Snap) throws(Failure) -> NewSnap,
    transition: (Transition) throws(Failure) -> NewTransition
  ) throws(Failure) -> PagerInput<NewSource, NewSnap, NewTransition>
  where NewSource.PageID == Source.PageID {
    switch self {
    case .beginDrag: .beginDrag
    case .drag(let translation): .drag(translation: translation)
    case .endDrag(let velocity): .endDrag(velocity: velocity)
    case .advance(let timestamp): .advance(timestamp: timestamp)
    case .advanceFrames(let first, let last, let framesPerSecond):
      .advanceFrames(first: first, last: last, framesPerSecond: framesPerSecond)
    case .scroll(let index, let direction, let animated):
      .scroll(index: index, direction: direction, animated: animated)
    case .scrollToNext(let animated): .scrollToNext(animated: animated)
    case .scrollToPrevious(let animated): .scrollToPrevious(animated: animated)
    case .autoScroll(let index, let direction): .autoScroll(index: index, direction: direction)
    case .reload(let newSource, let layout): .reload(try source(newSource), layout: layout)
    case .restore(let snapshot): .restore(snapshot)
    case .configure(let configuration): .configure(configuration)
    case .setSnap(let strategy): .setSnap(try snap(strategy))
    case .setTransition(let strategy): .setTransition(try transition(strategy))
    case .scrollView(let callback): .scrollView(callback)
    case .pointer(let input): .pointer(input)
    case .key(let key): .key(key)
    case .rotate(let detents): .rotate(detents: detents)
    case .wheel(let event): .wheel(event)
    }
  }

  /// The timestamp of frame `frame` on a clock of `framesPerSecond` frames per second, in
  /// seconds: `Double(frame) / Double(framesPerSecond)`. The one formula of
  /// ``advanceFrames(first:last:framesPerSecond:)``.
  ///
  /// - Complexity: O(1).
  public static func timestamp(ofFrame frame: Int, framesPerSecond: Int) -> Double {
    Double(frame) / Double(framesPerSecond)
  }

  /// The number of pager calls the input stands for: a run's frames (none when `last` is
  /// before `first` or the clock has no frame in a second, as ``Pager/apply(_:)`` makes none
  /// then; `Int.max` when they cannot be counted), 1 for any other input.
  package var callCount: Int {
    guard case .advanceFrames(let first, let last, let framesPerSecond) = self else { return 1 }
    guard last >= first, framesPerSecond >= 1 else { return 0 }
    let (gap, overflow) = last.subtractingReportingOverflow(first)
    return overflow || gap == Int.max ? Int.max : gap + 1
  }
}

extension PagerInput: Equatable where Source: Equatable, Snap: Equatable, Transition: Equatable {}
extension PagerInput: Hashable where Source: Hashable, Snap: Hashable, Transition: Hashable {}
extension PagerInput: Sendable
where Source: Sendable, Source.PageID: Sendable, Snap: Sendable, Transition: Sendable {}
