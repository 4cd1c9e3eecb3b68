package import PageKitCore

/// A pager transition as the tab bar sees it: where it comes from, where it goes, how far along.
///
/// Feed it from the pager's `motion` (origin, destination, progress), or read
/// ``TabMenuCoordinator/pagerState``, which takes it from the two pages the pager draws around its
/// position, so that it stays straight when a far jump is retargeted or grabbed or starts between
/// pages. The tab bar uses it for two things: the tab the motion comes from decides ties (an exact
/// half stays with it) and the travel direction of the elastic indicator; and a *far* motion (not
/// between neighbours) animates the indicator straight from the origin tab to the destination tab
/// by `progress`, without sweeping over the tabs between.
package struct TabMotion: Sendable, Hashable {
  /// The index of the page (tab) the motion comes from.
  package var origin: Int
  /// The index of the page (tab) the motion goes to.
  package var destination: Int
  /// The fraction of the way covered, 0 at the origin and 1 at the destination. Values outside
  /// `0...1` (an overshooting curve) are clamped for far motions.
  package var progress: Double
  /// The logical direction of travel, read for circular pagers only (where it tells a move across
  /// the seam from a far jump the long way round); `nil` means the shortest path, ties forward,
  /// as the pager chooses. A bounded pager always travels in index order.
  package var direction: PageDirection?

  /// Creates a motion.
  ///
  /// - Parameters:
  ///   - origin: The index the motion comes from.
  ///   - destination: The index the motion goes to.
  ///   - progress: The fraction of the way covered, 0…1.
  ///   - direction: The logical direction of travel, or `nil` for automatic.
  package init(origin: Int, destination: Int, progress: Double, direction: PageDirection? = nil) {
    self.origin = origin
    self.destination = destination
    self.progress = progress
    self.direction = direction
  }
}
