import PageKitCore
import PageKitSnap
import PageKitTestSupport
import PageKitTrace

// The controllers of today as `RandomizedPagingSubject`s, one adapter per kind: what the one
// randomized driver (`EveryLayoutRandomizedTests`) runs. When the controllers become one `Pager`,
// only these adapters change.

/// A full-page pager over a counted source made from keys: keyed or circular, at `anchor`
/// (default `.leading(0)`).
final class KeyedPagerSubject<Source: PageSource>: PagerSubject
where Source.PageID == Int {
  let controller: Pager<Source, SlideTransition>
  let makeSource: ([Int]) -> Source

  init(
    keys: [Int], initialIndex: Int, anchor: SnapAnchor = .leading(0),
    makeSource: @escaping ([Int]) -> Source
  ) throws {
    self.makeSource = makeSource
    controller = try Pager(
      source: makeSource(keys), anchor: anchor, initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: 375))
  }

  package var itemStride: Double { controller.viewportLength }
  package var keys: [Int] { (0..<controller.count).compactMap { controller.source.id(at: $0) } }
  package func reload(keys: [Int]) throws(PagerError) { try controller.reload(makeSource(keys)) }
  package func attachTraceRecorder() -> PagerTraceRecorder<Int>? {
    PagerTraceRecorder(recording: controller)
  }
  package func drawnPages() -> [Int: [Double]]? { visiblePageOrigins(controller) }
  /// The pager's own rules, and at rest the settled page drawn where the anchor puts it (as
  /// items the viewport long with spacing 0 rest: its leading edge at `20` for `.leading(20)`),
  /// on a bounded strip inside `0...maxContentOffset`.
  package func checkLayout() -> [String] {
    pagerLayoutProblems(controller) + fullPageRestProblems(controller)
  }
}

/// Full pages at rest: the settled page at offset 0 from the anchor, its leading edge where the
/// anchor puts a page the viewport long; a bounded strip's content offset in its range.
func fullPageRestProblems<Source: PageSource>(_ pager: Pager<Source, SlideTransition>)
  -> [String]
{
  guard pager.phase == .idle, !pager.isEmpty else { return [] }
  var problems: [String] = []
  let viewport = pager.viewportLength
  let inset = -pager.anchor.offset(
    for: StripSpan(origin: 0, length: viewport), viewportLength: viewport)
  if let settled = pager.livePages.first(where: { $0.slot == pager.engine.settled.slot }) {
    if abs(settled.offset) > 1e-9 || abs(settled.origin - inset) > 1e-6 {
      problems.append(
        "settled page \(settled.index) rests at \(settled.origin) (offset \(settled.offset)), "
          + "the anchor at \(inset)")
    }
  } else {
    problems.append("settled page \(pager.settledIndex) not live")
  }
  if pager.position != Double(pager.settledIndex) {
    problems.append("rest position \(pager.position), settled \(pager.settledIndex)")
  }
  let offset = pager.contentOffset
  if !pager.loops, !(offset >= -1e-6 && offset <= pager.maxContentOffset + 1e-6) {
    problems.append("rest content offset \(offset) outside 0…\(pager.maxContentOffset)")
  }
  return problems
}

/// The pager's own rules: the current page is live, a bounded page is live once.
func pagerLayoutProblems<Source: PageSource>(_ pager: Pager<Source, SlideTransition>) -> [String] {
  var problems: [String] = []
  guard !pager.isEmpty else {
    if !pager.livePages.isEmpty { problems.append("an empty pager has live pages") }
    return problems
  }
  // (No `\.index`: a key path into a generic type is built anew at every call, a tenth of
  // the every-layout suite's time.)
  // One pass: the live indices, and in a loop how many copies of each are read (a short loop
  // draws some twice; every page of a bounded source is read).
  var live: [Int] = []
  var read: [Int: Int] = [:]
  for page in pager.livePages {
    live.append(page.index)
    if pager.loops, page.isAccessibilityElement { read[page.index, default: 0] += 1 }
  }
  if !live.contains(pager.currentIndex) {
    problems.append("current page \(pager.currentIndex) not live: \(live)")
  }
  if !pager.loops, Set(live).count != live.count {
    problems.append("a bounded page live in two slots: \(live)")
  }
  // Each item is read once: one accessible copy per index.
  if pager.loops, read.count != Set(live).count || read.values.contains(where: { $0 != 1 }) {
    problems.append("accessible copies \(read) of live \(live)")
  }
  problems += pageDotsProblems(pager)
  return problems
}

/// The page dots agree with the pager: a dot per stop over a source with a count (none
/// without), the selected dot inside the window at full size, every selection within `0...1`
/// and the progress within the stops; at rest the selected dot holds the settled item and says
/// what the accessibility announcement says.
func pageDotsProblems<Source: PageSource>(_ pager: Pager<Source, SlideTransition>) -> [String] {
  guard let dots = try? pager.pageDots(maximumVisible: 7) else { return ["no page dots"] }
  guard pager.bounds.isCounted else {
    return dots.isEmpty ? [] : ["\(dots.count) dots over a source without a count"]
  }
  var problems: [String] = []
  let stops = Double(dots.stopCount)
  let inStops = pager.loops ? dots.progress < stops : dots.progress <= stops - 1
  if dots.stopCount == 0 || dots.stopCount > pager.count || dots.progress < 0 || !inStops {
    problems.append("dots: \(dots.stopCount) stops of \(pager.count), progress \(dots.progress)")
  }
  guard dots.window.contains(dots.selectedStop) else {
    return problems + ["dots: selected \(dots.selectedStop) outside \(dots.window)"]
  }
  let selected = dots[dots.selectedStop - dots.window.lowerBound]
  if !selected.isSelected || selected.scale != 1 {
    problems.append("dots: the selected dot \(selected.stop) is \(selected.scale) of a dot")
  }
  if dots.contains(where: { !(0...1).contains($0.selection) }) {
    problems.append("dots: a selection outside 0...1: \(dots.map { $0.selection })")
  }
  if pager.phase == .idle {
    if !selected.items.contains(pager.settledIndex) {
      problems.append("dots at rest: \(selected.items) without the settled \(pager.settledIndex)")
    }
    if dots.selectedAnnouncement != pager.accessibilityAnnouncement {
      problems.append(
        "dots at rest say \(String(describing: dots.selectedAnnouncement)), the announcement "
          + "\(String(describing: pager.accessibilityAnnouncement))")
    }
  }
  return problems
}

/// A pager over a source without a count (identity is the index), of full pages or of `layout`
/// items released by `snap`: a reload changes the bounds.
final class UnboundedPagerSubject: PagerSubject {
  let controller: Pager<UnboundedPageSource<Int>, SlideTransition>
  let itemStride: Double

  init(
    bounds: PageBounds, initialIndex: Int, layout: PagerLayout = .fullPage,
    anchor: SnapAnchor = .leading(0), snap: any SnapStrategy = PagingSnap.paging,
    itemStride: Double = 375
  ) throws {
    self.itemStride = itemStride
    controller = try Pager(
      source: UnboundedPageSource(first: bounds.first, end: bounds.end) { $0 }, layout: layout,
      anchor: anchor, snap: snap, initialIndex: initialIndex,
      configuration: PagerConfiguration(viewportLength: 375))
  }

  package var glides: Bool { controller.items != nil && controller.snap.glides }

  /// The keys within three of the settled page.
  package var keys: [Int] {
    let settled = controller.settledIndex
    return ((settled - 3)...(settled + 3)).filter { controller.bounds.contains($0) }
  }
  package func index(of key: Int) -> Int? { controller.bounds.contains(key) ? key : nil }
  /// Bounds from the smallest key through the largest.
  package func reload(keys: [Int]) throws(PagerError) {
    guard let low = keys.min(), let high = keys.max() else {
      return try reload(bounds: PageBounds(first: 0, end: 0))
    }
    try reload(bounds: PageBounds(first: low, end: high + 1))
  }
  func reload(bounds: PageBounds) throws(PagerError) {
    try controller.reload(UnboundedPageSource(first: bounds.first, end: bounds.end) { $0 })
  }
  package func attachTraceRecorder() -> PagerTraceRecorder<Int>? {
    PagerTraceRecorder(recording: controller)
  }
  package func drawnPages() -> [Int: [Double]]? { visiblePageOrigins(controller) }
  package func checkLayout() -> [String] {
    controller.items == nil ? pagerLayoutProblems(controller) : itemPagerProblems(controller)
  }

  /// An edit of the bounds: inserting extends an end, removing a page ends the bounds just
  /// before it (or starts them just after), emptying leaves no index, refilling opens ends.
  package func reload(_ edit: RandomizedPagingStep.Edit, freshKeys: inout Int) throws(PagerError)
    -> String
  {
    var first = controller.bounds.first
    var end = controller.bounds.end
    let anchor = controller.isEmpty ? (first ?? end ?? 0) : controller.settledIndex
    func cut(at index: Int) {
      if let low = first, index - low < 2 {
        first = index + 1
      } else {
        end = index
      }
    }
    switch edit {
    case .same, .shuffle: break
    case .insert(let count, let at):
      if at.isMultiple(of: 2) {
        end = end.map { $0 + count }
      } else {
        first = first.map { $0 - count }
      }
    case .removeCurrent: cut(at: controller.currentIndex)
    case .removeTarget: cut(at: controller.targetIndex)
    case .removeSettled: cut(at: controller.settledIndex)
    case .remove(let at): cut(at: anchor + at % 5 - 2)
    case .truncate(let keeping): end = anchor + keeping % 4
    case .empty: (first, end) = (anchor, anchor)
    case .refill(let count):
      switch count % 4 {
      case 0: (first, end) = (nil, nil)
      case 1: (first, end) = (0, nil)
      case 2: (first, end) = (nil, count)
      default: (first, end) = (-count, count)
      }
    }
    let bounds = PageBounds(first: first, end: end)
    try reload(bounds: bounds)
    return "\(bounds)"
  }
}

/// The length of the item of `key` in a variable layout (120 to 300 points): the same for a key
/// in every source.
func variableLength(of key: Int) -> Double {
  120 + Double((key &* 7_919).magnitude % 181)
}

/// A pager with an item layout over keys: peeking uniform items 80% of a 375-point viewport,
/// 12 points apart, centred (looping or not); or variable items (``variableLength(of:)``), 12
/// points apart, resting 16 points from the leading edge.
final class ItemPagerSubject<Source: PageSource>: PagerSubject
where Source.PageID == Int {
  let controller: Pager<Source, SlideTransition>
  let makeSource: ([Int]) -> Source
  let makeLayout: ([Int]) -> PagerLayout
  let itemStride: Double

  init(
    keys: [Int], initialIndex: Int, anchor: SnapAnchor, snap: any SnapStrategy,
    itemStride: Double, makeSource: @escaping ([Int]) -> Source,
    makeLayout: @escaping ([Int]) -> PagerLayout
  ) throws {
    self.makeSource = makeSource
    self.makeLayout = makeLayout
    self.itemStride = itemStride
    controller = try Pager(
      source: makeSource(keys), layout: makeLayout(keys), anchor: anchor, snap: snap,
      initialIndex: initialIndex, configuration: PagerConfiguration(viewportLength: 375))
  }

  package var keys: [Int] { (0..<controller.count).compactMap { controller.source.id(at: $0) } }
  package func reload(keys: [Int]) throws(PagerError) {
    try controller.reload(makeSource(keys), layout: makeLayout(keys))
  }
  package func attachTraceRecorder() -> PagerTraceRecorder<Int>? {
    PagerTraceRecorder(recording: controller)
  }
  package func drawnPages() -> [Int: [Double]]? { visiblePageOrigins(controller) }
  package var glides: Bool { controller.snap.glides }
  /// The pager's own rules (the current item is live, a bounded item is live once), and every
  /// live item drawn where the layout puts it (a slide). Bounded: the offset stays within a
  /// viewport of the content (the rubber band's reach), a far jump's frame within the content's
  /// range; at rest the offset lies in the scrollable range and nothing is spliced.
  package func checkLayout() -> [String] { itemPagerProblems(controller) }
}

/// The rules of a pager with an item layout (see `ItemPagerSubject.checkLayout()`), in its item
/// geometry's offsets (which count from the first item reached, for a source without a count).
func itemPagerProblems<Source: PageSource>(_ controller: Pager<Source, SlideTransition>)
  -> [String]
{
  var problems = pagerLayoutProblems(controller)
  guard let items = controller.items else {
    return controller.isEmpty ? problems : problems + ["no item geometry"]
  }
  let offset = controller.engine.drawnCoordinate
  if controller.contentOffset != offset - items.contentOffsetOrigin {
    problems.append("content offset \(controller.contentOffset), drawn \(offset)")
  }
  for page in controller.livePages {
    let drawn = items.drawnSpan(ofSlot: page.slot, in: controller.engine).origin - offset
    if abs(page.origin - drawn) > 1e-6 {
      problems.append("item \(page.index) drawn at \(page.origin), laid out at \(drawn)")
    }
  }
  if controller.phase == .idle, !controller.isEmpty {
    if !controller.engine.strip.isIdentity { problems.append("a splice drawn at rest") }
    if controller.restsOnAnInnerRunMember {
      // On an inner member of a run the offset is the run's clamped end and the position reads
      // the run's outer end (Docs/Snapping.md, at the ends), whatever the strategy.
    } else {
      // At rest a strategy that snaps rests on the settled item: it is drawn at the anchor.
      let settled = controller.livePages.first { $0.slot == controller.engine.settled.slot }
      if !controller.snap.glides, let settled, abs(settled.offset) > 1e-9 {
        problems.append(
          "settled item \(settled.index) rests \(settled.offset) items off the anchor")
      }
      if controller.snap.glides { problems += restBetweenItemsProblems(controller, items: items) }
    }
  }
  guard !controller.loops else { return problems }
  let maxOffset = items.maxOffset
  let reach = controller.viewportLength
  if !(offset > -reach && offset < maxOffset + reach) {
    problems.append("offset \(offset) beyond the rubber band (max \(maxOffset))")
  }
  let frame = items.frameRange(in: controller.engine)
  if !(frame.lowerBound >= -1e-9 && frame.upperBound <= maxOffset + 1e-9) {
    problems.append("frame \(frame) beyond the content (max \(maxOffset))")
  }
  if controller.phase == .idle {
    if !(offset >= 0 && offset <= maxOffset) {
      problems.append("rest offset \(offset) outside 0…\(maxOffset)")
    }
  }
  return problems
}

/// At rest under a gliding strategy (Docs/Snapping.md: the pager rests between items): the
/// position is the drawn offset's — exactly the settled index on its resting offset, else linear
/// between its stop and the neighbouring stop on the offset's side (a run is one stop, read as its
/// outer end) — within half an item of
/// the settled index (the nearest item), and the settled item is drawn that far from the anchor.
func restBetweenItemsProblems<Source: PageSource>(
  _ pager: Pager<Source, SlideTransition>, items: PagerItems<Source>
) -> [String] {
  var problems: [String] = []
  let slot = pager.engine.settled.slot
  let resting = items.engineCoordinate(ofSlot: slot, in: pager.engine)
  let offset = pager.engine.drawnCoordinate
  let fraction = pager.position - Double(pager.settledIndex)
  if !(abs(fraction) <= 0.5) {
    problems.append("rest position \(pager.position) is not nearest \(pager.settledIndex)")
  }
  if abs(offset - resting) < 1e-9 {
    if fraction != 0 {
      problems.append("position \(pager.position) on the settled item's resting offset")
    }
  } else {
    // A run (bounded items at an end sharing one clamped resting offset) is one stop, read as
    // its outer end: the settled item's stop and the neighbouring stop on the offset's side are
    // found by walking past the items that share their resting offsets.
    let step = offset > resting ? 1 : -1
    func sharesOffset(_ slot: Int, with coordinate: Double) -> Bool {
      !pager.loops && (0..<items.count).contains(slot)
        && abs(items.engineCoordinate(ofSlot: slot, in: pager.engine) - coordinate) < 1e-9
    }
    var ownStop = slot
    while sharesOffset(ownStop - step, with: resting) { ownStop -= step }
    var neighbour = slot + step
    while sharesOffset(neighbour, with: resting) { neighbour += step }
    if pager.loops || (0..<items.count).contains(neighbour) {
      let next = items.engineCoordinate(ofSlot: neighbour, in: pager.engine)
      var neighbourStop = neighbour
      while sharesOffset(neighbourStop + step, with: next) { neighbourStop += step }
      let share = (offset - resting) / (next - resting)
      if share > 0, share <= 1 {
        let expected = Double(ownStop - slot) + Double(neighbourStop - ownStop) * share
        if abs(fraction - expected) > 1e-9 {
          problems.append(
            "rest position \(pager.position) at offset \(offset) is not the offset's "
              + "(\(Double(pager.settledIndex) + expected))")
        }
      }
    }
  }
  if let page = pager.livePages.first(where: { $0.slot == slot }),
    abs(page.offset + fraction) > 1e-9
  {
    problems.append("settled item drawn \(page.offset) items off the anchor at \(pager.position)")
  }
  return problems
}

extension ItemPagerSubject where Source == ArrayPageSource<Int, Int> {
  /// Peeking cards 300 points long, 12 apart, centred, one per swipe (the paging rule).
  static func peeking(keys: [Int], initialIndex: Int) throws -> ItemPagerSubject {
    try ItemPagerSubject(
      keys: keys, initialIndex: initialIndex, anchor: .center, snap: PagingSnap.paging,
      itemStride: 312, makeSource: { ArrayPageSource($0, id: \.self) }
    ) { _ in .uniform(itemLength: 300, spacing: 12) }
  }

  /// Variable items at `.leading(16)` released by `snap`.
  static func variable(keys: [Int], initialIndex: Int, snap: any SnapStrategy) throws
    -> ItemPagerSubject
  {
    try ItemPagerSubject(
      keys: keys, initialIndex: initialIndex, anchor: .leading(16), snap: snap, itemStride: 222,
      makeSource: { ArrayPageSource($0, id: \.self) }
    ) { .variable(itemLengths: $0.map(variableLength(of:)), spacing: 12) }
  }
}

extension ItemPagerSubject where Source == CircularPageSource<ArrayPageSource<Int, Int>> {
  /// Peeking cards 300 points long, 12 apart, centred, looping, released by `snap` (default one
  /// per swipe).
  static func peekingLoop(
    keys: [Int], initialIndex: Int, snap: any SnapStrategy = PagingSnap.paging
  ) throws -> ItemPagerSubject {
    try ItemPagerSubject(
      keys: keys, initialIndex: initialIndex, anchor: .center, snap: snap,
      itemStride: 312, makeSource: { ArrayPageSource($0, id: \.self).circular() }
    ) { _ in .uniform(itemLength: 300, spacing: 12) }
  }

  /// Items of the variable pager's lengths, 12 apart, centred, looping, with `snap`.
  static func variableLoop(keys: [Int], initialIndex: Int, snap: any SnapStrategy) throws
    -> ItemPagerSubject
  {
    try ItemPagerSubject(
      keys: keys, initialIndex: initialIndex, anchor: .center, snap: snap, itemStride: 222,
      makeSource: { ArrayPageSource($0, id: \.self).circular() }
    ) { .variable(itemLengths: $0.map(variableLength(of:)), spacing: 12) }
  }
}
