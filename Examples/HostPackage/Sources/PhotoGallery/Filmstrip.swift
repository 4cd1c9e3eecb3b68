public import PageKitCore
public import PageKitSnap

/// A filmstrip of an album's thumbnails under the photo: 96-point cells that snap to the
/// leading edge, App Store style (a slow release rests on the nearest cell, a flick moves on),
/// drawn by the host from the strip's visible items.
public final class Filmstrip {
  /// The strip: the album's photos, uniform cells, a directional snap.
  public let strip: SnappingStrip<AlbumSource, UniformStrip, DirectionalSnap>
  /// Every photo the strip came to rest on, in order (exactly once per change).
  public private(set) var settledPhotos: [Int] = []
  private var token: PagerObserverToken?

  /// Creates the filmstrip of `album`.
  ///
  /// - Parameters:
  ///   - album: The photos.
  ///   - width: The strip's on-screen width, in points.
  /// - Throws: A `StripLayoutError` or `PagerError` for invalid input.
  public init(album: AlbumSource, width: Double) throws {
    let layout = try UniformStrip(
      count: album.count, itemLength: 96, spacing: 4, leadingInset: 12, trailingInset: 12)
    strip = try SnappingStrip(
      source: album, layout: layout, snap: DirectionalSnap(velocityThreshold: 300),
      viewportLength: width, anchor: .leading(12))
    token = strip.addEventObserver { [weak self] event in
      guard case .didChangePage(let change) = event, let index = change.toIndex else { return }
      self?.settledPhotos.append(index)
    }
  }

  /// Where to draw each cell on screen now: the photo's index and its frame's origin from the
  /// strip's leading edge.
  ///
  /// - Complexity: O(visible cells).
  public var cells: [(photo: Int, origin: Double)] {
    strip.visibleItems.map { ($0.index, $0.frameOrigin) }
  }
}
