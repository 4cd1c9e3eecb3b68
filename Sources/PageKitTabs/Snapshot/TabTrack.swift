import PageKitCore

/// Where on the bar a pager state puts the indicator: a move from one slot to another (slots
/// `-1...count`, the two ends being virtual) by `progress`, and which tabs take part.
///
/// Every drawing query (indicator, focus frame, menu offset, selection) derives from one track,
/// so they always agree.
struct TabTrack: Sendable, Hashable {
  /// The slot the indicator moves away from.
  var fromSlot: Int
  /// The slot the indicator moves toward.
  var toSlot: Int
  /// The fraction covered from `fromSlot` to `toSlot`, in `0...1`.
  var progress: Double
  /// The real tab shown by `fromSlot` (its selection progress is `1 - progress`).
  var fromTab: Int
  /// The real tab shown by `toSlot` (its selection progress is `progress`).
  var toTab: Int
  /// The visually selected tab.
  var selectedTab: Int
  /// Whether this is an overscroll past an edge of a bounded bar (`toSlot` is virtual).
  var isOverscroll: Bool

  static func rest(_ tab: Int) -> TabTrack {
    TabTrack(
      fromSlot: tab, toSlot: tab, progress: 0, fromTab: tab, toTab: tab, selectedTab: tab,
      isOverscroll: false)
  }

  /// Resolves a pager state on a menu.
  ///
  /// Returns `nil` for an empty menu, a non-finite position, or a far motion whose progress is
  /// not finite.
  init?(menu: TabMenu, pager: TabPagerState) {
    let count = menu.count
    guard count > 0, pager.position.isFinite else { return nil }
    let circular = pager.isCircular && count >= 2
    var origin: Int?
    if let motion = pager.motion, (0..<count).contains(motion.origin) {
      origin = motion.origin
      if (0..<count).contains(motion.destination),
        TabTrack.isFar(motion, count: count, circular: circular)
      {
        guard motion.progress.isFinite else { return nil }
        let t = min(max(motion.progress, 0), 1)
        if t == 0 || t == 1 {
          self = .rest(t == 0 ? motion.origin : motion.destination)
          return
        }
        self.init(
          fromSlot: motion.origin, toSlot: motion.destination, progress: t,
          fromTab: motion.origin, toTab: motion.destination,
          selectedTab: t > 0.5 ? motion.destination : motion.origin, isOverscroll: false)
        return
      }
    }
    if circular {
      self.init(circular: pager.position, count: count, origin: origin)
    } else {
      self.init(bounded: pager.position, count: count, origin: origin)
    }
  }

  private init(bounded position: Double, count: Int, origin: Int?) {
    let last = Double(count - 1)
    if position < 0 {
      let amount = min(-position, 1)
      self.init(
        fromSlot: 0, toSlot: -1, progress: amount, fromTab: 0, toTab: 0, selectedTab: 0,
        isOverscroll: true)
    } else if position > last {
      let amount = min(position - last, 1)
      self.init(
        fromSlot: count - 1, toSlot: count, progress: amount, fromTab: count - 1,
        toTab: count - 1, selectedTab: count - 1, isOverscroll: true)
    } else if count == 1 {
      self = .rest(0)
    } else {
      let lower = min(Int(position.rounded(.down)), count - 2)
      let fraction = position - Double(lower)
      let fromLower = origin.map { $0 <= lower } ?? true
      let forward = origin.map { position >= Double($0) } ?? true
      self.init(
        lower: lower, upper: lower + 1, lowerTab: lower, upperTab: lower + 1, fraction: fraction,
        fromLower: fromLower, forward: forward)
    }
  }

  private init(circular position: Double, count: Int, origin: Int?) {
    let n = Double(count)
    var wrapped = position - n * (position / n).rounded(.down)
    if wrapped >= n || wrapped < 0 { wrapped = 0 }
    let lower = min(Int(wrapped.rounded(.down)), count - 1)
    let fraction = wrapped - Double(lower)
    let upperTab = (lower + 1).floorMod(count)
    var fromLower = true
    var forward = true
    if let origin {
      // The copy of the origin nearest the position, in the same virtual frame: the loop's
      // shortest path, half way round an odd loop counting as forward (as `Int.loopDelta`
      // counts it), whichever side of the seam the origin lies on.
      let near = Double(origin) + n * ((wrapped - Double(origin)) / n - 0.5).rounded(.up)
      fromLower = near <= Double(lower)
      forward = wrapped >= near
    }
    let selectsLower = fraction < 0.5 || (fraction == 0.5 && fromLower)
    if lower == count - 1 && !selectsLower {
      // Across the seam, past half way: come in from the virtual slot before the first tab.
      self.init(
        lower: -1, upper: 0, lowerTab: lower, upperTab: upperTab, fraction: fraction,
        fromLower: fromLower, forward: forward)
    } else {
      self.init(
        lower: lower, upper: lower + 1, lowerTab: lower, upperTab: upperTab, fraction: fraction,
        fromLower: fromLower, forward: forward)
    }
  }

  private init(
    lower: Int, upper: Int, lowerTab: Int, upperTab: Int, fraction: Double, fromLower: Bool,
    forward: Bool
  ) {
    if fraction == 0 || fraction == 1 {
      self = .rest(fraction == 0 ? lowerTab : upperTab)
      return
    }
    let selectsLower = fraction < 0.5 || (fraction == 0.5 && fromLower)
    let selected = selectsLower ? lowerTab : upperTab
    if forward {
      self.init(
        fromSlot: lower, toSlot: upper, progress: fraction, fromTab: lowerTab, toTab: upperTab,
        selectedTab: selected, isOverscroll: false)
    } else {
      self.init(
        fromSlot: upper, toSlot: lower, progress: 1 - fraction, fromTab: upperTab,
        toTab: lowerTab, selectedTab: selected, isOverscroll: false)
    }
  }

  private init(
    fromSlot: Int, toSlot: Int, progress: Double, fromTab: Int, toTab: Int, selectedTab: Int,
    isOverscroll: Bool
  ) {
    self.fromSlot = fromSlot
    self.toSlot = toSlot
    self.progress = progress
    self.fromTab = fromTab
    self.toTab = toTab
    self.selectedTab = selectedTab
    self.isOverscroll = isOverscroll
  }

  /// The same move read from the other end of a circular bar, while it straddles the seam: a
  /// move between the last tab's slot and the virtual slot after it is also one between the
  /// virtual slot before the first tab and the first tab (slots shifted by `count`), with the
  /// same progress. `nil` for a move that does not touch a virtual slot, for an overscroll past
  /// the end of a bounded bar, and at rest.
  ///
  /// - Parameter count: The number of tabs.
  /// - Returns: The shifted track, or `nil` when the move does not straddle a circular seam.
  /// - Complexity: O(1).
  func acrossSeam(count: Int) -> TabTrack? {
    guard !isOverscroll, progress > 0, progress < 1, count >= 2 else { return nil }
    let shift: Int
    if fromSlot == count || toSlot == count {
      shift = -count
    } else if fromSlot == -1 || toSlot == -1 {
      shift = count
    } else {
      return nil
    }
    var copy = self
    copy.fromSlot += shift
    copy.toSlot += shift
    return copy
  }

  /// Whether a motion joins two pages that are not neighbours along its path.
  static func isFar(_ motion: TabMotion, count: Int, circular: Bool) -> Bool {
    let origin = motion.origin
    let destination = motion.destination
    guard origin != destination else { return false }
    guard circular else { return abs(destination - origin) > 1 }
    // The path the motion takes: its direction, or the shortest way round (ties forward).
    let path = Int.loopDelta(
      from: origin, to: destination, count: count, direction: motion.direction)
    return abs(path) != 1
  }

  /// The selection progress of `tab`: 1 on the selected tab at rest, cross-fading in motion.
  func selectionProgress(of tab: Int) -> Double {
    var result = 0.0
    if tab == fromTab { result += 1 - progress }
    if tab == toTab { result += progress }
    return result
  }
}
