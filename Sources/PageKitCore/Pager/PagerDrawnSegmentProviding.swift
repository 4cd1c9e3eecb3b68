/// A controller that tells where its drawn position lies on its drawn strip
/// (``PagerDrawnSegment``): the two pages it draws around the position, also across a far
/// jump's splice.
///
/// Followers such as the tab coordinator cast a controller to it once, when they are built, and
/// read ``drawnSegment`` every frame; a controller that does not conform is followed by its
/// position alone.
@usableFromInline package protocol PagerDrawnSegmentProviding: PagingController {
  /// The segment of the drawn strip at the drawn position; at rest, the settled page at both
  /// ends with progress 0.
  ///
  /// - Complexity: O(1); allocates nothing.
  var drawnSegment: PagerDrawnSegment { get }

  /// The source's indices at the latest reload (a follower that needs `0..<count` checks them
  /// once).
  var bounds: PageBounds { get }
}

extension Pager: PagerDrawnSegmentProviding {}
