/// Where a pager's drawn position lies on its drawn strip: between the pages of two adjacent
/// slots, and how far along (``PagingController/drawnSegment``).
///
/// Between real neighbours the two pages are consecutive (virtual indices one apart); across a far
/// jump's splice they are the page before the splice and the destination. A follower that
/// interpolates between the two pages by ``progress`` (a tab bar's indicator) therefore goes
/// straight from the old page to the new one across a splice — also after a retarget or a re-grab,
/// which keep the visible pages in their slots — and never over the pages the splice skips.
///
/// The ends are oriented by where the motion comes from: ``origin`` is the end on the settled
/// slot's side (the rule that gives an exact half to the page the motion comes from, as
/// ``Pager/currentIndex`` does), ``destination`` the other.
///
/// A page control draws its dot between the two ends' indices by ``progress``:
///
/// ```swift
/// let segment = pager.drawnSegment
/// let dot =
///   Double(segment.origin.index)
///   + Double(segment.destination.index - segment.origin.index) * segment.progress
/// ```
public struct PagerDrawnSegment: Sendable, Hashable {
  /// A page drawn at one end of the segment.
  public struct End: Sendable, Hashable {
    /// The page's virtual index (continuous across a circular seam; past a bounded edge, outside
    /// `0..<count`).
    public var virtual: Int
    /// The page's index in the source (clamped to the source past a bounded edge).
    public var index: Int

    /// An end drawing page `index` as virtual page `virtual`.
    ///
    /// - Complexity: O(1).
    public init(virtual: Int, index: Int) {
      self.virtual = virtual
      self.index = index
    }
  }

  /// The end on the settled slot's side: the page the motion comes from.
  public var origin: End
  /// The other end.
  public var destination: End
  /// The fraction of the way from ``origin`` to ``destination``, in `0...1`.
  public var progress: Double
  /// The drawn strip's slot at or below the position (strip coordinates are re-based when the
  /// pager comes to rest).
  package var lowerSlot: Int

  /// A segment from `origin` to `destination`, `progress` (`0...1`) of the way along: what a
  /// controller of your own answers for ``PagingController/drawnSegment``.
  ///
  /// - Complexity: O(1).
  public init(origin: End, destination: End, progress: Double) {
    self.init(origin: origin, destination: destination, progress: progress, lowerSlot: 0)
  }

  /// A segment whose lower end is drawn in `lowerSlot` of the pager's drawn strip.
  package init(origin: End, destination: End, progress: Double, lowerSlot: Int) {
    self.origin = origin
    self.destination = destination
    self.progress = progress
    self.lowerSlot = lowerSlot
  }

  /// Whether the two ends are more than one page apart in the source: a far jump's splice joins
  /// them.
  ///
  /// - Complexity: O(1).
  public var isSplice: Bool {
    let step = destination.virtual &- origin.virtual
    return step > 1 || step < -1
  }
}

extension Pager {
  /// The segment of the drawn strip at the drawn position (see ``PagerDrawnSegment``); at rest,
  /// the settled page at both ends with progress 0.
  ///
  /// - Complexity: O(1); allocates nothing (O(k) for the k items drawn by an item layout).
  public var drawnSegment: PagerDrawnSegment { geometry.drawnSegment(in: engine) }
}
